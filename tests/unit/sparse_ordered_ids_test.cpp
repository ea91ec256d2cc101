// tests/unit/sparse_ordered_ids_test.cpp — internal::OrderedIds, the sparse solver's index of live intervals by
// start (a treap per key bucket in flat arrays, replacing a std::map): named edge cases, then random inserts,
// erases and queries checked against std::map, in one bucket and in many, ids reused after erasing, buckets
// changed mid-way, with the seed printed on failure.
#include <gtest/gtest.h>

#include <cstdint>
#include <iterator>
#include <map>
#include <random>
#include <vector>

#include "solve/sparse/ordered_ids.hpp"

namespace {

using snl::internal::OrderedNode;
using Ids = snl::internal::OrderedIds<OrderedNode>;
constexpr std::uint32_t kNone = Ids::kNone;
constexpr std::uint64_t kNoKey = Ids::kNoKey;

/// The index over its own array of nodes, grown as ids appear (the solver's intervals play that part).
class OrderedIds {
 public:
  OrderedIds() : OrderedIds(~std::uint64_t{0}, 1) {}
  OrderedIds(std::uint64_t max_key, std::size_t buckets) : ids_(nodes_, max_key, buckets) {}
  void reserve(std::size_t count) { nodes_.reserve(count); }
  void insert(std::uint32_t id, std::uint64_t key) {
    if (id >= nodes_.size()) nodes_.resize(id + std::size_t{1});
    ids_.insert(id, key);
  }
  void erase(std::uint32_t id) { ids_.erase(id); }
  void rebucket(std::uint64_t max_key, std::size_t buckets) { ids_.rebucket(max_key, buckets); }
  std::uint32_t erase_next(std::uint32_t before) { return ids_.erase_next(before); }
  bool empty() const { return ids_.empty(); }
  std::uint32_t last_at_most(std::uint64_t key) const { return ids_.last_at_most(key); }
  std::uint32_t next(std::uint32_t id) const { return ids_.next(id); }
  std::uint64_t next_key(std::uint32_t id) const { return ids_.next_key(id); }
  std::uint32_t first() const { return ids_.first(); }

