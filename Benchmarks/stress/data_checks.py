"""The data-folder scenarios, against quizctl.db: crash, concurrency,
corruption, special files, full disk, and a saved game whose daily backup
cannot be taken."""

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import threading
import time

from stresslib import (ANSWERS, DATABASE, QUICK, WORK, CheckFailed, check, copy_folder, database_problems, env_int,
                       kill_group, leftovers, play, quizctl, require, stats, stored_games)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def generate(home, games, questions):
    subprocess.run(["python3", os.path.join(ROOT, "Benchmarks", "generate-data.py"), home, "--games", str(games),
                    "--questions", str(questions)], check=True, stdout=subprocess.DEVNULL)
    run = quizctl(home, "settings", "set", "order", "sequential", stdin=None)
    if run.status != 0:
        raise CheckFailed(f"preparing {home}: settings set: {run.describe()}: {run.said()}")


def reported_play(home, seed, problems, label):
    """A save that must succeed: exit 0 and a printed record."""
    run = play(home, seed)
    game_id = run.record_id()
    if run.status != 0 or not game_id:
        problems.append(f"{label}: {run.describe()}, record printed: {bool(game_id)}: {run.said()}")
    return game_id


def no_leftovers(home, problems, when):
    found = leftovers(home)
    if found:
        problems.append(f"temporaries left {when}: {', '.join(found[:5])}"
                        + (f" (+{len(found) - 5} more)" if len(found) > 5 else ""))


def statistics_match(home, games, problems, played=None):
    """The statistics count `played` games (default: those in `games`), and
    their answers add up to the games' when no game was ever deleted."""
    totals = stats(home)
    if played is None:
        expected = (len(games), sum(g["correct"] for g in games), sum(g["total"] for g in games))
        got = (totals.get("gamesPlayed"), totals.get("totalCorrect"), totals.get("totalQuestions"))
        if got != expected:
            problems.append(f"statistics (games, correct, questions) = {got}, the history adds up to {expected}")
    elif totals.get("gamesPlayed") != played:
        problems.append(f"statistics count {totals.get('gamesPlayed')} games, the reported saves add up to {played}")


