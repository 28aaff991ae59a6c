import Foundation
import Testing

/// Decks end to end with the built binary: the committed Quizlet export
/// (Tests/Fixtures/Decks) imported, played as multiple choice and as yes/no,
/// reviewed, imported again, listed and removed.
@Suite(.serialized) struct DeckEndToEndTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Fixtures/Decks/Spanish Basics.tsv").standardizedFileURL

    /// The fixture's cards, term → definition.
    static func cards() throws -> [String: String] {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        var cards: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("\"") {
            let fields = line.split(separator: "\t")
            cards[String(fields[0])] = String(fields[1])
        }
        cards["el \"ratón\""] = "the mouse, a small rodent"
        return cards
    }

    private func deckStates(_ quizctl: QuizctlProcess) throws -> [String: [String: AnyHashable]] {
        let report = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])
        let cards = try #require(report["cards"] as? [[String: Any]])
        var states: [String: [String: AnyHashable]] = [:]
        for card in cards {
            guard let id = card["id"] as? String, id.hasPrefix("deck-") else { continue }
            states[id] = card.compactMapValues { $0 as? AnyHashable }
        }
        return states
    }

    @Test func aQuizletExportIsImportedPlayedReviewedAndReplaced() throws {
        let quizctl = QuizctlProcess()
        let cards = try Self.cards()
        let dry = try quizctl.run(["import", Self.fixture.path, "--dry-run"])
        #expect(dry.status == 0 && dry.stdout.contains("would import 1 deck, 17 cards"), "\(dry.stdout)\(dry.stderr)")
        #expect((try quizctl.json(["decks", "--json"]) as? [Any])?.isEmpty == true, "a dry run saves nothing")

        let imported = try quizctl.run(["import", Self.fixture.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("deck “Spanish Basics”: 17 cards"))
        #expect(imported.stdout.contains("imported 1 deck, 17 cards; 0 notes skipped, 0 media references dropped"))
        let listed = try #require(try quizctl.json(["decks", "--json"]) as? [[String: Any]])
        #expect(listed.map { $0["name"] as? String } == ["Spanish Basics"])
        #expect(listed.first?["cards"] as? Int == 17)
        #expect(try quizctl.run(["sources"]).stdout.contains("deck:Spanish Basics"))

        // Multiple choice: each option is another card's answer, the right one this card's.
        let allAnswers = Set(cards.values)
        let classic = try #require(
            try quizctl.json(
                ["play", "classic", "--source", "deck:spanish basics", "--count", "5", "--seed", "7", "--json"], input: "1\n2\n3\n4\n1\n")
                as? [String: Any])
        let answers = try #require(classic["answers"] as? [[String: Any]])
        #expect(answers.count == 5)
        for answer in answers {
            let text = try #require(answer["question"] as? String)
            let options = try #require(answer["options"] as? [String])
            #expect(answer["correctAnswer"] as? String == cards[text], "\(text)")
            #expect(options.count == 4 && Set(options).isSubset(of: allAnswers), "\(options)")
        }
        #expect(classic["source"] as? String == "deck:spanish basics")

        // Yes/no: half of the statements are true, so "yes" to all is right half the time.
        let yesno = try #require(
            try quizctl.json(
                ["play", "yesno", "--source", "deck:Spanish Basics", "--count", "6", "--seed", "3", "--json"], input: "y\ny\ny\ny\ny\ny\n")
                as? [String: Any])
        #expect(yesno["correct"] as? Int == 3)
        let statements = try #require(yesno["answers"] as? [[String: Any]]).compactMap { $0["question"] as? String }
        #expect(statements.allSatisfy { $0.hasPrefix("Is “") && $0.hasSuffix("”?") }, "\(statements)")

        // Every answer rescheduled its card.
        let states = try deckStates(quizctl)
        #expect(states.count == 17)
        let reviewed = states.filter { $0.value["state"] as? String != "new" }
        #expect(reviewed.count >= 6, "\(reviewed.count) cards reviewed")

        // Importing the deck again, one card gone and one new: the others keep their states.
        let changed = quizctl.home.appending(path: "Spanish Basics.tsv")
        var lines = try String(contentsOf: Self.fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        lines.removeFirst()
        lines.append("el libro\tthe book")
        try (lines.joined(separator: "\n") + "\n").write(to: changed, atomically: true, encoding: .utf8)
        let again = try quizctl.run(["import", changed.path])
        #expect(
            again.stdout.contains("replaced: 17 cards (1 new, 16 kept with their reviews, 1 removed)"), "\(again.stdout)\(again.stderr)")
        let after = try deckStates(quizctl)
        #expect(after.count == 17)
        for (id, state) in reviewed where after[id] != nil {
            #expect(after[id] == state, "card \(id) kept its review state")
        }
        #expect(reviewed.keys.filter { after[$0] != nil }.count >= reviewed.count - 1)
    }

    @Test func playReviewAsksEveryCardDueAndCountStillLimits() throws {
        let quizctl = QuizctlProcess()
        #expect(try quizctl.run(["import", Self.fixture.path]).status == 0)
        let due = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])
        #expect(due["dueNow"] as? Int == 17)
        let limited = try #require(try quizctl.json(["play", "review", "--count", "4", "--json"], input: "1\n1\n1\n1\n") as? [String: Any])
        #expect((limited["answers"] as? [Any])?.count == 4)
        let remaining = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])["dueNow"] as? Int
        let input = String(repeating: "1\n", count: 40)
        let all = try #require(try quizctl.json(["play", "review", "--json"], input: input) as? [String: Any])
        #expect((all["answers"] as? [Any])?.count == remaining, "every card due, more than a round's ten")
        #expect((remaining ?? 0) > 10)
    }

    @Test func aMalformedListIsRefusedWholeWithItsLines() throws {
        let quizctl = QuizctlProcess()
        let bad = quizctl.home.appending(path: "bad.tsv")
        try "uno\tone\nno tab here\ndos\ttwo\ntres\t\n".write(to: bad, atomically: true, encoding: .utf8)
        let result = try quizctl.run(["import", bad.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.tsv:2: no tab between the term and the definition"), "\(result.stderr)")
        #expect(result.stderr.contains("bad.tsv:4: the definition is empty"))
        #expect((try quizctl.json(["decks", "--json"]) as? [Any])?.isEmpty == true)
        let comma = quizctl.home.appending(path: "words.csv")
        try "uno,one\ndos,two\n".write(to: comma, atomically: true, encoding: .utf8)
        let separated = try quizctl.run(["import", comma.path, "--separator", "comma"])
        #expect(separated.status == 0 && separated.stdout.contains("deck “words”: 2 cards"), "\(separated.stderr)")
        #expect(try quizctl.run(["import", comma.path, "--format", "csv", "--separator", ";"]).status == 2)
    }

    @Test func aDeckIsFoundInAnyCaseSuggestedWhenMistypedAndRemoved() throws {
        let quizctl = QuizctlProcess()
        #expect(try quizctl.run(["import", Self.fixture.path]).status == 0)
        let unknown = try quizctl.run(["play", "classic", "--source", "deck:spanish basis", "--count", "2"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("did you mean deck:Spanish Basics?"), "\(unknown.stderr)")
        let ladder = try quizctl.run(["play", "millionaire", "--source", "deck:Spanish Basics", "--json"], input: "walk\n")
        #expect(ladder.status == 0 && ladder.stdout.contains("\"outcome\" : \"walked-away\""), "17 cards fill a ladder: \(ladder.stderr)")
        let small = quizctl.home.appending(path: "small.tsv")
        try "a\t1\nb\t2\nc\t3\nd\t4\ne\t5\n".write(to: small, atomically: true, encoding: .utf8)
        #expect(try quizctl.run(["import", small.path]).status == 0)
        let short = try quizctl.run(["play", "millionaire", "--source", "deck:small"])
        #expect(short.status == 1 && short.stderr.contains("only 5 matching questions available, 15 needed"), "\(short.stderr)")
        let missing = try quizctl.run(["decks", "remove", "nothing"])
        #expect(missing.status == 1 && missing.stderr.contains("no deck named 'nothing'"), "\(missing.stderr)")
        var russian = quizctl
        russian.environment["LANG"] = "ru_RU.UTF-8"
        #expect(try russian.run(["decks"]).stdout.contains("Spanish Basics  17 карточек"))
        let removed = try quizctl.run(["decks", "remove", "SPANISH BASICS"])
        #expect(removed.status == 0 && removed.stdout.contains("removed the deck “Spanish Basics” (17 cards)"), "\(removed.stderr)")
        #expect(try quizctl.run(["decks", "rm", "small"]).status == 0)
        #expect(try quizctl.run(["decks"]).stdout.contains("No decks yet"))
        #expect(try russian.run(["decks"]).stdout.contains("Колод пока нет"))
    }

    @Test func aikenTextStillImportsAsQuestions() throws {
        let quizctl = QuizctlProcess()
        let aiken = quizctl.home.appending(path: "bank.txt")
        try "What is 2+2?\nA) 3\nB) 4\nANSWER: B\n".write(to: aiken, atomically: true, encoding: .utf8)
        let result = try quizctl.run(["import", aiken.path])
        #expect(result.status == 0 && result.stdout.contains("added 1 question"), "\(result.stdout)\(result.stderr)")
        #expect((try quizctl.json(["decks", "--json"]) as? [Any])?.isEmpty == true)
    }
}
