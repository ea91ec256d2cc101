// snl/snl.hpp — the whole library, and the LeetCode-compatible entry point.
#pragma once

#include <vector>

#include "snl/analyze.hpp"
#include "snl/bfs.hpp"
#include "snl/bidirectional.hpp"
#include "snl/bitset_bfs.hpp"
#include "snl/board.hpp"
#include "snl/dijkstra.hpp"
#include "snl/error.hpp"
#include "snl/generate.hpp"
#include "snl/meeting_bfs.hpp"
#include "snl/parse.hpp"
#include "snl/render.hpp"
#include "snl/route.hpp"
#include "snl/rules.hpp"
#include "snl/shrink.hpp"
#include "snl/solve.hpp"
#include "snl/sparse.hpp"
#include "snl/write.hpp"

namespace snl {

/// LeetCode 909: the least number of rolls on `board` (grid form), -1 when the last square is unreachable.
/// Throws BoardError when the grid is not a valid board. Reads the grid in place; from 2^18 squares, on a machine
/// with two cores, it starts a second thread for the call (snl/meeting_bfs.hpp), and from 2^20 squares it checks
/// the grid on two threads.
int min_rolls(const std::vector<std::vector<int>>& board);

}  // namespace snl
