// snl/board.hpp — a board: its number of squares and its snakes and ladders.
//
// A Board is the squares count (n² for an n×n board, or M for a plain track of M squares) and one flat array
// of jumps sorted by head, with 64-bit labels. It is validated once, when built: a constructed Board is always
// valid (every head and destination a square, at most one jump per head). Per-square tables are derived by
// the algorithms that need them (see dense_destinations); nested vectors never get past from_grid.
//
// A GridView is a LeetCode grid held in one block of memory (a NumPy array, say), read in place by from_grid and
// snl::min_rolls without building nested vectors; a GridView64 the same with 64-bit cells (NumPy's default integers).
//
// Complexity: building is O(m) for jumps already sorted by head, O(m log m) otherwise; lookups O(log m).
// Tested by: tests/unit/board_test.cpp. The rules: README, "The rules".
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "snl/rules.hpp"

namespace snl {

/// A snake or a ladder: landing on `from` moves you to `to` (a snake when to < from, a ladder when to > from,
/// a self-jump when equal).
struct Jump {
  Label from;
  Label to;
  friend auto operator<=>(const Jump&, const Jump&) = default;
};

/// A grid in one block: `rows` rows of `columns` int cells, row r at cells[r · columns ..], row 0 the top row. A view:
/// the memory must outlive its use. Precondition: cells.size() == rows · columns when rows == columns and the side is
/// allowed (1..kMaxGridSide); a view of another shape is refused for it before any cell is read (cells may be empty).
struct GridView {
  std::span<const int> cells;
  std::uint64_t rows = 0;
  std::uint64_t columns = 0;
  /// The cells of row `r` (0 = top), left to right.
  std::span<const int> row(std::uint64_t r) const noexcept {
    return cells.subspan(table_index(r * columns), table_index(columns));
  }
};

/// The same with 64-bit cells, read in place with the same rules (a value outside -1 and 1..n² is refused, however
/// large).
struct GridView64 {
  std::span<const std::int64_t> cells;
  std::uint64_t rows = 0;
  std::uint64_t columns = 0;
  std::span<const std::int64_t> row(std::uint64_t r) const noexcept {
    return cells.subspan(table_index(r * columns), table_index(columns));
  }
};

class Board {
 public:
  /// An n×n board with the given jumps (any order). Throws BoardError when n is 0 or above kMaxSide, a label is
  /// not a square, or two jumps share a head (jump_index() names the later one in the given order).
  static Board square(std::uint64_t side, std::vector<Jump> jumps);
  /// A track of `squares` squares (not necessarily a square number), as used by published analyses.
  static Board track(std::uint64_t squares, std::vector<Jump> jumps);
  /// The LeetCode form: grid[r][c] is -1 or the destination of the jump at that cell. Throws BoardError when the
  /// grid is empty, not square or holds a value outside -1 and 1..n².
  static Board from_grid(const std::vector<std::vector<int>>& grid);
  /// The same from a grid in one block, with the same checks and words (a grid of 3 rows of 4 cells: "row 2 has 4
  /// values; …"). Named apart from from_grid so that a braced grid such as from_grid({{1}}) stays unambiguous.
  static Board from_grid_view(GridView grid);
  static Board from_grid_view(GridView64 grid);

  /// The side n of a square board; 0 for a track.
  std::uint64_t side() const noexcept { return side_; }
  bool is_square() const noexcept { return side_ != 0; }
  /// The number of squares, which is also the last square's label.
  std::uint64_t squares() const noexcept { return squares_; }
  /// The jumps, sorted by head.
  std::span<const Jump> jumps() const noexcept { return jumps_; }

  /// The jump whose head is `label`, if any. O(log m).
  std::optional<Label> jump_from(Label label) const;
  /// Where a roll that lands on `label` ends: the jump's destination, or `label` itself. O(log m).
  Label end_of_landing(Label label) const;

  friend bool operator==(const Board&, const Board&) = default;

 private:
  Board(std::uint64_t side, std::uint64_t squares, std::vector<Jump> jumps);
  std::uint64_t side_ = 0;
  std::uint64_t squares_ = 1;
  std::vector<Jump> jumps_;
};

/// The per-square table the dense algorithms use: table[label] = end_of_landing(label) for 1 ≤ label ≤ squares
/// (table[0] unused). Throws LimitError when the board has more than kMaxDenseSquares squares.
/// O(squares + m) time, 4 bytes per square.
inline constexpr std::uint64_t kMaxDenseSquares = kMaxGridSide * kMaxGridSide;
std::vector<std::uint32_t> dense_destinations(const Board& board);

/// The board's size as messages and reports name it: "6x6" for a square board, "100 squares" for a track.
std::string size_name(const Board& board);

/// The board as a LeetCode grid (for tests, the checker and examples). Precondition: a square board with
/// side ≤ kMaxGridSide and labels below 2^31.
std::vector<std::vector<int>> to_grid(const Board& board);

}  // namespace snl
