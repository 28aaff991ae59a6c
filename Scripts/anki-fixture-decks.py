#!/usr/bin/env python3
"""Builds the Anki decks of Tests/Fixtures/Decks/Anki/Rendered once; the tests read the committed files.

Two kinds of deck (see Tests/Fixtures/Decks/README.md):

- features-*.apkg: written with genanki, one note type per template feature quizctl renders
  ({{Field}}, {{FrontSide}}, {{Tags}}, {{Deck}}, {{Subdeck}}, {{Card}}, {{#F}}/{{^F}}, text:, hint:,
  type:, cloze:, furigana:, kana:, kanji:, an unknown filter, HTML layout, LaTeX and MathJax, joiners).
- shared-*.apkg: real shared decks from public repositories, re-exported here with Anki's own library
  (PyPI `anki` 26.9.3) without their media, so that the fixtures stay small. Nothing else is changed.

Usage (PyPI `genanki` 0.13.1 and `anki` 26.9.3 in the interpreter's environment):
    python3 Scripts/anki-fixture-decks.py features
    python3 Scripts/anki-fixture-decks.py shared NAME SOURCE.apkg [legacy|current]
"""
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "Fixtures", "Decks", "Anki", "Rendered")

BASIC_Q = "{{Front}}"
BASIC_A = "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}"


def model(genanki, ident, name, fields, templates, cloze=False):
    return genanki.Model(
        ident, name, fields=[{"name": field} for field in fields],
        templates=[{"name": t[0], "qfmt": t[1], "afmt": t[2]} for t in templates],
        css=".card { font-family: arial; }",
        model_type=genanki.Model.CLOZE if cloze else genanki.Model.FRONT_BACK)


