#!/usr/bin/env bash
# bench/design_tasks.sh — the design task suite of issue 29: each task over seeds, with the success rate (every target
# met, or for task 4 the distance reached) and the median time. Usage: bench/design_tasks.sh SNL [SEEDS] [LIMIT]
# (SNL a Release build of snl; SEEDS default "1 2 3"; LIMIT the --time-limit of each run in seconds, default 20).
# Results and the machine: bench/RESULTS.md. The same tasks at a small budget are tests/stress/design_tasks_test.cpp.
set -u
snl=${1:?usage: bench/design_tasks.sh SNL [SEEDS] [LIMIT]}
seeds=${2:-1 2 3}
limit=${3:-20}
classic=$(dirname "$0")/../examples/classic-10x10.jumps
tasks=(
  "1|--side 10 --ladders 8 --snakes 8 --expected 30:0.5 --win 1:..0.51"
  "2|--from $classic --max-changes 3 --least 10.. --expected 39.877620689:1"
  "2s0|--from $classic --max-changes 3 --least 10.. --expected 39.2251223082:1 --start 0"
  "3|--side 20 --median 80:3 --percentile 90:160"
  "4|--from $classic --max-changes 1 --ladders 9..10 --snakes 10 --expected 10:0.05 --start 0"
  "5|--side 10 --ladders 0 --expected 66.978705:5e-7"
  "6|--side 10 --die 2d6 --overshoot bounce --expected 20:0.5 --least 4.."
)
printf '%-5s %-6s %-10s %-12s %s\n' task met median_s distance "per seed: met/seconds"
for task in "${tasks[@]}"; do
  name=${task%%|*}
  args=${task#*|}
  met=0 runs=0 times=() detail=""
  best=""
  for seed in $seeds; do
    # shellcheck disable=SC2086
    out=$("$snl" design $args --seed "$seed" --time-limit "$limit" --format json 2>/dev/null)
    read -r ok seconds distance < <(python3 -c 'import json,sys
d=json.loads(sys.stdin.read() or "{}")
print("1" if d.get("met") else "0", d.get("seconds", "nan"), d.get("distance", "nan"))' <<<"$out")
    runs=$((runs + 1)); met=$((met + ok)); times+=("$seconds")
    detail+=" $ok/$seconds"
    best+=" $distance"
  done
  median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  printf '%-5s %d/%-4d %-10s %-12s %s\n' "$name" "$met" "$runs" "$median" "${best# }" "${detail# }"
done
