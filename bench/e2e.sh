#!/usr/bin/env bash
# End-to-end comparison on the benchmark boards (bench/RESULTS.md), side by side in one run:
#   snl solve FILE   versus   wc -w FILE   versus   the typical solution (bench/baseline/typical.cpp)
# on 3000×3000 grids (all plain; 10% of squares jumping at most 50 away; 10% jumping anywhere), the short-jump
# board as json and as jumps, a batch of 100,000 random 10×10 boards, and giant jumps-format boards for the
# sparse solver.
# Prints medians (hyperfine, the commands interleaved in rounds of two runs) and ratios, and peak memory from
# /usr/bin/time. With SNL_OLD=path/to/another/snl, that build runs interleaved with this one too (a change
# measured against the code before it). Usage:
#   cmake --workflow --preset bench && bash bench/e2e.sh [RUNS]
#   SNL_OLD=/elsewhere/build/bench/snl bash bench/e2e.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
snl=build/bench/snl
base=build/bench/snl_baseline
data=build/bench/data
mkdir -p "$data"
command -v hyperfine >/dev/null || { echo "e2e: hyperfine is needed (tools/install-deps.sh installs it)" >&2; exit 2; }

gen() {  # name, then snl generate options
  local name=$1; shift
  [ -s "$data/$name" ] || "$snl" generate "$@" > "$data/$name"
}
gen plain-3000.grid   --side 3000 --density 0 --seed 1
gen short-3000.grid   --side 3000 --density 0.1 --max-distance 50 --seed 2
gen anywhere-3000.grid --side 3000 --density 0.1 --seed 3
gen short-3000.json   --side 3000 --density 0.1 --max-distance 50 --seed 2 --format json   # the short board as LeetCode json
gen short-3000.jumps  --side 3000 --density 0.1 --max-distance 50 --seed 2 --format jumps  # ... and as a list of jumps
gen batch-10x10.grid  --side 10 --density 0.2 --count 100000 --seed 4
gen giant-1e3.jumps   --side 1000000000 --jumps 1000 --format jumps --seed 5
gen giant-1e6.jumps   --side 1000000000 --jumps 1000000 --format jumps --seed 6
gen giant-1e6-all.jumps --side 1000000000 --jumps 1000000 --format jumps --seed 6 --snake-on-last  # explores every head

old=${SNL_OLD:-}
printf '%-20s %10s %10s %10s %12s %12s %10s %10s' board "snl (s)" "wc -w (s)" "typical (s)" "snl/wc" "typical/snl" "snl MB" "file MB"
[ -n "$old" ] && printf ' %10s %10s' "old (s)" "old/snl"
printf '\n'
for board in plain-3000.grid short-3000.grid anywhere-3000.grid short-3000.json short-3000.jumps batch-10x10.grid \
             giant-1e3.jumps giant-1e6.jumps giant-1e6-all.jumps; do
  file="$data/$board"
  cmds=("$snl solve $file" "wc -w $file")
  case "$board" in *.grid) cmds+=("$base < $file");; *) cmds+=("true");; esac
  [ -n "$old" ] && cmds+=("$old solve $file")
  # Rounds of two runs of each command, one after another: this VM's speed drifts within minutes (wc -w took
  # 0.08 and 0.14 s on one file 20 minutes apart), and hyperfine alone runs all runs of one command first.
  for round in $(seq $(( (runs + 1) / 2 ))); do
    hyperfine --runs 2 --warmup $(( round == 1 )) --style none --export-json "$data/$board.round$round.json" \
      "${cmds[@]}" >/dev/null 2>&1
  done
  medians=($(python3 - "$data/$board" $(( (runs + 1) / 2 )) <<'PY'
import json, statistics, sys
prefix, rounds = sys.argv[1], int(sys.argv[2])
times = None
for r in range(1, rounds + 1):
    results = json.load(open(f"{prefix}.round{r}.json"))["results"]
    times = [t + res["times"] for t, res in zip(times or [[] for _ in results], results)]
json.dump({"results": [{"median": statistics.median(t), "times": t} for t in times]}, open(f"{prefix}.json", "w"))
print(" ".join("%.4f" % statistics.median(t) for t in times))
PY
))
  snl_s=${medians[0]}; wc_s=${medians[1]}; typ_s=${medians[2]}; old_s=${medians[3]:-nan}
  case "$board" in *.grid) ;; *) typ_s=nan;; esac
  peak=$( { /usr/bin/time -f '%M' "$snl" solve "$file" >/dev/null; } 2>&1 | tail -1)
  size=$(stat -c %s "$file")
  python3 - "$board" "$snl_s" "$wc_s" "$typ_s" "$peak" "$size" "$old_s" <<'PY'
import sys
b, s, w, t, peak, size, o = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6]), float(sys.argv[7])
ratio = lambda a, c: "n/a" if a != a or c != c else f"{a / c:.2f}"
line = f"{b:<20} {s:>10.3f} {w:>10.3f} {t:>10.3f} {ratio(s, w):>12} {ratio(t, s):>12} {peak/1024:>10.1f} {size/2**20:>10.1f}"
if o == o:
    line += f" {o:>10.3f} {ratio(o, s):>10}"
print(line)
PY
done
echo
echo "batch throughput: $(python3 -c "import json; r=json.load(open('$data/batch-10x10.grid.json'))['results'][0]; print('%.0f boards/s' % (100000 / r['median']))")"

# --jobs: the same bytes out, and the time with every core.
cores=$(nproc)
"$snl" solve "$data/batch-10x10.grid" > "$data/batch.out1"
"$snl" solve --jobs "$cores" "$data/batch-10x10.grid" > "$data/batch.outN"
cmp -s "$data/batch.out1" "$data/batch.outN" && same=identical || same=DIFFERENT
hyperfine --runs "$runs" --warmup 1 --style none --export-json "$data/batch-jobs.json" \
  "$snl solve --jobs $cores $data/batch-10x10.grid" >/dev/null 2>&1
echo "batch with --jobs $cores: $(python3 -c "import json; r=json.load(open('$data/batch-jobs.json'))['results'][0]; print('%.3f s median, %.0f boards/s' % (r['median'], 100000 / r['median']))"), output $same"
