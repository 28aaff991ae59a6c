"""Benchmarks/bench: measures every row of Benchmarks/README.md and writes the table.

    python3 Benchmarks/bench --quizctl Q --hello H --floor F --dynamic-floor D --work DIR [--quick] [--only TEXT] [--out FILE]

run.sh builds the programs and calls this; see Benchmarks/README.md.
"""

import argparse
import datetime
import os
import platform
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from data import FSRS_SCRIPT, Data, game_ids, history_lines, oldest_game_id  # noqa: E402
from measure import measure_pairs, run_once  # noqa: E402
from rows import Peer, Row  # noqa: E402
from table import render, verdict  # noqa: E402
from checks import static_checks  # noqa: E402

SAVE = ["play", "classic", "--offline", "--count", "10", "--seed", "1", "--json", "--delay", "0"]


def remove(path):
    if os.path.exists(path):
        os.remove(path)


def restore_database(source, home):
    """Puts the database back as migrated before each import (else every
    later run would find all its questions already there)."""
    for suffix in ("", "-wal", "-shm"):
        remove(os.path.join(home, "quizctl.db" + suffix))
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(os.path.join(source, "quizctl.db" + suffix)):
            shutil.copyfile(os.path.join(source, "quizctl.db" + suffix), os.path.join(home, "quizctl.db" + suffix))


def restore_bank(source, home):
    """Puts the bank back as generated before each import: questions.json, and
    none of the journal, index or duplicate table the last import wrote (with
    them, every later run would find all its questions already there)."""
    for name in ("questions.journal", "questions.json.index", "questions.json.hashes"):
        remove(os.path.join(home, name))
    shutil.copyfile(os.path.join(source, "questions.json"), os.path.join(home, "questions.json"))


def lazily(make):
    """make(), called once, when first asked for."""
    made = []

    def value():
        if not made:
            made.append(make())
        return made[0]
    return value


def label(count):
    return f"{count // 1_000_000}M" if count >= 1_000_000 else f"{count // 1000}k"


