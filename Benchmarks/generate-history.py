#!/usr/bin/env python3
"""Writes a large history fast, for measuring the history-side commands at scale.

    generate-history.py FOLDER --games N [--pool P] [--seed S]

`generate-data.py` makes every game from scratch, which takes minutes for a
million games. This makes a pool of P realistic games with its `game()` (the
same modes, answers and daily challenges), then writes N lines, each a pool
game with a fresh id and its own dates (oldest first, spread over the last
three years), so every line is a distinct game in quizctl's own compact form.
statistics.json is folded from the lines written, as `Statistics.record(_:)`
folds them, with lastGameID = the newest game. No questions.json is written.

A million games (about 3.3 GB) take well under a minute.
"""

import argparse
import datetime
import importlib.util
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("generate_data", os.path.join(HERE, "generate-data.py"))
generate_data = importlib.util.module_from_spec(spec)
spec.loader.exec_module(generate_data)

ID_PLACEHOLDER = "00000000-0000-4000-8000-000000000000"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--pool", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    os.makedirs(options.folder, mode=0o700, exist_ok=True)
    now = datetime.datetime(2026, 11, 1, 12, 0, 0)
    span = datetime.timedelta(days=3 * 365)

    # Each pool game becomes a template: its id and dates are cut out and
    # filled in per line; everything else (answers included) is kept.
    templates = []
    for _ in range(options.pool):
        record = generate_data.game(rng, now)
        duration = datetime.datetime.strptime(record["finishedAt"], "%Y-%m-%dT%H:%M:%SZ") - \
            datetime.datetime.strptime(record["startedAt"], "%Y-%m-%dT%H:%M:%SZ")
        record["id"] = ID_PLACEHOLDER
        record["startedAt"] = "STARTED_AT__________"
        record["finishedAt"] = "FINISHED_AT_________"
        if "daily" in record:
            record["daily"] = "DAILY_____"
        text = generate_data.dumps(record)
        templates.append((text, duration, record))

    statistics = generate_data.Statistics()
    history = os.path.join(options.folder, "history.jsonl")
    step = span / max(options.games, 1)
    start = now - span
    with open(history + ".generating", "w", encoding="utf-8", buffering=1 << 20) as file:
        lines = []
        for index in range(options.games):
            text, duration, record = templates[rng.randrange(len(templates))]
            finished = (start + step * (index + 1)).replace(microsecond=0)
            game_id = generate_data.new_id(rng)
            finished_text = generate_data.iso(finished)
            line = text.replace(ID_PLACEHOLDER, game_id, 1) \
                .replace("STARTED_AT__________", generate_data.iso(finished - duration), 1) \
                .replace("FINISHED_AT_________", finished_text, 1)
            summary = {"id": game_id, "mode": record["mode"], "correct": record["correct"],
                       "total": record["total"], "finishedAt": finished_text}
            if "daily" in record:
                day = finished_text[:10]
                line = line.replace("DAILY_____", day, 1)
                summary["daily"] = day
            statistics.record(summary)
            lines.append(line)
            if len(lines) == 1000:
                file.write("\n".join(lines) + "\n")
                lines = []
        if lines:
            file.write("\n".join(lines) + "\n")
    os.replace(history + ".generating", history)
    generate_data.write_atomically(os.path.join(options.folder, "statistics.json"),
                                   generate_data.dumps(statistics.json()) + "\n")


if __name__ == "__main__":
    main()
