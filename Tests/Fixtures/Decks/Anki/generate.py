#!/usr/bin/env python3
"""Makes the Anki fixtures once; the tests read the committed outputs and never run this.

Needs PyPI `genanki` (0.13.1) and `anki` (26.9.3). Run from this folder:
    python3 generate.py
"""
import os
import shutil
import tempfile
import zipfile

import genanki
from anki.collection import Collection, DeckIdLimit, ExportAnkiPackageOptions

HERE = os.path.dirname(os.path.abspath(__file__))


def legacy_apkg():
    """legacy.apkg: genanki writes collection.anki2, schema 11 (models and decks as JSON in `col`)."""
    geography = genanki.Deck(2059400110, "Geography")
    french = genanki.Deck(2059400111, "Languages::French")
    geography.add_note(genanki.Note(
        model=genanki.BASIC_MODEL, guid="legacy-basic",
        fields=["Capital of <b>France</b>?", "Paris"]))
    geography.add_note(genanki.Note(
        model=genanki.BASIC_AND_REVERSED_CARD_MODEL, guid="legacy-reversed",
        fields=["Largest ocean", "Pacific&nbsp;Ocean"]))
    geography.add_note(genanki.Note(
        model=genanki.BASIC_MODEL, guid="legacy-media",
        fields=['<img src="flag.png">Which country has a red disc on white?', "Japan [sound:japan.mp3]"]))
    geography.add_note(genanki.Note(
        model=genanki.BASIC_MODEL, guid="legacy-entities",
        fields=["Fish &amp; chips &lt;3 &#233;t&#xE9;<br>line two", "<div>caf&eacute;</div><div>cr&egrave;me</div>"]))
    french.add_note(genanki.Note(
        model=genanki.CLOZE_MODEL, guid="legacy-cloze",
        fields=["{{c1::Bonjour}} means {{c2::hello::greeting}}", ""]))
    path = os.path.join(HERE, "legacy.apkg")
    genanki.Package([geography, french]).write_to_file(path, timestamp=1700000000)
    return path


def build_collection(folder):
    """A current Anki collection (schema 18) with two decks, one nested."""
    col = Collection(os.path.join(folder, "collection.anki2"))
    science = col.decks.id("Science")
    physics = col.decks.id("Science::Physics")
    models = col.models

    def add(notetype, deck, guid, fields):
        note = col.new_note(models.by_name(notetype))
        for index, value in enumerate(fields):
            note.fields[index] = value
        note.guid = guid
        col.add_note(note, deck)

    add("Basic", science, "current-basic", ["H<sub>2</sub>O is", "water"])
    add("Basic (and reversed card)", science, "current-reversed", ["Au", "gold"])
    add("Cloze", physics, "current-cloze", ["{{c1::Newton}} wrote the {{c2::Principia}} in {{c3::1687::year}}", "extra"])
    add("Basic", physics, "current-media", ['Unit of force <img src="n.png">', "newton<audio src=\"n.mp3\"></audio>"])
    return col, [science, physics]


def current_apkg_and_colpkg():
    work = tempfile.mkdtemp()
    try:
        col, decks = build_collection(work)
        apkg = os.path.join(HERE, "current.apkg")
        options = ExportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False, with_media=False, legacy=False)
        # Science with its child deck: both decks, one package.
        col.export_anki_package(out_path=apkg, options=options, limit=DeckIdLimit(decks[0]))
        notes = os.path.join(HERE, "notes.txt")
        col.export_note_csv(out_path=notes, limit=None, with_html=True, with_tags=True, with_deck=True,
                            with_notetype=True, with_guid=True)
        colpkg = os.path.join(HERE, "whole.colpkg")
        col.export_collection_package(colpkg, include_media=False, legacy=False)
        col.close()
    finally:
        shutil.rmtree(work)
    for path in (apkg, colpkg):
        names = zipfile.ZipFile(path).namelist()
        assert "collection.anki21b" in names, (path, names)
        print(os.path.basename(path), names)
    add_columns_header(notes)
    return notes


def add_columns_header(path):
    """Anki's exporter writes every header but `#columns:` (an import-side header); add it after `#html:`."""
    lines = open(path, encoding="utf-8").read().split("\n")
    at = lines.index("#html:true") + 1
    lines.insert(at, "#columns:GUID\tNotetype\tDeck\tFront or Text\tBack or Back Extra\tTags")
    open(path, "w", encoding="utf-8").write("\n".join(lines))


def plain_semicolon():
    """plain-semicolon.txt, written by hand in the shape Anki reads: plain text, quoted fields, no deck column."""
    path = os.path.join(HERE, "plain-semicolon.txt")
    text = (
        "#separator:Semicolon\n"
        "#html:false\n"
        "#columns:Front;Back;Tags\n"
        "#tags column:3\n"
        'Tea;"hot; brewed\nleaves";drinks\n'
        '"Say ""hi""";a greeting;\n'
        "x <b> y;less <than> more [sound:x.mp3];\n"
    )
    open(path, "w", encoding="utf-8").write(text)
    return path


def broken_packages():
    """Packages the reader must refuse: no collection, a collection that is not SQLite,
    a truncated zip, and a small zip bomb (4 MB of zeros; the tests lower the 512 MB cap to 1 MB)."""
    with zipfile.ZipFile(os.path.join(HERE, "no-collection.apkg"), "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("media", "{}")
    with zipfile.ZipFile(os.path.join(HERE, "damaged-collection.apkg"), "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("collection.anki2", b"this is not an SQLite database" * 10)
        archive.writestr("media", "{}")
    whole = open(os.path.join(HERE, "legacy.apkg"), "rb").read()
    open(os.path.join(HERE, "truncated.apkg"), "wb").write(whole[: len(whole) // 2])
    with zipfile.ZipFile(os.path.join(HERE, "bomb.apkg"), "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("collection.anki21", b"\0" * (4 * 1024 * 1024))


if __name__ == "__main__":
    broken_packages()
    print(legacy_apkg())
    print(current_apkg_and_colpkg())
    print(plain_semicolon())
