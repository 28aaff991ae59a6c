import QuizPlatform
import QuizStore

/// Asks for one question field by field, for output read in order (and
/// from a script); on a terminal, `QuestionFormState` on the run loop.
@MainActor
struct QuestionForm {
    let console: Console

    /// The question written, or nil when the player gave up (empty text, end of input).
    /// Each field is a line; Escape, and so the question before throwing typed
    /// fields away, belongs to the run loop's form (`QuestionFormState`).
    /// `draft` fills the fields' defaults when a question is being edited.
    func ask(editing draft: PackEntry? = nil) -> PackEntry? {
        let prompt = Prompt(console: console)
        console.show(console.style.bold(console.text(Strings.newQuestionTitle)))
        func field(_ label: LocalizedText, default value: String?) -> String? { prompt.line(label, default: value) }
        guard let text = field(Strings.fieldText, default: draft?.text), !text.isEmpty,
            let correct = field(Strings.fieldCorrect, default: draft?.correct)
        else { return nil }
        var wrong: [String] = []
        for number in 1...3 {
            let previous = draft.flatMap { number <= $0.incorrect.count ? $0.incorrect[number - 1] : nil }
            guard let answer = field(Strings.fieldWrong(number, optional: number > 1), default: previous) else { return nil }
            if answer.isEmpty { break }
            wrong.append(answer)
        }
        let category = field(Strings.fieldCategory, default: draft?.category) ?? ""
        let shown = draft?.difficulty.map { console.text(Strings.difficultyName($0)) }
        let difficulty = field(Strings.fieldDifficulty, default: shown).flatMap(Strings.difficulty(named:))
        return PackEntry(
            text: text, correct: correct, incorrect: wrong, category: category.isEmpty ? nil : category, difficulty: difficulty)
    }
}

/// The seed's "+" screen: write several questions, see them all with their
/// problems, edit or delete any, and save them all at once (the Builder
/// collects them; nothing is saved before the player says so), for output
/// read in order; on a terminal, `AddQuestionsScreen` on the run loop.
@MainActor
struct QuestionBuilderInOrder {
    let console: Console
    let stores: DataStores
    /// Dates the saved questions.
    let clock: WallClock

    /// The questions saved; empty when the player cancelled.
    func run() throws -> [CustomQuestion] {
        var builder = QuestionBuilder(existing: try stores.questions.load().questions.map(\.entry))
        guard let first = QuestionForm(console: console).ask() else { return [] }
        builder.add(first)
        while true {
            showSummary(builder)
            let items = [
                MenuItem(console.text(Strings.builderAddAnother), hotKey: "a"),
                MenuItem(console.text(Strings.builderEdit), hotKey: "e"),
                MenuItem(console.text(Strings.builderDelete), hotKey: "d"),
                MenuItem(console.style.green(console.text(Strings.builderSaveAll(builder.drafts.count))), hotKey: "s"),
                MenuItem(console.text(Strings.builderCancel), hotKey: "q"),
            ]
            switch Prompt(console: console).choose(Strings.builderWhatNext, items, selected: 3) {
            case 0:
                if let draft = QuestionForm(console: console).ask() { builder.add(draft) }
            case 1:
                if let index = pickDraft(builder), let draft = QuestionForm(console: console).ask(editing: builder.drafts[index]) {
                    builder.replace(at: index, with: draft)
                }
            case 2:
                if let index = pickDraft(builder) { builder.remove(at: index) }
                if builder.drafts.isEmpty { return [] }
            case 3:
                guard case .success = builder.build() else {
                    console.note(console.style.yellow(console.text(Strings.builderFixFirst)))
                    continue
                }
                return try AddCommand.save(builder.drafts, to: stores, at: clock.now())
            default:
                // The questions written are work too: asked before they go (issue 28).
                if Prompt(console: console).confirm(Strings.discardUnsavedQuestions(builder.drafts.count), atEnd: true) { return [] }
            }
        }
    }

    /// Every draft, numbered, with its problems under it.
    private func showSummary(_ builder: QuestionBuilder) {
        var lines = ["", console.style.bold(console.text(Strings.builderSummary(builder.drafts.count)))]
        for (index, draft) in builder.drafts.enumerated() {
            let wrong = draft.incorrect.filter { !$0.isEmpty }.joined(separator: ", ")
            lines.append(
                "\(index + 1). \(draft.text)  " + console.style.green(console.rightAnswerMark + " " + draft.correct)
                    + console.style.dim("  \(console.wrongAnswerMark) " + wrong))
            for problem in builder.problems(of: draft, among: Array(builder.drafts[..<index])) {
                lines.append("   " + console.style.red("! " + console.text(problem.message)))
            }
        }
        for line in lines { console.show(line) }
    }

    private func pickDraft(_ builder: QuestionBuilder) -> Int? {
        let items = builder.drafts.enumerated().map { MenuItem("\($0.offset + 1). \($0.element.text)") }
        return Prompt(console: console).choose(Strings.builderWhichQuestion, items)
    }
}
