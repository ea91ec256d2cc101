#include "core/grid.hpp"

#include <algorithm>

#include "core/memory.hpp"
#include "snl/rules.hpp"

namespace snl::internal {

namespace {

template <class Cell>
std::optional<Label> append_jumps(std::uint64_t n, std::uint64_t row, std::span<const Cell> cells,
                                  std::vector<Jump>& jumps) {
  const bool forward = runs_left_to_right(n, row);
  const Label first = label_of(n, {row, forward ? 0 : n - 1});
  for (std::uint64_t k = 0; k < n; ++k) {
    const Cell value = cells[table_index(forward ? k : n - 1 - k)];
    if (value == -1) continue;
    if (!is_cell_value(n * n, value)) return first + k;
    push_back_huge(jumps, Jump{first + k, static_cast<Label>(value)});
  }
  return std::nullopt;
}

}  // namespace

std::optional<Label> append_row_jumps(std::uint64_t n, std::uint64_t row, std::span<const int> cells,
                                      std::vector<Jump>& jumps) {
  return append_jumps(n, row, cells, jumps);
}

std::optional<Label> append_row_jumps(std::uint64_t n, std::uint64_t row, std::span<const std::int64_t> cells,
                                      std::vector<Jump>& jumps) {
  return append_jumps(n, row, cells, jumps);
}

std::vector<Jump> in_label_order(std::uint64_t n, std::vector<Jump> jumps, std::span<const std::size_t> row_start) {
  std::reverse(jumps.begin(), jumps.end());
  const std::size_t m = jumps.size();
  for (std::uint64_t row = 0; row < n; ++row) {
    if (!runs_left_to_right(n, row)) continue;
    const std::size_t end = row + 1 < n ? row_start[table_index(row + 1)] : m;
    std::reverse(jumps.begin() + static_cast<std::ptrdiff_t>(m - end),
                 jumps.begin() + static_cast<std::ptrdiff_t>(m - row_start[table_index(row)]));
  }
  return jumps;
}

}  // namespace snl::internal
