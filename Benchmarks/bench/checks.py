"""Checks that are not timings: the binary is static, portable and small
(no ICU), and the history --json peer prints the very bytes quizctl prints."""

import os
import shutil
import subprocess
import sys
import tempfile

from rows import PRINT_HISTORY

SHARED_FORBIDDEN = ("libswift", "libFoundation", "lib_FoundationICU", "libdispatch", "libBlocksRuntime", "libcurl")
STRIPPED_BUDGET_MB = 25


def linked_libraries(binary):
    output = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    return [line.split()[0] for line in output.splitlines() if line.strip()]


def static_checks(quizctl, work, history_folder, legacy_folder):
    checks = []
    libraries = linked_libraries(quizctl)
    forbidden = [name for name in libraries if name.startswith(SHARED_FORBIDDEN)]
    checks.append(("ldd quizctl: no Swift, Foundation or libcurl library (" + ", ".join(libraries) + ")",
                   "PASS" if not forbidden else "FAIL links " + ", ".join(forbidden)))

    alone = os.path.join(work, "alone")
    shutil.rmtree(alone, ignore_errors=True)
    os.makedirs(alone)
    copy = shutil.copy(quizctl, os.path.join(os.path.abspath(alone), "quizctl"))
    with tempfile.TemporaryDirectory() as home:
        environment = {"PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": "", "QUIZCTL_HOME": home, "LANG": "C.UTF-8"}
        played = subprocess.run([copy, "play", "classic", "--offline", "--count", "3", "--seed", "1", "--json", "--delay", "0"],
                                input=b"1\n1\n1\n", capture_output=True, env=environment, cwd=alone)
    # A dynamic build would run here too, through its RUNPATH into the
    # toolchain: the copy passes only with no such path and the ldd check above.
    dynamic = subprocess.run(["readelf", "-d", copy], capture_output=True, text=True).stdout
    toolchain_paths = [line.split("[", 1)[-1].rstrip("]") for line in dynamic.splitlines()
                       if ("RUNPATH" in line or "RPATH" in line) and "swift" in line]
    result = "PASS"
    if played.returncode != 0:
        result = f"FAIL exit {played.returncode}: {played.stderr[:120]!r}"
    elif toolchain_paths or forbidden:
        result = "FAIL it finds the toolchain through " + ", ".join(toolchain_paths or forbidden)
    checks.append(("a copy alone in an empty folder, no toolchain on LD_LIBRARY_PATH, plays an offline game", result))

    # Full Foundation, wherever one of its APIs is used, links ICU: its data
    # alone (icudt*) is 30 MB, and the binary was 62 MB stripped with it.
    stripped = os.path.join(work, "quizctl-stripped")
    subprocess.run(["strip", "-o", stripped, quizctl], check=True)
    megabytes = os.path.getsize(stripped) / 1e6
    symbols = subprocess.run(["readelf", "-sW", quizctl], capture_output=True, text=True).stdout
    icu = sorted({fields[-1] for fields in map(str.split, symbols.splitlines())
                  if len(fields) >= 8 and ("icudt" in fields[-1] or "icu_7" in fields[-1])})
    result = "PASS"
    if megabytes > STRIPPED_BUDGET_MB:
        result = f"FAIL {megabytes:.1f} MB"
    elif icu:
        result = f"FAIL {len(icu)} ICU symbols, such as {icu[0]}"
    checks.append((f"stripped, {megabytes:.1f} MB: at most {STRIPPED_BUDGET_MB} MB, and no ICU in it", result))

    environment = dict(os.environ, QUIZCTL_HOME=history_folder)
    ours = subprocess.run([quizctl, "history", "--json", "--limit", "1000000"], capture_output=True, env=environment).stdout
    # The peer reads the same games from the older format's history.jsonl (the same seed).
    peer = subprocess.run([sys.executable, "-c", PRINT_HISTORY, os.path.join(legacy_folder, "history.jsonl")],
                          capture_output=True).stdout
    checks.append(("the Python peer of history --json prints the same bytes as quizctl (1k games)",
                   "PASS" if ours == peer else f"FAIL {len(peer)} bytes against quizctl's {len(ours)}"))
    return checks
