// analyze/engine/within_turn.hpp — the rolls within one turn under again rules, summed in closed form (TurnPush's kernel).
//
// Within a turn only the again face rolls on, so from each state that goes on rolling (a state of phase ≥ 1 that
// can finish: a "mid" state) at most one transition leads to another mid state: those transitions form a functional
// graph, trees that flow into cycles (a cycle: snakes that bring the again face's moves back, without an again
// limit; with one, phases only grow and there is none). The mass that stands on each mid state over the whole turn,
// u = a + M a + M² a + … = (I − M)⁻¹ a for what arrives a, is then one sweep in topological order (the trees), and
// on each cycle the geometric series in closed form: u(c₀) = (a(c₀) + Σ … ) / (1 − Π q). Exact: nothing is dropped
// however long a turn may go on (the rolls it replaces went on until less than kDroppedMass of the mass was still
// rolling: about 38 rolls a turn for a fair d6's six, 7·10⁷ for an again face showing with probability 1 − 10⁻⁶).
//
// Time: O(states + transitions) to build; O(mid states) a turn for the sweep.
// Tested by: tests/unit/within_turn_test.cpp (against the roll-by-roll sum on random boards under random again rules).
#pragma once

#include <cstdint>
#include <vector>

#include "analyze/engine/chain.hpp"

namespace snl::internal {

class WithinTurn {
 public:
  /// Not a mid state (WithinTurn::index).
  static constexpr std::uint32_t kNone = UINT32_MAX;

  WithinTurn(const Chain& chain, const std::vector<bool>& finishes);
  /// Whether every mid state has at most one transition to a mid state (always, with a single again face: when
  /// false, which the chain never builds today, the caller sums roll by roll).
  bool functional() const { return functional_; }
  /// The mid states' number: mass vectors for sum() are this long, indexed by index().
  std::size_t size() const { return state_.size(); }
  /// The compact index of chain state `s`, or kNone when `s` begins a turn or cannot finish.
  std::uint32_t index(std::size_t s) const { return index_[s]; }
  /// The chain state of compact index `i`.
  std::uint32_t state(std::uint32_t i) const { return state_[i]; }
  /// Replaces `mass` (by compact index: what arrives at each mid state from outside the within-turn rolls) by the
  /// mass that stands on each over the whole turn, (I − M)⁻¹ mass. Returns the work done (price::kPushPair a state).
  std::uint64_t sum(std::vector<double>& mass) const;

 private:
  bool functional_ = true;
  std::vector<std::uint32_t> index_;  // by chain state
  std::vector<std::uint32_t> state_;  // by compact index
  std::vector<std::uint32_t> next_;   // the again transition's mid target, or kNone
  std::vector<double> again_;         // its probability
  std::vector<std::uint32_t> order_;  // the states on no cycle, each after every state that flows into it
  std::vector<std::uint32_t> cycles_;  // the states on cycles, cycle after cycle, each in its cycle's order
  std::vector<std::size_t> cycle_offset_{0};
  std::vector<double> cycle_leave_;  // 1 − Π q around each cycle, from the complements (no cancellation near 1)
};

}  // namespace snl::internal
