// snl/race.hpp — a race under way: players' tokens on squares of one board, each rolling a fair six-sided die in
// turn under the least-rolls game's rule (a roll past the last square leaves the token where it is), the first to
// stand on the last square winning. Each player's chance of winning from here.
//
// The players do not meet, so each one's finishing time is its own: the distribution over squares is pushed roll
// by roll from its square (one vector per distinct square), and player i, whose m-th roll comes after those of the
// players before it in this round, wins on roll m when it finishes then and no one has finished before it:
// P(T_i = m) · Π_{j before i} P(T_j > m) · Π_{j after i} P(T_j > m − 1).
//
// Time O(distinct squares × squares × 6 × rolls pushed); it stops when what is left to share is below 1e-12, or
// after `max_rolls` rolls (then the chances sum to less than 1, and `settled` is false).
// Tested by: tests/unit/race_test.cpp (from square 1 for everyone, against analyze()'s players; one player; a
// player who cannot finish; a player already on the last square).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "snl/board.hpp"

namespace snl {

struct RaceChances {
  /// wins[i]: the chance that player i (in `positions`' order) wins.
  std::vector<double> wins;
  /// Whether the chances are complete (what is left is below 1e-12, or no one can finish any more).
  bool settled = true;
};

/// The chances of the race with tokens on `positions` (labels of `board`), player `to_move` rolling next and the
/// others following in order, wrapping round. Precondition: positions non-empty, each a label, to_move < size.
/// A player already on the last square has won (chance 1, the others 0).
RaceChances race_chances(const Board& board, std::span<const Label> positions, std::size_t to_move,
                         std::uint64_t max_rolls = 20'000);

}  // namespace snl
