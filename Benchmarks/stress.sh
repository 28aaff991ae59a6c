#!/usr/bin/env bash
# Benchmarks/stress.sh — reliability checks of quizctl's data folder, run
# against the release binary (takes a few minutes; CI may skip it).
#
#   crash        200 saves killed with SIGKILL at random moments: every data
#                file still decodes, every game whose save was reported is in
#                the history, a torn line is never one that was reported, and
#                after the next save the statistics count every game.
#   concurrency  4 processes playing 50 scripted games each at once against
#                one folder: 200 games in history, statistics say 200.
#   corruption   truncated, empty, binary and wrong-schema versions of each
#                data file: quizctl names the file, moves it (or, for the
#                history, its bad lines) aside, goes on, and loses nothing else.
#   full disk    saving on a full 64 KB tmpfs (needs root and mount; else a
#                read-only folder, which needs a non-root user; else skipped):
#                a clear error, and the previous files are intact.
#
# Environment: STRESS_KILLS (default 200), STRESS_PLAYERS (4),
# STRESS_GAMES (50 per player), BENCH_SKIP_BUILD=1 to use the existing build.
# Ends with "stress: N passed, M failed"; exit status 1 when any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
KILLS=${STRESS_KILLS:-200}
PLAYERS=${STRESS_PLAYERS:-4}
GAMES_EACH=${STRESS_GAMES:-50}
for tool in swift python3 sha1sum; do
    command -v "$tool" >/dev/null || { echo "stress.sh: '$tool' is required and was not found on PATH" >&2; exit 2; }
done
if [[ ${BENCH_SKIP_BUILD:-0} != 1 ]]; then
    echo "== swift build -c release"
    swift build -c release 2>&1 | tail -n 1
