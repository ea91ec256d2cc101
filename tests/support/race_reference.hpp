// tests/support/race_reference.hpp — an independent model of a race under way, to check snl::race_chances against.
//
// Where snl pushes one finishing time per token and multiplies them (the players never meet), this model never
// separates the players: a state is the whole table — every token's square, whose turn it is, and that player's
// place in its turn (again rolls so far and where the turn began) — and each player's chance of winning from every
// state is found by Gauss–Seidel sweeps of V(s) = Σ_face p(face) · V(after the roll) until they stop changing.
// Rolls are game_reference::roll (analysis_reference's square-by-square walk and the again rule as written); no snl
// function is called. Meant for a few players on tracks of a few dozen squares.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "game_reference.hpp"

namespace race_reference {

/// Each player's chance of winning with the tokens `players` (each a square, and for player `to_move` its place in
/// the turn), `to_move` rolling next; a token on the last square has won.
std::vector<long double> chances(const game_reference::Game& game, const std::vector<game_reference::State>& players,
                                 int to_move);

/// The game's length from there: the expected rolls of all players together and the expected rounds (a round is one
/// turn of each player from `to_move`; the first, even when its mover is mid-turn, and the one in which someone wins
/// count), by sweeps of L(t) = Σ_face p(face) · (reward + L(after the roll)) with a reward of one roll per roll and
/// one round each time the turn comes back to `to_move`. `finite` is false when some table the start can reach can
/// never lead to a win (the game may last forever); the expectations are then not computed.
struct Lengths {
  bool finite = false;
  long double rolls = 0;
  long double rounds = 0;
};
Lengths lengths(const game_reference::Game& game, const std::vector<game_reference::State>& players, int to_move);

/// One played race: the winner (-1 when no one has won after `cap` rolls), the rolls and the rounds it took.
struct Played {
  int winner = -1;
  std::uint64_t rolls = 0;
  std::uint64_t rounds = 0;
};
Played play_counted(const game_reference::Game& game, std::vector<game_reference::State> players, int to_move,
                    std::mt19937_64& rng, std::uint64_t cap);

/// Plays one race with `rng`: the winner, or -1 when no one has won after `cap` rolls.
int play(const game_reference::Game& game, std::vector<game_reference::State> players, int to_move,
         std::mt19937_64& rng, std::uint64_t cap);

}  // namespace race_reference
