// The json format: the LeetCode form [[-1,-1],[-1,3]], boards one after another (snl/parse.hpp).
#include <string>

#include "core/grid.hpp"
#include "io/digits.hpp"
#include "io/reader.hpp"
#include "snl/rules.hpp"

namespace snl::internal {
namespace {

constexpr std::string_view kDelimiters = ",[]";

std::string str(std::uint64_t value) { return std::to_string(value); }

/// A row of a json board after its '[', parsed straight from the buffer: `side` values (-1 or 1..side²)
/// separated by single commas, then ']' (what snl and most programs write). Returns false, having consumed
/// nothing, on anything else (whitespace included); the value-by-value path then reads the row and reports
/// exactly what is wrong.
bool fast_row(Scanner& scan, std::uint64_t side, std::uint64_t row, std::vector<Jump>& jumps) {
  // A row's text is at most 11 bytes a value (ten digits and a comma).
  const auto [first, last] = scan.bytes_in_buffer(table_index(11 * side + 1));
  const std::uint64_t squares = side * side;
  const std::size_t kept = jumps.size();
  std::uint64_t column = 0;
  for (const char* p = first;;) {
    p = skip_plain<','>(p, last, column);
    if (column >= side || p == last) return jumps.resize(kept), false;
    if (*p == '-') {
      if (last - p < 3 || p[1] != '1') return jumps.resize(kept), false;
      p += 2;
    } else {
      const char* digits = p;
      const std::uint64_t value = value_at(p, last);
      if (p == digits || p == last || value < 1 || value > squares) return jumps.resize(kept), false;
      push_back_huge(jumps, Jump{label_of(side, {row, column}), value});
    }
    ++column;
    if (*p == ']' && column == side) {
      scan.advance_to(p + 1);
      return true;
    }
    if (*p != ',' || column == side) return jumps.resize(kept), false;
    ++p;
  }
}

void expect_char(Scanner& scan, char want, std::string_view expected) {
  scan.skip_space();
  if (scan.peek() != static_cast<unsigned char>(want)) scan.fail(expected, kDelimiters);
  scan.bump();
}

/// A value of the first row, which fixes n: checked against n² once the row closes.
struct Pending {
  std::int64_t value;
  Position at;
};

Pending first_row_value(Scanner& scan, std::uint64_t column) {
  const Position at = scan.position();
  if (column == kMaxGridSide) {
    scan.fail("']' closing a row of at most " + str(kMaxGridSide) + " values (larger boards: the jumps format)",
              kDelimiters);
  }
  bool too_large = false;
  const auto value = scan.integer(kDelimiters, &too_large);
  if (!value || (*value != -1 && *value < 1)) {
    scan.fail(at, value || too_large ? "-1 or a square number" : "a value (-1 or a square number)",
              value ? quoted(*value) : scan.describe(kDelimiters));
  }
  return {*value, at};
}

/// The first row once it closed after `side` values: each value checked against side², the jumps kept.
void close_first_row(Scanner& scan, const std::vector<Pending>& first_row, std::uint64_t side,
                     std::vector<Jump>& jumps) {
  for (std::size_t k = 0; k < side; ++k) {
    if (!is_cell_value(side * side, first_row[k].value)) {
      scan.fail(first_row[k].at, cell_range(side * side), quoted(first_row[k].value));
    }
    if (first_row[k].value != -1) jumps.push_back({label_of(side, {0, k}), static_cast<Label>(first_row[k].value)});
  }
}

/// The values of row `row` after its '[' and its ']' (`side` is 0 while the first row is read); returns the side.
template <bool kAsked>
std::uint64_t read_row(ReadState& state, std::uint64_t row, std::uint64_t side, std::vector<Jump>& jumps) {
  Scanner& scan = state.scan;
  BoardSource* const where = kAsked ? state.source : nullptr;
  if (row > 0 && !kAsked && fast_row(scan, side, row, jumps)) return side;
  std::vector<Pending> first_row;
  for (std::uint64_t column = 0;; ++column) {
    scan.skip_space();
    if (where != nullptr) where->cells.push_back(source_position(scan.position()));
    if (row == 0) {
      first_row.push_back(first_row_value(scan, column));
    } else {
      const std::int64_t value = cell_value(state, side * side, kDelimiters);
      if (value != -1) jumps.push_back({label_of(side, {row, column}), static_cast<Label>(value)});
    }
    scan.skip_space();
    const Position closing = scan.position();
    const int c = scan.peek();
    if (c == ']') {
      scan.bump();
      if (row == 0) {
        close_first_row(scan, first_row, column + 1, jumps);
        return column + 1;
      }
      if (column + 1 < side) scan.fail(closing, str(side) + " values in row " + str(row + 1), "']' after " + str(column + 1));
      return side;
    }
    if (c != ',') scan.fail("',' or ']' after a value", kDelimiters);
    if (row > 0 && column + 1 == side) {
      scan.fail("']' closing row " + str(row + 1) + " after " + str(side) + " values", kDelimiters);
    }
    scan.bump();
  }
}

/// One board; kAsked: whether to say where it stands (state.source), compiled apart so that not asking costs nothing.
template <bool kAsked>
std::optional<Board> read_json_board(ReadState& state) {
  Scanner& scan = state.scan;
  scan.skip_space();
  if (scan.peek() == Scanner::kEnd) return end_of_input(state, "a board ('[')");
  if (kAsked) state.source->start = state.source->size = source_position(scan.position());
  expect_char(scan, '[', "'[' opening a board");
  std::vector<Jump> jumps;
  std::vector<std::size_t> row_start;
  std::uint64_t side = 0;
  for (std::uint64_t row = 0;; ++row) {
    expect_char(scan, '[', row == 0 ? "'[' opening the first row" : "'[' opening row " + str(row + 1));
    if (row > 0) reserve_jumps(jumps, side * side);
    row_start.push_back(jumps.size());
    side = read_row<kAsked>(state, row, side, jumps);
    scan.skip_space();
    const Position at = scan.position();
    const int c = scan.peek();
    if (c == ']') {
      if (row + 1 < side) scan.fail(at, str(side) + " rows", "']' after " + str(row + 1));
      scan.bump();
      break;
    }
    if (c != ',') scan.fail("',' or ']' after a row", kDelimiters);
    if (row + 1 == side) scan.fail("']' closing the board after " + str(side) + " rows", kDelimiters);
    scan.bump();
  }
  return Board::square(side, in_label_order(side, std::move(jumps), row_start));
}

}  // namespace

std::optional<Board> read_json(ReadState& state) {
  return state.source != nullptr ? read_json_board<true>(state) : read_json_board<false>(state);
}

}  // namespace snl::internal
