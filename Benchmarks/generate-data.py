#!/usr/bin/env python3
"""Writes a quizctl data folder for the benchmarks and the stress tests.

    generate-data.py FOLDER --games N --questions M [--seed S]

It writes the data folder quizctl reads:

- quizctl.db: the games (every answer, a party's players), oldest saved
  first, and the all-time statistics those games add up to (folded the way
  Statistics.record(_:) folds them, lastGameID = the newest game), in the
  tables of Sources/QuizStore/Schema/Schema.swift, whose SQL is read from
  that file and run as QuizStore's Migrator runs it; and M of your own
  questions.

--legacy writes the older format instead (history.jsonl, statistics.json
and questions.json, which quizctl imports into quizctl.db on its first run):
for the migration's benchmarks.

Games are realistic: 10 answers each, a mix of classic (trivia and custom),
yes/no (movies) and Millionaire rounds with lifelines, some daily challenges,
spread over the last three years. Past 4,096 games the answers of 4,096
generated games repeat with fresh ids and dates (see game_templates), so a
million games take seconds. The output depends only on the seed.

--pack FILE also writes an import pack (CLI.md's format) of new questions.
"""

import argparse
import datetime
import json
import os
import random
import re
import sqlite3
import uuid

MODES = [("classic", "trivia", 45), ("classic", "custom", 15), ("yesno", "movies", 25), ("millionaire", "trivia", 15)]
CATEGORIES = ["General Knowledge", "Science & Nature", "Geography", "History", "Entertainment: Film",
              "Entertainment: Music", "Science: Computers", "Animals", "Sports", "Art"]
DIFFICULTIES = ["easy", "medium", "hard"]
WORDS = ("river mountain planet author painter composer empire ocean island language element "
         "capital festival treaty engine galaxy molecule novel symphony desert glacier").split()
RUSSIAN = ["Какой", "Кто написал", "В каком году", "Где находится", "Сколько"]
HINTS = ["fiftyFifty", "phoneAFriend", "askTheAudience"]
ANSWERS_PER_GAME = 10


