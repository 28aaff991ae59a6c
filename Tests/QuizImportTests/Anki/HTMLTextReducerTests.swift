import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct HTMLTextReducerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var html: String
        var text: String
        var media: Int = 0
        var testDescription: String { html }
    }

    @Test(arguments: [
        Case(html: "plain", text: "plain"),
        Case(html: "Capital of <b>France</b>?", text: "Capital of France?"),
        Case(html: "one<br>two<br/>three<BR />four", text: "one\ntwo\nthree\nfour"),
        Case(html: "<div>café</div><div>crème</div>", text: "café\ncrème"),
        Case(html: "<p>first</p><p>second</p>", text: "first\nsecond"),
        Case(html: "a<div><br></div><div></div>b", text: "a\nb"),
        Case(html: "<table><tr><td>a</td><td>b</td></tr></table>", text: "a b"),
        Case(html: "Fish &amp; chips &lt;3", text: "Fish & chips <3"),
        Case(html: "&#233;t&#xE9; &#XE9;", text: "été é"),
        Case(html: "&eacute;&nbsp;&nbsp;&mdash;", text: "é —"),
        Case(html: "&lt;b&gt;bold?&lt;/b&gt;", text: "<b>bold?</b>"),
        Case(html: "&unknown; & alone", text: "&unknown; & alone"),
        Case(html: "  lots \t of\n\n  space  ", text: "lots of space"),
        Case(html: "<img src=\"a.png\">Flag", text: "Flag", media: 1),
        Case(html: "<img src='x > y.png' alt=\"<i>\">after", text: "after", media: 1),
        Case(html: "Japan [sound:japan.mp3]", text: "Japan", media: 1),
        Case(html: "[sound:a.mp3][sound:b.ogg]", text: "", media: 2),
        Case(html: "newton<audio src=\"n.mp3\"><source src=\"n.ogg\">fallback</audio>", text: "newton", media: 1),
        Case(html: "<video controls><source src=\"v.mp4\"></video>clip", text: "clip", media: 1),
        Case(html: "<style>.card { color: red }</style>styled", text: "styled"),
        Case(html: "<script>alert('x<y')</script>safe", text: "safe"),
        Case(html: "a <!-- hidden <b> --> b", text: "a b"),
        Case(html: "1 < 2 and 3 > 2", text: "1 < 2 and 3 > 2"),
        Case(html: "x <b unclosed", text: "x <b unclosed"),
        Case(html: "red\u{1B}[31mtext\u{7}", text: "redtext"),
        Case(html: "&#27;[2Jcleared", text: "cleared"),
        Case(html: "tab\tand\u{200B}zero", text: "tab andzero"),
    ])
    func reducesHTML(_ example: Case) {
        let reduced = HTMLTextReducer.reduce(html: example.html)
        #expect(reduced.text == example.text)
        #expect(reduced.droppedMedia == example.media)
    }

    @Test func plainTextKeepsAngleBracketsAndDropsSounds() {
        let reduced = HTMLTextReducer.reduce(plain: "less <than> more &amp; [sound:x.mp3]\n\nnext")
        #expect(reduced.text == "less <than> more &amp;\nnext")
        #expect(reduced.droppedMedia == 1)
    }

    /// Sounds are cut out by their ASCII marker, whatever text is around
    /// them; an unclosed one stays as written.
    @Test func soundsAreDroppedBetweenAnyText() {
        var media = 0
        #expect(HTMLTextReducer.dropSounds(from: "é[sound:a.mp3]ü 🎵[sound:b.ogg]! [sound:open", counting: &media) == "éü 🎵! [sound:open")
        #expect(media == 2)
        #expect(HTMLTextReducer.dropSounds(from: "[sound:only]", counting: &media) == "")
        #expect(HTMLTextReducer.dropSounds(from: "no sound [sound", counting: &media) == "no sound [sound")
        #expect(media == 3)
    }
}
