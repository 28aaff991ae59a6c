#!/usr/bin/env bash
# Benchmarks/run.sh — measures quizctl against the budgets of Benchmarks/README.md
# and writes Benchmarks/RESULTS.md.
#
# It builds quizctl as it is released (-c release --static-swift-stdlib), the
# release before the database (ab59a00, built once from git into
# Benchmarks/work/baseline-ab59a00, or BENCH_BASELINE=PATH), the commit
# before the study work (40e03a7, for the deck imports), a C hello world
# and the Swift floor (Benchmarks/floor.swift, static and dynamic), then runs
# Benchmarks/bench: every row beside its floor, peer or the release before,
# interleaved, pair after pair, each row's ratio the median of its pairs.
# Data folders are generated once under Benchmarks/work/ and reused.
#
#   Benchmarks/run.sh              # every row, 1k to 1M games; about 15 minutes once the data exists
#   Benchmarks/run.sh --quick      # 1k and 10k only, few pairs: a check that the harness and rows work
#   Benchmarks/run.sh --only stats # rows whose name contains "stats" (repeatable)
#
# Environment: BENCH_SKIP_BUILD=1 uses the existing release build;
# BENCH_BASELINE=PATH a release of ab59a00 built elsewhere, BENCH_BEFORE_STUDY=PATH one of 40e03a7.
# Needs swift, cc, python3 (3.9+), gzip, ldd, readelf, strip. Exit status 0 when every row
# and check passes, 1 otherwise, 2 when something is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$ROOT/Benchmarks/work
OUT=$ROOT/Benchmarks/RESULTS.md
ARGS=()
for argument in "$@"; do
    case $argument in
        --quick) ARGS+=(--quick); OUT=$WORK/RESULTS-quick.md ;;
        --only) ARGS+=(--only) ;;
        *) ARGS+=("$argument") ;;
    esac
done
[[ " ${ARGS[*]-} " == *" --only "* ]] && OUT=$WORK/RESULTS-only.md

for tool in swift swiftc cc python3 gzip ldd readelf strip; do
    command -v "$tool" >/dev/null || { echo "run.sh: '$tool' is required and was not found on PATH" >&2; exit 2; }
done
mkdir -p "$WORK"
if [[ ${BENCH_SKIP_BUILD:-0} != 1 ]]; then
    echo "== swift build -c release --static-swift-stdlib"
    swift build -c release --static-swift-stdlib 2>&1 | tail -n 1
fi
QUIZCTL=$ROOT/.build/release/quizctl
[[ -x $QUIZCTL ]] || { echo "run.sh: $QUIZCTL is missing; build it first" >&2; exit 2; }
# build_release COMMIT: a release of COMMIT, built once from git into Benchmarks/work/baseline-COMMIT.
build_release() {
    local source=$WORK/baseline-$1
    if [[ ! -x $source/.build/release/quizctl ]]; then
        echo "== the release $1, built once into ${source#$ROOT/}" >&2
        rm -rf "$source"
        mkdir -p "$source"
        git -C "$ROOT" archive "$1" | tar -x -C "$source"
        swift build -c release --static-swift-stdlib --package-path "$source" 2>&1 | tail -n 1 >&2
    fi
    echo "$source/.build/release/quizctl"
}
# The release before the database, and the last commit before issue 30's
# study work (the deck import rows' "today").
BASELINE=${BENCH_BASELINE:-$(build_release ab59a00)}
BEFORE_STUDY=${BENCH_BEFORE_STUDY:-$(build_release 40e03a7)}
echo "== floors: cc -O2 hello.c; swiftc -O floor.swift (static and dynamic); cc -O2 measure.c"
cc -O2 "$ROOT/Benchmarks/hello.c" -o "$WORK/hello"
cc -O2 "$ROOT/Benchmarks/measure.c" -o "$WORK/measure"
export BENCH_MEASURE=$WORK/measure
swiftc -O -static-stdlib "$ROOT/Benchmarks/floor.swift" -o "$WORK/floor-static" 2>&1 | grep -v "mktemp' is dangerous" || true
swiftc -O "$ROOT/Benchmarks/floor.swift" -o "$WORK/floor-dynamic" 2>&1 | grep -v '^$' || true

exec python3 "$ROOT/Benchmarks/bench" --quizctl "$QUIZCTL" --baseline "$BASELINE" --before-study "$BEFORE_STUDY" --hello "$WORK/hello" --floor "$WORK/floor-static" \
    --dynamic-floor "$WORK/floor-dynamic" --work "$WORK" --out "$OUT" ${ARGS[@]+"${ARGS[@]}"}
