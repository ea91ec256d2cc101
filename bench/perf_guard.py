#!/usr/bin/env python3
"""The speed guard: each headline workload run beside its reference in the same run, as a ratio.

Every workload is timed by CPU time (user + system of the child, from wait4), in alternating rounds with its
reference, the least of the rounds kept; the ratio is reference / snl (higher: snl faster). The guard fails when
a ratio falls below half of the one recorded in bench/RESULTS.md (the table between the `perf-guard` markers, the
one owner of these figures). CPU time and a 2x margin keep it steady on a busy machine; absolute times are never
asserted.

  python3 bench/perf_guard.py BUILD [--only NAME,...] [--rounds R]   check (exit 1 when a ratio is too low)
  python3 bench/perf_guard.py BUILD --record                          print the measured table, to paste
  python3 bench/perf_guard.py BUILD --slowdown 3 --only batch-10x10   snl's command run 3 times a measurement:
                                                                      a deliberate 3x slowdown the guard must catch
BUILD is a Release build with snl, snl_baseline and the Python module (the `perf` preset: cmake --workflow --preset
perf runs this as the ctest label `perf`).
"""
import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "RESULTS.md"
BEGIN, END = "<!-- perf-guard:begin -->", "<!-- perf-guard:end -->"


def cpu_seconds(argv, stdin_path=None, ok=(0,)):
    """CPU time (user + system) of one run of argv, its output discarded; an exit code not in `ok` is an error."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    try:
        child = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        error = child.stderr.read().decode(errors="replace")
        child.stderr.close()
    finally:
        if stdin_path:
            stdin.close()
    if child.returncode not in ok:
        raise RuntimeError(f"{' '.join(map(str, argv))} exited {child.returncode}: {error.strip()[:300]}")
    return usage.ru_utime + usage.ru_stime


class Workload:
    """snl's command and its reference's, each a list of (argv, stdin file[, accepted exit codes]) runs whose CPU
    times add up."""

    def __init__(self, name, what, snl_runs, reference, reference_runs):
        self.name, self.what, self.snl_runs, self.reference, self.reference_runs = (
            name, what, snl_runs, reference, reference_runs)


def measure(workload, rounds, slowdown):
    best_snl = best_reference = float("inf")
    for _ in range(rounds):
        snl_time = sum(cpu_seconds(*run) for run in workload.snl_runs * slowdown)
        reference_time = sum(cpu_seconds(*run) for run in workload.reference_runs)
        best_snl, best_reference = min(best_snl, snl_time), min(best_reference, reference_time)
    return best_snl, best_reference


def python_ratio(build, data, slowdown):
    """snl.min_rolls in a Python loop against LeetCode's editorial Solution (bench/python_bench.py), in one
    process; returns (snl seconds a board, Solution seconds a board) by process CPU time."""
    script = f"""
import sys, time
sys.path.insert(0, {str(ROOT / 'bench')!r})
import snl
from python_bench import Solution
boards = [b.to_grid() for _, b in zip(range(2000), snl.boards({str(data / 'batch-10x10.grid')!r}))]
for g in boards[:50]:
    assert Solution().snakesAndLadders(g) == snl.min_rolls(g)
best_snl = best_python = float('inf')
for _ in range(3):
    t = time.process_time()
    for _ in range({slowdown}):
        for g in boards:
            snl.min_rolls(g)
    best_snl = min(best_snl, (time.process_time() - t) / len(boards))
    t = time.process_time()
    for g in boards[:500]:
        Solution().snakesAndLadders(g)
    best_python = min(best_python, (time.process_time() - t) / 500)
