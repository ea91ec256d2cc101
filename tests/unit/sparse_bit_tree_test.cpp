// tests/unit/sparse_bit_tree_test.cpp — internal::BitTree (levels of bit words; the sparse solver's set of label
// buckets that hold a live interval): edge cases, then random operations against std::set, seeds printed.
#include <gtest/gtest.h>

#include <cstdint>
#include <iterator>
#include <random>
#include <set>

#include "solve/sparse/bit_tree.hpp"

namespace {

using snl::internal::BitTree;

TEST(SparseBitTree, EmptyAnswersNone) {
  const BitTree bits(1000);
  EXPECT_EQ(bits.prev(0), BitTree::kNone);
  EXPECT_EQ(bits.prev(999), BitTree::kNone);
}

TEST(SparseBitTree, PrevAcrossWordsAndLevels) {
  BitTree bits(300'000);  // three levels
  bits.set(0);
  bits.set(63);
  bits.set(64);
  bits.set(299'999);
  EXPECT_EQ(bits.prev(0), 0u);
  EXPECT_EQ(bits.prev(62), 0u);
  EXPECT_EQ(bits.prev(63), 63u);
  EXPECT_EQ(bits.prev(200'000), 64u);
  EXPECT_EQ(bits.prev(299'999), 299'999u);
  bits.reset(64);
  bits.reset(63);
  EXPECT_EQ(bits.prev(299'998), 0u);
  bits.reset(0);
  EXPECT_EQ(bits.prev(299'998), BitTree::kNone);
  EXPECT_TRUE(bits.test(299'999));
  EXPECT_FALSE(bits.test(0));
}

TEST(SparseBitTree, RandomOperationsAgreeWithStdSet) {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    std::mt19937_64 random(seed);
    const std::size_t n = seed % 3 == 0 ? 5 : seed % 3 == 1 ? 4096 : 270'000;
    BitTree bits(n);
    std::set<std::size_t> reference;
    for (int op = 0; op < 4000; ++op) {
      const std::size_t i = std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
      switch (random() % 3) {
        case 0:
          bits.set(i);
          reference.insert(i);
          break;
        case 1:
          bits.reset(i);
          reference.erase(i);
          break;
        default: {
          const auto it = reference.upper_bound(i);
          const std::size_t want = it == reference.begin() ? BitTree::kNone : *std::prev(it);
          ASSERT_EQ(bits.prev(i), want) << "seed " << seed << ", operation " << op;
        }
      }
      ASSERT_EQ(bits.test(i), reference.contains(i)) << "seed " << seed;
    }
  }
}

}  // namespace
