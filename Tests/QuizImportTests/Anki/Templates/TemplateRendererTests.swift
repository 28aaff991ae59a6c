import Testing

@testable import QuizImport

/// The template renderer on its own: Anki's substitution and section rules.
@Suite struct TemplateRendererTests {
    static func render(_ template: String, _ fields: [String: String], ordinal: Int = 0, question: RenderedSide? = nil) throws
        -> RenderedSide
    {
        let nodes = try #require(TemplateParser.parse(template))
        var context = TemplateContext(fields: fields, cardOrdinal: ordinal)
        context.question = question
        return TemplateRenderer(context: context).render(nodes)
    }

    @Test func fieldsSectionsAndComments() throws {
        let fields = ["Front": "cat", "Back": "", "Note": "<br>"]
        #expect(try Self.render("{{Front}}{{#Back}}B{{/Back}}{{^Back}}no back{{/Back}}", fields).html == "catno back")
        // <br> alone is an empty field to Anki.
        #expect(try Self.render("{{#Note}}N{{/Note}}{{^Note}}empty{{/Note}}", fields).html == "empty")
        #expect(try Self.render("<!-- {{Front}} -->{{ Front }}", fields).html == "<!-- {{Front}} -->cat")
        #expect(try Self.render("{{Missing}}|{{Front}}", fields).html == "|cat")
        #expect(try Self.render("{{Front}}", fields, question: RenderedSide(html: "Q")).html == "cat")
        #expect(
            try Self.render("{{FrontSide}}<hr id=answer>{{Front}}", fields, question: RenderedSide(html: "Q")).html == "Q<hr id=answer>cat")
    }

    @Test func unbalancedSectionsAreRefused() {
        #expect(TemplateParser.parse("{{#A}}x") == nil)
        #expect(TemplateParser.parse("{{#A}}x{{/B}}") == nil)
        #expect(TemplateParser.parse("x{{/A}}") == nil)
        #expect(TemplateParser.parse("{{ unclosed") == [.text("{{ unclosed")])
    }

    @Test func filtersApplyFromTheFieldOutwards() throws {
        #expect(TemplateParser.parse("{{text:kana:F}}") == [.replacement(field: "F", filters: ["kana", "text"])])
        let fields = ["F": "<b>日本[にほん]</b>", "H": "secret"]
        #expect(try Self.render("{{kana:F}}|{{kanji:F}}", fields).html == "<b>にほん</b>|<b>日本</b>")
        #expect(try Self.render("{{text:F}}", fields).html == "日本[にほん]")
        #expect(try Self.render("{{furigana:F}}", fields).html == "<b><ruby><rb>日本</rb><rt>にほん</rt></ruby></b>")
        #expect(try Self.render("{{mystery:H}}", fields).html == "secret")
        #expect(try Self.render("{{tts en_US:H}}", fields).html == "")
        let hint = try Self.render("{{hint:H}}", fields).html
        #expect(HTMLTextReducer.reduce(html: hint).text == "H")
    }

    @Test func typedAnswersAreNotedAndShowNothing() throws {
        let side = try Self.render("{{Front}} {{type:Back}} {{type:cloze:Text}}", ["Front": "Q", "Back": "A", "Text": "{{c1::x}}"])
        #expect(side.html == "Q  ")
        #expect(side.typed == .field("Back"))
        let cloze = try Self.render("{{type:cloze:Text}}", ["Text": "{{c1::x}}"])
        #expect(cloze.typed == .cloze("Text"))
    }

    @Test func clozeShowsTheCardsDeletions() throws {
        let fields = ["Text": "{{c1::Paris}} is in {{c2::France::country}}"]
        let question = try Self.render("{{cloze:Text}}", fields, ordinal: 1)
        #expect(question.html == "Paris is in [country]")
        let answer = try Self.render("{{cloze:Text}}", fields, ordinal: 1, question: question)
        #expect(answer.html == "Paris is in France")
        #expect(answer.clozeAnswers == ["France"])
        #expect(try Self.render("{{cloze:Text}}", fields, ordinal: 4).html == "")
    }

    @Test func blankFrontsAreAnkisEmptyCards() throws {
        let nodes = try #require(TemplateParser.parse("Always {{#Add}}{{Back}}{{/Add}}"))
        #expect(TemplateRenderer.isBlank(nodes, in: TemplateContext(fields: ["Back": "b", "Add": ""], cardOrdinal: 0)))
        #expect(!TemplateRenderer.isBlank(nodes, in: TemplateContext(fields: ["Back": "b", "Add": "y"], cardOrdinal: 0)))
        #expect(TemplateRenderer.isEmptyField(" <div></div><br/> <BR > "))
        #expect(!TemplateRenderer.isEmptyField("<b></b>"))
    }
}
