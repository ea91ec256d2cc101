#!/usr/bin/env bash
# Golden CLI test runner: runs case folders and compares stdout, stderr and the exit code byte for byte.
#
# Usage: run_case.sh [--update] SNL CASE_DIR...
#
# A case folder holds
#   cmd       the arguments after `snl`, on one line, read as shell words (quotes allowed; nothing is expanded:
#             no variables, no globs, no command substitution); relative file names resolve inside the folder
#   stdin     optional: fed to standard input (otherwise standard input is empty)
#   stdout, stderr, exit    the expected output and exit code
#   written/  optional: files the command is expected to write, by name, compared byte for byte too
#   disabled  optional: the expected files state the intended output of a known bug (ctest skips the case and
#             --update leaves it alone)
# and any input files the command names. The command runs in a scratch copy of the folder, so what it writes
# never lands in the source tree.
#
# With --update (or SNL_GOLDEN_UPDATE=1 in the environment) the expected files are rewritten from what the tool
# prints; review them with `git diff tests/golden` before committing. On a mismatch a unified diff is printed.
# Exit status: 0 when every case matches (or was updated), 1 on a mismatch, 2 on a broken case or bad usage.
set -u
export LC_ALL=C LANG=C

update=0
[ "${SNL_GOLDEN_UPDATE:-}" = 1 ] && update=1
if [ "${1:-}" = --update ]; then
  update=1
  shift
fi
if [ $# -lt 2 ]; then
  echo "usage: $0 [--update] SNL CASE_DIR..." >&2
  exit 2
fi
snl=$1
shift
case $snl in /*) ;; *) snl=$PWD/$snl ;; esac
if [ ! -x "$snl" ]; then
  echo "$0: not an executable: $snl" >&2
  exit 2
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/snl-golden.XXXXXX") || exit 2
trap 'rm -rf "$scratch"' EXIT

# Splits one line into shell words with quote removal only. Prints the words NUL-separated.
split_words() {
  local line=$1 word="" c quote="" started=0 i
  for ((i = 0; i < ${#line}; i++)); do
    c=${line:i:1}
    if [ -n "$quote" ]; then
      if [ "$c" = "$quote" ]; then quote=""; else word+=$c; fi
    elif [ "$c" = "'" ] || [ "$c" = '"' ]; then
      quote=$c started=1
    elif [ "$c" = " " ] || [ "$c" = $'\t' ]; then
      if [ $started = 1 ]; then printf '%s\0' "$word"; fi
      word="" started=0
    else
      word+=$c started=1
    fi
  done
  if [ -n "$quote" ]; then return 1; fi
  if [ $started = 1 ]; then printf '%s\0' "$word"; fi
  return 0
}

run_case() {
  local dir=${1%/} name
  name=$(basename "$dir")
  if [ ! -f "$dir/cmd" ]; then
    echo "$name: no 'cmd' file in $dir" >&2
    return 2
  fi
  if [ "$(wc -l < "$dir/cmd")" -ne 1 ]; then
    echo "$name: 'cmd' must hold exactly one line (ending with a newline)" >&2
    return 2
  fi
  local line args=()
  IFS= read -r line < "$dir/cmd"
  if ! split_words "$line" > "$scratch/words"; then
    echo "$name: unbalanced quotes in 'cmd'" >&2
    return 2
  fi
  while IFS= read -r -d '' word; do args+=("$word"); done < "$scratch/words"

  local input=/dev/null
  [ -f "$dir/stdin" ] && input=stdin
  local work="$scratch/work"
  rm -rf "$work"
  cp -R "$dir" "$work" || return 2
  rm -rf "$work/written"
  (cd "$work" && exec "$snl" ${args[@]+"${args[@]}"} < "$input" > "$scratch/stdout" 2> "$scratch/stderr")
  echo $? > "$scratch/exit"
  local written=()
  if [ -d "$dir/written" ]; then
    for file in "$dir"/written/*; do written+=("$(basename "$file")"); done
  fi

  local key status=0
  if [ $update = 1 ]; then
    if [ -f "$dir/disabled" ]; then
      echo "$name: not updated (a known bug; see its 'disabled' file)"
      return 0
    fi
    local changed=""
    for key in stdout stderr exit; do
      if ! cmp -s "$scratch/$key" "$dir/$key"; then
        cp "$scratch/$key" "$dir/$key"
        changed+=" $key"
      fi
    done
    for file in ${written[@]+"${written[@]}"}; do
      if ! cmp -s "$work/$file" "$dir/written/$file"; then
        cp "$work/$file" "$dir/written/$file"
        changed+=" written/$file"
      fi
    done
    if [ -n "$changed" ]; then echo "$name: updated$changed"; else echo "$name: unchanged"; fi
    return 0
  fi
  for key in stdout stderr exit; do
    if [ ! -f "$dir/$key" ]; then
      echo "$name: missing expected file '$key' (run with --update to create it)"
      status=1
    elif ! cmp -s "$dir/$key" "$scratch/$key"; then
      echo "$name: $key differs"
      diff -u -a --label "$key (expected)" --label "$key (actual)" "$dir/$key" "$scratch/$key"
      status=1
    fi
  done
  for file in ${written[@]+"${written[@]}"}; do
    if [ ! -f "$work/$file" ]; then
      echo "$name: written/$file was not written"
      status=1
    elif ! cmp -s "$dir/written/$file" "$work/$file"; then
      echo "$name: written/$file differs"
      diff -u -a --label "$file (expected)" --label "$file (actual)" "$dir/written/$file" "$work/$file"
      status=1
    fi
  done
  if [ $status = 0 ]; then
    echo "$name: ok"
  else
    echo "$name: FAILED: snl $line"
  fi
  return $status
}

result=0
for dir in "$@"; do
  run_case "$dir"
  status=$?
  [ $status -gt $result ] && result=$status
done
exit $result
