// solve/sparse/label_sweep.hpp — the least number of rolls (no route) by sweeps over the heads in label order, a window of time per
// pass, with label-correcting passes inside a window. docs/sparse.md, "The answer alone", has the argument.
//
// Description: the sparse solver's events come in time order, which is no order in the labels: on a board
// explored to the end every event is a few cache misses. This computes the same answer touching the heads in
// label order. A pass walks the board left to right holding ONE walk (an "orbit": its frontier f at time k, see
// walk.hpp): a source s at time t (a jump's destination, or square 1) replaces it unless the orbit already stands
// at or beyond s by time t (then it is dominated: frontiers are monotone, g(f) ≤ g(f') for f ≤ f', so the
// frontier ahead at one time stays ahead). A head h is landed on at 1 + the earliest time anything stands in
// [h-6, h-1]: the orbit as it was before the sources in that window (its first frontier ≥ h-6 is ≤ h-1) or a
// source in the window. A landing lowers its destination: a ladder's is ahead and is taken in this pass, a
// snake's is behind and waits for the next pass.
//
// Windows: a pass takes the sources before a threshold, (window + 1) × delta. A walk whose next frontier comes at
// or after it is cut: deferred as a source standing on that frontier at that time (the same walk from there on);
// landings at or after it are deferred too. Stopping: an orbit whose first frontier ≥ h-6 comes no sooner than h
// is already landed on (T(h)) is behind, for every square ≥ h, the walk that stood in the window at T(h)-1, whose
// landings from there on are made (or deferred) already: it stops at h, unless it later takes, dominated exactly
// (same square, same time), a cut walk coming back: it is then that walk's continuation and goes on. Sources and
// walks at or after the best answer found are dropped; the search ends when nothing pending comes before it.
//
// Time: per pass O(heads passed while an orbit lives + sources taken + queue buckets); sources wait in label
// order in a BucketQueue (appends, a sort per bucket reached) and by window in a radix heap. Passes are not few on
// every board (a path of many snakes each behind the last, in one window, takes a pass per snake), so run() takes
// a budget of work and gives up past it (the caller then runs the event search). Work and passes on random giant
// boards: bench/RESULTS.md.
// Memory: per jump 8 bytes (its least landing time so far) and 1/4 byte (a sample of the heads); per pending
// source 16 bytes (label, time), in the label queue or deferred.
// Status: checked against the event search (snl::solve_sparse with a route) on 60 random boards of every shape and
// giant boards worked on paper in tests/unit/sparse_test.cpp, through solve() without a route on every stress
// board in tests/stress (against the oracle).
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "core/memory.hpp"
#include "core/walk.hpp"
#include "snl/rules.hpp"
#include "solve/sparse/bucket_queue.hpp"

namespace snl::internal {

class LabelSweep {
 public:
  /// Precondition: `heads` outlives this; its last square is the board's.
  explicit LabelSweep(const Heads& heads)
      : heads_(heads),
        last_(heads.squares()),
        landed_(heads.size()),
        delta_(window_of(heads)),
        current_(new_queue()),
        next_(new_queue()),
        deferred_(delta_) {}

  /// The window Δ, in rolls: 5/4 of the rolls a walk takes across the gap between heads that 3 gaps in 4 are below
  /// (the 75th percentile of a sample of gaps). On random heads (gaps exponential, that percentile 1.39 times the
  /// mean) it is the 1.75 average gaps that took the least work; on heads in clusters, whose mean gap is mostly
  /// the empty stretches between them, it stays at the gaps inside them, where the walks are (a window spanning a
  /// whole cluster took a label-correcting pass per snake on the way: bench/RESULTS.md, "clustered jumps").
  static std::int64_t window_of(const Heads& heads);

  /// The least number of rolls, -1 if the last square cannot be reached; nullopt once `budget` units of work
  /// (heads passed and sources taken) are spent (the caller then runs the event search).
  std::optional<std::int64_t> run(std::size_t budget);

  std::size_t passes() const { return passes_; }
  std::size_t work() const { return work_; }

 private:
  static constexpr std::int64_t kInf = std::numeric_limits<std::int64_t>::max() / 4;
  static constexpr Label kNoLabel = std::numeric_limits<Label>::max();
  static constexpr std::size_t kQueueBuckets = 1024;  // at most (heads/64 below); the work hardly depends on it
  static constexpr std::size_t kProbe = 8;            // heads scanned before a jump ahead goes through the sample
  static constexpr std::size_t kStride = 32;          // heads per sample in first_after
  // A pass's own cost, in units of work (a chain of snakes each behind the last takes a pass per snake).
  static constexpr std::size_t kPassWork = 16;
  static constexpr std::size_t kGapSamples = 4096;  // gaps looked at to choose the window

