import Foundation
import Testing

/// An Anki package's review history comes with its cards: each card's
/// `revlog`, as Anki wrote it (Tests/Fixtures/Decks/Reviews, made by
/// Scripts/anki-reviews-fixture.py with Anki 26.9.3), goes into the review
/// log, and the card is scheduled from it.
@Suite struct AnkiReviewImportEndToEndTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Fixtures/Decks/Reviews").standardizedFileURL

    struct AnkiCard: Decodable {
        struct Review: Decodable {
            var at: Int
            var grade: Int
        }

        var front: String
        var type: Int
        var lapses: Int
        var revlog: [Review]
    }

    private static func ankiCards() throws -> [AnkiCard] {
        struct File: Decodable { var cards: [AnkiCard] }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: folder.appending(path: "reviews.json"))).cards
    }

    /// The cards as `review --json` lists them, by front.
    private func reviewed(_ quizctl: QuizctlProcess) throws -> [String: [String: Any]] {
        let report = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])
        let cards = try #require(report["cards"] as? [[String: Any]])
        return Dictionary(cards.map { ($0["text"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each card in the phase Anki left it in (the same learning steps, the
    /// same grades), with as many reviews and lapses; the card never
    /// studied still new. Both package layouts: legacy and zstd.
    @Test(arguments: ["reviews-legacy.apkg", "reviews.apkg"])
    func everyCardIsWhereAnkisHistoryLeftIt(package: String) throws {
        let quizctl = QuizctlProcess()
        let imported = try quizctl.run(["import", Self.folder.appending(path: package).path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let anki = try Self.ankiCards()
        let total = anki.reduce(0) { $0 + $1.revlog.count }
        #expect(imported.stdout.contains("kept \(total) reviews from the file"), "\(imported.stdout)")
        let cards = try reviewed(quizctl)
        let phases = [0: "new", 1: "learning", 2: "review", 3: "relearning"]
        for card in anki {
            let mine = try #require(cards[card.front], "\(card.front) in \(cards.keys)")
            #expect(mine["state"] as? String == phases[card.type], "\(card.front)")
            #expect(mine["reps"] as? Int == card.revlog.count, "\(card.front)")
            #expect(mine["lapses"] as? Int == card.lapses, "\(card.front)")
        }
    }

    /// Importing the package again adds no review twice; and a package
    /// quizctl wrote (`export --format apkg`) brings its cards' memory back
    /// exactly: the same phase, reviews, lapses, stability and difficulty.
    @Test func aSecondImportAddsNothingAndQuizctlsOwnPackageComesBackWhole() throws {
        let quizctl = QuizctlProcess()
        let package = Self.folder.appending(path: "reviews.apkg").path
        #expect(try quizctl.run(["import", package]).status == 0)
        let first = try reviewed(quizctl)
        let again = try quizctl.run(["import", package])
        #expect(again.status == 0 && !again.stdout.contains("reviews from the file"), "\(again.stdout)")
        #expect(try reviewed(quizctl).mapValues { $0["reps"] as? Int } == first.mapValues { $0["reps"] as? Int })

        let exported = quizctl.home.appending(path: "out.apkg").path
        #expect(try quizctl.run(["export", "--format", "apkg", exported]).status == 0)
        let elsewhere = QuizctlProcess()
        let reimported = try elsewhere.run(["import", exported])
        #expect(reimported.status == 0, "\(reimported.stderr)")
        let back = try reviewed(elsewhere)
        for (front, card) in first {
            let other = try #require(back[front], "\(front)")
            for key in ["state", "reps", "lapses"] { #expect(other[key] as? AnyHashable == card[key] as? AnyHashable, "\(front) \(key)") }
            for key in ["stability", "difficulty"] { #expect(other[key] as? Double == card[key] as? Double, "\(front) \(key)") }
        }
    }
}
