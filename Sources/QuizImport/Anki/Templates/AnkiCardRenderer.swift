import FoundationEssentials
import QuizPlatform

/// Makes a note's cards as Anki renders them, each reduced to the text
/// quizctl shows by the rule `Scripts/anki-render-fixtures.py` states:
///
/// - one card for each card the collection holds, or, for a file without
///   cards (a text export), for each template (each cloze number) that
///   Anki would make; none when the front is blank by Anki's test;
/// - the front is the question side;
/// - the back is, for a typed-answer card (`{{type:}}` on the answer side),
///   the answer it expects; for a cloze card, what its deletions hide,
///   joined by ", "; else the answer side after `<hr id=answer>` (what Anki
///   shows below the question), or all of it when there is no such line.
struct AnkiCardRenderer {
    var noteType: AnkiNoteType
    var note: AnkiNote
    var fieldsAreHTML: Bool
    var language: Language

    func cards() -> AnkiNoteCards {
        var made = AnkiNoteCards()
        let noteFields = fields()
        for card in note.cards.isEmpty ? generated(noteFields) : note.cards {
            render(card, noteFields: noteFields, into: &made)
        }
        return made
    }

    /// The note's fields by name; a missing field is empty, an extra one is not shown.
    private func fields() -> [String: String] {
        var fields: [String: String] = [:]
        for (index, name) in noteType.fieldNames.enumerated() where fields[name] == nil {
            fields[name] = index < note.fields.count ? note.fields[index] : ""
        }
        return fields
    }

    /// The cards Anki makes of a note that comes without any.
    private func generated(_ fields: [String: String]) -> [AnkiNoteCard] {
        guard noteType.isCloze else {
            return noteType.templates.indices.map { AnkiNoteCard(ordinal: $0, deck: note.deck, id: 0) }
        }
        var numbers = Set<Int>()
        for field in fields.values { numbers.formUnion(ClozeText(field).numbers) }
        return numbers.sorted().map { AnkiNoteCard(ordinal: $0 - 1, deck: note.deck, id: 0) }
    }

    private func render(_ card: AnkiNoteCard, noteFields: [String: String], into made: inout AnkiNoteCards) {
        let index = noteType.isCloze ? 0 : card.ordinal
        guard noteType.templates.indices.contains(index), let questionNodes = noteType.templates[index].question,
            let answerNodes = noteType.templates[index].answer
        else { return }
        let template = noteType.templates[index]
        var context = TemplateContext(fields: referenced(by: template, card: card, noteFields), cardOrdinal: card.ordinal)
        if noteType.isCloze {
            guard noteFields.values.contains(where: { ClozeText($0).numbers.contains(card.ordinal + 1) }) else { return }
        } else if TemplateRenderer.isBlank(questionNodes, in: context) {
            return
        }
        let question = TemplateRenderer(context: context).render(questionNodes)
        context.question = question
        let back: ReducedText
        var typed: TypedAnswer?
        if !noteType.isCloze, let below = template.belowAnswerRule, !Self.mayHoldRule(question.html) {
            // Only what follows the rule is rendered: the same back, without rendering the question twice.
            var answer = TemplateRenderer(context: context).render(below)
            if template.frontSideAboveRule, let questionTyped = question.typed { answer.typed = questionTyped }
            typed = answer.typed
            back = answer.typed == nil ? reduce(answer.html) : self.back(of: answer, card: card, fields: noteFields)
        } else {
            let answer = TemplateRenderer(context: context).render(answerNodes)
            typed = answer.typed
            back = self.back(of: answer, card: card, fields: noteFields)
        }
        let front = reduce(question.html)
        made.droppedMedia += front.droppedMedia + back.droppedMedia
        guard !front.text.isEmpty, !back.text.isEmpty else { return }
        let kind: DeckCard.Kind = noteType.isCloze ? .cloze : typed != nil ? .typed : .basic
        made.append(DeckCard(front: front.text, back: back.text, kind: kind, externalID: externalID(card)), deck: card.deck)
    }

    private func back(of answer: RenderedSide, card: AnkiNoteCard, fields: [String: String]) -> ReducedText {
        switch answer.typed {
        case .field(let name):
            return reduce(fields[name] ?? "")
        case .cloze(let name):
            // As Anki compares a typed cloze: the deletions, once when they are all the same.
            let asked = ClozeText(fields[name] ?? "").side(for: card.ordinal + 1, question: false).asked
            return reduce(Set(asked).count == 1 ? asked[0] : asked.joined(separator: ", "))
        case nil:
            break
        }
        if noteType.isCloze {
            let parts = answer.clozeAnswers.map(reduce)
            return ReducedText(
                text: parts.map(\.text).joined(separator: ", "), droppedMedia: parts.reduce(0) { $0 + $1.droppedMedia })
        }
        return reduce(AnswerRule.below(in: answer.html) ?? answer.html)
    }

    /// Whether the question may hold an `<hr>` (an `<hr id=answer>` of its
    /// own would be the answer side's first): then the whole answer side is rendered.
    private static func mayHoldRule(_ html: String) -> Bool {
        var previous: UInt8 = 0
        for byte in html.utf8 {
            if previous == UInt8(ascii: "<"), byte | 0x20 == UInt8(ascii: "h") { return true }
            previous = byte
        }
        return false
    }

    /// The fields the template names: the note's, else Anki's special
    /// fields (which never stand in place of a note's own); a name that is
    /// neither is left out, and renders as nothing.
    private func referenced(by template: AnkiCardTemplate, card: AnkiNoteCard, _ noteFields: [String: String]) -> [String: String] {
        var fields = [String: String](minimumCapacity: template.references.count)
        for name in template.references {
            if let value = noteFields[name] ?? special(name, card: card, template: template) { fields[name] = value }
        }
        return fields
    }

    private func special(_ name: String, card: AnkiNoteCard, template: AnkiCardTemplate) -> String? {
        switch name {
        case "Tags": note.tags.joined(separator: " ")
        case "Type": noteType.name
        case "Deck": card.deck
        case "Subdeck": Self.subdeck(of: card.deck)
        case "CardFlag": "flag0"
        case "Card": template.name
        case "CardID": String(card.id)
        case "c\(card.ordinal + 1)": "1"
        default: nil
        }
    }

    /// The last part of a deck's name, after its last "::".
    static func subdeck(of deck: String) -> String {
        let utf8 = Array(deck.utf8)
        var index = utf8.count - 1
        while index > 0 {
            if utf8[index] == UInt8(ascii: ":"), utf8[index - 1] == UInt8(ascii: ":") {
                return String(decoding: utf8[(index + 1)...], as: UTF8.self)
            }
            index -= 1
        }
        return deck
    }

    /// `AnkiNote.externalID`: the card's name across imports.
    private func externalID(_ card: AnkiNoteCard) -> String? {
        note.guid.map { AnkiNote.externalID(guid: $0, ordinal: card.ordinal, isCloze: noteType.isCloze) }
    }

    private func reduce(_ html: String) -> ReducedText {
        fieldsAreHTML ? HTMLTextReducer.reduce(html: html, language: language) : HTMLTextReducer.reduce(plain: html, language: language)
    }
}