  using Queue = BucketQueue<std::int64_t>;
  Queue new_queue() const { return Queue(last_, std::clamp<std::size_t>(heads_.size() / 64, 1, kQueueBuckets)); }

  std::int64_t landed(std::size_t i) const { return landed_.data()[i] == 0 ? kInf : landed_.data()[i] - 1; }
  void set_landed(std::size_t i, std::int64_t time) { landed_.data()[i] = time + 1; }

  /// The first head after `label`, through a sample of every kStride-th head (built on first use: a binary
  /// search over all the heads misses the cache at every step; the sample is m/4 bytes and stays cached).
  std::size_t first_after(Label label);

  // ---- the orbit: one walk, advanced to the first frontier at or beyond a label (labels asked only grow) ----

  /// The orbit becomes the walk standing on s at time t; `near` is a head index close to first_after(s).
  void start_orbit(Label s, std::int64_t t, std::size_t near);

  /// The first time the orbit's frontier is ≥ p (kInf if it stops at a wall first, or is dead).
  std::int64_t arrive(Label p);

  /// Takes a source into the orbit, unless the orbit dominates it.
  void take(Label s, std::int64_t t, std::size_t near);

  /// A source for a later window. Precondition: time ≥ threshold_.
  void defer(Label label, std::int64_t time) {
    deferred_.push(Pending{label, time});
  }

  /// Moves this pass's sources with labels below `end` to the window buffer (in label order).
  void fill_window(Label end);

  /// One pass; returns its work: heads passed and sources taken.
  std::size_t pass();

  bool is_head(Label label);

  struct Pending {
    Label label;
    std::int64_t time;
  };

  /// The deferred sources by window (time / delta): a radix heap (see radix_heap.hpp) whose key is computed from
  /// the item, so an item is its 16 bytes, and whose least window is taken out whole, its room given back.
  class Deferred {
   public:
    explicit Deferred(std::int64_t delta) : delta_(delta) {}
    bool empty() const { return size_ == 0; }
    /// Precondition: the item's window ≥ the last one looked at.
    void push(const Pending& item) {
      assert(key(item) >= last_);
      buckets_[bucket(key(item))].push_back(item);
      ++size_;
    }
    /// The least window. Precondition: !empty().
    std::uint64_t top_key() {
      settle();
      return last_;
    }
    /// Calls f on every item of the least window and removes them. Precondition: !empty().
    template <class F>
    void take_least(F f) {
      settle();
      for (const Pending& item : buckets_[0]) f(item);
      size_ -= buckets_[0].size();
      std::vector<Pending>().swap(buckets_[0]);  // a whole window: its room goes back
    }

   private:
    std::uint64_t key(const Pending& item) const { return static_cast<std::uint64_t>(item.time / delta_); }
    std::size_t bucket(std::uint64_t key) const {
      return key == last_ ? 0 : static_cast<std::size_t>(64 - std::countl_zero(key ^ last_));
    }
    void settle() {
      if (!buckets_[0].empty()) return;
      std::size_t i = 1;
      while (buckets_[i].empty()) ++i;
      std::uint64_t least = key(buckets_[i].front());
      for (const Pending& item : buckets_[i]) least = std::min(least, key(item));
      last_ = least;
      for (const Pending& item : buckets_[i]) buckets_[bucket(key(item))].push_back(item);
      std::vector<Pending>().swap(buckets_[i]);
    }

    std::int64_t delta_;
    std::array<std::vector<Pending>, 65> buckets_;
    std::uint64_t last_ = 0;
    std::size_t size_ = 0;
  };

  const Heads& heads_;
  Label last_;
  ZeroedBuffer<std::int64_t> landed_;  // per head: 1 + the least landing time found so far, 0 for none yet
  std::int64_t delta_;                 // the time window of a pass
  std::vector<Label> sample_;  // every kStride-th head (first_after)
  Queue current_;                // this pass's sources ahead of the sweep, by label
  Queue next_;                   // sources for the next pass (behind the sweep, before the threshold)
  Deferred deferred_;            // sources at or after the threshold, by window (time / delta_)
  std::uint64_t window_index_ = 0;  // this pass takes sources before the end of this window
  std::vector<Pending> window_;  // this pass's sources taken out of current_ and not yet into the orbit
  std::int64_t threshold_ = 0;   // this pass takes sources before this time: (window_index_ + 1) * delta_
  std::int64_t answer_ = kInf;
  std::size_t passes_ = 0;
  std::size_t work_ = 0;
  std::size_t taken_ = 0;

  // The orbit: frontier f_ at time k_ (the first frontier at or beyond the last label asked), ahead_ the first
  // head after f_, and from stops_at_ on behind a walk already taken (dead there).
  bool alive_ = false;
  Label f_ = 0;
  std::int64_t k_ = 0;
  std::size_t ahead_ = 0;
  Label stops_at_ = kNoLabel;
};

}  // namespace snl::internal
