#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for N seconds (default 60), one
# after another:  Fuzz/run.sh [SECONDS] [TARGET...]
#   targets: PackJSON PackCSV PackAiken IMDbTSV Entities (default: all)
#   SECONDS=0 only replays the seeds (a quick regression check).
# Each target reads its seeds (Fuzz/Corpus/TARGET) and token dictionary
# (Fuzz/Dictionaries/TARGET.dict); new inputs go to Fuzz/.build/corpus/TARGET.
# A crash is saved as Fuzz/.build/artifacts/TARGET-crash-…; the script goes
# on with the next target and exits 1 at the end if any target failed.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(PackJSON PackCSV PackAiken IMDbTSV Entities)

# ld.gold warns about every ASan helper symbol it cannot export: noise, filtered.
swift build --package-path "$here" -c debug \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }

# Swift's own crash backtracer fights ASan over a crashing process; libFuzzer prints the stack.
export SWIFT_BACKTRACE=enable=no

if [ "$seconds" -eq 0 ]; then duration=(-runs=0); else duration=(-max_total_time="$seconds"); fi
failed=()
for target in "${targets[@]}"; do
    corpus="$here/.build/corpus/$target"
    artifacts="$here/.build/artifacts"
    mkdir -p "$corpus" "$artifacts"
    echo "== Fuzz$target for ${seconds}s"
    "$here/.build/debug/Fuzz$target" "$corpus" "$here/Corpus/$target" "${duration[@]}" \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -dict="$here/Dictionaries/$target.dict" -artifact_prefix="$artifacts/$target-" \
        || failed+=("$target")
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "failed: ${failed[*]} (inputs in $here/.build/artifacts)" >&2
    exit 1
fi
echo "all targets ran clean: ${targets[*]}"
