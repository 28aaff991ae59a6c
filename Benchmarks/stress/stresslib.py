"""Shared helpers of the stress checks: running quizctl, reading a data
folder, and reporting each check's outcome.

Every check ends in exactly one line, `PASS name (...)`, `FAIL name: why`
or `SKIP name: why`, printed and appended to the results file that
stress.sh counts. A check that raises is a FAIL with the exception as its
reason: a verifier that crashes never passes.
"""

import glob
import json
import os
import re
import signal
import subprocess
import sys
import time
import traceback

QUIZCTL = os.environ["QUIZCTL"]
WORK = os.environ["STRESS_WORK"]
RESULTS = os.environ["STRESS_RESULTS"]
QUICK = os.environ.get("STRESS_QUICK") == "1"
ANSWERS = "1\n1\n1\n"
DATA_FILES = ("settings.json", "questions.json", "statistics.json", "history.jsonl")


class CheckFailed(Exception):
    """A promise was broken; the message says which."""


def env_int(name, default, quick):
    return int(os.environ.get(name) or (quick if QUICK else default))


def record(outcome, name, detail):
    line = f"{outcome} {name}" + (f" ({detail})" if outcome == "PASS" and detail else f": {detail}" if detail else "")
    line = line.replace("\n", " ")
    print(line, flush=True)
    with open(RESULTS, "a") as results:
        results.write(line + "\n")


def check(name, body, *args):
    """Runs body(*args); it returns a short note on success, raises
    CheckFailed (or anything else) on failure, or returns ("SKIP", why)."""
    try:
        note = body(*args)
    except CheckFailed as failure:
        record("FAIL", name, str(failure))
        return False
    except Exception as error:  # the verifier itself broke: never a pass
        tail = traceback.format_exc().strip().splitlines()[-1]
        record("FAIL", name, f"the checker crashed: {type(error).__name__}: {error} [{tail}]")
        return False
    if isinstance(note, tuple) and note and note[0] == "SKIP":
        record("SKIP", name, note[1])
        return None
    record("PASS", name, note or "")
    return True


def require(problems):
    if problems:
        raise CheckFailed("; ".join(problems))


class Run:
    """One finished quizctl process."""

    def __init__(self, status, stdout, stderr, seconds, timed_out):
        self.status, self.stdout, self.stderr = status, stdout, stderr
        self.seconds, self.timed_out = seconds, timed_out

    @property
    def err(self):
        return self.stderr.decode("utf-8", "replace")

    def said(self):
        """The last line quizctl wrote to stderr (its error, or its warning)."""
        lines = self.err.strip().splitlines()
        return repr(lines[-1][:160]) if lines else "nothing on stderr"

    def describe(self):
        if self.timed_out:
            return f"did not end within {self.seconds:.0f} s (killed)"
        if self.status < 0:
            return f"killed by signal {signal.Signals(-self.status).name}"
        return f"exit status {self.status}"

    def record_id(self):
        """The id of the game record printed on stdout (play --json), or None."""
        try:
            game = json.loads(self.stdout)
        except ValueError:
            return None
        return game.get("id") if isinstance(game, dict) else None


def quizctl(home, *args, stdin=ANSWERS, timeout=60, env=None, prefix=()):
    """Runs quizctl in its own process group; on time-out the whole group is
    killed, so a hung wrapper's children go too."""
    environment = dict(os.environ, QUIZCTL_HOME=home, LANG="C.UTF-8", NO_COLOR="1")
    environment.pop("LC_ALL", None)
    environment.update(env or {})
    started = time.monotonic()
    process = subprocess.Popen(
        [*prefix, QUIZCTL, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=environment, start_new_session=True,
    )
    timed_out = False
    try:
        stdout, stderr = process.communicate(stdin.encode() if stdin is not None else b"", timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        kill_group(process.pid)
        stdout, stderr = process.communicate()
    return Run(process.returncode, stdout, stderr, time.monotonic() - started, timed_out)


def kill_group(pgid):
    try:
        os.killpg(pgid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def play(home, seed, timeout=60, extra=(), env=None):
    return quizctl(home, "play", "classic", "--offline", "--count", "3", "--seed", str(seed), "--json", "--delay", "0",
                   *extra, timeout=timeout, env=env)


def history_lines(home):
    """(games, torn): the decodable game objects of history.jsonl, and the
    raw lines that are not one."""
    path = os.path.join(home, "history.jsonl")
    games, torn = [], []
    if not os.path.exists(path):
        return games, torn
    with open(path, "rb") as history:
        for line in history.read().split(b"\n"):
            if not line.strip():
                continue
            try:
                game = json.loads(line)
                if not isinstance(game, dict) or not isinstance(game.get("id"), str):
                    raise ValueError("not a game")
                games.append(game)
            except ValueError:
                torn.append(line)
    return games, torn


def stats(home):
    run = quizctl(home, "stats", "--json", stdin=None, timeout=30)
    if run.status != 0:
        raise CheckFailed(f"stats --json: {run.describe()}: {run.said()}")
    return json.loads(run.stdout)


def leftovers(home):
    """Stale temporaries and history copies: anything in the folder that is
    neither a data file, its lock, its quarantine nor a known extra (the
    history's id index, history.jsonl.index, a cache quizctl keeps)."""
    found = []
    for path in glob.glob(os.path.join(home, ".*")) + glob.glob(os.path.join(home, "*")):
        name = os.path.basename(path)
        if re.search(r"\.tmp|tmp-|~$|\.swp$", name) or (
            "history" in name and not re.fullmatch(r"history\.jsonl(\.lock|\.index|\.corrupt-.*)?", name)
        ):
            found.append(name)
    return sorted(found)


def decode_data_files(home):
    problems = []
    for name in ("statistics.json", "settings.json", "questions.json"):
        path = os.path.join(home, name)
        if os.path.exists(path):
            try:
                with open(path, "rb") as file:
                    json.loads(file.read())
            except ValueError as error:
                problems.append(f"{name} does not decode: {error}")
    return problems


def copy_folder(source, target):
    subprocess.run(["cp", "-a", source, target], check=True)


def count_failures():
    """How many FAIL lines the results file holds so far."""
    if not os.path.exists(RESULTS):
        return 0
    with open(RESULTS) as results:
        return sum(1 for line in results if line.startswith("FAIL "))
