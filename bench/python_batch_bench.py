#!/usr/bin/env python3
"""snl.min_rolls_many against a Python loop of snl.min_rolls and against LeetCode's editorial `class Solution`, on
100,000 10x10 boards (snl.generate, seed 35, density 0.1), and what a Board argument costs against a list of lists.

  1. the loop:       [snl.min_rolls(g) for g in grids]                (one core)
  2. the batch:      snl.min_rolls_many(grids) on 1 thread and on every core; on a list of Boards; on a 3-D int64 array
  3. the editorial:  [Solution().snakesAndLadders(g) for g in grids]   (on the first 10,000, scaled)
  4. one call:       snl.min_rolls(board) against snl.min_rolls(grid) for the same 10x10 board

Each is the median of ROUNDS rounds, taken in turn. Run (Release builds only):
  cmake --preset release && cmake --build build/release --target snl_python && \\
  PYTHONPATH=build/release/python /usr/bin/python3 bench/python_batch_bench.py
Results: bench/RESULTS.md, "Python batches".
"""
import os
import statistics
import sys
import time

import numpy as np
import snl

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from python_bench import Solution  # noqa: E402  (the editorial's BFS, as published)

ROUNDS = 5
COUNT = 100_000


def seconds(call):
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def main():
    boards = snl.generate(count=COUNT, size=10, density=0.1, seed=35)
    grids = [b.to_grid() for b in boards]
    stack = np.array(grids, dtype=np.int64)
    expected = [snl.min_rolls(g) for g in grids]
    assert snl.min_rolls_many(grids).tolist() == expected
    assert [Solution().snakesAndLadders(g) for g in grids[:1000]] == expected[:1000]
    cores = os.cpu_count()
    runs = {
        "loop of snl.min_rolls (lists)": lambda: [snl.min_rolls(g) for g in grids],
        "loop of snl.min_rolls (Boards)": lambda: [snl.min_rolls(b) for b in boards],
        "min_rolls_many(lists, threads=1)": lambda: snl.min_rolls_many(grids, threads=1),
        f"min_rolls_many(lists) ({cores} threads)": lambda: snl.min_rolls_many(grids),
        f"min_rolls_many(Boards) ({cores} threads)": lambda: snl.min_rolls_many(boards),
        f"min_rolls_many(3-D int64 array) ({cores} threads)": lambda: snl.min_rolls_many(stack),
        "editorial class Solution (x10)": lambda: [Solution().snakesAndLadders(g) for g in grids[:COUNT // 10]],
    }
    times = {name: [] for name in runs}
    for _ in range(ROUNDS):
        for name, run in runs.items():
            times[name].append(seconds(run) * (10 if "x10" in name else 1))
    loop = statistics.median(times["loop of snl.min_rolls (lists)"])
    print(f"{COUNT} boards of 10x10, {ROUNDS} rounds, medians; load {os.getloadavg()[0]:.1f}; {sys.version.split()[0]}")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"  {name:48} {median * 1000:9.1f} ms  {median / COUNT * 1e6:6.2f} us/board  loop/this {loop / median:5.2f}")
    board, grid = boards[0], grids[0]
    one = {"snl.min_rolls(Board)": lambda: snl.min_rolls(board), "snl.min_rolls(list of lists)": lambda: snl.min_rolls(grid)}
    per = {name: [] for name in one}
    for _ in range(ROUNDS):
        for name, call in one.items():
            per[name].append(seconds(lambda: [call() for _ in range(20000)]) / 20000)
    for name, values in per.items():
        print(f"  one call: {name:38} {statistics.median(values) * 1e6:6.2f} us")


if __name__ == "__main__":
    main()
