"""The data-folder scenarios: crash, concurrency, corruption, special files,
full disk, and a saved game whose statistics cannot be written."""

import json
import os
import random
import shutil
import signal
import subprocess
import threading
import time

from stresslib import (ANSWERS, DATA_FILES, QUICK, WORK, CheckFailed, check, copy_folder, decode_data_files, env_int,
                       history_lines, kill_group, leftovers, play, quizctl, require, stats)

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
        problems.append(f"temporaries or history copies left {when}: {', '.join(found[:5])}"
                        + (f" (+{len(found) - 5} more)" if len(found) > 5 else ""))


# --- crash -----------------------------------------------------------------------


def crash_saves():
    kills = env_int("STRESS_KILLS", 200, 20)
    home = os.path.join(WORK, "crash")
    os.makedirs(home)
    # One timed save picks the window the kills fall into.
    probe = play(home, 1)
    if probe.status != 0 or not probe.record_id():
        raise CheckFailed(f"an ordinary save failed: {probe.describe()}: {probe.said()}")
    reported = {probe.record_id()}
    window = max(0.02, probe.seconds * 1.3)
    finished = killed = 0
    problems = []
    for attempt in range(kills):
        process = subprocess.Popen(
            [os.environ["QUIZCTL"], "play", "classic", "--offline", "--count", "3", "--seed", str(attempt + 2), "--json",
             "--delay", "0"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env=dict(os.environ, QUIZCTL_HOME=home), start_new_session=True,
        )
        process.stdin.write(ANSWERS.encode())
        process.stdin.close()
        time.sleep(random.uniform(0, window))
        kill_group(process.pid)
        stdout = process.stdout.read()
        process.stdout.close()
        stderr = process.stderr.read()
        process.stderr.close()
        status = process.wait()
        if status == -signal.SIGKILL:
            killed += 1
            continue
        finished += 1
        try:
            game_id = json.loads(stdout)["id"]
        except (ValueError, KeyError, TypeError):
            game_id = None
        if status != 0 or not game_id:
            problems.append(f"a save that was not killed ended with status {status}, record printed: {bool(game_id)}: "
                            f"{(stderr.decode('utf-8', 'replace').strip().splitlines() or [''])[-1][:160]!r}")
        elif game_id:
            reported.add(game_id)
    # A save killed between its history line and its statistics leaves the
    # statistics behind until the next save folds the missing games in.
    final = reported_play(home, 100000, problems, "the save after the kills")
    if final:
        reported.add(final)
    games, torn = history_lines(home)
    ids = [game["id"] for game in games]
    missing = reported - set(ids)
    if missing:
        problems.append(f"{len(missing)} reported games missing from history.jsonl, e.g. {sorted(missing)[0]}")
    if len(set(ids)) != len(ids):
        problems.append("a game is in history.jsonl twice")
    if any(game_id.encode() in line for line in torn for game_id in reported):
        problems.append("a reported game's line is torn")
    problems += decode_data_files(home)
    listed = quizctl(home, "history", "--json", "--limit", "100000000", stdin=None)
    if listed.status != 0:
        problems.append(f"history --json: {listed.describe()}")
    elif len(json.loads(listed.stdout)) != len(games):
        problems.append(f"history --json lists {len(json.loads(listed.stdout))} games, history.jsonl holds {len(games)}")
    totals = stats(home)
    expected = (len(games), sum(g["correct"] for g in games), sum(g["total"] for g in games))
    got = (totals.get("gamesPlayed"), totals.get("totalCorrect"), totals.get("totalQuestions"))
    if got != expected:
        problems.append(f"statistics (games, correct, questions) = {got}, the history adds up to {expected}")
    if any(".corrupt-" in name for name in os.listdir(home)):
        problems.append("something was quarantined after kills alone")
    no_leftovers(home, problems, "after the next successful save")
    require(problems)
    return f"{kills} tries: {finished} saves finished, {killed} killed; {len(games)} games, {len(torn)} torn lines"


def crash_deletes():
    kills = max(10, env_int("STRESS_KILLS", 200, 20) // 4)
    home = os.path.join(WORK, "crash-delete")
    generate(home, 500 if QUICK else 2000, 5)
    games, _ = history_lines(home)
    ids = [game["id"] for game in games]
    size = os.path.getsize(os.path.join(home, "history.jsonl"))
    probe = quizctl(home, "history", "delete", ids.pop(), "--yes", stdin=None)
    if probe.status != 0:
        raise CheckFailed(f"an ordinary history delete failed: {probe.describe()}: {probe.said()}")
    window = max(0.02, probe.seconds * 1.3)
    problems = []
    killed = 0
    for attempt in range(kills):
        target = ids[attempt % len(ids)]
        process = subprocess.Popen([os.environ["QUIZCTL"], "history", "delete", target, "--yes"], stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   env=dict(os.environ, QUIZCTL_HOME=home), start_new_session=True)
        time.sleep(random.uniform(0, window))
        kill_group(process.pid)
        if process.wait() == -signal.SIGKILL:
            killed += 1
    reported_play(home, 7, problems, "the save after the killed deletes")
    no_leftovers(home, problems, "after the next successful save")
    problems += decode_data_files(home)
    _, torn = history_lines(home)
    if torn:
        problems.append(f"{len(torn)} torn history lines after killed rewrites")
    require(problems)
    return f"{kills} tries of `history delete` on a {size // 1024} KB history, {killed} killed"


# --- concurrency -----------------------------------------------------------------


def concurrency():
    players = env_int("STRESS_PLAYERS", 4, 3)
    games_each = env_int("STRESS_GAMES", 50, 10)
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
                    record = json.loads(run.stdout)
                    saves.append((game_id, started, ended, record["correct"], record["total"]))

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
    for kind, target, _, _, run in removals:
        if kind == "clear" and run.status != 0:
            problems.append(f"history clear: {run.describe()}: {run.said()}")
        if kind == "delete" and run.status not in (0, 1):
            problems.append(f"history delete: {run.describe()}: {run.said()}")
    games, torn = history_lines(home)
    held = [game["id"] for game in games]
    if torn:
        problems.append(f"{len(torn)} unreadable history lines")
    if len(set(held)) != len(held):
        problems.append("a game is in the history twice")
    reported = {save[0]: save for save in saves}
    strangers = set(held) - set(reported)
    if strangers:
        problems.append(f"{len(strangers)} games in the history that no save reported")
    clears = [(start, end) for kind, _, start, end, _ in removals if kind == "clear"]
    deleted = {target for kind, target, _, _, run in removals if kind == "delete" and run.status == 0}
    for game_id, started, ended, _, _ in saves:
        present = game_id in held
        cleared_after = any(clear_start > ended for clear_start, _ in clears)
        untouched = all(clear_end < started for _, clear_end in clears) and game_id not in deleted
        if present and (cleared_after or game_id in deleted):
            problems.append(f"game {game_id} survived a clear or delete that came after its save")
            break
        if not present and untouched:
            problems.append(f"game {game_id} is missing though nothing removed it")
            break
    totals = stats(home)
    expected = (len(saves), sum(save[3] for save in saves), sum(save[4] for save in saves))
    got = (totals.get("gamesPlayed"), totals.get("totalCorrect"), totals.get("totalQuestions"))
    if got != expected:
        problems.append(f"statistics (games, correct, questions) = {got}, the reported saves add up to {expected}")
    no_leftovers(home, problems, "after the run")
    require(problems)
    return (f"{players} processes × {games_each} games = {len(saves)} saves, with {len(clears)} clears and "
            f"{len(removals) - len(clears)} deletes racing them; {len(held)} games left in the history")


# --- corruption ------------------------------------------------------------------


def checksums(home, skip):
    sums = {}
    for name in DATA_FILES:
        path = os.path.join(home, name)
        if name != skip and os.path.exists(path):
            with open(path, "rb") as file:
                sums[name] = file.read()
    return sums


def damage(name, kind, path):
    with open(path, "rb") as file:
        original = file.read()
    damaged = {
        "truncated": original[: len(original) // 2],
        "empty": b"",
        "binary": b"\x00\xff\xfe\x01binary\x7f\x1b[2J",
        "wrong-schema": {
            "settings.json": b'{"order":42,"color":["red"]}\n',
            "questions.json": b'{"questions":[{"id":5,"entry":"text"}]}\n',
            "statistics.json": b'{"overall":"many","modes":7}\n',
        }.get(name, b""),
    }[kind]
    with open(path, "wb") as file:
        file.write(damaged)
    return damaged


def json_store_case(base, name, kind, command):
    # Folder names never contain a data file's name, so a message that
    # merely prints the folder's path does not count as naming the file.
    home = os.path.join(WORK, f"case-{DATA_FILES.index(name)}-{kind}")
    copy_folder(base, home)
    damaged = damage(name, kind, os.path.join(home, name))
    before = checksums(home, name)
    run = quizctl(home, *command, stdin=None, timeout=30)
    problems = []
    if run.status != 0:
        problems.append(f"`quizctl {' '.join(command)}`: {run.describe()}")
    if name not in run.err:
        problems.append(f"the message does not name {name}: {run.said()}")
    moved = sorted(entry for entry in os.listdir(home) if entry.startswith(name + ".corrupt-"))
    if not moved:
        problems.append("the damaged file was not moved aside")
    else:
        with open(os.path.join(home, moved[0]), "rb") as file:
            if file.read() != damaged:
                problems.append("the file moved aside is not the damaged file byte for byte")
    if checksums(home, name) != before:
        problems.append("another data file changed")
    reported_play(home, 7, problems, "the next save")
    games, _ = history_lines(home)
    if len(games) != 21:
        problems.append(f"history holds {len(games)} games, expected 21")
    if name == "statistics.json" and not problems:
        played = stats(home).get("gamesPlayed")
        if played != 21:
            problems.append(f"statistics were not rebuilt from the history ({played} games)")
    require(problems)
    return f"`{' '.join(command)}` exit 0, named the file, moved it aside; next save fine"


def history_case(base, kind):
    home = os.path.join(WORK, f"case-log-{kind}")
    copy_folder(base, home)
    path = os.path.join(home, "history.jsonl")
    with open(path, "rb") as file:
        lines = file.read().split(b"\n")[:-1]
    intact = 20
    if kind == "truncated":
        content, intact = b"\n".join(lines)[:-40], 19
    elif kind == "empty":
        content, intact = b"", 0
    elif kind == "binary":
        content = b"\n".join(lines[:10] + [b"\x00\xff\xfe\x01binary\x7f\x1b[2J"] + lines[10:]) + b"\n"
    else:
        content = b"\n".join(lines[:10] + [b'{"id":"nope","mode":7,"answers":{}}'] + lines[10:]) + b"\n"
    with open(path, "wb") as file:
        file.write(content)
    before = checksums(home, "history.jsonl")
    problems = []

    def listed():
        run = quizctl(home, "history", "--json", "--limit", "1000", stdin=None, timeout=30)
        if run.status != 0:
            problems.append(f"history --json: {run.describe()}: {run.said()}")
            return None
        return len(json.loads(run.stdout))

    if (count := listed()) != intact:
        problems.append(f"history lists {count} games, expected {intact}")
    if checksums(home, "history.jsonl") != before:
        problems.append("another data file changed")
    game_id = reported_play(home, 7, problems, "the next save")
    if (count := listed()) != intact + 1:
        problems.append(f"after a save history lists {count} games, expected {intact + 1}")
    if kind != "empty" and game_id:
        run = quizctl(home, "history", "delete", game_id, "--yes", stdin=None, timeout=30)
        if run.status != 0:
            problems.append(f"history delete: {run.describe()}")
        if "history.jsonl" not in run.err:
            problems.append("the rewrite did not name history.jsonl")
        if not any(entry.startswith("history.jsonl.corrupt-") for entry in os.listdir(home)):
            problems.append("the bad lines were not set aside")
        if (count := listed()) != intact:
            problems.append(f"after the rewrite history lists {count} games, expected {intact}")
    require(problems)
    return f"{intact} intact games listed, next save and rewrite fine"


def corruption(cases):
    base = os.path.join(WORK, "base")
    generate(base, 20, 20)
    commands = {"settings.json": ("settings",), "questions.json": ("questions",), "statistics.json": ("stats",)}
    for kind in ("truncated", "empty", "binary", "wrong-schema"):
        for name, command in commands.items():
            check(f"corruption: {name} {kind}", json_store_case, base, name, kind, command)
        check(f"corruption: history.jsonl {kind}", history_case, base, kind)


# --- special files ---------------------------------------------------------------

SPECIAL_COMMANDS = {
    "history.jsonl": [("play", "classic", "--offline", "--count", "3", "--seed", "5", "--json", "--delay", "0"),
                      ("history",)],
    "settings.json": [("settings", "set", "order", "random"), ("play", "classic", "--offline", "--count", "3", "--seed",
                                                                "5", "--json", "--delay", "0")],
}


def special_case(base, name, kind, command):
    limit = 10
    home = os.path.join(WORK, f"special-{DATA_FILES.index(name)}-{kind}-{command[0]}")
    copy_folder(base, home)
    path = os.path.join(home, name)
    outside = os.path.join(WORK, f"outside-{DATA_FILES.index(name)}-{kind}-{command[0]}")
    shutil.copy(path, outside)
    os.remove(path)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        os.symlink("/dev/zero", path)
    elif kind == "outside-symlink":
        os.symlink(outside, path)
    else:
        os.mkdir(path)
    with open(outside, "rb") as file:
        outside_before = file.read()
    run = quizctl(home, *command, timeout=limit)
    problems = []
    if run.timed_out:
        problems.append(f"hung: did not end within {limit} s")
    elif run.status not in (0, 1, 2):
        problems.append(f"crashed: {run.describe()}")
    with open(outside, "rb") as file:
        if file.read() != outside_before:
            problems.append("wrote outside the data folder (the symlink's target changed)")
    if not run.timed_out and name not in run.err:
        problems.append(f"did not say what is wrong with {name}: {run.said()}")
    require(problems)
    return f"{run.describe()}: {run.said()}"


def special(cases):
    base = os.path.join(WORK, "special-base")
    generate(base, 5, 5)
    for name, commands in SPECIAL_COMMANDS.items():
        for kind in ("fifo", "dev-zero", "outside-symlink", "directory"):
            for command in commands:
                check(f"special files: {name} as {kind}, `{command[0]}`", special_case, base, name, kind, command)


# --- full disk -------------------------------------------------------------------


def full_disk_case(home):
    """The folder cannot take another page. Either the game is not saved
    (exit 1 naming the file and the reason, history as before) or it is in
    the history (exit 0, record printed, a warning); nothing else changes."""
    before = checksums(home, "history.jsonl")
    before.pop("statistics.json", None)
    with open(os.path.join(home, "history.jsonl"), "rb") as file:
        history_before = file.read()
    run = play(home, 8)
    problems = []
    with open(os.path.join(home, "history.jsonl"), "rb") as file:
        history_after = file.read()
    if not history_after.startswith(history_before):
        problems.append("history.jsonl lost bytes")
    added = [line for line in history_after[len(history_before):].split(b"\n") if line.strip()]
    saved = False
    for line in added:
        try:
            saved = saved or bool(json.loads(line)["id"])
        except (ValueError, KeyError, TypeError):
            problems.append("history.jsonl gained a torn line")
    if saved:
        if run.status != 0 or not run.record_id():
            problems.append(f"the game was saved but play ended with {run.describe()} (record printed: "
                            f"{bool(run.record_id())}); a saved game must exit 0 with its record")
        if "statistics" not in run.err.lower() and "статистик" not in run.err.lower():
            problems.append("no warning about the statistics")
    else:
        if run.status != 1:
            problems.append(f"nothing was saved but play ended with {run.describe()}")
        if not any(name in run.err for name in ("history.jsonl", "statistics.json")) or not any(
                word in run.err for word in ("space", "место", "Read-only", "read-only")):
            problems.append(f"the error does not say which file and why: {run.said()}")
    setting = quizctl(home, "settings", "set", "order", "random", stdin=None)
    if setting.status == 0:
        problems.append("changing a setting succeeded on a full disk")
    after = checksums(home, "history.jsonl")
    after.pop("statistics.json", None)
    if after != before:
        problems.append("settings or questions changed")
    problems += decode_data_files(home)
    no_leftovers(home, problems, "on the full disk")
    require(problems)
    return ("game saved: exit 0, warned" if saved else "not saved: ") + run.said()


def full_disk(cases):
    tiny = os.path.join(WORK, "tiny")
    os.makedirs(tiny)
    mounted = os.geteuid() == 0 and subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", tiny],
                                                   stderr=subprocess.DEVNULL).returncode == 0
    if mounted:
        try:
            for variant in ("slack", "aligned"):
                generate(os.path.join(tiny, variant), 3, 3)
            # Empty lines (which readers skip) fill the history's last page, so
            # the next append needs a page the disk does not have.
            aligned = os.path.join(tiny, "aligned", "history.jsonl")
            with open(aligned, "ab") as file:
                file.write(b"\n" * ((4096 - os.path.getsize(aligned) % 4096) % 4096))
            filler = os.path.join(tiny, "filler")
            descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
            try:
                while os.write(descriptor, b"\0" * 1024) > 0:
                    pass
            except OSError:
                pass
            finally:
                os.close(descriptor)
            check("full disk: 64 KB tmpfs, history with room in its last page", full_disk_case,
                  os.path.join(tiny, "slack"))
            check("full disk: 64 KB tmpfs, history ending on a page boundary", full_disk_case,
                  os.path.join(tiny, "aligned"))
            os.remove(filler)

            def recovery():
                home = os.path.join(tiny, "slack")
                problems = []
                reported_play(home, 9, problems, "the save with room again")
                games, _ = history_lines(home)
                played = stats(home).get("gamesPlayed")
                if played != len(games):
                    problems.append(f"statistics count {played} games, the history holds {len(games)}")
                require(problems)
                return f"{len(games)} games, statistics agree"

            check("full disk: with room again, the next save works and statistics catch up", recovery)
        finally:
            subprocess.run(["umount", tiny])
    elif os.geteuid() != 0:
        home = os.path.join(WORK, "readonly")
        generate(home, 20, 5)
        subprocess.run(["chmod", "-R", "a-w", home], check=True)
        check("full disk: read-only folder", full_disk_case, home)
    else:
        check("full disk", lambda: ("SKIP", "root without permission to mount a tmpfs; root ignores read-only folders"))


# --- a saved game whose statistics cannot be written -----------------------------


def saved_game(cases):
    def blocked_statistics():
        home = os.path.join(WORK, "saved-game")
        generate(home, 5, 5)
        # A directory where the statistics' lock file goes: the history can
        # take the game, the statistics cannot (even for root).
        blocker = os.path.join(home, "statistics.json.lock")
        if os.path.exists(blocker):
            os.remove(blocker)
        os.mkdir(blocker)
        before, _ = history_lines(home)
        run = play(home, 3)
        problems = []
        game_id = run.record_id()
        games, _ = history_lines(home)
        if len(games) != len(before) + 1:
            problems.append(f"the history went from {len(before)} to {len(games)} games; expected one more")
        elif game_id != games[-1]["id"]:
            problems.append(f"the game was saved but its record was not printed ({run.describe()})")
        if run.status != 0:
            problems.append(f"the game was saved but play ended with {run.describe()}: {run.said()}")
        if "statistics" not in run.err.lower():
            problems.append(f"no warning that the statistics will be repaired: {run.said()}")
        os.rmdir(blocker)
        reported_play(home, 4, problems, "the next save")
        games, _ = history_lines(home)
        played = stats(home).get("gamesPlayed")
        if played != len(games):
            problems.append(f"after the next save statistics count {played} games, the history holds {len(games)}")
        require(problems)
        return "exit 0, record printed, warned; statistics repaired by the next save"

    check("saved game: statistics cannot be written", blocked_statistics)


def crash(cases):
    if not cases or "saves" in cases:
        check("crash: saves killed with SIGKILL", crash_saves)
    if not cases or "delete" in cases:
        check("crash: history delete killed with SIGKILL", crash_deletes)


SCENARIOS = {
    "crash": crash,
    "concurrency": lambda cases: check("concurrency: saves racing history clear/delete", concurrency),
    "corruption": corruption,
    "special": special,
    "full-disk": full_disk,
    "saved-game": saved_game,
}
