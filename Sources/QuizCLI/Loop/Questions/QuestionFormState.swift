import QuizPlatform
import QuizStore

/// One question typed field by field on the run loop: the question, the
/// right answer, up to three wrong ones (an empty second or third ends
/// them), a category and a difficulty, each in the line editor under the
/// fields already answered. Escape with fields answered asks before they
/// are thrown away (issue 28).
struct QuestionFormState: Equatable, Sendable {
    enum Field: Equatable, Sendable {
        case text, correct
        case wrong(Int)
        case category, difficulty
    }

    /// What a key did to the form.
    enum Outcome: Equatable {
        case editing
        case done(PackEntry)
        /// Empty question text, Escape (confirmed when work was typed), or the end of input.
        case gaveUp
    }

    /// The question being edited, whose values fill the fields.
    let draft: PackEntry?
    private(set) var field = Field.text
    private(set) var editor: LineEditor
    private(set) var entry = PackEntry(text: "", correct: "", incorrect: [])
    /// A field answered, with what was typed.
    struct Answer: Equatable, Sendable {
        var label: LocalizedText
        var value: String
    }

    /// The fields answered, in order.
    private(set) var answered: [Answer] = []
    private(set) var confirmingDiscard = false

    init(editing draft: PackEntry? = nil) {
        self.draft = draft
        editor = LineEditor(text: draft?.text ?? "")
    }

    var label: LocalizedText {
        switch field {
        case .text: Strings.fieldText
        case .correct: Strings.fieldCorrect
        case .wrong(let number): Strings.fieldWrong(number, optional: number > 1)
        case .category: Strings.fieldCategory
        case .difficulty: Strings.fieldDifficulty
        }
    }

    mutating func press(_ key: Key, language: Language) -> Outcome {
        if confirmingDiscard {
            guard let yes = AnswerKey.yesOrNo(key, language: language) else { return .editing }
            confirmingDiscard = false
            return yes ? .gaveUp : .editing
        }
        switch editor.apply(key) {
        case .editing: return .editing
        case .ended: return .gaveUp
        case .cancelled:
            if answered.isEmpty { return .gaveUp }
            confirmingDiscard = true
            return .editing
        case .accepted(let typed): return accept(typed.trimmingSpaces(), language: language)
        }
    }

    /// The field typed: the entry takes it and the next field opens.
    private mutating func accept(_ value: String, language: Language) -> Outcome {
        answered.append(Answer(label: label, value: value))
        let next: Field?
        switch field {
        case .text:
            guard !value.isEmpty else { return .gaveUp }
            entry.text = value
            next = .correct
        case .correct:
            entry.correct = value
            next = .wrong(1)
        case .wrong(let number):
            if !value.isEmpty { entry.incorrect.append(value) }
            next = value.isEmpty || number == 3 ? .category : .wrong(number + 1)
        case .category:
            entry.category = value.isEmpty ? nil : value
            next = .difficulty
        case .difficulty:
            entry.difficulty = Strings.difficulty(named: value)
            next = nil
        }
        guard let next else { return .done(entry) }
        field = next
        editor = LineEditor(text: defaultValue(of: next, language: language))
        return .editing
    }

    /// What the field shows first: the edited question's value.
    private func defaultValue(of field: Field, language: Language) -> String {
        guard let draft else { return "" }
        switch field {
        case .text: return draft.text
        case .correct: return draft.correct
        case .wrong(let number): return number <= draft.incorrect.count ? draft.incorrect[number - 1] : ""
        case .category: return draft.category ?? ""
        case .difficulty: return draft.difficulty.map { Strings.difficultyName($0)(language) } ?? ""
        }
    }

    /// The form for a window of `size`: its title and the fields answered
    /// above the line being typed, or the question before throwing them away.
    func lines(style: Style, language: Language, size: TerminalSize) -> [String] {
        let context =
            [style.bold(Strings.newQuestionTitle(language))] + answered.map { style.dim($0.label(language) + ": ") + $0.value.terminalSafe }
        guard confirmingDiscard else {
            return LineEntryView.lines(label, editor: editor, context: context, style: style, language: language, size: size)
        }
        let facts = MainMenuFacts(language: language, style: style, due: 0)
        let question = MenuPicker.question(Strings.discardTypedQuestion, facts: facts, columns: size.columns)
        let above = context.flatMap { TextWrap.wrap($0, width: max(1, size.columns)) }
        return Array(above.suffix(max(0, size.rows - question.count))) + question
    }
}
