#!/usr/bin/env python3
"""peak_memory.py OUT COMMAND...: runs COMMAND and writes its peak memory
in KB to OUT, like `/usr/bin/time -f %M -o OUT` where GNU time is missing.
Exits with the command's status."""

import resource
import subprocess
import sys

status = subprocess.call(sys.argv[2:])
with open(sys.argv[1], "w") as out:
    out.write(f"{resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}\n")
sys.exit(status if status >= 0 else 128 - status)
