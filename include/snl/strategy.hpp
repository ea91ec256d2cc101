// snl/strategy.hpp — the best play when the rules give the player choices (GameRules::choices: another die, an
// adjustment of the roll, jumps that may be refused): a Markov decision process over the squares, solved exactly.
//
//  * goal `rolls`: the play that minimises the expected rolls, by policy iteration. The start is a play that finishes
//    surely (found on the graph: the squares from which some play finishes with probability 1, and a play that
//    moves closer to the end with positive probability from each); each step solves the play's chain with the
//    analysis' sparse solver (analyze/linear.hpp) and changes a choice only where another is better by more than
//    1e-12 relatively, until none is. Squares from which every play may be trapped have no finite value.
//  * goal `within:K`: the play that maximises P(finish within K rolls), by backward induction over the rolls left
//    (exact up to rounding: K layers of the same Bellman step).
//  * the value of fixed plays next to the best: without the choices, always each other die, "the furthest square".
//  * with `exact` (goal rolls): the best play's expected rolls as a fraction (its chain solved over the rationals).
// Choices are made after seeing the roll (and the coin); a coin toss is not a roll; declining a jump depends on its
// head only; ties go to the plain move, GameRules::die and taking the jump. docs/strategy.md.
//
// Work: O(iterations × squares × faces × choices) and a sparse solve per iteration (usually under 10 iterations);
// within:K O(K × squares × faces × choices); both charged to the analysis' budget (LimitError past it).
// Tested by: tests/unit/strategy_test.cpp (an independent value iteration on an explicit model, every choice kind,
// random small boards; the LeetCode answer as the best play with any face of your choice; no choices = the
// analysis; a Monte Carlo of the returned play).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "snl/rules.hpp"

namespace snl {

/// What the best play optimises (AnalysisOptions::optimal).
struct Optimal {
  enum class Goal { rolls, within };
  Goal goal = Goal::rolls;
  /// With Goal::within: K.
  std::uint64_t within = 0;
  friend bool operator==(const Optimal&, const Optimal&) = default;
};

/// The largest K of within:K.
inline constexpr std::uint64_t kMaxOptimalWithin = 100'000;

/// "rolls" or "within:K", and back (throws OptionError).
std::string optimal_text(const Optimal& optimal);
Optimal parse_optimal(std::string_view text);

/// The best play on one square where a turn can begin (0: off the board, with start 0).
struct SquarePlay {
  Label square = 0;
  /// Under the best play from a turn beginning here: the expected rolls still needed (goal rolls), or P(finish
  /// within K rolls) with K rolls left (goal within).
  double value = 0;
  /// The same when this turn alone is played without the choices (GameRules::die, the plain move, every jump taken)
  /// and the best play afterwards: value − plain_value is what the choices are worth here.
  double plain_value = 0;
  /// The die to roll: 0 is GameRules::die, i ≥ 1 is choices.dice[i − 1].
  std::size_t die = 0;
  /// For each face of that die (in Die::faces() order): with Adjust::free or coin, the change −k..k made to the roll
  /// (with coin, when the coin allows it); with Adjust::flip, 1 to toss the coin, 0 not; empty with Adjust::none.
  std::vector<int> moves;
  /// On the head of a jump that may be refused: whether a token landing here takes it (goal within: with K − 1
  /// rolls left).
  std::optional<bool> take;
};

/// A fixed play and its value from the start ("without the choices", "always d4", "the furthest square"): nullopt
/// when it can be trapped (goal rolls).
struct FixedPlay {
  std::string name;
  std::optional<double> value;
};

struct Strategy {
  Optimal optimal;
  /// The best play's value from the start; nullopt when every play can be trapped (goal rolls), with `left_out`
  /// saying so and naming the squares.
  std::optional<double> value;
  std::string left_out;
  /// With exact (goal rolls): the best play's expected rolls as a fraction "p/q".
  std::string exact_value;
  std::vector<FixedPlay> fixed;
  /// Every square where a turn can begin under some play (and 0 with start 0), by label; with goal rolls only those
  /// from which the best play finishes surely.
  std::vector<SquarePlay> squares;
  /// Policy iterations (goal rolls), or the layers of rolls left (within).
  std::uint64_t iterations = 0;
  /// How the value was established, in words.
  std::string established;
};

}  // namespace snl
