// tests/fuzz/grid_fuzz.cpp — libFuzzer target for snl::min_rolls on the LeetCode input type, vector<vector<int>>.
//
// Description: decodes the bytes into a grid of side 1..24 (sides across the 8-lane vectors of GridBits' check
//   and their scalar tails), mostly -1 with jumps anywhere and, now and then, a bad value (0, -2, n² + 1, the
//   ends of int) or a ragged row. Board::from_grid is the reference: GridBits and snl::min_rolls must refuse
//   exactly the grids it refuses, with its words (BoardError); on the others GridBits must hold the same board
//   (to_board, jump_count) and snl::min_rolls must agree with a plain BFS written here over the grid itself.
// Time: O(n²) per input, n ≤ 24.
// Status: libFuzzer with ASan + UBSan when SNL_BUILD_FUZZ is ON (ctest fuzz.grid_smoke, seeded); every other
//   build runs grid_corpus/ through it (ctest fuzz.grid_replay).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <queue>
#include <string>
#include <vector>

#include "snl/bitset_bfs.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/snl.hpp"

namespace {

using Grid = std::vector<std::vector<int>>;

[[noreturn]] void fail(const std::string& what) {
  std::fprintf(stderr, "grid_fuzz: invariant broken: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

void require(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

/// Bytes to a grid: byte 0 the side, byte 1 whether (and byte 2 which) row is ragged, then a byte or two a cell.
Grid decode(const std::uint8_t* data, std::size_t size) {
  std::size_t at = 0;
  const auto next = [&]() -> int { return at < size ? data[at++] : 0; };
  const int n = 1 + next() % 24;
  const int ragged = next();
  const int ragged_row = next() % n;
  const int squares = n * n;
  const int bad[] = {0, -2, squares + 1, std::numeric_limits<int>::min(), std::numeric_limits<int>::max(), -1000};
  Grid grid(static_cast<std::size_t>(n), std::vector<int>(static_cast<std::size_t>(n), -1));
  if (ragged % 16 == 1) grid[static_cast<std::size_t>(ragged_row)].resize(static_cast<std::size_t>(n + (ragged & 32 ? 1 : -1)), -1);
  for (std::vector<int>& row : grid) {
    for (int& cell : row) {
      const int v = next();
      if (v < 170) continue;  // plain
      cell = v < 250 ? 1 + (next() * 256 + v) % squares : bad[(v - 250) % 6];
    }
  }
  return grid;
}

/// The least number of rolls by a BFS over the grid itself (its own boustrophedon arithmetic, no snl rule).
int reference(const Grid& grid) {
  const int n = static_cast<int>(grid.size());
  const int last = n * n;
  const auto at = [&](int label) {  // the cell value of a label
    const int from_bottom = (label - 1) / n;
    const int along = (label - 1) % n;
    const auto& row = grid[static_cast<std::size_t>(n - 1 - from_bottom)];
    return row[static_cast<std::size_t>(from_bottom % 2 == 0 ? along : n - 1 - along)];
  };
  std::vector<int> distance(static_cast<std::size_t>(last) + 1, -1);
  std::queue<int> queue;
  distance[1] = 0;
  queue.push(1);
  while (!queue.empty()) {
    const int x = queue.front();
    queue.pop();
    if (x == last) return distance[static_cast<std::size_t>(x)];
    for (int y = x + 1; y <= x + 6 && y <= last; ++y) {
      const int to = at(y) == -1 ? y : at(y);
      if (distance[static_cast<std::size_t>(to)] < 0) {
        distance[static_cast<std::size_t>(to)] = distance[static_cast<std::size_t>(x)] + 1;
        queue.push(to);
      }
    }
  }
  return -1;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Grid grid = decode(data, size);
  std::string refused;
  snl::Board board = snl::Board::square(1, {});
  try {
    board = snl::Board::from_grid(grid);
  } catch (const snl::BoardError& error) {
    refused = error.what();
  }
  if (!refused.empty()) {
    for (int way = 0; way < 2; ++way) {
      try {
        if (way == 0) (void)snl::GridBits(grid);
        if (way == 1) (void)snl::min_rolls(grid);
        fail((way == 0 ? "GridBits" : "snl::min_rolls") + std::string(" accepted a grid Board::from_grid refuses: ") + refused);
      } catch (const snl::BoardError& error) {
        require(error.what() == refused, "refused with other words: '" + std::string(error.what()) + "' vs '" + refused + "'");
      }
    }
    return 0;
  }
  const snl::GridBits in_place(grid);
  require(in_place.jump_count() == board.jumps().size(), "GridBits counts another number of jumps");
  require(in_place.to_board() == board, "GridBits holds another board");
  const int want = reference(grid);
  const int got = snl::min_rolls(grid);
  require(got == want, "snl::min_rolls says " + std::to_string(got) + ", the BFS here " + std::to_string(want));
  return 0;
}