def dumps(value):
    """Compact JSON as Foundation's JSONEncoder writes it: no spaces, UTF-8, "/" unescaped."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def iso(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def new_id(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper()


def seconds(rng):
    """A Double as JSONEncoder prints it: 7 for 7.0, 12.3 otherwise."""
    tenths = rng.randint(5, 300)
    return tenths // 10 if tenths % 10 == 0 else tenths / 10


def question_text(rng, number):
    if rng.random() < 0.2:
        return f"{rng.choice(RUSSIAN)} {rng.choice(WORDS)} №{number}?"
    return f"Which {rng.choice(WORDS)} is known as the {rng.choice(WORDS)} of the {rng.choice(WORDS)} #{number}?"


def custom_question(rng, number, created):
    yes_no = rng.random() < 0.15
    entry = {"text": question_text(rng, number)}
    if yes_no:
        entry["correct"], entry["incorrect"] = ("Yes", ["No"]) if rng.random() < 0.5 else ("No", ["Yes"])
    else:
        entry["correct"] = f"{rng.choice(WORDS).title()} {number}"
        entry["incorrect"] = [f"{rng.choice(WORDS).title()} {number + k}" for k in (1, 2, 3)]
    if rng.random() < 0.7:
        entry["category"] = rng.choice(CATEGORIES)
    if rng.random() < 0.6:
        entry["difficulty"] = rng.choice(DIFFICULTIES)
    return {"id": new_id(rng), "createdAt": iso(created), "entry": entry}


def answer(rng, mode, source, hints_left):
    number = rng.randint(1, 1_000_000)
    if mode == "yesno":
        title = f"The {rng.choice(WORDS).title()} {rng.choice(WORDS).title()} ({rng.randint(1950, 2025)})"
        options = ["Yes", "No"]
        correct = rng.choice(options)
        record = {"question": f"Is this movie rated above {rng.choice([7, 8, 8.5, 9])}?", "subject": title}
    else:
        options = [f"{rng.choice(WORDS).title()} {number + k}" for k in range(4)]
        correct = options[0]
        rng.shuffle(options)
        record = {"question": question_text(rng, number), "subject": None}
    is_correct = rng.random() < 0.65
    chosen = correct if is_correct else rng.choice([o for o in options if o != correct])
    if rng.random() < 0.03:
        chosen, is_correct = None, False
    hints = []
    if mode == "millionaire" and hints_left and rng.random() < 0.2:
        hints.append(hints_left.pop(rng.randrange(len(hints_left))))
    record.update({"options": options, "correctAnswer": correct, "chosenAnswer": chosen,
                   "isCorrect": is_correct, "seconds": seconds(rng), "hints": hints})
    if mode == "yesno":
        record["questionID"] = f"tt{rng.randint(100000, 9999999):07d}"
    elif source == "custom":
        record["questionID"] = new_id(rng)
    else:
        record["questionID"] = f"{rng.getrandbits(64):016x}"
        record["category"] = rng.choice(CATEGORIES)
        record["difficulty"] = rng.choice(DIFFICULTIES)
    return record


def game(rng, finished):
    mode, source = rng.choices([(m, s) for m, s, _ in MODES], weights=[w for _, _, w in MODES])[0]
    hints_left = list(HINTS)
    answers = [answer(rng, mode, source, hints_left) for _ in range(ANSWERS_PER_GAME)]
    correct = sum(a["isCorrect"] for a in answers)
    started = finished - datetime.timedelta(seconds=sum(a["seconds"] for a in answers) + 5)
    record = {"id": new_id(rng), "mode": mode, "source": source, "startedAt": iso(started),
              "finishedAt": iso(finished), "outcome": "completed", "correct": correct,
              "total": len(answers), "prize": 0, "answers": answers}
    if mode == "millionaire":
        ladder = [100, 200, 300, 500, 1000, 2000, 4000, 8000, 16000, 32000]
        record["outcome"] = rng.choice(["eliminated", "walked-away"])
        record["prize"] = ladder[correct - 1] if correct else 0
    elif mode == "classic" and source == "trivia" and rng.random() < 0.1:
        record["daily"] = finished.strftime("%Y-%m-%d")
    return record


class Statistics:
    """Statistics.record(_:) in Python: the same totals, records and chart."""

    RECENT_LIMIT = 20

    def __init__(self):
        self.overall = {"gamesPlayed": 0, "totalCorrect": 0, "totalQuestions": 0}
        self.modes = {}
        self.recent = []
        self.last_id = None
        self.daily_days = []

    @staticmethod
    def best(record):
        return {"correct": record["correct"], "total": record["total"], "date": record["finishedAt"], "mode": record["mode"]}

    @staticmethod
    def add(tally, record):
        tally["gamesPlayed"] += 1
        tally["totalCorrect"] += record["correct"]
        tally["totalQuestions"] += record["total"]

    def record(self, record):
        self.add(self.overall, record)
        tally = self.modes.setdefault(record["mode"], {"gamesPlayed": 0, "totalCorrect": 0, "totalQuestions": 0})
        self.add(tally, record)
        if "best" not in tally or record["correct"] > tally["best"]["correct"]:
            tally["best"] = self.best(record)
        share = lambda b: 0 if b["total"] == 0 else b["correct"] / b["total"]
        candidate, best = self.best(record), self.overall.get("best")
        if best is None or share(candidate) > share(best) or (share(candidate) == share(best) and candidate["correct"] > best["correct"]):
            self.overall["best"] = candidate
        self.recent.append(0 if record["total"] == 0 else record["correct"] / record["total"] * 100)
        del self.recent[:-self.RECENT_LIMIT]
        if record.get("daily") and record["daily"] not in self.daily_days:
            self.daily_days.append(record["daily"])
        self.last_id = record["id"]

    def json(self):
        value = {"overall": self.overall, "modes": self.modes, "recentAccuracy": self.recent, "dailyDays": self.daily_days}
        if self.last_id:
            value["lastGameID"] = self.last_id
        return value


def write_atomically(path, text):
    temporary = path + ".generating"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(temporary, path)


TEMPLATE_POOL = 4096
PLACEHOLDER = re.compile(r'"@@(ID|STARTED|FINISHED|DAILY)@@"')


def fast_id(rng):
    """A version-4 UUID in upper case, as new_id, without the uuid module's cost."""
    h = f"{rng.getrandbits(128):032X}"
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89AB'[int(h[16], 16) & 3]}{h[17:20]}-{h[20:32]}"


