#!/usr/bin/env python3
"""Load on the phone party's host (issue 29), on loopback, bounded in time.

    python3 Benchmarks/phone-load.py [QUIZCTL_BINARY]

Starts `quizctl host` in a pseudo-terminal on 127.0.0.1 with a pack of 20
questions, then:
1. 200 simulated players join (each from its own loopback address,
   127.0.0.2 and up, as phones on a LAN would: the join limit is per
   address) and open their event streams;
2. the host's CPU is measured for 5 s while they wait in the lobby;
3. each player answers each of the 20 questions (the host reveals when all
   have answered, then Enter opens the next); every answer's time from
   sending to the server's acknowledgement is recorded;
4. the saved game is read back: 4,000 answers, none lost, none twice;
5. 1,000 connections are held open at once, and the 1,001st must be told
   the room is full.
Prints the figures and exits 1 if a bound is missed: p99 < 50 ms, host CPU
< 10 % of a core in the lobby, peak RSS < 60 MB.
"""
import asyncio
import fcntl
import json
import os
import pty
import re
import select
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import termios
import time

PLAYERS = 200
QUESTIONS = 20
HOLD = 1000


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_mb(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Host:
    def __init__(self, binary, home, pack, port):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        environment = dict(os.environ, QUIZCTL_HOME=home, TERM="xterm-256color", LANG="en_US.UTF-8", NO_COLOR="1")
        self.process = subprocess.Popen(
            [binary, "host", "--source", "pack:" + pack, "--count", str(QUESTIONS), "--timer", "120", "--bind", "127.0.0.1",
             "--port", str(port)], stdin=slave, stdout=slave, stderr=slave, env=environment, start_new_session=True)
        os.close(slave)
        self.raw = b""

    def drain(self):
        while select.select([self.master], [], [], 0)[0]:
            try:
                self.raw += os.read(self.master, 1 << 16)
            except OSError:
                return
        # Only the tail is ever searched.
        self.raw = self.raw[-200000:]

    def screen(self):
        self.drain()
        return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", self.raw.decode("utf-8", "replace"))

    async def wait_for(self, pattern, seconds=60):
        end = time.time() + seconds
        while time.time() < end:
            found = re.search(pattern, self.screen())
            if found:
                return found
            await asyncio.sleep(0.05)
        raise TimeoutError(f"the host never showed {pattern!r}")

    def press(self, keys):
        os.write(self.master, keys.encode())

    def stop(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(10)


async def request(address, port, method, path, body="", cookie=None):
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(address, 0))
    head = f"{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
    if cookie:
        head += f"Cookie: quizctl={cookie}\r\n"
    if method == "POST":
        head += f"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {len(body.encode())}\r\n"
    writer.write((head + "\r\n" + body).encode())
    await writer.drain()
    reply = await reader.read()
    writer.close()
    return reply.decode("utf-8", "replace")


class Player:
    def __init__(self, index, port, code):
        self.address = f"127.0.0.{index + 2}"
        self.port = port
        self.code = code
        self.name = f"P{index:03d}"
        self.cookie = None
        self.views = asyncio.Queue()

    async def join(self):
        reply = await request(self.address, self.port, "POST", "/join", f"code={self.code}&name={self.name}")
        self.cookie = re.search(r"quizctl=([0-9a-f]+)", reply).group(1)

    async def listen(self):
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port, local_addr=(self.address, 0))
        writer.write(f"GET /events HTTP/1.1\r\nHost: x\r\nCookie: quizctl={self.cookie}\r\n\r\n".encode())
        await writer.drain()
        self.stream = (reader, writer)
        buffer = b""
        while True:
            chunk = await reader.read(65536)
            if not chunk:
                return
            buffer += chunk
            while b"\n\n" in buffer:
                block, buffer = buffer.split(b"\n\n", 1)
                for line in block.split(b"\n"):
                    if line.startswith(b"data: "):
                        await self.views.put(json.loads(line[6:]))

    async def question(self, index):
        while True:
            view = await self.views.get()
            if view.get("phase") == "question" and view.get("index") == index:
                return view

    async def connect(self):
        """A kept-alive connection for answers, as a phone's browser keeps one."""
        self.connection = await asyncio.open_connection("127.0.0.1", self.port, local_addr=(self.address, 0))

    async def answer(self, index, option):
        reader, writer = self.connection
        body = f"question={index}&option={option}"
        started = time.perf_counter()
        writer.write((f"POST /answer HTTP/1.1\r\nHost: x\r\nCookie: quizctl={self.cookie}\r\n"
                      f"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {len(body)}\r\n\r\n{body}").encode())
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        length = int(re.search(rb"Content-Length: (\d+)", head).group(1))
        await reader.readexactly(length)
        elapsed = time.perf_counter() - started
        return elapsed, head.split(b" ", 2)[1].decode()


