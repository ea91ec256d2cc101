#include "snl/bitset_bfs.hpp"

#include <algorithm>
#include <bit>
#include <span>
#include <string>

#include "internal/memory.hpp"
#include "snl/error.hpp"

namespace snl {
namespace {

using Word = std::uint64_t;

/// The number of heads in the words before each word.
[[gnu::target_clones("popcnt", "default")]] std::vector<std::uint32_t> ranks(const std::vector<Word>& heads) {
  std::vector<std::uint32_t> before(heads.size());
  std::uint32_t count = 0;
  for (std::size_t w = 0; w < heads.size(); ++w) {
    before[w] = count;
    count += static_cast<std::uint32_t>(std::popcount(heads[w]));
  }
  return before;
}

/// The squares one roll reaches from `bits`: its own word's part and the part that spills into the next word.
struct Spread {
  Word here, next;
};
Spread spread(Word bits) {
  const auto plus_0_to_5 = [](Word b) {
    const Word s = b | (b << 1) | (b << 2);
    return s | (s << 3);
  };
  // The top six squares spill over: bit 58 + i rolled k lands on bit i + k - 6 of the next word.
  return {plus_0_to_5(bits) << 1, plus_0_to_5(bits >> 58) >> 5};
}

/// A set of squares as a bitset with a summary bit per word, so its squares are visited in increasing order at
/// a cost in proportion to the words it holds (plus one summary word per 4,096 squares of its span), however far
/// apart they lie. `low`..`high` bound the summary words in use (empty when low > high).
struct Frontier {
  static constexpr std::size_t kNone = ~std::size_t{0};
  Word* words;  // zeroed, owned by the search
  std::vector<Word> summary;
  std::size_t low = kNone, high = 0;

