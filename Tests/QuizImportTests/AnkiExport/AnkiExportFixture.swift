import DataFiles
import Foundation

@testable import QuizImport
@testable import QuizPlatform
@testable import QuizStore

/// The data folder the export fixture is made of (Tests/Fixtures/Decks/Export,
/// see the README there): two questions of your own, two decks with every
/// kind of card quizctl keeps, and reviews that leave cards new, learning,
/// in review and relearning, at a fixed time.
enum AnkiExportFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Fixtures/Decks/Export").standardizedFileURL
    static let package = folder.appending(path: "export.apkg")
    static let ankiRead = folder.appending(path: "anki-read.json")

    /// 2026-03-02T09:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_772_442_000)

    static let questions = [
        CustomQuestion(
            id: UUID(uuidString: "0C6E1E3A-6A4B-4C2E-9C55-6E0C1D2A3B01")!,
            entry: PackEntry(
                text: "Capital of Peru?", correct: "Lima", incorrect: ["Quito", "Bogotá"], category: "South America", difficulty: .easy,
                explanation: "Lima has been the capital since 1535."),
            createdAt: now.addingTimeInterval(-40 * 86_400)),
        CustomQuestion(
            id: UUID(uuidString: "0C6E1E3A-6A4B-4C2E-9C55-6E0C1D2A3B02")!,
            entry: PackEntry(text: "Fish & chips <3\nWhich sign reads \"less than\"?", correct: "<", incorrect: [">", "="]),
            createdAt: now.addingTimeInterval(-39 * 86_400), pack: "symbols"),
    ]

    static let decks = [
        ImportedDeck(
            name: "Languages::French",
            cards: [
                DeckCard(front: "Bonjour", back: "Hello"),
                DeckCard(front: "Thank you (in French)", back: "Merci", kind: .typed),
                DeckCard(front: "[...] means hello", back: "Bonjour", kind: .cloze),
                DeckCard(front: "[...] and [...] are greetings", back: "Salut, Bonjour", kind: .cloze),
            ]),
        ImportedDeck(
            name: "Geography",
            cards: [
                DeckCard(front: "Capital of France?", back: "Paris"),
                DeckCard(front: "👩‍⚖️ is a", back: "judge"),
                DeckCard(front: "Largest ocean", back: "Pacific Ocean"),
            ]),
    ]

    /// Reviews by the front (or question text) of the card, at days and minutes before `now`.
    static let reviews: [(card: String, days: Double, minutes: Double, rating: ReviewRating)] = [
        // In review: learnt a month ago, reviewed again since.
        ("Capital of Peru?", 30, 0, .good), ("Capital of Peru?", 30, -10, .good), ("Capital of Peru?", 25, 0, .good),
        // Learning: failed yesterday, due again a minute after.
        ("Capital of France?", 1, 0, .again),
        // Relearning: learnt, then forgotten in review.
        ("Bonjour", 20, 0, .good), ("Bonjour", 20, -10, .good), ("Bonjour", 10, 0, .again),
        // Easy at once: in review.
        ("Thank you (in French)", 5, 0, .easy),
        // Hard on the first step: learning.
        ("[...] means hello", 0, 30, .hard),
    ]

    /// A fresh data folder holding the fixture; remove it after.
    static func dataFolder() throws -> (stores: DataStores, url: URL) {
        let url = FileManager.default.temporaryDirectory.appending(path: "apkg-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let stores = DataStores(directory: DataDirectory(url: url), clock: WallClock { now }, onQuarantine: { _ in })
        try stores.questions.add { add in
            for question in questions { _ = try add(question) }
        }
        for deck in decks { try stores.decks.save(deck, at: now.addingTimeInterval(-45 * 86_400)) }
        var ids = Dictionary(uniqueKeysWithValues: questions.map { ($0.entry.text, $0.question.id) })
        for deck in try stores.decks.decks() {
            for card in deck.cards { ids[card.front] = card.id }
        }
        let events = reviews.map { review in
            ReviewEvent(
                id: ids[review.card]!, at: now.addingTimeInterval(-review.days * 86_400 - review.minutes * 60), rating: review.rating,
                fuzz: false)
        }
        _ = try stores.store().appendReviewEvents(events.sorted { $0.at < $1.at })
        return (stores, url)
    }

    /// What `export --format apkg` reads from the folder.
    static func content(of stores: DataStores) throws -> AnkiExportContent {
        AnkiExportContent(
            questions: try stores.questions.all(), decks: try stores.decks.decks(), states: try stores.reviewMaterial.states(),
            events: try stores.reviewEvents(), now: now)
    }
}
