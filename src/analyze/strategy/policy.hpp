// analyze/strategy/policy.hpp — private to analyze/strategy: a play under the player's choices (Policy), its costs as
// the Bellman steps see them (Costs), its chain and the positions it reaches, the plain and "furthest square" plays and a
// square's play as Strategy reports it; and the best play for each goal (best_within.cpp, best_rolls.cpp), for
// optimal_play (strategy.cpp). policy.cpp holds the plays.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "analyze/strategy/choice_model.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/rules.hpp"
#include "snl/strategy.hpp"

// Every square index here is below kMaxAnalysisSquares (analyze() refuses larger boards before either runs), so the
// 64-bit labels used as indices fit size_t on wasm32 too: the narrowing clang warns of there cannot lose anything.
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wshorten-64-to-32"
#endif

namespace snl::internal {

inline constexpr double kInf = std::numeric_limits<double>::infinity();
/// Two costs within this share of each other tie: the choice kept (or preferred) stays.
inline constexpr double kTie = 1e-12;

/// Whether cost `a` is lower than `b` by more than a tie.
inline bool better(double a, double b) {
  if (b == kInf) return a < kInf;
  if (a == kInf) return false;
  return a < b - kTie * (1 + std::abs(b));
}

/// A play: the die on each position (by index), the option of each face of it (a position's slots, every die's faces
/// one after another), and on each label whether a refusable jump there is taken.
struct Policy {
  std::vector<std::uint8_t> die;
  std::vector<std::uint8_t> option;
  std::vector<std::uint8_t> take;
};

/// Costs as the Bellman steps see them: `at(die, square)` is the cost of ending a roll of `die` on `square` (the
/// last square included); take: nullptr chooses the better end of a refusable jump (taking on ties), else the play's.
template <class At>
struct Costs {
  const Model& model;
  At at;
  const std::vector<std::uint8_t>* take = nullptr;