def killed_runs(home, command, tries, window, stdin=None):
    """Starts `quizctl COMMAND` `tries` times, each killed with SIGKILL at a
    random moment of `window` seconds; yields (attempt, status, stdout,
    stderr) of each."""
    for attempt in range(tries):
        process = subprocess.Popen(
            [os.environ["QUIZCTL"], *command(attempt)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env=dict(os.environ, QUIZCTL_HOME=home, NO_COLOR="1"), start_new_session=True,
        )
        if stdin:
            process.stdin.write(stdin.encode())
        process.stdin.close()
        time.sleep(random.uniform(0, window))
        kill_group(process.pid)
        stdout, stderr = process.stdout.read(), process.stderr.read()
        process.stdout.close()
        process.stderr.close()
        yield attempt, process.wait(), stdout, stderr


# --- crash -----------------------------------------------------------------------


def crash_saves():
    kills = env_int("STRESS_KILLS", 500, 20)
    home = os.path.join(WORK, "crash")
    os.makedirs(home)
    # Five timed saves pick the window the kills fall into: a little past
    # a median save's life, so most tries are killed somewhere inside it
    # however busy the machine (the tries go on until enough were).
    probes = [play(home, seed) for seed in range(1, 6)]
    failed = [probe for probe in probes if probe.status != 0 or not probe.record_id()]
    if failed:
        raise CheckFailed(f"an ordinary save failed: {failed[0].describe()}: {failed[0].said()}")
    reported = {probe.record_id() for probe in probes}
    window = max(0.02, sorted(probe.seconds for probe in probes)[2] * 1.2)
    finished = killed = tries = 0
    problems = []
    command = lambda attempt: ("play", "classic", "--offline", "--count", "3", "--seed", str(attempt + 10), "--json",
                               "--delay", "0")
    for _, status, stdout, stderr in killed_runs(home, command, 6 * kills, window, stdin=ANSWERS):
        tries += 1
        if status == -signal.SIGKILL:
            killed += 1
            if killed == kills:
                break
            continue
        finished += 1
        try:
            game_id = json.loads(stdout)["id"]
        except (ValueError, KeyError, TypeError):
            game_id = None
        if status != 0 or not game_id:
            problems.append(f"a save that was not killed ended with status {status}, record printed: {bool(game_id)}: "
                            f"{(stderr.decode('utf-8', 'replace').strip().splitlines() or [''])[-1][:160]!r}")
        else:
            reported.add(game_id)
    final = reported_play(home, 100000, problems, "the save after the kills")
    if final:
        reported.add(final)
    games = stored_games(home)
    ids = [game["id"] for game in games]
    missing = reported - set(ids)
    if missing:
        problems.append(f"{len(missing)} reported games missing from history, e.g. {sorted(missing)[0]}")
    if len(set(ids)) != len(ids):
        problems.append("a game is in the history twice")
    problems += database_problems(home)
    listed = quizctl(home, "history", "--json", "--limit", "100000000", stdin=None)
    if listed.status != 0:
        problems.append(f"history --json: {listed.describe()}")
    elif len(json.loads(listed.stdout)) != len(games):
        problems.append(f"history --json lists {len(json.loads(listed.stdout))} games, quizctl.db holds {len(games)}")
    # No game was deleted, so the statistics are exactly the games'.
    statistics_match(home, games, problems)
    if any(".corrupt-" in name for name in os.listdir(home)):
        problems.append("something was set aside as damaged after kills alone")
    no_leftovers(home, problems, "after the next successful save")
    if killed < kills:
        problems.append(f"only {killed} of {tries} tries were killed mid-save; {kills} were asked for")
    require(problems)
    return f"{tries} tries: {killed} killed mid-save, {finished} finished; {len(games)} games, data check clean"


def crash_deletes():
    kills = max(10, env_int("STRESS_KILLS", 500, 20) // 4)
    home = os.path.join(WORK, "crash-delete")
    generate(home, 500 if QUICK else 2000, 5)
    before = [game["id"] for game in stored_games(home)]
    played_before = stats(home).get("gamesPlayed")
    targets = before[len(before) // 4:]
    probe = quizctl(home, "history", "delete", targets.pop(), "--yes", stdin=None)
    if probe.status != 0:
        raise CheckFailed(f"an ordinary history delete failed: {probe.describe()}: {probe.said()}")
    window = max(0.02, probe.seconds * 1.3)
    problems = []
    tried = {before[-1]}
    killed = 0
    command = lambda attempt: ("history", "delete", targets[attempt % len(targets)], "--yes")
    for attempt, status, _, _ in killed_runs(home, command, kills, window):
        tried.add(targets[attempt % len(targets)])
        killed += status == -signal.SIGKILL
    reported_play(home, 7, problems, "the save after the killed deletes")
    after = {game["id"] for game in stored_games(home)}
    lost = [game_id for game_id in before if game_id not in after and game_id not in tried]
    if lost:
        problems.append(f"{len(lost)} games no delete named are gone, e.g. {lost[0]}")
    # Statistics are all-time: deleting games never changes them.
    statistics_match(home, [], problems, played=played_before + 1)
    problems += database_problems(home)
    no_leftovers(home, problems, "after the next successful save")
    require(problems)
    return f"{kills} tries of `history delete` among {len(before)} games, {killed} killed, {len(before) - len(after) + 1} deleted"


def crash_migration():
    """A folder of the older format brought into quizctl.db by a command
    killed at random moments, again and again: the run after the kills
    shows exactly what a migration that was never interrupted shows."""
    kills = max(10, env_int("STRESS_KILLS", 500, 20) // 10)
    base = os.path.join(WORK, "migration-base")
    subprocess.run(["python3", os.path.join(ROOT, "Benchmarks", "generate-data.py"), base, "--games",
                    str(500 if QUICK else 3000), "--questions", "1000", "--legacy"], check=True, stdout=subprocess.DEVNULL)
    clean = os.path.join(WORK, "migration-clean")
    copy_folder(base, clean)
    views = [("history", "--json", "--limit", "100000"), ("questions", "--json"), ("stats", "--json")]

    def seen(home):
        runs = [quizctl(home, *view, stdin=None, timeout=120) for view in views]
        failed = [run for run in runs if run.status != 0]
        if failed:
            raise CheckFailed(f"after the migration: {failed[0].describe()}: {failed[0].said()}")
        return [run.stdout for run in runs]

    probe = quizctl(clean, "stats", stdin=None, timeout=120)
    if probe.status != 0:
        raise CheckFailed(f"an ordinary migration failed: {probe.describe()}: {probe.said()}")
    expected = seen(clean)
    home = os.path.join(WORK, "migration-killed")
    copy_folder(base, home)
    problems = []
    killed = finished = 0
    # Kills land within the migration's time; a run that finished anyway
    # is checked and the folder started again from the old files.
    for _, status, _, _ in killed_runs(home, lambda attempt: ("stats",), 6 * kills, probe.seconds * 0.9):
        if status == -signal.SIGKILL:
            killed += 1
        if os.path.exists(os.path.join(home, "history.jsonl")):
            if killed >= kills:
                break
            continue
        finished += 1
        if seen(home) != expected:
            problems.append("a migration that finished between kills differs from an uninterrupted one")
        shutil.rmtree(home)
        copy_folder(base, home)
        if killed >= kills:
            break
    if killed < kills:
        problems.append(f"only {killed} runs were killed; {kills} were asked for")
    if seen(home) != expected:
        problems.append("after the kills, history, questions or statistics differ from an uninterrupted migration")
    legacy = [name for name in os.listdir(home) if name.startswith("legacy-")]
    if len(legacy) != 1 or any(name in os.listdir(home) for name in ("history.jsonl", "questions.json")):
        problems.append(f"the old files were not all moved into one legacy folder: {sorted(os.listdir(home))}")
    problems += database_problems(home)
    require(problems)
    return (f"{killed} runs killed at random within {probe.seconds * 0.9:.2f} s of a migration ({finished} finished between "
            "kills); the same as a clean migration")


# --- concurrency -----------------------------------------------------------------


def parallel_saves():
    """P processes × G games at once, nothing else: every game in the
    history once, and the statistics count each."""
    players = env_int("STRESS_PLAYERS", 8, 3)
    games_each = env_int("STRESS_GAMES", 50, 10)
    home = os.path.join(WORK, "parallel")
    os.makedirs(home)
    lock = threading.Lock()
    saves, problems = [], []

    def player(number):
        for game in range(games_each):
            run = play(home, number * 1000 + game)
            with lock:
                if run.status != 0 or not run.record_id():
                    problems.append(f"a save ended with {run.describe()}, record printed: {bool(run.record_id())}: "
                                    f"{run.said()}")
                else:
                    saves.append(run.record_id())

    threads = [threading.Thread(target=player, args=(number + 1,)) for number in range(players)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    games = stored_games(home)
    held = [game["id"] for game in games]
    if sorted(held) != sorted(saves):
        problems.append(f"the history holds {len(held)} games ({len(set(held) - set(saves))} no save reported), "
                        f"the saves reported {len(saves)}")
    statistics_match(home, games, problems)
    problems += database_problems(home)
    no_leftovers(home, problems, "after the run")
    require(problems)
    return f"{players} processes × {games_each} games: {len(held)} games in history and statistics"


def racing_removals():
    """Saves while another process runs `history clear` / `history delete`
    at random moments."""
    players = max(3, env_int("STRESS_PLAYERS", 8, 3) // 2)
    games_each = max(10, env_int("STRESS_GAMES", 50, 10) // 2)
    home = os.path.join(WORK, "together")
    os.makedirs(home)
    lock = threading.Lock()
    saves, removals, problems = [], [], []
    # Removals stop when the first player finishes, so the last games of
    # the others stay: the history's content is checked, not only emptied.
    playing = threading.Event()
    playing.set()

    def player(number):
        for game in range(games_each):
            started = time.monotonic()
            run = play(home, number * 1000 + game)
            ended = time.monotonic()
            game_id = run.record_id()
            with lock:
                if game == games_each - 1:
                    playing.clear()
                if run.status != 0 or not game_id:
                    problems.append(f"a save ended with {run.describe()}, record printed: {bool(game_id)}: "
                                    f"{run.said()}")
                else:
                    saves.append((game_id, started, ended))

    def remover():
        generator = random.Random(14)
        while playing.is_set():
            time.sleep(generator.uniform(0.05, 0.4))
            with lock:
                known = [save[0] for save in saves]
            if known and generator.random() < 0.6:
                target = generator.choice(known)
                started = time.monotonic()
                run = quizctl(home, "history", "delete", target, "--yes", stdin=None)
                removals.append(("delete", target, started, time.monotonic(), run))
            else:
                started = time.monotonic()
                run = quizctl(home, "history", "clear", "--yes", stdin=None)
                removals.append(("clear", None, started, time.monotonic(), run))

    threads = [threading.Thread(target=player, args=(number + 1,)) for number in range(players)]
    clearing = threading.Thread(target=remover)
    for thread in threads + [clearing]:
        thread.start()
    for thread in threads:
        thread.join()
    playing.clear()
    clearing.join()
    for kind, _, _, _, run in removals:
        if kind == "clear" and run.status != 0:
            problems.append(f"history clear: {run.describe()}: {run.said()}")
        if kind == "delete" and run.status not in (0, 1):
            problems.append(f"history delete: {run.describe()}: {run.said()}")
    held = [game["id"] for game in stored_games(home)]
    if len(set(held)) != len(held):
        problems.append("a game is in the history twice")
    strangers = set(held) - {save[0] for save in saves}
    if strangers:
        problems.append(f"{len(strangers)} games in the history that no save reported")
    clears = [(start, end) for kind, _, start, end, _ in removals if kind == "clear"]
    deleted = {target for kind, target, _, _, run in removals if kind == "delete" and run.status == 0}
    for game_id, started, ended in saves:
        present = game_id in held
        removed_after = any(clear_start > ended for clear_start, _ in clears) or game_id in deleted
        untouched = all(clear_end < started for _, clear_end in clears) and game_id not in deleted
        if present and removed_after:
            problems.append(f"game {game_id} survived a removal that began after it was saved")
            break
        if not present and untouched:
            problems.append(f"game {game_id} is gone though no removal could have taken it")
            break
    # Statistics are all-time: every reported save counts, removed or not.
    statistics_match(home, [], problems, played=len(saves))
    problems += database_problems(home)
    no_leftovers(home, problems, "after the run")
    require(problems)
    return (f"{players} processes × {games_each} games = {len(saves)} saves, with {len(clears)} clears and "
            f"{len(removals) - len(clears)} deletes racing them; {len(held)} games left in the history")


# --- corruption ------------------------------------------------------------------


def checkpointed(home):
    """Folds the WAL into quizctl.db, so damage to the file is damage to the data."""
    connection = sqlite3.connect(os.path.join(home, DATABASE))
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    for suffix in ("-wal", "-shm"):
        if os.path.exists(os.path.join(home, DATABASE + suffix)):
            os.remove(os.path.join(home, DATABASE + suffix))


def damage(path, kind):
    with open(path, "rb") as file:
        original = file.read()
    if kind == "overwritten-pages":
        # Pages 3 to 6 of many (the first two hold the schema): damage a
        # reader meets only when it gets there.
        damaged = original[:2 * 4096] + bytes(random.Random(3).getrandbits(8) for _ in range(4 * 4096)) \
            + original[6 * 4096:]
    elif kind == "truncated":
        damaged = original[: len(original) // 2 + 100]
    elif kind == "empty":
        damaged = b""
    elif kind == "binary":
        damaged = b"\x00\xff\xfe\x01binary\x7f\x1b[2J" * 100
    else:  # another program's database
        os.remove(path)
        connection = sqlite3.connect(path)
        connection.executescript("CREATE TABLE games (x); INSERT INTO games VALUES ('not quizctl');")
        connection.close()
        with open(path, "rb") as file:
            return file.read()
    with open(path, "wb") as file:
        file.write(damaged)
    return damaged


def restored_case(base, kind, command, backed_up):
    """A damaged quizctl.db is set aside byte for byte and the newest sound
    backup restored (or, without one, an empty database started), with a
    notice naming what was done; the command then does its work."""
    home = os.path.join(WORK, f"case-{kind}-{command[0]}" + ("" if backed_up else "-no-backup"))
    copy_folder(base, home)
    checkpointed(home)
    if backed_up:
        backups = os.path.join(home, "backups")
        expected = len(stored_games(os.path.join(backups, sorted(os.listdir(backups))[-1])))
    else:
        shutil.rmtree(os.path.join(home, "backups"))
        expected = 0
    damaged = damage(os.path.join(home, DATABASE), kind)
    run = quizctl(home, *command, stdin=ANSWERS if command[0] == "play" else None, timeout=60)
    problems = []
    if run.status != 0:
        problems.append(f"`quizctl {' '.join(command)}`: {run.describe()}: {run.said()}")
    if DATABASE not in run.err:
        problems.append(f"the notice does not name {DATABASE}: {run.said()}")
    if backed_up and "backup" not in run.err:
        problems.append(f"the notice does not say a backup was restored: {run.said()}")
    moved = sorted(entry for entry in os.listdir(home) if entry.startswith(DATABASE + ".corrupt-")
                   and not entry.endswith(("-wal", "-shm")))
    if not moved:
        problems.append("the damaged database was not set aside")
    else:
        with open(os.path.join(home, moved[0]), "rb") as file:
            if file.read() != damaged:
                problems.append("the file set aside is not the damaged database byte for byte")
    reported_play(home, 7, problems, "the next save")
    try:
        held = len(stored_games(home))
        if held != expected + 1 + (command[0] == "play"):
            problems.append(f"history holds {held} games after the next save, "
                            f"expected {expected + 1 + (command[0] == 'play')}")
    except CheckFailed as failure:
        problems.append(str(failure))
    problems += database_problems(home)
    require(problems)
    return f"`{' '.join(command)}` exit 0: {run.said()}"


def newer_case(base):
    """A database a newer quizctl wrote is refused, named, and left as it is."""
    home = os.path.join(WORK, "case-newer")
    copy_folder(base, home)
    checkpointed(home)
    connection = sqlite3.connect(os.path.join(home, DATABASE))
    connection.execute("PRAGMA user_version = 999")
    connection.commit()
    connection.close()
    checkpointed(home)
    with open(os.path.join(home, DATABASE), "rb") as file:
        before = file.read()
    run = play(home, 5)
    problems = []
    if run.status != 1:
        problems.append(f"play: {run.describe()}, expected exit 1")
    if DATABASE not in run.err or "newer" not in run.err:
        problems.append(f"the message does not say {DATABASE} is newer: {run.said()}")
    with open(os.path.join(home, DATABASE), "rb") as file:
        if file.read() != before:
            problems.append(f"{DATABASE} changed")
    require(problems)
    return f"exit 1: {run.said()}"


def corruption(cases):
    base = os.path.join(WORK, "base")
    generate(base, 20, 20)
    # A save today takes the day's backup (21 games).
    problems = []
    reported_play(base, 3, problems, "the save that takes the backup")
    require(problems)
    if not os.listdir(os.path.join(base, "backups")):
        raise CheckFailed("the first save of the day took no backup")
    for kind in ("overwritten-pages", "truncated", "empty", "binary", "foreign"):
        for command in (("stats",), ("history", "--limit", "1000"), ("play", "classic", "--offline", "--count", "3",
                                                                     "--seed", "5", "--json", "--delay", "0")):
            if cases and kind not in cases:
                continue
            check(f"corruption: quizctl.db {kind}, `{command[0]}`", restored_case, base, kind, command, True)
        if (not cases or "no-backup" in cases) and kind != "empty":
            check(f"corruption: quizctl.db {kind} and no backup, `stats`", restored_case, base, kind, ("stats",),
                  False)
    if not cases or "newer" in cases:
        check("corruption: quizctl.db of a newer version", newer_case, base)


# --- special files ---------------------------------------------------------------

SPECIAL_COMMANDS = [("play", "classic", "--offline", "--count", "3", "--seed", "5", "--json", "--delay", "0"),
                    ("history",), ("settings", "set", "order", "random")]


def special_case(base, name, kind, command):
    limit = 10
    home = os.path.join(WORK, f"special-{name}-{kind}-{command[0]}")
    copy_folder(base, home)
    path = os.path.join(home, name)
    outside = os.path.join(WORK, f"outside-{name}-{kind}-{command[0]}")
    if os.path.isdir(path):
        # An empty folder outside: the day's backup would have to be written there.
        os.mkdir(outside)
        shutil.rmtree(path)
    elif os.path.exists(path):
        shutil.copy(path, outside)
        os.remove(path)
    else:
        with open(outside, "wb") as file:
            file.write(b"outside the data folder\n")
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        os.symlink("/dev/zero", path)
    elif kind == "outside-symlink":
        os.symlink(outside, path)
    else:
        os.mkdir(path)

    def fingerprint():
        if os.path.isdir(outside):
            return sorted(os.listdir(outside))
        with open(outside, "rb") as file:
            return file.read()

    outside_before = fingerprint()
    run = quizctl(home, *command, timeout=limit)
    problems = []
    if run.timed_out:
        problems.append(f"hung: did not end within {limit} s")
    elif run.status not in (0, 1, 2):
        problems.append(f"crashed: {run.describe()}")
    if fingerprint() != outside_before:
        problems.append("wrote outside the data folder (the symlink's target changed)")
    if not run.timed_out and name not in run.err:
        problems.append(f"did not say what is wrong with {name}: {run.said()}")
    require(problems)
    return f"{run.describe()}: {run.said()}"


def special(cases):
    base = os.path.join(WORK, "special-base")
    generate(base, 5, 5)
    checkpointed(base)
    for name in (DATABASE, DATABASE + "-wal", "backups"):
        for kind in ("fifo", "dev-zero", "outside-symlink", "directory"):
            if name == "backups" and kind == "directory":
                continue  # what it should be
            for command in SPECIAL_COMMANDS:
                if name == "backups" and command[0] == "history":
                    continue  # a read takes no backup
                check(f"special files: {name} as {kind}, `{command[0]}`", special_case, base, name, kind, command)


# --- full disk -------------------------------------------------------------------


def full_disk_case(home):
    """The disk cannot take another page. Either the game is saved (exit 0,
    record printed) or nothing is (exit 1 saying the disk is full); the
    games before are all there and the database passes its checks."""
    before = [game["id"] for game in stored_games(home)]
    run = play(home, 8)
    problems = []
    after = [game["id"] for game in stored_games(home)]
    if after[:len(before)] != before:
        problems.append("games saved before are gone")
    saved = len(after) > len(before)
    if saved:
        if run.status != 0 or run.record_id() != after[-1]:
            problems.append(f"the game was saved but play ended with {run.describe()} (record printed: "
                            f"{bool(run.record_id())}); a saved game must exit 0 with its record")
    else:
        if run.status != 1:
            problems.append(f"nothing was saved but play ended with {run.describe()}")
        if not any(word in run.err for word in ("space", "место")):
            problems.append(f"the error does not say the disk is full: {run.said()}")
    # A delete on the full disk either happens (exit 0) or changes nothing (exit 1 saying why).
    target = before[0]
    deleted = quizctl(home, "history", "delete", target, "--yes", stdin=None)
    still = target in [game["id"] for game in stored_games(home)]
    if deleted.status == 0 and still:
        problems.append("history delete exited 0 on the full disk but the game is still there")
    elif deleted.status == 1 and (not still or not any(word in deleted.err for word in ("space", "место"))):
        problems.append(f"history delete exited 1 on the full disk: game still there {still}: {deleted.said()}")
    elif deleted.status not in (0, 1):
        problems.append(f"history delete on the full disk: {deleted.describe()}: {deleted.said()}")
    setting = quizctl(home, "settings", "set", "order", "random", stdin=None)
    if setting.status not in (0, 1) or (setting.status == 1 and "space" not in setting.err):
        problems.append(f"settings set: {setting.describe()}: {setting.said()}")
    problems += database_problems(home)
    no_leftovers(home, problems, "on the full disk")
    require(problems)
    return ("game saved: exit 0" if saved else "not saved: ") + run.said()


def full_disk(cases):
    tiny = os.path.join(WORK, "tiny")
    os.makedirs(tiny)
    mounted = os.geteuid() == 0 and subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", tiny],
                                                   stderr=subprocess.DEVNULL).returncode == 0
    if mounted:
        try:
            home = os.path.join(tiny, "home")
            generate(home, 3, 3)
            filler = os.path.join(tiny, "filler")
            descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
            try:
                while os.write(descriptor, b"\0" * 1024) > 0:
                    pass
            except OSError:
                pass
            finally:
                os.close(descriptor)
            check("full disk: 512 KB tmpfs, filled", full_disk_case, home)
            os.remove(filler)

            def recovery():
                problems = []
                reported_play(home, 9, problems, "the save with room again")
                statistics_match(home, stored_games(home), problems)
                problems += database_problems(home)
                require(problems)
                return "the next save works; statistics agree with the history"

            check("full disk: with room again, the next save works", recovery)
        finally:
            subprocess.run(["umount", tiny])
    elif os.geteuid() != 0:
        home = os.path.join(WORK, "readonly")
        generate(home, 20, 5)
        subprocess.run(["chmod", "-R", "a-w", home], check=True)
        check("full disk: read-only folder", full_disk_case, home)
    else:
        check("full disk", lambda: ("SKIP", "root without permission to mount a tmpfs; root ignores read-only folders"))


# --- a saved game whose daily backup cannot be taken -----------------------------


def saved_game(cases):
    def blocked_backup():
        home = os.path.join(WORK, "saved-game")
        generate(home, 5, 5)
        # A file where the backups' folder goes: the game can be saved, the
        # day's backup cannot (even for root).
        backups = os.path.join(home, "backups")
        if os.path.isdir(backups):
            shutil.rmtree(backups)
        with open(backups, "wb") as file:
            file.write(b"not a folder\n")
        before = [game["id"] for game in stored_games(home)]
        run = play(home, 3)
        problems = []
        after = [game["id"] for game in stored_games(home)]
        if len(after) != len(before) + 1:
            problems.append(f"the history went from {len(before)} to {len(after)} games; expected one more")
        elif run.record_id() != after[-1]:
            problems.append(f"the game was saved but its record was not printed ({run.describe()})")
        if run.status != 0:
            problems.append(f"the game was saved but play ended with {run.describe()}: {run.said()}")
        if "backup" not in run.err.lower() or "backups" not in run.err:
            problems.append(f"no warning naming the backups folder: {run.said()}")
        require(problems)
        return f"exit 0, record printed, warned: {run.said()}"

    check("saved game: the day's backup cannot be taken", blocked_backup)


def crash(cases):
    if not cases or "saves" in cases:
        check("crash: saves killed with SIGKILL", crash_saves)
    if not cases or "delete" in cases:
        check("crash: history delete killed with SIGKILL", crash_deletes)
    if not cases or "migration" in cases:
        check("crash: the migration of an older folder killed with SIGKILL", crash_migration)


def concurrency(cases):
    if not cases or "saves" in cases:
        check("concurrency: parallel saves", parallel_saves)
    if not cases or "removals" in cases:
        check("concurrency: saves racing history clear/delete", racing_removals)


SCENARIOS = {
    "crash": crash,
    "concurrency": concurrency,
    "corruption": corruption,
    "special": special,
    "full-disk": full_disk,
    "saved-game": saved_game,
}
