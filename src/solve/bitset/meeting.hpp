// solve/bitset/meeting.hpp — what the forward bitset search of a meeting (snl/meeting_bfs.hpp) shares with the
// backward search on the other thread, and the watch it runs under.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "snl/rules.hpp"
#include "solve/bitset/frontier.hpp"

namespace snl {
class GridBits;
}

namespace snl::internal {

/// A watch's "no answer yet: search on".
inline constexpr std::int64_t kSearchOn = -2;

/// The window [low, cut): a route stands on one of its squares last before it reaches `cut` or beyond for the last
/// time.
struct Window {
  Label low, cut;
};

/// Written by the backward search, read by the forward one once `done` is set (release/acquire).
struct Backward {
  explicit Backward(Window w) : to_last(table_index(w.cut - w.low), -1) {}
  std::atomic<bool> done{false};    // to_last and exact_through are final
  std::atomic<bool> cancel{false};  // the forward search has its answer: stop
  /// Rolls from each square of the window to the last square (by routes within the backward search's region), -1
  /// where not found.
  std::vector<std::int64_t> to_last;
  /// Every square that needs at most this many rolls to the last square was found (kNoLimit: all that can).
  std::int64_t exact_through = 0;
  static constexpr std::int64_t kNoLimit = INT64_MAX / 4;
};

/// Called by the forward search after each roll with its new frontier: notes when each square of the window is
/// first stood on, and once the backward search is done, answers as soon as no route through the window can beat
/// the best one found. Once it has reached the window and the backward search is done, each roll costs a look at
/// the window (some 60 squares on short-jump boards) until the search meets, a few dozen rolls later at most.
class ForwardWatch {
 public:
  ForwardWatch(Window window, Backward& backward);
  std::int64_t operator()(std::int64_t rolls, const Frontier& next) {
    if (next.low <= high_summary_ && next.high >= low_summary_) [[unlikely]] note(rolls, next);
    if (armed_ && backward_->done.load(std::memory_order_acquire)) return meet(rolls);
    return kSearchOn;
  }
  /// Whether the search ended by meeting.
  bool met() const { return met_; }

 private:
  void note(std::int64_t rolls, const Frontier& next);
  std::int64_t meet(std::int64_t rolls);
  Window window_;
  Backward* backward_;
  std::size_t low_summary_, high_summary_;  // summary words (4,096 squares each) the window touches
  std::vector<std::int64_t> from_first_;    // rolls from square 1 to each square of the window, -1 until found
  bool armed_ = false;                      // the forward search has reached the window and may meet
  bool met_ = false;
};

/// The forward bitset search on a grid under a watch (src/solve/bitset/bitset_bfs.cpp).
std::int64_t search_watched(GridBits& board, ForwardWatch& watch);

}  // namespace snl::internal
