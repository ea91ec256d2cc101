#include "snl/bitset_bfs.hpp"

#include <bit>
#include <span>
#include <string>

#include "snl/error.hpp"

namespace snl {
namespace {

/// The board as bits: which squares hold a jump head, and where the jump goes, found by rank among the heads in
/// the board's own sorted jump list (no copy of it).
struct BitBoard {
  std::uint64_t last = 1;
  std::vector<std::uint64_t> moves;   // bit x: square x is a jump head (self-jumps included: they lead back)
  std::vector<std::uint32_t> before;  // heads in the words before w
  std::span<const Jump> jumps;

  explicit BitBoard(const Board& board) : last(board.squares()), moves(board.squares() / 64 + 1, 0), jumps(board.jumps()) {
    for (const Jump& jump : jumps) moves[jump.from >> 6] |= std::uint64_t{1} << (jump.from & 63);
    before.resize(moves.size());
    std::uint32_t count = 0;
    for (std::size_t w = 0; w < moves.size(); ++w) {
      before[w] = count;
      count += static_cast<std::uint32_t>(std::popcount(moves[w]));
    }
  }
  std::uint32_t destination(std::size_t word, int bit) const {
    const std::uint64_t lower = moves[word] & ((std::uint64_t{1} << bit) - 1);
    return static_cast<std::uint32_t>(jumps[before[word] + static_cast<std::uint32_t>(std::popcount(lower))].to);
  }
};

struct Bits {
  std::uint32_t word;
  std::uint64_t bits;
};

std::int64_t search(const BitBoard& board) {
  const std::uint64_t last = board.last;
  if (last == 1) return 0;
  const std::size_t words = board.moves.size();
  const std::size_t last_word = last >> 6;
  const std::uint64_t last_bit = std::uint64_t{1} << (last & 63);
  const std::uint64_t in_board = last_bit | (last_bit - 1);  // bits of the last word up to the last square
  std::vector<std::uint64_t> stood(words, 0);                // squares some route stands on
  std::vector<std::uint64_t> landing(words + 1, 0);          // landings of the current roll, by word
  std::vector<std::uint32_t> touched;
  std::vector<Bits> frontier{{0, std::uint64_t{1} << 1}}, next;
  stood[0] = std::uint64_t{1} << 1;
  for (std::int64_t rolls = 1; !frontier.empty(); ++rolls) {
    touched.clear();
    const auto land = [&](std::uint32_t w, std::uint64_t bits) {
      if (bits == 0) return;
      if (landing[w] == 0) touched.push_back(w);
      landing[w] |= bits;
    };
    for (const Bits& f : frontier) {
      const std::uint64_t b = f.bits;
      land(f.word, (b << 1) | (b << 2) | (b << 3) | (b << 4) | (b << 5) | (b << 6));
      land(f.word + 1, (b >> 63) | (b >> 62) | (b >> 61) | (b >> 60) | (b >> 59) | (b >> 58));
    }
    next.clear();
    for (const std::uint32_t w : touched) {
      std::uint64_t bits = landing[w];
      landing[w] = 0;
      if (w > last_word) continue;
      if (w == last_word) bits &= in_board;
      if (const std::uint64_t plain = bits & ~board.moves[w] & ~stood[w]; plain != 0) {
        stood[w] |= plain;
        next.push_back({w, plain});
      }
      for (std::uint64_t heads = bits & board.moves[w]; heads != 0; heads &= heads - 1) {
        const std::uint32_t to = board.destination(w, std::countr_zero(heads));
        const std::uint64_t bit = std::uint64_t{1} << (to & 63);
        if ((stood[to >> 6] & bit) != 0) continue;
        stood[to >> 6] |= bit;
        next.push_back({to >> 6, bit});
      }
    }
    if ((stood[last_word] & last_bit) != 0) return rolls;
    frontier.swap(next);
  }
  return -1;
}

}  // namespace

std::int64_t min_rolls_bitset(const Board& board) {
  if (board.squares() > kMaxDenseSquares) {
    throw LimitError("a board of " + std::to_string(board.squares()) + " squares is too large for the bitset BFS");
  }
  return search(BitBoard(board));
}

}  // namespace snl
