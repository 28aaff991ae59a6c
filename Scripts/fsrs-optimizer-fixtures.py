#!/usr/bin/env python3
"""Fixtures for quizctl's FSRS-6 optimizer, made with the reference.

The reference is fsrs-rs, through PyPI `fsrs-rs-python` (its FSRS.compute_parameters
and FSRS.evaluate); it makes the fixtures and is never a dependency of quizctl.

    python3 -m venv /tmp/fsrsenv && /tmp/fsrsenv/bin/pip install fsrs-rs-python fsrs

Modes:

    generate QUIZCTL    writes Tests/Fixtures/Review/Optimizer/: five simulated
                        review logs, one log played with the quizctl binary
                        QUIZCTL in a scripted session, and results.json with the
                        reference's fit and evaluation of each
    check FILE          evaluates, with the reference, the parameters quizctl
                        fitted (FILE: {"name": [21 weights], ...}) on each log
    benchmark REVIEWS OUT
                        writes a simulated log of about REVIEWS reviews to OUT
                        and prints the reference's fitting time in seconds
    fit LOG             fits LOG with the reference and prints the weights
                        (the benchmark's peer, timed from outside)

A log is CSV: `card,time,rating` (time in whole seconds since 1970, UTC; rating
1-4), in the order recorded, as quizctl's review_events table keeps it.
"""

import csv
import json
import math
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from importlib import metadata

import fsrs_rs_python as ref

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "..", "Tests", "Fixtures", "Review", "Optimizer")
DAY = 86400
START = 1767225600  # 2026-01-01T00:00:00Z
EPOCHS = 8  # as Anki asks fsrs-rs

# The simulated learners: (name, seed, cards, days, new cards a day, share). Each
# learner's true weights are the defaults moved at random (seeded) by up to
# the share given, and their reviews are scheduled by the defaults, as a new
# user's would be, so the fit has something to find.
LEARNERS = [
    ("learner-1", 101, 1400, 240, 12, 0.3),
    ("learner-2", 202, 1300, 260, 10, 0.5),
    ("learner-3", 303, 1200, 200, 15, 0.4),
    ("learner-4", 404, 1600, 300, 8, 0.6),
    ("learner-5", 505, 1500, 220, 20, 0.5),
]

LOW = [0.001] * 4 + [1, 0.001, 0.001, 0.001, 0, 0, 0.001, 0.001, 0.001, 0.001, 0, 0, 1, 0, 0, 0.01, 0.1]
HIGH = [100] * 4 + [10, 4, 4, 0.75, 4.5, 0.8, 3.5, 5, 0.25, 0.9, 4, 1, 6, 2, 2, 0.8, 0.8]


def true_weights(rng, share):
    weights = []
    for i, w in enumerate(ref.DEFAULT_PARAMETERS):
        moved = w * math.exp(rng.uniform(-share, share))
        weights.append(min(max(moved, LOW[i]), HIGH[i]))
    return weights


def pick(states, rating):
    return [states.again, states.hard, states.good, states.easy][rating - 1]


def write_log(path, log):
    with open(path, "w", newline="") as out:
        out.write("card,time,rating\n")
        for card, moment, rating in log:
            out.write(f"{card},{moment},{rating}\n")


def read_log(path):
    with open(path) as file:
        return [(row["card"], int(row["time"]), int(row["rating"])) for row in csv.DictReader(file)]


def items_of(log):
    """FSRS items as Anki builds them: per card, in time order, the days between
    reviews counted between their UTC days; an item for every review a day or
    more after the previous one (not the first); items in the time order of
    their reviews. Card ids: the order cards were first reviewed."""
    ids = {}
    by_card = {}
    for order, (card, moment, rating) in enumerate(log):
        ids.setdefault(card, len(ids))
        by_card.setdefault(card, []).append((moment, order, rating))
    timed = []
    for card, reviews in by_card.items():
        reviews.sort()
        history = []
        previous = None
        for position, (moment, order, rating) in enumerate(reviews):
            day = moment // DAY
            elapsed = 0 if previous is None else max(0, day - previous)
            previous = day
            history.append((rating, elapsed))
            if position > 0 and elapsed > 0:
                timed.append((moment, order, ids[card], list(history)))
    timed.sort(key=lambda t: (t[0], t[1]))
    items = [ref.FSRSItem([ref.FSRSReview(r, t) for r, t in h]) for _, _, _, h in timed]
    return items, [t[2] for t in timed]


