"""The bounds scenario: nothing from outside can fill the disk, run for
ever, leave processes behind or take quizctl's memory (issue 32).

Each server runs on 127.0.0.1 and stops by itself; each quizctl run has a
file-size limit (`ulimit -f`) and a time limit, so a check that fails ends
bounded instead of filling the machine running it.
"""

import os
import re
import signal
import sqlite3
import stat
import subprocess
import sys
import time
import zipfile

from hostile_checks import measured
from stresslib import WORK, QUIZCTL, CheckFailed, check, kill_group, quizctl, require

HERE = os.path.dirname(os.path.abspath(__file__))
RATINGS_CAP = 64_000_000
# 200 MB of file a run may write (ulimit -f counts 1,024-byte blocks).
FILE_LIMIT = ["bash", "-c", 'ulimit -f 204800; exec "$@"', "bash"]
MEMORY_CAP_MB = 100
CHILD_GRACE = 2
ANKI_DEADLINE = 60
TEMP_CAP_MB = 100


class DatasetServer:
    """dataset_server.py in MODE, for the length of a `with` block."""

    def __init__(self, mode, lifetime=120):
        self.mode, self.lifetime = mode, lifetime

    def __enter__(self):
        port_file = os.path.join(WORK, f"dataset-{self.mode}-{time.monotonic_ns()}.port")
        self.process = subprocess.Popen([sys.executable, os.path.join(HERE, "dataset_server.py"), self.mode, port_file,
                                         str(self.lifetime)], start_new_session=True)
        for _ in range(200):
            if os.path.exists(port_file):
                break
            time.sleep(0.05)
        with open(port_file) as file:
            self.url = f"http://127.0.0.1:{file.read().strip()}/"
        return self

    def __exit__(self, *_):
        kill_group(self.process.pid)
        self.process.wait()


def home(name):
    path = os.path.join(WORK, name)
    os.makedirs(path, exist_ok=True)
    return path


def part_files(folder):
    datasets = os.path.join(folder, "datasets")
    if not os.path.isdir(datasets):
        return {}
    return {name: os.path.getsize(os.path.join(datasets, name)) for name in os.listdir(datasets)}


def endless():
    folder = home("endless")
    with DatasetServer("endless") as server:
        run = quizctl(folder, "movies", "update", stdin=None, timeout=120, prefix=FILE_LIMIT,
                      env={"QUIZCTL_IMDB_DATASETS_URL": server.url})
    problems = []
    if run.status != 1:
        problems.append(f"movies update ended with {run.describe()}, not exit status 1")
    if "passed 64.0 MB" not in run.err:
        problems.append(f"no word of the cap: {run.said()}")
    for name, size in part_files(folder).items():
        if size > RATINGS_CAP:
            problems.append(f"{name} is {size >> 20} MB, over the 64 MB cap")
    require(problems)
    return f"{run.seconds:.1f} s: {run.said()}"


def trickle():
    folder = home("trickle")
    with DatasetServer("trickle") as server:
        run = quizctl(folder, "movies", "update", "--timeout", "3", stdin=None, timeout=60, prefix=FILE_LIMIT,
                      env={"QUIZCTL_IMDB_DATASETS_URL": server.url})
    problems = []
    if run.status != 1:
        problems.append(f"movies update ended with {run.describe()}, not exit status 1")
    if "not finished in 3 s (--timeout)" not in run.err:
        problems.append(f"no word of the deadline: {run.said()}")
    require(problems)
    return f"cut after {run.seconds:.1f} s"


def gzip_field():
    folder = home("gzipfield")
    peak_file = os.path.join(WORK, "gzipfield.peak")
    with DatasetServer("gzipfield") as server:
        run = quizctl(folder, "movies", "update", stdin=None, timeout=120, prefix=[*FILE_LIMIT, *measured(peak_file)],
                      env={"QUIZCTL_IMDB_DATASETS_URL": server.url})
    problems = []
    if run.status != 1:
        problems.append(f"movies update ended with {run.describe()}, not exit status 1")
    if "longer than 64 KB" not in run.err:
        problems.append(f"the long line was not refused as one: {run.said()}")
    with open(peak_file) as file:
        peak_mb = int(file.read().split()[-1]) // 1024
    if peak_mb > MEMORY_CAP_MB:
        problems.append(f"peak memory {peak_mb} MB, cap {MEMORY_CAP_MB} MB")
    require(problems)
    return f"peak {peak_mb} MB, {run.said()}"


