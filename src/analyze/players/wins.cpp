#include "analyze/players/wins.hpp"

#include <cassert>

#include "snl/analyze.hpp"

namespace snl::internal {
namespace {

/// Whether turn r of `times` is there, computing it when it can.
bool reach(TurnTimes& times, std::size_t r) {
  while (times.finished.size() <= r) {
    if (!times.more || !times.more()) return false;
  }
  return true;
}

}  // namespace

bool share_wins(std::span<TurnTimes* const> players, std::vector<double>& wins,
                const std::function<void(double)>& each_term, GameLength* length) {
  const std::size_t count = players.size();
  assert(count > 0 && wins.size() == count);
  std::vector<double> after(count + 1);  // after[k] = Π_{j ≥ k} S_j(r − 1)
  for (std::size_t r = 1;; ++r) {
    double open = 1;   // Π S_j(r − 1)
    double stuck = 1;  // Π trapped_j(r − 1)
    for (TurnTimes* times : players) {
      open *= times->survival[r - 1];
      stuck *= times->trapped[r - 1];
    }
    if (length != nullptr) length->rounds += open;  // round r is played: no one finished by round r − 1
    if (open - stuck < kRemainingTolerance) return true;
    for (TurnTimes* times : players) {
      if (!reach(*times, r)) return false;
    }
    after[count] = 1;
    for (std::size_t k = count; k-- > 0;) after[k] = after[k + 1] * players[k]->survival[r - 1];
    double before = 1;  // Π_{j < k} S_j(r)
    for (std::size_t k = 0; k < count; ++k) {
      const double term = players[k]->finished[r] * before * after[k + 1];
      wins[k] += term;
      if (length != nullptr) length->total_rolls += players[k]->rolls[r] * before * after[k + 1];
      if (each_term) each_term(term);
      before *= players[k]->survival[r];
    }
  }
}

}  // namespace snl::internal
