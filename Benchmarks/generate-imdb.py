#!/usr/bin/env python3
"""Writes IMDb-shaped dataset files for the import benchmark.

    generate-imdb.py FOLDER --basics-rows N [--seed S]

FOLDER/title.basics.tsv.gz holds N titles in IMDb's nine columns (a tenth
of them movies, the rest episodes, shorts and series, as in the real file),
FOLDER/title.ratings.tsv.gz a rating for about one title in seven. Both are
compressed by `gzip -1` reading a pipe, while Python writes the next rows.
"""

import argparse
import os
import random
import subprocess

TYPES = ["movie"] * 10 + ["tvEpisode"] * 60 + ["short"] * 10 + ["tvSeries"] * 10 + ["video"] * 5 + ["tvMovie"] * 5
GENRES = ["Drama", "Comedy", "Crime,Drama", "Action,Adventure,Sci-Fi", "Documentary", "Animation,Family", "\\N"]
WORDS = "river mountain night city garden letter winter shadow empire ocean island storm".split()


def compressed_writer(path):
    output = open(path + ".generating", "wb")
    gzip = subprocess.Popen(["gzip", "-1", "-c"], stdin=subprocess.PIPE, stdout=output)
    return gzip, output


def finish(gzip, output, path):
    gzip.stdin.close()
    if gzip.wait() != 0:
        raise SystemExit(f"gzip failed writing {path}")
    output.close()
    os.replace(path + ".generating", path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--basics-rows", type=int, default=10_000_000)
    parser.add_argument("--seed", type=int, default=11)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    os.makedirs(options.folder, exist_ok=True)
    basics_path = os.path.join(options.folder, "title.basics.tsv.gz")
    ratings_path = os.path.join(options.folder, "title.ratings.tsv.gz")
    basics, basics_file = compressed_writer(basics_path)
    ratings, ratings_file = compressed_writer(ratings_path)
    basics.stdin.write(b"tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n")
    ratings.stdin.write(b"tconst\taverageRating\tnumVotes\n")
    # Row texts come from a pool of patterns; only the id and the numbers change.
    types = [rng.choice(TYPES) for _ in range(4096)]
    titles = [f"The {rng.choice(WORDS).title()} of {rng.choice(WORDS).title()}" for _ in range(4096)]
    genres = [rng.choice(GENRES) for _ in range(4096)]
    chunk, rating_chunk = [], []
    for number in range(1, options.basics_rows + 1):
        k = number & 4095
        title = titles[(number * 7) & 4095]
        year = 1920 + number % 105
        chunk.append(f"tt{number:07d}\t{types[k]}\t{title} {number}\t{title} {number}\t{int(k == 17)}\t{year}\t\\N\t{60 + k % 120}\t{genres[k]}")
        if number % 7 == 0:
            rating_chunk.append(f"tt{number:07d}\t{1 + (number * 13) % 90 / 10:.1f}\t{(number * 7919) % 2_500_000 + 5}")
        if len(chunk) >= 50_000:
            basics.stdin.write(("\n".join(chunk) + "\n").encode())
            chunk.clear()
            if rating_chunk:
                ratings.stdin.write(("\n".join(rating_chunk) + "\n").encode())
                rating_chunk.clear()
    if chunk:
        basics.stdin.write(("\n".join(chunk) + "\n").encode())
    if rating_chunk:
        ratings.stdin.write(("\n".join(rating_chunk) + "\n").encode())
    finish(basics, basics_file, basics_path)
    finish(ratings, ratings_file, ratings_path)


if __name__ == "__main__":
    main()
