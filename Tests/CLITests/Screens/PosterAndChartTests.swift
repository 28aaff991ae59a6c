import Foundation
import Testing

@testable import QuizCLI
@testable import QuizPlatform

/// The poster stand-in, the accuracy chart and the bits of the screen
/// machinery they rest on, as values.
@MainActor
@Suite struct PosterAndChartTests {
    private let poster = Poster(
        rank: 2, year: 1972, genres: ["Crime", "Drama"], directors: ["Francis Ford Coppola"],
        imageURL: URL(string: "https://m.media-amazon.com/images/M/godfather._V0_UX600_.jpg"))

    @Test func thePosterCardShowsWhatTheSourceKnows() {
        let card = PosterCard(poster: poster, style: .plain, language: .en, hyperlinks: false)
        #expect(
            card.lines(width: 30, border: .none) == [
                "╭────────────────────────────╮",
                "│ #2 in the list             │",
                "│ Year: 1972                 │",
                "│ Genres: Crime, Drama       │",
                "│ Director: Francis Ford     │",
                "│ Coppola                    │",
                "╰────────────────────────────╯",
            ])
        let russian = PosterCard(poster: Poster(rank: 9), style: .plain, language: .ru, hyperlinks: false)
        #expect(russian.lines(width: 24, border: .none)[1] == "│ №9 в списке          │")
        let genres = PosterCard(poster: Poster(genres: ["Crime", "Sci-Fi", "Kaiju"]), style: .plain, language: .ru, hyperlinks: false)
        #expect(genres.lines(width: 40, border: .none)[1].contains("Жанры: криминал, фантастика, Kaiju"), "IMDb's genres in Russian")
        #expect(PosterCard(poster: Poster(), style: .plain, language: .en, hyperlinks: true).lines(width: 30, border: .none).isEmpty)
    }

    @Test func thePosterLinkIsAnOSC8HyperlinkOnlyWhereTheTerminalOpensThem() {
        let linked = PosterCard(poster: poster, style: .plain, language: .en, hyperlinks: true).lines(width: 30, border: .none)
        let link = "\u{1B}]8;;https://m.media-amazon.com/images/M/godfather._V0_UX600_.jpg\u{1B}\\Poster ↗\u{1B}]8;;\u{1B}\\"
        #expect(linked.contains { $0.contains(link) })
        #expect(linked.allSatisfy { Style.displayWidth($0) == 30 }, "the link's escapes take no room")
        let unlinked = PosterCard(poster: poster, style: .plain, language: .en, hyperlinks: false).lines(width: 30, border: .none)
        #expect(!unlinked.joined().contains("\u{1B}]8"))
        #expect(PosterCard.hyperlink("https://x.test/a\u{1B}b", text: "t") == nil, "an address that could end the sequence")
        #expect(PosterCard.hyperlink("javascript:alert(1)", text: "t") == nil)
    }

    @Test func hyperlinksAreTrustedOnlyOnTerminalsThatSaySoAndNeverInTmux() {
        #expect(TerminalInfo.supportsHyperlinks(environment: ["TERM": "xterm-kitty"]))
        #expect(TerminalInfo.supportsHyperlinks(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7600"]))
        #expect(!TerminalInfo.supportsHyperlinks(environment: ["TERM": "xterm-256color"]))
        #expect(!TerminalInfo.supportsHyperlinks(environment: ["TERM": "tmux-256color", "VTE_VERSION": "7600"]))
        #expect(!TerminalInfo.supportsHyperlinks(environment: ["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]))
    }

    @Test func thePosterFrameTurnsGreenOrRedWithTheAnswer() {
        let style = Style(enabled: true)
        let card = PosterCard(poster: poster, style: style, language: .en, hyperlinks: false)
        #expect(card.lines(width: 30, border: .green)[0] == style.green("╭────────────────────────────╮"))
        #expect(card.lines(width: 30, border: .red)[0] == style.red("╭────────────────────────────╮"))
        let question = Question(
            text: "Rated above 9?", options: ["Yes", "No"], correctIndex: 0, subject: "The Godfather (1972)", poster: poster)
        let progress = GameProgress(questionNumber: 1, questionCount: 10, answered: 1, correct: 0)
        let wrong = QuestionCard(
            question: question, format: .yesNo, progress: progress,
            feedback: AnswerFeedback(isCorrect: false, correctIndex: 0, chosenIndex: 1, explanation: nil, isGameOver: false), language: .en)
        let lines = QuestionScreen(card: wrong, style: style, language: .en).lines(for: TerminalSize(columns: 100, rows: 32))
        #expect(lines.contains { $0.contains(style.red("╭────────────────────────────╮")) }, "the poster beside the question is red")
    }

    @Test func theAccuracyChartHasAxesLabelsAndAModeLegend() {
        let points = [
            AccuracyChart.Point(mode: .yesno, percent: 100), .init(mode: .classic, percent: 50), .init(mode: .millionaire, percent: 0),
            .init(mode: .yesno, percent: 70),
        ]
        let lines = AccuracyChart(points: points, style: .plain, language: .en).lines(width: 40)
        #expect(
            lines == [
                "Accuracy, last 4 games",
                "100%┤y",
                " 75%┤         y",
                " 50%┤   c",
                " 25%┤",
                "  0%┤      m",
                "    └────────────",
                "     1          4",
                "     games, oldest → newest",
                "y Movie ratings (yes/no) · c Classic",
                "quiz · m Millionaire",
            ])
        #expect(AccuracyChart(points: [], style: .plain, language: .en).lines(width: 40).isEmpty)
        let russian = AccuracyChart(points: points, style: .plain, language: .ru).lines(width: 40)
        #expect(russian[0] == "Точность за последние 4 игры")
    }

    @Test func theChartShowsOnlyTheNewestGamesThatFit() {
        let points = (0..<100).map { AccuracyChart.Point(mode: .classic, percent: Double($0)) }
        let lines = AccuracyChart(points: points, style: .plain, language: .en).lines(width: 40)
        #expect(lines[0] == "Accuracy, last 34 games")
        #expect(lines.allSatisfy { Style.displayWidth($0) <= 40 })
    }

    @Test func oscSequencesTakeNoColumns() {
        #expect(Style.displayWidth("\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\") == 4)
        #expect(Style.displayWidth("\u{1B}]8;;https://example.com\u{07}link\u{1B}]8;;\u{07}") == 4)
    }
}