fi
QUIZCTL=$ROOT/.build/release/quizctl
[[ -x $QUIZCTL ]] || { echo "stress.sh: $QUIZCTL is missing; build it first" >&2; exit 2; }
mkdir -p "$ROOT/Benchmarks/work"
WORK=$(mktemp -d "$ROOT/Benchmarks/work/stress-XXXXXX")
MOUNTED=""
cleanup() {
    [[ -z $MOUNTED ]] || umount "$MOUNTED" 2>/dev/null
    chmod -R u+w "$WORK" 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT

PASSED=0
FAILED=0
pass() { PASSED=$((PASSED + 1)); echo "PASS $1"; }
fail() { FAILED=$((FAILED + 1)); echo "FAIL $1: $2"; }
printf '1\n1\n1\n' >"$WORK/answers"

# play HOME SEED: one scripted 3-question game from the built-in offline pack;
# prints the saved game's id when quizctl reports it.
play() {
    QUIZCTL_HOME=$1 "$QUIZCTL" play classic --offline --count 3 --seed "$2" --json --delay 0 <"$WORK/answers" 2>/dev/null \
        | sed -n 's/^  "id" : "\(.*\)",\{0,1\}$/\1/p'
}

# verify HOME IDS EXPECTED: the folder's files decode, every id listed in IDS
# is in the history, unreadable lines hold none of them, statistics count
# every game (EXPECTED games when given). Prints what is wrong, if anything.
verify() {
    local home=$1 ids=$2 expected=${3:-}
    local listed stats_out
    listed=$(QUIZCTL_HOME=$home "$QUIZCTL" history --json --limit 100000000 2>"$WORK/stderr") || { echo "history --json failed: $(cat "$WORK/stderr")"; return; }
    stats_out=$(QUIZCTL_HOME=$home "$QUIZCTL" stats --json 2>>"$WORK/stderr") || { echo "stats --json failed: $(cat "$WORK/stderr")"; return; }
    [[ ! -s $WORK/stderr ]] || { echo "quizctl complained: $(head -c 300 "$WORK/stderr")"; return; }
    python3 - "$home" "$ids" "$expected" "$listed" "$stats_out" <<'PY'
import glob, json, os, sys
home, ids_path, expected, listed, stats_out = sys.argv[1:]
problems = []
reported = [line.strip() for line in open(ids_path) if line.strip()]
good, torn = [], []
with open(os.path.join(home, "history.jsonl"), "rb") as history:
    raw = history.read()
for line in raw.split(b"\n"):
    if not line:
        continue
    try:
        good.append(json.loads(line)["id"])
    except (ValueError, KeyError, TypeError):
        torn.append(line)
missing = set(reported) - set(good)
if missing:
    problems.append(f"{len(missing)} reported games missing from history.jsonl, e.g. {sorted(missing)[0]}")
for line in torn:
    if any(id.encode() in line for id in reported):
        problems.append("a reported game's line is torn")
if len(set(good)) != len(good):
    problems.append("a game is in history.jsonl twice")
if len(json.loads(listed)) != len(good):
    problems.append(f"history --json lists {len(json.loads(listed))} games, history.jsonl holds {len(good)}")
for name in ("statistics.json", "settings.json", "questions.json"):
    path = os.path.join(home, name)
    if os.path.exists(path):
        try:
            json.load(open(path))
        except ValueError as error:
            problems.append(f"{name} does not decode: {error}")
played = json.loads(stats_out).get("gamesPlayed")
if played != len(good):
    problems.append(f"statistics count {played} games, history holds {len(good)}")
if expected and len(good) != int(expected):
    problems.append(f"history holds {len(good)} games, expected {expected}")
if glob.glob(os.path.join(home, "*.corrupt-*")):
    problems.append("something was quarantined: " + ", ".join(os.path.basename(p) for p in glob.glob(os.path.join(home, "*.corrupt-*"))))
print("; ".join(problems))
print(f"{len(good)} games, {len(torn)} unreadable lines", file=sys.stderr)
PY
}

# --- crash safety ------------------------------------------------------------------
echo "== crash: $KILLS saves killed with SIGKILL at random moments"
CRASH=$WORK/crash
: >"$WORK/crash-ids"
finished=0
killed=0
for i in $(seq "$KILLS"); do
    QUIZCTL_HOME=$CRASH "$QUIZCTL" play classic --offline --count 3 --seed "$i" --json --delay 0 \
        <"$WORK/answers" >"$WORK/crash-out" 2>/dev/null &
    pid=$!
    sleep "$(printf '0.%03d' $((RANDOM % 45)))"
    kill -KILL "$pid" 2>/dev/null
    if { wait "$pid"; } 2>/dev/null; then
        finished=$((finished + 1))
        sed -n 's/^  "id" : "\(.*\)",\{0,1\}$/\1/p' "$WORK/crash-out" >>"$WORK/crash-ids"
    else
        killed=$((killed + 1))
    fi
done
echo "   $finished saves finished and were reported, $killed were killed"
# A save killed between its history line and its statistics leaves the
# statistics a game behind until the next save folds the missing games in:
# one more save, then the check.
play "$CRASH" 100000 >>"$WORK/crash-ids"
problems=$(verify "$CRASH" "$WORK/crash-ids" 2>"$WORK/verify-note")
if [[ -z ${problems//[[:space:]]/} ]]; then pass "crash ($finished reported, $killed killed; $(cat "$WORK/verify-note"))"; else fail "crash" "$problems"; fi

# --- concurrency -------------------------------------------------------------------
echo "== concurrency: $PLAYERS processes × $GAMES_EACH games against one folder"
TOGETHER=$WORK/together
for player in $(seq "$PLAYERS"); do
    (for game in $(seq "$GAMES_EACH"); do play "$TOGETHER" $((player * 1000 + game)); done >"$WORK/together-ids-$player") &
done
wait
cat "$WORK"/together-ids-* >"$WORK/together-ids"
reported=$(wc -l <"$WORK/together-ids")
problems=$(verify "$TOGETHER" "$WORK/together-ids" $((PLAYERS * GAMES_EACH)) 2>/dev/null)
(( reported == PLAYERS * GAMES_EACH )) || problems+=" only $reported of $((PLAYERS * GAMES_EACH)) saves were reported"
if [[ -z ${problems//[[:space:]]/} ]]; then pass "concurrency ($reported games, statistics agree)"; else fail "concurrency" "$problems"; fi

# --- corruption --------------------------------------------------------------------
echo "== corruption: every data file truncated, empty, binary and of the wrong schema"
BASE=$WORK/base
python3 "$ROOT/Benchmarks/generate-data.py" "$BASE" --games 20 --questions 20
QUIZCTL_HOME=$BASE "$QUIZCTL" settings set order sequential >/dev/null 2>&1

checksums() { # HOME EXCEPT: checksums of the data files other than EXCEPT
    (cd "$1" && for name in settings.json questions.json statistics.json history.jsonl; do
        [[ $name == "$2" ]] || sha1sum "$name"
    done)
}

corrupt() { # FILE KIND PATH: writes the KIND of damage into PATH
    local file=$1 kind=$2 path=$3
    case $kind in
        truncated) head -c "$(( $(wc -c <"$path") / 2 ))" "$path" >"$path.cut" && mv "$path.cut" "$path" ;;
        empty) : >"$path" ;;
        binary) printf '\x00\xff\xfe\x01binary\x7f\x1b[2J' >"$path" ;;
        wrong-schema)
            case $file in
                settings.json) echo '{"order":42,"color":["red"]}' >"$path" ;;
                questions.json) echo '{"questions":[{"id":5,"entry":"text"}]}' >"$path" ;;
                statistics.json) echo '{"overall":"many","modes":7}' >"$path" ;;
            esac ;;
    esac
}

