#!/usr/bin/env python3
"""checks.py SCENARIO[:CASE,...] — runs one scenario of Benchmarks/stress.sh.

Reads QUIZCTL (the binary under test), STRESS_WORK (a scratch folder) and
STRESS_RESULTS (where each check's PASS/FAIL/SKIP line is appended) from
the environment. Exits 0 only when every check it ran passed or skipped.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bounds_checks  # noqa: E402
import data_checks  # noqa: E402
import hostile_checks  # noqa: E402
import stresslib  # noqa: E402

SCENARIOS = {**data_checks.SCENARIOS, **hostile_checks.SCENARIOS, **bounds_checks.SCENARIOS}

if __name__ == "__main__":
    name, _, cases = sys.argv[1].partition(":")
    before = stresslib.count_failures()
    SCENARIOS[name](set(cases.split(",")) - {""})
    sys.exit(1 if stresslib.count_failures() > before else 0)
