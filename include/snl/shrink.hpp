// snl/shrink.hpp — the smallest board on which something still goes wrong (test-case reduction).
//
// Given a board on which a predicate holds ("the program under test still fails here"), shrink tries smaller
// and simpler boards and keeps each one on which the predicate still holds, until none of its moves helps:
//   1. a smaller side m < n (smallest first), keeping the jumps that fit when the board is cut down at its start
//      (labels kept), at its end (labels shifted down by n² − m², so snakes near the finish stay there) or scaled
//      (every label scaled by m²/n², so the layout keeps its shape);
//   2. fewer jumps: removing halves, quarters, … down to single jumps (delta debugging);
//   3. simpler values: each jump's destination moved toward its head (1 square away, halfway, one closer).
// Every kept board is smaller in (side, number of jumps, total jump length) taken in that order, so the loop ends.
// Shrinking is deterministic: the same board and a deterministic predicate give the same result. A candidate
// is never tried twice.
//
// The predicate is called at most `max_tries` times; it may throw, which ends shrinking with that exception.
// Complexity: O(tries) predicate calls; each round makes O(n + m log m + 3m) candidates.
// Tested by: tests/unit/shrink_test.cpp. docs/check.md.
#pragma once

#include <cstdint>
#include <functional>

#include "snl/board.hpp"

namespace snl {

/// Whether a candidate board still shows the failure.
using StillFails = std::function<bool(const Board&)>;

struct Shrunk {
  /// The smallest board found on which the predicate holds (the input board when nothing smaller does).
  Board board;
  /// How many times the predicate was called.
  std::uint64_t tries = 0;
  /// How many smaller boards were kept on the way.
  std::uint64_t steps = 0;
};

/// Shrinks `board`. Precondition: still_fails(board) (not re-checked).
Shrunk shrink(const Board& board, const StillFails& still_fails, std::uint64_t max_tries = 10'000);

}  // namespace snl