json_store_case() { # FILE KIND COMMAND...: quarantine of a whole JSON file
    local file=$1 kind=$2; shift 2
    local home=$WORK/case-$file-$kind
    cp -r "$BASE" "$home"
    corrupt "$file" "$kind" "$home/$file"
    cp "$home/$file" "$WORK/damaged"
    local before status moved problems=""
    before=$(checksums "$home" "$file")
    QUIZCTL_HOME=$home "$QUIZCTL" "$@" >/dev/null 2>"$WORK/stderr"
    status=$?
    moved=$(ls "$home/$file".corrupt-* 2>/dev/null | head -n 1)
    (( status == 0 )) || problems+=" exit status $status;"
    grep -q "$file" "$WORK/stderr" || problems+=" the message does not name $file;"
    [[ -n $moved ]] && cmp -s "$moved" "$WORK/damaged" || problems+=" the damaged file was not moved aside intact;"
    [[ $(checksums "$home" "$file") == "$before" ]] || problems+=" another file changed;"
    [[ -n $(play "$home" 7) ]] || problems+=" the next save failed;"
    local games
    games=$(grep -c . "$home/history.jsonl")
    (( games == 21 )) || problems+=" history holds $games games, expected 21;"
    if [[ $file == statistics.json ]]; then
        local played
        played=$(QUIZCTL_HOME=$home "$QUIZCTL" stats --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["gamesPlayed"])')
        (( played == 21 )) || problems+=" statistics were not rebuilt from the history ($played games);"
    fi
    if [[ -z $problems ]]; then pass "corruption: $file $kind"; else fail "corruption: $file $kind" "$problems"; fi
}

