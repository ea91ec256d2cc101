#include "snl/meeting_bfs.hpp"

#include <algorithm>
#include <bit>
#include <memory>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

#include "core/memory.hpp"
#include "core/platform.hpp"
#include "solve/bitset/frontier.hpp"
#include "solve/bitset/grid_cells.hpp"
#include "solve/bitset/meeting.hpp"

namespace snl {
namespace {

using internal::Frontier;
using internal::Window;
using internal::Word;

struct Plan {
  Window window;
  std::size_t region_word;  // the backward search covers the squares from 64·region_word up
};

/// The squares of `word` from `from` on, as bits.
Word from_bit(Label from, std::size_t word) {
  if (from <= Label{word} << 6) return ~Word{0};
  if (from > (Label{word} << 6 | 63)) return 0;
  return ~Word{0} << (from & 63);
}

std::optional<Plan> plan_meeting(const GridBits& board, const MeetingOptions& options) {
  const std::uint64_t n = board.side();
  if (options.cut_row < 1 || options.cut_row >= n) return std::nullopt;
  const Label cut = options.cut_row * n + 1;
  // A ladder crossing the cut must start in the row just below it.
  for (std::uint64_t row = 0; row + 1 < options.cut_row; ++row) {
    if (board.largest_destination(row) >= cut) return std::nullopt;
  }
  if (cut < 2 + kDieFaces) return std::nullopt;
  Label low = cut - kDieFaces;
  const Label row_start = cut - n;
  for (std::size_t word = table_index(row_start >> 6); word <= (cut - 1) >> 6; ++word) {
    Word heads = board.read_heads(word) & from_bit(row_start, word) & ~from_bit(cut, word);
    for (; heads != 0; heads &= heads - 1) {
      const int bit = std::countr_zero(heads);
      const Label head = Label{word} << 6 | static_cast<Label>(bit);
      if (board.destination(word, bit) >= cut) low = std::min(low, head - std::min<Label>(head, kDieFaces));
    }
  }
  if (low < 2) return std::nullopt;  // square 1 must lie below the window
  return Plan{{low, cut}, static_cast<std::size_t>(low >> 6)};
}

/// The backward BFS over the region (the squares from 64·region_word up, with the rolls and jumps among them): rolls
/// from each of its squares to the last square within the region, layer by layer from the last square, until every
/// square of the window has its rolls or nothing is left. Writes `out` and sets out.done, unless cancelled first.
/// Routes leaving the region are not followed, and need not be: the route that reaches the cut for the last time
/// from a window square stays above the cut from there (docs/meeting.md).
class BackwardSearch {
 public:
  BackwardSearch(const GridBits& board, const Plan& plan, internal::Backward& out)
      : board_(board),
        plan_(plan),
        out_(out),
        first_word_(plan.region_word),
        words_(table_index(board.squares() / 64 + 1 - first_word_)) {}

  [[gnu::always_inline]] void run() {
    if (!read_jumps()) return;
    search();
  }

