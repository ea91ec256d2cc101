#include "analyze/players/players.hpp"

#include <vector>

#include "analyze/players/wins.hpp"

namespace snl::internal {

void add_players(Analysis& analysis, const Distribution& d) {
  const auto players = static_cast<std::size_t>(analysis.options.players);
  const bool one_roll_turns = analysis.options.rules.one_roll_turns();
  analysis.players.assign(players, {});
  analysis.total_pmf.assign(1, 0.0);
  // Every player's finishing time is the single player's, by turns (the race from the start, analyze/players/wins.hpp).
  TurnTimes times{one_roll_turns ? analysis.pmf : analysis.turns_pmf, d.survival, d.trapped, {}, {}};
  const std::vector<TurnTimes*> order(players, &times);
  std::vector<double> wins(players, 0.0);
  share_wins(order, wins, [&](double term) { analysis.total_pmf.push_back(term); });
  for (std::size_t i = 0; i < players; ++i) analysis.players[i].win_probability = wins[i];
  CompensatedSum sum;
  analysis.total_cdf.clear();
  for (const double p : analysis.total_pmf) {
    sum.add(p);
    analysis.total_cdf.push_back(sum.value());
  }
  if (!analysis.expected_rolls) return;
  if (players == 1) {
    analysis.expected_rounds = analysis.expected_turns;
    analysis.expected_total_rolls = analysis.expected_rolls;
    return;
  }
  // By turns: E[rounds] = Σ_{r ≥ 0} S(r)^P and E[total rolls] = Σ_{r ≥ 1} Σ_{i < P} S(r)^i S(r − 1)^(P − 1 − i)
  // R(r), R(r) the expected rolls of a player's turn r (S(r − 1) when a turn is one roll). The terms fall like
  // S^P: the sums stop once a round adds less than 1e-18 of them (and the tail past the computed distribution is
  // below S^(P−1) times the single-player tail, far below the rounding).
  std::vector<double> now(players);         // now[i] = S(r)^i
  std::vector<double> before(players + 1);  // before[j] = S(r − 1)^j
  CompensatedSum rounds;
  CompensatedSum total;
  rounds.add(1.0);  // S(0)^P = 1: nobody finishes before rolling
  for (std::size_t r = 1; r < d.survival.size(); ++r) {
    const double a = d.survival[r];
    const double b = d.survival[r - 1];
    now[0] = 1;
    for (std::size_t i = 1; i < players; ++i) now[i] = now[i - 1] * a;
    before[0] = 1;
    for (std::size_t j = 1; j <= players; ++j) before[j] = before[j - 1] * b;
    rounds.add(now[players - 1] * a);
    double round_total = 0;
    if (one_roll_turns) {
      for (std::size_t i = 0; i < players; ++i) round_total += now[i] * before[players - i];
    } else {
      for (std::size_t i = 0; i < players; ++i) round_total += now[i] * before[players - 1 - i] * d.rolls[r];
    }
    total.add(round_total);
    if (round_total < 1e-18) break;
  }
  analysis.expected_rounds = rounds.value();
  analysis.expected_total_rolls = total.value();
}

}  // namespace snl::internal