def features():
    import genanki

    reversed_model = model(genanki, 1607392301, "Basic (and reversed card)", ["Front", "Back"], [
        ("Card 1", BASIC_Q, BASIC_A),
        ("Card 2", "{{Back}}", "{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}")])
    optional = model(genanki, 1607392302, "Basic (optional reversed card)", ["Front", "Back", "Add Reverse"], [
        ("Card 1", BASIC_Q, BASIC_A),
        ("Card 2", "{{#Add Reverse}}{{Back}}{{/Add Reverse}}", "{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}")])
    # The genanki deck: the meaning is asked, the word and its reading are the answer.
    meaning = model(genanki, 1607392303, "Vocabulary (meaning first)", ["Word", "Reading", "Meaning"], [
        ("Recall", "{{Meaning}}", "{{FrontSide}}<hr id=answer>{{Word}} → {{Reading}}"),
        ("Recognise", "{{Word}}", "{{FrontSide}}<hr id=answer>{{furigana:Reading}}<br>{{Meaning}}")])
    special = model(genanki, 1607392304, "Special fields", ["Front", "Back"], [
        ("Where", "{{Front}}<div class=meta>{{Deck}} / {{Subdeck}} / {{Card}}</div>",
         "{{FrontSide}}<hr id=answer>{{Back}}<br>Tags: {{Tags}}")])
    conditional = model(genanki, 1607392305, "Conditionals", ["Front", "Back", "Note", "Picture"], [
        ("Card 1",
         "{{Front}}{{#Note}}<p>Note: {{Note}}</p>{{/Note}}{{^Picture}}<p>(no picture)</p>{{/Picture}}",
         "{{FrontSide}}<hr id=answer>{{Back}}{{^Note}}<div>nothing to add</div>{{/Note}}")])
    filters = model(genanki, 1607392306, "Filters", ["Front", "Back", "Hint", "Raw"], [
        ("Card 1",
         "{{text:Front}}<br>{{hint:Hint}}{{mystery:Raw}}",
         "{{FrontSide}}<hr id=answer>{{Back}}")])
    typed = model(genanki, 1607392307, "Basic (type in the answer)", ["Front", "Back"], [
        ("Card 1", "{{Front}}\n\n{{type:Back}}", "{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}")])
    japanese = model(genanki, 1607392308, "Japanese (furigana)", ["Expression", "Reading", "Meaning"], [
        ("Reading", "{{kanji:Reading}}", "{{FrontSide}}<hr id=answer>{{furigana:Reading}}<br>{{kana:Reading}}<br>{{Meaning}}")])
    cloze = model(genanki, 1607392309, "Cloze", ["Text", "Back Extra"], [
        ("Cloze", "{{cloze:Text}}", "{{cloze:Text}}<br>\n{{Back Extra}}")], cloze=True)
    typed_cloze = model(genanki, 1607392310, "Cloze (typed)", ["Text"], [
        ("Cloze", "{{cloze:Text}}<br>{{type:cloze:Text}}", "{{cloze:Text}}<br>{{type:cloze:Text}}")], cloze=True)
    layout = model(genanki, 1607392311, "Layout", ["Front", "Back"], [
        ("Card 1",
         "<style>.x { color: red }</style><script>var hidden = 1;</script>{{Front}}",
         "{{FrontSide}}<hr id=answer>{{Back}}")])
    empty_front = model(genanki, 1607392312, "Front may be empty", ["Front", "Back", "Extra"], [
        ("Card 1", "{{Front}}", "{{FrontSide}}<hr id=answer>{{Back}}"),
        ("Card 2", "{{Extra}}", "{{FrontSide}}<hr id=answer>{{Front}}")])
    no_rule = model(genanki, 1607392313, "No answer rule", ["Front", "Back"], [
        ("Card 1", "{{Front}}", "{{Back}}")])

    templates = genanki.Deck(2059400201, "Features::Templates")
    math = genanki.Deck(2059400202, "Features::Math")
    unicode = genanki.Deck(2059400203, "Features::Law 👩‍⚖️")
    japan = genanki.Deck(2059400204, "Features::日本語")

    def add(deck, note_model, guid, fields, tags=()):
        deck.add_note(genanki.Note(model=note_model, guid=guid, fields=fields, tags=list(tags)))

    add(templates, reversed_model, "f-reversed", ["Capital of <b>Peru</b>", "Lima"])
    add(templates, optional, "f-optional-on", ["dog", "der Hund", "y"])
    add(templates, optional, "f-optional-off", ["cat", "die Katze", ""])
    add(japan, meaning, "f-meaning", ["猫", "ねこ", "cat"])
    add(templates, special, "f-special", ["Tallest mountain", "Everest"], tags=["geo::peaks", "high"])
    add(templates, conditional, "f-cond-note", ["Speed of light", "299,792 km/s", "in a vacuum", ""])
    add(templates, conditional, "f-cond-none", ["Boiling point of water", "100 °C", "", "<img src='w.png'>"])
    add(templates, filters, "f-filters",
        ["<b>Bold</b> &amp; <i>brave</i><br>line", "answer", "starts with B", "kept as is"])
    add(templates, filters, "f-filters-nohint", ["Plain", "also plain", "", ""])
    add(templates, typed, "f-typed", ["Capital of Italy", "Rome"])
    add(japan, japanese, "f-furigana", ["日本語", "日本語[にほんご]を 話[はな]す", "to speak Japanese"])
    add(templates, cloze, "f-cloze",
        ["{{c1::Paris}} is the capital of {{c2::France::country}}, {{c1::Paris}} again", "extra note"])
    add(templates, cloze, "f-cloze-nested", ["{{c1::outer {{c2::inner}} end}} and {{c3,4::both}}", ""])
    add(templates, typed_cloze, "f-cloze-typed", ["Water boils at {{c1::100}} degrees"])
    add(templates, layout, "f-layout",
        ["A sentence written\nover two lines in the HTML,   with  spaces.<div>Then a block</div><ul><li>one</li><li>two</li></ul>"
         "<table><tr><td>a</td><td>b</td></tr></table>&lt;tag&gt; &nbsp;x",
         "<h1>Head</h1><p>para</p>after<hr>rule"])
    add(templates, empty_front, "f-empty-front", ["Front only", "Back", ""])
    add(templates, no_rule, "f-no-rule", ["Question without a rule", "Its answer"])

    add(math, reversed_model, "m-latex", ["[latex]\\textit{Definition} of a set[/latex]", "[$]M \\subseteq \\mathbb{R}[/$]"])
    add(math, reversed_model, "m-mathjax",
        ["Euler: \\(e^{i\\pi} + 1 = 0\\)", "\\[\\sum_{n=1}^{\\infty} \\frac{1}{n^2} = \\frac{\\pi^2}{6}\\]"])
    add(math, reversed_model, "m-display", ["[$$]\\alpha \\leq \\beta[/$$]", "\\(\\forall x \\in A, \\exists y\\)"])
    add(math, reversed_model, "m-tikz",
        ["A commuting square", "[latex]\\begin{tikzcd} a \\arrow[r] & b \\end{tikzcd}[/latex]"])

    add(unicode, reversed_model, "u-zwj", ["Judge 👩‍⚖️ and family 👨‍👩‍👧", "Cook 👩🏽‍🍳"])
    add(unicode, reversed_model, "u-scripts", ["می‌خواهم", "क्‍ष and ﷺ"])

    path = os.path.join(OUT, "features.apkg")
    genanki.Package([templates, math, unicode, japan]).write_to_file(path, timestamp=1700000000)
    print(path)


def shared(name, source, layout):
    from anki.collection import Collection, ExportAnkiPackageOptions
    from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest

    work = tempfile.mkdtemp()
    try:
        col = Collection(os.path.join(work, "collection.anki2"))
        col.import_anki_package(ImportAnkiPackageRequest(
            package_path=os.path.abspath(source), options=ImportAnkiPackageOptions(with_scheduling=False)))
        path = os.path.join(OUT, name + ".apkg")
        options = ExportAnkiPackageOptions(
            with_scheduling=False, with_deck_configs=False, with_media=False, legacy=(layout == "legacy"))
        col.export_anki_package(out_path=path, options=options, limit=None)
        col.close()
        print(path, os.path.getsize(path))
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    if sys.argv[1] == "features":
        features()
    else:
        shared(sys.argv[2], sys.argv[3], sys.argv[4] if len(sys.argv) > 4 else "current")
