#!/usr/bin/env bash
# Scripts/hot-functions.sh [QUIZCTL] — writes Scripts/hot-functions.txt: the
# functions quizctl runs in its everyday commands, as the link's section names.
#
# The release link (Package.swift) hands that list to gold's
# --section-ordering-file, which places those functions side by side. The
# kernel maps a program's code 64 KB around each page it first touches, so
# code spread over the whole 17 MB text costs every command megabytes of
# resident memory and thousands of page faults; gathered, it costs about
# a third less (quizctl stats: 16.0 MB -> 14.3 MB with the libraries' functions
# gathered). A stale list only gathers less: a function it does not name is
# placed as usual.
#
# Needs valgrind and python3; the binary defaults to the static release
# (swift build -c release --static-swift-stdlib). The release is compiled with
# -function-sections, so Swift functions have sections of their own to order.
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
grep -hoE '^c?fn=\([0-9]+\) .*' "$work"/cg.* | sed -E 's/^c?fn=\([0-9]+\) //' | LC_ALL=C sort -u | sed 's/^/.text./' \
    > Scripts/hot-functions.txt
echo "hot-functions.sh: $(wc -l < Scripts/hot-functions.txt) functions written to Scripts/hot-functions.txt"
