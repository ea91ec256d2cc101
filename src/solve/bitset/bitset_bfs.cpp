#include "snl/bitset_bfs.hpp"

// The bit-parallel BFS (snl/bitset_bfs.hpp) over a BitBoard or a GridBits (solve/bitset/grid_bits.cpp).
#include "snl/bitset_bfs.hpp"

#include <bit>
#include <functional>
#include <span>
#include <string>

#include "core/memory.hpp"
#include "core/platform.hpp"
#include "snl/error.hpp"
#include "solve/bitset/divide.hpp"
#include "solve/bitset/frontier.hpp"
#include "solve/bitset/grid_cells.hpp"
#include "solve/bitset/meeting.hpp"

namespace snl {
namespace {

using internal::Frontier;
using internal::Word;

/// The number of heads in the words before each word.
SNL_TARGET_CLONES("popcnt", "default") std::vector<std::uint32_t> ranks(const std::vector<Word>& heads) {
  std::vector<std::uint32_t> before(heads.size());
  std::uint32_t count = 0;
  for (std::size_t w = 0; w < heads.size(); ++w) {
    before[w] = count;
    count += static_cast<std::uint32_t>(std::popcount(heads[w]));
  }
  return before;
}

// The loops below keep every array in a local pointer and capture nothing by reference but the board, the next
// frontier and the queue of heads: stores through a Word pointer may alias any other 64-bit variable in memory,
// which would otherwise be reloaded after every store.
// `Bits` is BitBoard or GridBits: heads(word) and destination(word, bit). `Watch` is told each roll's new frontier
// and may end the search with an answer (solve/bitset/meeting.hpp); NoWatch compiles to nothing.
struct NoWatch {
  std::int64_t operator()(std::int64_t, const Frontier&) const { return internal::kSearchOn; }
};
template <class Bits, class Watch = NoWatch>
[[gnu::always_inline]] inline std::int64_t search(Bits& board, Watch watch = {}) {
  const std::uint64_t last = board.squares();
  if (last == 1) return 0;
  const std::size_t words = table_index(last / 64 + 1);
  const std::size_t last_word = table_index(last >> 6);
  const Word last_bit = Word{1} << (last & 63);
  const Word in_board = last_bit | (last_bit - 1);  // bits of the last word up to the last square
  // Four bitsets and the frontiers' summaries in one allocation, large enough for huge pages (four small ones
  // would each fault in 4 KiB at a time): the squares
  // some route stands on, the jump heads some roll has landed on (each taken once), and two frontiers.
  const std::size_t span = words + 1, summaries = span / 64 + 1;
  const internal::ZeroedBuffer<Word> bitsets(4 * span + 2 * summaries);
  Word* const stood = bitsets.data();
  Word* const landed = stood + span;
  Word* const summary = landed + 3 * span;
  Frontier first{landed + span, summary}, second{landed + 2 * span, summary + summaries};
  Frontier* frontier = &first;  // squares first stood on at the last roll
  Frontier* next = &second;     // ... and at this roll
  frontier->add(0, Word{1} << 1);
  stood[0] = Word{1} << 1;
  // New heads landed on are queued (a word and its bits, appended without a branch) and taken in one loop with
  // one bit per pass: a loop over each landing's heads exited at a count that is data, a mispredicted branch
  // per landing or so.
  constexpr std::size_t kQueue = 256;
  std::size_t queued_words[kQueue];
  Word queued_heads[kQueue];
  std::size_t queued = 0;
  const auto take_heads = [&] {
    for (std::size_t i = 0; i < queued;) {
      const std::size_t word = queued_words[i];
      const Word h = queued_heads[i];
      const std::uint32_t to = board.destination(word, std::countr_zero(h));
      queued_heads[i] = h & (h - 1);
      i += queued_heads[i] == 0;
      const Word bit = Word{1} << (to & 63) & ~stood[to >> 6];
      stood[to >> 6] |= bit;
      next->add(to >> 6, bit);  // an empty word when `to` was stood on already: harmless
    }
    queued = 0;
  };
  // The landings `bits` in `word` of this roll: new squares stood on, directly or through new heads' jumps.
  const auto land = [=, &board, &next, &queued, &queued_words, &queued_heads, &take_heads](std::size_t word,
                                                                                            Word bits) {
    if (word >= last_word) {
      if (word > last_word) return;
      bits &= in_board;
    }
    const Word heads = board.heads(word);
    if (const Word plain = bits & ~heads & ~stood[word]; plain != 0) {
      stood[word] |= plain;
      next->add(word, plain);
    }
    const Word new_heads = bits & heads & ~landed[word];
    landed[word] |= new_heads;
    queued_words[queued] = word;
    queued_heads[queued] = new_heads;
    queued += new_heads != 0;
    if (queued == kQueue) [[unlikely]] take_heads();
  };
  for (std::int64_t rolls = 1; !frontier->empty(); ++rolls) {
    Word* const current = frontier->words;
    Word* const present_words = frontier->summary;
    const std::size_t high = frontier->high;
    for (std::size_t s = frontier->low; s <= high; ++s) {
      for (Word present = present_words[s]; present != 0; present &= present - 1) {
        const std::size_t word = (s << 6) | static_cast<std::size_t>(std::countr_zero(present));
        const auto [here, over] = internal::spread(current[word]);
        current[word] = 0;
        land(word, here);
        if (over != 0) land(word + 1, over);  // a word may be landed on twice in a roll: landing is idempotent
      }
      present_words[s] = 0;
    }
    take_heads();
    if ((stood[last_word] & last_bit) != 0) return rolls;
    if (const std::int64_t answer = watch(rolls, *next); answer != internal::kSearchOn) return answer;
    frontier->low = Frontier::kNone;
    frontier->high = 0;
    std::swap(frontier, next);
  }
  return -1;
}

// Cloned for CPUs with a popcount instruction: the rank of a jump head is a popcount (a library call otherwise).
SNL_TARGET_CLONES("popcnt", "default") std::int64_t search_bits(const BitBoard& board) { return search(board); }
SNL_TARGET_CLONES("popcnt", "default") std::int64_t search_grid(GridBits& board) { return search(board); }

}  // namespace

BitBoard::BitBoard(const Board& board) : squares_(board.squares()), jumps_(board.jumps()) {
  if (board.squares() > kMaxDenseSquares) {
    throw LimitError("a board of " + std::to_string(board.squares()) + " squares is too large for the bitset BFS");
  }
  heads_ = internal::huge_vector<Word>(table_index(squares_ / 64 + 1), 0);
  for (const Jump& jump : jumps_) heads_[table_index(jump.from >> 6)] |= Word{1} << (jump.from & 63);
  before_ = ranks(heads_);
}

std::uint32_t BitBoard::destination(std::size_t word, int bit) const noexcept {
  const Word lower = heads_[word] & ((Word{1} << bit) - 1);
  return static_cast<std::uint32_t>(jumps_[before_[word] + static_cast<std::uint32_t>(std::popcount(lower))].to);
}

// GridBits' reading of the grid lives here, beside the search, so that the compiler inlines it there.
void GridBits::work_out(std::size_t word) {
  bits_[word] = read_heads(word);
  bits_[known_ + (word >> 6)] |= Word{1} << (word & 63);
}

std::uint64_t GridBits::read_heads(std::size_t word) const noexcept {
  // Squares 64·word .. 64·word + 63 lie in one row or a few, each a stretch of cells read in its direction.
  const std::uint64_t n = side_;
  Label label = std::max<Label>(Label{word} << 6, 1);
  const Label end = std::min<Label>((Label{word} << 6) | 63, squares_);
  Word bits = 0;
  while (label <= end) {
    const Cell cell = cell_of(n, label);
    const bool forward = runs_left_to_right(n, cell.row);
    const std::uint64_t count = std::min(forward ? n - cell.column : cell.column + 1, end - label + 1);
    bits |= jump_bits(cell.row, cell.column, count, forward) << (label & 63);
    label += count;
  }
  return bits;
}

std::uint32_t GridBits::destination(std::size_t word, int bit) const noexcept {
  // The row by a multiplication: a division's latency, once per jump taken, was a tenth of the search.
  const Label label = (Label{word} << 6) | static_cast<Label>(bit);
  const Cell cell = cell_in_row(side_, label, internal::quotient(label - 1, reciprocal_));
  return this->cell(cell.row, cell.column);
}

std::int64_t min_rolls_bitset(const Board& board) { return search_bits(BitBoard(board)); }
std::int64_t min_rolls_bitset(const BitBoard& board) { return search_bits(board); }
std::int64_t min_rolls_bitset(GridBits& board) { return search_grid(board); }

namespace internal {
SNL_TARGET_CLONES("popcnt", "default") std::int64_t search_watched(GridBits& board, ForwardWatch& watch) {
  return search(board, std::ref(watch));
}
}  // namespace internal

}  // namespace snl
