// snl/race.hpp — a race under way: players' tokens on one board (each on a square, the one whose turn it is
// possibly mid-turn), taking turns under a GameRules (snl/rules.hpp: any die, overshoot rule, start and roll-again
// rule), the first to stand on the last square winning. Each player's chance of winning from here.
//
// The players never meet, so each one's finishing time is its own: the analysis' chain (src/analyze/engine/chain.hpp,
// every roll applied by src/core/mover.hpp) is built from the rules' start and every token's state, and one
// distribution per distinct token state is pushed a turn at a time over it (a turn is one roll, or with again rules
// every roll until the turn ends), giving P(T_k = r), S_k(r) = P(T_k > r) and the part trapped where no roll can
// finish. Player k (in turn order from `to_move`) wins in round r with
//   P(T_k = r) · Π_{j before k} S_j(r) · Π_{j after k} S_j(r − 1),
// the formula analyze()'s players use (src/analyze/players/wins.hpp): with every token on the start and to_move 0, the
// chances are analyze(board, {rules, players}).players. The game's length from now comes from the same sums: a round
// is one turn of each player, beginning with `to_move`, and the round in which the game ends counts, so
// E[rounds] = Σ_{r ≥ 0} Π_j S_j(r); the total rolls add each player's expected rolls in each turn it plays. Both are
// infinite when every token can be trapped (then the game can last forever), and finite otherwise: a token that is
// trapped keeps rolling (its distribution is then pushed with the trap kept in play) until another wins.
//
// Work (the units of AnalysisOptions::max_work, snl/analyze.hpp): the chain costs 128 × states × faces to build,
// each turn pushed 4 × (transitions pushed and states scanned) per distinct token state; it stops when what is left
// to share is below kRemainingTolerance, or once `max_work` is spent (then the chances sum to less than 1, and `settled` is false).
// Memory O(distinct token states × states).
// Tested by: tests/unit/race_test.cpp (from the start against analyze()'s players for boards and rules: 2d6,
// bounce, finish, start 0, again with and without a limit, wins, rounds and total rolls; the turn; a token ahead; a
// trapped token, alone and beside one that cannot be trapped; the work bound; refusals),
// tests/stress/race_reference_test.cpp (from arbitrary positions, mid-turn too, wins, rounds and total rolls against
// an independent joint-state model in tests/support/race_reference.cpp to 1e-9, and seeded games within 4 standard
// errors).
// docs/race.md.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
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
  /// The expected rounds still to be played (the one in which the game ends counts; 0 when a player has already
  /// won), and the expected rolls of all players together from now; nullopt when infinite (every token can be
  /// trapped). When not `settled`, what was summed before the budget was spent.
  std::optional<double> expected_rounds;
  std::optional<double> expected_total_rolls;
  /// total_pmf[n] = P(the game ends on the n-th turn from now, counting every player's turns together; a turn is one
  /// roll without again rules), n = 0, 1, …: the terms of the wins in the order they are played.
  std::vector<double> total_pmf;
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
/// kMaxAnalysisSquares squares, or when the chain alone costs more than `max_work` to build. `progress` (as
/// AnalysisOptions::progress, with 0 and 1; optional) is called every few milliseconds of work while the chain is
/// built and the turns pushed, and may throw to stop the race (a deadline, Ctrl-C).
RaceChances race_chances(const Board& board, const GameRules& rules, std::span<const TokenState> players,
                         std::size_t to_move, std::uint64_t max_work = kDefaultMaxWork,
                         const std::function<void(std::uint64_t, double)>& progress = {});

/// The same with every token at the beginning of a turn, on `squares`.
RaceChances race_chances(const Board& board, const GameRules& rules, std::span<const Label> squares,
                         std::size_t to_move, std::uint64_t max_work = kDefaultMaxWork,
                         const std::function<void(std::uint64_t, double)>& progress = {});

}  // namespace snl
