#!/usr/bin/env bash
# bench/design_tasks.sh — the design task suite of issue 29: each task over seeds, with the success rate (every target
# met, or for task 4 the distance reached) and the median time, and each board returned re-analysed by `snl analyze`
# under the task's rules: its figures are printed from that analysis, and a target whose design report differs from
# it (more than 1e-9 relative) or a "met" the analysis contradicts is counted as a contradiction.
# Usage: bench/design_tasks.sh SNL [SEEDS] [LIMIT] (SNL a Release build of snl; SEEDS default "1 2 3"; LIMIT the
# --time-limit of each run in seconds, default 20). Results and the machine: bench/RESULTS.md. The same tasks at a
# small budget are tests/stress/design_tasks_test.cpp.
set -u
snl=${1:?usage: bench/design_tasks.sh SNL [SEEDS] [LIMIT]}
seeds=${2:-1 2 3}
limit=${3:-20}
classic=$(dirname "$0")/../examples/classic-10x10.jumps
# name | the rules (given to snl design and to snl analyze) | the rest of snl design's options
tasks=(
  "1||--side 10 --ladders 8 --snakes 8 --expected 30:0.5 --win 1:..0.51"
  "2||--from $classic --max-changes 3 --least 10.. --expected 39.877620689:1"
  "2s0|--start 0|--from $classic --max-changes 3 --least 10.. --expected 39.2251223082:1"
  "3||--side 20 --median 80:3 --percentile 90:160"
  "4|--start 0|--from $classic --max-changes 1 --ladders 9..10 --snakes 10 --expected 10:0.05"
  "5||--side 10 --ladders 0 --expected 66.978705:5e-7"
  "6|--die 2d6 --overshoot bounce|--side 10 --expected 20:0.5 --least 4.."
)
# Reads the design's JSON and the analysis' JSON (two lines); prints "met seconds distance contradictions figures".
check='import json, sys
design = json.loads(sys.stdin.readline() or "{}")
analysis = json.loads(sys.stdin.readline() or "{}")
def figure(name):
    if name == "expected rolls": return analysis.get("expected_rolls")
    if name == "std dev": return analysis.get("std_dev")
    if name == "least rolls": return analysis.get("min_rolls")
    if name == "median": return analysis.get("median")
    if name.startswith("percentile "): return analysis.get("percentiles", {}).get(name.split()[1])
    if name.startswith("player "):
        return analysis["players"][int(name.split()[1]) - 1]["win_probability"]
    return None
bad = 0
figures = []
for t in design.get("targets", []):
    value = figure(t["target"])
    if value is None or t["value"] is None or abs(value - t["value"]) > 1e-9 * max(1, abs(value)):
        bad += 1
    figures.append("%s=%.10g" % (t["target"].replace(" ", "_"), value if value is not None else float("nan")))
met = bool(design.get("met"))
if met and not all(t["met"] for t in design.get("targets", [])):
    bad += 1
print(int(met), "%.2f" % design.get("seconds", float("nan")), "%.6g" % design.get("distance", float("nan")), bad,
      ",".join(figures))'
printf '%-5s %-6s %-9s %-14s %s\n' task met median_s contradicted "per seed: met/seconds/distance/figures (by snl analyze)"
for task in "${tasks[@]}"; do
  IFS='|' read -r name rules args <<<"$task"
  met=0 runs=0 wrong=0 times=() detail=""
  for seed in $seeds; do
    # shellcheck disable=SC2086
    out=$("$snl" design $rules $args --seed "$seed" --time-limit "$limit" --format json 2>/dev/null)
    text=$(python3 -c 'import json,sys; print(json.loads(sys.stdin.read() or "{}").get("text", ""), end="")' <<<"$out")
    # shellcheck disable=SC2086
    analysis=$(printf '%s' "$text" | "$snl" analyze $rules --players 2 --format json - 2>/dev/null)
    read -r ok seconds distance bad figures < <(printf '%s\n%s\n' "$out" "$analysis" | python3 -c "$check")
    runs=$((runs + 1)); met=$((met + ok)); wrong=$((wrong + bad)); times+=("$seconds")
    detail+=" $ok/$seconds/$distance/$figures"
  done
  median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  printf '%-5s %d/%-4d %-9s %-14s %s\n' "$name" "$met" "$runs" "$median" "$wrong" "${detail# }"
done
