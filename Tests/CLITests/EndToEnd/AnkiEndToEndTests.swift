import Foundation
import Testing

/// The committed Anki fixtures (Tests/Fixtures/Decks/Anki, see the README
/// there) imported with the built binary and played from their decks.
@Suite struct AnkiEndToEndTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Fixtures/Decks/Anki").standardizedFileURL

    struct Example: Sendable, CustomTestStringConvertible {
        var file: String
        /// What `import` reports.
        var total: String
        /// A deck of the file, and the answers of its cards.
        var deck: String
        var answers: Set<String>
        var mode: String
        var testDescription: String { file }
    }

    static let physics: Set<String> = ["Newton", "Principia", "1687", "newton"]

    @Test(arguments: [
        Example(
            file: "legacy.apkg", total: "imported 2 decks, 7 cards; 0 notes skipped, 2 media references dropped", deck: "Geography",
            // The "Basic (and reversed card)" note makes two cards, as in Anki.
            answers: ["Paris", "Pacific Ocean", "Largest ocean", "Japan", "café crème"], mode: "classic"),
        Example(
            file: "current.apkg", total: "imported 2 decks, 7 cards; 0 notes skipped, 2 media references dropped",
            deck: "Science::Physics", answers: physics, mode: "classic"),
        Example(
            file: "whole.colpkg", total: "imported 2 decks, 7 cards; 0 notes skipped, 2 media references dropped",
            deck: "Science::Physics", answers: physics, mode: "classic"),
        Example(
            file: "notes.txt", total: "imported 2 decks, 7 cards; 0 notes skipped, 2 media references dropped",
            deck: "Science::Physics", answers: physics, mode: "classic"),
        Example(
            file: "plain-semicolon.txt", total: "imported 1 deck, 3 cards; 0 notes skipped, 1 media reference dropped",
            deck: "plain-semicolon", answers: ["hot; brewed leaves", "a greeting", "less <than> more"], mode: "yesno"),
    ])
    func eachFixtureIsImportedAndPlayed(_ example: Example) throws {
        let quizctl = QuizctlProcess()
        let imported = try quizctl.run(["import", Self.folder.appending(path: example.file).path])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.contains(example.total), "\(imported.stdout)")
        let count = example.mode == "classic" ? example.answers.count : 3
        let input = String(repeating: example.mode == "classic" ? "1\n" : "y\n", count: count)
        let result = try quizctl.run(
            ["play", example.mode, "--source", "deck:\(example.deck)", "--count", "\(count)", "--seed", "5", "--json"], input: input)
        #expect(result.status == 0, "\(result.stderr)")
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(answers.count == count)
        if example.mode == "classic" {
            let given = Set(answers.compactMap { ($0["correctAnswer"] as? String)?.replacingOccurrences(of: "\n", with: " ") })
            #expect(given == example.answers, "every card asked once, its answer the right one")
        }
    }

    @Test func aPackageWithoutACollectionIsRefusedAndNothingIsSaved() throws {
        let quizctl = QuizctlProcess()
        let result = try quizctl.run(["import", Self.folder.appending(path: "no-collection.apkg").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no-collection.apkg: not an Anki package: no collection inside"), "\(result.stderr)")
        #expect((try quizctl.json(["decks", "--json"]) as? [Any])?.isEmpty == true)
    }

    /// Whether this machine lets a user mount a tmpfs in a namespace of its own.
    static let userNamespaces: Bool = {
        (try? ShellProcess.run("/usr/bin/unshare", ["-rm", "true"], timeLimit: 30).status) == 0
    }()

    /// A real full disk, without root: a small tmpfs mounted in a user and
    /// mount namespace as the data folder, filled up once quizctl.db is
    /// there (an import holds the database's transaction while it reads
    /// the file, so the database comes first). The reader that ran unzip
    /// said "collection is damaged: unzip: No space left on device"
    /// (checked with the e6d8f86 binary).
    @Test(.enabled(if: userNamespaces, "needs unprivileged user namespaces (unshare -rm)"))
    func aFullDiskSaysNoSpaceNotDamaged() throws {
        let quizctl = QuizctlProcess()
        let mountPoint = quizctl.home.appending(path: "full").path
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let script = """
            mount -t tmpfs -o size=256k tmpfs "$1" || exit 99
            export QUIZCTL_HOME="$1/home"
            "$2" settings set language en >/dev/null || exit 98
            head -c 1000000 /dev/zero >"$1/filler" 2>/dev/null
            exec "$2" import "$3"
            """
        let result = try ShellProcess.run(
            "/usr/bin/unshare",
            ["-rm", "sh", "-c", script, "sh", mountPoint, QuizctlProcess.executable.path, Self.folder.appending(path: "legacy.apkg").path],
            environment: quizctl.environment, timeLimit: 60)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("legacy.apkg: no space left on the disk to unpack the collection"), "\(result.stderr)")
        #expect(!result.stderr.contains("damaged"))
    }
}
