#!/usr/bin/env python3
"""Writes a question pack (CLI.md's import format) for the question-bank measurements.

    generate-pack.py FILE --questions N [--seed S] [--offset K]

Texts are numbered from --offset, so a pack made with another offset than the
bank's (generate-data.py numbers from 0) asks only new questions.
"""

import argparse
import json
import random

WORDS = ("river mountain planet author painter composer empire ocean island language element "
         "capital festival treaty engine galaxy molecule novel symphony desert glacier").split()
CATEGORIES = ["General Knowledge", "Science & Nature", "Geography", "History", "Art"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--questions", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--offset", type=int, default=1_000_000)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    questions = []
    for number in range(options.offset, options.offset + options.questions):
        entry = {"text": f"Which {rng.choice(WORDS)} is the {rng.choice(WORDS)} of pack question {number}?",
                 "correct": f"{rng.choice(WORDS).title()} {number}",
                 "incorrect": [f"{rng.choice(WORDS).title()} {number + k}" for k in (1, 2, 3)],
                 "category": rng.choice(CATEGORIES), "difficulty": rng.choice(["easy", "medium", "hard"])}
        questions.append(entry)
    with open(options.file, "w", encoding="utf-8") as file:
        json.dump({"questions": questions}, file, ensure_ascii=False, indent=1)
        file.write("\n")


if __name__ == "__main__":
    main()
