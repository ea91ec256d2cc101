// snl/sparse.hpp — the least number of rolls in time that grows with the number of jumps, not of squares.
//
// Standing on x and only walking (taking no jump), the squares you can stand on within k rolls are x plus every
// square without a jump in (x, F(k)], where F(0) = x and F(k+1) is the largest square without a jump in
// (F(k), F(k)+6] (the "frontier"). Heads of jumps in (x, F(k)+6] can be landed on within k+1 rolls. Across a run
// of plain squares F advances by exactly 6 per roll, so it is advanced in bulk; only rolls near jump heads are
// taken one at a time; six heads in a row form a wall no frontier passes.
//
// The search runs events in order of time (rolls): a "source" is a square you stand on after a jump (and square
// 1 at time 0); each source grows an interval (source, frontier]; a source already covered by an interval at its
// time is dominated and dropped; intervals that meet are merged, the larger frontier going on. Every head is
// reported once, when it first comes within a roll of a frontier.
//
// Time O(m log m) expected for m jumps (independent of the number of squares, up to 10^18), memory O(m): one
// bit per jump up front (heads already landed on; the jumps themselves are the board's, not copied unless it has
// self-jumps); per live interval one 64-byte line (slots of merged intervals reused), 16 bytes per pending event,
// and, once the search has reached heads/64 sources, bucket tables of about 4 bytes per jump. Source records (32
// bytes per head landed on) only when a route is asked for. A search that finishes early lands on a few percent
// of the heads; one that explores every head (a snake on the last square) holds about 46 bytes per jump.
// Routes come back compressed: a Walk for each run of two or more rolls over plain squares, a Step per jump.
// Without a route (want_route false) the answer comes from sweeps over the heads in label order, a window of
// time per pass (the same answer, touching memory in order, about 20 bytes per jump besides the board), with the
// event search as the fallback when the sweeps take more than 16 units of work per jump (a path of many snakes
// each behind the last). Memory and times measured: docs/sparse.md and bench/RESULTS.md.
// Tested by: tests/unit/sparse_test.cpp (giant boards worked on paper, 64-bit limits, agreement with BFS where
// the tables grow mid-search, the sweeps against the event search on 60 random boards of every shape, their
// budget), tests/unit/sparse_ordered_ids_test.cpp, sparse_bit_tree_test.cpp and sparse_bucket_queue_test.cpp (its
// structures against std::map, std::set and std::multiset), tests/stress (agreement with BFS and the oracle on
// every stress board, with and without a route, certificates of every route). docs/sparse.md.
#pragma once

#include <vector>

#include "snl/board.hpp"
#include "snl/route.hpp"

namespace snl {

Solution solve_sparse(const Board& board, bool want_route = true);

}  // namespace snl
