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
        var context = TemplateContext(fields: special(card, template: template, noteFields), cardOrdinal: card.ordinal)
        if noteType.isCloze {
            guard noteFields.values.contains(where: { ClozeText($0).numbers.contains(card.ordinal + 1) }) else { return }
        } else if TemplateRenderer.isBlank(questionNodes, nonEmpty: context.nonEmpty) {
            return
        }
        let question = TemplateRenderer(context: context).render(questionNodes)
        context.question = question
        let answer = TemplateRenderer(context: context).render(answerNodes)
        let front = reduce(question.html)
        let back = back(of: answer, card: card, fields: noteFields)
        made.droppedMedia += front.droppedMedia + back.droppedMedia
        guard !front.text.isEmpty, !back.text.isEmpty else { return }
        let kind: DeckCard.Kind = noteType.isCloze ? .cloze : answer.typed != nil ? .typed : .basic
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

    /// Anki's special fields beside the note's (never in place of one of its own).
    private func special(_ card: AnkiNoteCard, template: AnkiCardTemplate, _ noteFields: [String: String]) -> [String: String] {
        var fields = noteFields
        let subdeck = card.deck.split(separator: "::", omittingEmptySubsequences: false).last.map(String.init) ?? card.deck
        let values = [
            ("Tags", note.tags.joined(separator: " ")), ("Type", noteType.name), ("Deck", card.deck), ("Subdeck", subdeck),
            ("CardFlag", "flag0"), ("Card", template.name), ("CardID", String(card.id)), ("c\(card.ordinal + 1)", "1"),
        ]
        for (name, value) in values where fields[name] == nil { fields[name] = value }
        return fields
    }

    /// The note's guid for its first card (as quizctl has always named a
    /// note's one card, so a re-import keeps review states), `/c2` after it
    /// for cloze 2, `/t2` for the second template's card.
    private func externalID(_ card: AnkiNoteCard) -> String? {
        guard let guid = note.guid else { return nil }
        if noteType.isCloze { return "\(guid)/c\(card.ordinal + 1)" }
        return card.ordinal == 0 ? guid : "\(guid)/t\(card.ordinal + 1)"
    }

    private func reduce(_ html: String) -> ReducedText {
        fieldsAreHTML ? HTMLTextReducer.reduce(html: html, language: language) : HTMLTextReducer.reduce(plain: html, language: language)
    }
}
