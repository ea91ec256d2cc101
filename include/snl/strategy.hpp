// snl/strategy.hpp — the best play when the rules give the player choices (GameRules::choices: another die, an
// adjustment of the roll, jumps that may be refused): a Markov decision process over the squares, solved exactly.
//
//  * goal `rolls`: the play that minimises the expected rolls, by policy iteration. The start is a play that finishes
//    surely (found on the graph: the squares from which some play finishes with probability 1, and a play that
//    moves closer to the end with positive probability from each); each step solves the play's chain with the
//    analysis' sparse solver (analyze/engine/linear.hpp) and changes a choice only where another is better by more than
//    1e-12 relatively, until none is. Squares from which every play may be trapped have no finite value.
//  * goal `within:K`: the play that maximises P(finish within K rolls), by backward induction over the rolls left
//    (exact up to rounding: K layers of the same Bellman step).
//  * goal `win` (two players, analyze/strategy/win.cpp): the alternating game over both squares, each player maximising
//    the chance to win; value iteration from below and above at once (a lower bound from "every unfinished game is
//    lost" and an upper bound from "won", each sweep the best replies to the other bound), stopped when the bracket
//    is at most kWinTolerance (or win:TOL's) wide on every position: a proof of the value to it. With it the games
//    against a player without the choices, both ways, and both without them.
//  * the value of fixed plays next to the best: without the choices, always each other die, "the furthest square".
//  * with `exact` (goal rolls): the best play's expected rolls as a fraction (its chain solved over the rationals).
// Choices are made after seeing the roll (and the coin); a coin toss is not a roll; declining a jump depends on its
// head only; ties go to the plain move, GameRules::die and taking the jump. docs/strategy.md.
//
// Work: O(iterations × squares × faces × choices) and a sparse solve per iteration (usually under 10 iterations);
// within:K O(K × squares × faces × choices); win O(sweeps × M² × faces × choices), M the squares some play reaches
// (M² at most kMaxWinStates, refused at once above); all charged to the analysis' budget (LimitError past it).
// Tested by: tests/unit/strategy_test.cpp (an independent value iteration on an explicit model, every choice kind,
// random small boards; the LeetCode answer as the best play with any face of your choice; no choices = the
// analysis; a Monte Carlo of the returned play); tests/unit/win_test.cpp (an independent value iteration of the game
// to win on random small boards, the race without the choices, a Monte Carlo of both players' returned plays).
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
/// The width of the bracket the game to win (goal win) is solved to on every position, unless the user says
/// (win:TOL, from kMinWinTolerance to kMaxWinTolerance).
inline constexpr double kWinTolerance = 1e-9;
inline constexpr double kMinWinTolerance = 1e-12;
inline constexpr double kMaxWinTolerance = 1e-2;

struct Optimal {
  enum class Goal { rolls, within, win };
  Goal goal = Goal::rolls;
  /// With Goal::within: K.
  std::uint64_t within = 0;
  /// With Goal::win: the bracket's width on every position.
  double tolerance = kWinTolerance;
  friend bool operator==(const Optimal&, const Optimal&) = default;
};

/// The largest K of within:K.
inline constexpr std::uint64_t kMaxOptimalWithin = 100'000;

/// The most positions (the mover's square, the other's) of the game to win (goal win); the most sweeps before it is
/// refused as not settling.
inline constexpr std::uint64_t kMaxWinStates = 1'000'000;
inline constexpr std::uint64_t kMaxWinSweeps = 100'000;

/// "rolls", "within:K" or "win" ("win:TOL" off the default tolerance), and back: parse_optimal also reads "within"
/// (K 0: given apart, AnalysisOptions' optimal_within row). Throws OptionError.
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

/// A position where the best play to win differs from the least-rolls play (WinPlay::differences), and what that
/// turn's play to win adds to the mover's chance (then both playing to win).
struct WinDifference {
  Label mover = 0;
  Label other = 0;
  double gain = 0;
};

/// The two-player game to win (goal win): positions (a, b) are the mover's square squares[a] and the other's
/// squares[b], both where a turn begins, flat as a · M + b (M = squares.size()). Player 1 moves first; both start
/// on GameRules::start (position 0).
struct WinPlay {
  std::vector<Label> squares;
  /// P(player 1 wins) with both playing to win: the midpoint of the proven bracket [lower, upper].
  double value = 0;
  double lower = 0;
  double upper = 0;
  /// P(player 1 wins) when player 1 plays to win and player 2 without the choices; P(player 2 wins) when player 2
  /// plays to win and player 1 without them; P(player 1 wins) when neither has the choices (the independent race:
  /// nullopt when that game can trap a token, so it may never end).
  double first_best = 0;
  double second_best = 0;
  std::optional<double> plain;
  /// The widest bracket left on any position of the games solved (both to win, one to win against a player without
  /// the choices, neither with them), and the sweeps they took.
  double gap = 0;
  std::uint64_t sweeps = 0;
  /// By position: P(the mover wins), both playing to win; the die to roll (as SquarePlay::die).
  std::vector<double> values;
  std::vector<std::uint8_t> die;
  /// By position and face of that die (stride `faces`, the most faces of any die; unused entries 0): the move code as
  /// SquarePlay::moves; empty with Adjust::none.
  std::size_t faces = 0;
  std::vector<std::int8_t> moves;
  /// The heads of jumps that may be refused, and take[h · M + b]: whether a mover landing on heads[h] with the other
  /// on squares[b] takes it (1) or not (0).
  std::vector<Label> heads;
  std::vector<std::uint8_t> take;
  /// Against the least-rolls play (goal rolls, when no play can be trapped): the positions where the die or a move
  /// differs, the (head, other's square) pairs where the take differs, and up to kMaxWinDifferences of the
  /// positions where that difference is worth most, most first.
  std::uint64_t differ = 0;
  std::uint64_t differ_take = 0;
  std::vector<WinDifference> differences;
};
inline constexpr std::size_t kMaxWinDifferences = 5;

struct Strategy {
  Optimal optimal;
  /// The best play's value from the start (goal win: P(player 1 wins), both playing to win); nullopt when every play
  /// can be trapped (goal rolls) or some play can trap a token (goal win), with `left_out` saying so and naming the
  /// squares.
  std::optional<double> value;
  std::string left_out;
  /// With exact (goal rolls): the best play's expected rolls as a fraction "p/q".
  std::string exact_value;
  std::vector<FixedPlay> fixed;
  /// Every square where a turn can begin under some play (and 0 with start 0), by label; with goal rolls only those
  /// from which the best play finishes surely.
  std::vector<SquarePlay> squares;
  /// When the last square holds a jump the player may refuse (a snake there, under overshoot stay or bounce): whether
  /// the best play takes it (false: it refuses it, which finishes the game); nullopt otherwise. No turn begins on the
  /// last square, so `squares` cannot say it.
  std::optional<bool> last_take;
  /// Policy iterations (goal rolls), or the layers of rolls left (within).
  std::uint64_t iterations = 0;
  /// How the value was established, in words.
  std::string established;
  /// Goal win: the game to win (then `value` and each of `fixed` are P(player 1 wins), and `squares` is empty).
  std::optional<WinPlay> win;
};

}  // namespace snl