history_case() { # KIND: bad lines are skipped, kept, and set aside at the next rewrite
    local kind=$1
    local home=$WORK/case-history-$kind history
    cp -r "$BASE" "$home"
    history=$home/history.jsonl
    local intact=20
    case $kind in
        truncated) head -c -40 "$history" >"$history.cut" && mv "$history.cut" "$history"; intact=19 ;;
        empty) : >"$history"; intact=0 ;;
        binary) { head -n 10 "$history"; printf '\x00\xff\xfe\x01binary\x7f\x1b[2J\n'; tail -n 10 "$history"; } >"$history.new" && mv "$history.new" "$history" ;;
        wrong-schema) { head -n 10 "$history"; echo '{"id":"nope","mode":7,"answers":{}}'; tail -n 10 "$history"; } >"$history.new" && mv "$history.new" "$history" ;;
    esac
    local before listed problems=""
    before=$(checksums "$home" history.jsonl)
    listed=$(QUIZCTL_HOME=$home "$QUIZCTL" history --json --limit 1000 2>"$WORK/stderr" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
    [[ $listed == "$intact" ]] || problems+=" history lists $listed games, expected $intact;"
    [[ $(checksums "$home" history.jsonl) == "$before" ]] || problems+=" another file changed;"
    local id
    id=$(play "$home" 7)
    [[ -n $id ]] || problems+=" the next save failed;"
    listed=$(QUIZCTL_HOME=$home "$QUIZCTL" history --json --limit 1000 | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
    [[ $listed == $((intact + 1)) ]] || problems+=" after a save history lists $listed games, expected $((intact + 1));"
    if [[ $kind != empty && -n $id ]]; then
        # Deleting a game rewrites the file: now the bad lines are set aside and reported.
        QUIZCTL_HOME=$home "$QUIZCTL" history delete "$id" --yes >/dev/null 2>"$WORK/stderr"
        grep -q "history.jsonl" "$WORK/stderr" || problems+=" the rewrite did not name history.jsonl;"
        ls "$history".corrupt-* >/dev/null 2>&1 || problems+=" the bad lines were not set aside;"
        listed=$(QUIZCTL_HOME=$home "$QUIZCTL" history --json --limit 1000 | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
        [[ $listed == "$intact" ]] || problems+=" after the rewrite history lists $listed games, expected $intact;"
    fi
    if [[ -z $problems ]]; then pass "corruption: history.jsonl $kind"; else fail "corruption: history.jsonl $kind" "$problems"; fi
}

for kind in truncated empty binary wrong-schema; do
    json_store_case settings.json "$kind" settings
    json_store_case questions.json "$kind" questions
    json_store_case statistics.json "$kind" stats
    history_case "$kind"
done

# --- full disk ---------------------------------------------------------------------
echo "== full disk"
# full_disk_case HOME LABEL: the folder cannot take another page. The history
# may gain whole lines (an append can fit in its last page); nothing else may
# change, and the error must name the file it could not write.
full_disk_case() {
    local home=$1 label=$2 before status problems=""
    before=$(checksums "$home" history.jsonl)
    cp "$home/history.jsonl" "$WORK/history-before"
    QUIZCTL_HOME=$home "$QUIZCTL" play classic --offline --count 3 --seed 8 --json --delay 0 <"$WORK/answers" >/dev/null 2>"$WORK/stderr"
    status=$?
    (( status != 0 )) || problems+=" saving succeeded on a full disk;"
    grep -qE "(history.jsonl|statistics.json).*(space|место)" "$WORK/stderr" || problems+=" the error does not say which file and why: $(tail -n 1 "$WORK/stderr");"
    QUIZCTL_HOME=$home "$QUIZCTL" settings set order random >/dev/null 2>>"$WORK/stderr" && problems+=" changing a setting succeeded;"
    [[ $(checksums "$home" history.jsonl) == "$before" ]] || problems+=" a data file changed;"
    python3 - "$WORK/history-before" "$home/history.jsonl" <<'PY' || problems+=" history.jsonl lost or tore a line;"
import json, sys
before, after = (open(path, "rb").read() for path in sys.argv[1:])
assert after.startswith(before)
for line in after[len(before):].split(b"\n"):
    assert not line or json.loads(line)["id"]
PY
    ls "$home"/.*.tmp-* >/dev/null 2>&1 && problems+=" a temporary file was left behind;"
    if [[ -z $problems ]]; then pass "full disk: $label — $(grep -m1 -o 'error: .*' "$WORK/stderr" | cut -c1-110)"; else fail "full disk: $label" "$problems"; fi
}
TINY=$WORK/tiny
mkdir -p "$TINY"
if [[ $(id -u) == 0 ]] && mount -t tmpfs -o size=64k tmpfs "$TINY" 2>/dev/null; then
    MOUNTED=$TINY
    for variant in slack aligned; do
        python3 "$ROOT/Benchmarks/generate-data.py" "$TINY/$variant" --games 3 --questions 3
        QUIZCTL_HOME=$TINY/$variant "$QUIZCTL" settings set order sequential >/dev/null 2>&1
    done
    # Empty lines (which readers skip) fill the history's last page, so the
    # next append needs a page the disk does not have.
    size=$(wc -c <"$TINY/aligned/history.jsonl")
    head -c $(( (4096 - size % 4096) % 4096 )) /dev/zero | tr '\0' '\n' >>"$TINY/aligned/history.jsonl"
    dd if=/dev/zero of="$TINY/filler" bs=1k count=1024 2>/dev/null
    full_disk_case "$TINY/slack" "64 KB tmpfs, history with room in its last page"
    full_disk_case "$TINY/aligned" "64 KB tmpfs, history ending on a page boundary"
    rm -f "$TINY/filler"
    if [[ -n $(play "$TINY/slack" 9) ]] && verify "$TINY/slack" /dev/null >"$WORK/problems" 2>/dev/null && [[ ! -s $WORK/problems || -z $(tr -d '[:space:]' <"$WORK/problems") ]]; then
        pass "full disk: with room again, the next save works and statistics catch up"
    else
        fail "full disk: recovery" "$(cat "$WORK/problems")"
    fi
elif [[ $(id -u) != 0 ]]; then
    cp -r "$BASE" "$WORK/readonly"
    chmod -R a-w "$WORK/readonly"
    full_disk_case "$WORK/readonly" "read-only folder"
else
    echo "SKIP full disk: running as root without permission to mount a tmpfs, and root ignores read-only permissions"
fi

echo "stress: $PASSED passed, $FAILED failed"
(( FAILED == 0 ))
