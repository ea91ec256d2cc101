// analyze/linear.hpp — the second stage of an analysis: the linear systems of the chain, solved exactly. Eigen
// stays inside linear.cpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "analyze/chain.hpp"
#include "snl/analyze.hpp"

namespace snl::internal {

/// What the linear systems tell about the game from the start.
struct Expectations {
  /// The expected number of rolls, and of turns, while in play (until finished or trapped).
  double rolls_in_play = 0;
  double turns_in_play = 0;
  /// 1 unless a trap can be reached.
  double finish_probability = 0;
  /// The expected number of rolls and its standard deviation; nullopt when a trap can be reached.
  std::optional<double> expected_rolls;
  std::optional<double> std_dev;
  std::optional<double> expected_turns;
  std::optional<double> turns_std_dev;
  /// The expected rolls while in play from every state of the chain (-1 for a state that cannot finish).
  std::vector<double> remaining;
  /// How the systems were solved (Analysis::solved_by).
  std::string solved_by;
};

/// Solves the systems of `chain` over the states that can finish (`finishes`, the start among them):
/// (I − Q) t = 1 and (I − Q) s = 1 + 2 Q t when every reachable state can finish (and, when `turns`, the same with
/// a reward of one for each roll that ends a turn), else (I − Q_A) f = r. Throws LimitError when a system cannot be
/// factorized.
Expectations solve_expectations(const Chain& chain, const std::vector<bool>& finishes, bool turns,
                                LinearSolver choice);

/// The expected number of times the chain is in each state, from the start (−1 for a state that cannot finish), and
/// when `returns` lists states, the expected number of times in each of them starting from it (N_jj, one solve
/// each, for P(ever in j) = N_sj / N_jj). Charges each solve's size (the chain's transitions) to `work`; throws
/// LimitError past `budget`.
struct Visits {
  std::vector<double> visits;
  std::vector<double> returns;  // by the order of `returns`
};
Visits solve_visits(const Chain& chain, const std::vector<bool>& finishes, const std::vector<std::uint32_t>& returns,
                    LinearSolver choice, std::uint64_t budget, std::uint64_t& work);

}  // namespace snl::internal
