import FoundationEssentials
import QuizPlatform

/// One Anki note as a reader found it: the raw fields of its note type, in
/// order, its tags, the deck its first card is in, and, when the reader
/// knows them, its note type and the cards the collection holds for it.
///
/// A note whose note type is known is made into cards as Anki renders them
/// (`AnkiCardRenderer`): one card a template, or a cloze number. Otherwise
/// (a text export of a note type quizctl does not know, a collection
/// without templates) a cloze note makes one card a cloze number and any
/// other note one card, its first field the front and its second the back.
public struct AnkiNote: Sendable {
    public var guid: String?
    public var fields: [String]
    public var isCloze: Bool
    public var deck: String
    var tags: [String] = []
    var noteType: AnkiNoteType?
    /// The collection's cards for the note; empty when the file has none
    /// (a text export), and the templates then say which cards there are.
    var cards: [AnkiNoteCard] = []

    public init(guid: String?, fields: [String], isCloze: Bool, deck: String) {
        self.guid = guid
        self.fields = fields
        self.isCloze = isCloze
        self.deck = deck
    }

    /// The note's cards and the media dropped from what they show; no card
    /// when a side is empty.
    func cards(fieldsAreHTML: Bool, language: Language) -> AnkiNoteCards {
        if let noteType, noteType.hasTemplates {
            return AnkiCardRenderer(noteType: noteType, note: self, fieldsAreHTML: fieldsAreHTML, language: language).cards()
        }
        let reduce = { (field: String) in
            fieldsAreHTML
                ? HTMLTextReducer.reduce(html: field, language: language) : HTMLTextReducer.reduce(plain: field, language: language)
        }
        var made = AnkiNoteCards()
        if isCloze {
            let field = fields.first(where: { !ClozeText($0).numbers.isEmpty }) ?? fields.first ?? ""
            let cloze = ClozeText(field)
            for number in cloze.numbers {
                let sides = cloze.card(for: number)
                let front = reduce(sides.front).text
                let back = reduce(sides.back).text
                guard !front.isEmpty, !back.isEmpty else { continue }
                made.append(
                    DeckCard(
                        front: front, back: back, kind: .cloze,
                        externalID: guid.map { Self.externalID(guid: $0, ordinal: number - 1, isCloze: true) }),
                    deck: deck)
            }
            made.droppedMedia = reduce(field).droppedMedia
            return made
        }
        guard fields.count >= 2 else { return made }
        let front = reduce(fields[0])
        let back = reduce(fields[1])
        made.droppedMedia = front.droppedMedia + back.droppedMedia
        guard !front.text.isEmpty, !back.text.isEmpty else { return made }
        made.append(DeckCard(front: front.text, back: back.text, externalID: guid), deck: deck)
        return made
    }

    /// The id a card of a note is known by across imports (and its reviews
    /// by): the note's guid for its first card (as quizctl has always named
    /// a note's one card, so a re-import keeps review states), `/c2` after
    /// it for cloze 2, `/t2` for the second template's card.
    static func externalID(guid: String, ordinal: Int, isCloze: Bool) -> String {
        if isCloze { return "\(guid)/c\(ordinal + 1)" }
        return ordinal == 0 ? guid : "\(guid)/t\(ordinal + 1)"
    }

    /// Hands the note's cards to `sink`, deck by deck; whether it made any.
    func add(to sink: inout some DeckSink, fieldsAreHTML: Bool, language: Language) throws -> Bool {
        let made = cards(fieldsAreHTML: fieldsAreHTML, language: language)
        var media = made.droppedMedia
        var start = 0
        while start < made.cards.count {
            let deck = made.cards[start].deck
            var end = start + 1
            while end < made.cards.count, made.cards[end].deck == deck { end += 1 }
            try sink.add(made.cards[start..<end].map(\.card), droppedMedia: media, toDeck: deck)
            media = 0
            start = end
        }
        if made.cards.isEmpty { try sink.add([], droppedMedia: media, toDeck: deck) }
        return !made.cards.isEmpty
    }
}
