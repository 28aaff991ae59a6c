"""Timing one command beside another, interleaved, with its exit status and peak memory.

Each run is forked by Benchmarks/measure.c (no shell), in a session of its
own, and timed there from fork to wait4: the same overhead sits in both
halves of a pair. wait4 gives the child's own peak resident memory (KB).
"""

import os
import statistics
import subprocess
from dataclasses import dataclass, field


@dataclass
class Run:
    seconds: float
    peak_kb: int
    status: int  # exit status, 128 + N for signal N, 999 when timed out
    error: str = ""


@dataclass
class Pairs:
    """What one row measured: its runs and the runs beside them, pair by pair."""
    command: list = field(default_factory=list)
    beside: list = field(default_factory=list)
    failure: str = ""

    @property
    def ratio(self):
        """Median of the pairs' ratios: each pair shares the machine's mood."""
        return statistics.median(c.seconds / b.seconds for c, b in zip(self.command, self.beside))

    @property
    def seconds(self):
        return statistics.median(run.seconds for run in self.command)

    @property
    def beside_seconds(self):
        return statistics.median(run.seconds for run in self.beside)

    @property
    def peak_kb(self):
        """The highest peak of the command's runs: memory is judged at its worst."""
        return max(run.peak_kb for run in self.command)

    @property
    def beside_peak_kb(self):
        return max(run.peak_kb for run in self.beside)


TIMED_OUT = 999
# Benchmarks/measure.c, compiled by run.sh: see there why timing is done in C.
MEASURE = os.environ.get("BENCH_MEASURE", "")


def run_once(argv, environment, stdin_path=None, timeout=60.0, stderr_path=os.devnull):
    """Runs argv to its end or the timeout (then its whole group is killed)."""
    line = subprocess.run([MEASURE, f"{timeout:.3f}", stdin_path or os.devnull, stderr_path, *argv], env=environment,
                          stdout=subprocess.PIPE, check=True).stdout.decode().split()
    seconds, peak_kb, status = float(line[0]), int(line[1]), int(line[2])
    error = f"still running after {timeout:.0f} s; killed" if status == TIMED_OUT else ""
    return Run(seconds, peak_kb, status, error)


def first_error_line(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            return next((line.strip() for line in file if line.strip()), "")[:160]
    except OSError:
        return ""


def measure_pairs(row, environment, scratch):
    """Runs the row and its peer in turn, `row.pairs` times, alternating who
    goes first; stops at the first run that fails or outlives its time."""
    result = Pairs()
    stderr_path = os.path.join(scratch, "stderr.txt")
    for index in range(row.pairs):
        order = ("beside", "command") if index % 2 == 0 else ("command", "beside")
        for which in order:
            if which == "beside":
                if row.beside.prepare:
                    row.beside.prepare(row, index)
                beside_environment = dict(environment, QUIZCTL_HOME=row.beside_home())
                run = run_once(row.beside_argv(), beside_environment, row.beside.stdin, row.beside_timeout, stderr_path)
                target, expected = result.beside, 0
            else:
                if row.prepare:
                    row.prepare(row, index)
                timeout = row.timeout_for(result.beside[0].seconds if result.beside else None)
                run = run_once(row.argv(index), environment, row.stdin, timeout, stderr_path)
                target, expected = result.command, row.expected_status
            if run.status != expected:
                who = row.beside.name if which == "beside" else "quizctl"
                reason = run.error or f"exit status {run.status}, expected {expected}: {first_error_line(stderr_path)}"
                result.failure = f"{who}: {reason}"
                return result
            target.append(run)
    return result
