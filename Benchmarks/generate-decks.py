#!/usr/bin/env python3
"""Writes large decks for measuring `quizctl import` and `quizctl review`:
a Quizlet TSV, an Anki plain-text export and an Anki .apkg (legacy layout,
schema 11) of N cards each (default 30,000), in FOLDER.

    python3 Benchmarks/generate-decks.py FOLDER [N]

Only the standard library: the package's collection is written with the
sqlite3 module in the shape quizctl reads (col with ver, models and decks as
JSON; notes; cards), then zipped. Nothing here is committed but this script.
"""
import json
import os
import random
import sqlite3
import sys
import tempfile
import zipfile

WORDS = ["casa", "perro", "gato", "árbol", "mañana", "ciudad", "río", "montaña", "libro", "ventana",
         "puerta", "cielo", "estrella", "camino", "fuego", "agua", "tierra", "viento", "noche", "día"]
MEANINGS = ["house", "dog", "cat", "tree", "tomorrow", "city", "river", "mountain", "book", "window",
            "door", "sky", "star", "road", "fire", "water", "earth", "wind", "night", "day"]


def card(number, rng):
    """A term and its definition, of varied length and kind (words, numbers, sentences)."""
    term = f"{WORDS[number % len(WORDS)]} {number}"
    kind = number % 5
    if kind == 0:
        definition = str(1000 + number * 7 % 9000)
    elif kind == 4:
        definition = " ".join(rng.choice(MEANINGS) for _ in range(8)) + f" ({number})"
    else:
        definition = f"{MEANINGS[number % len(MEANINGS)]} {number}"
    return term, definition


def quizlet(path, count, rng):
    with open(path, "w", encoding="utf-8") as out:
        for number in range(count):
            term, definition = card(number, rng)
            if number % 97 == 0:
                definition = '"' + definition + ', with\ta tab"'
            out.write(f"{term}\t{definition}\n")


def anki_text(path, count, rng):
    with open(path, "w", encoding="utf-8") as out:
        out.write("#separator:tab\n#html:true\n#guid column:1\n#deck column:2\n")
        for number in range(count):
            term, definition = card(number, rng)
            deck = "Big::Vocabulary" if number % 10 else "Big::Numbers"
            out.write(f"g{number}\t{deck}\t<b>{term}</b>\t{definition}&nbsp;\n")


def anki_package(path, count, rng):
    basic, cloze = 1342697561419, 1342697561420
    decks = {"1": {"name": "Default"}, "1700000000001": {"name": "Big::Vocabulary"}, "1700000000002": {"name": "Big::Numbers"}}
    # The stock note types with their fields and templates, as Anki writes them: quizctl renders each card.
    models = {
        str(basic): {
            "name": "Basic", "type": 0, "flds": [{"name": "Front", "ord": 0}, {"name": "Back", "ord": 1}],
            "tmpls": [{"name": "Card 1", "ord": 0, "qfmt": "{{Front}}", "afmt": "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}"}]},
        str(cloze): {
            "name": "Cloze", "type": 1, "flds": [{"name": "Text", "ord": 0}, {"name": "Back Extra", "ord": 1}],
            "tmpls": [{"name": "Cloze", "ord": 0, "qfmt": "{{cloze:Text}}", "afmt": "{{cloze:Text}}<br>\n{{Back Extra}}"}]},
    }
    work = tempfile.mkdtemp()
    database = os.path.join(work, "collection.anki2")
    db = sqlite3.connect(database)
    db.executescript("""
        CREATE TABLE col (id integer primary key, ver integer not null, models text not null, decks text not null);
        CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, flds text not null);
        CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
                            odid integer not null default 0);
        CREATE INDEX ix_cards_nid ON cards (nid);
    """)
    db.execute("INSERT INTO col VALUES (1, 11, ?, ?)", (json.dumps(models), json.dumps(decks)))
    notes, cards = [], []
    for number in range(count):
        term, definition = card(number, rng)
        note_id = 1600000000000 + number
        did = 1700000000002 if number % 10 == 0 else 1700000000001
        if number % 50 == 0:
            notes.append((note_id, f"g{number}", cloze, f"{{{{c1::{term}}}}} means {{{{c2::{definition}}}}}\x1f"))
            cards.append((2 * note_id, note_id, did, 0))
            cards.append((2 * note_id + 1, note_id, did, 1))
        else:
            notes.append((note_id, f"g{number}", basic, f"<div>{term}</div>\x1f{definition}&nbsp;<br>"))
            cards.append((2 * note_id, note_id, did, 0))
    db.executemany("INSERT INTO notes VALUES (?, ?, ?, ?)", notes)
    db.executemany("INSERT INTO cards (id, nid, did, ord) VALUES (?, ?, ?, ?)", cards)
    db.commit()
    db.close()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(database, "collection.anki2")
        archive.writestr("media", "{}")
    os.remove(database)
    os.rmdir(work)


def main():
    folder = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 30000
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(count)
    quizlet(os.path.join(folder, f"quizlet-{count}.tsv"), count, rng)
    anki_text(os.path.join(folder, f"anki-{count}.txt"), count, rng)
    anki_package(os.path.join(folder, f"anki-{count}.apkg"), count, rng)
    print(folder)


if __name__ == "__main__":
    main()
