#!/usr/bin/env python3
"""The work budget's one currency: the CPU time of a unit in each phase of an analysis, side by side in one run.

Each case is an `snl analyze --format json` whose work is almost all one phase (the chain of a large die, the
distribution's pushes with and without roll-again rules, a sparse LU factorization, the exact fractions, the
effects of many jumps, a race from a game under way); the time of a unit is its CPU time (user + system, from wait4)
over the `work` it reports, the least of R rounds. The phases are priced (src/analyze/engine/checkpoint.hpp) so that a unit
takes about the same time in each; the check fails when the dearest unit takes more than SPREAD times the cheapest
(a ratio in one run, never an absolute time).

  python3 bench/work_prices.py BUILD [--rounds R] [--spread S]   print the table; exit 1 past the spread
BUILD is a Release build holding snl (the `perf` preset).
"""
import argparse
import json
import os
import subprocess
import sys
from pathlib import Path


def run(argv):
    """(CPU seconds, the JSON's `work`) of one analysis."""
    child = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = child.stdout.read()
    err = child.stderr.read().decode(errors="replace")
    _, status, usage = os.wait4(child.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise RuntimeError(f"{' '.join(argv)} exited {code}: {err.strip()[:300]}")
    record = json.loads(out.splitlines()[0])
    return usage.ru_utime + usage.ru_stime, record["work"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--spread", type=float, default=6.0)
    args = parser.parse_args()
    snl = str(args.build / "snl")
    data = args.build / "work-prices"
    data.mkdir(exist_ok=True)

    def board(name, *options):
        path = data / name
        if not path.exists() or path.stat().st_size == 0:
            with open(path, "wb") as out:
                subprocess.run([snl, "generate", "--format", "jumps", *options], stdout=out, check=True)
        return str(path)

    analyze = [snl, "analyze", "--format", "json"]
    big = board("300x300.jumps", "--side", "300", "--jumps", "3000", "--seed", "11")
    lu = board("141x141.jumps", "--side", "141", "--jumps", "5000", "--seed", "12")
    exact = board("30x30.jumps", "--side", "30", "--jumps", "300", "--seed", "13")
    small = board("20x20.jumps", "--side", "20", "--jumps", "100", "--seed", "15")
    many = board("100x100.jumps", "--side", "100", "--jumps", "1000", "--seed", "14")
    cases = [
        ("the chain of a 100-faced die", "--die 100 --max-rolls 1, 300×300 with 3,000 jumps",
         analyze + ["--die", "100", "--max-rolls", "1", big]),
        ("the distribution, a d6", "300×300 with 3,000 jumps", analyze + [big]),
        ("the distribution, a d20", "--die 20, 300×300 with 3,000 jumps", analyze + ["--die", "20", big]),
        ("the distribution, a weighted die", "--die 1:1,2:1,3:1,4:1,5:1,6:2, 300×300 with 3,000 jumps",
         analyze + ["--die", "1:1,2:1,3:1,4:1,5:1,6:2", big]),
        ("the distribution, roll-again", "--again 6 --again-limit 100, 30×30 with 300 jumps",
         analyze + ["--again", "6", "--again-limit", "100", exact]),
        ("a sparse LU", "--max-rolls 1, 141×141 with 5,000 jumps", analyze + ["--max-rolls", "1", lu]),
        ("the exact fractions", "--exact --max-rolls 1, 20×20 with 100 jumps",
         analyze + ["--exact", "--max-rolls", "1", small]),
        ("the jumps' effects", "--jumps-effect --max-rolls 1, 100×100 with 1,000 jumps",
         analyze + ["--jumps-effect", "--max-rolls", "1", many]),
        ("the fastest games", "--die 100 --fastest --max-rolls 1, 300×300 with 3,000 jumps",
         analyze + ["--die", "100", "--fastest", "--max-rolls", "1", big]),
        ("a race from a game under way", "--from 5000,100,9000 --turn 2 --max-rolls 1, 100×100 with 1,000 jumps",
         analyze + ["--from", "5000,100,9000", "--turn", "2", "--max-rolls", "1", many]),
    ]
    rows = []
    for name, what, argv in cases:
        best = min((run(argv) for _ in range(args.rounds)), key=lambda r: r[0])
        rows.append((name, what, best[0], best[1], best[0] / best[1] * 1e9))
        print(f"{name}: {best[0]:.3f} s, {best[1]:.3g} units", file=sys.stderr, flush=True)
    print("| phase | case | CPU s | units | ns a unit |")
    print("|---|---|---|---|---|")
    for name, what, seconds, work, ns in rows:
        print(f"| {name} | {what} | {seconds:.3f} | {work:.3g} | {ns:.2f} |")
    cheapest, dearest = min(r[4] for r in rows), max(r[4] for r in rows)
    spread = dearest / cheapest
    print(f"spread: the dearest unit takes {spread:.2f}× the cheapest (at most {args.spread:g})")
    if spread > args.spread:
        print(f"work prices: a unit is not one currency: {spread:.2f}× between phases, more than {args.spread:g}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
