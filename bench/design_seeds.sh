#!/usr/bin/env bash
# The design search's headline case over 20 seeds: "10x10, 8 ladders, 10 snakes, expected rolls 30 ± 0.05".
# Usage: bench/design_seeds.sh [SNL] [SEEDS]   (default build/bench/snl, 20 seeds)
# Prints one line per seed (met, the search's own seconds, the whole process' seconds, boards evaluated) and the
# number of seeds found in under 1 s. Record the output in bench/RESULTS.md.
set -eu
snl=${1:-build/bench/snl}
seeds=${2:-20}
under=0
for seed in $(seq 1 "$seeds"); do
  start=$(date +%s.%N)
  out=$("$snl" design --side 10 --ladders 8 --snakes 10 --expected 30 --seed "$seed" --format json) || true
  end=$(date +%s.%N)
  line=$(python3 -c 'import json,sys; r=json.loads(sys.argv[1]); w=float(sys.argv[3])-float(sys.argv[2]); print("met" if r["met"] else "MISSED", "%.4f" % r["seconds"], "%.4f" % w, r["evaluations"], "under" if r["met"] and w < 1 else "over")' "$out" "$start" "$end")
  echo "seed $seed: $line"
  case $line in *under) under=$((under + 1)) ;; esac
done
echo "found in under 1 s (whole process): $under of $seeds seeds"
