// core/walk.hpp — walking over plain squares (no jump taken), shared by the sparse solver and walk expansion.
#pragma once

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <optional>
#include <span>
#include <vector>

#include "core/memory.hpp"
#include "snl/board.hpp"

namespace snl::internal {

/// The squares that move you when landed on (heads of jumps that are not self-jumps), sorted, with their
/// destinations. Every other square ends a roll on itself: "plain" for walking.
///
/// A view of the board's own jumps (no copy, nothing allocated) unless the board has self-jumps (h -> h, plain
/// squares): only then are the other jumps copied, 16 bytes each. The board must outlive this.
class Heads {
 public:
  explicit Heads(const Board& board) : squares_(board.squares()), jumps_(board.jumps()) {
    const auto self_jump = [](const Jump& jump) { return jump.from == jump.to; };
    const auto selves = static_cast<std::size_t>(std::count_if(jumps_.begin(), jumps_.end(), self_jump));
    if (selves == 0) return;
    reserve_huge(kept_, jumps_.size() - selves);
    std::remove_copy_if(jumps_.begin(), jumps_.end(), std::back_inserter(kept_), self_jump);
    jumps_ = kept_;
  }
  Heads(const Heads&) = delete;  // jumps_ may point into kept_
  Heads& operator=(const Heads&) = delete;

  std::uint64_t squares() const { return squares_; }
  std::size_t size() const { return jumps_.size(); }
  Label head(std::size_t i) const { return jumps_[i].from; }
  Label to(std::size_t i) const { return jumps_[i].to; }
  /// Builds a table of where each label bucket (label >> shift, about size()/2 buckets) starts among the heads,
  /// 4 bytes a bucket, so that first_after() searches one bucket, a head or two on spread-out boards, instead of
  /// all the heads (a binary search over them misses the cache at every level). O(size()). Heads bunched into one
  /// bucket make that search a binary search again, never worse.
  void build_index() {
    const std::size_t wanted = std::max<std::size_t>(size() / 2, 1);
    shift_ = 0;
    while (shift_ < 63 && (squares_ >> shift_) >= wanted) ++shift_;
    const std::size_t buckets = static_cast<std::size_t>(squares_ >> shift_) + 1;
    bucket_start_.clear();
    reserve_huge(bucket_start_, buckets + 1);
    std::size_t i = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
      while (i < size() && (head(i) >> shift_) < b) ++i;
      bucket_start_.push_back(static_cast<std::uint32_t>(i));
    }
    bucket_start_.push_back(static_cast<std::uint32_t>(size()));
  }

  /// Index of the first head greater than `label` (size() if none).
  std::size_t first_after(Label label) const {
    auto lo = jumps_.begin();
    auto hi = jumps_.end();
    if (!bucket_start_.empty()) {
      const std::size_t b = static_cast<std::size_t>(label >> shift_);
      if (b + 1 >= bucket_start_.size()) return size();
      lo += bucket_start_[b];
      hi = jumps_.begin() + bucket_start_[b + 1];
    }
    const auto after = std::upper_bound(lo, hi, label, [](Label l, const Jump& jump) { return l < jump.from; });
    return static_cast<std::size_t>(after - jumps_.begin());
  }

  /// The frontier after one more roll: the largest plain square in (frontier, frontier+6], none at a wall.
  /// `i` is first_after(frontier): callers walking forward keep it as a cursor instead of searching.
  std::optional<Label> next_frontier(Label frontier, std::size_t i) const {
    const Label reach = last_landing(frontier, squares_);
    std::size_t j = i;
    while (j < size() && head(j) <= reach) ++j;  // heads in (frontier, reach] are heads i..j-1
    for (Label x = reach; x > frontier; --x) {
      if (j > i && head(j - 1) == x) {
        --j;
        continue;
      }
      return x;
    }
    return std::nullopt;
  }
  std::optional<Label> next_frontier(Label frontier) const { return next_frontier(frontier, first_after(frontier)); }

  /// Rolls the frontier can take six squares at a time from `frontier` before a head or the last square is
  /// within one roll: the largest j with frontier + 6j < min(next head, last square). `i` = first_after(frontier).
  std::uint64_t bulk_rolls(Label frontier, std::size_t i) const {
    const Label obstacle = i < size() ? std::min(head(i), squares_) : squares_;
    return obstacle > frontier ? (obstacle - 1 - frontier) / kDieFaces : 0;
  }

 private:
  std::uint64_t squares_;
  std::span<const Jump> jumps_;
  std::vector<Jump> kept_;  // the jumps without self-jumps, when the board has any
  unsigned shift_ = 0;
  std::vector<std::uint32_t> bucket_start_;  // built on request: first head of each bucket, then size()
};

}  // namespace snl::internal