  Frontier(Word* zeroed, std::size_t count) : words(zeroed), summary(count / 64 + 1) {}
  bool empty() const { return low > high; }
  void add(std::size_t word, Word bits) {
    words[word] |= bits;
    summary[word >> 6] |= Word{1} << (word & 63);
    low = std::min(low, word >> 6);
    high = std::max(high, word >> 6);
  }
};

// The loops below keep every array in a local pointer and capture nothing by reference but the next frontier:
// stores through a Word pointer may alias any other 64-bit variable in memory, which would otherwise be
// reloaded after every store (measured: 164 instructions per roll on a plain board, before).
//
// Cloned for CPUs with a popcount instruction: the rank of a jump head is a popcount (a library call otherwise).
[[gnu::target_clones("popcnt", "default")]] std::int64_t search(const BitBoard& board) {
  const std::uint64_t last = board.squares();
  if (last == 1) return 0;
  const std::size_t words = board.heads().size();
  const std::size_t last_word = last >> 6;
  const Word last_bit = Word{1} << (last & 63);
  const Word in_board = last_bit | (last_bit - 1);  // bits of the last word up to the last square
  // Four bitsets in one allocation, large enough for huge pages (four small ones would each fault in 4 KiB at a
  // time: measured, a third of all page faults on a 3000×3000 board): the squares some route stands on, the
  // jump heads some roll has landed on (each taken once), and two frontiers.
  const internal::ZeroedBuffer<Word> bitsets(4 * (words + 1));
  Word* const stood = bitsets.data();
  Word* const landed = stood + (words + 1);
  const Word* const heads = board.heads().data();
  Frontier first(landed + (words + 1), words + 1), second(landed + 2 * (words + 1), words + 1);
  Frontier* frontier = &first;  // squares first stood on at the last roll
  Frontier* next = &second;     // ... and at this roll
  frontier->add(0, Word{1} << 1);
  stood[0] = Word{1} << 1;
  // The landings `bits` in `word` of this roll: new squares stood on, directly or through new heads' jumps.
  const auto land = [=, &board, &next](std::size_t word, Word bits) {
    if (word >= last_word) {
      if (word > last_word) return;
      bits &= in_board;
    }
    if (const Word plain = bits & ~heads[word] & ~stood[word]; plain != 0) {
      stood[word] |= plain;
      next->add(word, plain);
    }
    const Word new_heads = bits & heads[word] & ~landed[word];
    landed[word] |= new_heads;
    for (Word h = new_heads; h != 0; h &= h - 1) {
      const std::uint32_t to = board.destination(word, std::countr_zero(h));
      const Word bit = Word{1} << (to & 63) & ~stood[to >> 6];
      stood[to >> 6] |= bit;
      next->add(to >> 6, bit);  // an empty word when `to` was stood on already: harmless
    }
  };
  for (std::int64_t rolls = 1; !frontier->empty(); ++rolls) {
    Word* const current = frontier->words;
    Word* const summary = frontier->summary.data();
    const std::size_t high = frontier->high;
    for (std::size_t s = frontier->low; s <= high; ++s) {
      for (Word present = summary[s]; present != 0; present &= present - 1) {
        const std::size_t word = (s << 6) | static_cast<std::size_t>(std::countr_zero(present));
        const auto [here, over] = spread(current[word]);
        current[word] = 0;
        land(word, here);
        if (over != 0) land(word + 1, over);  // a word may be landed on twice in a roll: landing is idempotent
      }
      summary[s] = 0;
    }
    if ((stood[last_word] & last_bit) != 0) return rolls;
    frontier->low = Frontier::kNone;
    frontier->high = 0;
    std::swap(frontier, next);
  }
  return -1;
}

}  // namespace

BitBoard::BitBoard(const Board& board) : side_(board.side()), squares_(board.squares()), jumps_(board.jumps()) {
  if (board.squares() > kMaxDenseSquares) {
    throw LimitError("a board of " + std::to_string(board.squares()) + " squares is too large for the bitset BFS");
  }
  heads_ = internal::huge_vector<Word>(squares_ / 64 + 1, 0);
  for (const Jump& jump : jumps_) heads_[jump.from >> 6] |= Word{1} << (jump.from & 63);
  count_heads();
}

BitBoard BitBoard::from_grid(const std::vector<std::vector<int>>& grid) {
  const std::uint64_t n = grid.size();
  const auto refuse = [&grid] {  // Board::from_grid names the first problem; this only finds that there is one
    (void)Board::from_grid(grid);
    throw BoardError("not a valid grid");
  };
  if (n == 0 || n > kMaxGridSide) refuse();
  BitBoard board;
  board.side_ = n;
  board.squares_ = n * n;
  board.heads_ = internal::huge_vector<Word>(board.squares_ / 64 + 1, 0);
  // Rows in label order (bottom first), each read in its direction, so the heads come in order. No branch
  // depends on whether a cell jumps (a random board would mispredict it): each destination is written to a row
  // buffer and kept by advancing a count, and each head bit is gathered in a register word.
  std::vector<std::uint32_t> row_destinations(n);
  const std::uint64_t squares = board.squares_;
  Word* const heads = board.heads_.data();
  std::uint32_t* const destinations = row_destinations.data();
  Label label = 1;
  Word gathered = 0;
  for (std::uint64_t r = n; r-- > 0;) {
    const std::vector<int>& row = grid[r];
    if (row.size() != n) refuse();
    // First the row's jump count and validity, in a loop the compiler vectorizes; rows without jumps (most of a
    // sparse board) end there.
    std::uint32_t jumps_in_row = 0;
    std::uint32_t invalid = 0;
    for (const int value : row) {
      const auto v = static_cast<std::uint32_t>(value);
      const std::uint32_t jumps = v != ~0u;
      jumps_in_row += jumps;
      // !is_cell_value(squares, value), without the branches of its short-circuit (squares < 2^31 here)
      invalid |= jumps & static_cast<std::uint32_t>(v - 1u >= static_cast<std::uint32_t>(squares));
    }
    if (invalid != 0) refuse();
    if (jumps_in_row == 0) {
      const std::size_t word = label >> 6;
      label += n;
      if ((label >> 6) != word) heads[word] |= gathered, gathered = 0;
      continue;
    }
    const bool forward = runs_left_to_right(n, r);
    const int* cell = forward ? row.data() : row.data() + n - 1;
    const std::ptrdiff_t step = forward ? 1 : -1;
    std::size_t count = 0;
    for (std::uint64_t k = 0; k < n; ++k, ++label, cell += step) {
      const int value = *cell;
      const bool jumps = value != -1;
      destinations[count] = static_cast<std::uint32_t>(value);
      count += jumps;
      gathered |= Word{jumps} << (label & 63);
      if ((label & 63) == 63) {
        heads[label >> 6] |= gathered;
        gathered = 0;
      }
    }
    if (board.destinations_.size() + count > board.destinations_.capacity()) {
      internal::reserve_huge(board.destinations_, 2 * (board.destinations_.size() + count));
    }
    board.destinations_.insert(board.destinations_.end(), destinations, destinations + count);
  }
  if (gathered != 0) heads[(label - 1) >> 6] |= gathered;  // the last word, when not full
  board.count_heads();
  return board;
}

void BitBoard::count_heads() { before_ = ranks(heads_); }

std::uint32_t BitBoard::destination(std::size_t word, int bit) const noexcept {
  const Word lower = heads_[word] & ((Word{1} << bit) - 1);
  const std::uint32_t rank = before_[word] + static_cast<std::uint32_t>(std::popcount(lower));
  return jumps_.empty() ? destinations_[rank] : static_cast<std::uint32_t>(jumps_[rank].to);
}

Board BitBoard::to_board() const {
  std::vector<Jump> jumps(jumps_.begin(), jumps_.end());
  if (jumps_.empty()) {
    jumps.reserve(destinations_.size());
    for (std::size_t w = 0; w < heads_.size(); ++w) {
      for (Word h = heads_[w]; h != 0; h &= h - 1) {
        const Label from = (Label{w} << 6) | static_cast<Label>(std::countr_zero(h));
        jumps.push_back({from, destinations_[jumps.size()]});
      }
    }
  }
  return side_ != 0 ? Board::square(side_, std::move(jumps)) : Board::track(squares_, std::move(jumps));
}

std::int64_t min_rolls_bitset(const Board& board) { return search(BitBoard(board)); }
std::int64_t min_rolls_bitset(const BitBoard& board) { return search(board); }

}  // namespace snl