print(best_snl, best_python)
"""
    env = dict(os.environ, PYTHONPATH=str(build / "python"))
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError("the Python batch failed: " + out.stderr.strip()[-500:])
    snl_time, python_time = map(float, out.stdout.split())
    return snl_time, python_time


def workloads(build, data):
    snl, typical = str(build / "snl"), str(build / "snl_baseline")

    def generate(name, *options):
        path = data / name
        if not path.exists() or path.stat().st_size == 0:
            with open(path, "wb") as out:
                subprocess.run([snl, "generate", *options], stdout=out, check=True)
        return path

    plain = generate("plain-3000.grid", "--side", "3000", "--density", "0", "--seed", "1")
    short = generate("short-3000.grid", "--side", "3000", "--density", "0.1", "--max-distance", "50", "--seed", "2")
    anywhere = generate("anywhere-3000.grid", "--side", "3000", "--density", "0.1", "--seed", "3")
    batch = generate("batch-10x10.grid", "--side", "10", "--density", "0.2", "--count", "100000", "--seed", "4")
    giant = generate("giant-1e6.jumps", "--side", "1000000000", "--jumps", "1000000", "--format", "jumps",
                     "--seed", "6")
    classic = str(ROOT / "examples" / "classic-10x10.jumps")
    # The yardstick for what has no reference of its own: the typical solution on the batch (this machine's speed).
    yardstick = [([typical], batch)]
    result = []
    for name, what, path in (("grid-plain", "3000×3000, all plain", plain),
                             ("grid-short", "3000×3000, 10% jumps ≤ 50 away", short),
                             ("grid-anywhere", "3000×3000, 10% jumps anywhere", anywhere),
                             ("batch-10x10", "100,000 boards 10×10, one stream", batch)):
        result.append(Workload(name, what, [([snl, "solve", str(path)], None)], "typical solution",
                               [([typical], path)]))
    result.append(Workload("giant-sparse", "n = 10⁹, 10⁶ jumps (sparse)", [([snl, "solve", str(giant)], None)],
                           "wc -w", [(["wc", "-w", str(giant)], None)]))
    # Ten analyses a measurement: one takes milliseconds, as long as starting the process.
    result.append(Workload("analysis-classic", "snl analyze --start 0 --squares, the classic board (×10)",
                           [([snl, "analyze", "--start", "0", "--squares", classic], None)] * 10,
                           "typical solution on the batch", yardstick))
    # A target it cannot meet (exit 3), so that the search spends its whole budget.
    result.append(Workload("design", "snl design 10×10, 8 ladders, 8 snakes, 300,000 evaluations",
                           [([snl, "design", "--side", "10", "--ladders", "8", "--snakes", "8", "--max-length", "20",
                              "--expected", "5:0.01", "--seed", "1", "--max-evaluations", "300000", "--quiet"], None,
                             (3,))],
                           "typical solution on the batch", yardstick))
    return result


def recorded_ratios():
    """The ratios bench/RESULTS.md records: {workload: ratio}, from its perf-guard table."""
    text = RESULTS.read_text(encoding="utf-8")
    if BEGIN not in text or END not in text:
        raise RuntimeError(f"{RESULTS}: no table between {BEGIN} and {END}")
    table = text[text.index(BEGIN) + len(BEGIN):text.index(END)]
    ratios = {}
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 6 and re.fullmatch(r"`[a-z0-9-]+`", cells[0]):
            ratios[cells[0].strip("`")] = float(cells[5])
    return ratios


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("build", type=Path)
    parser.add_argument("--only", default="", help="comma-separated workload names")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--slowdown", type=int, default=1, help="run snl's side K times a measurement")
    parser.add_argument("--record", action="store_true", help="print the measured table instead of checking")
    args = parser.parse_args()
    build = args.build.resolve()
    data = build / "perf-data"
    data.mkdir(exist_ok=True)
    only = set(filter(None, args.only.split(",")))
    expected = {} if args.record else recorded_ratios()
    rows, failed = [], []
    chosen = [w for w in workloads(build, data) if not only or w.name in only]
    names = [w.name for w in chosen] + (["python-batch"] if not only or "python-batch" in only else [])
    unknown = only - set(names)
    if unknown:
        parser.error("unknown workload " + ", ".join(sorted(unknown)))
    measured = {}
    for workload in chosen:
        snl_time, reference_time = measure(workload, args.rounds, args.slowdown)
        measured[workload.name] = (workload.what, workload.reference, snl_time, reference_time)
    if "python-batch" in names:
        snl_time, python_time = python_ratio(build, data, args.slowdown)
        measured["python-batch"] = ("snl.min_rolls on 10×10 boards, a board (s)", "the seed's Python Solution",
                                    snl_time, python_time)
    for name, (what, reference, snl_time, reference_time) in measured.items():
        ratio = reference_time / snl_time
        rows.append(f"| `{name}` | {what} | {reference} | {snl_time:.4g} | {reference_time:.4g} | {ratio:.3g} |")
        if not args.record:
            if name not in expected:
                failed.append(f"{name}: no ratio recorded in {RESULTS.name}")
                continue
            floor = expected[name] / 2
            verdict = "ok" if ratio >= floor else "TOO SLOW"
            print(f"{verdict:8} {name}: {reference} / snl = {ratio:.3g} (recorded {expected[name]:.3g}, "
                  f"floor {floor:.3g}; snl {snl_time:.4g} s, {reference} {reference_time:.4g} s CPU)")
            if ratio < floor:
                failed.append(f"{name}: ratio {ratio:.3g} below half of the recorded {expected[name]:.3g}")
    if args.record:
        print("| workload | what | reference | snl CPU (s) | reference CPU (s) | reference / snl |")
        print("|---|---|---|---|---|---|")
        print("\n".join(rows))
        return 0
    for line in failed:
        print("perf guard: " + line, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
