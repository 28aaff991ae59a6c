import QuizImport
import QuizPlatform
import QuizStore

/// The menu's "Your questions": write new ones, import a file (what
/// `quizctl import PATH` does, with its report), export them to a file
/// (`quizctl export FILE`), your decks (listed, removed), and every saved question,
/// which opens to be edited or removed. Each action runs the command's own
/// code, so the menu and the command line cannot disagree. For output read
/// in order (accessible mode, `TERM=dumb`); on a terminal, `QuestionsScreen`.
@MainActor
struct QuestionsInOrder {
    let environment: AppEnvironment

    private var console: Console { environment.console }
    private var stores: DataStores { environment.stores }

    func run() throws {
        var selected = 0
        while true {
            let questions = try stores.questions.load().questions
            let items =
                [
                    MenuItem(console.text(Strings.questionsWrite), hotKey: "w"),
                    MenuItem(console.text(Strings.questionsImport), hotKey: "i"),
                    MenuItem(console.text(Strings.questionsExport), hotKey: "x"),
                    MenuItem(console.text(Strings.menuDecks), hotKey: "d"),
                ]
                + questions.map {
                    MenuItem(
                        $0.entry.text.terminalSafe + console.style.dim("  \(console.rightAnswerMark) " + $0.entry.correct.terminalSafe))
                }
            console.write(Screen.clearScreen, to: .output)
            guard let picked = Prompt(console: console).choose(Strings.yourQuestionsTitle(questions.count), items, selected: selected)
            else { return }
            selected = picked
            switch picked {
            case 0: writeQuestions()
            case 1: importFile()
            case 2: exportFile()
            case 3: try DecksInOrder(environment: environment).run()
            default: try open(questions[picked - 4])
            }
        }
    }

    /// The builder of `quizctl add`, then what it saved.
    func writeQuestions() {
        console.write(Screen.clearScreen, to: .output)
        reportingErrors {
            AddCommand.report(try QuestionBuilderInOrder(console: console, stores: stores, clock: environment.clock).run(), on: console)
        }
    }

    private func importFile() {
        console.write(Screen.clearScreen, to: .output)
        guard let path = Prompt(console: console).line(Strings.importPathPrompt), !path.isEmpty else { return }
        reportingErrors {
            try ImportCommand.importFile(path: path, into: stores, at: environment.clock.now(), console: console)
        }
    }

    private func exportFile() {
        console.write(Screen.clearScreen, to: .output)
        guard let path = Prompt(console: console).line(Strings.exportPathPrompt), !path.isEmpty else { return }
        reportingErrors { try ExportCommand.export(to: path, format: nil, from: stores, console: console) }
    }

    /// One question in full, then Edit · Remove · Back.
    private func open(_ question: CustomQuestion) throws {
        let entry = question.entry
        var lines = [
            console.style.bold(entry.text.terminalSafe),
            "  " + console.style.green(console.rightAnswerMark + " " + entry.correct.terminalSafe),
        ]
        lines += entry.incorrect.map { "  " + console.style.red(console.wrongAnswerMark + " " + $0.terminalSafe) }
        let facts = [
            entry.category?.terminalSafe,
            entry.difficulty.map { console.text(Strings.difficultyValue(DifficultySetting(rawValue: $0.rawValue) ?? .any)) }, question.pack,
        ]
        lines.append(console.style.dim(facts.compactMap { $0 }.joined(separator: " · ")))
        console.write(Screen.clearScreen + lines.joined(separator: "\n") + "\n\n", to: .output)
        let items = [
            MenuItem(console.text(Strings.questionEdit), hotKey: "e"),
            MenuItem(console.text(Strings.questionRemove), hotKey: "r"),
            MenuItem(console.text(Strings.menuBack), hotKey: "b"),
        ]
        switch Prompt(console: console).choose(Strings.whatNow, items) {
        case 0:
            guard let draft = QuestionForm(console: console).ask(editing: entry) else { return }
            reportingErrors {
                let saved = try AddCommand.replace(id: question.id, with: draft, in: stores)
                console.print(Strings.questionSaved(saved.entry.text.terminalSafe))
            }
        case 1:
            guard Prompt(console: console).confirm(Strings.confirmRemoveQuestion(entry.text.terminalSafe)) else { return }
            reportingErrors {
                let removed = try QuestionsRemoveCommand.remove(idPrefix: question.id.uuidString, from: stores)
                console.print(Strings.questionRemoved(removed.entry.text.terminalSafe))
            }
        default:
            return
        }
    }

    /// Runs `action`; a failure is said as the command line says it. Either
    /// way the player reads the outcome before the list comes back.
    private func reportingErrors(_ action: () throws -> Void) {
        do {
            try action()
        } catch {
            console.error((error as? any UserFacingError)?.message ?? LocalizedText(verbatim: "\(error)".terminalSafe))
        }
        Prompt(console: console).pause()
    }
}
