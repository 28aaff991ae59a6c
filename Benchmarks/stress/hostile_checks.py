"""The hostile scenarios: an Open Trivia DB that misbehaves, and plugins
that misbehave."""

import json
import os
import pty
import re
import select
import shutil
import stat
import subprocess
import sys
import time
import uuid

from stresslib import DATABASE, WORK, CheckFailed, check, env_int, kill_group, quizctl, require, stored_games

HERE = os.path.dirname(os.path.abspath(__file__))
MEMORY_CAP_MB = env_int("STRESS_MEMORY_CAP_MB", 100, 100)
# Far above any sane text-field cap (packs allow 8,000 bytes), far below
# the 10 MB question the server sends.
FIELD_CAP = env_int("STRESS_FIELD_CAP", 64 * 1024, 64 * 1024)
# quizctl's request time-out is 15 s; a game may make a few requests.
NET_DEADLINE = env_int("STRESS_NET_DEADLINE", 45, 45)
PLUGIN_DEADLINE = 30


# --- hostile server --------------------------------------------------------------


def measured(command_prefix_file):
    """The prefix that measures a child's peak memory, and how to read it."""
    if os.path.exists("/usr/bin/time"):
        return ["/usr/bin/time", "-f", "%M", "-o", command_prefix_file]
    return [sys.executable, os.path.join(HERE, "peak_memory.py"), command_prefix_file]


def server_case(mode):
    home = os.path.join(WORK, f"server-{mode}")
    os.makedirs(home)
    port_file = os.path.join(WORK, f"server-{mode}.port")
    server = subprocess.Popen([sys.executable, os.path.join(HERE, "hostile_server.py"), mode, port_file,
                               str(NET_DEADLINE + 20)], start_new_session=True)
    try:
        for _ in range(100):
            if os.path.exists(port_file):
                break
            time.sleep(0.05)
        with open(port_file) as file:
            port = file.read().strip()
        peak_file = os.path.join(WORK, f"server-{mode}.peak")
        run = quizctl(home, "play", "classic", "--count", "3", "--seed", "3", "--json", "--delay", "0",
                      env={"QUIZCTL_OPENTDB_URL": f"http://127.0.0.1:{port}"}, timeout=NET_DEADLINE + 15,
                      prefix=measured(peak_file), stdin="1\n" * 10)
    finally:
        kill_group(server.pid)
        server.wait()
    problems = []
    if run.timed_out or run.seconds > NET_DEADLINE:
        problems.append(f"took {run.seconds:.0f} s, more than the deadline of {NET_DEADLINE} s")
    status = run.status
    if not run.timed_out:
        with open(peak_file) as file:
            text = file.read()
        # GNU time notes a signal on a line of its own before the figure.
        peak_kb = int(text.split()[-1])
        if "signal" in text or "status" in text.lower():
            status = -1 if "signal" in text else status
        if peak_kb > MEMORY_CAP_MB * 1024:
            problems.append(f"peak memory {peak_kb // 1024} MB, cap {MEMORY_CAP_MB} MB")
    else:
        peak_kb = None
    if status not in (0, 1):
        problems.append(f"ended with {run.describe()}")
    if status == 1 and not run.err.strip():
        problems.append("failed without saying why")
    if status == 0 and not run.record_id():
        problems.append("exit 0 without a game record")
    for game in stored_games(home, answers=True):
        longest = max((len(value.encode()) for value in strings(game)), default=0)
        if longest > FIELD_CAP:
            problems.append(f"a {longest >> 10} KB text field went into the history (cap {FIELD_CAP >> 10} KB)")
            break
    database = os.path.join(home, DATABASE)
    size = sum(os.path.getsize(database + suffix) for suffix in ("", "-wal") if os.path.exists(database + suffix))
    if size > 4 << 20:
        problems.append(f"quizctl.db grew to {size >> 10} KB")
    require(problems)
    outcome = "offline fallback or game played" if status == 0 else run.said()
    return f"{run.seconds:.1f} s, peak {peak_kb // 1024 if peak_kb else '?'} MB, exit {status}: {outcome}"


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def server(cases):
    labels = {"huge": "a 200 MB body", "trickle": "a trickling body", "silent": "a server that never answers",
              "bigtext": "a 10 MB question text"}
    for mode, label in labels.items():
        if not cases or mode in cases:
            check(f"hostile server: {label}", server_case, mode)


# --- hostile plugins -------------------------------------------------------------

PACK = json.dumps({"questions": [
    {"text": f"Plugin question {n}?", "correct": "Right", "incorrect": ["Wrong A", "Wrong B", "Wrong C"]}
    for n in range(1, 6)]})

PLUGINS = {
    # Prints a valid pack, then leaves a child running with its own output
    # pointed elsewhere, as a daemonising helper would.
    "lingering": f"""
cat <<'PACK'
{PACK}
PACK
sleep 60 </dev/null >/dev/null 2>&1 &
echo $! >>"$STRESS_PIDS"
exit 0
""",
    # The same, but the child keeps the plugin's standard output and error.
    "lingering-stdout": f"""
cat <<'PACK'
{PACK}
PACK
sleep 60 &
echo $! >>"$STRESS_PIDS"
exit 0
""",
    # Tries to reach the terminal behind quizctl's back.
    "tty": f"""
if exec 3>/dev/tty; then
    printf '\\033]52;c;c3RyZXNzLXRlc3Q=\\a' >&3
    echo opened >"$STRESS_NOTE"
else
    echo refused >"$STRESS_NOTE"
fi 2>/dev/null
printf '\\033]52;c;c3RyZXNzLXRlc3Q=\\a' >/dev/tty 2>/dev/null
cat <<'PACK'
{PACK}
PACK
exit 0
""",
    # Never answers, and keeps a child of its own.
    "endless": """
echo $$ >>"$STRESS_PIDS"
sleep 3600 &
echo $! >>"$STRESS_PIDS"
while :; do sleep 1; done
""",
}