def evaluate(weights, items):
    e = ref.FSRS(list(weights)).evaluate(items)
    return {"logLoss": e.log_loss, "rmseBins": e.rmse_bins}


def fit(items, card_ids, epochs=EPOCHS, seed=2023):
    config = ref.TrainingConfig(num_epochs=epochs, seed=seed)
    started = time.perf_counter()
    weights = ref.FSRS(list(ref.DEFAULT_PARAMETERS)).compute_parameters(
        items, card_ids=card_ids, enable_short_term=True, num_relearning_steps=1, training_config=config
    )
    return list(weights), time.perf_counter() - started


def session_log(quizctl):
    """A log played with quizctl: 240 yes/no questions, 20 new a day, sessions at
    09:00, 09:20 and 18:00 UTC for 100 days, each question answered right with
    probability 0.85 (seeded), fuzz on; read back from quizctl.db's review_events."""
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QUIZCTL_HOME=home)

        def run(*args, stdin=""):
            return subprocess.run([quizctl, *args], input=stdin, env=env, capture_output=True, text=True)

        for i in range(240):
            run("add", "--text", f"Question {i + 1}", "--correct", "Yes", "--wrong", "No")
        run("settings", "set", "review-new-per-day", "20")
        for day in range(100):
            for clock in ("09:00", "09:20", "18:00"):
                stamp = time.strftime("%Y-%m-%d", time.gmtime(START + day * DAY)) + f"T{clock}:00Z"
                answers = "".join("1\n" if rng.random() < 0.85 else "2\n" for _ in range(400))
                env["QUIZCTL_NOW"] = stamp
                run("play", "review", "--json", stdin=answers)
        database = sqlite3.connect(os.path.join(home, "quizctl.db"))
        rows = database.execute("SELECT card_id, at, rating FROM review_events ORDER BY seq").fetchall()
        database.close()
        return [(card, at, rating) for card, at, rating in rows]


def generate(quizctl):
    os.makedirs(FOLDER, exist_ok=True)
    results = {
        "reference": {
            "fsrs-rs-python": metadata.version("fsrs-rs-python"),
            "epochs": EPOCHS,
            "defaults": list(ref.DEFAULT_PARAMETERS),
        },
        "logs": [],
    }
    logs = []
    for name, seed, cards, days, per_day, share in LEARNERS:
        weights = true_weights(random.Random(seed), share)
        logs.append((name, simulate(seed, cards, days, per_day, share), weights))
    logs.append(("quizctl-session", session_log(quizctl), None))
    for name, log, truth in logs:
        write_log(os.path.join(FOLDER, f"{name}.csv"), log)
        items, card_ids = items_of(read_log(os.path.join(FOLDER, f"{name}.csv")))
        fitted, seconds = fit(items, card_ids)
        entry = {
            "name": name,
            "reviews": len(log),
            "items": len(items),
            "trueParameters": truth,
            "fittedParameters": fitted,
            "defaultMetrics": evaluate(ref.DEFAULT_PARAMETERS, items),
            "fittedMetrics": evaluate(fitted, items),
            # No epoch: the outlier filter and the initial stabilities alone.
            "initialParameters": fit(items, card_ids, epochs=0)[0],
            # The reference's own spread: its fit with other shuffle seeds.
            "otherSeedsFittedMetrics": [evaluate(fit(items, card_ids, seed=seed)[0], items) for seed in (1, 2, 3, 4, 5)],
        }
        print(name, entry["reviews"], entry["items"], entry["defaultMetrics"], entry["fittedMetrics"], f"{seconds:.2f}s")
        results["logs"].append(entry)
    with open(os.path.join(FOLDER, "results.json"), "w") as out:
        json.dump(results, out, indent=2)
        out.write("\n")


