import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// quizctl's import against Anki itself: every deck in
/// Tests/Fixtures/Decks/Anki/Rendered (real shared decks and a genanki deck
/// of template features) was imported into Anki's own library once, and each
/// card's question and answer reduced to text by the rule
/// Scripts/anki-render-fixtures.py states (rendered.json). quizctl must make
/// the same cards, in the same decks, with the same texts.
@Suite struct AnkiRenderedDecksTests {
    static let folder = AnkiFixtures.folder.appending(path: "Rendered")

    struct Rendered: Decodable {
        var formula: String
        var decks: [String: [Card]]
    }

    struct Card: Decodable {
        var deck: String
        var guid: String
        var ord: Int
        var cloze: Bool
        var blank: Bool?
        var question: String?
        var answer: String?

        /// The external id quizctl gives this card.
        var externalID: String { cloze ? "\(guid)/c\(ord + 1)" : ord == 0 ? guid : "\(guid)/t\(ord + 1)" }
    }

    /// Cards whose text quizctl cannot make the same, each with why. None so far.
    static let knownDifferences: [String: String] = [:]

    static let rendered: Rendered = {
        let data = (try? Data(contentsOf: folder.appending(path: "rendered.json"))) ?? Data()
        return (try? JSONDecoder().decode(Rendered.self, from: data)) ?? Rendered(formula: "", decks: [:])
    }()

    static var deckFiles: [String] { rendered.decks.keys.sorted() }

    @Test func everyFixtureDeckWasRendered() {
        #expect(Self.deckFiles.count >= 8)
        #expect(Self.rendered.formula == Strings.ankiFormula.en)
    }

    @Test(arguments: deckFiles)
    func importMakesTheCardsAnkiShows(_ file: String) throws {
        let reader = AnkiPackageReader(searchPath: AnkiFixtures.systemPath)
        let decks = try reader.read(fileAt: Self.folder.appending(path: file))
        var made: [String: (deck: String, card: DeckCard)] = [:]
        for deck in decks {
            for card in deck.cards {
                let id = try #require(card.externalID)
                #expect(made[id] == nil, "\(file): two cards \(id)")
                made[id] = (deck.name, card)
            }
        }
        // quizctl shows text: a card whose question or answer is only a
        // picture (the decks' media were trimmed, and a terminal shows none)
        // has an empty side, and quizctl makes no card of it, as of a blank front.
        let expected = try #require(Self.rendered.decks[file]).filter {
            $0.blank != true && $0.question?.isEmpty == false && $0.answer?.isEmpty == false
        }
        var differences: [String] = []
        for card in expected where Self.knownDifferences["\(file) \(card.externalID)"] == nil {
            guard let ours = made.removeValue(forKey: card.externalID) else {
                differences.append("\(card.externalID): Anki has it, quizctl made none")
                continue
            }
            if ours.deck != card.deck { differences.append("\(card.externalID): deck \(ours.deck) ≠ \(card.deck)") }
            if ours.card.front != card.question {
                differences.append("\(card.externalID) question:\n  quizctl \(ours.card.front)\n  Anki    \(card.question ?? "")")
            }
            if ours.card.back != card.answer {
                differences.append("\(card.externalID) answer:\n  quizctl \(ours.card.back)\n  Anki    \(card.answer ?? "")")
            }
        }
        for id in made.keys.sorted() where Self.knownDifferences["\(file) \(id)"] == nil {
            differences.append("\(id): quizctl made it, Anki has none (or a blank front)")
        }
        let report = "\(file): \(differences.count) differences\n" + differences.prefix(15).joined(separator: "\n")
        #expect(differences.isEmpty, "\(report)")
    }
}