def install_plugin(home, kind):
    folder = os.path.join(home, "plugins")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "quizctl-source-x")
    with open(path, "w") as file:
        file.write("#!/bin/bash\n" + PLUGINS[kind])
    os.chmod(path, 0o755)


def alive(pid):
    """Running (not a zombie waiting to be reaped)."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False


def tagged(tag):
    """The live processes whose environment carries the tag."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/environ", "rb") as file:
                    if f"STRESS_TAG={tag}".encode() in file.read() and alive(int(entry)):
                        found.append(int(entry))
            except OSError:
                pass
    return found


def plugin_game(kind, timeout, tty=None):
    home = os.path.join(WORK, f"plugin-{kind}")
    os.makedirs(home)
    install_plugin(home, kind)
    tag = uuid.uuid4().hex
    env = {"STRESS_TAG": tag, "STRESS_PIDS": os.path.join(home, "..", f"plugin-{kind}.pids"),
           "STRESS_NOTE": os.path.join(WORK, f"plugin-{kind}.note")}
    if tty is None:
        run = quizctl(home, "play", "classic", "--source", "x", "--count", "3", "--json", "--delay", "0",
                      env=env, timeout=timeout)
        return run, tag, env
    return tty(home, env, timeout), tag, env


def cleanup_tag(tag):
    for pid in tagged(tag):
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass


def lingering_case(kind):
    run, tag, _ = plugin_game(kind, timeout=PLUGIN_DEADLINE + 15)
    try:
        problems = []
        if run.timed_out or run.seconds > 5:
            problems.append(f"answered after {run.seconds:.1f} s (a plugin that has exited must be answered in < 5 s)")
        if run.status != 0 or not run.record_id():
            problems.append(f"{run.describe()}: {run.said()}")
        require(problems)
        return f"answered in {run.seconds:.1f} s"
    finally:
        cleanup_tag(tag)


def endless_case():
    run, tag, env = plugin_game("endless", timeout=PLUGIN_DEADLINE + 20)
    time.sleep(0.5)
    left = tagged(tag)
    try:
        with open(env["STRESS_PIDS"]) as file:
            left += [int(pid) for pid in file.read().split() if alive(int(pid))]
    except FileNotFoundError:
        pass
    left = sorted(set(left))
    for pid in left:
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass
    problems = []
    if run.timed_out or run.seconds > PLUGIN_DEADLINE + 5:
        problems.append(f"took {run.seconds:.0f} s, the plugin deadline is {PLUGIN_DEADLINE} s")
    if run.status != 1:
        problems.append(f"expected exit 1 for a plugin that never answers, got {run.describe()}")
    if not re.search(r"source-x|\bx\b", run.err):
        problems.append("the error does not name the plugin")
    if left:
        problems.append(f"{len(left)} of the plugin's processes left running after quizctl ended")
    require(problems)
    return f"ended after {run.seconds:.1f} s with exit 1, no processes left: {run.said()}"


def run_with_controlling_tty(home, env, timeout):
    """quizctl with a pseudo-terminal as its controlling terminal (as under an
    interactive shell) but answers from a pipe; returns (run, what reached
    the terminal)."""
    master, slave = pty.openpty()
    slave_name = os.ttyname(slave)
    os.close(slave)

    def take_terminal():
        os.setsid()
        os.close(os.open(slave_name, os.O_RDWR))  # the session's controlling terminal

    environment = dict(os.environ, QUIZCTL_HOME=home, NO_COLOR="1", **env)
    started = time.monotonic()
    process = subprocess.Popen([os.environ["QUIZCTL"], "play", "classic", "--source", "x", "--count", "3", "--json",
                                "--delay", "0"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=environment, preexec_fn=take_terminal)
    timed_out = False
    try:
        stdout, stderr = process.communicate(b"1\n1\n1\n", timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        kill_group(process.pid)
        stdout, stderr = process.communicate()
    seconds = time.monotonic() - started
    seen = b""
    while select.select([master], [], [], 0.2)[0]:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    os.close(master)
    from stresslib import Run
    return Run(process.returncode, stdout, stderr, seconds, timed_out), seen


def tty_case():
    (run, seen), tag, env = plugin_game("tty", timeout=PLUGIN_DEADLINE + 15, tty=run_with_controlling_tty)
    cleanup_tag(tag)
    problems = []
    if b"]52;" in seen:
        problems.append("the plugin's OSC 52 sequence reached the terminal")
    try:
        with open(env["STRESS_NOTE"]) as file:
            note = file.read().strip()
    except FileNotFoundError:
        note = "the plugin did not run"
    if note == "opened":
        problems.append("the plugin could open /dev/tty")
    if run.status != 0 or not run.record_id():
        problems.append(f"{run.describe()}: {run.said()}")
    require(problems)
    return f"the plugin's /dev/tty: {note}; nothing reached the terminal"


def plugins(cases):
    if not cases or "lingering" in cases:
        check("hostile plugins: exits leaving a child (output redirected)", lingering_case, "lingering")
        check("hostile plugins: exits leaving a child holding its output", lingering_case, "lingering-stdout")
    if not cases or "tty" in cases:
        check("hostile plugins: writes OSC 52 to /dev/tty", tty_case)
    if not cases or "endless" in cases:
        check("hostile plugins: never exits", endless_case)


SCENARIOS = {"server": server, "plugins": plugins}
