// snl/bitset_bfs.hpp — the least number of rolls by a bit-parallel BFS (answer only, no route).
//
// The squares are bits: one 64-bit word holds 64 squares, and one roll from every square of a word is a few
// shifts and ORs. The frontier is a bitset with a summary bit per word, visited word by word in increasing
// order, so a roll costs time in proportion to the words it touches, not to the board; landings on jump heads
// are sent one by one to their destinations, each head once. It stops as soon as the last square is reached.
//
// The search reads a board in one of two forms. BitBoard, built from a Board: a bitset of jump heads and a rank
// per 64 squares (0.19 bytes per square), destinations read from the Board's jumps by rank. GridBits, a LeetCode
// grid read in place (the fast path of snl::min_rolls; 0.13 bytes per square): the whole grid is checked first
// in one vectorized pass (its two halves on two threads from 2^20 squares, when there are two cores), then the
// heads among 64 squares are worked out when the search first reaches them and a destination is read from its
// cell — a search that stops early reads little of the grid beyond the check.
// The search's own bitsets add 0.5 bytes per square.
//
// Time O(n² / 64 + m) in the common case (a roll touches few words), worst O(n²). Limit: kMaxDenseSquares.
// Used by solve() (and so snl::min_rolls) when no route is asked for and the board is not sparse.
// Tested by: tests/stress/stress_test.cpp (against the oracle and every other algorithm, from a Board and in place
// on the grid), tests/unit/bitset_bfs_test.cpp (word edges, words spanning rows, every bad value in vectors and
// tails). docs/bitset.md.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "snl/board.hpp"

namespace snl {

/// A Board as the search reads it. Holds a view of the Board's jumps: the Board must outlive it.
class BitBoard {
 public:
  /// Throws LimitError past kMaxDenseSquares.
  explicit BitBoard(const Board& board);
  explicit BitBoard(Board&&) = delete;  // a temporary would leave the view dangling

  std::uint64_t squares() const noexcept { return squares_; }
  /// Bit x % 64 of word x / 64: square x is a jump head.
  std::uint64_t heads(std::size_t word) const noexcept { return heads_[word]; }
  /// The destination of the jump whose head is bit `bit` of word `word` (which must be a head).
  std::uint32_t destination(std::size_t word, int bit) const noexcept;

 private:
  std::uint64_t squares_;
  std::vector<std::uint64_t> heads_;
  std::vector<std::uint32_t> before_;  // heads in the words before w
  std::span<const Jump> jumps_;
};

/// A LeetCode grid (nested vectors, or one block: GridView) as the search reads it, in place. Holds a reference:
/// the grid must outlive it.
class GridBits {
 public:
  /// Checks the whole grid (its two halves on two threads from 2^20 squares when `threads` allows and the machine
  /// has two cores). Throws BoardError exactly as Board::from_grid does.
  explicit GridBits(const std::vector<std::vector<int>>& grid, bool threads = true);
  explicit GridBits(std::vector<std::vector<int>>&&, bool = true) = delete;  // a temporary would leave the reference dangling
  /// The same over a grid in one block (its memory must outlive the GridBits), of C ints or of 64-bit cells.
  explicit GridBits(GridView grid, bool threads = true);
  explicit GridBits(GridView64 grid, bool threads = true);

  std::uint64_t squares() const noexcept { return squares_; }
  std::uint64_t jump_count() const noexcept { return jump_count_; }
  /// Bit x % 64 of word x / 64: square x is a jump head; worked out from the grid on the word's first use.
  std::uint64_t heads(std::size_t word) {
    if ((bits_[known_ + (word >> 6)] >> (word & 63) & 1) == 0) [[unlikely]] work_out(word);
    return bits_[word];
  }
  /// The jump heads among squares 64·word .. 64·word + 63 read from the grid, without keeping them (const: safe
  /// beside a search on another thread).
  std::uint64_t read_heads(std::size_t word) const noexcept;
  /// The destination of the jump whose head is bit `bit` of word `word` (which must be a head): its cell.
  std::uint32_t destination(std::size_t word, int bit) const noexcept;
  std::uint64_t side() const noexcept { return side_; }
  // The two cell readers are defined inline in src/solve/bitset/grid_cells.hpp, for the searches (include it to
  // call them).
  /// Bit k: the k-th of the `count` ≤ 64 cells from (row, column) on (row 0 = top), in the given direction, holds
  /// a jump.
  std::uint64_t jump_bits(std::uint64_t row, std::uint64_t column, std::uint64_t count, bool forward) const noexcept;
  /// The value of cell (row, column), row 0 the top one (checked: -1 or a label).
  std::uint32_t cell(std::uint64_t row, std::uint64_t column) const noexcept;
  /// The largest destination in the `row`-th row from the bottom (squares n·row + 1 .. n·row + n), 0 if none.
  std::uint32_t largest_destination(std::uint64_t row) const noexcept { return rows_[table_index(row)]; }
  /// The same board as a Board (reads only the rows holding jumps).
  Board to_board() const;

 private:
  void check(bool threads);
  template <class Grid>
  void check_view(Grid grid, bool threads);
  void work_out(std::size_t word);
  std::uint64_t side_;
  std::uint64_t squares_;
  std::uint64_t jump_count_ = 0;
  std::uint64_t reciprocal_ = 0;                // of n: label / n as a multiplication (internal/divide.hpp)
  // Each row's largest destination, bottom first (label order); then the grid rows holding a jump, bottom first.
  std::vector<std::uint32_t> rows_;
  // One allocation: the heads (words not yet worked out are 0), then from index known_ a bit per word of them,
  // set once the word is worked out.
  std::vector<std::uint64_t> bits_;
  std::size_t known_ = 0;
  // Where each grid row's cells are, top row first: nested vectors and one block read alike; C ints, or 64-bit
  // integers when wide_ (read in place: converting NumPy's default int64 cost 20 times the search on a plain board).
  std::vector<const void*> row_cells_;
  bool wide_ = false;
};

/// The least number of rolls on `board`, -1 when unreachable. Throws LimitError past kMaxDenseSquares.
std::int64_t min_rolls_bitset(const Board& board);
std::int64_t min_rolls_bitset(const BitBoard& board);
std::int64_t min_rolls_bitset(GridBits& board);

}  // namespace snl
