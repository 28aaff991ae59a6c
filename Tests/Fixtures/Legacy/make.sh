#!/usr/bin/env bash
# Makes the legacy data folder (the file format before quizctl.db) and what
# the old binary printed about it. Run once, with the binary of main at
# 0b748c6 (before the database):
#
#   swift build --product quizctl
#   Tests/Fixtures/Legacy/make.sh .build/debug/quizctl
#
# It writes Tests/Fixtures/Legacy/folder/ (the data folder) and
# Tests/Fixtures/Legacy/expected/*.json (the old binary's `--json` output).
# Every run is seeded and dated (QUIZCTL_NOW), so the same binary makes the
# same games. The migration test copies folder/ and compares the new
# binary's output with expected/.
set -euo pipefail
binary=$(realpath "${1:?usage: make.sh PATH-TO-OLD-QUIZCTL}")
here=$(cd "$(dirname "$0")" && pwd)
folder=$here/folder
expected=$here/expected
decks=$here/../Decks
rm -rf "$folder" "$expected"
mkdir -p "$folder" "$expected"
chmod 700 "$folder"
export QUIZCTL_HOME=$folder LANG=C.UTF-8 NO_COLOR=1
unset QUIZCTL_NOW

q() { # q TIME ARGS...: runs quizctl at TIME
    local time=$1
    shift
    QUIZCTL_NOW=$time "$binary" "$@"
}

# Your questions (two added, one imported deck of cards).
q 2026-03-01T09:00:00Z add --text "Largest planet?" --correct Jupiter --wrong Mars --wrong Venus --wrong Saturn >/dev/null
q 2026-03-01T09:01:00Z add --text "Столица Франции?" --correct Париж --wrong Лион --wrong Марсель --wrong Ницца >/dev/null
q 2026-03-01T09:02:00Z add --text "Is water wet?" --correct Yes --wrong No >/dev/null
q 2026-03-01T09:03:00Z import "$decks/Spanish Basics.tsv" >/dev/null

# Games of every mode.
printf 'y\nn\ny\nn\ny\n' | q 2026-03-02T10:00:00Z play yesno --offline --count 5 --seed 1 --json >/dev/null
printf '1\n2\n3\n4\n1\n' | q 2026-03-02T11:00:00Z play classic --offline --count 5 --seed 2 --json >/dev/null
printf '1\n2\n1\n' | q 2026-03-02T11:30:00Z play classic --source custom --count 3 --seed 3 --json >/dev/null
printf '1\n2\n3\n1\n' | q 2026-03-02T11:45:00Z play classic --source "deck:Spanish Basics" --count 4 --seed 4 --json >/dev/null
printf 'w\n' | q 2026-03-02T12:00:00Z play millionaire --offline --seed 5 --json >/dev/null
printf '1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n' | q 2026-03-02T12:30:00Z play millionaire --offline --seed 6 --json >/dev/null || true
printf 'Ann: 1\nBob: 2\nAnn: 3\nBob: 1\n' | q 2026-03-02T13:00:00Z play party --players Ann,Bob --count 4 --offline --seed 7 --json >/dev/null
printf 'Bob: 1\nAnn: 2\n%.0s' 1 2 3 4 5 6 7 8 | q 2026-03-02T13:30:00Z play party --players Ann,Bob --party-mode buzzer --count 4 --offline --seed 8 --json >/dev/null
printf 'Ann: 1\nAnn: w\nBob: 2\nBob: w\n%.0s' 1 2 3 4 5 6 | q 2026-03-02T14:00:00Z play party --players Ann,Bob --millionaire --offline --seed 9 --json >/dev/null
# A day later the answered cards are due: a review game.
printf '1\n2\n1\n2\n1\n' | q 2026-03-04T09:00:00Z play review --count 5 --seed 10 --json >/dev/null

# Settings in Russian.
q 2026-03-04T10:00:00Z settings set language ru >/dev/null
q 2026-03-04T10:00:01Z settings set difficulty hard >/dev/null
q 2026-03-04T10:00:02Z settings set review-fuzz off >/dev/null

# Menu choices: only the start screen on a terminal writes them, so this
# file is written as that screen writes it (StartChoices, JSON).
printf '%s' '{"modes":{"classic":{"source":"custom","count":3,"difficulty":"hard"},"party":{"players":["Ann","Bob"],"partyGame":"buzzer"}}}' >"$folder/menu-choices.json"
chmod 600 "$folder/menu-choices.json"

# What the old binary says about it, at one fixed time.
now=2026-03-05T09:00:00Z
q $now history --json >"$expected/history.json"
for id in $(python3 -c 'import json,sys; print(" ".join(g["id"] for g in json.load(open(sys.argv[1]))))' "$expected/history.json"); do
    q $now history show "$id" --json >"$expected/show-$id.json"
done
q $now questions --json >"$expected/questions.json"
q $now stats --json >"$expected/stats.json"
q $now review --json >"$expected/review.json"
q $now decks --json >"$expected/decks.json"
q $now settings >"$expected/settings.txt"
rm -rf "$folder/tmp"
ls -la "$folder" >&2
