#!/usr/bin/env python3
"""Writes a quizctl data folder for the benchmarks and the stress tests.

    generate-data.py FOLDER --games N --questions M [--seed S]

It writes quizctl's own file formats, exactly as quizctl writes them:

- history.jsonl: one finished game per line, one compact JSON object
  (HistoryLog's format: GameRecord with its answers), oldest first;
- statistics.json: the all-time statistics those games add up to, folded
  the way Statistics.record(_:) folds them, lastGameID = the newest game;
- questions.json: a QuestionBank of M of your own questions.

Games are realistic: 10 answers each, a mix of classic (trivia and custom),
yes/no (movies) and Millionaire rounds with lifelines, some daily challenges,
spread over the last three years. The output depends only on the seed.
"""

import argparse
import datetime
import json
import os
import random
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--questions", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=7)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    os.makedirs(options.folder, mode=0o700, exist_ok=True)
    now = datetime.datetime(2026, 11, 1, 12, 0, 0)
    span = datetime.timedelta(days=3 * 365)

    statistics = Statistics()
    history = os.path.join(options.folder, "history.jsonl")
    with open(history + ".generating", "w", encoding="utf-8") as file:
        for index in range(options.games):
            finished = now - span + span * (index + 1) / max(options.games, 1)
            record = game(rng, finished.replace(microsecond=0))
            statistics.record(record)
            file.write(dumps(record) + "\n")
    os.replace(history + ".generating", history)
    write_atomically(os.path.join(options.folder, "statistics.json"), dumps(statistics.json()) + "\n")

    questions = [custom_question(rng, number, now - span + span * number / max(options.questions, 1))
                 for number in range(options.questions)]
    write_atomically(os.path.join(options.folder, "questions.json"), dumps({"questions": questions}) + "\n")


if __name__ == "__main__":
    main()
