// snl/bfs.hpp — breadth-first search over the flattened board (the reference solver).
//
// The squares you can stand on are the nodes; a roll is an edge of weight 1. BFS from square 1 in label space
// with a per-square destination table; it stops as soon as the last square is reached.
// Time O(n²), memory O(n²) (docs/solve.md, "Memory", has the bytes). Limit: kMaxDenseSquares.
// Tested by: tests/unit/solve_test.cpp (every rule), tests/unit/bfs_test.cpp (roll_distances, roll_layers,
// rolls_to_finish),
// tests/stress/stress_test.cpp. docs/bfs.md.
#pragma once

#include <cstdint>
#include <vector>

#include "snl/board.hpp"
#include "snl/route.hpp"

namespace snl {

Solution solve_bfs(const Board& board, bool want_route = true);

/// The least number of rolls to stand on every square (index = label; index 0 unused): -1 where no route
/// stands there. Square 1 has 0. Complete BFS, no early stop. Used for layers in the renderer and viewer.
std::vector<std::int32_t> roll_distances(const Board& board);

/// The least number of rolls from every square to the last one (index = label; index 0 unused): -1 where no choice of
/// rolls finishes. The last square has 0. A jump's head gets the figure of standing on it, though no turn ends there
/// (square 1 is the one head a token stands on). BFS from the last square over the rolls reversed; time O(n² · 6),
/// memory ~36 bytes per square. Used by the viewer's Play. Limit: kMaxDenseSquares.
std::vector<std::int32_t> rolls_to_finish(const Board& board);

/// The BFS layers of a board, as the renderer's --layers and the server's /api/layers show them.
struct RollLayers {
  /// roll_distances(board).
  std::vector<std::int32_t> distance;
  /// The most rolls any square needs.
  std::int32_t deepest = 0;
  /// counts[k]: the squares first stood on after k rolls, k = 0..deepest.
  std::vector<std::uint64_t> counts;
  /// The squares no route stands on: plain squares (and self-jumps) that are unreachable, and jump heads, which a
  /// roll may land on but never ends on.
  std::uint64_t unreachable = 0;
  std::uint64_t jump_heads = 0;
};
RollLayers roll_layers(const Board& board);

}  // namespace snl
