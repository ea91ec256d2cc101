// solve/sparse/bit_tree.hpp — a set of small integers 0..n-1 as bits in levels of 64-bit words (each bit of level k+1 says "word
// of level k is not zero"), for the largest member at most i in a few word reads. The sparse solver keeps one over
// the label buckets that hold a live interval: n/8 bytes, so for a million buckets the whole thing stays in cache.
//
// Time: set, reset, prev O(log_64 n) (3–4 words for n ≤ 2^24). Memory: n/8 bytes and 1/64 of that per level up.
// Tested by: tests/unit/sparse_bit_tree_test.cpp (against std::set on random operations, seeds printed).
#pragma once

#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

namespace snl::internal {

class BitTree {
 public:
  static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

  BitTree() : BitTree(1) {}
  /// Room for members 0..n-1. Precondition: n ≥ 1.
  explicit BitTree(std::size_t n) {
    do {
      n = (n + 63) / 64;
      levels_.emplace_back(n, 0);
    } while (n > 1);
  }

  void set(std::size_t i) {
    for (auto& level : levels_) {
      std::uint64_t& word = level[i / 64];
      const bool was_empty = word == 0;
      word |= std::uint64_t{1} << (i % 64);
      if (!was_empty) return;
      i /= 64;
    }
  }

  void reset(std::size_t i) {
    for (auto& level : levels_) {
      std::uint64_t& word = level[i / 64];
      word &= ~(std::uint64_t{1} << (i % 64));
      if (word != 0) return;
      i /= 64;
    }
  }

  bool test(std::size_t i) const { return (levels_[0][i / 64] >> (i % 64) & 1) != 0; }

  /// The largest member ≤ i, or kNone.
  std::size_t prev(std::size_t i) const {
    for (std::size_t level = 0; level < levels_.size(); ++level) {
      const std::size_t w = i / 64;
      const unsigned bit = i % 64;
      const std::uint64_t mask = bit == 63 ? ~std::uint64_t{0} : (std::uint64_t{2} << bit) - 1;
      if (const std::uint64_t word = levels_[level][w] & mask; word != 0) {
        i = w * 64 + 63 - static_cast<std::size_t>(std::countl_zero(word));
        while (level > 0) {
          --level;
          i = i * 64 + 63 - static_cast<std::size_t>(std::countl_zero(levels_[level][i]));
        }
        return i;
      }
      if (w == 0) return kNone;
      i = w - 1;  // the words before w: bits ≤ w-1 one level up
    }
    return kNone;
  }

 private:
  std::vector<std::vector<std::uint64_t>> levels_;  // levels_[0] holds the members
};

}  // namespace snl::internal