def simulate(seed, cards, days, per_day, share):
    """A learner's log: a learning step the same day after Again or Hard, then
    reviews on the due day, recalled with the probability the true weights give."""
    rng = random.Random(seed)
    weights = true_weights(rng, share)
    truth = ref.FSRS(weights)
    scheduler = ref.FSRS(list(ref.DEFAULT_PARAMETERS))
    decay = -weights[20]
    factor = 0.9 ** (1 / decay) - 1
    state = {}
    log = []
    introduced = 0
    for day in range(days):
        moment = START + day * DAY + 8 * 3600 + rng.randrange(3600)
        due = sorted(card for card, s in state.items() if s[3] <= day)
        fresh = []
        while introduced < cards and len(fresh) < per_day:
            fresh.append(introduced)
            introduced += 1
        for card in due + fresh:
            moment += rng.randrange(5, 40)
            if card in state:
                memory, scheduled, last, _ = state[card]
                elapsed = day - last
                recall = (1 + factor * elapsed / memory.stability) ** decay
                rating = rng.choices([2, 3, 4], [0.15, 0.75, 0.10])[0] if rng.random() < recall else 1
            else:
                memory, scheduled, elapsed = None, None, 0
                rating = rng.choices([1, 2, 3, 4], [0.2, 0.1, 0.6, 0.1])[0]
            log.append((f"c{card}", moment, rating))
            memory = pick(truth.next_states(memory, 0.9, elapsed), rating).memory
            step = pick(scheduler.next_states(scheduled, 0.9, elapsed), rating)
            scheduled = step.memory
            if rating <= 2:
                moment += rng.randrange(600, 900)
                log.append((f"c{card}", moment, 3))
                memory = truth.next_states(memory, 0.9, 0).good.memory
                step = scheduler.next_states(scheduled, 0.9, 0).good
                scheduled = step.memory
            interval = max(1, round(step.interval * rng.uniform(0.95, 1.05)))
            state[card] = (memory, scheduled, day, day + interval)
    log.sort(key=lambda row: row[1])
    return log


def check(path):
    with open(path) as file:
        fitted = json.load(file)
    with open(os.path.join(FOLDER, "results.json")) as file:
        results = json.load(file)
    for entry in results["logs"]:
        if entry["name"] not in fitted:
            continue
        items, _ = items_of(read_log(os.path.join(FOLDER, f"{entry['name']}.csv")))
        mine = evaluate(fitted[entry["name"]], items)
        theirs = entry["fittedMetrics"]
        print(
            f"{entry['name']}: quizctl's fit {mine['logLoss']:.5f} / {mine['rmseBins']:.5f}, "
            f"reference's fit {theirs['logLoss']:.5f} / {theirs['rmseBins']:.5f} (log loss / RMSE(bins), by the reference)"
        )


def benchmark(reviews, out):
    cards = max(100, reviews // 11)
    log = simulate(909, cards, 365, max(1, cards // 250), 0.5)
    write_log(out, log)
    items, card_ids = items_of(read_log(out))
    _, seconds = fit(items, card_ids)
    print(f"{len(log)} reviews, {len(items)} items, reference fit {seconds:.2f} s")


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "generate" and len(sys.argv) == 3:
        generate(sys.argv[2])
    elif mode == "check" and len(sys.argv) == 3:
        check(sys.argv[2])
    elif mode == "fit" and len(sys.argv) == 3:
        print(fit(*items_of(read_log(sys.argv[2])))[0])
    elif mode == "benchmark" and len(sys.argv) == 4:
        benchmark(int(sys.argv[2]), sys.argv[3])
    else:
        sys.exit(__doc__)
