#!/usr/bin/env python3
"""Generates the FSRS-6 fixtures of quizctl's review scheduler, once.

Needs PyPI `fsrs` 6.3.2 (pip install fsrs==6.3.2). The tests never run this:
they read the JSON it wrote, committed beside it.

  vectors.json  review sequences of single cards (new, learning, review,
                relearning, every rating, early and late reviews, long gaps)
                with the reference's state after each review, fuzz off.
  month.json    a month of scripted `play review` sessions over eight
                yes/no cards (the acceptance test): for each session, the
                cards the queue must ask, the answers typed, and every
                card's state afterwards as the reference computes it.
"""
import json
import random
from datetime import datetime, timedelta, timezone
from importlib.metadata import version
from pathlib import Path

import fsrs
from fsrs import Card, Rating, Scheduler, State

HERE = Path(__file__).resolve().parent
SCHEDULER = Scheduler(enable_fuzzing=False)  # every other argument is the default
STATE_NAMES = {State.Learning: "learning", State.Review: "review", State.Relearning: "relearning"}


def iso(moment):
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def snapshot(card):
    return {
        "state": STATE_NAMES[card.state],
        "step": card.step,
        "due": iso(card.due),
        "stability": card.stability,
        "difficulty": card.difficulty,
    }


def run(name, start, plan):
    """plan: (when, rating) pairs; when is a timedelta after the previous
    review (after `start` for the first), or ("due", extra) for the card's
    due time plus `extra`."""
    card = Card(card_id=1, due=start)
    moment = start
    steps = []
    for when, rating in plan:
        if isinstance(when, tuple):
            moment = card.due + when[1]
        else:
            moment = moment + when
        moment = moment.replace(microsecond=0)
        card, _ = SCHEDULER.review_card(card, rating, moment)
        steps.append({"at": iso(moment), "rating": int(rating), "expected": snapshot(card)})
    return {"name": name, "steps": steps}


def vectors():
    start = datetime(2026, 1, 5, 9, 0, 0, tzinfo=timezone.utc)
    due = ("due", timedelta(0))
    zero = timedelta(0)
    A, H, G, E = Rating.Again, Rating.Hard, Rating.Good, Rating.Easy
    sequences = []
    for first in (A, H, G, E):
        sequences.append(run(f"new card rated {first.name}, then Good on time", start, [(zero, first)] + [(due, G)] * 6))
    sequences += [
        run("learning: Hard at step 0, Hard at step 1, Again at step 1", start, [(zero, H), (due, G), (due, H), (due, A), (due, G), (due, G)]),
        run("learning card reviewed three days late", start, [(zero, G), (timedelta(days=3), G), (due, G)]),
        run("review lapse, relearning Hard, Again, Good", start,
            [(zero, G), (due, G), (due, G), (due, A), (due, H), (due, A), (due, G), (due, G), (due, G)]),
        run("relearning reviewed two days late", start, [(zero, E), (due, A), (timedelta(days=2), G), (due, G)]),
        run("review card reviewed early the same day, every rating", start,
            [(zero, E), (timedelta(hours=2), G), (timedelta(hours=2), H), (timedelta(hours=2), E), (timedelta(hours=2), A), (due, G)]),
        run("long gaps: a year, then ten years late", start,
            [(zero, G), (due, G), (("due", timedelta(days=365)), G), (("due", timedelta(days=3650)), G), (due, A), (due, G)]),
        run("Easy every time until the maximum interval", start, [(zero, E)] + [(due, E)] * 24),
        run("Hard every time", start, [(zero, H)] + [(due, H)] * 10),
        run("Again every time", start, [(zero, A)] + [(due, A)] * 6 + [(due, G)] * 3),
        run("early and late Good in review", start,
            [(zero, G), (due, G), (("due", timedelta(days=-3)), G), (("due", timedelta(days=5)), G), (("due", timedelta(hours=-20)), H)]),
    ]
    rng = random.Random(20261123)
    for number in range(40):
        plan = [(zero, rng.choice([A, H, G, E]))]
        for _ in range(rng.randint(6, 14)):
            kind = rng.random()
            if kind < 0.6:
                when = ("due", timedelta(seconds=rng.randint(0, 3600)))
            elif kind < 0.8:
                when = ("due", timedelta(days=rng.randint(1, 400), seconds=rng.randint(0, 86399)))
            else:
                when = timedelta(seconds=rng.randint(60, 3 * 86400))
            plan.append((when, rng.choices([A, H, G, E], weights=[2, 2, 5, 1])[0]))
        sequences.append(run(f"random {number + 1}", start + timedelta(seconds=rng.randint(0, 86399)), plan))
    return {
        "generator": f"PyPI fsrs {version('fsrs')}, Scheduler(enable_fuzzing=False)",
        "parameters": list(SCHEDULER.parameters),
        "sequences": sequences,
    }


def month():
    """Eight cards, new-per-day 5, two sessions a day (09:00 and 09:30 UTC)
    for 30 days. The queue rule is quizctl's: learning and relearning cards
    due, by due date; then review cards due, by due date; then new cards in
    the order they were added, up to the daily limit. Ties keep the order
    the cards were added. Every card's right answer is option 1 (Yes)."""
    cards = [f"Card {number}: is this statement true?" for number in range(1, 9)]
    new_per_day = 5
    state = {text: None for text in cards}  # None: never reviewed
    first_day = {}
    sessions = []
    start = datetime(2026, 3, 2, 9, 0, 0, tzinfo=timezone.utc)
    for day in range(30):
        for minutes in (0, 30):
            now = start + timedelta(days=day, minutes=minutes)
            learning = [t for t in cards if state[t] and state[t].state in (State.Learning, State.Relearning) and state[t].due <= now]
            review = [t for t in cards if state[t] and state[t].state == State.Review and state[t].due <= now]
            order = lambda t: (state[t].due, cards.index(t))
            introduced_today = sum(1 for t in cards if t in first_day and first_day[t] == now.date())
            fresh = [t for t in cards if state[t] is None][: max(0, new_per_day - introduced_today)]
            queue = sorted(learning, key=order) + sorted(review, key=order) + fresh
            answers = []
            for text in queue:
                index = cards.index(text)
                right = (index * 7 + day * 3 + minutes) % 5 != 0
                answers.append(1 if right else 2)
                card = state[text] or Card(card_id=index + 1, due=now)
                card, _ = SCHEDULER.review_card(card, Rating.Good if right else Rating.Again, now)
                state[text] = card
                first_day.setdefault(text, now.date())
            after = {
                t: (snapshot(state[t]) if state[t] else {"state": "new", "due": None, "stability": None, "difficulty": None})
                for t in cards
            }
            sessions.append({"now": iso(now), "asked": queue, "answers": answers, "cards": after})
    return {"cards": cards, "newPerDay": new_per_day, "sessions": sessions}


if __name__ == "__main__":
    (HERE / "vectors.json").write_text(json.dumps(vectors(), indent=1) + "\n")
    (HERE / "month.json").write_text(json.dumps(month(), indent=1) + "\n")
