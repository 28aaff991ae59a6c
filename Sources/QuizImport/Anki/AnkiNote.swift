import FoundationEssentials
import QuizPlatform

/// One Anki note as a reader found it: the raw fields of its note type, in
/// order, and the deck its first card is in.
///
/// Every note makes cards the same way whichever file it came from: a cloze
/// note one card per cloze number, any other note one card, its first field
/// the front and its second the back. A "Basic (and reversed card)" note makes
/// that one card, not a second one with the sides swapped: the deck source
/// asks it both ways round anyway when it draws distractors.
public struct AnkiNote: Sendable {
    public var guid: String?
    public var fields: [String]
    public var isCloze: Bool
    public var deck: String

    public init(guid: String?, fields: [String], isCloze: Bool, deck: String) {
        self.guid = guid
        self.fields = fields
        self.isCloze = isCloze
        self.deck = deck
    }

    /// The note's cards and the media dropped from the fields they use; no
    /// card when a side is empty (the note is then skipped).
    public func cards(fieldsAreHTML: Bool) -> (cards: [DeckCard], droppedMedia: Int) {
        let reduce = { (field: String) in
            fieldsAreHTML ? HTMLTextReducer.reduce(html: field) : HTMLTextReducer.reduce(plain: field)
        }
        if isCloze {
            let field = fields.first(where: { !ClozeText($0).numbers.isEmpty }) ?? fields.first ?? ""
            let cloze = ClozeText(field)
            let cards = cloze.numbers.compactMap { number -> DeckCard? in
                let sides = cloze.card(for: number)
                let front = reduce(sides.front).text
                let back = reduce(sides.back).text
                guard !front.isEmpty, !back.isEmpty else { return nil }
                return DeckCard(front: front, back: back, kind: .cloze, externalID: guid.map { "\($0)/c\(number)" })
            }
            return (cards, reduce(field).droppedMedia)
        }
        guard fields.count >= 2 else { return ([], 0) }
        let front = reduce(fields[0])
        let back = reduce(fields[1])
        let media = front.droppedMedia + back.droppedMedia
        guard !front.text.isEmpty, !back.text.isEmpty else { return ([], media) }
        return ([DeckCard(front: front.text, back: back.text, externalID: guid)], media)
    }
}
