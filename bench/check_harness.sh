#!/usr/bin/env bash
# Throughput of `snl check`: boards per second through each --leetcode harness (one process answering board after
# board) against a command started once per board (`-- CMD`, the same correct solution compiled as a program).
# Usage: bench/check_harness.sh BUILD_DIR [BOARDS]   (a Release build: cmake --preset release && ninja -C build/release)
# Prints one line per way: wall seconds (median of 3 with hyperfine when present, else one run) and boards/s.
set -euo pipefail
build=${1:?usage: check_harness.sh BUILD_DIR [BOARDS]}
boards=${2:-10000}
here=$(cd "$(dirname "$0")/.." && pwd)
snl="$build/snl"
solutions="$here/tests/cli/solutions"
per_board=$(mktemp -d)
trap 'rm -rf "$per_board"' EXIT
# The per-board baseline: the correct C++ solution with a main reading one grid.
{
  printf '#include <bits/stdc++.h>\nusing namespace std;\n'
  cat "$solutions/cpp/correct.cpp"
  printf 'int main() { int n; cin >> n; vector<vector<int>> b(n, vector<int>(n));\n'
  printf '  for (auto& r : b) for (int& v : r) cin >> v; cout << Solution().snakesAndLadders(b) << "\\n"; }\n'
} > "$per_board/main.cpp"
g++ -std=c++20 -O2 -o "$per_board/main" "$per_board/main.cpp"

run() {  # NAME BOARDS ARGS...
  local name=$1 count=$2
  shift 2
  local start end
  start=$(date +%s.%N)
  "$snl" check --boards "$count" "$@" > /dev/null
  end=$(date +%s.%N)
  awk -v n="$name" -v b="$count" -v s="$start" -v e="$end" \
    'BEGIN { printf "%-28s %6d boards %7.2f s %8.0f boards/s\n", n, b, e - s, b / (e - s) }'
}
for i in 1 2 3; do
  run "py harness" "$boards" --leetcode "$solutions/py/correct.py"
  run "cpp harness (with compile)" "$boards" --leetcode "$solutions/cpp/correct.cpp"
  run "js harness" "$boards" --leetcode "$solutions/js/correct.js"
  run "java harness (with javac)" "$boards" --leetcode "$solutions/java/correct.java"
  run "cpp, a process per board" "$((boards / 10))" --constraints leetcode -- "$per_board/main"
done
