// GridBits (snl/bitset_bfs.hpp): a LeetCode grid checked whole and read in place by the bitset BFS.
#include "snl/bitset_bfs.hpp"

#include <algorithm>
#include <cstring>
#include <string>
#include <system_error>
#include <thread>

#include "core/grid.hpp"
#include "core/memory.hpp"
#include "core/platform.hpp"
#include "snl/error.hpp"
#include "solve/bitset/divide.hpp"
#include "solve/bitset/frontier.hpp"

namespace snl {
namespace {

using internal::Word;

/// Grids from this size on are checked on two threads, when there are two cores.
constexpr std::uint64_t kCheckOnTwoThreadsFrom = std::uint64_t{1} << 20;

/// Checks every value of rows `first` .. `end` - 1 (as written, row 0 the top one) of an n×n grid (rows of n values:
/// the caller checked), counts each row's jumps into `jumps` and writes its largest destination (0 if none) into
/// `largest`, both indexed by row from the bottom (label order). Returns whether every value is valid, by the cell
/// rule's arithmetic form (rules.hpp: kPlainLess), in explicit 8-lane vectors with one sum and one maximum per row.
SNL_TARGET_CLONES("avx2", "default") bool check_grid(const void* const* rows, std::size_t n, std::size_t first,
                                                          std::size_t end, std::uint32_t squares, std::uint32_t* jumps,
                                                          std::uint32_t* largest) {
  using Lanes = std::uint32_t __attribute__((vector_size(32)));
  constexpr std::size_t kLanes = sizeof(Lanes) / sizeof(std::uint32_t);
  std::uint32_t board_top = 0;
  for (std::size_t r = first; r < end; ++r) {
    const auto* row = static_cast<const int*>(rows[r]);
    Lanes plain{}, top{};
    std::size_t k = 0;
    for (; k + kLanes <= n; k += kLanes) {
      Lanes v;
      std::memcpy(&v, row + k, sizeof v);
      const Lanes less = v - 1u;  // v read once: is_plain from `less`, not from v (a second load of v, otherwise)
      const auto is_plain = reinterpret_cast<Lanes>(less == kPlainLess<std::uint32_t>);  // all ones or 0
      plain -= is_plain;
      const Lanes x = less & ~is_plain;
      top = top > x ? top : x;
    }
    std::uint32_t count = 0, row_top = 0;
    for (std::size_t lane = 0; lane < kLanes; ++lane) {
      count += plain[lane];
      row_top = std::max(row_top, top[lane]);
    }
    for (; k < n; ++k) {
      const std::uint32_t less = static_cast<std::uint32_t>(row[k]) - 1u;
      const std::uint32_t is_plain = 0u - static_cast<std::uint32_t>(less == kPlainLess<std::uint32_t>);
      count -= is_plain;
      row_top = std::max(row_top, less & ~is_plain);
    }
    jumps[n - 1 - r] = static_cast<std::uint32_t>(n) - count;
    largest[n - 1 - r] = row_top + (count != n);  // a destination is row_top + 1: 0 stands for none
    board_top = std::max(board_top, row_top);
  }
  return board_top < squares;
}

/// The same over 64-bit cells: `less` = value − 1 in 64-bit lanes is kPlainLess (-1) or, for a valid cell, below the
/// number of squares and so below 2^31. Any bit from 31 up of a non-plain `less` is caught by one OR, and the
/// maximum is taken over the vector as 32-bit lanes (their high halves are 0 when valid): AVX2 has no 64-bit
/// maximum, and compares and blends in its place made this 5 times the 32-bit check's time.
SNL_TARGET_CLONES("avx2", "default") bool check_grid64(const void* const* rows, std::size_t n,
                                                            std::size_t first, std::size_t end, std::uint32_t squares,
                                                            std::uint32_t* jumps, std::uint32_t* largest) {
  using Lanes = std::uint64_t __attribute__((vector_size(32)));
  using Halves = std::uint32_t __attribute__((vector_size(32)));
  constexpr std::size_t kLanes = sizeof(Lanes) / sizeof(std::uint64_t);
  std::uint32_t board_top = 0;
  Lanes high{};
  std::uint64_t tail_high = 0;
  for (std::size_t r = first; r < end; ++r) {
    const auto* row = static_cast<const std::int64_t*>(rows[r]);
    Lanes plain{};
    Halves top{};
    std::size_t k = 0;
    for (; k + kLanes <= n; k += kLanes) {
      Lanes v;
      std::memcpy(&v, row + k, sizeof v);
      const Lanes less = v - 1u;
      const auto is_plain = reinterpret_cast<Lanes>(less == kPlainLess<std::uint64_t>);  // all ones or 0
      plain -= is_plain;
      const Lanes x = less & ~is_plain;
      high |= x >> 31;
      const auto halves = reinterpret_cast<Halves>(x);
      top = top > halves ? top : halves;
    }
    std::uint64_t count = 0;
    std::uint32_t row_top = 0;
    for (std::size_t lane = 0; lane < kLanes; ++lane) count += plain[lane];
    for (std::size_t lane = 0; lane < 2 * kLanes; ++lane) row_top = std::max(row_top, top[lane]);
    for (; k < n; ++k) {
      const std::uint64_t less = static_cast<std::uint64_t>(row[k]) - 1u;
      if (less == kPlainLess<std::uint64_t>) {
        ++count;
        continue;
      }
      tail_high |= less >> 31;
      row_top = std::max(row_top, static_cast<std::uint32_t>(less));
    }
    jumps[n - 1 - r] = static_cast<std::uint32_t>(n - count);
    largest[n - 1 - r] = row_top + (count != n);  // a destination is row_top + 1: 0 stands for none
    board_top = std::max(board_top, row_top);
  }
  for (std::size_t lane = 0; lane < kLanes; ++lane) tail_high |= high[lane];
  return tail_high == 0 && board_top < squares;
}

}  // namespace

GridBits::GridBits(const std::vector<std::vector<int>>& grid, bool threads) : side_(grid.size()) {
  const std::uint64_t n = side_;
  const auto valid_shape = [&grid, n] {
    return n != 0 && n <= kMaxGridSide &&
           std::all_of(grid.begin(), grid.end(), [n](const std::vector<int>& row) { return row.size() == n; });
  };
  if (valid_shape()) {
    row_cells_.resize(table_index(n));
    for (std::size_t r = 0; r < n; ++r) row_cells_[r] = grid[r].data();
    check(threads);
  }
  if (row_cells_.empty()) {  // Board::from_grid names the first problem; check() only finds that there is one
    (void)Board::from_grid(grid);
    throw BoardError("not a valid grid");
  }
}

GridBits::GridBits(GridView grid, bool threads) : side_(grid.rows) { check_view(grid, threads); }

GridBits::GridBits(GridView64 grid, bool threads) : side_(grid.rows), wide_(true) { check_view(grid, threads); }

template <class Grid>
void GridBits::check_view(Grid grid, bool threads) {
  const std::uint64_t n = side_;
  if (n != 0 && n <= kMaxGridSide && grid.columns == n) {
    row_cells_.resize(table_index(n));
    for (std::size_t r = 0; r < n; ++r) row_cells_[r] = grid.row(r).data();
    check(threads);
  }
  if (row_cells_.empty()) {
    (void)Board::from_grid_view(grid);
    throw BoardError("not a valid grid");
  }
}

/// Checks every cell of the rows in row_cells_ and indexes them; clears row_cells_ when a cell is not valid.
void GridBits::check(bool threads) {
  const std::size_t n = table_index(side_);
  squares_ = n * n;
  // Each row's largest destination and its jumps, bottom first, in one allocation; then in the jumps' room the rows
  // that have any (k ≤ i: nothing unread is overwritten). Allocations count on small grids, solved in well under
  // a microsecond.
  rows_.resize(2 * n);
  const auto check_rows = [&](std::size_t first, std::size_t end) {
    const auto check_block = wide_ ? check_grid64 : check_grid;
    return check_block(row_cells_.data(), n, first, end, static_cast<std::uint32_t>(squares_), rows_.data() + n,
                      rows_.data());
  };
  bool valid = false;
  if (threads && squares_ >= kCheckOnTwoThreadsFrom && std::thread::hardware_concurrency() >= 2) {
    // The top half on another thread: from this size reading it costs far more than starting a thread.
    bool top_valid = false;
    std::thread top;
    try {
      top = std::thread([&] { top_valid = check_rows(0, n / 2); });
    } catch (const std::system_error&) {
      top_valid = check_rows(0, n / 2);  // no thread to be had: this one checks both halves
    }
    valid = check_rows(n / 2, n);
    if (top.joinable()) top.join();
    valid = valid && top_valid;
  } else {
    valid = check_rows(0, n);
  }
  if (!valid) {
    row_cells_.clear();
    return;
  }
  std::size_t k = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t jumps = rows_[n + i];
    jump_count_ += jumps;
    if (jumps != 0) rows_[n + k++] = static_cast<std::uint32_t>(n - 1 - i);
  }
  rows_.resize(n + k);
  reciprocal_ = internal::reciprocal_of(n);
  known_ = table_index(squares_ / 64 + 1);
  bits_.assign(known_ + known_ / 64 + 1, 0);
}

Board GridBits::to_board() const {
  std::vector<Jump> jumps;
  jumps.reserve(table_index(jump_count_));
  for (std::size_t i = table_index(side_); i < rows_.size(); ++i) {  // the rows holding jumps, bottom first
    const void* cells = row_cells_[rows_[i]];
    if (wide_) {
      (void)internal::append_row_jumps(side_, rows_[i], {static_cast<const std::int64_t*>(cells), static_cast<std::size_t>(side_)}, jumps);
    } else {
      (void)internal::append_row_jumps(side_, rows_[i], {static_cast<const int*>(cells), static_cast<std::size_t>(side_)}, jumps);
    }
  }
  return Board::square(side_, std::move(jumps));
}

}  // namespace snl
