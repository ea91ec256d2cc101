// snl/rules.hpp — the rules of the game, in one place.
//
// Squares carry labels 1..n² numbered boustrophedon from the bottom-left: the bottom row (grid row n-1) runs
// left to right, the row above right to left, and so on. Everything else in snl (parsers, solvers, analysis,
// renderer, checker) asks this header; nothing re-derives a rule.
//
//  * start on square 1; its own jump is never taken (you never land on it by a roll);
//  * a roll moves from x to any of x+1..x+kDieFaces of your choice, never past the last square;
//  * landing on a jump head moves you to its destination, exactly once (no chaining); a self-jump is allowed;
//  * you finish when a roll ends (after its jump) on the last square; a snake on the last square sends you away.
//
// Labels are 64-bit: the jumps format admits sides up to kMaxSide (10^18 squares).
// Tested by: tests/unit/rules_test.cpp (against the oracle's own numbering). README, "The rules".
#pragma once

#include <cassert>
#include <cstdint>

namespace snl {

/// A square's 1-based label, as users see it.
using Label = std::uint64_t;

/// Faces of the die the solver chooses from.
inline constexpr int kDieFaces = 6;

/// The largest side a square board may have (any format): 10^9, so that n² = 10^18 fits in 63 bits.
inline constexpr std::uint64_t kMaxSide = 1'000'000'000;
/// The largest number of squares a track ("squares M" in the jumps format) may have.
inline constexpr std::uint64_t kMaxSquares = kMaxSide * kMaxSide;
/// The largest side a grid (text holding every square) may declare: larger boards cannot be held or read in
/// reasonable time, so the parsers refuse them before allocating anything.
inline constexpr std::uint64_t kMaxGridSide = 46'340;  // 46340² < 2^31: fits dense 32-bit tables

/// Row and column in the grid as it is written: row 0 is the top row, column 0 the left column.
struct Cell {
  std::uint64_t row;
  std::uint64_t column;
  friend bool operator==(const Cell&, const Cell&) = default;
};

/// Whether grid row `row` of an n×n board runs left to right in label order (the bottom row does).
constexpr bool runs_left_to_right(std::uint64_t n, std::uint64_t row) { return (n - 1 - row) % 2 == 0; }

/// The cell holding `label` on an n×n board, given its row counted from the bottom, (label - 1) / n (for a caller
/// that divides faster). Precondition: 1 ≤ label ≤ n².
constexpr Cell cell_in_row(std::uint64_t n, Label label, std::uint64_t from_bottom) {
  assert(n >= 1 && label >= 1 && label / n <= n && from_bottom == (label - 1) / n);
  const std::uint64_t along = label - 1 - from_bottom * n;
  const std::uint64_t row = n - 1 - from_bottom;
  return {row, runs_left_to_right(n, row) ? along : n - 1 - along};
}

/// The cell holding `label` on an n×n board. Precondition: 1 ≤ label ≤ n².
constexpr Cell cell_of(std::uint64_t n, Label label) { return cell_in_row(n, label, (label - 1) / n); }

/// The label of a cell on an n×n board. Precondition: row, column < n.
constexpr Label label_of(std::uint64_t n, Cell cell) {
  assert(cell.row < n && cell.column < n);
  const std::uint64_t from_bottom = n - 1 - cell.row;
  const std::uint64_t along = runs_left_to_right(n, cell.row) ? cell.column : n - 1 - cell.column;
  return from_bottom * n + along + 1;
}

/// The cell rule as arithmetic in unsigned numbers U, which code checking many cells at once applies lane by lane
/// (GridBits checks eight 32-bit cells per vector): with `less` = value − 1, wrapping, a cell is valid exactly when
/// `less` is kPlainLess<U> (the value -1) or below the number of squares. Precondition: squares < 2^(bits of U − 1).
template <class U>
inline constexpr U kPlainLess = static_cast<U>(~U{1});

/// Whether `value` may stand in a grid cell of a board with `squares` squares: -1 (plain) or a label.
constexpr bool is_cell_value(std::uint64_t squares, std::int64_t value) {
  const std::uint64_t less = static_cast<std::uint64_t>(value) - 1;
  return less == kPlainLess<std::uint64_t> || less < squares;
}

/// Whether `label` names a square of a board with `squares` squares.
constexpr bool is_label(std::uint64_t squares, std::uint64_t label) { return label >= 1 && label <= squares; }

/// The squares one roll can land on from `from`: from+1 .. last_landing(from, squares).
/// Precondition: from ≤ squares. Returns `from` itself when no roll is possible (standing on the last square).
constexpr Label last_landing(Label from, std::uint64_t squares) {
  return squares - from < static_cast<std::uint64_t>(kDieFaces) ? squares : from + kDieFaces;
}

}  // namespace snl