def game_templates(rng, count):
    """`count` games serialized once, split around their id, dates and daily day.

    Large histories repeat these answers with fresh ids and dates: the bytes
    per game, the mix of modes and the statistics stay realistic, and a
    million games take seconds instead of minutes."""
    templates = []
    epoch = datetime.datetime(2026, 1, 1)
    for _ in range(count):
        record = game(rng, epoch)
        started = datetime.datetime.strptime(record["startedAt"], "%Y-%m-%dT%H:%M:%SZ")
        record.update(id="@@ID@@", startedAt="@@STARTED@@", finishedAt="@@FINISHED@@")
        if "daily" in record:
            record["daily"] = "@@DAILY@@"
        pieces = PLACEHOLDER.split(dumps(record))
        summary = {"correct": record["correct"], "total": record["total"], "mode": record["mode"]}
        templates.append((pieces, epoch - started, summary))
    return templates


class FastClock:
    """iso() for whole seconds since the epoch, the date part cached per day:
    strftime per game was most of a million games' cost."""

    def __init__(self):
        self.days = {}

    def day(self, seconds):
        number = seconds // 86400
        if number not in self.days:
            self.days[number] = (EPOCH + datetime.timedelta(days=number)).strftime("%Y-%m-%d")
        return self.days[number]

    def iso(self, seconds):
        rest = seconds % 86400
        return f"{self.day(seconds)}T{rest // 3600:02d}:{rest // 60 % 60:02d}:{rest % 60:02d}Z"


EPOCH = datetime.datetime(1970, 1, 1)


def write_history(path, rng, games, now, span, statistics):
    templates = game_templates(rng, min(games, TEMPLATE_POOL))
    choices = rng.choices(range(len(templates)), k=games) if games > TEMPLATE_POOL else range(games)
    clock = FastClock()
    end = int((now - EPOCH).total_seconds())
    length = int(span.total_seconds())
    with open(path + ".generating", "w", encoding="utf-8") as file:
        lines = []
        for index, choice in enumerate(choices):
            pieces, duration, summary = templates[choice]
            finished = end - length + length * (index + 1) // max(games, 1)
            values = {"ID": fast_id(rng), "STARTED": clock.iso(finished - int(duration.total_seconds())),
                      "FINISHED": clock.iso(finished), "DAILY": clock.day(finished)}
            text = "".join(piece if position % 2 == 0 else f'"{values[piece]}"' for position, piece in enumerate(pieces))
            record = dict(summary, id=values["ID"], finishedAt=values["FINISHED"])
            if len(pieces) > 7:
                record["daily"] = values["DAILY"]
            statistics.record(record)
            lines.append(text)
            if len(lines) >= 10_000:
                file.write("\n".join(lines) + "\n")
                lines.clear()
        if lines:
            file.write("\n".join(lines) + "\n")
    os.replace(path + ".generating", path)


