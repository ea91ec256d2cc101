#!/usr/bin/env python3
"""snl.min_rolls from Python against the typical Python BFS and against the C++ call, side by side.

  1. 20x20 boards as lists of lists: snl.min_rolls against `class Solution`, the BFS of LeetCode's editorial
     (below), timed in alternating rounds on the same boards (its answers are checked against snl's first).
  2. 3000x3000 boards as NumPy arrays (the bench boards: all plain, 10% jumps at most 50 away, 10% anywhere; seed
     909 as bench/solve_bench.cpp draws them): snl.min_rolls on int32 (read in place) and int64 (NumPy's default,
     also read in place) arrays against snl::min_rolls on vector<vector<int>> and snl::min_rolls_view over C ints
     and over 64-bit cells, as the C++ benchmark program times them (BM_MinRolls, BM_MinRollsView,
     BM_MinRollsView64), the two alternating in rounds.

Run (Release builds only): cmake --workflow --preset bench && \\
  PYTHONPATH=build/bench/python /usr/bin/python3 bench/python_bench.py build/bench/bench/snl_bench
Results: bench/RESULTS.md, "Python".
"""
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections import deque
from typing import List

import snl

try:  # only the 3000x3000 part needs NumPy; bench/perf_guard.py imports Solution without it
    import numpy as np
except ImportError:
    np = None


class Solution:
    """LeetCode 909's editorial solution (Approach 1: breadth-first search), as published, in Python 3."""

    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        cells = [None] * (n**2 + 1)
        label = 1
        columns = list(range(0, n))
        for row in range(n - 1, -1, -1):
            for column in columns:
                cells[label] = (row, column)
                label += 1
            columns.reverse()
        dist = [-1] * (n * n + 1)
        q = deque([1])
        dist[1] = 0
        while q:
            curr = q.popleft()
            for next in range(curr + 1, min(curr + 6, n**2) + 1):
                row, column = cells[next]
                destination = board[row][column] if board[row][column] != -1 else next
                if dist[destination] == -1:
                    dist[destination] = dist[curr] + 1
                    q.append(destination)
        return dist[n * n]


def per_call(call, calls):
    start = time.perf_counter()
    for _ in range(calls):
        call()
    return (time.perf_counter() - start) / calls


def small_boards():
    """20x20 boards as lists: plain, short jumps, jumps anywhere (the bench kinds), and denser ones with snakes."""
    boards = [snl.generate(side=20, density=0.0), snl.generate(side=20, density=0.1, max_distance=50, seed=909),
              snl.generate(side=20, density=0.1, seed=909)]
    boards += [snl.generate(side=20, density=d, seed=s, walls=w) for d in (0.05, 0.2, 0.3) for s, w in ((1, 0), (2, 1))]
    return [b.to_grid() for b in boards]


def twenty(rounds):
    grids = small_boards()
    for grid in grids:
        assert Solution().snakesAndLadders(grid) == snl.min_rolls(grid), grid
    snl_times, python_times = [], []
    for _ in range(rounds):
        snl_times.append(per_call(lambda: [snl.min_rolls(g) for g in grids], 2000) / len(grids))
        python_times.append(per_call(lambda: [Solution().snakesAndLadders(g) for g in grids], 50) / len(grids))
    s, p = statistics.median(snl_times), statistics.median(python_times)
    print(f"20x20 lists, {len(grids)} boards, {rounds} rounds: snl.min_rolls {s * 1e6:.2f} us, "
          f"class Solution {p * 1e6:.1f} us: {p / s:.0f}x")
    return {"snl_us": s * 1e6, "solution_us": p * 1e6, "ratio": p / s}


def big_array(kind):
    density, distance = {"plain": (0.0, 0), "short": (0.1, 50), "anywhere": (0.1, 0)}[kind]
    board = snl.generate(side=3000, density=density, max_distance=distance, seed=909)
    cells = np.fromstring(board.to_text("grid"), dtype=np.int32, sep=" ")[1:]
    return cells.reshape(3000, 3000), snl.min_rolls(board)


def cxx_times(bench, kind):
    """Milliseconds per call of BM_MinRolls, BM_MinRollsView and BM_MinRollsView64 on the 3000x3000 board of `kind`."""
    index = ["plain", "short", "anywhere"].index(kind)
    done = subprocess.run([bench, f"--benchmark_filter=BM_MinRolls(View|View64)?/3000/{index}/",
                           "--benchmark_format=json", "--benchmark_min_time=0.5"], capture_output=True, text=True,
                          check=True)
    results = {b["name"].split("/")[0]: b["real_time"] for b in json.loads(done.stdout)["benchmarks"]}
    return results["BM_MinRolls"], results["BM_MinRollsView"], results["BM_MinRollsView64"]


def three_thousand(bench, rounds):
    rows = {}
    for kind in ("plain", "short", "anywhere"):
        array, answer = big_array(kind)
        wide = array.astype(np.int64)
        assert snl.min_rolls(array) == answer and snl.min_rolls(wide) == answer
        times = {"int32": [], "int64": [], "cxx": [], "cxx_view": [], "cxx_view64": []}
        calls = 20 if kind == "short" else 100
        for _ in range(rounds):
            times["int32"].append(per_call(lambda: snl.min_rolls(array), calls) * 1e3)
            times["int64"].append(per_call(lambda: snl.min_rolls(wide), calls) * 1e3)
            nested, view, view64 = cxx_times(bench, kind)
            times["cxx"].append(nested)
            times["cxx_view"].append(view)
            times["cxx_view64"].append(view64)
        m = {k: statistics.median(v) for k, v in times.items()}
        print(f"3000x3000 {kind:8s} ({rounds} rounds): C++ min_rolls {m['cxx']:.2f} ms, min_rolls_view "
              f"{m['cxx_view']:.2f} ms, over int64 {m['cxx_view64']:.2f} ms; snl.min_rolls int32 {m['int32']:.2f} ms "
              f"({m['int32'] / m['cxx']:.2f}x), int64 {m['int64']:.2f} ms ({m['int64'] / m['cxx']:.2f}x the C++ "
              f"call on C ints, {m['int64'] / m['cxx_view64']:.2f}x on the same int64 cells)")
        rows[kind] = m
    return rows


def main():
    bench = sys.argv[1] if len(sys.argv) > 1 else "build/bench/bench/snl_bench"
    rounds = int(os.environ.get("ROUNDS", "5"))
    print(f"{platform.python_implementation()} {platform.python_version()} ({sys.executable}), NumPy {np.__version__}, "
          f"snl {snl.__version__} from {os.path.dirname(snl.__file__)}, {os.cpu_count()} CPUs, "
          f"load {os.getloadavg()[0]:.2f}")
    twenty(rounds)
    three_thousand(bench, rounds)


if __name__ == "__main__":
    main()