async def hold_connections(port):
    held = []
    for index in range(HOLD):
        reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(f"127.0.{1 + index // 250}.{2 + index % 250}", 0))
        held.append(writer)
    await asyncio.sleep(0.5)
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=("127.0.9.9", 0))
    reply = (await asyncio.wait_for(reader.read(), 10)).decode("utf-8", "replace")
    for other in held:
        other.close()
    return "The room is full." in reply


async def main(binary):
    home = tempfile.mkdtemp()
    pack = os.path.join(home, "pack.json")
    with open(pack, "w") as file:
        json.dump({"questions": [{"text": f"Question {n}?", "correct": f"right {n}", "incorrect": [f"wrong {n} {k}" for k in range(3)]}
                                 for n in range(QUESTIONS)]}, file)
    port = free_port()
    host = Host(binary, home, pack, port)
    failures = []
    try:
        code = (await host.wait_for(r"room=([A-Z]{4})")).group(1)
        players = [Player(index, port, code) for index in range(PLAYERS)]
        started = time.perf_counter()
        await asyncio.gather(*(player.join() for player in players))
        joined = time.perf_counter() - started
        listeners = [asyncio.create_task(player.listen()) for player in players]
        await asyncio.gather(*(player.connect() for player in players))
        await host.wait_for(rf"Players \({PLAYERS}\)")
        before = cpu_seconds(host.process.pid)
        await asyncio.sleep(5)
        lobby_cpu = (cpu_seconds(host.process.pid) - before) / 5 * 100
        latencies, statuses = [], []
        for index in range(QUESTIONS):
            host.press("\r")
            views = await asyncio.gather(*(player.question(index) for player in players))

            async def answer(player, view):
                # The host deals the questions in its own order: the text says which.
                number = re.search(r"\d+", view["text"]).group(0)
                right = view["options"].index(f"right {number}")
                option = right if int(player.name[1:]) % 2 == 0 else (right + 1) % 4
                return await player.answer(index, option)

            results = await asyncio.gather(*(answer(player, view) for player, view in zip(players, views)))
            latencies += [elapsed for elapsed, _ in results]
            statuses += [status for _, status in results]
            await host.wait_for(rf"Question {index + 1}/{QUESTIONS}[^\n]*answered {PLAYERS} of {PLAYERS}|Scores", 30)
            host.drain()
        host.press("\r")
        await host.wait_for("Game over")
        peak = peak_rss_mb(host.process.pid)
        full = await hold_connections(port)
        host.press("\r")
        await host.wait_for("Podium")
        for task in listeners:
            task.cancel()
        history = json.loads(subprocess.run([binary, "history", "--json"], env=dict(os.environ, QUIZCTL_HOME=home),
                                            capture_output=True, text=True).stdout)
        game = json.loads(subprocess.run([binary, "history", "show", history[0]["id"][:8], "--json"],
                                         env=dict(os.environ, QUIZCTL_HOME=home), capture_output=True, text=True).stdout)
        answers = sum(len(player["answers"]) for player in game["players"])
        timed_out = sum(1 for player in game["players"] for answer in player["answers"] if answer["chosenAnswer"] is None)
        twice = sum(len(player["answers"]) - len({a["question"] for a in player["answers"]}) for player in game["players"])
        latencies.sort()
        p50, p99 = latencies[len(latencies) // 2] * 1000, latencies[int(len(latencies) * 0.99)] * 1000
        print(f"players {PLAYERS}, joined in {joined * 1000:.0f} ms; questions {QUESTIONS}")
        print(f"answers sent {len(statuses)}, acknowledged 200: {statuses.count('200')}")
        print(f"answers kept {answers}, timed out {timed_out}, twice {twice}")
        print(f"answer to acknowledgement: p50 {p50:.1f} ms, p99 {p99:.1f} ms")
        print(f"host CPU with {PLAYERS} waiting in the lobby: {lobby_cpu:.1f} % of a core")
        print(f"host peak RSS: {peak:.1f} MB")
        print(f"{HOLD} connections held, the next told the room is full: {full}")
        for ok, what in [
            (statuses.count("200") == PLAYERS * QUESTIONS, "every answer acknowledged"),
            (answers == PLAYERS * QUESTIONS and timed_out == 0 and twice == 0, "4,000 answers kept, none lost, none twice"),
            (p99 < 50, "p99 under 50 ms"), (lobby_cpu < 10, "lobby CPU under 10 %"), (peak < 60, "peak RSS under 60 MB"),
            (full, "room full past 1,000"),
        ]:
            if not ok:
                failures.append(what)
    finally:
        host.stop()
    print("phone load: " + ("all bounds hold" if not failures else "missed: " + ", ".join(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".build", "release", "quizctl")
    sys.exit(asyncio.run(asyncio.wait_for(main(os.path.abspath(binary)), 600)))
