import Foundation
import Testing

@testable import QuizCLI
@testable import QuizPlatform

/// Every screen drawn whole fits the window it is drawn for: no line wider
/// than the window, no more lines than it has, at the smallest size quizctl
/// supports (40×15) and at a large one (120×40); and at the smallest the
/// part that waits for a key (the question and all its options) is whole.
@MainActor
@Suite struct ScreenFitTests {
    nonisolated static let sizes = [TerminalSize.smallest, TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 100, rows: 32)]
    private let style = Style(enabled: true)

    private func expectFits(
        _ lines: [String], _ size: TerminalSize, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(lines.count <= size.rows, "\(what): \(lines.count) lines at \(size)", sourceLocation: sourceLocation)
        for line in lines {
            #expect(
                Style.displayWidth(line) <= size.columns, "\(what): too wide at \(size): \(Style.plainText(line))",
                sourceLocation: sourceLocation)
        }
    }

    private func plain(_ lines: [String]) -> String { lines.map(Style.plainText).joined(separator: "\n") }

    /// A question's text and options, found on screen even when wrapped.
    private func expectWhole(_ card: QuestionCard, in lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        // Inside the frame only, so a ladder or a poster beside it is left out.
        let screen = plain(lines).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            return line.hasPrefix("│") && parts.count >= 3 ? String(parts[1]) : String(parts[0])
        }.joined(separator: "\n")
        let words = screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        let text = card.text.split(separator: " ").joined(separator: " ")
        #expect(words.contains(text), "question text on screen", sourceLocation: sourceLocation)
        for option in card.options {
            #expect(
                words.contains(option.text.split(separator: " ").joined(separator: " ")), "\(option.text)", sourceLocation: sourceLocation)
        }
    }

    static func movieQuestion() -> Question {
        Question(
            text: "Is the rating of this movie greater than 8.5?", options: ["Yes", "No"], correctIndex: 0,
            subject: "The Lord of the Rings: The Return of the King (2003)", explanation: "rated 9.0",
            poster: Poster(
                rank: 7, year: 2003, genres: ["Action", "Adventure", "Drama"], directors: ["Peter Jackson"],
                imageURL: URL(string: "https://m.media-amazon.com/images/M/poster._V0_UX600_.jpg")))
    }

    static func fourOptionQuestion() -> Question {
        Question(
            text: "Which of these planets has the most moons known today, counting the small irregular ones too?",
            options: ["Jupiter", "Saturn", "Uranus", "Neptune, the farthest of the giant planets"], correctIndex: 1)
    }

    private func progress() -> GameProgress {
        GameProgress(questionNumber: 4, questionCount: 15, answered: 3, correct: 2)
    }

    @Test(arguments: sizes) func aYesNoCardWithItsPosterFits(size: TerminalSize) {
        for feedback in [
            nil, AnswerFeedback(isCorrect: true, correctIndex: 0, chosenIndex: 0, explanation: "rated 9.0", isGameOver: false),
        ] {
            let card = QuestionCard(
                question: Self.movieQuestion(), format: .yesNo, progress: progress(), feedback: feedback, language: .en)
            let screen = QuestionScreen(card: card, style: style, language: .en, footer: "y = yes · n = no · q = quit", hyperlinks: true)
            let lines = screen.lines(for: size)
            expectFits(lines, size, "yes/no")
            expectWhole(card, in: lines)
        }
    }

    @Test(arguments: sizes) func aMillionaireQuestionFitsWithTheLadderBesideItOnlyWhenThereIsRoom(size: TerminalSize) {
        let card = QuestionCard(
            question: Self.fourOptionQuestion(), format: .fourOptions, progress: progress(), feedback: nil, language: .en)
        let ladder = (1...15).reversed().map { "  \($0 < 10 ? " " : "")\($0)   \($0 * 1000)" }
        let screen = QuestionScreen(
            card: card, style: style, language: .en, ladder: ladder,
            lifelines: LifelineRow(
                full: ["[5] 50:50", "[f] Phone a friend", "[h] Ask the audience", "[w] Walk away with 3,000"],
                short: ["[5] 50:50", "[f] Friend", "[h] Audience", "[w] Walk away with 3,000"]),
            messages: ["The audience voted:", "  A ██░░ 10%", "  B ████ 70%", "  C █░░░ 10%", "  D █░░░ 10%"],
            footer: "a–d or 1–4 to answer · q = quit")
        let lines = screen.lines(for: size)
        expectFits(lines, size, "millionaire")
        expectWhole(card, in: lines)
        let ladderShown = plain(lines).contains("15000")
        #expect(ladderShown == (size.columns >= 100), "ladder beside the card at \(size)")
    }

    @Test(arguments: sizes) func aClassicQuestionWithAHintFits(size: TerminalSize) {
        let card = QuestionCard(question: Self.fourOptionQuestion(), format: .choice, progress: progress(), feedback: nil, language: .en)
        let screen = QuestionScreen(
            card: card, style: style, language: .en, hint: "Press 1–4 or a–d to answer.", footer: "1–4 or a–d to answer · q = quit")
        let lines = screen.lines(for: size)
        expectFits(lines, size, "classic")
        expectWhole(card, in: lines)
    }

    @Test(arguments: sizes) func aLongMenuScrollsInsideTheScreenAndSaysWhere(size: TerminalSize) {
        let items = (1...40).map { MenuItem("Game number \($0) of a long history with a long description") }
        var menu = MenuPicker(title: "Review a game:", items: items, style: style)
        menu.language = .en
        let lines = menu.lines(selected: 25, size: size, hint: "“x” does nothing here")
        expectFits(lines, size, "menu")
        let screen = plain(lines)
        #expect(screen.contains("26. Game number 26"), "the highlighted item is in view")
        #expect(screen.contains(" of 40"), "the position in the list")
        #expect(screen.contains(menu.footerText))
    }

    @Test(arguments: sizes, [Language.en, .ru]) func everyMenuOfTheAppFits(size: TerminalSize, language: Language) {
        let titles = [Strings.mainMenuTitle, Strings.chooseMode, Strings.settingsTitle, Strings.builderWhatNext]
        let items = ModeMenuScreen.modes.map { MenuItem(Strings.modeTitle($0)(language) + " — " + Strings.modeDescription($0)(language)) }
        for title in titles {
            var menu = MenuPicker(title: title(language), items: items + items, style: style)
            menu.language = language
            expectFits(menu.lines(selected: 0, size: size), size, title(.en))
        }
    }

    @Test(arguments: sizes) func theAccuracyChartFitsItsWidth(size: TerminalSize) {
        let modes: [ModeKind] = [.yesno, .classic, .millionaire, .review]
        let points = (0..<60).map { AccuracyChart.Point(mode: modes[$0 % 4], percent: Double($0 * 7 % 101)) }
        for language in [Language.en, .ru] {
            let lines = AccuracyChart(points: points, style: style, language: language).lines(width: size.columns)
            expectFits(lines, TerminalSize(columns: size.columns, rows: 15), "chart")
        }
    }

    @Test(arguments: sizes) func aScreenWithALongHeadingKeepsItsMenuWhole(size: TerminalSize) {
        let heading = (1...30).map { "Heading line \($0) that is rather long for a narrow window" }
        var menu = MenuPicker(title: "Menu", items: (1...5).map { MenuItem("Item \($0)") }, style: style)
        menu.language = .en
        let facts = MainMenuFacts(language: .en, style: style, due: 0, window: size)
        let frame = ChoiceScreen.view(ChoiceState(heading: heading, picker: menu), facts: facts, size: size)
        #expect(!frame.overflows)
        let lines = frame.lines.map(\.text)
        expectFits(lines, size, "heading and menu")
        let screen = plain(lines)
        #expect(screen.contains("Heading line 1 "), "the heading's start, where the error says what failed")
        for number in 1...5 { #expect(screen.contains("Item \(number)")) }
        #expect(screen.contains(menu.footerText))
    }

    @Test(arguments: sizes) func theLineEditorFitsWithItsFields(size: TerminalSize) {
        var editor = LineEditor(text: String(repeating: "Длинный вопрос 世界 ", count: 12))
        for _ in 0..<30 { _ = editor.apply(.left) }
        let line = editor.render(width: size.columns - 2)
        #expect(Style.displayWidth(line) <= size.columns - 2)
    }
}
