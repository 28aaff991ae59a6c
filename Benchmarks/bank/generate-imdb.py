#!/usr/bin/env python3
"""Writes IMDb-shaped datasets for the import measurement, gzip-compressed.

    generate-imdb.py FOLDER --basics N [--seed S]

title.basics.tsv.gz gets N title rows (about one in twelve a movie, as in
IMDb's own file); title.ratings.tsv.gz rates about one title in seven.
"""

import argparse
import gzip
import os
import random

TYPES = ["movie"] + ["tvEpisode"] * 8 + ["short", "tvSeries", "video"]
GENRES = ["Drama", "Comedy", "Action", "Documentary", "Horror", "Romance"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--basics", type=int, default=10_000_000)
    parser.add_argument("--seed", type=int, default=5)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    os.makedirs(options.folder, exist_ok=True)
    basics = gzip.open(os.path.join(options.folder, "title.basics.tsv.gz"), "wt", encoding="utf-8", compresslevel=6)
    ratings = gzip.open(os.path.join(options.folder, "title.ratings.tsv.gz"), "wt", encoding="utf-8", compresslevel=6)
    basics.write("tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n")
    ratings.write("tconst\taverageRating\tnumVotes\n")
    rows, rated = [], []
    for number in range(1, options.basics + 1):
        kind = rng.choice(TYPES)
        title = f"Title number {number}"
        year = str(rng.randint(1900, 2025)) if rng.random() < 0.95 else "\\N"
        genres = ",".join(rng.sample(GENRES, rng.randint(1, 3)))
        rows.append(f"tt{number:07d}\t{kind}\t{title}\t{title}\t0\t{year}\t\\N\t{rng.randint(5, 200)}\t{genres}\n")
        if rng.random() < 0.14:
            rated.append(f"tt{number:07d}\t{rng.randint(10, 100) / 10}\t{int(rng.paretovariate(1.2) * 5)}\n")
        if len(rows) >= 100_000:
            basics.write("".join(rows))
            rows = []
    basics.write("".join(rows))
    ratings.write("".join(rated))
    basics.close()
    ratings.close()


if __name__ == "__main__":
    main()
