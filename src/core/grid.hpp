// core/grid.hpp — a LeetCode grid's cells in label order: the one place that turns a grid (as vectors, or as text
// read top row first) into a Board's jumps sorted by head, by the rules of snl/rules.hpp.
//
// Used by Board::from_grid, GridBits::to_board and the grid and json readers.
// Tested by: tests/unit/board_test.cpp, tests/unit/parse_test.cpp (through them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "snl/board.hpp"

namespace snl::internal {

/// Appends the jumps of grid row `row` (0 = top) of an n×n grid, given its n cells as written (left to right), in
/// label order. Stops at the first cell, in label order, whose value may not stand on a board of n² squares and
/// returns its label (nullopt when the whole row was valid).
std::optional<Label> append_row_jumps(std::uint64_t n, std::uint64_t row, std::span<const int> cells,
                                              std::vector<Jump>& jumps);
std::optional<Label> append_row_jumps(std::uint64_t n, std::uint64_t row, std::span<const std::int64_t> cells,
                                      std::vector<Jump>& jumps);

/// Puts the jumps of a grid read top row first, each row left to right (as text holds it), into label order, in
/// place and in O(m). `row_start[r]` is the index of row r's first jump. Labels run bottom-up and every other row
/// right to left: reversing everything gives the rows in label order with every row reversed, and the rows that
/// run left to right are then reversed back.
std::vector<Jump> in_label_order(std::uint64_t n, std::vector<Jump> jumps, std::span<const std::size_t> row_start);

}  // namespace snl::internal
