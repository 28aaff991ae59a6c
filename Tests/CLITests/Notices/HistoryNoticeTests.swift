import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// A history line that cannot be read is set aside when `history delete`
/// rewrites the file, and the player hears exactly that, in their language:
/// one line moved, not "the file could not be read".
@MainActor
@Suite struct HistoryNoticeTests {
    private let folder = TestData.temporaryFolder()
    /// Kept by the suite: the environment reaches it only through unowned closures.
    private let terminal = ScriptedTerminal(isInteractive: false)
    private var historyURL: URL { folder.appending(path: "history.jsonl") }

    private func game(minute: Int) -> GameRecord {
        let date = Date(timeIntervalSince1970: 1_795_000_000 + Double(minute) * 60)
        return GameRecord(
            mode: .yesno, source: "movies", startedAt: date, finishedAt: date, outcome: .completed, correct: 1, total: 2,
            answers: [])
    }

    /// Two games with one unreadable line between them; the first game's id.
    private func historyWithOneBadLine(in environment: AppEnvironment) throws -> UUID {
        let first = game(minute: 1)
        try environment.stores.history.append(first)
        let handle = try FileHandle(forWritingTo: historyURL)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"id":"torn by a cra"#.utf8 + [UInt8(ascii: "\n")]))
        try handle.close()
        try environment.stores.history.append(game(minute: 2))
        return first.id
    }

    /// Where the bad line went: the one `history.jsonl.corrupt-…` file.
    private func setAsideFile() throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("history.jsonl.corrupt-") }
        try #require(names.count == 1)
        return folder.appending(path: names[0])
    }

    @Test func deletingAGameSetsTheBadLineAsideAndSaysSoInEnglish() async throws {
        let notices = NoticeLog()
        let environment = AppEnvironment.test(folder: folder, terminal: terminal, notices: notices)
        let id = try historyWithOneBadLine(in: environment)

        #expect(await Application.run(["history", "delete", id.uuidString, "--yes"], in: environment) == .success)

        let aside = try setAsideFile()
        #expect(try String(contentsOf: aside, encoding: .utf8) == #"{"id":"torn by a cra"# + "\n")
        #expect(notices.all == [Strings.historyLinesSetAside(1, of: historyURL.path, to: aside.path)])
        let notice = try #require(notices.all.first)
        let said = notice(.en)
        #expect(said == "1 unreadable line of \(historyURL.path) was moved to \(aside.path)")
        #expect(!said.contains("could not be read"))
        #expect(try environment.stores.history.all().count == 1)
    }

    @Test func theNoticeIsInRussianToo() async throws {
        let notices = NoticeLog()
        let environment = AppEnvironment.test(folder: folder, terminal: terminal, notices: notices)
        try environment.stores.settings.update { $0.language = .ru }
        let id = try historyWithOneBadLine(in: environment)

        #expect(await Application.run(["history", "delete", id.uuidString, "--yes"], in: environment) == .success)

        let aside = try setAsideFile()
        let notice = try #require(notices.all.first)
        let said = notice(.ru)
        #expect(said == "1 нечитаемая строка из \(historyURL.path) перенесена в \(aside.path)")
        #expect(notices.all.count == 1)
    }
}

/// The same notice from the binary: on standard error, in the settings' language.
@Suite struct HistoryNoticeEndToEndTests {
    @Test func theBinarySaysInRussianThatOneLineWasSetAside() throws {
        let quizctl = QuizctlProcess()
        defer { try? FileManager.default.removeItem(at: quizctl.home) }
        #expect(try quizctl.run(["settings", "set", "language", "ru"]).status == 0)
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let games = (0..<2).map { _ in
            GameRecord(
                mode: .classic, source: "custom", startedAt: date, finishedAt: date, outcome: .completed, correct: 0, total: 1, answers: [])
        }
        let lines = try games.map { String(decoding: try JSONCoding.encoder().encode($0), as: UTF8.self) }
        let history = quizctl.home.appending(path: "history.jsonl")
        try Data((lines[0] + "\nnot a game\n" + lines[1] + "\n").utf8).write(to: history)

        let result = try quizctl.run(["history", "delete", games[0].id.uuidString, "--yes"])

        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("quizctl: 1 нечитаемая строка из \(history.path) перенесена в \(history.path).corrupt-"))
        #expect(!result.stderr.contains("unreadable"))
        #expect(result.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
    }
}