def children(pid):
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry))
    return found


def running(pid):
    """Alive and not a zombie waiting for a reaper."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def descendants(pid):
    found, todo = [], [pid]
    while todo:
        for child in children(todo.pop()):
            found.append(child)
            todo.append(child)
    return found


def killed_leaves_nothing(folder, args, env, ready):
    """Starts quizctl, waits until `ready(descendants)` says its child is
    at work, kills the process it started with SIGKILL, and fails when any
    of its descendants still runs CHILD_GRACE seconds later."""
    environment = dict(os.environ, QUIZCTL_HOME=folder, LANG="C.UTF-8", NO_COLOR="1", **env)
    process = subprocess.Popen([QUIZCTL, *args], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, env=environment, start_new_session=True)
    seen = []
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            seen = descendants(process.pid)
            if ready(seen):
                break
            time.sleep(0.05)
        else:
            raise CheckFailed(f"quizctl {' '.join(args)} never started its child")
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        time.sleep(CHILD_GRACE)
        left = [pid for pid in seen if running(pid)]
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        if left:
            raise CheckFailed(f"processes left running {CHILD_GRACE} s after kill -9: {left}")
    finally:
        kill_group(process.pid)
    return f"{len(seen)} descendants, none left"


def command_of(pid):
    try:
        with open(f"/proc/{pid}/comm") as file:
            return file.read().strip()
    except OSError:
        return ""


def kill_curl():
    with DatasetServer("trickle") as server:
        return killed_leaves_nothing(home("kill-curl"), ["movies", "update"], {"QUIZCTL_IMDB_DATASETS_URL": server.url},
                                     lambda pids: any(command_of(pid) == "curl" for pid in pids))


def kill_plugin():
    folder = home("kill-plugin")
    plugins = os.path.join(folder, "plugins")
    os.makedirs(plugins, exist_ok=True)
    plugin = os.path.join(plugins, "quizctl-source-slowpoke")
    with open(plugin, "w") as file:
        file.write("#!/bin/sh\nexec sleep 120\n")
    os.chmod(plugin, 0o755)
    return killed_leaves_nothing(folder, ["play", "classic", "--source", "slowpoke", "--count", "1"], {},
                                 lambda pids: any(command_of(pid) == "sleep" for pid in pids))


def tmp_sweep():
    folder = home("tmp-sweep")
    left = os.path.join(folder, "tmp", "anki-killed")
    os.makedirs(left)
    open(os.path.join(left, ".in-use"), "w").close()
    with open(os.path.join(left, "collection"), "wb") as file:
        file.write(b"\0" * 65536)
    run = quizctl(folder, "stats", stdin=None, timeout=30)
    require([f"stats: {run.describe()}"] if run.status != 0 else [])
    if os.path.exists(left):
        raise CheckFailed("a killed run's tmp/ folder is still there after the next start")
    return "swept at the next start"


def party_names():
    run = quizctl(home("party-names"), "play", "party", "--players", "A\nB,C", "--offline", stdin=None, timeout=30)
    problems = []
    if run.status != 2:
        problems.append(f"a player name with a line break ended with {run.describe()}, not a usage error")
    if "control characters" not in run.err:
        problems.append(f"no reason given: {run.said()}")
    require(problems)
    return run.said()


ANKI_SCHEMA = """
    CREATE TABLE col (id INTEGER PRIMARY KEY, ver INTEGER, models TEXT, decks TEXT);
    INSERT INTO col VALUES (1, 11, '{"1": {"type": 0}}', '{"1": {"name": "Hostile"}}');
    CREATE TABLE cards (id INTEGER PRIMARY KEY, nid INTEGER, did INTEGER, odid INTEGER, ord INTEGER);
