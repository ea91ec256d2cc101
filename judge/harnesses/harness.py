import os, sys
path, shown = sys.argv[1], sys.argv[2]
boards, answers = os.fdopen(3, "r"), os.fdopen(4, "w")
sys.stdout = sys.stderr
class Stdin:
    """Standard input is empty: a solution that reads it is told so."""
    read_from = False
    def __getattr__(self, name):
        Stdin.read_from = True
        return getattr(sys.__stdin__, name)
    def __iter__(self):
        Stdin.read_from = True
        return iter(sys.__stdin__)
sys.stdin = Stdin()
sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
names = {"__name__": "solution", "__file__": shown}
exec("from typing import *\n"
     "import collections, heapq, math, bisect, itertools, functools\n"
     "from collections import deque, defaultdict, Counter\n"
     "from heapq import heappush, heappop, heapify\n"
     "from functools import lru_cache, cache\n", names)
import traceback
try:
    with open(path, encoding="utf-8") as source:
        exec(compile(source.read(), shown, "exec"), names)
except SyntaxError as error:
    # The interpreter's message about the file, without the harness' frames.
    sys.stderr.write("".join(traceback.format_exception_only(type(error), error)))
    sys.exit(1)
except BaseException as error:
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == shown]
    sys.stderr.write("Traceback (most recent call last):\n" + "".join(traceback.format_list(frames)) +
                     "".join(traceback.format_exception_only(type(error), error)))
    sys.exit(1)
if "Solution" not in names:
    sys.exit(shown + ": no class Solution in this file")
if not callable(getattr(names["Solution"], "snakesAndLadders", None)):
    found = [k for k, v in vars(names["Solution"]).items() if callable(v) and not k.startswith("__")]
    sys.exit(shown + ": class Solution has no method snakesAndLadders" +
             (" (found: " + ", ".join(found) + ")" if found else " (it has no methods)"))
answers.write("ready\n")
answers.flush()
while True:
    line = boards.readline()
    if not line:
        break
    if not line.strip():
        continue
    n = int(line)
    board = [[int(v) for v in boards.readline().split()] for _ in range(n)]
    Stdin.read_from = False
    try:
        result = names["Solution"]().snakesAndLadders(board)
        if isinstance(result, int) and not isinstance(result, bool):
            reply = str(result)
        else:
            reply = "? " + repr(result)[:200]
    except MemoryError:
        reply = "! memory"
    except SystemError as error:
        # CPython out of memory inside a C function may say only this.
        reply = "! memory" if "without exception set" in str(error) else "! exception SystemError: " + str(error)
    except BaseException as error:
        reply = ("! exception " + type(error).__name__ + ": " + str(error)).replace("\n", " ")[:300]
    answers.write(reply + ("\t! stdin" if Stdin.read_from else "") + "\n")
    answers.flush()
