// snl/race.hpp — a race under way: players' tokens on one board (each on a square, the one whose turn it is
// possibly mid-turn), taking turns under a GameRules (snl/rules.hpp: any die, overshoot rule, start and roll-again
// rule), the first to stand on the last square winning. Each player's chance of winning from here.
//
// The players never meet, so each one's finishing time is its own: the analysis' chain (src/analyze/chain.hpp,
// every roll applied by src/core/mover.hpp) is built from the rules' start and every token's state, and one
// distribution per distinct token state is pushed a turn at a time over it (a turn is one roll, or with again rules
// every roll until the turn ends), giving P(T_k = r), S_k(r) = P(T_k > r) and the part trapped where no roll can
// finish. Player k (in turn order from `to_move`) wins in round r with
//   P(T_k = r) · Π_{j before k} S_j(r) · Π_{j after k} S_j(r − 1),
// the formula analyze()'s players use (src/analyze/wins.hpp): with every token on the start and to_move 0, the
// chances are analyze(board, {rules, players}).players.
//
// Work (the units of AnalysisOptions::max_work, (state, face) pairs): the chain costs states × faces to build, each
// turn pushed (states in play) × faces per distinct token state; it stops when what is left to share is below
// kRemainingTolerance, or once `max_work` is spent (then the chances sum to less than 1, and `settled` is false).
// Memory O(distinct token states × states).
// Tested by: tests/unit/race_test.cpp (from the start against analyze()'s players for boards and rules: 2d6,
// bounce, finish, start 0, again with and without a limit; the turn; a token ahead; a trapped token; the work bound;
// refusals), tests/stress/race_reference_test.cpp (from arbitrary positions, mid-turn too, against an independent
// joint-state model in tests/support/race_reference.cpp to 1e-9, and seeded games within 4 standard errors).
// docs/race.md.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/play.hpp"
#include "snl/rules.hpp"

namespace snl {

struct RaceChances {
  /// wins[i]: the chance that player i (in the order given) wins.
  std::vector<double> wins;
  /// Whether the chances are complete (what is left to share is below kRemainingTolerance, or no one can finish any
  /// more); false when the work budget stopped them first.
  bool settled = true;
  /// The work spent, in the units of max_work.
  std::uint64_t work = 0;
};

/// The chances of the race with the tokens `players` (a token on the last square has won: chance 1, the others 0),
/// player `to_move` rolling next and the others following in order, wrapping round. Throws Error when the rules are
/// out of range, there is no player, to_move is not one of them, a token cannot stand where it is
/// (validate(Board, GameRules, TokenState, …)) or a player other than to_move is mid-turn; LimitError past
/// kMaxAnalysisSquares squares, or when the chain alone costs more than `max_work` to build.
RaceChances race_chances(const Board& board, const GameRules& rules, std::span<const TokenState> players,
                         std::size_t to_move, std::uint64_t max_work = kDefaultMaxWork);

/// The same with every token at the beginning of a turn, on `squares`.
RaceChances race_chances(const Board& board, const GameRules& rules, std::span<const Label> squares,
                         std::size_t to_move, std::uint64_t max_work = kDefaultMaxWork);

}  // namespace snl
