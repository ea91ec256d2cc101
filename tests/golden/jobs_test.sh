#!/usr/bin/env bash
# `snl solve --jobs 2` against `--jobs 1` on batches of many pieces (the workers read and answer pieces of the
# text, written in order; jobs_pieces_test.sh checks the pieces' edges, json, jumps and standard input): stdout, stderr and the exit code must be the same byte for byte, on good input
# and with a mistake far into the file (bad value, row too long or short, garbage, a size line with an extra
# value, a huge size, leading blank lines, CRLF, a cut-off last board, another format after the grids), and when
# a board in the middle is too large for the chosen algorithm (the error comes from a worker: nothing after it).
# Usage: jobs_test.sh SNL WORKDIR
set -uo pipefail
snl=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$2
mkdir -p "$work"
cd "$work" || exit 2
# Boards of 40×40: 2,000 boards, 82,000 lines, ~10 MB (over blocks of 4 MiB), and small ones (small-boards).
# Board k's size is on line 41k - 40.
"$snl" generate --side 40 --count 2000 --density 0.2 --seed 3 > base.grid || exit 2
"$snl" generate --side 7 --count 20000 --density 0.2 --seed 3 > small.grid || exit 2
row() {  # N values: -1, then the given ones
  local n=$1; shift
  local values=("$@")
  while [ ${#values[@]} -lt "$n" ]; do values+=(-1); done
  echo "${values[*]}"
}
status=0
check() {  # name file [options]
  local name=$1 file=$2
  shift 2
  "$snl" solve -j 1 "$@" "$file" > out1 2> err1; echo $? > code1
  "$snl" solve -j 2 "$@" "$file" > out2 2> err2; echo $? > code2
  if cmp -s out1 out2 && cmp -s err1 err2 && cmp -s code1 code2; then
    echo "same: $name (exit $(cat code1)) $(head -c 100 err1)"
  else
    echo "DIFFERENT: $name"; diff err1 err2 | head -5; cmp out1 out2; status=1
  fi
}
check good base.grid
check small-boards small.grid
check json base.grid --format json
check route base.grid --route
# Board 1200 (size on line 49160): its second row.
sed "49162s/.*/$(row 40 -1 -1 9999)/" base.grid > bad.grid && check bad-value bad.grid
sed "49162s/.*/$(row 41)/" base.grid > bad.grid && check long-row bad.grid
sed "49162s/.*/$(row 39)/" base.grid > bad.grid && check short-row bad.grid
sed "49162s/.*/$(row 40 -1 -1 x)/" base.grid > bad.grid && check garbage bad.grid
sed '49160s/.*/40 -1/' base.grid > bad.grid && check size-line-extra bad.grid
sed '49160s/.*/99999/' base.grid > bad.grid && check huge-size bad.grid
(printf '\n\n'; cat base.grid; printf '\n \n') > ok.grid && check blank-lines ok.grid
sed 's/$/\r/' base.grid > ok.grid && check crlf ok.grid
(cat base.grid; printf '3\n-1 -1 -1\n-1 -1 -1\n-1 -1') > bad.grid && check cut-off bad.grid
(cat base.grid; printf 'size 3\n2 5\n') > bad.grid && check jumps-after bad.grid
"$snl" generate --side 5 --count 20000 --density 0.2 --seed 4 --format jumps > base.jumps || exit 2
(head -c 300000 base.jumps | sed '$d'; printf 'size 1000000000\n'; tail -c 300000 base.jumps | sed '1,/^size/{/^size/!d}') > big.jumps
check too-large-for-bfs big.jumps --algorithm bfs
exit $status
