#!/usr/bin/env bash
# bench/handicap.sh SNL — the time of `snl analyze --handicap` (wall seconds, mean of 3 runs) on the classic board
# (2–4 players, with and without the three-sixes rule), a 20×20 and a 50×50 board. bench/RESULTS.md, "A handicap".
set -euo pipefail
snl=${1:?usage: bench/handicap.sh SNL}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$snl" generate --side 20 --seed 7 > "$dir/20x20.jumps"
"$snl" generate --side 50 --seed 7 > "$dir/50x50.jumps"
run() {
  local begin end
  begin=$(date +%s%N)
  for _ in 1 2 3; do "$snl" analyze "$@" > /dev/null; done
  end=$(date +%s%N)
  printf '%7.3f s  analyze %s\n' "$(echo "($end - $begin) / 3000000000" | bc -l)" "$*"
}
for p in 2 3 4; do run examples/classic-10x10.jumps --players "$p" --handicap 0.005; done
for p in 2 3 4; do run examples/classic-10x10.jumps --again 6 --again-limit 3 --players "$p" --handicap 0.005; done
for p in 2 3 4; do run "$dir/20x20.jumps" --players "$p" --handicap 0.005; done
run "$dir/50x50.jumps" --players 2 --handicap 0.005
