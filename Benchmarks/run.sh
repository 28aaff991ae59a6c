#!/usr/bin/env bash
# Benchmarks/run.sh — measures quizctl against the performance budget of
# shared/DESIGN.md and writes Benchmarks/RESULTS.md.
#
# It builds release, compiles the floor (Benchmarks/floor.swift: links
# Foundation and FoundationNetworking, prints one line), generates data
# folders with Benchmarks/generate-data.py (100,000 games and 100,000 of your
# own questions; 1,000 and 10,000 games for the save-cost curve), then takes
# the median wall time and peak memory of every operation over BENCH_RUNS
# runs (default 10, at least 5; 5 for the rows that take seconds), each as a
# ratio to the floor measured beside it in the same run.
#
# Tools: swift, python3 (required); hyperfine (Debian package `hyperfine`)
# and GNU time (Debian package `time`) are used when present, else a Python
# timer stands in. Nothing is installed.
#
# Environment: BENCH_RUNS (>= 5), BENCH_GAMES (default 100000),
# BENCH_QUESTIONS (default 100000), BENCH_SKIP_BUILD=1 to use the existing
# release build. Exit status: 0 when every row passes, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$ROOT/Benchmarks/work
RUNS=${BENCH_RUNS:-10}
LONG_RUNS=5
GAMES=${BENCH_GAMES:-100000}
QUESTIONS=${BENCH_QUESTIONS:-100000}
(( RUNS >= 5 )) || { echo "run.sh: BENCH_RUNS must be at least 5" >&2; exit 2; }

# --- tools -------------------------------------------------------------------
for tool in swift swiftc python3; do
    command -v "$tool" >/dev/null || { echo "run.sh: '$tool' is required and was not found on PATH" >&2; exit 2; }
done
TIMER=python
if command -v hyperfine >/dev/null; then
    TIMER=hyperfine
else
    echo "note: hyperfine not found; timing with a Python loop instead."
    echo "      For hyperfine's statistics: sudo apt-get install hyperfine"
fi
MEMORY=python
if /usr/bin/time -f %M true >/dev/null 2>&1; then
    MEMORY=gnu-time
else
    echo "note: GNU time (/usr/bin/time) not found; reading peak memory with Python's wait4 instead."
    echo "      For GNU time: sudo apt-get install time"
fi

# --- build -------------------------------------------------------------------
mkdir -p "$WORK"
if [[ ${BENCH_SKIP_BUILD:-0} != 1 ]]; then
    echo "== swift build -c release"
    swift build -c release 2>&1 | tail -n 1
fi
QUIZCTL=$ROOT/.build/release/quizctl
[[ -x $QUIZCTL ]] || { echo "run.sh: $QUIZCTL is missing; build it first" >&2; exit 2; }
echo "== swiftc -O Benchmarks/floor.swift"
swiftc -O "$ROOT/Benchmarks/floor.swift" -o "$WORK/floor"
FLOOR=$WORK/floor

