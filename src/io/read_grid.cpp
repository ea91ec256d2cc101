// The grid format: N, then N rows of N values (-1 or a label), any whitespace (snl/parse.hpp).
#include <string>

#include "core/grid.hpp"
#include "io/digits.hpp"
#include "io/reader.hpp"
#include "snl/rules.hpp"

namespace snl::internal {
namespace {

std::string str(std::uint64_t value) { return std::to_string(value); }

/// A whole row on one line, parsed straight from the buffer: the fast path for well-formed grids. Returns false,
/// having consumed nothing, on anything unexpected; the per-value path then reads the row again and reports
/// exactly what is wrong.
bool fast_row(Scanner& scan, std::uint64_t side, std::uint64_t row, std::vector<Jump>& jumps) {
  const auto [first, last] = scan.line_in_buffer();
  if (first == nullptr) return false;
  const std::uint64_t squares = side * side;
  const std::size_t kept = jumps.size();
  std::uint64_t column = 0;
  for (const char* p = first;;) {
    // Runs of plain squares (most of every grid), then one value.
    while (p != last && is_blank(*p)) ++p;
    p = skip_plain<' '>(p, last, column);
    if (p == last) break;
    if (column >= side) return jumps.resize(kept), false;
    if (*p == '-') {
      if (last - p < 2 || p[1] != '1' || (last - p > 2 && !is_blank(p[2]))) return jumps.resize(kept), false;
      p += 2;
      ++column;
      continue;
    }
    const char* digits = p;
    const std::uint64_t value = value_at(p, last);
    if (p == digits || (p != last && !is_blank(*p)) || value < 1 || value > squares) {
      return jumps.resize(kept), false;
    }
    push_back_huge(jumps, Jump{label_of(side, {row, column}), value});
    ++column;
  }
  if (column != side) return jumps.resize(kept), false;
  scan.advance_to(last);
  return true;
}

/// The size line: a positive side of at most kMaxGridSide, or a diagnostic.
std::uint64_t grid_side(Scanner& scan) {
  const Position size_at = scan.position();
  bool too_large = false;
  const auto n = scan.integer("", &too_large);
  if (too_large || (n && *n > static_cast<std::int64_t>(kMaxGridSide))) {
    scan.fail(size_at, "a grid size of at most " + str(kMaxGridSide) + " (larger boards: the jumps format)",
              n ? quoted(*n) : scan.describe());
  }
  if (!n || *n < 1) scan.fail(size_at, "a board size (a positive integer)", n ? quoted(*n) : scan.describe());
  return static_cast<std::uint64_t>(*n);
}

/// One board; kAsked: whether to say where it stands (state.source), compiled apart so that not asking costs nothing.
template <bool kAsked>
std::optional<Board> read_grid_board(ReadState& state) {
  Scanner& scan = state.scan;
  // At column 1 with no newline crossed: a text read alone from a line start (TextStart), where the whole input
  // had a newline before the size (a board never ends at column 1).
  const bool size_on_new_line = scan.skip_space() || state.boards == 0 || scan.position().column == 1;
  if (scan.peek() == Scanner::kEnd) return end_of_input(state, "a board (a grid size)");
  BoardSource* const where = kAsked ? state.source : nullptr;
  if (where != nullptr) where->start = where->size = source_position(scan.position());
  const std::uint64_t side = grid_side(scan);
  const std::uint64_t squares = side * side;
  std::vector<Jump> jumps;  // room made row by row (reserve_jumps)
  std::vector<std::size_t> row_start(table_index(side));
  // One row per line when the size stands alone on its line and the next line does not hold every value:
  // then a row with a value too many or too few is reported where it is.
  bool rows_on_lines = false;
  for (std::uint64_t row = 0; row < side; ++row) {
    reserve_jumps(jumps, squares);
    row_start[table_index(row)] = jumps.size();
    for (std::uint64_t column = 0; column < side; ++column) {
      const Position before = scan.position();
      const bool new_line = scan.skip_space();
      if (row == 0 && column == 0 && new_line && size_on_new_line) {
        const auto tokens = scan.tokens_on_line();
        rows_on_lines = tokens && *tokens != squares;
      }
      if (rows_on_lines && column == 0 && (row == 0 || new_line) && !kAsked &&
          fast_row(scan, side, row, jumps)) {
        break;
      }
      if (rows_on_lines) {
        if (column > 0 && new_line) {
          scan.fail(before, str(side) + " values in row " + str(row + 1), "the end of the line after " + str(column));
        }
        if (column == 0 && row > 0 && !new_line) scan.fail("the end of row " + str(row) + " after " + str(side) + " values");
      }
      if (where != nullptr) where->cells.push_back(source_position(scan.position()));
      if (scan.minus_one()) continue;
      if (scan.peek() == Scanner::kEnd) {
        scan.fail("a value for row " + str(row + 1) + ", column " + str(column + 1) + " (" + cell_range(squares) + ")");
      }
      const std::int64_t value = cell_value(state, squares, "");
      if (value != -1) jumps.push_back({label_of(side, {row, column}), static_cast<Label>(value)});
    }
  }
  if (rows_on_lines) {
    scan.skip_blanks();
    const int c = scan.peek();
    if (c != '\n' && c != Scanner::kEnd) scan.fail("the end of row " + str(side) + " after " + str(side) + " values");
  }
  return Board::square(side, in_label_order(side, std::move(jumps), row_start));
}

}  // namespace

std::optional<Board> read_grid(ReadState& state) {
  return state.source != nullptr ? read_grid_board<true>(state) : read_grid_board<false>(state);
}

}  // namespace snl::internal
