#include "snl/board.hpp"

#include <algorithm>
#include <cassert>
#include <numeric>
#include <string>

#include "core/grid.hpp"
#include "core/memory.hpp"
#include "snl/error.hpp"

namespace snl {
namespace {

std::string describe(const Jump& jump) {
  return "jump " + std::to_string(jump.from) + " -> " + std::to_string(jump.to);
}

}  // namespace

Board::Board(std::uint64_t side, std::uint64_t squares, std::vector<Jump> jumps)
    : side_(side), squares_(squares), jumps_(std::move(jumps)) {
  for (std::size_t i = 0; i < jumps_.size(); ++i) {
    if (!is_label(squares_, jumps_[i].from) || !is_label(squares_, jumps_[i].to)) {
      throw BoardError(describe(jumps_[i]) + " leaves the board of " + std::to_string(squares_) + " squares", i);
    }
  }
  const auto by_head = [](const Jump& a, const Jump& b) { return a.from < b.from; };
  const auto same_head = [](const Jump& a, const Jump& b) { return a.from == b.from; };
  if (std::is_sorted(jumps_.begin(), jumps_.end(), by_head)) {
    const auto twin = std::adjacent_find(jumps_.begin(), jumps_.end(), same_head);
    if (twin != jumps_.end()) {
      throw BoardError("two jumps from square " + std::to_string(twin->from),
                       static_cast<std::size_t>(twin - jumps_.begin()) + 1);
    }
    return;
  }
  std::vector<Jump> sorted = jumps_;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end(), same_head) == sorted.end()) {
    jumps_ = std::move(sorted);
    return;
  }
  // A repeated head: name its second appearance in the given order.
  std::vector<std::size_t> order(jumps_.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return jumps_[a].from < jumps_[b].from; });
  std::size_t duplicate = BoardError::npos;
  for (std::size_t k = 1; k < order.size(); ++k) {
    if (jumps_[order[k]].from == jumps_[order[k - 1]].from) duplicate = std::min(duplicate, order[k]);
  }
  throw BoardError("two jumps from square " + std::to_string(jumps_[duplicate].from), duplicate);
}

Board Board::square(std::uint64_t side, std::vector<Jump> jumps) {
  if (side < 1 || side > kMaxSide) {
    throw BoardError("a board's side must be 1.." + std::to_string(kMaxSide) + ", not " + std::to_string(side));
  }
  return Board(side, side * side, std::move(jumps));
}

Board Board::track(std::uint64_t squares, std::vector<Jump> jumps) {
  if (squares < 1 || squares > kMaxSquares) {
    throw BoardError("a track must have 1.." + std::to_string(kMaxSquares) + " squares, not " +
                     std::to_string(squares));
  }
  return Board(0, squares, std::move(jumps));
}

namespace {

/// Refuses a grid of n rows that cannot be a board whatever its cells hold.
void check_rows(std::uint64_t n) {
  if (n == 0) throw BoardError("a board needs at least one row");
  if (n > kMaxGridSide) throw BoardError("a grid's side must be at most " + std::to_string(kMaxGridSide));
}

[[noreturn]] void refuse_row_size(std::uint64_t row, std::uint64_t size, std::uint64_t n) {
  throw BoardError("row " + std::to_string(row) + " has " + std::to_string(size) + " values; a square board of side " +
                   std::to_string(n) + " needs " + std::to_string(n));
}

/// The jumps of an n×n grid whose row r (0 = top) is rows(r), checked in label order (rows bottom first), or the
/// BoardError naming the first problem.
template <class Rows>
std::vector<Jump> grid_jumps(std::uint64_t n, const Rows& rows) {
  check_rows(n);
  std::vector<Jump> jumps;
  for (std::uint64_t r = n; r-- > 0;) {  // rows in label order (bottom first), so the jumps come sorted
    const auto row = rows(r);
    if (row.size() != n) refuse_row_size(r, row.size(), n);
    if (const auto bad = internal::append_row_jumps(n, r, row, jumps)) {
      throw BoardError("square " + std::to_string(*bad) + " holds " +
                       std::to_string(row[table_index(cell_of(n, *bad).column)]) + "; expected -1 or 1.." +
                       std::to_string(n * n));
    }
  }
  return jumps;
}

}  // namespace

Board Board::from_grid(const std::vector<std::vector<int>>& grid) {
  const std::uint64_t n = grid.size();
  return Board(n, n * n, grid_jumps(n, [&grid](std::uint64_t r) { return std::span<const int>(grid[table_index(r)]); }));
}

Board Board::from_grid_view(GridView grid) {
  const std::uint64_t n = grid.rows;
  check_rows(n);
  if (grid.columns != n) refuse_row_size(n - 1, grid.columns, n);  // every row is this long: the bottom one is named
  assert(grid.cells.size() == n * n);
  return Board(n, n * n, grid_jumps(n, [&grid](std::uint64_t r) { return grid.row(r); }));
}

Board Board::from_grid_view(GridView64 grid) {
  const std::uint64_t n = grid.rows;
  check_rows(n);
  if (grid.columns != n) refuse_row_size(n - 1, grid.columns, n);
  assert(grid.cells.size() == n * n);
  return Board(n, n * n, grid_jumps(n, [&grid](std::uint64_t r) { return grid.row(r); }));
}

std::optional<Label> Board::jump_from(Label label) const {
  const auto it = std::lower_bound(jumps_.begin(), jumps_.end(), label,
                                   [](const Jump& jump, Label l) { return jump.from < l; });
  if (it == jumps_.end() || it->from != label) return std::nullopt;
  return it->to;
}

Label Board::end_of_landing(Label label) const { return jump_from(label).value_or(label); }

std::vector<std::uint32_t> dense_destinations(const Board& board) {
  if (board.squares() > kMaxDenseSquares) {
    throw LimitError("a board of " + std::to_string(board.squares()) +
                     " squares is too large for a per-square table (at most " + std::to_string(kMaxDenseSquares) +
                     "); use the sparse algorithm");
  }
  const auto squares = static_cast<std::uint32_t>(board.squares());
  std::vector<std::uint32_t> table = internal::huge_vector<std::uint32_t>(squares + std::size_t{1}, 0);
  std::iota(table.begin(), table.end(), std::uint32_t{0});
  for (const Jump& jump : board.jumps()) table[table_index(jump.from)] = static_cast<std::uint32_t>(jump.to);
  return table;
}

std::string size_name(const Board& board) {
  return board.is_square() ? std::to_string(board.side()) + "x" + std::to_string(board.side())
                           : std::to_string(board.squares()) + " squares";
}

std::vector<std::vector<int>> to_grid(const Board& board) {
  const std::uint64_t n = board.side();
  assert(n >= 1 && n <= kMaxGridSide);
  std::vector<std::vector<int>> grid(table_index(n), std::vector<int>(table_index(n), -1));
  for (const Jump& jump : board.jumps()) {
    const Cell cell = cell_of(n, jump.from);
    grid[table_index(cell.row)][table_index(cell.column)] = static_cast<int>(jump.to);
  }
  return grid;
}

}  // namespace snl