 private:
  std::vector<OrderedNode> nodes_;
  Ids ids_;
};

TEST(SparseOrderedIds, EmptySetAnswersNone) {
  const OrderedIds set;
  EXPECT_TRUE(set.empty());
  EXPECT_EQ(set.last_at_most(0), kNone);
  EXPECT_EQ(set.last_at_most(~std::uint64_t{0}), kNone);
}

TEST(SparseOrderedIds, PredecessorAndSuccessor) {
  OrderedIds set;
  set.insert(0, 50);
  set.insert(1, 10);
  set.insert(2, 30);
  EXPECT_EQ(set.last_at_most(9), kNone);
  EXPECT_EQ(set.last_at_most(10), 1u);
  EXPECT_EQ(set.last_at_most(29), 1u);
  EXPECT_EQ(set.last_at_most(30), 2u);
  EXPECT_EQ(set.last_at_most(~std::uint64_t{0}), 0u);
  EXPECT_EQ(set.next(1), 2u);
  EXPECT_EQ(set.next(2), 0u);
  EXPECT_EQ(set.next(0), kNone);
  EXPECT_EQ(set.next_key(1), 30u);
  EXPECT_EQ(set.next_key(2), 50u);
  EXPECT_EQ(set.next_key(0), kNoKey);
}

TEST(SparseOrderedIds, EraseNextIsHowTheSolverMerges) {
  OrderedIds set(100, 4);
  set.insert(0, 10);
  set.insert(1, 20);
  set.insert(2, 90);
  EXPECT_EQ(set.erase_next(0), 1u);
  EXPECT_EQ(set.next(0), 2u);
  EXPECT_EQ(set.next_key(0), 90u);
  EXPECT_EQ(set.erase_next(kNone), 0u);
  EXPECT_EQ(set.first(), 2u);
  EXPECT_EQ(set.last_at_most(89), kNone);
  EXPECT_EQ(set.erase_next(kNone), 2u);
  EXPECT_TRUE(set.empty());
}

TEST(SparseOrderedIds, ErasingKeepsTheOrderLinked) {
  // The solver asks for the interval after one it absorbs, then erases it.
  OrderedIds set;
  set.insert(0, 1);
  set.insert(1, 9);
  set.insert(2, 5);
  EXPECT_EQ(set.first(), 0u);
  EXPECT_EQ(set.next(0), 2u);
  set.erase(2);
  EXPECT_EQ(set.next(0), 1u);
  set.erase(0);
  EXPECT_EQ(set.first(), 1u);
  EXPECT_EQ(set.next(1), kNone);
  set.erase(1);
  EXPECT_TRUE(set.empty());
  EXPECT_EQ(set.first(), kNone);
}

TEST(SparseOrderedIds, IdsBeyondTheReservationAndExtremeKeys) {
  OrderedIds set;
  set.reserve(2);
  set.insert(1000, ~std::uint64_t{0});
  set.insert(3, 0);
  EXPECT_EQ(set.last_at_most(0), 3u);
  EXPECT_EQ(set.last_at_most(~std::uint64_t{0} - 1), 3u);
  EXPECT_EQ(set.last_at_most(~std::uint64_t{0}), 1000u);
  EXPECT_EQ(set.next(3), 1000u);
  EXPECT_EQ(set.next(1000), kNone);
}

TEST(SparseOrderedIds, AscendingKeysStayShallowEnoughForManyIds) {
  // Keys in id order (the worst case for a plain search tree): hashed priorities keep the treap balanced, so a
  // few hundred thousand inserts and queries take milliseconds, not the 10^11 steps of a list.
  OrderedIds set;
  constexpr std::uint32_t kCount = 300'000;
  set.reserve(kCount);
  for (std::uint32_t id = 0; id < kCount; ++id) set.insert(id, 2 * std::uint64_t{id});
  for (std::uint32_t id = 0; id + 1 < kCount; id += 997) {
    ASSERT_EQ(set.next(id), id + 1);
    ASSERT_EQ(set.last_at_most(2 * std::uint64_t{id} + 1), id);
  }
  for (std::uint32_t id = 0; id < kCount; id += 2) set.erase(id);
  EXPECT_EQ(set.last_at_most(1), kNone);
  EXPECT_EQ(set.last_at_most(2), 1u);
  EXPECT_EQ(set.first(), 1u);
  EXPECT_EQ(set.next(1), 3u);
}

TEST(SparseOrderedIds, BucketsKeepTheOrderAcrossBuckets) {
  OrderedIds set(1000, 10);  // buckets of 128 keys
  set.insert(0, 700);
  set.insert(1, 5);
  set.insert(2, 130);
  set.insert(3, 129);
  EXPECT_EQ(set.first(), 1u);
  EXPECT_EQ(set.next(1), 3u);
  EXPECT_EQ(set.next(3), 2u);
  EXPECT_EQ(set.next(2), 0u);
  EXPECT_EQ(set.last_at_most(4), kNone);
  EXPECT_EQ(set.last_at_most(128), 1u);
  EXPECT_EQ(set.last_at_most(699), 2u);
  EXPECT_EQ(set.last_at_most(1000), 0u);
  set.erase(3);
  set.erase(2);
  EXPECT_EQ(set.last_at_most(699), 1u);
  EXPECT_EQ(set.next(1), 0u);
  set.insert(2, 128);  // an id used again
  EXPECT_EQ(set.last_at_most(699), 2u);
  EXPECT_EQ(set.next(1), 2u);
  EXPECT_EQ(set.next(2), 0u);
}

TEST(SparseOrderedIds, RandomOperationsAgreeWithStdMap) {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    std::mt19937_64 random(seed);
    const std::uint64_t key_range = seed % 2 == 0 ? 60 : 1'000'000'000'000'000'000ULL;
    // One bucket; about one key per bucket; many keys per bucket.
    const std::size_t buckets = seed % 3 == 0 ? 1 : seed % 3 == 1 ? 1000 : 7;
    const std::uint64_t max_key = seed % 3 == 0 ? ~std::uint64_t{0} : key_range;
    OrderedIds set(max_key, buckets);
    std::map<std::uint64_t, std::uint32_t> reference;  // key -> id
    std::uint32_t next_id = 0;
    std::vector<std::uint32_t> free_ids;  // erased ids, inserted again (the solver reuses interval slots)
    for (int op = 0; op < 3000; ++op) {
      if (op % 700 == 699) set.rebucket(max_key, 1 + random() % 2000);  // as the solver does once, mid-search
      const std::uint64_t key = std::uniform_int_distribution<std::uint64_t>(0, key_range)(random);
      const int what = static_cast<int>(random() % 4);
      if (what == 0 && !reference.contains(key)) {
        std::uint32_t id = next_id;
        if (!free_ids.empty() && random() % 2 == 0) {
          id = free_ids.back();
          free_ids.pop_back();
        } else {
          ++next_id;
        }
        set.insert(id, key);
        reference.emplace(key, id);
      } else if (what == 1 && !reference.empty()) {
        auto it = reference.lower_bound(key);
        if (it == reference.end()) it = reference.begin();
        if (random() % 2 == 0) {
          set.erase(it->second);
        } else {
          const std::uint32_t before = it == reference.begin() ? kNone : std::prev(it)->second;
          ASSERT_EQ(set.erase_next(before), it->second) << "seed " << seed << ", operation " << op;
        }
        free_ids.push_back(it->second);
        reference.erase(it);
      } else if (what == 2) {
        const auto it = reference.upper_bound(key);
        const std::uint32_t want = it == reference.begin() ? kNone : std::prev(it)->second;
        ASSERT_EQ(set.last_at_most(key), want) << "seed " << seed << ", operation " << op;
      } else if (!reference.empty()) {
        auto it = reference.lower_bound(key);  // a member
        if (it == reference.end()) it = reference.begin();
        const auto following = std::next(it);
        ASSERT_EQ(set.next(it->second), following == reference.end() ? kNone : following->second)
            << "seed " << seed << ", operation " << op;
        ASSERT_EQ(set.next_key(it->second), following == reference.end() ? kNoKey : following->first)
            << "seed " << seed << ", operation " << op;
      }
      ASSERT_EQ(set.empty(), reference.empty()) << "seed " << seed;
      ASSERT_EQ(set.first(), reference.empty() ? kNone : reference.begin()->second) << "seed " << seed;
    }
  }
}

}  // namespace
