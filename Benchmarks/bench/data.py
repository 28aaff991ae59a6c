"""The data folders the rows run on, generated once and reused.

A folder is named after its sizes and the generator's hash, so a changed
generator makes new data. Rows that change their folder (saves, adds,
deletes, imports, rebuilds) get a copy of it. From a million games on the
copy hard-links history.jsonl instead of copying 3 GB: quizctl only reads
it or replaces it by rename there (delete, rebuild), never writes into it;
the save row, which appends, asks for a real copy.
"""

import csv
import hashlib
import os
import sqlite3
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCHMARKS = os.path.dirname(HERE)
FSRS_SCRIPT = os.path.join(os.path.dirname(BENCHMARKS), "Scripts", "fsrs-optimizer-fixtures.py")


def generator_hash(name):
    with open(os.path.join(BENCHMARKS, name), "rb") as file:
        return hashlib.sha1(file.read()).hexdigest()[:12]


class Data:
    def __init__(self, work):
        self.work = work
        self.hash = generator_hash("generate-data.py")

    def _generate(self, folder, arguments, script="generate-data.py"):
        if os.path.exists(os.path.join(folder, ".complete")):
            return folder
        print(f"== generating {os.path.relpath(folder, self.work)}", file=sys.stderr, flush=True)
        shutil.rmtree(folder, ignore_errors=True)
        subprocess.run([sys.executable, os.path.join(BENCHMARKS, script), folder, *arguments], check=True)
        open(os.path.join(folder, ".complete"), "w").close()
        return folder

    def games(self, count, legacy=True):
        """`count` finished games and 1,000 questions of your own, in the
        files of the release before the database (`legacy`) or in quizctl.db:
        the same seed, the same games."""
        kind = "files" if legacy else "db"
        folder = os.path.join(self.work, f"games-{count}-{kind}-{self.hash}")
        return self._generate(folder, ["--games", str(count), "--questions", "1000"] + (["--legacy"] if legacy else []))

    def database(self, count):
        return self.games(count, legacy=False)

    def bank(self, count, legacy=True):
        """`count` questions of your own, 100 games, and beside them a pack of
        `count` new questions to import (`pack.json`)."""
        kind = "files" if legacy else "db"
        folder = os.path.join(self.work, f"bank-{count}-{kind}-{self.hash}")
        pack = os.path.join(folder, "pack.json")
        return self._generate(folder, ["--games", "100", "--questions", str(count), "--pack", pack,
                                       "--pack-questions", str(count)] + (["--legacy"] if legacy else []))

    def database_bank(self, count):
        return self.bank(count, legacy=False)

    def review_log(self, reviews, quizctl, fsrs_python):
        """A simulated learner's review log of about `reviews` reviews, as
        reviews.csv (for the reference) and in quizctl.db's review_events."""
        folder = os.path.join(self.work, f"reviews-{reviews}-{generator_hash('../Scripts/fsrs-optimizer-fixtures.py')}")
        if os.path.exists(os.path.join(folder, ".complete")):
            return folder
        print(f"== generating {os.path.relpath(folder, self.work)}", file=sys.stderr, flush=True)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        log = os.path.join(folder, "reviews.csv")
        subprocess.run([fsrs_python, FSRS_SCRIPT, "benchmark", str(reviews), log], check=True)
        subprocess.run([quizctl, "settings", "set", "review-fuzz", "on"], env=dict(os.environ, QUIZCTL_HOME=folder),
                       check=True, capture_output=True)
        database = sqlite3.connect(os.path.join(folder, "quizctl.db"))
        with open(log) as file:
            rows = [(card, int(at), int(rating), 1) for card, at, rating in csv.reader(file) if card != "card"]
        database.executemany("INSERT INTO review_events (card_id, at, rating, fuzz) VALUES (?, ?, ?, ?)", rows)
        database.commit()
        database.close()
        open(os.path.join(folder, ".complete"), "w").close()
        return folder

    def imdb(self, rows):
        folder = os.path.join(self.work, f"imdb-{rows}-{generator_hash('generate-imdb.py')}")
        return self._generate(folder, ["--basics-rows", str(rows)], script="generate-imdb.py")

    def decks(self, cards):
        """A Quizlet TSV, an Anki text export and an Anki .apkg of `cards` cards each."""
        folder = os.path.join(self.work, f"decks-{cards}-{generator_hash('generate-decks.py')}")
        return self._generate(folder, [str(cards)], script="generate-decks.py")

    def scratch_copy(self, folder, name, games, appends=False):
        """A writable copy of `folder`; see above for the history's hard link."""
        copy = os.path.join(self.work, "scratch", name)
        shutil.rmtree(copy, ignore_errors=True)
        os.makedirs(os.path.dirname(copy), exist_ok=True)
        link = games >= 1_000_000 and not appends and os.path.exists(os.path.join(folder, "history.jsonl"))
        ignored = [".complete", "pack.json"] + (["history.jsonl"] if link else [])
        shutil.copytree(folder, copy, ignore=shutil.ignore_patterns(*ignored))
        if link:
            os.link(os.path.join(folder, "history.jsonl"), os.path.join(copy, "history.jsonl"))
        return copy

    def drop_scratch(self, folder):
        if os.path.dirname(folder) == os.path.join(self.work, "scratch"):
            shutil.rmtree(folder, ignore_errors=True)


def game_ids(folder, count, skip=10):
    """Ids of `count` games from the history, spread through it, the first few left alone."""
    ids = []
    with open(os.path.join(folder, "history.jsonl"), "rb") as file:
        for number, line in enumerate(file):
            if number >= skip and number % 97 == 0:
                ids.append(line[7:43].decode())
                if len(ids) == count:
                    break
    return ids


def oldest_game_id(folder):
    with open(os.path.join(folder, "history.jsonl"), "rb") as file:
        return file.readline()[7:43].decode()


def history_lines(folder):
    with open(os.path.join(folder, "history.jsonl"), "rb") as file:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: file.read(1 << 20), b""))
