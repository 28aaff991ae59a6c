import DataFiles
import Foundation
import QuizPlatform
import QuizStore
import Testing

@testable import QuizCLI

/// `quizctl review`, its settings, its help and QUIZCTL_NOW, in-process.
@MainActor
@Suite struct ReviewCommandTests {
    private let folder = TestData.temporaryFolder()
    nonisolated private static let now = Date(timeIntervalSince1970: 1_772_442_000)  // 2026-03-02T09:00:00Z

    private func run(_ arguments: [String], lines: [String] = [], variables: [String: String] = [:]) async -> (
        status: QuizCLI.ExitStatus, terminal: ScriptedTerminal
    ) {
        let terminal = ScriptedTerminal(lines: lines)
        let now = Self.now
        let environment = AppEnvironment.test(folder: folder, terminal: terminal, variables: variables, clock: WallClock { now })
        return (await Application.run(arguments, in: environment), terminal)
    }

    private func add(_ count: Int) async {
        for number in 1...count {
            #expect(await run(["add", "--text", "Is \(number) odd?", "--correct", "Yes", "--wrong", "No"]).status == .success)
        }
    }

    @Test func reviewSettingsAreCheckedAndKept() async throws {
        #expect(await run(["settings", "get", "review-fuzz"]).terminal.output == "on\n")
        #expect(await run(["settings", "get", "review-new-per-day"]).terminal.output == "20\n")
        #expect(await run(["settings", "set", "review-fuzz", "off"]).status == .success)
        #expect(await run(["settings", "set", "review-new-per-day", "7"]).status == .success)
        let settings = try DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in }).settings.load()
        #expect(!settings.reviewFuzz && settings.reviewNewPerDay == 7)
        #expect(await run(["settings", "set", "review-fuzz", "maybe"]).status == .usage)
        #expect(await run(["settings", "set", "review-new-per-day", "-1"]).status == .usage)
        #expect(await run(["settings", "set", "review-new-per-day", "1001"]).status == .usage)
    }

    @Test func theHelpSaysHowAnswersAreGraded() async {
        let help = await run(["help", "review"])
        #expect(help.status == .success)
        let text = help.terminal.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in ["wrong or timed out Again", "right after a lifeline Hard", "right Good", "QUIZCTL_NOW", "--mistakes"] {
            #expect(text.contains(phrase), "\(phrase)")
        }
        #expect(await run(["--help"]).terminal.output.contains("QUIZCTL_NOW"))
    }

    @Test func anAnswerInAnyModeSchedulesTheQuestion() async throws {
        await add(2)
        let before = await run(["review", "--json"])
        let empty = try #require(try JSONSerialization.jsonObject(with: Data(before.terminal.output.utf8)) as? [String: Any])
        #expect(empty["dueNow"] as? Int == 2)
        #expect((empty["cards"] as? [[String: Any]])?.map { $0["state"] as? String } == ["new", "new"])
        let game = await run(["play", "classic", "--source", "custom", "--count", "2", "--order", "sequential"], lines: ["1", "2"])
        #expect(game.status == .success, "\(game.terminal.errors)")
        let after = await run(["review", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(after.terminal.output.utf8)) as? [String: Any])
        let cards = try #require(report["cards"] as? [[String: Any]])
        #expect(cards.map { $0["state"] as? String } == ["learning", "learning"])
        #expect(cards.map { $0["reps"] as? Int } == [1, 1])
        // Right (Good) is the second learning step, wrong (Again) the first.
        #expect(cards.map { $0["stability"] as? Double } == [2.3065, 0.212])
    }

    /// The report streams a card at a time; JSONEncoder's text of the whole
    /// collection is the reference, byte for byte.
    @Test func theStreamedReportIsTheEncodersText() async throws {
        #expect(await run(["review", "--json"]).terminal.output == (try encodedReport()))
        await add(3)
        let deck = folder.appending(path: "words.tsv")
        try (0..<40).map { "palabra \($0)\tword \($0 % 9)\n" }.joined().write(to: deck, atomically: false, encoding: .utf8)
        #expect(await run(["import", deck.path]).status == .success)
        let game = await run(["play", "classic", "--source", "custom", "--count", "2", "--order", "sequential"], lines: ["1", "2"])
        #expect(game.status == .success, "\(game.terminal.errors)")
        let report = await run(["review", "--json"])
        #expect(report.status == .success)
        #expect(report.terminal.output == (try encodedReport()))
        #expect(report.terminal.output.contains("\"state\" : \"learning\""))
        #expect(report.terminal.output.contains("palabra 39"))
    }

    private func encodedReport() throws -> String {
        let stores = DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in })
        let newPerDay = try stores.settings.load().reviewNewPerDay
        let report = ReviewReport(collection: try ReviewCollection.load(stores.reviewMaterial), now: Self.now, newPerDay: newPerDay)
        return try JSONOutput.string(report) + "\n"
    }

    @Test func theTextReportCountsAndCharts() async {
        await add(3)
        let text = await run(["review"])
        #expect(text.status == .success)
        for line in ["3 cards, 3 new", "Due now: 3", "Tomorrow: 0", "True retention: no review", "next 30 days"] {
            #expect(text.terminal.output.contains(line), "\(line)")
        }
        #expect(await run(["review"]).terminal.output.contains("▁▁▁"))
    }

    @Test func noQuestionsSaysHowToAddThem() async {
        let text = await run(["review"])
        #expect(text.terminal.output.contains("quizctl add"))
        let play = await run(["play", "review"])
        #expect(play.status == .failure && play.terminal.errors.contains("--mistakes"))
    }

    @Test func quizctlNowMustBeATime() async {
        let bad = await run(["review"], variables: ["QUIZCTL_NOW": "tomorrow"])
        #expect(bad.status == .usage && bad.terminal.errors.contains("QUIZCTL_NOW is not an ISO-8601 time"))
        #expect(ClockOverride.reading(["QUIZCTL_NOW": "2026-03-02T12:00:00+03:00"]) == .fixed(Self.now))
        #expect(ClockOverride.reading(["QUIZCTL_NOW": "2026-03-02T09:00:00.000Z"]) == .fixed(Self.now))
        #expect(ClockOverride.reading([:]) == .unset)
        #expect(ClockOverride.clock(["QUIZCTL_NOW": "2026-03-02T09:00:00Z"]).now() == Self.now)
    }
}
