#!/usr/bin/env bash
# Makes a data folder holding a movie list in the file format before it
# moved into quizctl.db (movies.json with its .lock) and an OMDb cache
# (omdb-cache.json). Run once, with the binary of main at c7c294a:
#
#   swift build --product quizctl
#   Tests/Fixtures/LegacyMovies/make.sh .build/debug/quizctl
#
# It writes Tests/Fixtures/LegacyMovies/folder/. The import is dated
# (QUIZCTL_NOW) and run from this folder with relative paths, so the same
# binary makes the same file.
set -euo pipefail
binary=$(realpath "${1:?usage: make.sh PATH-TO-OLD-QUIZCTL}")
here=$(cd "$(dirname "$0")" && pwd)
folder=$here/folder
rm -rf "$folder"
mkdir -p "$folder"
chmod 700 "$folder"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
# Five movies, one with a title to escape and one in Cyrillic, and a series the import skips.
printf 'tconst\taverageRating\tnumVotes\n' >ratings.tsv
printf 'tt0000001\t9.1\t500000\ntt0000002\t7.25\t400000\ntt0000003\t6.0\t300000\ntt0000004\t8.4\t200000\ntt0000005\t5.5\t100000\ntt0000006\t9.9\t900000\n' >>ratings.tsv
printf 'tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n' >basics.tsv
printf 'tt0000001\tmovie\tThe "Quoted" Film\tThe "Quoted" Film\t0\t1994\t\\N\t142\tDrama\n' >>basics.tsv
printf 'tt0000002\tmovie\tСталкер\tСталкер\t0\t1979\t\\N\t162\tDrama,Sci-Fi\n' >>basics.tsv
printf 'tt0000003\tmovie\tA Film\tA Film\t0\t2001\t\\N\t90\t\\N\n' >>basics.tsv
printf 'tt0000004\tmovie\tB Film\tB Film\t0\t2010\t\\N\t100\tAction,Adventure,Sci-Fi\n' >>basics.tsv
printf 'tt0000005\tmovie\tC Film\tC Film\t0\t1950\t\\N\t80\tComedy\n' >>basics.tsv
printf 'tt0000006\ttvSeries\tA Show\tA Show\t0\t2005\t2009\t40\tDrama\n' >>basics.tsv
QUIZCTL_HOME=$folder QUIZCTL_NOW=2026-03-05T08:00:00Z LANG=C.UTF-8 NO_COLOR=1 \
    "$binary" import ratings.tsv --basics basics.tsv --limit 5 >/dev/null
# What OMDbCache wrote after one answer (a cache the migration moves aside unread).
printf '%s' '{"day":"2026-03-05","films":{"tt0000001":{"fetchedAt":"2026-03-05T08:01:00Z"}},"lastFetch":"2026-03-05T08:01:00Z","origin":"https://www.omdbapi.com/ key:0123456789abcdef","requests":1}' >"$folder/omdb-cache.json"
chmod 600 "$folder/omdb-cache.json"
