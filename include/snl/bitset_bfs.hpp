// snl/bitset_bfs.hpp — the least number of rolls by a bit-parallel BFS (answer only, no route).
//
// The squares are bits: one 64-bit word holds 64 squares, and one roll from every square of a word is six shifts
// and ORs. The frontier is kept as (word, bits) pairs, so a level costs time in proportion to the words it
// touches, not to the board; landings on jump heads are sent one by one to their destinations (found by rank
// in a bitset of heads). It stops as soon as the last square is reached.
//
// Time O(n² / 64 + m) in the common case (a level touches few words), worst O(n²); memory about 0.45 bytes per
// square (three bitsets and a rank word per 64 squares) and nothing per jump beyond the Board: no per-square table. Limit: kMaxDenseSquares.
// Used by solve() (and so snl::min_rolls) when no route is asked for and the board is not sparse.
// Tested by: tests/stress/stress_test.cpp (against the oracle and every other algorithm), tests/unit/bitset_test.cpp.
#pragma once

#include <cstdint>
#include <vector>

#include "snl/board.hpp"

namespace snl {

/// The least number of rolls on `board`, -1 when unreachable. Throws LimitError past kMaxDenseSquares.
std::int64_t min_rolls_bitset(const Board& board);

}  // namespace snl
