import QuizPlatform
import Testing
import TriviaSource

@Suite struct TriviaHTMLEntityTests {
    @Test(arguments: [
        ("&amp; &quot; &#039; &apos; &lt; &gt;", "& \" ' ' < >"),
        ("Pok&eacute;mon &Eacute;cole", "Pokémon École"),
        ("&ouml;&uuml;&auml;&ntilde;&oacute;&aacute;&iacute;&uacute;&ccedil;", "öüäñóáíúç"),
        ("90&deg; &pi; &micro;g &euro;5 &pound;3", "90° π µg €5 £3"),
        ("&lsquo;a&rsquo; &ldquo;b&rdquo;&hellip;", "‘a’ “b”…"),
        ("1&ndash;2&mdash;3 co&shy;op", "1–2—3 co\u{AD}op"),
        ("&laquo;x&raquo; &trade;&reg;&copy;", "«x» ™®©"),
        ("a&nbsp;b m&sup2; 2&times;3 6&divide;2", "a\u{A0}b m² 2×3 6÷2"),
        ("&Omega;&alpha;&szlig;&oslash;&aring;", "Ωαßøå"),
    ])
    func namedEntities(encoded: String, decoded: String) {
        #expect(HTMLEntities.decode(encoded) == decoded)
    }

    @Test(arguments: [
        ("What&#039;s", "What's"),
        ("&#8217;&#8220;&#8221;", "’“”"),
        ("&#x27;&#X27;&#x2019;", "''’"),
        ("&#128512;", "😀"),
    ])
    func numericEntities(encoded: String, decoded: String) {
        #expect(HTMLEntities.decode(encoded) == decoded)
    }

    @Test(arguments: [
        "AT&T", "&", "&&", "a & b", "&amp", "&;", "&#;", "&#x;", "&#xZZ;", "&#12a;", "&#0;",
        "&#99999999999;", "&#xD800;", "&unknownentity;", "&ampx", "& amp;", "&#-5;",
        "&" + String(repeating: "a", count: 200) + ";",
    ])
    func malformedOrUnknownStaysAsWritten(text: String) {
        #expect(HTMLEntities.decode(text) == text)
    }

    @Test func decodingIsOnePass() {
        #expect(HTMLEntities.decode("&amp;quot;") == "&quot;")
        #expect(HTMLEntities.decode("&amp;amp;") == "&amp;")
    }

    @Test func textAroundEntitiesIsKept() {
        #expect(HTMLEntities.decode("a&lt;b &amp c&gt;d&") == "a<b &amp c>d&")
        #expect(HTMLEntities.decode("no entities at all") == "no entities at all")
    }
}
