#!/usr/bin/env python3
"""Makes the packages of reviews quizctl's importer is tested on, with Anki's own library.

A fresh collection (PyPI `anki` 26.9.3) gets four notes: a "Basic (and reversed card)" note
(two cards), a cloze note with two deletions, a Basic note, and a Basic note never studied.
Each card is then answered through Anki's v3 scheduler, grade after grade, a little over a
second apart (quizctl keeps one review a card a second), and the collection is exported twice
with its scheduling: legacy (collection.anki2, schema 11) and current (anki21b, zstd).

Beside the packages, reviews.json records for every card what Anki holds after the answers:
its front as Anki renders it (card.question(), reduced to text by the rule of
Scripts/anki-render-fixtures.py), its card type (0 new, 1 learning, 2 review, 3 relearning),
its lapses, and its revlog, oldest first: each entry's time (seconds), grade and kind. Run once
and commit the output; the Swift test (AnkiReviewImportTests) never runs Python:

    python3 -m venv /tmp/ankienv && /tmp/ankienv/bin/pip install anki==26.9.3
    /tmp/ankienv/bin/python Scripts/anki-reviews-fixture.py Tests/Fixtures/Decks/Reviews
"""

import importlib.util
import json
import os
import sys
import tempfile
import time

from anki.collection import Collection, ExportAnkiPackageOptions
from anki.scheduler_pb2 import CardAnswer

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("render", os.path.join(HERE, "anki-render-fixtures.py"))
render = importlib.util.module_from_spec(spec)
spec.loader.exec_module(render)

GRADES = {1: CardAnswer.AGAIN, 2: CardAnswer.HARD, 3: CardAnswer.GOOD, 4: CardAnswer.EASY}


def main(folder: str) -> None:
    os.makedirs(folder, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        col = Collection(os.path.join(work, "collection.anki2"))
        deck = col.decks.id("Reviews::Spanish")
        models = col.models
        notes = [
            (models.by_name("Basic (and reversed card)"), ["casa", "house"]),
            (models.by_name("Cloze"), ["{{c1::Paris}} is the capital of {{c2::France}}", ""]),
            (models.by_name("Basic"), ["perro", "dog"]),
            (models.by_name("Basic"), ["gato", "cat"]),
        ]
        made = []
        for model, fields in notes:
            note = col.new_note(model)
            for index, value in enumerate(fields):
                note.fields[index] = value
            col.add_note(note, deck)
            made.append(note)
        # Grades by (note, card ordinal): studied, lapsed, left learning, graduated at once.
        plans = {
            (0, 0): [3, 3, 3],  # casa: learnt, then reviewed Good
            (0, 1): [1, 3],  # house → casa: forgotten once, still learning
            (1, 0): [4, 1],  # cloze 1: Easy, then forgotten: relearning
            (1, 1): [3, 3],  # cloze 2: learnt
            (2, 0): [2],  # perro: Hard on the first step
        }
        for (note_index, ordinal), grades in plans.items():
            card = next(c for c in made[note_index].cards() if c.ord == ordinal)
            for grade in grades:
                time.sleep(1.1)
                card = col.get_card(card.id)
                card.start_timer()
                states = col._backend.get_scheduling_states(card.id)
                col.sched.answer_card(col.sched.build_answer(card=card, states=states, rating=GRADES[grade]))
        cards = []
        for note in made:
            for card in note.cards():
                card = col.get_card(card.id)
                revlog = col.db.all("SELECT id, ease, type FROM revlog WHERE cid = ? ORDER BY id", card.id)
                cards.append({
                    "front": render.reduce_html(card.question()),
                    "type": card.type,
                    "lapses": card.lapses,
                    "revlog": [{"at": id // 1000, "grade": ease, "kind": kind} for id, ease, kind in revlog],
                })
        for name, legacy in (("reviews-legacy.apkg", True), ("reviews.apkg", False)):
            options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=legacy)
            col.export_anki_package(out_path=os.path.join(folder, name), options=options, limit=None)
        col.close()
    with open(os.path.join(folder, "reviews.json"), "w") as file:
        json.dump({"cards": cards}, file, ensure_ascii=False, indent=2)
        file.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
