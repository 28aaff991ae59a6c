import Foundation
import Testing

/// `quizctl export --format apkg FILE` with the built binary: the package
/// imported into a fresh data folder gives the same decks and cards, and
/// an existing file is kept unless --force, in both languages.
@Suite struct AnkiExportEndToEndTests {
    static let ankiFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Fixtures/Decks/Anki").standardizedFileURL

    private func quizctl(language: String = "en") throws -> QuizctlProcess {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = language == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8"
        quizctl.environment["QUIZCTL_NOW"] = "2026-03-02T09:00:00Z"
        return quizctl
    }

    /// Each deck's name and card count, and every card's text a review lists.
    private func decksAndCards(_ quizctl: QuizctlProcess) throws -> (decks: [String: Int], texts: [String]) {
        let decks = try #require(try quizctl.json(["decks", "--json"]) as? [[String: Any]])
        let review = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])
        let cards = try #require(review["cards"] as? [[String: Any]])
        return (
            Dictionary(uniqueKeysWithValues: decks.map { ($0["name"] as! String, $0["cards"] as! Int) }),
            cards.compactMap { $0["text"] as? String }.sorted()
        )
    }

    @Test func aPackageImportsIntoAFreshFolderAsTheSameDecksAndCards() throws {
        let quizctl = try quizctl()
        #expect(try quizctl.run(["import", Self.ankiFixtures.appending(path: "current.apkg").path]).status == 0)
        try quizctl.addQuestion(1, category: "Tests")
        try quizctl.addQuestion(2)
        // Reviews, so that the package holds review states and a log.
        #expect(
            try quizctl.run(["play", "review", "--flip", "--json"], input: "good\nagain\neasy\n" + String(repeating: "good\n", count: 20))
                .status == 0)
        let package = quizctl.file("mine.apkg")
        let exported = try quizctl.run(["export", "--format", "apkg", package.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stderr == "Wrote 2 questions and 7 cards of 2 decks to \(package.path) (an Anki package)\n")

        let other = try self.quizctl()
        let imported = try other.run(["import", package.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("imported 3 decks, 9 cards; 0 notes skipped"), "\(imported.stdout)")
        let before = try decksAndCards(quizctl)
        let after = try decksAndCards(other)
        var expected = before.decks
        expected["quizctl"] = 2
        #expect(after.decks == expected)
        #expect(after.texts == before.texts, "your questions come back as the deck quizctl's cards")

        // The same data, exported again at the same time, makes the same bytes.
        let again = quizctl.file("again.apkg")
        #expect(try quizctl.run(["export", again.path]).status == 0, "the extension names the format")
        #expect(try Data(contentsOf: again) == Data(contentsOf: package))
    }

    @Test(arguments: ["en", "ru"])
    func anExistingFileIsKeptUnlessForced(language: String) throws {
        let quizctl = try quizctl(language: language)
        try quizctl.addQuestion(1)
        let package = quizctl.file("deck.apkg")
        try Data("an Anki deck".utf8).write(to: package)
        let refused = try quizctl.run(["export", package.path])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == (language == "ru"
                    ? "quizctl: ошибка: \(package.path) уже существует; чтобы заменить его, укажите --force\n"
                    : "quizctl: error: \(package.path) already exists; give --force to replace it\n"),
            "\(refused.stderr)")
        #expect(try String(contentsOf: package, encoding: .utf8) == "an Anki deck")
        let forced = try quizctl.run(["export", "--force", package.path])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try Data(contentsOf: package).prefix(2) == Data("PK".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: quizctl.home.path).allSatisfy { !$0.contains(".export-") })
    }

    @Test(arguments: ["en", "ru"])
    func aPackageNeedsAFileAndSomethingToHold(language: String) throws {
        let quizctl = try quizctl(language: language)
        let empty = try quizctl.run(["export", quizctl.file("none.apkg").path])
        #expect(empty.status == 1)
        #expect(
            empty.stderr.contains(language == "ru" ? "выгружать нечего" : "nothing to export: you have no questions and no decks"),
            "\(empty.stderr)")
        #expect(!FileManager.default.fileExists(atPath: quizctl.file("none.apkg").path))
        try quizctl.addQuestion(1)
        let toOutput = try quizctl.run(["export", "--format", "apkg"])
        #expect(toOutput.status == 1)
        #expect(toOutput.stdout.isEmpty)
        #expect(
            toOutput.stderr.contains(
                language == "ru"
                    ? "пакет Anki записывается в файл" : "an Anki package is written to a file: quizctl export --format apkg FILE"),
            "\(toOutput.stderr)")
    }

    @Test(arguments: ["en", "ru"])
    func helpNamesTheFormatAndForce(language: String) throws {
        let quizctl = try quizctl(language: language)
        let help = try quizctl.run(["export", "--help"])
        #expect(help.status == 0)
        if language == "ru" {
            #expect(help.stdout.contains("json, csv или apkg"), "\(help.stdout)")
            #expect(help.stdout.contains("--force") && help.stdout.contains("пакет Anki"))
        } else {
            #expect(help.stdout.contains("json, csv or apkg"), "\(help.stdout)")
            #expect(help.stdout.contains("--force") && help.stdout.contains("an Anki package"))
            #expect(help.stdout.contains("quizctl export --format apkg mine.apkg"))
        }
    }
}
