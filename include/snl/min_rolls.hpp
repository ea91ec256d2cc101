// snl/min_rolls.hpp — LeetCode 909 as LeetCode asks it: the least number of rolls on a vector<vector<int>> grid.
//
// The grid is read in place (snl::GridBits): every cell is checked first, then the bit-parallel BFS
// (snl/bitset_bfs.hpp) works out the jump heads 64 squares at a time as it reaches them. A board with few jumps for
// its size goes to the sparse solver (snl/sparse.hpp) instead, as snl::solve's automatic rule says. From 2^18 squares,
// on a machine with two cores and unless told to stay on the calling thread, the call runs two searches that meet
// at a cut (snl/meeting_bfs.hpp), one on a second thread; from 2^20 squares it checks the grid's two halves on two
// threads. The answer never depends on threads or timing.
//
// Complexity: O(n²) for the check, then as the bitset BFS (or the sparse solver); memory about 0.7 bytes per square.
// Tested by: tests/unit/min_rolls_test.cpp, tests/stress/stress_test.cpp, tests/stress/meeting_test.cpp,
// tests/fuzz/grid_fuzz.cpp. docs/bitset.md, docs/meeting.md.
#pragma once

#include <vector>

#include "snl/board.hpp"

namespace snl {

struct MinRollsOptions {
  /// Whether the call may start threads of its own (a second search, a second half of the check) on large grids.
  /// false: everything runs on the calling thread.
  bool threads = true;
};

/// The least number of rolls on `board` (grid form), -1 when the last square is unreachable. Throws BoardError
/// when the grid is not a valid board (the words of Board::from_grid).
int min_rolls(const std::vector<std::vector<int>>& board);
int min_rolls(const std::vector<std::vector<int>>& board, const MinRollsOptions& options);
/// The same on a grid in one block, read in place; refused as Board::from_grid_view refuses it. (Not an overload of
/// min_rolls: min_rolls({{1}}) would then be ambiguous.)
int min_rolls_view(GridView board, const MinRollsOptions& options = {});
int min_rolls_view(GridView64 board, const MinRollsOptions& options = {});

}  // namespace snl
