"""Every row of the benchmark: what runs, what runs beside it, and its budget."""

import os
import shutil
from dataclasses import dataclass
from typing import Callable, Optional


@dataclass
class Peer:
    """What a row is measured beside: a floor, a program doing the same work,
    or the release before the database on the same data in its own format."""
    name: str
    argv: object  # a list, or argv(row) giving one (for files in the row's folder)
    stdin: Optional[str] = None
    home: Optional[Callable] = None  # home(row) -> its own data folder (QUIZCTL_HOME); None: the row's
    prepare: Optional[Callable] = None  # prepare(row, index): untimed, before each of its runs


@dataclass
class Row:
    name: str
    command: object  # a list, or command(row, index) giving one
    beside: Peer
    budget: Optional[float] = None  # the most the median ratio may be; None: a reference row
    size: str = ""
    stdin: Optional[str] = None
    pairs: int = 15
    prepare: Optional[Callable] = None  # prepare(row, index): untimed, before each run of the command
    flat_group: Optional[str] = None  # rows of one group must have flat ratios
    expected_status: int = 0
    check_memory: bool = True
    beside_timeout: float = 600.0
    setup: Optional[Callable] = None  # setup(row) -> the data folder: untimed, once before the row
    home: Optional[str] = None  # the data folder (QUIZCTL_HOME)
    budget_ms: Optional[float] = None  # the most the median time may be, in milliseconds
    memory_beside: bool = False  # peak memory at most the peer's (the release before)

    def argv(self, index):
        return self.command(self, index) if callable(self.command) else self.command

    def beside_argv(self):
        return self.beside.argv(self) if callable(self.beside.argv) else self.beside.argv

    def beside_home(self):
        return self.beside.home(self) if self.beside.home else self.home

    def timeout_for(self, beside_seconds):
        """A run 3 × over its budget has failed whatever comes after: stop it there."""
        if beside_seconds is None or self.budget is None:
            return 120.0
        return max(15.0, 3 * self.budget * beside_seconds)


def python(name, code, *files):
    """A Python peer given `files`: names in the row's folder, or path(row) functions."""
    return Peer(name, lambda row: [shutil.which("python3"), "-c", code,
                                   *(f(row) if callable(f) else os.path.join(row.home, f) for f in files)])


# The Python peers: gc disabled (it only slows parsing of acyclic data),
# and the history parsed line by line, each line once, as quizctl reads it.
PARSE_LINES = "import gc,json,sys\ngc.disable()\nfor line in open(sys.argv[1],'rb'): json.loads(line)"
PRINT_HISTORY = (
    "import gc,json,sys\ngc.disable()\nout=[]\n"
    "for line in open(sys.argv[1],'rb'):\n g=json.loads(line); g.pop('answers',None); out.append(g)\n"
    "out.reverse(); sys.stdout.write(json.dumps(out,ensure_ascii=False,indent=2,separators=(',',' : '))+'\\n')")
LOAD_JSON = "import gc,json,sys\ngc.disable()\njson.load(open(sys.argv[1],'rb'))"
IMPORT_PACK = (
    "import gc,json,sys\ngc.disable()\npack=json.load(open(sys.argv[1],'rb'))['questions']\n"
    "bank=json.load(open(sys.argv[2],'rb'))['questions']\ntexts={q['entry']['text'] for q in bank}\n"
    "new=[q for q in pack if q['text'] not in texts]")
