// solve/sparse/radix_heap.hpp — a monotone priority queue (radix heap) for event times that never go below the last
// one taken. Pushes are O(1); a pop redistributes one bucket at most, each item moving to a lower bucket, so
// O(log C) amortised with small constants: cheaper than a binary heap for the sparse solver's events
// (bench/RESULTS.md).
#pragma once

#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <utility>
#include <vector>

namespace snl::internal {

template <class T>
class RadixHeap {
 public:
  bool empty() const { return size_ == 0; }

  /// Precondition: key ≥ the key of the last item popped.
  void push(std::uint64_t key, T value) {
    assert(key >= last_);
    buckets_[bucket(key)].emplace_back(key, std::move(value));
    ++size_;
  }

  /// An item with the least key. Precondition: !empty().
  std::pair<std::uint64_t, T> pop() {
    if (buckets_[0].empty()) {
      std::size_t i = 1;
      while (buckets_[i].empty()) ++i;
      std::uint64_t least = buckets_[i].front().first;
      for (const auto& item : buckets_[i]) least = std::min(least, item.first);
      last_ = least;
      for (auto& item : buckets_[i]) buckets_[bucket(item.first)].push_back(std::move(item));
      // Give a large emptied bucket's memory back: every bucket keeping the most it ever held would hold several
      // times the most items ever pending at once.
      if (buckets_[i].capacity() > kKeep) {
        std::vector<std::pair<std::uint64_t, T>>().swap(buckets_[i]);
      } else {
        buckets_[i].clear();
      }
    }
    auto item = std::move(buckets_[0].back());
    buckets_[0].pop_back();
    --size_;
    return item;
  }

 private:
  std::size_t bucket(std::uint64_t key) const {
    return key == last_ ? 0 : static_cast<std::size_t>(64 - std::countl_zero(key ^ last_));
  }

  static constexpr std::size_t kKeep = std::size_t{1} << 16;  // items a bucket keeps room for when emptied (1 MiB)

  std::array<std::vector<std::pair<std::uint64_t, T>>, 65> buckets_;
  std::uint64_t last_ = 0;
  std::size_t size_ = 0;
};

}  // namespace snl::internal