def question_templates(rng, count, now):
    """Questions serialized once, split around id, date and number (see game_templates)."""
    templates = []
    for _ in range(count):
        question = custom_question(rng, SENTINEL, now)
        question.update(id="@@ID@@", createdAt="@@CREATED@@")
        text = dumps(question).replace(str(SENTINEL // 10), "@@NUMBER@@")
        templates.append(re.split(r"@@(ID|CREATED|NUMBER)@@", text))
    return templates


SENTINEL = 9876543210


def write_questions(path, rng, count, now, span, pack=False):
    """The bank (or, with pack, an import pack of new texts), streamed: a
    million questions never sit in memory. Every text is unique: it holds
    the question's number."""
    templates = question_templates(rng, min(count, TEMPLATE_POOL), now)
    start = (now - span).replace(microsecond=0)
    with open(path + ".generating", "w", encoding="utf-8") as file:
        file.write('{"questions":[')
        chunk = []
        for number in range(count):
            pieces = templates[number % len(templates)]
            created = start + span * (number / max(count, 1))
            values = {"ID": fast_id(rng), "CREATED": iso(created.replace(microsecond=0)), "NUMBER": str(number)}
            text = "".join(piece if position % 2 == 0 else values[piece] for position, piece in enumerate(pieces))
            if pack:
                text = dumps(dict(json.loads(text)["entry"], text=json.loads(text)["entry"]["text"][:-1] + " (pack)?"))
            chunk.append(text)
            if len(chunk) >= 10_000:
                file.write(("," if number >= len(chunk) else "") + ",".join(chunk))
                chunk.clear()
        if chunk:
            file.write(("," if count > len(chunk) else "") + ",".join(chunk))
        file.write("]}\n")
    os.replace(path + ".generating", path)


REFERENCE = datetime.datetime(2001, 1, 1, tzinfo=datetime.timezone.utc)


def reference_seconds(text):
    """An ISO-8601 time as Date's own seconds (since 2001), as QuizStore keeps dates."""
    moment = datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)
    return (moment - REFERENCE).total_seconds()


def schema_steps():
    """The SQL of each schema version, read from Schema.swift."""
    here = os.path.dirname(os.path.abspath(__file__))
    source = open(os.path.join(here, "..", "Sources", "QuizStore", "Schema", "Schema.swift"), encoding="utf-8").read()
    names = re.search(r"static let migrations: \[String\] = \[([^\]]*)\]", source).group(1)
    steps = []
    for name in [n.strip() for n in names.split(",") if n.strip()]:
        body = re.search(r"static let " + name + r' = """\n(.*?)\n\s*"""', source, re.S).group(1)
        steps.append(body)
    return steps


def repeat_hash(text):
    """QuestionRepeat.hash: FNV-1a of the text trimmed and lower-cased, as a signed 64-bit integer."""
    value = 0xcbf29ce484222325
    for byte in text.strip().lower().encode("utf-8"):
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return value - (1 << 64) if value >= 1 << 63 else value


def array(values):
    return json.dumps(values, ensure_ascii=False, separators=(",", ":"))


def write_database(folder):
    """Moves history.jsonl, statistics.json and questions.json into a new quizctl.db, as QuizStore writes them."""
    path = os.path.join(folder, "quizctl.db")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    database = sqlite3.connect(path, isolation_level=None)
    database.execute("PRAGMA journal_mode = WAL")
    for version, step in enumerate(schema_steps(), start=1):
        database.execute("BEGIN")
        for statement in split_sql(step):
            database.execute(statement)
        database.execute(f"PRAGMA user_version = {version}")
        database.execute("COMMIT")
    database.execute("BEGIN")
    with open(os.path.join(folder, "history.jsonl"), encoding="utf-8") as history:
        for line in history:
            if not line.strip():
                continue
            game = json.loads(line)
            players = game.get("players")
            hints = game.get("walkAwayHints")
            cursor = database.execute(
                "INSERT INTO games (id, mode, source, started_at, finished_at, outcome, correct, total, prize, daily, "
                "walk_away_hints, player_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game["id"], game["mode"], game["source"], reference_seconds(game["startedAt"]),
                 reference_seconds(game["finishedAt"]), game["outcome"], game["correct"], game["total"],
                 game.get("prize", 0), game.get("daily"), array(hints) if hints is not None else None,
                 len(players) if players is not None else None))
            seq = cursor.lastrowid
            database.executemany(
                "INSERT INTO answers (game_seq, position, question, subject, options, correct_answer, chosen_answer, "
                "is_correct, seconds, hints, question_id, category, difficulty) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(seq, position, a["question"], a.get("subject"), array(a["options"]), a["correctAnswer"],
                  a.get("chosenAnswer"), 1 if a["isCorrect"] else 0, float(a["seconds"]), array(a.get("hints", [])),
                  a.get("questionID"), a.get("category"), a.get("difficulty"))
                 for position, a in enumerate(game.get("answers", []))])
            for index, player in enumerate(players or []):
                database.execute(
                    "INSERT INTO party_players (game_seq, position, name, points, correct) VALUES (?, ?, ?, ?, ?)",
                    (seq, index, player["name"], player["points"], player["correct"]))
                database.executemany(
                    "INSERT INTO party_answers (game_seq, player, position, question, chosen_answer, is_correct, seconds, "
                    "points) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [(seq, index, position, a["question"], a.get("chosenAnswer"), 1 if a["isCorrect"] else 0,
                      float(a["seconds"]), a["points"]) for position, a in enumerate(player.get("answers", []))])
    # Every question a saved game asked (schema 5), as GameRows records them on each save.
    database.execute("INSERT OR IGNORE INTO asked_questions (question_id) "
                     "SELECT question_id FROM answers WHERE question_id IS NOT NULL")
    with open(os.path.join(folder, "statistics.json"), encoding="utf-8") as file:
        statistics = json.load(file)

    # The statistics as rows (schema 3), as StatisticsRow writes them.
    database.execute("INSERT OR REPLACE INTO statistics (id, daily_days, last_game_id) VALUES (1, ?, ?)",
                     ("\n".join(statistics.get("dailyDays", [])), statistics.get("lastGameID")))
    tallies = [("", statistics["overall"])] + list(statistics.get("modes", {}).items())
    for mode, tally in tallies:
        best = tally.get("best")
        database.execute(
            "INSERT INTO tallies (mode, games_played, total_correct, total_questions, best_correct, best_total, best_date, "
            "best_mode) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (mode, tally["gamesPlayed"], tally["totalCorrect"], tally["totalQuestions"], best and best["correct"],
             best and best["total"], best and reference_seconds(best["date"]), best and best["mode"]))
    # The record of each kind of round (schema 7), as Statistics.keepRecord
    # keeps them: the most right answers, the earlier of equals; the
    # Millionaire ladder is one kind (questions 0).
    database.execute(
        "INSERT INTO round_records (mode, questions, correct, total, date) "
        "SELECT mode, questions, correct, total, date FROM ("
        " SELECT mode, CASE mode WHEN 'millionaire' THEN 0 ELSE total END AS questions, correct, total, finished_at AS date,"
        " row_number() OVER (PARTITION BY mode, CASE mode WHEN 'millionaire' THEN 0 ELSE total END"
        " ORDER BY correct DESC, finished_at, seq) AS rank"
        " FROM games WHERE mode IN ('yesno', 'classic', 'millionaire')) WHERE rank = 1")
    database.executemany("INSERT INTO recent_accuracy (position, accuracy) VALUES (?, ?)",
                         list(enumerate(float(value) for value in statistics.get("recentAccuracy", []))))
    database.executemany(
        "INSERT INTO player_bests (key, name, games_played, wins, best_points, best_correct, best_date) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(key, best["name"], best["gamesPlayed"], best["wins"], best["bestPoints"], best["bestCorrect"],
          reference_seconds(best["bestDate"])) for key, best in (statistics.get("players") or {}).items()])
    with open(os.path.join(folder, "questions.json"), encoding="utf-8") as file:
        questions = json.load(file)["questions"]
    database.executemany(
        "INSERT INTO questions (id, text, correct, incorrect, category, difficulty, created_at, pack, repeat_hash) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)",
        [(q["id"], q["entry"]["text"], q["entry"]["correct"], array(q["entry"]["incorrect"]), q["entry"].get("category"),
          q["entry"].get("difficulty"), reference_seconds(q["createdAt"]), repeat_hash(q["entry"]["text"]))
         for q in questions])
    database.execute("COMMIT")
    database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    database.close()
    os.chmod(path, 0o600)
    os.remove(os.path.join(folder, "history.jsonl"))
    os.remove(os.path.join(folder, "statistics.json"))
    os.remove(os.path.join(folder, "questions.json"))


