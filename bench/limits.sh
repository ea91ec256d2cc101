#!/usr/bin/env bash
# The worst cases found at each documented limit of `snl analyze` (docs/analyze.md, "The work budget"), one run each:
# the time, the peak memory, the work spent and the outcome, as a Markdown table for bench/RESULTS.md.
#   bash bench/limits.sh BUILD        BUILD: a Release build holding snl (the `perf` preset); takes about 3 minutes
set -u
build=${1:?usage: bench/limits.sh BUILD}
snl="$build/snl"
data="$build/limits"
mkdir -p "$data"
board() {  # NAME SIZE JUMPS SEED
  [ -s "$data/$1" ] || "$snl" generate --side "$2" --jumps "$3" --seed "$4" --format jumps > "$data/$1"
}
board g141.jumps 141 5000 7
board g141_9000.jumps 141 9000 7
board g1000.jumps 1000 1000 1
board g1000_100k.jumps 1000 100000 7
board g100.jumps 100 1000 1
board g45_200.jumps 45 200 1
board g30x300.jumps 30 300 1
board g20.jumps 20 100 1
board g30.jumps 30 60 1

echo "| limit | command | work (units) | time, max RSS | outcome |"
echo "|---|---|---|---|---|"
row() {  # LIMIT ARGS...: one analysis, its figures as a row
  local limit=$1
  shift
  local out err
  out=$(mktemp)
  err=$(mktemp)
  /usr/bin/time -o "$err.time" -f "%e s, %M KB" "$snl" analyze --format json "$@" > "$out" 2> "$err"
  local code=$?
  local work outcome
  work=$(grep -o '"work":[0-9]*' "$out" | head -1 | cut -d: -f2)
  if [ "$code" = 0 ]; then
    outcome="answered"
    local cut
    cut=$(grep -o '"stopped_by":"[^"]*"' "$out" | head -1 | cut -d'"' -f4)
    grep -q '"truncated":true' "$out" && outcome="answered, the distribution cut: $cut"
  else
    outcome="exit $code: $(grep -v '^Command exited' "$err" | head -1 | sed 's/^[^ ]*: error: //' | cut -c1-160)"
  fi
  echo "| $limit | \`snl analyze $(echo "$@" | sed "s|$data/||g")\` | ${work:-} | $(tail -1 "$err.time") | $outcome |"
  rm -f "$out" "$err" "$err.time"
}
row "sparse LU" --max-rolls 1 "$data/g141.jumps"
row "sparse LU" --max-rolls 1 "$data/g141_9000.jumps"
row "--die × size (10⁸ pairs)" --die 100 --max-rolls 1 "$data/g1000.jumps"
row "--die × size" --die 50 "$data/g1000.jumps"
row "--die × size" --die 20 "$data/g1000.jumps"
row "--exact (2,000 states)" --exact --max-rolls 1 "$data/g45_200.jumps"
row "--exact" --exact --max-rolls 1 "$data/g30x300.jumps"
row "--exact" --exact --max-rolls 1 "$data/g20.jumps"
row "--again limits" --die 1000 --again 1000 --again-limit 100 --max-rolls 1 "$data/g30.jumps"
row "--again limits" --again 6 --again-limit 100 "$data/g30.jumps"
row "--again, a weighted die" --again 1 --die 1:1000000,2:1 --max-rolls 10 examples/classic-10x10.jumps
row "--squares" --squares --max-rolls 1 "$data/g1000_100k.jumps"
row "--jumps-effect" --jumps-effect --max-rolls 1 "$data/g1000_100k.jumps"
row "race (--from)" --from 5000,100,9000 --turn 2 "$data/g100.jumps"
