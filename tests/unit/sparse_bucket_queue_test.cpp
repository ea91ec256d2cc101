// tests/unit/sparse_bucket_queue_test.cpp — internal::BucketQueue (the label-order sweep's monotone queue of
// sources by label): edge cases, then random operations against std::multiset, seeds printed.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <random>
#include <set>
#include <utility>

#include "solve/sparse/bucket_queue.hpp"

namespace {

using snl::internal::BucketQueue;

TEST(SparseBucketQueue, PopsInKeyOrderAcrossBuckets) {
  BucketQueue<int> queue(1000, 10);
  for (std::uint64_t key : {999u, 5u, 500u, 0u, 5u, 1000u, 101u}) queue.push(key, static_cast<int>(key) + 1);
  EXPECT_EQ(queue.size(), 7u);
  for (std::uint64_t want : {0u, 5u, 5u, 101u, 500u, 999u, 1000u}) {
    ASSERT_FALSE(queue.empty());
    EXPECT_EQ(queue.top_key(), want);
    const auto [key, value] = queue.pop();
    EXPECT_EQ(key, want);
    EXPECT_EQ(value, static_cast<int>(want) + 1);
  }
  EXPECT_TRUE(queue.empty());
}

TEST(SparseBucketQueue, PushesBehindTheBucketBeingTakenStillComeOutInOrder) {
  // top_key() moves on to the bucket of 900; 150 and 120 (earlier buckets, but not below the last key taken)
  // go into the heap being taken from.
  BucketQueue<int> queue(1000, 10);
  queue.push(100, 0);
  queue.push(900, 0);
  EXPECT_EQ(queue.pop().first, 100u);
  EXPECT_EQ(queue.top_key(), 900u);
  queue.push(150, 0);
  queue.push(120, 0);
  queue.push(950, 0);
  EXPECT_EQ(queue.pop().first, 120u);
  EXPECT_EQ(queue.pop().first, 150u);
  EXPECT_EQ(queue.pop().first, 900u);
  EXPECT_EQ(queue.pop().first, 950u);
  EXPECT_TRUE(queue.empty());
}

TEST(SparseBucketQueue, RestartsFromTheFirstBucketOnceEmpty) {
  BucketQueue<int> queue(1000, 10);
  queue.push(700, 1);
  queue.push(800, 2);
  EXPECT_EQ(queue.pop().first, 700u);
  EXPECT_EQ(queue.pop().first, 800u);
  queue.restart();
  queue.push(900, 3);
  queue.push(10, 4);  // bucket 0 again: taken first, not as if behind the last key taken
  queue.push(500, 5);
  EXPECT_EQ(queue.pop(), (std::pair<std::uint64_t, int>{10, 4}));
  EXPECT_EQ(queue.pop(), (std::pair<std::uint64_t, int>{500, 5}));
  EXPECT_EQ(queue.pop(), (std::pair<std::uint64_t, int>{900, 3}));
  EXPECT_TRUE(queue.empty());
}

TEST(SparseBucketQueue, OneBucketAndFullRangeKeys) {
  const std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
  for (std::size_t buckets : {std::size_t{0}, std::size_t{1}, std::size_t{4096}}) {
    BucketQueue<int> queue(top, buckets);
    queue.push(top, 1);
    queue.push(0, 2);
    queue.push(top / 2, 3);
    EXPECT_EQ(queue.pop(), (std::pair<std::uint64_t, int>{0, 2})) << buckets;
    EXPECT_EQ(queue.pop(), (std::pair<std::uint64_t, int>{top / 2, 3})) << buckets;
    EXPECT_EQ(queue.pop(), (std::pair<std::uint64_t, int>{top, 1})) << buckets;
  }
}

TEST(SparseBucketQueue, RandomOperationsAgreeWithStdMultiset) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    std::mt19937_64 random(seed);
    const std::uint64_t max_key = seed % 4 == 0 ? 50 : seed % 4 == 1 ? 1'000'000 : std::uint64_t{1} << 60;
    const std::size_t buckets = seed % 3 == 0 ? 1 : seed % 3 == 1 ? 64 : 4096;
    BucketQueue<std::uint64_t> queue(max_key, buckets);
    std::multiset<std::pair<std::uint64_t, std::uint64_t>> reference;
    std::uint64_t floor = 0;  // the last key taken: pushes mostly go above it, as the sweep's do
    for (int op = 0; op < 20'000; ++op) {
      const auto choice = random() % 8;
      if (choice < 4 || reference.empty()) {
        // Mostly a little above the floor (as the sweep's ladders are), sometimes anywhere at all.
        const std::uint64_t span = std::min<std::uint64_t>(max_key - floor, 1000);
        const std::uint64_t key = choice == 0 ? std::uniform_int_distribution<std::uint64_t>(0, max_key)(random)
                                              : floor + std::uniform_int_distribution<std::uint64_t>(0, span)(random);
        const std::uint64_t value = random();
        queue.push(key, value);
        reference.emplace(key, value);
      } else if (choice < 7) {
        const auto [key, value] = queue.pop();
        ASSERT_EQ(key, reference.begin()->first) << "seed " << seed << " op " << op;
        // Equal keys may come out in any order: remove the very item popped.
        const auto it = reference.find({key, value});
        ASSERT_NE(it, reference.end()) << "seed " << seed << " op " << op;
        reference.erase(it);
        floor = key;
      } else {
        ASSERT_EQ(queue.top_key(), reference.begin()->first) << "seed " << seed << " op " << op;
        floor = reference.begin()->first;
      }
      if (reference.empty() && random() % 2 == 0) {
        queue.restart();
        floor = 0;
      }
      ASSERT_EQ(queue.size(), reference.size()) << "seed " << seed << " op " << op;
    }
  }
}

}  // namespace
