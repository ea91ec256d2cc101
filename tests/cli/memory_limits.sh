#!/usr/bin/env bash
# Out of memory is a refusal, never a crash: snl analyze under `ulimit -v` exits 1 with the reason, for the sparse
# LU (its memory held to a third of what is left) and for the linear system (refused before it is built). The sanitized
# suite cannot (AddressSanitizer reserves more address space than any `ulimit -v` leaves: it skips AnalyzeCli.OutOfMemory
# InTheFactorizationIsARefusal), so this runs on the Release build of the speed guard.
#   bash tests/cli/memory_limits.sh SNL WORKDIR
set -u
snl=${1:?usage: memory_limits.sh SNL WORKDIR}
work=${2:?usage: memory_limits.sh SNL WORKDIR}
mkdir -p "$work"
failed=0
expect_refusal() {  # KB WORDS ARGS...: snl ARGS under ulimit -v KB exits 1 saying WORDS
  local limit=$1 words=$2
  shift 2
  local out code
  out=$(ulimit -v "$limit"; "$snl" "$@" 2>&1)
  code=$?
  if [ "$code" != 1 ] || [[ "$out" != *"$words"* ]]; then
    echo "FAIL: ulimit -v $limit; snl $*: exit $code (expected 1 saying \"$words\"): $out"
    failed=1
  else
    echo "ok: ulimit -v $limit; snl $*: $out"
  fi
}
"$snl" generate --side 141 --jumps 5000 --seed 7 --format jumps > "$work/lu.jumps" || exit 2
"$snl" generate --side 300 --jumps 0 --seed 1 --format jumps > "$work/die.jumps" || exit 2
expect_refusal 250000 "board 1: the sparse LU factorization of 15971 states needs more than" \
  analyze --max-rolls 1 "$work/lu.jumps"
expect_refusal 300000 "board 1: building the linear system of this board needs about" \
  analyze --die 100 --max-rolls 1 "$work/die.jumps"
exit $failed
