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
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import traceback

QUIZCTL = os.environ["QUIZCTL"]
WORK = os.environ["STRESS_WORK"]
RESULTS = os.environ["STRESS_RESULTS"]
QUICK = os.environ.get("STRESS_QUICK") == "1"
ANSWERS = "1\n1\n1\n"


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


DATABASE = "quizctl.db"


def read(location, body):
    """body(connection) on a private copy of a database and its WAL (a data
    folder's quizctl.db, or a database file such as a backup), opened with
    Python's sqlite3: what any reader would see, read without taking a lock
    that could slow quizctl down or changing the file under test. None when
    there is no database; one that cannot be read is a failed check, not a
    crashed checker."""
    source = location if os.path.isfile(location) else os.path.join(location, DATABASE)
    if not os.path.exists(source):
        return None
    folder = tempfile.mkdtemp(dir=WORK, prefix="snapshot-")
    copy = os.path.join(folder, DATABASE)
    try:
        for suffix in ("", "-wal"):
            if os.path.exists(source + suffix):
                shutil.copyfile(source + suffix, copy + suffix)
        connection = sqlite3.connect(copy)
        connection.row_factory = sqlite3.Row
        try:
            with connection:
                return body(connection)
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise CheckFailed(f"{source} cannot be read: {error}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def stored_games(home, answers=False):
    """The games quizctl.db holds, oldest saved first, as dicts (id, mode,
    correct, total; with `answers`, each answer's texts too)."""
    def games(connection):
        found = [dict(row) for row in connection.execute("SELECT seq, id, mode, correct, total FROM games ORDER BY seq")]
        if answers:
            by_seq = {game["seq"]: game for game in found}
            for game in found:
                game["answers"] = []
            for row in connection.execute("SELECT * FROM answers ORDER BY game_seq, position"):
                by_seq[row["game_seq"]]["answers"].append(dict(row))
        return found

    return read(home, games) or []


def database_problems(home):
    """What SQLite's own checks (integrity, foreign keys) and `quizctl data
    check` find wrong with the folder's database; empty when it is sound."""
    problems = []

    def checks(connection):
        found = [row[0] for row in connection.execute("PRAGMA integrity_check")]
        if found != ["ok"]:
            problems.append(f"integrity_check: {'; '.join(found[:3])}")
        keys = connection.execute("PRAGMA foreign_key_check").fetchall()
        if keys:
            problems.append(f"{len(keys)} rows point at a parent that is gone")

    try:
        read(home, checks)
    except CheckFailed as failure:
        problems.append(str(failure))
    run = quizctl(home, "data", "check", stdin=None, timeout=60)
    if run.status != 0:
        problems.append(f"`data check`: {run.describe()}: {run.said()}")
    return problems


def stats(home):
    run = quizctl(home, "stats", "--json", stdin=None, timeout=30)
    if run.status != 0:
        raise CheckFailed(f"stats --json: {run.describe()}: {run.said()}")
    return json.loads(run.stdout)


def leftovers(home):
    """Stale temporaries anywhere in the data folder: partial copies, probes
    and temporary files a writer killed midway would leave, in the folder,
    its backups/ and its tmp/ (where only a live run's folder may stand)."""
    found = []
    for folder, directories, files in os.walk(home):
        for name in files + directories:
            relative = os.path.relpath(os.path.join(folder, name), home)
            if re.search(r"\.tmp|tmp-|~$|\.swp$|\.partial$|\.probe-", name) or relative.startswith("tmp" + os.sep):
                found.append(relative)
    return sorted(found)


def copy_folder(source, target):
    subprocess.run(["cp", "-a", source, target], check=True)


def count_failures():
    """How many FAIL lines the results file holds so far."""
    if not os.path.exists(RESULTS):
        return 0
    with open(RESULTS) as results:
        return sum(1 for line in results if line.startswith("FAIL "))
