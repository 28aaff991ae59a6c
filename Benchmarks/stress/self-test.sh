#!/usr/bin/env bash
# Benchmarks/stress/self-test.sh — run by `stress.sh --self-test`: proves
# that the checks can fail. Each binary in broken/ wraps the real quizctl
# ($QUIZCTL) and breaks exactly one promise; stress.sh runs the scenario
# that guards that promise against it (STRESS_QUICK=1), and the broken
# binary counts as caught only when stress.sh exits 1 with a FAIL line
# saying what was broken. Exits 1 if any broken binary passes.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
STRESS_SH=$HERE/../stress.sh
: "${QUIZCTL:?QUIZCTL must name the real quizctl}"
export STRESS_REAL_QUIZCTL=$QUIZCTL

# broken binary | scenario it must fail | what its FAIL line must say
CASES=(
    "never-saves|crash:saves|reported games missing from history"
    "exits-1-after-saving|concurrency:saves|a save ended with exit status 1"
    "leaves-temporaries|concurrency:saves|temporaries left"
    "loses-every-10th-save|concurrency:saves|the history holds .* the saves reported"
    "hangs-on-fifo|special|quizctl.db as fifo, .play.: hung"
    "crashes-on-corrupt-file|corruption:binary|killed by signal SIGSEGV"
    "discards-damaged-database|corruption:overwritten-pages|was not set aside"
    "ignores-field-cap|server:bigtext|text field went into the history"
    "leaves-plugin-running|plugins:endless|processes left running"
    "keeps-children|bounds:kill-curl|processes left running .* after kill -9"
    "writes-past-cap|bounds:endless|over the 64 MB cap"
    "fills-anki-temp|bounds:anki-view|MB of temp space"
    "anki-memory-hog|bounds:anki-zeroblob|peak memory .* cap 100 MB"
)

caught=0
for entry in "${CASES[@]}"; do
    IFS='|' read -r binary scenario expected <<<"$entry"
    echo "== self-test: $binary (stress.sh --only $scenario)"
    output=$(QUIZCTL=$HERE/broken/$binary STRESS_QUICK=1 BENCH_SKIP_BUILD=1 bash "$STRESS_SH" --only "$scenario" 2>&1)
    status=$?
    evidence=$(grep '^FAIL ' <<<"$output" | grep -E -m1 -- "$expected")
    if ((status == 1)) && [[ -n $evidence ]]; then
        caught=$((caught + 1))
        echo "caught: ${evidence:0:300}"
    else
        echo "NOT CAUGHT: stress.sh exited $status; no FAIL line matching /$expected/. Its output:"
        sed 's/^/    /' <<<"$output" | tail -n 20
    fi
done
echo "self-test: $caught of ${#CASES[@]} broken binaries caught"
((caught == ${#CASES[@]}))
