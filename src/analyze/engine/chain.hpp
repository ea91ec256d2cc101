// analyze/engine/chain.hpp — the first stage of an analysis: the game as an absorbing Markov chain, roll by roll.
//
// A state is where the token stands between two rolls and, with again rules, how far into its turn it is: its
// phase (the rolls that rolled again so far this turn) and, when the again limit can void the turn, the turn's
// start (where a void sends it back). Without again rules every state has phase 0 and is a position. The states
// are those the start can reach, numbered by position (then phase): the start is state 0, and most moves go to
// higher states. A transition carries the die's weight for the faces leading there (a probability of weight /
// total); a roll ends the turn exactly when it goes to a state of phase 0 or finishes.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "core/mover.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/route.hpp"

namespace snl::internal {

/// A transition's target when the roll finishes the game.
inline constexpr std::uint32_t kFinish = std::numeric_limits<std::uint32_t>::max();
/// The phase of a token stopped on the head of a jump that costs a roll (GameRules::jump_costs; never with again
/// rules): its next roll, whatever it shows, takes the jump. Such a state begins a turn, as phase 0 does, but is no
/// square where a turn begins in the reports.
inline constexpr std::uint16_t kPendingPhase = std::numeric_limits<std::uint16_t>::max();

/// A state before it is numbered: where the token stands, where its turn began, and how far into the turn it is.
struct StateKey {
  std::uint32_t position;
  std::uint32_t turn_start;
  std::uint16_t phase;
  friend auto operator<=>(const StateKey& a, const StateKey& b) {
    if (a.position != b.position) return a.position <=> b.position;
    if (a.phase != b.phase) return a.phase <=> b.phase;
    return a.turn_start <=> b.turn_start;
  }
  friend bool operator==(const StateKey& a, const StateKey& b) { return (a <=> b) == 0; }
};

struct Chain {
  std::vector<std::uint32_t> position;
  std::vector<std::uint32_t> turn_start;  // where the turn began (== position at phase 0)
  std::vector<std::uint16_t> phase;
  std::vector<std::size_t> offset{0};
  std::vector<std::uint32_t> target;  // a state, or kFinish
  std::vector<std::uint64_t> weight;  // of `total`
  std::uint64_t total = 1;
  std::uint64_t last = 0;                 // the last square's label
  std::vector<std::uint32_t> turn_state;  // by position: its state of phase 0, or kFinish

  std::size_t size() const { return position.size(); }
  double probability(std::size_t e) const { return static_cast<double>(weight[e]) / static_cast<double>(total); }
  /// Whether state s begins a turn (phase 0, or a costly jump pending).
  bool begins_turn(std::size_t s) const { return phase[s] == 0 || phase[s] == kPendingPhase; }
  /// Whether transition e ends the turn (and so counts as a turn when it is taken).
  bool ends_turn(std::size_t e) const { return target[e] == kFinish || begins_turn(target[e]); }
};

/// Whether a roll showing `face` in state `from` is the again limit's, which voids the turn (the roll is not played:
/// the token goes back to where the turn began, and the turn ends).
bool voids_turn(const GameRules& rules, const StateKey& from, int face);

/// Where a roll showing `face` takes the token in state `from` (the again rule applied to the mover's move): a state's
/// key, or nullopt when it finishes. With `plain_head`, as if the jump the roll takes (if any) were not there: the
/// token stays on its head. Every move of the played game, in the chain and in Play (snl/play.hpp), comes from here.
std::optional<StateKey> roll_key(const Mover& mover, const GameRules& rules, const StateKey& from, int face,
                             bool plain_head = false);

/// The chain from options.rules.start, and also from the states `also_from` (the start stays state 0: positions are
/// never below it). Throws LimitError when it would take more than `budget` units of work (chain_work:
/// kChainPairWork a (state, face) pair) to build, naming the budget. Gives `checkpoint` (when one) the work as it
/// goes, so that it may stop it.
Chain build_chain(const Mover& mover, const GameRules& rules, std::uint64_t budget,
                  std::span<const StateKey> also_from = {}, Checkpoint* checkpoint = nullptr);

/// The work of a (state, face) pair of the chain: rolled when the states are found, and again when the transitions
/// are stored.
inline constexpr std::uint64_t kChainPairWork = 2 * price::kChainPair;

/// The work build_chain charged for `chain` under a die of `faces` faces.
inline std::uint64_t chain_work(const Chain& chain, std::size_t faces) { return chain.size() * faces * kChainPairWork; }

/// Appends one state's transitions to `chain` (the next state in order): `row` as (target, weight) pairs, sorted by
/// target with equal targets merged (their weights added), then closes the row (chain.offset). Reorders `row`.
void append_row(Chain& chain, std::vector<std::pair<std::uint32_t, std::uint64_t>>& row);

/// The number of the state `key` names in `chain`, or kFinish when it is not one of its states.
std::uint32_t find_state(const Chain& chain, const StateKey& key);

/// A roll that takes a jump: from `state`, with the face's weight, landing on `head` and going to state `to` (or
/// kFinish); `kept` is the state it would go to were `head` a plain square (nullopt: it would finish).
struct JumpRoll {
  std::uint32_t state;
  std::uint64_t weight;
  std::uint64_t head;
  std::uint32_t to;
  std::optional<StateKey> kept;
};
/// Every roll from every state of `chain` that takes a jump.
std::vector<JumpRoll> jump_rolls(const Chain& chain, const Mover& mover, const GameRules& rules);

/// The state a roll showing `face` takes state `s` to, or kFinish when it finishes (the roll's rule, applied once
/// more: for the few figures that need each face, not each transition).
std::uint32_t next_state(const Chain& chain, const Mover& mover, const GameRules& rules, std::uint32_t s, int face);

/// The roll showing `face` from state `s`, as a step of a route: where it stood, the face, where it landed (where
/// it stood when the roll voids the turn) and where it ended (the last square when it finishes).
Step step_of(const Chain& chain, const Mover& mover, const GameRules& rules, std::uint32_t s, int face);

/// Which states can still finish: backwards reachability from the finish.
std::vector<bool> can_finish(const Chain& chain);

/// Which states can reach a state that cannot finish (`finishes`: can_finish): their expected length is infinite.
std::vector<bool> can_be_trapped(const Chain& chain, const std::vector<bool>& finishes);

/// The least number of rolls from the start to the finish (BFS over the chain), or nullopt.
std::optional<std::uint64_t> least_rolls(const Chain& chain);

}  // namespace snl::internal