 private:
  /// The region's heads, and the table of heads by destination: `dest_` marks the destinations, `rank_` counts
  /// them in the words before, and slots_[i] holds a head jumping to the i-th destination and the start of a chain
  /// of any others in chain_.
  /// Rows are read top row first (their order in memory), 64 cells to a mask (four to a compare), and nothing is
  /// sorted: each head goes by its destination's rank.
  [[gnu::always_inline]] bool read_jumps() {
    const std::uint64_t n = board_.side();
    const Label region_start = Label{first_word_} << 6;
    // Room for every jump: pages never touched cost nothing.
    const internal::ZeroedBuffer<std::uint64_t> buffer(table_index(board_.jump_count()));
    // Locals, not members: stores through a 64-bit pointer may alias any 64-bit variable in memory.
    std::uint64_t* const pairs = buffer.data();  // destination << 32 | head
    Word* const head_bits = head_bits_;
    Word* const dest = dest_;
    const std::size_t first_word = first_word_;
    std::size_t count = 0;
    // Top row first: rows lie in memory top first.
    const std::uint64_t first_row = region_start < 2 ? 0 : (region_start - 1) / n;  // the row holding region_start
    for (std::uint64_t from_bottom = n; from_bottom-- > first_row;) {
      if ((from_bottom & 15) == 0 && out_.cancel.load(std::memory_order_relaxed)) return false;
      const std::uint64_t row = n - 1 - from_bottom;
      // 64 cells at a time, in memory order: a loop over each 8 cells' jumps mispredicted its exit about once per 8
      // cells.
      for (std::uint64_t k = 0; k < n; k += 64) {
        const std::uint64_t stretch = std::min<std::uint64_t>(64, n - k);
        for (Word jumps = board_.jump_bits(row, k, stretch, true); jumps != 0; jumps &= jumps - 1) {
          const std::uint64_t at = k + static_cast<std::uint64_t>(std::countr_zero(jumps));
          const std::uint32_t to = board_.cell(row, at);
          const Label head = label_of(n, {row, at});
          if (head < region_start) continue;  // below the region: no roll from within lands on it
          head_bits[(head >> 6) - first_word] |= Word{1} << (head & 63);
          if (to >= region_start) {
            dest[(to >> 6) - first_word] |= Word{1} << (to & 63);
            pairs[count++] = std::uint64_t{to} << 32 | head;
          }
        }
      }
    }
    rank_ = internal::uninitialized_array<std::uint32_t>(words_ + 1);
    std::uint32_t distinct = 0;
    for (std::size_t w = 0; w < words_; ++w) {
      rank_[w] = distinct;
      distinct += static_cast<std::uint32_t>(std::popcount(dest_[w]));
    }
    rank_[words_] = distinct;
    // One pass: each destination's first head in its slot, any further ones chained from it (one head in 19
    // destinations of 20 on random boards; a table with each destination's range of heads took two more passes).
    slots_ = internal::ZeroedBuffer<std::uint64_t>(distinct);
    std::uint64_t* const slots = slots_.data();
    chain_.assign(1, 0);  // index 0 ends a chain
    for (std::size_t j = 0; j < count; ++j) {
      const std::uint64_t head = pairs[j] & 0xFFFF'FFFFu;
      std::uint64_t& slot = slots[index_of(static_cast<std::uint32_t>(pairs[j] >> 32))];
      if (slot == 0) {
        slot = head;
      } else {
        chain_.push_back(head | (slot >> 32) << 32);
        slot = (slot & 0xFFFF'FFFFu) | std::uint64_t{chain_.size() - 1} << 32;
      }
    }
    return true;
  }

  /// The rank of destination `to` (a destination of the region) among the region's destinations.
  [[gnu::always_inline]] std::uint32_t index_of(std::uint32_t to) const {
    const std::size_t i = (to >> 6) - first_word_;
    return rank_[i] + static_cast<std::uint32_t>(std::popcount(dest_[i] & ((Word{1} << (to & 63)) - 1)));
  }

  [[gnu::always_inline]] void search() {
    const Label last = board_.squares();
    const Window window = plan_.window;
    // Locals, not members: stores through a Word pointer may alias any 64-bit variable in memory.
    const std::size_t base = first_word_;
    Word* const settled = settled_;
    const Word* const head_bits = head_bits_;
    const Word* const dest = dest_;
    const std::uint32_t* const rank = rank_.get();
    const std::uint64_t* const slots = slots_.data();
    const std::uint64_t* const chain = chain_.data();
    const std::size_t window_low = table_index(window.low >> 6), window_high = table_index((window.cut - 1) >> 6);
    Frontier* frontier = &first_frontier_;
    Frontier* next = &second_frontier_;
    std::uint64_t missing = window.cut - window.low;
    std::int64_t rolls = 0;
    if (base == 0) settled[0] = 1;  // square 0 does not exist: never stood on
    // The frontier holds the squares a roll ends on (after its jump) to stand where the last layer stands: each
    // square of the layer unless it is a head, and the heads jumping to it. Heads join their neighbours' words
    // before the six squares below each are worked out, one spread per word.
    const auto reached = [=, &next](std::size_t i, Word fresh) {
      if (const Word plain = fresh & ~head_bits[i]; plain != 0) next->add(i, plain);
      const auto land_on = [&](std::uint64_t head) {
        next->add(((head & 0xFFFF'FFFFu) >> 6) - base, Word{1} << (head & 63));
      };
      for (Word to = fresh & dest[i]; to != 0; to &= to - 1) {
        const Word below_to = (Word{1} << std::countr_zero(to)) - 1;
        const std::uint64_t slot = slots[rank[i] + static_cast<std::uint32_t>(std::popcount(dest[i] & below_to))];
        land_on(slot);
        for (std::uint64_t more = slot >> 32; more != 0; more = chain[more] >> 32) land_on(chain[more]);
      }
    };
    // Squares `bits` of word i stand rolls + 1 from the last square, unless they stand nearer.
    const auto stand = [=, this, &reached, &missing, &rolls](std::size_t i, Word bits) {
      const Word fresh = bits & ~settled[i];
      if (fresh == 0) return;
      settled[i] |= fresh;
      reached(i, fresh);
      if (base + i <= window_high && base + i >= window_low) [[unlikely]] {
        for (Word b = fresh; b != 0; b &= b - 1) {
          const Label square = Label{base + i} << 6 | static_cast<Label>(std::countr_zero(b));
          if (square >= window.low && square < window.cut) {
            out_.to_last[table_index(square - window.low)] = rolls + 1;
            --missing;
          }
        }
      }
    };
    settled[(last >> 6) - base] |= Word{1} << (last & 63);
    reached(table_index((last >> 6) - base), Word{1} << (last & 63));
    std::swap(frontier, next);
    for (;; ++rolls) {
      Word* const current = frontier->words;
      Word* const present_words = frontier->summary;
      const std::size_t high = frontier->high;
      for (std::size_t s = frontier->low; s <= high; ++s) {
        for (Word present = present_words[s]; present != 0; present &= present - 1) {
          const std::size_t i = s << 6 | static_cast<std::size_t>(std::countr_zero(present));
          const Word bits = current[i];
          current[i] = 0;
          const auto [here, before] = internal::spread_back(bits);
          stand(i, here);
          if (before != 0 && i != 0) stand(i - 1, before);  // below the region: not followed
        }
        present_words[s] = 0;
      }
      frontier->low = Frontier::kNone;
      frontier->high = 0;
      std::swap(frontier, next);
      if (missing == 0) {
        out_.exact_through = rolls + 1;
        break;
      }
      if (frontier->empty()) {
        out_.exact_through = internal::Backward::kNoLimit;
        break;
      }
      if (out_.cancel.load(std::memory_order_relaxed)) return;
    }
    out_.done.store(true, std::memory_order_release);
  }

  const GridBits& board_;
  const Plan& plan_;
  internal::Backward& out_;
  const std::size_t first_word_, words_;
  const std::size_t summaries_ = words_ / 64 + 1;
  // Five bitsets over the region's words and two frontiers' summaries, in one allocation.
  internal::ZeroedBuffer<Word> bitsets_{5 * words_ + 2 * summaries_};
  Word* const head_bits_ = bitsets_.data();
  Word* const dest_ = head_bits_ + words_;
  Word* const settled_ = dest_ + words_;
  Frontier first_frontier_{settled_ + words_, settled_ + 3 * words_};
  Frontier second_frontier_{settled_ + 2 * words_, settled_ + 3 * words_ + summaries_};
  std::unique_ptr<std::uint32_t[]> rank_;
  // By destination rank: a head jumping there, and where the chain of any others starts (head | next << 32).
  internal::ZeroedBuffer<std::uint64_t> slots_{0};
  std::vector<std::uint64_t> chain_;
};

// Cloned for CPUs with a popcount instruction: a destination's rank is a popcount (a library call otherwise).
SNL_TARGET_CLONES("popcnt", "default") void search_backward(const GridBits& board, const Plan& plan,
                                                                 internal::Backward& out) {
  BackwardSearch(board, plan, out).run();
}

}  // namespace

namespace internal {

ForwardWatch::ForwardWatch(Window window, Backward& backward)
    : window_(window),
      backward_(&backward),
      low_summary_(table_index(window.low >> 12)),
      high_summary_(table_index((window.cut - 1) >> 12)),
      from_first_(table_index(window.cut - window.low), -1) {}

void ForwardWatch::note(std::int64_t rolls, const Frontier& next) {
  for (std::size_t word = table_index(window_.low >> 6); word <= (window_.cut - 1) >> 6; ++word) {
    for (Word b = next.words[word]; b != 0; b &= b - 1) {
      const Label square = Label{word} << 6 | static_cast<Label>(std::countr_zero(b));
      if (square >= window_.low && square < window_.cut) {
        from_first_[table_index(square - window_.low)] = rolls;
        armed_ = true;
      }
    }
  }
}

std::int64_t ForwardWatch::meet(std::int64_t rolls) {
  // Known pairs give routes; a pair with a side unknown gives a bound below any route through its square.
  constexpr std::int64_t kNone = INT64_MAX;
  std::int64_t best = kNone, bound = kNone;
  bool settled = true;  // no bound can still rise: the forward search gains nothing by meeting later
  const Backward& back = *backward_;
  for (std::size_t i = 0; i < from_first_.size(); ++i) {
    const std::int64_t from = from_first_[i], to = back.to_last[i];
    if (from >= 0 && to >= 0) {
      best = std::min(best, from + to);
      continue;
    }
    if (to < 0 && back.exact_through == Backward::kNoLimit) continue;  // no route from this square to the last
    settled = settled && from >= 0;
    bound = std::min(bound, (from >= 0 ? from : rolls + 1) + (to >= 0 ? to : back.exact_through + 1));
  }
  if (best <= bound) {
    met_ = true;
    return best == kNone ? -1 : best;
  }
  if (settled) armed_ = false;
  return kSearchOn;
}

}  // namespace internal

std::optional<MeetingAnswer> min_rolls_meeting(GridBits& board, const MeetingOptions& options) {
  const std::optional<Plan> plan = plan_meeting(board, options);
  if (!plan) return std::nullopt;
  internal::Backward backward(plan->window);
  internal::ForwardWatch watch(plan->window, backward);
  if (!options.threaded) {
    search_backward(board, *plan, backward);
    const std::int64_t rolls = internal::search_watched(board, watch);
    return MeetingAnswer{rolls, watch.met()};
  }
  std::thread thread;
  try {
    thread = std::thread([&board, &plan, &backward] {
      try {
        search_backward(board, *plan, backward);
      } catch (...) {
        // Out of memory, say: the forward search needs nothing from it and goes on alone.
      }
    });
  } catch (const std::system_error&) {
    // No thread to be had: the forward search goes on alone (it never sees the backward search done).
  }
  struct Stop {
    std::thread& thread;
    internal::Backward& backward;
    ~Stop() {
      backward.cancel.store(true, std::memory_order_relaxed);
      if (thread.joinable()) thread.join();
    }
  } stop{thread, backward};
  const std::int64_t rolls = internal::search_watched(board, watch);
  return MeetingAnswer{rolls, watch.met()};
}

std::uint64_t default_cut_row(std::uint64_t n) { return n * 11 / 20; }

}  // namespace snl
