import Testing

@testable import QuizImport
@testable import QuizPlatform

/// HTML laid out as a browser lays it out (issue 30): raw line breaks are
/// spaces, elements end lines, hidden elements and ruby parentheses.
@Suite struct AnkiLayoutTests {
    @Test(arguments: [
        ("A sentence written\nover two lines", "A sentence written over two lines"),
        ("<h2>Head</h2>para<dl><dt>term</dt><dd>meaning</dd></dl>", "Head\npara\nterm\nmeaning"),
        ("<div style=\"display: none\">hidden <div>inner</div> still</div>shown", "shown"),
        ("<span style='color:red;DISPLAY:NONE'>x</span>y", "y"),
        ("<ruby><rb>日本</rb><rp>(</rp><rt>にほん</rt><rp>)</rp></ruby>語", "日本(にほん)語"),
        ("a&#10;b", "a b"),
    ])
    func laysOutAsABrowser(_ example: (String, String)) {
        #expect(HTMLTextReducer.reduce(html: example.0).text == example.1)
    }

    @Test func plainTextKeepsItsLines() {
        #expect(HTMLTextReducer.reduce(plain: "one\ntwo").text == "one\ntwo")
    }

    @Test func theAnswerIsWhatFollowsTheAnswerRule() {
        #expect(AnswerRule.below(in: "Q\n<hr id=answer>\nA") == "\nA")
        #expect(AnswerRule.below(in: "Q<HR ID=\"answer\" class=x>A") == "A")
        #expect(AnswerRule.below(in: "Q<hr>A<hr id=answers>B") == nil)
    }

    @Test func rubyFiltersFollowAnkisPattern() {
        #expect(RubyText.kana("日本語[にほんご]を 話[はな]す") == "にほんごをはなす")
        #expect(RubyText.kanji("日本語[にほんご]を 話[はな]す") == "日本語を話す")
        #expect(RubyText.kana("word [sound:a.mp3]") == "word [sound:a.mp3]")
        #expect(RubyText.kana("no reading [] here") == "no reading [] here")
    }
}
