// solve/bitset/frontier.hpp — the bit-parallel searches' shared pieces: a set of squares as words with a summary, and
// one roll's spread of a word of squares, forward (from square 1) and backward (towards it).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace snl::internal {

using Word = std::uint64_t;

/// The squares one roll reaches from `bits`: its own word's part and the part that spills into the next word.
struct Spread {
  Word here, next;
};
inline Spread spread(Word bits) {
  const auto plus_0_to_5 = [](Word b) {
    const Word s = b | (b << 1) | (b << 2);
    return s | (s << 3);
  };
  // The top six squares spill over: bit 58 + i rolled k lands on bit i + k - 6 of the next word.
  return {plus_0_to_5(bits) << 1, plus_0_to_5(bits >> 58) >> 5};
}

/// The squares one roll reaches `bits` from: its own word's part and the part in the word before.
struct SpreadBack {
  Word here, before;
};
inline SpreadBack spread_back(Word bits) {
  const Word s = bits | (bits >> 1) | (bits >> 2);
  const Word down = s | (s >> 3);  // bits, and 1..5 below
  const Word t = bits | (bits << 1) | (bits << 2);
  const Word up = t | (t << 3);  // bits, and 1..5 above
  // Bit i < 6 reached by rolling k is bit 64 + i - k of the word before: up << 58 holds bits i + 58 .. i + 63.
  return {down >> 1, up << 58};
}

/// A set of squares as a bitset with a summary bit per word, so its squares are visited in increasing order at
/// a cost in proportion to the words it holds (plus one summary word per 4,096 squares of its span), however far
/// apart they lie. `low`..`high` bound the summary words in use (empty when low > high).
struct Frontier {
  static constexpr std::size_t kNone = ~std::size_t{0};
  Word* words;    // zeroed, owned by the search
  Word* summary;  // zeroed, owned by the search
  std::size_t low = kNone, high = 0;

  bool empty() const { return low > high; }
  void add(std::size_t word, Word bits) {
    words[word] |= bits;
    summary[word >> 6] |= Word{1} << (word & 63);
    low = std::min(low, word >> 6);
    high = std::max(high, word >> 6);
  }
};

}  // namespace snl::internal
