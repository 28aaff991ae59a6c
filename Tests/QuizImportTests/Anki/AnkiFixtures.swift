import Foundation

@testable import QuizImport
@testable import QuizPlatform

/// The committed Anki fixtures (Tests/Fixtures/Decks/Anki, made once by
/// generate.py; see the README there) and the decks each must read as.
enum AnkiFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Fixtures/Decks/Anki").standardizedFileURL

    static func url(_ name: String) -> URL { folder.appending(path: name) }

    static let systemPath = "/usr/local/bin:/usr/bin:/bin"

    static let legacy = [
        ImportedDeck(
            name: "Geography",
            cards: [
                DeckCard(front: "Capital of France?", back: "Paris", externalID: "legacy-basic"),
                DeckCard(front: "Largest ocean", back: "Pacific Ocean", externalID: "legacy-reversed"),
                DeckCard(front: "Pacific Ocean", back: "Largest ocean", externalID: "legacy-reversed/t2"),
                DeckCard(front: "Which country has a red disc on white?", back: "Japan", externalID: "legacy-media"),
                DeckCard(front: "Fish & chips <3 été\nline two", back: "café\ncrème", externalID: "legacy-entities"),
            ], droppedMedia: 2),
        ImportedDeck(
            name: "Languages::French",
            cards: [
                DeckCard(front: "[...] means hello", back: "Bonjour", kind: .cloze, externalID: "legacy-cloze/c1"),
                DeckCard(front: "Bonjour means [greeting]", back: "hello", kind: .cloze, externalID: "legacy-cloze/c2"),
            ]),
    ]

    /// current.apkg, whole.colpkg and notes.txt hold the same notes.
    static let current = [
        ImportedDeck(
            name: "Science",
            cards: [
                DeckCard(front: "H2O is", back: "water", externalID: "current-basic"),
                DeckCard(front: "Au", back: "gold", externalID: "current-reversed"),
                DeckCard(front: "gold", back: "Au", externalID: "current-reversed/t2"),
            ]),
        ImportedDeck(
            name: "Science::Physics",
            cards: [
                DeckCard(front: "[...] wrote the Principia in 1687", back: "Newton", kind: .cloze, externalID: "current-cloze/c1"),
                DeckCard(front: "Newton wrote the [...] in 1687", back: "Principia", kind: .cloze, externalID: "current-cloze/c2"),
                DeckCard(front: "Newton wrote the Principia in [year]", back: "1687", kind: .cloze, externalID: "current-cloze/c3"),
                DeckCard(front: "Unit of force", back: "newton", externalID: "current-media"),
            ], droppedMedia: 2),
    ]
}
