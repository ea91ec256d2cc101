#!/usr/bin/env bash
# No system call a board: `snl solve` on 1 board and on 10,000 boards, and snl.min_rolls called once and 10,000
# times from Python, make the same system calls (strace), except those that read the input, write the answers or
# grow the heap. A per-board syscall (the memory limit read for every board cost 6, and made the batch 8× slower)
# shows as a count that grows with the boards.
# Usage: syscalls_test.sh SNL PYTHON PYTHONPATH WORKDIR
set -uo pipefail
snl=$1 python=$2 pythonpath=$3 work=$4
command -v strace >/dev/null || { echo "syscalls: strace is needed (tools/install-deps.sh --test installs it)"; exit 1; }
mkdir -p "$work" && cd "$work" || exit 2
python=$("$python" -c "import sys; print(sys.executable)") || exit 2  # the interpreter itself, not a shim
"$snl" generate --side 10 --density 0.2 --count 10000 --seed 4 > many.grid || exit 2
head -n 11 many.grid > one.grid

counts() {  # strace log → "syscall count" lines, leaving out input, output and heap growth
  sed -E 's/^[0-9]+ +//; s/\(.*//; /^(\+\+\+|---|<\.\.\.)/d' "$1" | grep -Ev '^(read|write|brk|mmap|munmap|mremap|madvise)$' |
    sort | uniq -c | awk '{print $2, $1}'
}
status=0
compare() {  # name, log for few, log for many
  if diff <(counts "$2") <(counts "$3") > diff.txt; then
    echo "same syscalls: $1 ($(counts "$3" | awk '{s += $2} END {print s}') besides reading, writing and the heap)"
  else
    echo "MORE SYSCALLS WITH MORE BOARDS: $1"; cat diff.txt; status=1
  fi
}
strace -f -o one.log "$snl" solve one.grid > /dev/null || exit 2
strace -f -o many.log "$snl" solve many.grid > /dev/null || exit 2
compare "snl solve, 1 board against 10,000" one.log many.log

script='import sys, snl
board = snl.Board([[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1],
                   [-1, 35, -1, -1, 13, -1], [-1, -1, -1, -1, -1, -1], [-1, 15, -1, -1, -1, -1]])
grid = board.to_grid()
calls = int(sys.argv[1])
for _ in range(calls):
    snl.min_rolls(board); snl.min_rolls(grid); snl.solve(board)
print(snl.min_rolls(board))'
PYTHONPATH=$pythonpath strace -f -o py1.log "$python" -c "$script" 1 > /dev/null || exit 2
PYTHONPATH=$pythonpath strace -f -o pymany.log "$python" -c "$script" 10000 > /dev/null || exit 2
compare "snl.min_rolls and snl.solve from Python, 1 call against 10,000" py1.log pymany.log
exit $status
