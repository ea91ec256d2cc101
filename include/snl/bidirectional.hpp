// snl/bidirectional.hpp — BFS from square 1 and backwards from the last square, expanding the smaller frontier
// one whole level at a time; the best meeting square found in the first level that meets is optimal.
//
// Backward edges: from a square y back to every square x you can stand on with a roll from x landing on l and
// ending on y. You can stand on x when x is 1, x has no jump (or a self-jump), or x is some jump's destination.
// Time O(n²), memory O(n² + m) (docs/solve.md, "Memory", has the bytes).
// Tested by: tests/unit/solve_test.cpp (every rule, with and without a route), tests/stress/stress_test.cpp
// (against BFS and the oracle). docs/bidirectional.md.
#pragma once

#include "snl/board.hpp"
#include "snl/route.hpp"

namespace snl {

Solution solve_bidirectional(const Board& board, bool want_route = true);

}  // namespace snl
