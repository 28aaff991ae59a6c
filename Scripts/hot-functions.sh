#!/usr/bin/env bash
# Scripts/hot-functions.sh [QUIZCTL] — writes Scripts/hot-functions.txt: the
# functions quizctl runs in its everyday commands, one symbol per line.
#
# The release link (Package.swift) hands that list to lld's
# --symbol-ordering-file, which places those functions side by side. The
# kernel maps a program's code 64 KB around each page it first touches, so
# code spread over the whole 19 MB text costs every command megabytes of
# resident memory and page faults. Our code is compiled with
# -function-sections, so each of our functions moves alone; a library
# function moves with the section it shares with its neighbours in the
# toolchain's archives. Functions that the same commands run are written
# next to each other, those most commands run first, so each command
# touches one dense stretch. A stale list only gathers less: a name the
# binary lacks is skipped.
#
# Needs valgrind and python3 (perf for the data symbols); the binary defaults to the static release
# (swift build -c release --static-swift-stdlib).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "hot-functions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
binary=${1:-$(swift build -c release --static-swift-stdlib --show-bin-path)/quizctl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/generate-data.py "$work/home" --games 3000 --questions 3000 --pack "$work/pack.json" --pack-questions 500 >/dev/null
export QUIZCTL_HOME=$work/home NO_COLOR=1 LANG=C.UTF-8 QUIZCTL_OPENTDB_URL=http://127.0.0.1:9
oldest=$(head -n 1 "$work/home/history.jsonl" | cut -c8-43)
run() { valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/cg.%p" "$binary" "$@" >/dev/null 2>&1 || true; }
run --version
run stats
run history --limit 20
run history --json --limit 50
run history show "$oldest"
run questions
run sources
run settings
run add --text "Which river flows through Paris?" --correct Seine --wrong Loire --wrong Rhone
run import "$work/pack.json"
run export
run review
run history delete "$(sed -n 2p "$work/home/history.jsonl" | cut -c8-43)" --yes
rm "$work/home/statistics.json"
run stats
printf '1\n2\n1\n' | run play classic --offline --count 3 --seed 1 --json --delay 0
printf 'y\nn\ny\n' | run play yesno --offline --count 3 --seed 1 --json --delay 0
printf 'Paris\tCapital of France\nBerlin\tCapital of Germany\nRome\tCapital of Italy\nMadrid\tCapital of Spain\n' > "$work/Capitals.tsv"
run import "$work/Capitals.tsv" --format quizlet
run import Tests/Fixtures/Decks/Anki/current.apkg
run import Tests/Fixtures/Decks/Anki/legacy.apkg
run import Tests/Fixtures/Decks/Anki/notes.txt
run decks
run review --json
printf '1\n1\n1\n' | run play review --count 3 --json --delay 0
printf '1\n' | run play millionaire --offline --seed 1 --json --delay 0
# Data too: a command's first touch of each page of .data and .bss is a
# page fault (the zero pages of .bss are never mapped ahead), and Swift's
# metadata caches and `static let` storage are spread over every object
# file's .bss. perf names the addresses of those faults; the symbols there
# are listed after the functions, so lld gathers the sections that hold
# them (a run of `stats` took 27 faults fewer). Skipped without perf.
faults() {
    command -v perf >/dev/null || return 0
    perf record -q -e page-faults -c 1 -d -o "$work/pf.data" "$binary" "$@" >/dev/null 2>&1 || true
    perf script -i "$work/pf.data" -F addr 2>/dev/null >> "$work/fault-addresses" || true
}
faults --version
faults stats
faults history --limit 20
faults history show "$(sed -n 3p "$work/home/history.jsonl" | cut -c8-43)"
faults add --text "Which river flows through Rome?" --correct Tiber --wrong Arno
faults questions
faults review
printf '1\n2\n1\n' > "$work/answers"
faults play classic --offline --count 3 --seed 1 --json --delay 0 < "$work/answers"
nm -n "$binary" > "$work/symbols"
python3 - "$work" > Scripts/hot-functions.txt <<'PYTHON'
import collections, glob, re, sys
# Each callgrind file is one command; a function's key is the set of commands that ran it.
runs = collections.defaultdict(set)
for number, path in enumerate(sorted(glob.glob(sys.argv[1] + "/cg.*"))):
    for line in open(path, errors="replace"):
        match = re.match(r"c?fn=\(\d+\) (.+)", line)
        if match:
            runs[match.group(1)].add(number)
clusters = collections.defaultdict(list)
for name, commands in runs.items():
    clusters[frozenset(commands)].append(name)
for commands in sorted(clusters, key=lambda key: (-len(key), sorted(key))):
    print("\n".join(sorted(clusters[commands])))
# The data symbols at the faulting addresses, in the order first touched
# (the start every command shares comes first).
import bisect, os
if os.path.exists(sys.argv[1] + "/fault-addresses"):
    data = [(int(p[0], 16), p[2]) for p in (line.split() for line in open(sys.argv[1] + "/symbols")) if len(p) == 3 and p[1] in "bBdD"]
    starts = [address for address, _ in data]
    touched = {}
    for line in open(sys.argv[1] + "/fault-addresses"):
        if line.strip():
            index = bisect.bisect_right(starts, int(line, 16)) - 1
            if index >= 0 and int(line, 16) - starts[index] < 1 << 16:
                touched.setdefault(data[index][1], None)
    print("\n".join(name for name in touched if name not in runs))
PYTHON
echo "hot-functions.sh: $(wc -l < Scripts/hot-functions.txt) symbols written to Scripts/hot-functions.txt"
