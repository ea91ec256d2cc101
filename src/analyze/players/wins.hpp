// analyze/players/wins.hpp — who wins when players take turns, from each one's own finishing time: the one formula that the
// analysis' players (analyze/players/players.hpp, everyone from the start) and a race under way (snl/race.hpp, from any
// positions) share.
//
// The tokens never meet, so each finishing time T_k (in turns, counted from now) is its own. Taking turns in the
// order given, player k wins in round r when it finishes in its r-th turn and no one has finished before it:
//   P(T_k = r) · Π_{j < k} S_j(r) · Π_{j > k} S_j(r − 1),   S_j(r) = P(T_j > r).
// The rounds stop when what is still to share, Π S_j(r − 1) − Π trapped_j(r − 1) (the chance that the game reaches
// round r and someone can still finish), falls below kRemainingTolerance.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace snl::internal {

/// One player's finishing time by turns from now, r = 0, 1, … as far as computed: finished[r] = P(T = r),
/// survival[r] = P(T > r), trapped[r] = P(by turn r the token stands where it can never finish), and rolls[r] the
/// expected rolls of its turn r (0 once it has finished; read only for the game's lengths, below).
struct TurnTimes {
  std::vector<double> finished{0.0};
  std::vector<double> survival{1.0};
  std::vector<double> trapped{0.0};
  std::vector<double> rolls{0.0};
  /// Computes one more turn (appends to the three); false when it cannot (a budget is spent). Empty: what the
  /// vectors hold is all there is.
  std::function<bool()> more;
};

/// The game's length as share_wins sums it: E[rounds] = Σ_{r ≥ 0} Π_j S_j(r) (the round in which the game ends
/// counts), and E[total rolls] = Σ_{r ≥ 1} Σ_k rolls_k[r] · Π_{j < k} S_j(r) · Π_{j > k} S_j(r − 1) (player k plays
/// its turn r when no one before it has finished by round r, nor anyone after it by round r − 1). Both are finite
/// only when some player cannot be trapped; the caller knows that, and that `rolls` counts a trapped token's rolls.
struct GameLength {
  double rounds = 0;
  double total_rolls = 0;
};

/// Shares the wins among `players` in turn order (the same TurnTimes may stand for several players): adds each
/// round's terms to wins[k] (wins has players.size() entries) and passes them to `each_term` in order (round by
/// round, player by player), when given; sums the game's length into `length` when given. Returns true when it
/// stopped because what was left to share fell below kRemainingTolerance, false when a player's finishing time
/// could not be computed that far. Time O(rounds × players).
bool share_wins(std::span<TurnTimes* const> players, std::vector<double>& wins,
                const std::function<void(double)>& each_term = {}, GameLength* length = nullptr);

}  // namespace snl::internal
