// tests/support/game_reference.hpp — a second independent model of the played game, for the rules the first
// (analysis_reference.hpp) lacks: any die (faces with integer weights), a face that rolls again, and the limit that
// voids a turn; and everything as exact fractions, with Boost.Multiprecision's rationals (snl uses GMP).
//
// It models a turn the way its rule is written, not as snl's chain: a state is (where the token stands, the rolls
// that rolled again so far this turn, where the turn began), all three kept even where snl can do without; moves are
// walked by analysis_reference::move. Expected values and second moments come from Gaussian elimination over the
// rationals, the probability of finishing in exactly k rolls from dense pushes, the shortest games from enumerating
// every sequence of faces. Slow; meant for tracks of a few dozen squares.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "analysis_reference.hpp"

namespace game_reference {

using Rational = boost::multiprecision::cpp_rational;

struct Game {
  int squares = 1;
  std::vector<std::pair<int, int>> jumps;
  reference::Overshoot overshoot = reference::Overshoot::stay;
  int start = 1;
  std::vector<std::pair<int, std::int64_t>> faces{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1}};  // value, weight
  int again = 0;        // 0: no face rolls again
  int again_limit = 0;  // 0: no limit
};

/// A moment between two rolls: where the token stands, how many rolls of the again face this turn has had so far,
/// and where the turn began.
struct State {
  int position = 0;
  int agains = 0;
  int turn_start = 0;
  auto operator<=>(const State&) const = default;
};

/// What one roll does: the state after it (none when the game is over), whether the turn ends with it.
struct Outcome {
  std::optional<State> next;
  bool ends_turn = true;
};

/// The board and overshoot rule of `game`, for reference::move.
reference::Game board_of(const Game& game);

/// The rule, as written: a roll of the again face is first counted; the limit's roll is not played and sends the
/// token back to the turn's start, ending the turn; any other roll is played (move, then its one jump), and the
/// turn goes on only after the again face. Without a limit the count is kept as "at least one" (it is never read).
Outcome roll(const Game& game, const reference::Game& board, const State& from, int face);

struct Exact {
  bool finite = false;  // every reachable state can finish
  Rational finish_probability;
  Rational expected_rolls, rolls_variance;
  Rational expected_turns, turns_variance;
};

/// The expected rolls and turns and their variances, exactly.
Exact solve(const Game& game);

/// Each square where a turn can begin (agains 0), by square: the expected rolls still needed from a turn beginning
/// there (none when a trap can be reached from it), the probability that a turn ever begins there and the expected
/// number of turns that do (none where the last square cannot be reached) — from the fundamental matrix N of the
/// states that can finish, inverted whole (ever = N_sj / N_jj).
struct Square {
  int square = 0;
  std::optional<Rational> remaining, ever, visits;
};
std::vector<Square> squares(const Game& game);

/// P(the game ends on roll k), k = 0..rolls, exactly.
std::vector<Rational> pmf(const Game& game, int rolls);

/// P(the game ends in exactly t turns), t = 0..turns, exactly: a turn's outcome from each turn's start by solving
/// the mid-turn states (which may loop without a limit), then pushed turn by turn.
std::vector<Rational> turns_pmf(const Game& game, int turns);

/// The fastest games by enumerating every sequence of at most `longest` faces: their length, how many there are,
/// the probability of finishing in exactly that many rolls and the largest probability of one of them; nullopt
/// when none is that short.
struct Fastest {
  int rolls = 0;
  std::uint64_t games = 0;
  Rational probability;
  Rational likeliest;
};
std::optional<Fastest> fastest(const Game& game, int longest);

/// Plays the faces in order: whether the game ends exactly on the last of them, the sequence's probability, and
/// where the token stands after each roll (the last square once finished).
struct Replay {
  bool finishes_on_last = false;
  Rational probability = 1;
  std::vector<int> positions;
};
Replay replay(const Game& game, const std::vector<int>& faces);

/// Plays one game with `rng`: its rolls and turns, or nullopt when it is not over after `cap` rolls.
std::optional<std::pair<std::uint64_t, std::uint64_t>> play(const Game& game, std::mt19937_64& rng,
                                                            std::uint64_t cap);

/// "p/q" (or "p" when q = 1), as snl writes fractions.
std::string text(const Rational& value);

}  // namespace game_reference
