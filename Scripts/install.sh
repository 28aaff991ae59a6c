#!/bin/sh
# Installs quizctl, its shell completions and its manual page under a prefix,
# and removes exactly that again with --uninstall. See --help.
set -eu

usage() {
    cat <<'EOF'
usage: Scripts/install.sh [--binary PATH] [PREFIX]
       Scripts/install.sh --uninstall [PREFIX]

Builds quizctl (swift build -c release --static-swift-stdlib) and installs,
under PREFIX (default ~/.local):

  bin/quizctl
  share/bash-completion/completions/quizctl
  share/zsh/site-functions/_quizctl
  share/fish/vendor_completions.d/quizctl.fish
  share/man/man1/quizctl.1          (English)
  share/man/ru/man1/quizctl.1       (Russian)

The completions and the manual are written by the installed quizctl itself,
so they always match it. What was installed, and which folders were created
for it, is listed in PREFIX/lib/quizctl/install-manifest; --uninstall removes
those files and the folders it created if they are empty, nothing else.

Options:
  --binary PATH  install this quizctl instead of building one
  --uninstall    remove what an earlier install put under PREFIX
  -h, --help     show this help
EOF
}

die() {
    printf 'install.sh: %s\n' "$1" >&2
    exit "${2:-1}"
}

binary=
uninstall=0
prefix=
while [ $# -gt 0 ]; do
    case $1 in
    -h | --help)
        usage
        exit 0
        ;;
    --binary)
        [ $# -ge 2 ] || die "--binary needs a path" 2
        binary=$2
        shift 2
        ;;
    --binary=*)
        binary=${1#--binary=}
        shift
        ;;
    --uninstall)
        uninstall=1
        shift
        ;;
    --)
        shift
        break
        ;;
    -*) die "unknown option $1 (see --help)" 2 ;;
    *)
        [ -z "$prefix" ] || die "one PREFIX only (see --help)" 2
        prefix=$1
        shift
        ;;
    esac
done
if [ $# -gt 0 ]; then
    if [ -n "$prefix" ] || [ $# -gt 1 ]; then die "one PREFIX only (see --help)" 2; fi
    prefix=$1
fi
[ -n "$prefix" ] || prefix=${HOME:?HOME is not set}/.local
# Absolute, without a trailing slash: the manifest names files by their full path.
case $prefix in
/*) ;;
*) prefix=$(pwd)/$prefix ;;
esac
prefix=${prefix%/}
[ -n "$prefix" ] || die "refusing to use / as the prefix" 2

manifest_dir=$prefix/lib/quizctl
manifest=$manifest_dir/install-manifest

# --- uninstall ---------------------------------------------------------------

if [ "$uninstall" -eq 1 ]; then
    [ -f "$manifest" ] || die "no install manifest at $manifest: nothing removed"
    # Files first, then the folders created for them, deepest first (the
    # manifest lists them as they were made, parents before children).
    folders=
    while IFS= read -r line; do
        case $line in
        'file '*) rm -f -- "${line#file }" ;;
        'folder '*) folders="${line#folder }
$folders" ;;
        esac
    done <"$manifest"
    rm -f -- "$manifest"
    printf '%s' "$folders" | while IFS= read -r folder; do
        if [ -n "$folder" ]; then rmdir -- "$folder" 2>/dev/null || true; fi
    done
    printf 'quizctl removed from %s\n' "$prefix"
    exit 0
fi

# --- install -----------------------------------------------------------------

if [ -z "$binary" ]; then
    command -v swift >/dev/null 2>&1 || die "swift is not on PATH: install Swift 6.3 (https://swift.org/install), or pass --binary PATH"
    repo=$(cd "$(dirname "$0")/.." && pwd)
    printf 'Building quizctl (release)...\n'
    (cd "$repo" && swift build -c release --static-swift-stdlib)
    binary=$(cd "$repo" && swift build -c release --static-swift-stdlib --show-bin-path)/quizctl
fi
if [ ! -f "$binary" ] || [ ! -x "$binary" ]; then die "$binary is not an executable file"; fi

# What an earlier install recorded is kept, so that a re-install still
# removes the folders the first one created.
recorded=
[ -f "$manifest" ] && recorded=$(cat "$manifest")
created=

# Makes folder $1 and its missing parents, remembering each one it makes.
make_folder() {
    [ -d "$1" ] && return 0
    make_folder "$(dirname "$1")"
    mkdir -- "$1"
    created="$created
folder $1"
}

make_folder "$manifest_dir"
installed=
# Puts standard input at $1 (mode $2) through a temporary file beside it, so
# a failed write never leaves half a file in place.
put() {
    make_folder "$(dirname "$1")"
    cat >"$1.installing"
    chmod "$2" "$1.installing"
    mv -f -- "$1.installing" "$1"
    installed="$installed
file $1"
}

put "$prefix/bin/quizctl" 755 <"$binary"
quizctl=$prefix/bin/quizctl
"$quizctl" --version >/dev/null || die "the installed $quizctl does not run"

# Generated in a data folder of their own, so that neither the user's
# settings nor their language decide what is written; through files, not
# pipes, because `put` must run in this shell to record what it installs.
scratch=$(mktemp -d)
trap 'rm -rf -- "$scratch"' EXIT
mkdir -- "$scratch/home"
# Runs the installed quizctl in language $1 ("C" or "ru_RU") with the rest of the arguments.
generate() {
    locale=$1.UTF-8
    shift
    QUIZCTL_HOME=$scratch/home LANG=$locale LC_ALL=$locale NO_COLOR=1 "$quizctl" "$@" >"$scratch/out"
}

generate C completion bash
put "$prefix/share/bash-completion/completions/quizctl" 644 <"$scratch/out"
generate C completion zsh
put "$prefix/share/zsh/site-functions/_quizctl" 644 <"$scratch/out"
generate C completion fish
put "$prefix/share/fish/vendor_completions.d/quizctl.fish" 644 <"$scratch/out"
generate C help --man
put "$prefix/share/man/man1/quizctl.1" 644 <"$scratch/out"
generate ru_RU help --man
put "$prefix/share/man/ru/man1/quizctl.1" 644 <"$scratch/out"

# Earlier folders first, then this install's, each once; then the files.
{
    printf '%s\n' "$recorded" | grep '^folder ' || true
    printf '%s\n' "$created" | grep '^folder ' || true
    printf '%s\n' "$recorded" | grep '^file ' || true
    printf '%s\n' "$installed" | grep '^file ' || true
} | awk '!seen[$0]++' >"$manifest.installing"
mv -f -- "$manifest.installing" "$manifest"

printf 'quizctl %s installed in %s\n' "$("$quizctl" --version | sed 's/^quizctl //')" "$prefix"
case :${PATH:-}: in
*:"$prefix/bin":*) ;;
*) printf 'Add %s/bin to PATH to run it as quizctl.\n' "$prefix" ;;
esac
printf 'zsh: add %s/share/zsh/site-functions to fpath before compinit.\n' "$prefix"
printf 'Remove it with: %s --uninstall %s\n' "$0" "$prefix"
