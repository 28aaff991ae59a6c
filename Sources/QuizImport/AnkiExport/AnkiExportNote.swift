import QuizPlatform

/// One note of the package, with its one card: a deck card or one of your
/// own questions, its fields as Anki's HTML.
struct AnkiExportNote {
    /// The id the card's review state and log are filed under.
    var questionID: String
    var type: AnkiExportNoteType
    var fields: [String]
    /// The first field as text, which Anki sorts and searches by.
    var sortField: String
    var tags: [String]
    var deck: String

    /// A deck card: basic, typed, or cloze when its gaps can be told apart (else basic).
    init(card: StoredCard, deck: String) {
        questionID = card.id
        self.deck = deck
        tags = []
        sortField = AnkiFieldHTML.sortText(card.front)
        if card.kind == .cloze, let text = AnkiClozeField.make(front: card.front, back: card.back) {
            type = .cloze
            fields = [text, ""]
            return
        }
        type = card.kind == .typed ? .typed : .basic
        fields = [AnkiFieldHTML.escape(card.front), AnkiFieldHTML.escape(card.back)]
    }

    /// One of your questions: the wrong options one a line; its category,
    /// difficulty and pack as tags (a tag has no spaces).
    init(question: CustomQuestion, deck: String) {
        let entry = question.entry
        questionID = question.question.id
        self.deck = deck
        type = .question
        sortField = AnkiFieldHTML.sortText(entry.text)
        fields = [
            AnkiFieldHTML.escape(entry.text), AnkiFieldHTML.escape(entry.correct),
            entry.incorrect.map(AnkiFieldHTML.escape).joined(separator: "<br>"), AnkiFieldHTML.escape(entry.explanation ?? ""),
        ]
        tags = [entry.category, entry.difficulty?.rawValue, question.pack].compactMap { $0.map(Self.tag) }.filter { !$0.isEmpty }
    }

    /// A tag made of a name: white space becomes "_", as Anki does when a tag is typed with spaces.
    static func tag(_ name: String) -> String {
        String(name.trimmingWhitespace().map { $0.isWhitespace ? "_" : $0 })
    }
}
