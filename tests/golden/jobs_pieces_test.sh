#!/usr/bin/env bash
# `snl solve --jobs 2` reads in pieces: the reading thread cuts the text at board boundaries (snl/split.hpp)
# and the workers read and answer the pieces; a piece a worker cannot read as the whole input reads it, and
# whatever the splitter does not recognise, is read by the one-thread reader. Compared with `--jobs 1` byte for
# byte (stdout, stderr, exit code): mistakes inside pieces, in the boards on both sides of piece boundaries
# (pieces are about 512 KiB) and of the first 4 MiB block boundary, layouts the splitter stops at or miscounts,
# mistakes after it stopped, a board longer than half a block, grid, json and jumps input, standard input
# (redirected and piped), several files.
# Usage: jobs_pieces_test.sh SNL WORKDIR
set -uo pipefail
snl=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$2
mkdir -p "$work"
cd "$work" || exit 2
status=0
compare() {  # name: out1/err1/code1 against out2/err2/code2
  if cmp -s out1 out2 && cmp -s err1 err2 && cmp -s code1 code2; then
    echo "same: $1 (exit $(cat code1)) $(head -c 100 err1)"
  else
    echo "DIFFERENT: $1"; diff err1 err2 | head -5; cmp out1 out2; status=1
  fi
}
check() {  # name file [options]: the file named, then on standard input
  local name=$1 file=$2
  shift 2
  "$snl" solve -j 1 "$@" "$file" > out1 2> err1; echo $? > code1
  "$snl" solve -j 2 "$@" "$file" > out2 2> err2; echo $? > code2
  compare "$name"
  "$snl" solve -j 2 "$@" - < "$file" > out2 2> err2; echo $? > code2
  "$snl" solve -j 1 "$@" - < "$file" > out1 2> err1; echo $? > code1
  compare "$name (stdin)"
}
row() {  # N values: -1, then the given ones
  local n=$1; shift
  local values=("$@")
  while [ ${#values[@]} -lt "$n" ]; do values+=(-1); done
  echo "${values[*]}"
}
# 12×12 boards, 13 lines each: 6,000 boards, ~2.65 MB, 5 to 6 pieces (30,000 boards were 13 MB, most of this test's
# time under the sanitizers, for no boundary more). Board k's size is on line 13k - 12.
"$snl" generate --side 12 --count 6000 --density 0.2 --seed 5 > base.grid || exit 2
# The first board starting at or after byte `bytes`: its number (boards of `lines` lines each).
board_after() {  # file lines bytes
  awk -v n="$2" -v at="$3" '(NR - 1) % n == 0 && offset >= at { print (NR - 1) / n + 1; exit } { offset += length($0) + 1 }' "$1"
}
check good base.grid
first=$(board_after base.grid 13 524288)
[ -n "$first" ] || { echo "no board after 512 KiB"; exit 2; }
for k in $((first - 1)) "$first" $((first + 1)); do  # the boards around the first piece boundary
  size=$((13 * k - 12))
  sed "$((size + 12))s/.*/$(row 12 -1 x)/" base.grid > bad.grid && check "garbage in board $k's last row" bad.grid
  sed "$((size + 1))s/.*/$(row 13)/" base.grid > bad.grid && check "long first row of board $k" bad.grid
  sed "${size}s/.*/12 -1/" base.grid > bad.grid && check "size line of board $k with an extra value" bad.grid
  sed "${size}s/.*/13/" base.grid > bad.grid && check "board $k one row short (size 13)" bad.grid
  sed "${size}s/.*/11/" base.grid > bad.grid && check "board $k one row long (size 11)" bad.grid
  sed "${size}s/^/\n/" base.grid > ok.grid && check "a blank line before board $k" ok.grid
done
# Mistakes in the middle of a piece, and in the last board of the file.
sed "$((13 * 3000 - 5))s/.*/$(row 12 -1 -1 9999)/" base.grid > bad.grid && check "bad value mid-piece" bad.grid
sed "$((13 * 6000))s/.*/$(row 11)/" base.grid > bad.grid && check "short last row of the last board" bad.grid
(head -c -1 base.grid) > ok.grid && check "no newline at the end" ok.grid
(cat base.grid; printf '2\n-1 -1\n-1') > bad.grid && check "cut-off last board" bad.grid
# Layouts the splitter does not cut as the parser reads: the whole board on one line after its size (valid), and
# a board's size and rows on one line (valid); then a mistake after them (read by the one-thread reader).
replace_board() {  # k lines...: base.grid with board k replaced by the given lines
  awk -v first=$((13 * $1 - 12)) -v last=$((13 * $1)) -v text="$2" \
    'NR == first { print text } NR >= first && NR <= last { next } { print }' base.grid
}
replace_board 2000 $'2\n-1 -1 -1 -1' > ok.grid && check "a board on one line after its size" ok.grid
sed "$((13 * 4500))s/.*/$(row 12 -1 x)/" ok.grid > bad.grid && check "a board on one line, then a mistake" bad.grid
replace_board 2000 '2 -1 -1 -1 -1' > ok.grid && check "a board on its size line" ok.grid
sed "$((13 * 4500))s/.*/$(row 12 -1 x)/" ok.grid > bad.grid && check "a board on its size line, then a mistake" bad.grid
: > empty.grid && check "empty input" empty.grid
printf '\n\n  \n' > blank.grid && check "blank input" blank.grid
# Several files: pieces of the second after the first; a mistake in the second.
"$snl" solve -j 1 base.grid bad.grid > out1 2> err1; echo $? > code1
"$snl" solve -j 2 base.grid bad.grid > out2 2> err2; echo $? > code2
compare "two files, a mistake in the second"
"$snl" solve -j 1 - base.grid < bad.grid > out1 2> err1; echo $? > code1
"$snl" solve -j 2 - base.grid < bad.grid > out2 2> err2; echo $? > code2
compare "standard input then a file"
cat bad.grid | "$snl" solve -j 1 > out1 2> err1; echo $? > code1
cat bad.grid | "$snl" solve -j 2 > out2 2> err2; echo $? > code2
compare "piped standard input"

# The first 4 MiB block boundary: 30×30 boards (31 lines each), ~5.1 MB (two blocks); mistakes in the boards
# around it.
"$snl" generate --side 30 --count 1800 --density 0.2 --seed 6 > big.grid || exit 2
first=$(board_after big.grid 31 4194304)
[ -n "$first" ] || { echo "no board after 4 MiB"; exit 2; }
check "good, over a block boundary" big.grid
for k in $((first - 1)) "$first"; do
  size=$((31 * k - 30))
  sed "$((size + 30))s/.*/$(row 30 -1 x)/" big.grid > bad.grid && check "garbage in board $k's last row (block)" bad.grid
  sed "${size}s/.*/31/" big.grid > bad.grid && check "board $k one row short (block)" bad.grid
done

# A board longer than half a block (~5 MB, read by the one-thread reader, not copied again) between small ones,
# then a mistake after it.
"$snl" generate --side 1200 --count 1 --density 0.1 --seed 9 > giant.grid || exit 2
(head -n 39000 base.grid; cat giant.grid; tail -n 39000 base.grid) > ok.grid && check "a giant board in between" ok.grid
(head -n 39000 base.grid; cat giant.grid; tail -n 39000 base.grid | sed '1000s/.*/x/') > bad.grid
check "a giant board, then a mistake" bad.grid

# json, one board a line (as snl generate writes it): line k is board k; ~2.3 MB.
"$snl" generate --side 12 --count 5000 --density 0.2 --seed 7 --format json > base.json || exit 2
check "json good" base.json
first=$(board_after base.json 1 524288)
for k in $((first - 1)) "$first"; do
  sed "${k}s/\]\]\$/,5]]/" base.json > bad.json && check "json: last row of board $k too long" bad.json
  sed "${k}s/\]\]\$/]/" base.json > bad.json && check "json: board $k not closed" bad.json
  sed "${k}s/\],\[/],\n[/" base.json > ok.json && check "json: board $k over two lines" ok.json
  sed "${k}s/\]\]\$/] ]/" base.json > ok.json && check "json: board $k closed by '] ]'" ok.json
  # Valid, but the splitter miscounts (it looks for "]]" and finds the next board's): the worker hands the piece
  # back with many pieces cut after it.
  sed "${k}s/\]\]\$/]\n]/" base.json > ok.json && check "json: board $k closed on the next line" ok.json
done
sed '2000{N;s/\n//}' base.json > ok.json && check "json: two boards on one line" ok.json
sed '3500s/\[\[/[[x/' ok.json > bad.json && check "json: two boards on one line, then a mistake" bad.json
check "json as grid" base.json --input grid

# jumps: a board starts at a line beginning with "size"; ~2 MB.
"$snl" generate --side 9 --count 20000 --density 0.2 --seed 8 --format jumps > base.jumps || exit 2
check "jumps good" base.jumps
header() { grep -n '^size' base.jumps | sed -n "$1{s/:.*//;p}"; }
at=$(header 8000)
sed "$((at + 2))s/.*/5 x/" base.jumps > bad.jumps && check "jumps: garbage mid-file" bad.jumps
sed "$((at + 1))s/.*/5 5000/" base.jumps > bad.jumps && check "jumps: destination off the board" bad.jumps
sed "${at}s/.*/Size 9/" base.jumps > bad.jumps && check "jumps: 'Size' header" bad.jumps
sed "${at}s/.*/  size 9/" base.jumps > ok.jumps && check "jumps: indented header (valid)" ok.jumps
at=$(header 1000)  # early: many pieces are cut after the one handed back
sed "${at}s/.*/  size 9/" base.jumps > ok.jumps && check "jumps: indented header early (valid)" ok.jumps
sed "${at}s/^/# a comment about size\n\n/" base.jumps > ok.jumps && check "jumps: comment and blank line" ok.jumps
sed "$((at + 1))s/.*/3 3/;$((at + 2))s/.*/3 4/" base.jumps > bad.jumps && check "jumps: a second jump from a square" bad.jumps
(echo '# boards'; cat base.jumps) > ok.jumps && check "jumps: a comment first" ok.jumps
exit $status
