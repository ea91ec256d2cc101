// Internal: a priority queue for keys up to a known bound, spread fairly evenly over it (the label-order
// sweep's pending sources: jump destinations). Keys fall into buckets by their high bits (about `buckets` of
// them); only the bucket being taken from is a binary heap, the ones ahead are plain vectors appended to. So a
// push ahead is an append (the appends of a whole pass go to a few thousand open lines: cache-resident) and a key
// is compared only within its bucket: O(log k) for k keys in a bucket, plus O(buckets) per round through the
// queue. It replaced a radix heap here, whose items moved down about 20 buckets each on 60-bit random keys (40%
// of the sweep's time).
//
// Any key may be pushed at any time: keys in the bucket being taken, or in one before it, go into its heap (so a
// key below the last one taken comes out next). It is fast when pushes land ahead of what is taken, as the
// sweep's do.
// Tested by: tests/unit/sparse_bucket_queue_test.cpp (against std::multiset on random operations, seeds printed).
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace snl::internal {

template <class T>
class BucketQueue {
 public:
  using Item = std::pair<std::uint64_t, T>;

  /// Keys in 0..max_key, over at most `buckets` buckets (at least one).
  BucketQueue(std::uint64_t max_key, std::size_t buckets) {
    if (buckets < 1) buckets = 1;
    while (shift_ < 64 && (max_key >> shift_) >= buckets) ++shift_;
    buckets_.resize(shift_ == 64 ? 1 : static_cast<std::size_t>(max_key >> shift_) + 1);
  }

  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }

  /// Precondition: key ≤ max_key.
  void push(std::uint64_t key, T value) {
    const std::size_t b = bucket(key);
    ++size_;
    if (b <= at_) {
      heap_.emplace_back(key, std::move(value));
      std::push_heap(heap_.begin(), heap_.end(), std::greater<>());
    } else {
      buckets_[b].emplace_back(key, std::move(value));
    }
  }

  /// The least key. Precondition: !empty().
  std::uint64_t top_key() {
    settle();
    return heap_.front().first;
  }

  /// An item with the least key. Precondition: !empty().
  Item pop() {
    settle();
    std::pop_heap(heap_.begin(), heap_.end(), std::greater<>());
    Item item = std::move(heap_.back());
    heap_.pop_back();
    --size_;
    return item;
  }

 private:
  std::size_t bucket(std::uint64_t key) const { return shift_ == 64 ? 0 : static_cast<std::size_t>(key >> shift_); }

  /// Makes the heap hold the least keys (the next nonempty bucket's). Precondition: !empty().
  void settle() {
    assert(size_ > 0);
    while (heap_.empty()) {
      ++at_;
      assert(at_ < buckets_.size());
      heap_.swap(buckets_[at_]);
      std::vector<Item>().swap(buckets_[at_]);  // the old heap's room: nothing comes back to this bucket
      std::make_heap(heap_.begin(), heap_.end(), std::greater<>());
    }
  }

  unsigned shift_ = 0;
  std::vector<std::vector<Item>> buckets_;
  std::vector<Item> heap_;  // the items of buckets 0..at_
  std::size_t at_ = 0;      // the bucket being taken from
  std::size_t size_ = 0;
};

}  // namespace snl::internal
