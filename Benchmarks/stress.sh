#!/usr/bin/env bash
# Benchmarks/stress.sh — reliability checks of quizctl, run against a binary
# (the release build by default). Every check can fail: a verifier that
# crashes or hangs counts as FAIL, never as PASS.
#
#   crash        saves (and history deletes) killed with SIGKILL at random
#                moments: every reported game is in quizctl.db once, nothing
#                no delete named is gone, statistics agree, SQLite's checks
#                and `data check` stay clean, no temporaries left; an older
#                folder's migration killed 50 times ends as a clean one.
#   concurrency  P processes × G scripted games at once (8 × 50): every game
#                in history and statistics; then saves while another process
#                runs `history clear` / `history delete` at random moments.
#   corruption   quizctl.db with overwritten pages, truncated, empty, binary
#                or another program's: set aside byte for byte, the newest
#                backup restored with a notice (or an empty database started
#                when there is none); a newer version's is refused untouched.
#   special      quizctl.db, its WAL and backups/ as a FIFO, /dev/zero, a
#                symlink out of the folder or a directory: named, never hung,
#                nothing written outside.
#   full-disk    a full 512 KB tmpfs (root+mount), else a read-only folder,
#                else SKIP: saved, or exit 1 saying so; nothing lost.
#   saved-game   a daily backup that cannot be taken: the saved game still
#                exits 0 with its record and a warning.
#   server       a hostile Open Trivia DB on 127.0.0.1: 200 MB body,
#                trickle, silence, a 10 MB question.
#   plugins      plugins that leave children, write to /dev/tty, never exit.
#   bounds       a dataset host that never ends, trickles, or gzips a 300 MB
#                field; kill -9 mid-download and mid-plugin leaves no child;
#                a killed run's tmp/ is swept; a name with a line break.
#
# Usage: Benchmarks/stress.sh [--only SCENARIO[:CASE,...]]... | --self-test
# Environment: QUIZCTL (binary under test; default .build/release/quizctl,
# built unless BENCH_SKIP_BUILD=1), STRESS_KILLS (500), STRESS_PLAYERS (8),
# STRESS_GAMES (50 per player), STRESS_QUICK=1 (small counts).
# Ends with "stress: N passed, M failed" (skips counted apart); exit 1 when
# any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
STRESS=$ROOT/Benchmarks/stress
ALL_SCENARIOS=(crash concurrency corruption special full-disk saved-game server plugins bounds)

for tool in python3 timeout; do
    command -v "$tool" >/dev/null || { echo "stress.sh: '$tool' is required and was not found on PATH" >&2; exit 2; }
done

SELF_TEST=0
SCENARIOS=()
while (($#)); do
    case $1 in
        --self-test) SELF_TEST=1 ;;
        --only) shift; SCENARIOS+=("${1:?--only needs a scenario}") ;;
        -h | --help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "stress.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
    esac
    shift
done
((${#SCENARIOS[@]})) || SCENARIOS=("${ALL_SCENARIOS[@]}")

if [[ -z ${QUIZCTL:-} ]]; then
    if [[ ${BENCH_SKIP_BUILD:-0} != 1 ]]; then
        command -v swift >/dev/null || { echo "stress.sh: 'swift' is required to build (or set QUIZCTL)" >&2; exit 2; }
        echo "== swift build -c release --static-swift-stdlib"
        swift build -c release --static-swift-stdlib 2>&1 | tail -n 1
    fi
    QUIZCTL=$ROOT/.build/release/quizctl
fi
QUIZCTL=$(realpath -s -m -- "$QUIZCTL")
[[ -x $QUIZCTL ]] || { echo "stress.sh: $QUIZCTL is missing or not executable; build it first" >&2; exit 2; }
export QUIZCTL

if ((SELF_TEST)); then
    exec bash "$STRESS/self-test.sh"
fi

mkdir -p "$ROOT/Benchmarks/work"
WORK=$(mktemp -d "$ROOT/Benchmarks/work/stress-XXXXXX")
cleanup() {
    chmod -R u+w "$WORK" 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT
RESULTS=$WORK/results
: >"$RESULTS"
echo "quizctl under test: $QUIZCTL"

# Each scenario runs in a process of its own under a time limit. Its exit
# status must agree with its lines: a scenario that dies, hangs or exits
# non-zero without a FAIL line adds one.
for scenario in "${SCENARIOS[@]}"; do
    echo "== ${scenario}"
    name=${scenario%%:*}
    fails_before=$(grep -c '^FAIL ' "$RESULTS")
    lines_before=$(grep -c . "$RESULTS")
    mkdir -p "$WORK/$name"
    QUIZCTL=$QUIZCTL STRESS_WORK=$WORK/$name STRESS_RESULTS=$RESULTS \
        timeout -k 10 "${STRESS_SCENARIO_LIMIT:-1800}" python3 "$STRESS/checks.py" "$scenario"
    status=$?
    fails=$(($(grep -c '^FAIL ' "$RESULTS") - fails_before))
    lines=$(($(grep -c . "$RESULTS") - lines_before))
    if ((status != 0 && fails == 0)); then
        why="ended with status $status"
        ((status == 124 || status == 137)) && why="was stopped after ${STRESS_SCENARIO_LIMIT:-1800} s"
        line="FAIL $name: the checker $why without naming a failure"
        echo "$line" | tee -a "$RESULTS"
    elif ((status == 0 && lines == 0)); then
        line="FAIL $name: the checker ran no checks"
        echo "$line" | tee -a "$RESULTS"
    elif ((status == 0 && fails > 0)); then
        line="FAIL $name: the checker exited 0 after a failure"
        echo "$line" | tee -a "$RESULTS"
    fi
done

PASSED=$(grep -c '^PASS ' "$RESULTS")
FAILED=$(grep -c '^FAIL ' "$RESULTS")
SKIPPED=$(grep -c '^SKIP ' "$RESULTS")
((SKIPPED == 0)) || echo "($SKIPPED skipped)"
echo "stress: $PASSED passed, $FAILED failed"
((FAILED == 0))