  double end(std::size_t die, std::uint64_t p, std::int64_t move) const {
    const Ends e = model.ends(p, move);
    const double taken = at(die, e.taken);
    if (e.head == 0) return taken;
    if (take != nullptr) return (*take)[e.head] != 0 ? taken : at(die, e.head);
    const double refused = at(die, e.head);
    return better(refused, taken) ? refused : taken;
  }
  double option(std::size_t die, std::uint64_t p, const RollOption& o) const {
    double sum = 0;
    for (const Part& part : o.parts) sum += part.halves * end(die, p, part.move);
    return sum / 2;
  }
  /// The cost of face j of `die` from p with option `chosen`: with a coin, half of it the plain move.
  double face(std::size_t die, std::uint64_t p, std::size_t j, std::size_t chosen) const {
    const std::size_t slot = model.dice()[die].slot + j;
    const double c = option(die, p, model.options(slot)[chosen]);
    return model.coin() ? (end(die, p, model.face(die, j)) + c) / 2 : c;
  }
  /// The best option of face j (the one kept, `kept`, unless another is better; without one the first of the best).
  std::pair<std::size_t, double> best_face(std::size_t die, std::uint64_t p, std::size_t j, std::size_t kept) const {
    const std::size_t slot = model.dice()[die].slot + j;
    const std::size_t count = model.options(slot).size();
    std::size_t best = kept < count ? kept : 0;
    double best_cost = face(die, p, j, best);
    for (std::size_t o = 0; o < count; ++o) {
      if (o == best) continue;
      const double c = face(die, p, j, o);
      if (better(c, best_cost) || (kept >= count && o < best && !better(best_cost, c))) {
        best = o;
        best_cost = c;
      }
    }
    return {best, best_cost};
  }
  /// The expected cost of rolling `die` from p with the best options (written to `choice`, by face); `extra` is the
  /// die's own cost (its rolls, for the expected rolls).
  double die_cost(std::size_t die, std::uint64_t p, double extra, const std::uint8_t* kept, std::uint8_t* choice) const {
    const Model::DieRef& d = model.dice()[die];
    double sum = 0;
    for (std::size_t j = 0; j < d.die->faces().size(); ++j) {
      const auto [o, c] = best_face(die, p, j, kept != nullptr ? kept[d.slot + j] : SIZE_MAX);
      if (choice != nullptr) choice[d.slot + j] = static_cast<std::uint8_t>(o);
      sum += static_cast<double>(model.weight(die, j)) * c;
    }
    return extra + sum / static_cast<double>(d.die->total());
  }
  /// The same with the play's options.
  double fixed_cost(std::size_t die, std::uint64_t p, double extra, const std::uint8_t* options) const {
    const Model::DieRef& d = model.dice()[die];
    double sum = 0;
    for (std::size_t j = 0; j < d.die->faces().size(); ++j) {
      sum += static_cast<double>(model.weight(die, j)) * face(die, p, j, options[d.slot + j]);
    }
    return extra + sum / static_cast<double>(d.die->total());
  }
};
template <class At>
Costs<At> costs_of(const Model& model, At at, const std::vector<std::uint8_t>* take = nullptr) {
  return Costs<At>{model, at, take};
}

/// The positions some play reaches from the start (by index).
std::vector<bool> reachable_by_any(const Model& model);

/// The chain of `policy` over the positions `included` (by index; the start first, every move of theirs staying
/// among them), with a state of its own for each extra roll a die counts. `state_of` maps a position's index to its
/// state (kFinish when not included).
struct PolicyChain {
  Chain chain;
  std::vector<std::uint32_t> state_of;
};
PolicyChain policy_chain(const Model& model, const Policy& policy, const std::vector<bool>& included);

/// The positions `policy` reaches from the start (by index).
std::vector<bool> reached_by(const Model& model, const Policy& policy);

/// The plain play with `die` on every square: no adjustment, every jump taken.
Policy plain_policy(const Model& model, std::size_t die);

/// "The furthest square": each choice ends on the square furthest along (finishing furthest of all; a coin's two
/// ends averaged), ladders taken and snakes refused; the plain die.
Policy furthest_policy(const Model& model);

/// The expected rolls of `policy` from the start, nullopt when it can be trapped.
std::optional<double> policy_rolls(const Model& model, const Policy& policy, LinearSolver solver,
                                   std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint);

/// The play of position `i` (by index) under `policy` as Strategy reports it, with its value and the plain play's.
SquarePlay square_play(const Board& board, const GameRules& rules, const Model& model, std::size_t i,
                       const Policy& policy, double value, double plain);

/// Strategy::last_take: under `policy`, whether a token landing on the last square takes its jump, when the player
/// may refuse it and the overshoot rule does not finish the game there first; else nullopt.
std::optional<bool> last_take(const Board& board, const GameRules& rules, const Policy& policy);

/// The best play for P(finish within K rolls), by backward induction over the rolls left, into `strategy`: each
/// square's play (`any`: the positions some play reaches), the value, and the fixed plays' values (best_within.cpp).
void best_within(const Board& board, const GameRules& rules, const Model& model, std::uint64_t K,
                 const std::vector<bool>& any, WorkMeter& meter, Strategy& strategy);

/// The best play for the expected rolls, by policy iteration from a play that finishes surely, into `strategy`
/// (Strategy::left_out when every play can be trapped); with `exact` its value as a fraction (best_rolls.cpp). The
/// fixed plays are optimal_play's. Charges its work to `meter`, and its linear systems' to `work` (LimitError past
/// `budget`); `checkpoint` may stop it.
void best_rolls(const Board& board, const GameRules& rules, const Model& model, const std::vector<bool>& any,
                bool exact, LinearSolver solver, std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint,
                WorkMeter& meter, Strategy& strategy);

}  // namespace snl::internal

#if defined(__clang__)
#pragma clang diagnostic pop
#endif
