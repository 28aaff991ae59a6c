import FoundationEssentials

/// The note types every Anki collection starts with, as a text export
/// names them in its note type column or `#notetype:` header: a text
/// export holds no templates, so these are the ones quizctl knows. Their
/// fields are the export's columns in order.
enum StockNoteTypes {
    private static let basicAnswer = "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}"
    private static let reversedAnswer = "{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}"

    static func named(_ name: String) -> AnkiNoteType? {
        switch name.trimmingWhitespace() {
        case "Basic":
            AnkiNoteType(
                name: "Basic", isCloze: false, fieldNames: ["Front", "Back"],
                templates: [AnkiCardTemplate(name: "Card 1", question: "{{Front}}", answer: basicAnswer)])
        case "Basic (and reversed card)":
            AnkiNoteType(
                name: "Basic (and reversed card)", isCloze: false, fieldNames: ["Front", "Back"],
                templates: [
                    AnkiCardTemplate(name: "Card 1", question: "{{Front}}", answer: basicAnswer),
                    AnkiCardTemplate(name: "Card 2", question: "{{Back}}", answer: reversedAnswer),
                ])
        case "Basic (optional reversed card)":
            AnkiNoteType(
                name: "Basic (optional reversed card)", isCloze: false, fieldNames: ["Front", "Back", "Add Reverse"],
                templates: [
                    AnkiCardTemplate(name: "Card 1", question: "{{Front}}", answer: basicAnswer),
                    AnkiCardTemplate(name: "Card 2", question: "{{#Add Reverse}}{{Back}}{{/Add Reverse}}", answer: reversedAnswer),
                ])
        case "Basic (type in the answer)":
            AnkiNoteType(
                name: "Basic (type in the answer)", isCloze: false, fieldNames: ["Front", "Back"],
                templates: [
                    AnkiCardTemplate(
                        name: "Card 1", question: "{{Front}}\n\n{{type:Back}}", answer: "{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}")
                ])
        case "Cloze":
            AnkiNoteType(
                name: "Cloze", isCloze: true, fieldNames: ["Text", "Back Extra"],
                templates: [AnkiCardTemplate(name: "Cloze", question: "{{cloze:Text}}", answer: "{{cloze:Text}}<br>\n{{Back Extra}}")])
        default: nil
        }
    }
}
