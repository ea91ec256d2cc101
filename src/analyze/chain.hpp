// analyze/chain.hpp — the first stage of an analysis: the game as an absorbing Markov chain. Mover applies one roll
// by the rules (one jump, never chained, and the overshoot rule); the chain holds the states the start can reach and
// their transitions; can_finish and least_rolls read it.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/board.hpp"

namespace snl::internal {

/// Where one roll takes a token: the single place that applies the overshoot rule. Positions are 0 (off the
/// board, start 0 only) .. last − 1; `last` itself means finished.
class Mover {
 public:
  Mover(const Board& board, Overshoot overshoot)
      : last_(board.squares()), overshoot_(overshoot), destination_(dense_destinations(board)) {}

  std::uint64_t last() const { return last_; }

  /// Where a roll landing on square `label` < last ends: its jump's destination (never chained), or itself.
  std::uint64_t end_of_landing(std::uint64_t label) const { return destination_[label]; }

  /// The position a token standing on `from` ends on after rolling `roll`.
  std::uint64_t outcome(std::uint64_t from, std::uint64_t roll) const {
    const std::uint64_t target = from + roll;
    if (target < last_) return end_of_landing(target);
    if (overshoot_ == Overshoot::finish) return last_;  // reaching or passing the last square wins
    if (target == last_) return destination_[last_];    // a snake on the last square sends you away
    if (overshoot_ == Overshoot::stay) return from;
    return destination_[bounce(target)];
  }

 private:
  /// The square a walk of `target` steps ends on when it reverses at the last square (and, for dice with more
  /// faces than the board has squares, again at square 1): period 2·(last − 1).
  std::uint64_t bounce(std::uint64_t target) const {
    if (last_ == 1) return 1;
    const std::uint64_t period = 2 * (last_ - 1);
    const std::uint64_t phase = (target - 1) % period;
    return phase <= last_ - 1 ? 1 + phase : 2 * last_ - 1 - phase;
  }

  std::uint64_t last_;
  Overshoot overshoot_;
  std::vector<std::uint32_t> destination_;
};

/// A transition's target when the roll finishes the game.
inline constexpr std::uint32_t kFinish = std::numeric_limits<std::uint32_t>::max();

/// The chain over the states reachable from the start, numbered by position (so the start is state 0 and
/// forward moves go to higher states). Row s of the transitions holds (target, faces) pairs sorted by target,
/// target a state or kFinish, faces the number of die faces leading there.
struct Chain {
  std::vector<std::uint32_t> position;
  std::vector<std::size_t> offset{0};
  std::vector<std::uint32_t> target;
  std::vector<std::uint16_t> faces;

  std::size_t size() const { return position.size(); }
};

/// The chain over the states reachable from options.start.
Chain build_chain(const Mover& mover, const AnalysisOptions& options);

/// Which states can still finish: backwards reachability from the finish.
std::vector<bool> can_finish(const Chain& chain);

/// The least number of rolls from the start to the finish (BFS over the chain), or nullopt.
std::optional<std::uint64_t> least_rolls(const Chain& chain);

}  // namespace snl::internal
