import FoundationEssentials
import QuizPlatform

/// The cards one note made, each with its deck (a note's cards may sit in
/// different decks), and the media references dropped from them.
struct AnkiNoteCards {
    var cards: [(card: DeckCard, deck: String)] = []
    var droppedMedia = 0

    mutating func append(_ card: DeckCard, deck: String) {
        cards.append((card, deck))
    }
}
