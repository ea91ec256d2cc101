// snl/bitset_bfs.hpp — the least number of rolls by a bit-parallel BFS (answer only, no route).
//
// The squares are bits: one 64-bit word holds 64 squares, and one roll from every square of a word is a few
// shifts and ORs. The frontier is a bitset with a summary bit per word, visited word by word in increasing
// order, so a roll costs time in proportion to the words it touches, not to the board; landings on jump heads
// are sent one by one to their destinations (found by rank in a bitset of heads), each head once. It stops as
// soon as the last square is reached.
//
// BitBoard is the board as this search reads it: a bitset of jump heads, a rank per 64 squares and the
// destinations in head order — 0.56 bytes per square (with the search's own bitsets: 0.9) and 4 bytes per
// jump. It is built from a Board, or straight from a LeetCode grid without an intermediate Board (the fast path
// of snl::min_rolls).
//
// Time O(n² / 64 + m) in the common case (a roll touches few words), worst O(n²). Limit: kMaxDenseSquares.
// Used by solve() (and so snl::min_rolls) when no route is asked for and the board is not sparse.
// Tested by: tests/stress/stress_test.cpp (against the oracle and every other algorithm), tests/unit/solve_test.cpp.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "snl/board.hpp"

namespace snl {

class BitBoard {
 public:
  /// Throws LimitError past kMaxDenseSquares.
  explicit BitBoard(const Board& board);
  /// The LeetCode form, read in one pass. Throws BoardError exactly as Board::from_grid does.
  static BitBoard from_grid(const std::vector<std::vector<int>>& grid);

  std::uint64_t squares() const noexcept { return squares_; }
  std::size_t jump_count() const noexcept { return jumps_.empty() ? destinations_.size() : jumps_.size(); }
  /// Bit x of word x / 64: square x is a jump head.
  std::span<const std::uint64_t> heads() const noexcept { return heads_; }
  /// The destination of the jump whose head is bit `bit` of word `word` (which must be a head).
  std::uint32_t destination(std::size_t word, int bit) const noexcept;
  /// The same board as a Board.
  Board to_board() const;

 private:
  BitBoard() = default;
  void count_heads();
  std::uint64_t side_ = 0;  // 0 for a track
  std::uint64_t squares_ = 1;
  std::vector<std::uint64_t> heads_;
  std::vector<std::uint32_t> before_;        // heads in the words before w
  std::vector<std::uint32_t> destinations_;  // in head order, when read from a grid...
  std::span<const Jump> jumps_;              // ... or the Board's own jumps (no copy)
};

/// The least number of rolls on `board`, -1 when unreachable. Throws LimitError past kMaxDenseSquares.
std::int64_t min_rolls_bitset(const Board& board);
std::int64_t min_rolls_bitset(const BitBoard& board);

}  // namespace snl