def split_sql(script):
    """The statements of a step (sqlite3's execute runs one at a time): split on the semicolons that end lines."""
    statements, current = [], []
    for line in script.split("\n"):
        stripped = line.split("--", 1)[0].rstrip()
        current.append(stripped)
        if stripped.endswith(";"):
            statements.append("\n".join(current))
            current = []
    if "".join(current).strip():
        statements.append("\n".join(current))
    return statements


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--questions", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--pack", metavar="FILE", help="also write an import pack of --pack-questions new questions")
    parser.add_argument("--pack-questions", type=int, default=100_000)
    parser.add_argument("--legacy", action="store_true", help="write history.jsonl and statistics.json, not quizctl.db")
    options = parser.parse_args()
    rng = random.Random(options.seed)
    os.makedirs(options.folder, mode=0o700, exist_ok=True)
    now = datetime.datetime(2026, 11, 1, 12, 0, 0)
    span = datetime.timedelta(days=3 * 365)

    statistics = Statistics()
    write_history(os.path.join(options.folder, "history.jsonl"), rng, options.games, now, span, statistics)
    write_atomically(os.path.join(options.folder, "statistics.json"), dumps(statistics.json()) + "\n")
    write_questions(os.path.join(options.folder, "questions.json"), rng, options.questions, now, span)
    if not options.legacy:
        write_database(options.folder)
    if options.pack:
        write_questions(options.pack, random.Random(options.seed + 1), options.pack_questions, now, span, pack=True)


if __name__ == "__main__":
    main()
