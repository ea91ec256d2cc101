// snl/dijkstra.hpp — Dijkstra's algorithm over the flattened board, with a binary heap.
//
// Every roll costs 1, so this computes what BFS computes; it is here because the problem's literature offers
// it, and to show what the heap costs (bench/RESULTS.md). Time O(n² log n), memory O(n²) (docs/solve.md, "Memory").
// Tested by: tests/unit/solve_test.cpp (every rule, with and without a route), tests/stress/stress_test.cpp
// (against BFS and the oracle). docs/dijkstra.md.
#pragma once

#include "snl/board.hpp"
#include "snl/route.hpp"

namespace snl {

Solution solve_dijkstra(const Board& board, bool want_route = true);

}  // namespace snl
