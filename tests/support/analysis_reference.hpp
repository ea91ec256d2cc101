// tests/support/analysis_reference.hpp — an independent model of the fair-die game, to check snl::analyze against.
//
// It re-derives the rules on its own from the list of jumps (no snl function decides a move here): a bounce is
// walked one square at a time, turning at the last square and at square 1, instead of snl's closed formula; the
// chain is a dense matrix over every position 0..last−1; expected values come from Gaussian elimination with
// partial pivoting in long double, the distribution from dense matrix-vector products, the least number of
// rolls from a BFS, and games are simulated with a seeded Mersenne Twister. It is slow (O(squares³)) and meant
// for boards of at most a few hundred squares.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <utility>
#include <vector>

namespace reference {

enum class Overshoot { stay, bounce, finish };

struct Game {
  int squares = 1;
  std::vector<std::pair<int, int>> jumps;  // (from, to)
  Overshoot overshoot = Overshoot::stay;
  int start = 1;
  int die = 6;
};

/// The position after rolling `roll` from `from` (0 = off the board); `game.squares` means finished.
int move(const Game& game, int from, int roll);

struct Exact {
  long double finish_probability = 0;
  std::optional<long double> expected;  // nullopt: infinite
  std::optional<long double> variance;
  std::optional<int> min_rolls;
  std::vector<long double> pmf;  // the first `rolls` + 1 entries
};

/// Everything by dense linear algebra; pmf up to `rolls` rolls.
Exact solve(const Game& game, int rolls);

/// Plays one game with `rng`; returns the number of rolls, or nullopt when it is not over after `cap` rolls.
std::optional<std::uint64_t> play(const Game& game, std::mt19937_64& rng, std::uint64_t cap);

}  // namespace reference