# --- data ----------------------------------------------------------------------
# A folder is generated once per (games, questions, generator) and reused.
GENERATOR_HASH=$(sha1sum "$ROOT/Benchmarks/generate-data.py" | cut -c1-12)
data_folder() { # games questions -> path
    local folder=$WORK/data-$1-$2-$GENERATOR_HASH
    if [[ ! -f $folder/.complete ]]; then
        echo "== generating $1 games and $2 questions in ${folder#$ROOT/}" >&2
        rm -rf "$folder"
        python3 "$ROOT/Benchmarks/generate-data.py" "$folder" --games "$1" --questions "$2" >&2
        touch "$folder/.complete"
    fi
    echo "$folder"
}
fresh_copy() { # folder name -> path of a writable copy
    local copy=$WORK/$2
    rm -rf "$copy"
    cp -r --reflink=auto "$1" "$copy"
    rm -f "$copy/.complete"
    echo "$copy"
}
BIG=$(data_folder "$GAMES" "$QUESTIONS")
SMALL=$(data_folder 1000 1000)
MEDIUM=$(data_folder 10000 1000)
# Sanity: quizctl must read every generated game and agree with the statistics.
listed=$(QUIZCTL_HOME=$BIG "$QUIZCTL" history --json --limit "$GAMES" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
counted=$(QUIZCTL_HOME=$BIG "$QUIZCTL" stats --json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d.get("overall", d).get("gamesPlayed"))' 2>/dev/null || echo "?")
echo "== data: quizctl lists $listed games, statistics count $counted (generated $GAMES)"
[[ $listed == "$GAMES" ]] || { echo "run.sh: quizctl does not read the generated history" >&2; exit 1; }

printf '1\n1\n1\n' >"$WORK/answers-3"
printf '1\n%.0s' $(seq 10) >"$WORK/answers-10"
SAVE_BIG=$(fresh_copy "$BIG" save-100000)
SAVE_CURVE_1K=$(fresh_copy "$SMALL" save-1000)
SAVE_CURVE_10K=$(fresh_copy "$MEDIUM" save-10000)
SAVE_CURVE_100K=$(fresh_copy "$BIG" save-curve-100000)
SAVE_OFFLINE="play classic --offline --count 10 --seed 1 --json --delay 0"
SAVE_CUSTOM="play classic --source custom --count 3 --json --delay 0"

# --- measuring -------------------------------------------------------------------
# Every row of RESULTS (a TSV): name, median seconds, peak KB (median of the
# runs' peaks), and the floor's median seconds measured right beside the row,
# so that a machine shared with other work slows both alike.
RESULTS=$WORK/results.tsv
: >"$RESULTS"

# python_loop RUNS HOME STDIN COMMAND...: runs the floor and the command in
# turn; prints "command-seconds<TAB>command-peak-KB<TAB>floor-seconds", medians.
python_loop() {
    local runs=$1 home=$2 input=$3; shift 3
    QUIZCTL_HOME=$home python3 - "$runs" "$FLOOR" "$input" "$@" <<'PY'
import os, statistics, subprocess, sys, time
runs, floor, stdin_path, command = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
def run(argv, stdin_path):
    with open(stdin_path or os.devnull) as stdin:
        start = time.perf_counter()
        child = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, _, usage = os.wait4(child.pid, 0)  # this child's own rusage: ru_maxrss in KB
        return time.perf_counter() - start, usage.ru_maxrss
floors, times, peaks = [], [], []
for _ in range(runs):
    floors.append(run([floor], "")[0])
    seconds, peak = run(command, stdin_path)
    times.append(seconds)
    peaks.append(peak)
print(f"{statistics.median(times):.6f}\t{statistics.median(peaks)}\t{statistics.median(floors):.6f}")
PY
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

gnu_time_loop() { # runs home stdin command... -> one "seconds peak-KB" line per run
    local runs=$1 home=$2 input=$3; shift 3
    for _ in $(seq "$runs"); do
        QUIZCTL_HOME=$home /usr/bin/time -f '%e %M' -o "$WORK/time.out" "$@" <"${input:-/dev/null}" >/dev/null 2>&1 || true
        tail -n 1 "$WORK/time.out"
    done
}

# hyperfine_pair HOME STDIN COMMAND...: "command-seconds<TAB>floor-seconds",
# medians, the floor measured in the same hyperfine run.
hyperfine_pair() {
    local home=$1 input=$2 line; shift 2
    printf -v line '%q ' "$@"
    [[ -z $input ]] || line+="< $(printf %q "$input")"
    QUIZCTL_HOME=$home hyperfine --style none --warmup 3 --runs "$RUNS" \
        --export-json "$WORK/hyperfine.json" "$(printf %q "$FLOOR")" "$line" >/dev/null 2>&1
    python3 -c 'import json,sys; r = json.load(open(sys.argv[1]))["results"]; print(r[1]["median"], r[0]["median"], sep="\t")' "$WORK/hyperfine.json"
}

# measure NAME HOME STDIN LONG COMMAND...: LONG=1 for commands of seconds,
# run LONG_RUNS times and timed by GNU time's %e (10 ms steps) in the runs
# that give their peak memory; their floor is the floor row's.
measure() {
    local name=$1 home=$2 input=$3 long=$4 seconds peak floor=""; shift 4
    printf '   %-48s' "$name" >&2
    if [[ $long == 1 ]]; then
        if [[ $MEMORY == python ]]; then
            IFS=$'\t' read -r seconds peak _ < <(python_loop "$LONG_RUNS" "$home" "$input" "$@")
        else
            local runs
            runs=$(gnu_time_loop "$LONG_RUNS" "$home" "$input" "$@")
            seconds=$(cut -d' ' -f1 <<<"$runs" | median)
            peak=$(cut -d' ' -f2 <<<"$runs" | median)
        fi
        floor=$(head -n 1 "$RESULTS" | cut -f2)
    else
        if [[ $TIMER == hyperfine ]]; then
            IFS=$'\t' read -r seconds floor < <(hyperfine_pair "$home" "$input" "$@")
        else
            IFS=$'\t' read -r seconds _ floor < <(python_loop "$RUNS" "$home" "$input" "$@")
        fi
        if [[ $MEMORY == python ]]; then
            IFS=$'\t' read -r _ peak _ < <(python_loop "$RUNS" "$home" "$input" "$@")
        else
            peak=$(gnu_time_loop "$RUNS" "$home" "$input" "$@" | cut -d' ' -f2 | median)
        fi
    fi
    printf '%s\t%s\t%s\t%s\n' "$name" "$seconds" "$peak" "$floor" >>"$RESULTS"
    awk -v s="$seconds" -v k="$peak" -v f="$floor" 'BEGIN { printf "%9.1f ms %8.1f MB   (floor beside it: %.1f ms)\n", s * 1000, k / 1024, f * 1000 }' >&2
}

echo "== measuring ($RUNS runs each; timer: $TIMER, memory: $MEMORY)"
measure "floor"                                 "$BIG"  "" 0 "$FLOOR"
measure "quizctl --version"                     "$BIG"  "" 0 "$QUIZCTL" --version
measure "quizctl stats"                         "$BIG"  "" 0 "$QUIZCTL" stats
measure "quizctl history --limit 20"            "$BIG"  "" 0 "$QUIZCTL" history --limit 20
# shellcheck disable=SC2086
measure "save one game (offline pack)"          "$SAVE_BIG" "$WORK/answers-10" 0 "$QUIZCTL" $SAVE_OFFLINE
# shellcheck disable=SC2086
measure "save one game (custom source)" "$SAVE_BIG" "$WORK/answers-3" 0 "$QUIZCTL" $SAVE_CUSTOM
measure "quizctl history --json --limit $GAMES" "$BIG"  "" 1 "$QUIZCTL" history --json --limit "$GAMES"
measure "python3 json.loads of history.jsonl"   "$BIG"  "" 1 python3 -c 'import json,sys; [json.loads(l) for l in open(sys.argv[1])]' "$BIG/history.jsonl"
# shellcheck disable=SC2086
measure "save at 1,000 games"                   "$SAVE_CURVE_1K"   "$WORK/answers-10" 0 "$QUIZCTL" $SAVE_OFFLINE
# shellcheck disable=SC2086
measure "save at 10,000 games"                  "$SAVE_CURVE_10K"  "$WORK/answers-10" 0 "$QUIZCTL" $SAVE_OFFLINE
# shellcheck disable=SC2086
measure "save at $GAMES games"                  "$SAVE_CURVE_100K" "$WORK/answers-10" 0 "$QUIZCTL" $SAVE_OFFLINE

# --- the table -------------------------------------------------------------------
CPU=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
MACHINE="$(nproc) CPUs, ${CPU:-unknown CPU}, $(uname -sr)"
DATE=$(date -u '+%Y-%m-%d %H:%M UTC')
SWIFT=$(swift --version 2>/dev/null | head -n 1)
python3 - "$RESULTS" "$ROOT/Benchmarks/RESULTS.md" "$MACHINE" "$DATE" "$SWIFT" "$RUNS" "$TIMER" "$MEMORY" "$GAMES" "$QUESTIONS" <<'PY'
import sys
results, out, machine, date, swift, runs, timer, memory, games, questions = sys.argv[1:]
rows = {}
order = []
for line in open(results):
    name, seconds, peak, floor = line.rstrip("\n").split("\t")
    rows[name] = (float(seconds), float(peak), float(floor))
    order.append(name)
_, floor_kb, _ = rows["floor"]
json_row, python_row = f"quizctl history --json --limit {games}", "python3 json.loads of history.jsonl"
curve = [n for n in order if n.startswith("save at ")]
budgets = {  # name: (compared with, time budget)
    "quizctl --version": ("floor", 1.3), "quizctl stats": ("floor", 1.3),
    "quizctl history --limit 20": ("floor", 2.0),
    "save one game (offline pack)": ("floor", 2.0), "save one game (custom source)": ("floor", 2.0),
    json_row: ("python", 1.0),
}
for name in curve[1:]:
    budgets[name] = ("1k", 1.25)
table = ["| operation | median | floor beside it | × floor | time budget | peak memory | × floor | memory budget | result |",
         "|---|---:|---:|---:|---|---:|---:|---|---|"]
failures = 0
for name in order:
    seconds, peak, floor_s = rows[name]
    ratio, mem_ratio = seconds / floor_s, peak / floor_kb
    start = f"| {name} | {seconds * 1000:.1f} ms | {floor_s * 1000:.1f} ms"
    if name in budgets:
        against, limit = budgets[name]
        base = {"floor": floor_s, "python": rows[python_row][0], "1k": rows[curve[0]][0]}[against]
        time_ok = seconds / base <= limit
        label = {"floor": f"≤ {limit} × floor", "python": "< Python", "1k": f"≤ {limit} × at 1,000 (flat)"}[against]
        shown = {"floor": f"{ratio:.2f}", "python": f"{ratio:.2f} ({seconds / base:.2f} × Python)",
                 "1k": f"{ratio:.2f} ({seconds / base:.2f} × at 1,000)"}[against]
        mem_ok = mem_ratio <= 2.0
        verdict = "PASS" if time_ok and mem_ok else "FAIL" + ("" if time_ok else " time") + ("" if mem_ok else " memory")
        failures += verdict != "PASS"
        table.append(f"{start} | {shown} | {label} | {peak / 1024:.1f} MB | {mem_ratio:.2f} | ≤ 2 × floor | {verdict} |")
    else:
        table.append(f"{start} | {ratio:.2f} | — | {peak / 1024:.1f} MB | {mem_ratio:.2f} | — | reference |")
summary = f"{len(budgets) - failures} of {len(budgets)} budget rows pass"
report = f"""# Benchmark results

Measured by `Benchmarks/run.sh` on {date}.

- Machine: {machine}
- Toolchain: {swift}
- Data: {int(games):,} finished games (10 answers each) and {int(questions):,} of your own questions,
  made by `Benchmarks/generate-data.py`
- Median of {runs} runs per row (5 for the rows that take seconds); timer: {timer}; peak memory: {memory} (median of the runs' peaks)
- The floor is `Benchmarks/floor.swift` (Foundation + FoundationNetworking, prints one line); each row's time is
  divided by the floor measured right beside it (the rows that take seconds: by the floor row), memory by the floor row's

{chr(10).join(table)}

{summary}.
"""
open(out, "w").write(report)
print()
print("\n".join(table))
print()
print(f"run.sh: {summary}; written to Benchmarks/RESULTS.md")
sys.exit(1 if failures else 0)
PY