def build_rows(options, data, answers):
    """Every row, in the order of the table. Data folders are made when a
    row starts (setup), so `--only` generates only what its rows need.

    quizctl runs on the database (`data.database`); the release before the
    database (`--baseline`, ab59a00) runs beside it on the same games (the
    same seed) in its own file format (`data.games`)."""
    quizctl, baseline = options.quizctl, options.baseline
    hello = Peer("C hello world", [options.hello])
    floor = Peer("Swift floor (static)", [options.floor])
    sizes = [1000, 10_000] if options.quick else [1000, 10_000, 100_000, 1_000_000]
    main = 10_000 if options.quick else 100_000
    short, long, longest = (7, 3, 3) if options.quick else (15, 5, 3)

    def games(count, copy=None, appends=False):
        """The database folder of `count` games (a scratch copy when the row changes it)."""
        return lambda row: data.scratch_copy(data.database(count), copy, count, appends) if copy else \
            data.database(count)

    def legacy(count, copy=None, appends=False):
        """The same games in the old files, for the release beside (a scratch copy when it changes them)."""
        return lambda row: data.scratch_copy(data.games(count), "before-" + copy, count, appends) if copy else data.games(count)

    def before(arguments, home, name="quizctl ab59a00, its own files"):
        """The release before the database, running the same command on the same data in its format."""
        return Peer(name, lambda row: [baseline, *(arguments(row) if callable(arguments) else arguments)], home=home)

    def pack(count):
        """Lazily: the path is known, the file made, only when a row runs."""
        return os.path.join(data.bank(count), "pack.json")

    def bank(count, copy=None):
        return lambda row: data.scratch_copy(data.database_bank(count), copy, count) if copy else data.database_bank(count)

    def legacy_bank(count, copy):
        return lambda row: data.scratch_copy(data.bank(count), "before-" + copy, count)

    rows = [
        # Start-up, beside a C program that prints one line.
        Row("C hello world", [options.hello], hello, pairs=short, check_memory=False, setup=games(main)),
        Row("Swift floor, FoundationEssentials linked statically", [options.floor], hello, pairs=short, check_memory=False,
            setup=games(main)),
        Row("quizctl --version", [quizctl, "--version"], hello, 3.0, pairs=short, setup=games(main)),
    ]

    # The everyday commands at every size, beside the release before on the same games.
    for count in sizes:
        size = label(count)
        rows += [
            Row("stats", [quizctl, "stats"], before(["stats"], legacy(count)), 1.5, size, pairs=short, flat_group="stats",
                setup=games(count), memory_beside=True),
            Row("history --limit 20", [quizctl, "history", "--limit", "20"], before(["history", "--limit", "20"], legacy(count)),
                1.5, size, pairs=short, flat_group="history --limit 20", setup=games(count), memory_beside=True),
            Row("history show (the oldest game)",
                lambda row, i, count=count: [quizctl, "history", "show", oldest_game_id(data.games(count))],
                before(lambda row, count=count: ["history", "show", oldest_game_id(data.games(count))], legacy(count)), 1.5, size,
                pairs=short, flat_group="history show", setup=games(count), memory_beside=True),
            Row("save one game (scripted play, offline)", [quizctl, *SAVE], Peer("quizctl ab59a00, its own files",
                                                                                [baseline, *SAVE], stdin=answers,
                                                                                home=legacy(count, "save", appends=True)),
                1.5, size, stdin=answers, pairs=short, flat_group="save", setup=games(count, "save", appends=True),
                memory_beside=True),
        ]
    # Deleting a game in the middle: a delete by key, at most 10 ms at any size.
    for count in ([main] if options.quick else [main, 1_000_000]):
        pairs = long if count < 1_000_000 else longest
        middle = lazily(lambda count=count, pairs=pairs: game_ids(data.games(count), pairs, skip=count // 2))
        # The release before deletes the same games, one a run, from its own copy.
        beside_runs = iter(range(pairs))
        rows.append(Row("history delete ID --yes (a game in the middle)",
                        lambda row, i, middle=middle: [quizctl, "history", "delete", middle()[i], "--yes"],
                        before(lambda row, middle=middle, runs=beside_runs: ["history", "delete", middle()[next(runs)], "--yes"],
                               legacy(count, "delete-before")),
                        None, label(count), pairs=pairs, setup=games(count, "delete"), budget_ms=10.0, memory_beside=True))
    rows += [
        Row("questions (list every one)", [quizctl, "questions"], before(["questions"], lambda row: data.bank(main)), 1.5,
            label(main), pairs=long, setup=bank(main), memory_beside=True),
        Row("export (to stdout)", [quizctl, "export"], before(["export"], lambda row: data.bank(main)), 1.5, label(main),
            pairs=long, setup=bank(main), memory_beside=True),
        Row(f"import a pack of {main:,} new questions", lambda row, i: [quizctl, "import", pack(main)],
            Peer("quizctl ab59a00, its own files", lambda row: [baseline, "import", pack(main)], home=legacy_bank(main, "import"),
                 prepare=lambda row, i: restore_bank(data.bank(main), row.beside_home())),
            1.0, label(main), pairs=long, setup=bank(main, "import"),
            prepare=lambda row, i: restore_database(data.database_bank(main), row.home), memory_beside=True),
    ]
    # Decks imported into an empty data folder (emptied before each run),
    # beside the commit before issue 30's study work on the same file.
    deck_cards = 30_000

    def emptied(name):
        folder = os.path.join(options.work, "scratch", name)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        return folder

    for kind, file in (("Anki .apkg", f"anki-{deck_cards}.apkg"), ("Anki text export", f"anki-{deck_cards}.txt"),
                       ("Quizlet TSV", f"quizlet-{deck_cards}.tsv")):
        deck = lambda file=file: os.path.join(data.decks(deck_cards), file)  # noqa: E731
        rows.append(Row(f"import a deck ({kind})", lambda row, i, deck=deck: [quizctl, "import", deck()],
                        Peer("quizctl 40e03a7 (before the study work)", lambda row, deck=deck: [options.before_study, "import", deck()],
                             home=lambda row: os.path.join(options.work, "scratch", "deck-before"),
                             prepare=lambda row, i: emptied("deck-before")),
                        1.0, label(deck_cards) + " cards", pairs=long, setup=lambda row: emptied("deck"),
                        prepare=lambda row, i: emptied("deck"), memory_beside=True))
    rows_imdb = 200_000 if options.quick else 10_000_000
    rows.append(Row("import IMDb datasets (.gz)",
                    lambda row, i: [quizctl, "import", os.path.join(data.imdb(rows_imdb), "title.ratings.tsv.gz"),
                                    "--basics", os.path.join(data.imdb(rows_imdb), "title.basics.tsv.gz")],
                    Peer("gzip -dc title.basics.tsv.gz (the larger file)",
                         lambda row: [shutil.which("gzip"), "-dc", os.path.join(data.imdb(rows_imdb), "title.basics.tsv.gz")]),
                    1.2, label(rows_imdb) + " rows", pairs=long, setup=games(1000, "imdb")))
    rows.append(Row("review --optimize (fit FSRS-6 to the review log)", [quizctl, "review", "--optimize"],
                    Peer("fsrs-rs (PyPI fsrs-rs-python), the same log",
                         lambda row: [options.fsrs_python, FSRS_SCRIPT, "fit", os.path.join(row.home, "reviews.csv")]),
                    None, "100k reviews", pairs=3, setup=lambda row: data.review_log(100_000, quizctl, options.fsrs_python),
                    budget_ms=30_000.0))
    rows.append(Row(f"history --json --limit {main}", [quizctl, "history", "--json", "--limit", str(main)],
                    before(["history", "--json", "--limit", str(main)], legacy(main)), 1.5, label(main), pairs=long,
                    setup=games(main), memory_beside=True))
    return [row for row in rows if not options.only or any(text in row.name for text in options.only)]


def main():
    parser = argparse.ArgumentParser()
    for name in ("--quizctl", "--baseline", "--before-study", "--hello", "--floor", "--dynamic-floor", "--work"):
        parser.add_argument(name, required=True)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", action="append", help="run only rows whose name contains this")
    parser.add_argument("--out")
    # The reference optimizer's Python, with PyPI fsrs-rs-python installed (Scripts/fsrs-optimizer-fixtures.py).
    parser.add_argument("--fsrs-python", default=os.environ.get("BENCH_FSRS_PYTHON", "/tmp/fsrsenv/bin/python"))
    options = parser.parse_args()
    os.makedirs(os.path.join(options.work, "scratch"), exist_ok=True)
    data = Data(options.work)
    answers = os.path.join(options.work, "answers-10")
    with open(answers, "w") as file:
        file.write("1\n" * 10)
    started = datetime.datetime.now(datetime.timezone.utc)

    big = data.games(1000)
    listed = subprocess.run([options.quizctl, "history", "--json", "--limit", "10000000"],
                            env=dict(os.environ, QUIZCTL_HOME=data.database(1000)), capture_output=True).stdout.count(b'"id"')
    if listed != history_lines(big):
        print(f"bench: quizctl lists {listed} games of {history_lines(big)} in {big}", file=sys.stderr)

    measured = []
    floor_kb = None
    for row in build_rows(options, data, answers):
        row.home = row.setup(row)
        folder = row.home
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "NO_COLOR": "1",
                       "QUIZCTL_HOME": folder, "QUIZCTL_OPENTDB_URL": "http://127.0.0.1:9", "QUIZCTL_IMDB_URL": "http://127.0.0.1:9"}
        print(f"   {row.name} [{row.size}] beside {row.beside.name} … ", end="", file=sys.stderr, flush=True)
        pairs = measure_pairs(row, environment, os.path.join(options.work, "scratch"))
        if floor_kb is None and row.name.startswith("Swift floor, FoundationEssentials linked statically") and pairs.command:
            floor_kb = pairs.peak_kb
        result = verdict(row, pairs, floor_kb)
        measured.append((row, pairs, result))
        shown = f"{pairs.seconds * 1000:.1f} ms, {pairs.ratio:.2f} ×, {pairs.peak_kb / 1024:.1f} MB" if pairs.command and pairs.beside else ""
        print(f"{shown} {result}", file=sys.stderr, flush=True)
        data.drop_scratch(folder)

    checks = static_checks(options.quizctl, options.work, data.database(1000), data.games(1000))
    finished = datetime.datetime.now(datetime.timezone.utc)
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "unknown CPU")
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[:1]
    header = f"""# Benchmark results

Measured by `Benchmarks/run.sh{' --quick' if options.quick else ''}` from {started:%Y-%m-%d %H:%M} to {finished:%H:%M} UTC.

- Machine: {os.cpu_count()} CPUs, {cpu}, {platform.system()} {platform.release()}; load average at the end {os.getloadavg()[0]:.1f}
- Toolchain: {swift[0] if swift else 'unknown'}; quizctl built with `-c release --static-swift-stdlib`
- Every row runs its command and the program beside it in turn (who goes first alternates), pair after pair;
  its ratio is the median of the pairs' ratios, so both halves of a pair share the machine's load. Each run is
  spawned directly (no shell) and timed from spawn to exit; every exit status is checked.
- quizctl runs on its database (generate-data.py's quizctl.db); the
  release before the database (ab59a00, `{os.path.basename(options.baseline)}`) runs beside it on the same games
  in its own files. Rows beside it must take at most 1.5 × its time (an import 1.0 ×) and at most its peak RSS.
- Peak RSS is the highest of the row's runs (wait4's ru_maxrss); the static Swift floor's is
  {(floor_kb or 0) / 1024:.1f} MB.

"""
    report, summary, failed = render(measured, checks, floor_kb or 1, header)
    if options.out:
        with open(options.out, "w") as file:
            file.write(report)
    print()
    print(report)
    print(f"bench: {summary}" + (f"; written to {options.out}" if options.out else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
