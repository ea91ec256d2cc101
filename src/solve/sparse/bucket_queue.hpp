// solve/sparse/bucket_queue.hpp — a priority queue for keys up to a known bound, spread fairly evenly over it (the label-order
// sweep's pending sources: jump destinations). Keys fall into buckets by their high bits (about `buckets` of
// them); the buckets ahead are plain vectors appended to, and a bucket is sorted when taking reaches it. So a
// push ahead is an append and a key is compared only within its bucket: O(log k) for k keys in a bucket, plus
// O(buckets/64) per round through the queue (a bit per bucket holding items): on keys spread over 60 bits a radix
// heap's items move down many buckets each, and a heap per bucket costs more than sorting it once (RESULTS.md).
//
// Any key may be pushed at any time: keys in the bucket being taken, or in one before it, go into a small side
// heap (so a key below the last one taken comes out next). It is fast when pushes land ahead of what is taken,
// as the sweep's do.
// Tested by: tests/unit/sparse_bucket_queue_test.cpp (against std::multiset on random operations, seeds printed).
#pragma once

#include <algorithm>
#include <bit>
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
    filled_.assign((buckets_.size() + 63) / 64, 0);
  }

  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }

  /// Starts taking from the first bucket again, in O(1): once empty, every bucket is (those opened gave their
  /// items up, the others never had any). Precondition: empty().
  void restart() {
    assert(size_ == 0);
    sorted_.clear();
    next_ = 0;
    at_ = 0;
  }

  /// Precondition: key ≤ max_key.
  void push(std::uint64_t key, T value) {
    const std::size_t b = bucket(key);
    ++size_;
    if (b <= at_) {
      side_.emplace_back(key, std::move(value));
      std::push_heap(side_.begin(), side_.end(), later);
    } else {
      buckets_[b].emplace_back(key, std::move(value));
      filled_[b / 64] |= std::uint64_t{1} << (b % 64);
    }
  }

  /// The least key. Precondition: !empty().
  std::uint64_t top_key() {
    settle();
    if (side_.empty()) return sorted_[next_].first;
    if (next_ == sorted_.size()) return side_.front().first;
    return std::min(sorted_[next_].first, side_.front().first);
  }

  /// An item with the least key. Precondition: !empty().
  Item pop() {
    settle();
    --size_;
    if (!side_.empty() && (next_ == sorted_.size() || side_.front().first < sorted_[next_].first)) {
      std::pop_heap(side_.begin(), side_.end(), later);
      Item item = std::move(side_.back());
      side_.pop_back();
      return item;
    }
    return std::move(sorted_[next_++]);
  }

 private:
  static bool later(const Item& a, const Item& b) { return a.first > b.first; }

  std::size_t bucket(std::uint64_t key) const { return shift_ == 64 ? 0 : static_cast<std::size_t>(key >> shift_); }

  /// Makes sorted_ or side_ hold the least key: the next nonempty bucket, sorted. Precondition: !empty().
  void settle() {
    assert(size_ > 0);
    while (next_ == sorted_.size() && side_.empty()) {
      at_ = next_filled(at_ + 1);  // not one bucket at a time: a pass may hold a source or two (short jumps)
      assert(at_ < buckets_.size());
      filled_[at_ / 64] &= ~(std::uint64_t{1} << (at_ % 64));
      sorted_.swap(buckets_[at_]);
      std::vector<Item>().swap(buckets_[at_]);  // the room of the bucket before: nothing comes back to it
      std::sort(sorted_.begin(), sorted_.end(), [](const Item& a, const Item& b) { return a.first < b.first; });
      next_ = 0;
    }
  }

  /// The first bucket ≥ b holding items (buckets_.size() if none).
  std::size_t next_filled(std::size_t b) const {
    std::size_t w = b / 64;
    if (w >= filled_.size()) return buckets_.size();
    std::uint64_t word = filled_[w] & (~std::uint64_t{0} << (b % 64));
    while (word == 0) {
      if (++w == filled_.size()) return buckets_.size();
      word = filled_[w];
    }
    return w * 64 + static_cast<std::size_t>(std::countr_zero(word));
  }

  unsigned shift_ = 0;
  std::vector<std::vector<Item>> buckets_;
  std::vector<std::uint64_t> filled_;  // a bit per bucket ahead holding items
  std::vector<Item> sorted_;  // bucket at_, sorted; sorted_[next_..] not yet taken
  std::size_t next_ = 0;
  std::vector<Item> side_;    // a heap of the keys pushed into buckets 0..at_ since bucket at_ was sorted
  std::size_t at_ = 0;        // the bucket being taken from
  std::size_t size_ = 0;
};

}  // namespace snl::internal