"""
ANKI_NOTES = "CREATE TABLE notes (id INTEGER PRIMARY KEY, guid TEXT, mid INTEGER, flds TEXT, sfld TEXT);"


def anki_package(name, sql):
    """A schema-11 .apkg in the work folder, its collection made by `sql`."""
    database = os.path.join(WORK, f"{name}.anki2")
    if os.path.exists(database):
        os.remove(database)
    connection = sqlite3.connect(database)
    connection.executescript(ANKI_SCHEMA + sql)
    connection.commit()
    connection.close()
    package = os.path.join(WORK, f"{name}.apkg")
    with zipfile.ZipFile(package, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(database, "collection.anki2")
        archive.writestr("media", "{}")
    os.remove(database)
    return package


def folder_size(path):
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            try:
                total += os.lstat(os.path.join(root, name)).st_blocks * 512
            except OSError:
                pass
    return total


def open_temp_bytes(pid, folders):
    """Bytes held by the files under `folders` that pid and its descendants
    have open, unlinked ones too (sqlite3's sorter unlinks its temp file)."""
    total, seen = 0, set()
    for process in [pid, *descendants(pid)]:
        fds = f"/proc/{process}/fd"
        try:
            names = os.listdir(fds)
        except OSError:
            continue
        for fd in names:
            try:
                target = os.readlink(os.path.join(fds, fd))
                if any(target.startswith(folder + "/") for folder in folders):
                    info = os.stat(os.path.join(fds, fd))
                    if (info.st_dev, info.st_ino) not in seen:
                        seen.add((info.st_dev, info.st_ino))
                        total += info.st_blocks * 512
            except OSError:
                pass
    return total


def import_bounded(name, package):
    """`quizctl import PACKAGE` under ulimit -f, measured; the run is killed
    past the deadline or once the data folder's tmp/ and TMPDIR hold more
    than the temp cap (files in them, and unlinked files open there). Returns
    (run facts, problems)."""
    folder = home(name)
    scratch = home(f"{name}-tmpdir")
    peak_file = os.path.join(WORK, f"{name}.peak")
    environment = dict(os.environ, QUIZCTL_HOME=folder, TMPDIR=scratch, LANG="C.UTF-8", NO_COLOR="1")
    environment.pop("LC_ALL", None)
    started = time.monotonic()
    process = subprocess.Popen([*measured(peak_file), *FILE_LIMIT, QUIZCTL, "import", package], stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment, start_new_session=True)
    # The output goes to files of its own threads' making: communicate() in a loop.
    peak_temp, problems, out, err = 0, [], b"", b""
    while True:
        try:
            out, err = process.communicate(timeout=0.1)
            break
        except subprocess.TimeoutExpired:
            pass
        temp_folders = [os.path.join(folder, "tmp"), scratch]
        peak_temp = max(peak_temp, max(sum(map(folder_size, temp_folders)), open_temp_bytes(process.pid, temp_folders)))
        seconds = time.monotonic() - started
        if seconds > ANKI_DEADLINE or peak_temp > TEMP_CAP_MB * 1024 * 1024:
            kill_group(process.pid)
            out, err = process.communicate()
            problems.append(f"killed after {seconds:.0f} s with {peak_temp >> 20} MB of temp space")
            break
    seconds = time.monotonic() - started
    peak_kb = 0
    try:
        with open(peak_file) as file:
            peak_kb = int(file.read().split()[-1])
    except (OSError, ValueError, IndexError):
        problems.append("no peak memory measured")
    if peak_kb > MEMORY_CAP_MB * 1024:
        problems.append(f"peak memory {peak_kb // 1024} MB, cap {MEMORY_CAP_MB} MB")
    if seconds > ANKI_DEADLINE:
        problems.append(f"took {seconds:.0f} s, more than {ANKI_DEADLINE} s")
    left = os.listdir(os.path.join(folder, "tmp")) if os.path.isdir(os.path.join(folder, "tmp")) else []
    if left or os.listdir(scratch):
        problems.append(f"temporary files left behind: {left + os.listdir(scratch)}")
    facts = {"status": process.returncode, "out": out.decode("utf-8", "replace"), "err": err.decode("utf-8", "replace"),
             "seconds": seconds, "peak_mb": peak_kb / 1024, "temp_mb": peak_temp / (1 << 20)}
    return facts, problems


def summary(facts):
    return f"{facts['seconds']:.1f} s, peak {facts['peak_mb']:.0f} MB, temp {facts['temp_mb']:.1f} MB"


def anki_view():
    package = anki_package("anki-view", """
        CREATE VIEW notes AS WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r)
          SELECT i AS id, 'g' || i AS guid, 1 AS mid, 'front' || char(31) || 'back' AS flds, 'front' AS sfld FROM r;
        INSERT INTO cards VALUES (1, 1, 1, 0, 0);
    """)
    facts, problems = import_bounded("anki-view", package)
    if facts["status"] != 1 or "not a table" not in facts["err"]:
        problems.append(f"not refused as a view: exit {facts['status']}, {facts['err'].strip()[-160:]!r}")
    require(problems)
    return f"refused in {summary(facts)}"


def anki_zeroblob():
    package = anki_package("anki-zeroblob", """
        CREATE TABLE notes (id INTEGER PRIMARY KEY, guid TEXT, mid INTEGER, stored TEXT, sfld TEXT);
        INSERT INTO notes (id, guid, mid, stored, sfld) VALUES
          (1, 'a', 1, 'one' || char(31) || 'uno', 'one'), (2, 'b', 1, '', 'huge'), (3, 'c', 1, 'three' || char(31) || 'tres', 'three');
        -- Added after the rows: an INSERT would compute the virtual column (300 MB).
        ALTER TABLE notes ADD COLUMN flds TEXT
          GENERATED ALWAYS AS (CASE WHEN id = 2 THEN CAST(zeroblob(300000000) AS TEXT) ELSE stored END) VIRTUAL;
        INSERT INTO cards VALUES (1, 1, 1, 0, 0), (2, 2, 1, 0, 0), (3, 3, 1, 0, 0);
    """)
    facts, problems = import_bounded("anki-zeroblob", package)
    if facts["status"] != 0 or "note 2" not in facts["err"] or "1 note skipped" not in facts["out"]:
        problems.append(f"the 300 MB note was not skipped alone: exit {facts['status']}, "
                        f"{(facts['out'] + facts['err']).strip()[-200:]!r}")
    require(problems)
    return f"imported 2 cards, the 300 MB note skipped, in {summary(facts)}"


def anki_million():
    count = 1_000_000
    package = anki_package("anki-million", ANKI_NOTES + f"""
        WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < {count})
          INSERT INTO notes SELECT i, 'g' || i, 1, 'front ' || i || char(31) || 'back ' || i, 'front ' || i FROM r;
        WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < {count})
          INSERT INTO cards SELECT i, (i * 7919) % {count} + 1, 1, 0, 0 FROM r;
    """)
    facts, problems = import_bounded("anki-million", package)
    imported = re.search(r"(\d[\d,  ]*) cards", facts["out"])
    cards = int(re.sub(r"\D", "", imported.group(1))) if imported else None
    refused = facts["status"] == 1 and facts["err"].strip()
    if not (facts["status"] == 0 and cards == count) and not refused:
        problems.append(f"neither imported nor refused: exit {facts['status']}, {(facts['out'] + facts['err']).strip()[-200:]!r}")
    require(problems)
    verdict = f"imported {cards} cards" if facts["status"] == 0 else f"refused ({facts['err'].strip()[-120:]!r})"
    return f"{verdict} in {summary(facts)} ({os.path.getsize(package) >> 20} MB package)"


CASES = {
    "endless": ("bounds: an endless dataset body stops at its 64 MB cap", endless),
    "trickle": ("bounds: a byte-a-second dataset is cut at --timeout", trickle),
    "gzipfield": ("bounds: a 300 MB field in a gzipped dataset, memory flat", gzip_field),
    "kill-curl": ("bounds: kill -9 of movies update leaves no curl", kill_curl),
    "kill-plugin": ("bounds: kill -9 of a game leaves no plugin", kill_plugin),
    "tmp-sweep": ("bounds: a killed run's tmp/ folder is swept", tmp_sweep),
    "party-names": ("bounds: a player name with a line break is refused", party_names),
    "anki-view": ("bounds: an .apkg whose notes is an endless view is refused", anki_view),
    "anki-zeroblob": ("bounds: an .apkg with a 300 MB computed field imports the rest", anki_zeroblob),
    "anki-million": ("bounds: an .apkg of 1e6 notes without an index on cards.nid", anki_million),
}


def bounds(cases):
    for key, (name, body) in CASES.items():
        if not cases or key in cases:
            check(name, body)


SCENARIOS = {"bounds": bounds}
