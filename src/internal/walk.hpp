// Internal: walking over plain squares (no jump taken), shared by the sparse solver and walk expansion.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "snl/board.hpp"

namespace snl::internal {

/// The squares that move you when landed on (heads of jumps that are not self-jumps), sorted, with their
/// destinations. Every other square ends a roll on itself: "plain" for walking.
class Heads {
 public:
  explicit Heads(const Board& board) : squares_(board.squares()) {
    for (const Jump& jump : board.jumps()) {
      if (jump.from == jump.to) continue;
      head_.push_back(jump.from);
      to_.push_back(jump.to);
    }
  }

  std::uint64_t squares() const { return squares_; }
  std::size_t size() const { return head_.size(); }
  Label head(std::size_t i) const { return head_[i]; }
  Label to(std::size_t i) const { return to_[i]; }
  /// Index of the first head greater than `label` (size() if none).
  std::size_t first_after(Label label) const {
    return static_cast<std::size_t>(std::upper_bound(head_.begin(), head_.end(), label) - head_.begin());
  }
  bool is_plain(Label label) const { return !std::binary_search(head_.begin(), head_.end(), label); }

  /// The frontier after one more roll: the largest plain square in (frontier, frontier+6], none at a wall.
  /// `i` is first_after(frontier): callers walking forward keep it as a cursor instead of searching.
  std::optional<Label> next_frontier(Label frontier, std::size_t i) const {
    const Label reach = last_landing(frontier, squares_);
    std::size_t j = i;
    while (j < head_.size() && head_[j] <= reach) ++j;  // heads in (frontier, reach] are head_[i, j)
    for (Label x = reach; x > frontier; --x) {
      if (j > i && head_[j - 1] == x) {
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
    const Label obstacle = i < head_.size() ? std::min(head_[i], squares_) : squares_;
    return obstacle > frontier ? (obstacle - 1 - frontier) / kDieFaces : 0;
  }

 private:
  std::uint64_t squares_;
  std::vector<Label> head_;
  std::vector<Label> to_;
};

}  // namespace snl::internal
