// design/lowrank.hpp — the design search's exact evaluator: the expected rolls (and their second moment) of a board
// under rules without roll-again, held as the dense inverse N = (I − Q)⁻¹ over every position, so that a candidate
// that changes the jump at one or two heads is priced by Sherman–Morrison/Woodbury instead of a new solve.
//
// The states are every position a token can stand on between rolls (0 with start 0, then 1 .. last − 1), reachable
// or not: then changing what landing on square h does moves the probability c_h (the rolls that land on h, from
// each state) from one column to another, Q' = Q + c_h (e_new − e_old)ᵀ, a rank-one change whatever the board; the
// finish is no state (its column is dropped). A singular I − Q is a trap (a set of squares that cannot finish),
// somewhere on the board: the evaluator holds boards without one, and says so of a candidate that makes one.
//
// Which square a roll lands on (and so whose jump it takes) comes from the rules' Mover, asked on a probe board with
// a jump on every square: the rules stay in src/core.
//
// Tested by: tests/unit/design_test.cpp (every candidate kind against snl::analyze to 1e-9 relative, traps made and
// removed, the drift after many accepted moves).
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "snl/rules.hpp"

namespace snl::internal {

/// A change of what landing on square `head` does: the token ends on `to` (`head` itself: no jump).
struct HeadChange {
  std::uint32_t head;
  std::uint32_t to;
};

/// The expected rolls and the standard deviation of a candidate; nullopt when it has a trap.
struct Priced {
  double expected = 0;
  double std_dev = 0;
};

/// The fastest game of a candidate: its least rolls, and the probability of finishing in exactly that many.
struct Fastest {
  std::uint64_t rolls = 0;
  double probability = 0;
};

class LowRank {
 public:
  /// For boards of `squares` squares under `rules`. Precondition: rules without `again`, squares ≥ 2.
  LowRank(std::uint64_t squares, const GameRules& rules);

  /// Takes the board whose landings end as `end` says (end[label] for label 1..last, end[0] unused; the last
  /// square's own entry must be itself) and solves from scratch. False when it has a trap.
  bool reset(const std::vector<std::uint32_t>& end);
  bool trapped() const { return trapped_; }
  /// Called between slices of a solve from scratch (the inverse, kInverseSlice columns at a time: a 900-state board's
  /// took seconds under the sanitizers), so that a stop may throw out of it; this is then as it was before the solve.
  void interrupt_with(std::function<void()> interrupt) { interrupt_ = std::move(interrupt); }
  static constexpr std::size_t kInverseSlice = 64;
  /// The current board's figures. Precondition: not trapped.
  double expected() const { return t_[start_]; }
  double std_dev() const;

  /// The candidate's expected rolls, by the low-rank update (1 or 2 changes, distinct heads, none the last square);
  /// nullopt when it makes a trap. When the current board is trapped, by a solve from scratch.
  std::optional<double> expected_after(std::span<const HeadChange> changes);
  /// The candidate's expected rolls and standard deviation (O(states · faces)); nullopt for a trap.
  std::optional<Priced> priced_after(std::span<const HeadChange> changes);
  /// Takes the candidate: O(states²) (a solve from scratch when the board was trapped). Precondition: the candidate
  /// has no trap.
  void apply(std::span<const HeadChange> changes);

  /// The candidate's fastest game, by pushing the distribution roll by roll from the start (O(rolls · states ·
  /// faces)); nullopt when no game finishes within `cap` rolls. The least rolls agree with snl::game_min_rolls.
  std::optional<Fastest> fastest_after(std::span<const HeadChange> changes, std::uint64_t cap) const;
  /// The candidate's distribution of the game's length, pushed the same way: cdf[k] = P(it ends within k rolls) for
  /// k = 0, 1, … until cdf[k] ≥ `level` − 1e-12 and k ≥ `rolls`, or k = `cap` (O(k · states · faces)). The median, the
  /// percentiles and P(within K) of snl::analyze, without its chain and solves.
  std::vector<double> cdf_after(std::span<const HeadChange> changes, double level, std::uint64_t rolls,
                                std::uint64_t cap) const;
  /// The heads (labels) that games of at most `limit` rolls land on, with the current board (a change of the jump
  /// there, or a new one, changes those games): the squares to act on to lengthen the short games or shorten the
  /// fastest ones. `least` receives the least rolls (UINT64_MAX when the start cannot finish). O(states · faces).
  std::vector<std::uint32_t> route_heads(std::uint64_t limit, std::uint64_t& least) const;
  /// One fastest game of the board whose landings end as `end` (the fewest rolls from the start to the finish, by a
  /// search in breadth): its length in rolls (UINT64_MAX when the start cannot finish), and in `heads` the heads of
  /// the jumps it takes, in order. O(states · faces).
  std::uint64_t fastest_game(const std::vector<std::uint32_t>& end, std::vector<std::uint32_t>& heads) const;
  /// The squares (labels ≥ 1) from which the board whose landings end as `end` says can never finish.
  std::vector<std::uint32_t> stuck(const std::vector<std::uint32_t>& end) const;
  /// The number of faces of the die.
  std::uint32_t faces() const { return faces_; }

  /// Solves the current board from scratch and returns the largest relative difference of its expected rolls (from
  /// every state) from the held ones.
  double resolve();

  /// The candidate's expected rolls by a new dense solve (the reference the benchmark compares with); nullopt for
  /// a trap.
  std::optional<double> expected_by_solve(std::span<const HeadChange> changes) const;

  const std::vector<std::uint32_t>& ends() const { return end_; }

 private:
  /// No state: the finish (state_of), or no change's state (Update).
  static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
  struct Update;
  std::uint32_t state_of(std::uint32_t label) const;  // kNone for the finish
  bool can_all_finish(const std::vector<std::uint32_t>& end) const;
  std::vector<std::uint8_t> finishing(const std::vector<std::uint32_t>& end) const;  // by state
  /// One roll of the distribution `now` over the landings `end` into `next`; returns the probability that finishes.
  double push(const std::vector<std::uint32_t>& end, const std::vector<double>& now, std::vector<double>& next) const;
  bool solve(const std::vector<std::uint32_t>& end, std::vector<double>& inverse, std::vector<double>& t,
             std::vector<double>& second) const;
  bool prepare(std::span<const HeadChange> changes, Update& update) const;
  /// Where each head's rolls end once `changes` are made.
  std::vector<std::uint32_t> ends_after(std::span<const HeadChange> changes) const;
  /// Z = N·U for the update's columns (size × 2, row-major; columns past its rank are zero).
  std::vector<double> columns(const Update& u) const;

  std::uint32_t last_;
  std::uint32_t first_;  // the position of state 0: 0 with start 0, else 1
  std::uint32_t start_;  // the start's state
  std::uint32_t faces_;
  std::size_t size_;
  std::vector<double> probability_;        // by face
  std::vector<std::uint32_t> landed_;      // by (state, face): the square whose jump the roll takes, 0: none
  std::vector<std::uint32_t> plain_;       // by (state, face): the position it ends on with no jump (last: finish)
  std::vector<std::size_t> into_offset_;   // by label: the rolls landing there, in into_
  std::vector<std::pair<std::uint32_t, double>> into_;  // (state, probability), one per state
  std::vector<std::uint32_t> end_;
  bool trapped_ = true;
  std::function<void()> interrupt_;
  std::vector<double> inverse_;  // size_ × size_, row-major
  std::vector<double> t_;
  std::vector<double> second_;  // E[T²] from each state
};

}  // namespace snl::internal
