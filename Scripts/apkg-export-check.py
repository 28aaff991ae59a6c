#!/usr/bin/env python3
"""Prints, as JSON, what Anki itself reads from a package `quizctl export --format apkg` wrote.

The package is imported, with its scheduling and deck options, into a fresh collection in a
temporary folder by Anki's own library (PyPI `anki` 26.9.3, the Rust importer behind
ImportAnkiPackageRequest), and what the collection then holds is printed:

  notes   every note, by guid: its note type, its fields by name (as stored, HTML) and its tags
  cards   every card, by its note's guid: its deck, type, queue, interval, ease factor, reps and
          lapses, its FSRS memory state (stability to 4 places, difficulty to 3, as Anki stores
          them), and its due date: for a review card the day it is due (the UTC day Anki's
          `due` stands for, counted from the collection's today), for a learning card the
          due time (epoch seconds, which Anki keeps as they are), for a new card its position
  revlog  how many reviews, and each one's grade, interval, last interval and kind

Run once on the committed package and commit what it printed; the Swift test
(AnkiPackageExportTests) compares the package with it and never runs Python:

    python3 -m venv /tmp/ankienv2 && /tmp/ankienv2/bin/pip install anki==26.9.3
    /tmp/ankienv2/bin/python Scripts/apkg-export-check.py \\
        Tests/Fixtures/Decks/Export/export.apkg > Tests/Fixtures/Decks/Export/anki-read.json

Days are counted in UTC with the day starting at midnight (the collection's rollover is set to 0
and TZ to UTC before anything is read), so the output does not depend on when or where it runs.
"""

import datetime
import json
import os
import sys
import tempfile
import time

os.environ["TZ"] = "UTC"
time.tzset()

from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest  # noqa: E402


def main(package: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        col = Collection(os.path.join(folder, "collection.anki2"))
        col.set_config("rollover", 0)
        col.import_anki_package(
            ImportAnkiPackageRequest(
                package_path=os.path.abspath(package),
                options=ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True),
            )
        )
        today = col.sched.today
        today_date = datetime.datetime.now(datetime.timezone.utc).date()

        notes = []
        guid_of = {}
        for nid in col.find_notes(""):
            note = col.get_note(nid)
            guid_of[nid] = note.guid
            notes.append(
                {
                    "guid": note.guid,
                    "notetype": note.note_type()["name"],
                    "fields": dict(note.items()),
                    "tags": sorted(note.tags),
                }
            )
        notes.sort(key=lambda note: note["guid"])

        cards = []
        revlog = []
        for cid in col.find_cards(""):
            card = col.get_card(cid)
            if card.queue == 2 or card.queue == 3:
                due = (today_date + datetime.timedelta(days=card.due - today)).isoformat()
            else:
                due = card.due
            memory = None
            if card.memory_state is not None:
                memory = {
                    "s": round(card.memory_state.stability, 4),
                    "d": round(card.memory_state.difficulty, 3),
                }
            cards.append(
                {
                    "guid": guid_of[card.nid],
                    "ord": card.ord,
                    "deck": col.decks.name(card.did),
                    "type": card.type,
                    "queue": card.queue,
                    "due": due,
                    "ivl": card.ivl,
                    "factor": card.factor,
                    "reps": card.reps,
                    "lapses": card.lapses,
                    "memory": memory,
                }
            )
            for entry in col.db.all(
                "SELECT id, ease, ivl, lastIvl, type FROM revlog WHERE cid = ? ORDER BY id", cid
            ):
                revlog.append(
                    {
                        "guid": guid_of[card.nid],
                        "at": entry[0] // 1000,
                        "ease": entry[1],
                        "ivl": entry[2],
                        "lastIvl": entry[3],
                        "type": entry[4],
                    }
                )
        cards.sort(key=lambda card: (card["guid"], card["ord"]))
        revlog.sort(key=lambda entry: (entry["at"], entry["guid"]))
        col.close()

    json.dump(
        {"notes": notes, "cards": cards, "revlogCount": len(revlog), "revlog": revlog},
        sys.stdout,
        ensure_ascii=False,
        indent=1,
        sort_keys=True,
    )
    sys.stdout.write("\n")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: apkg-export-check.py PACKAGE.apkg")
    main(sys.argv[1])
