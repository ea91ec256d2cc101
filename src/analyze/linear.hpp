// analyze/linear.hpp — the second stage of an analysis: the linear systems of the chain, solved exactly. Eigen
// stays inside linear.cpp.
#pragma once

#include <memory>
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

/// The expected number of times the chain is in each state, from the start (−1 for a state that cannot finish), and
/// when `returns` lists states, the expected number of times in each of them starting from it (N_jj, one solve
/// each, for P(ever in j) = N_sj / N_jj).
struct Visits {
  std::vector<double> visits;
  std::vector<double> returns;  // by the order of `returns`
};

/// The linear systems of `chain` over the states that can finish (`finishes`, the start among them), factorized
/// once for all that is asked of them. Throws LimitError when a system cannot be factorized.
class Systems {
 public:
  Systems(const Chain& chain, const std::vector<bool>& finishes, LinearSolver choice);
  ~Systems();
  Systems(const Systems&) = delete;
  Systems& operator=(const Systems&) = delete;

  /// (I − Q) t = 1 and (I − Q) s = 1 + 2 Q t when every reachable state can finish (and, when `turns`, the same
  /// with a reward of one for each roll that ends a turn), else (I − Q_A) f = r.
  Expectations expectations(bool turns);
  /// Visits (above). Charges each solve's size (the chain's transitions) to `work`; throws LimitError past `budget`.
  Visits visits(const std::vector<std::uint32_t>& returns, std::uint64_t budget, std::uint64_t& work);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// Systems(chain, finishes, choice).expectations(turns), for a chain asked nothing else.
Expectations solve_expectations(const Chain& chain, const std::vector<bool>& finishes, bool turns,
                                LinearSolver choice);

/// A change of the chain's transitions: from each listed state, the given probability that went to state `from`
/// goes to `to` instead (a state, or kFinish). Removing a jump is one: the rolls that land on its head stop there.
struct Redirect {
  std::vector<std::pair<std::uint32_t, double>> moved;
  std::uint32_t from = 0;
  std::uint32_t to = 0;
};

/// The expected number of rolls from the start (state 0) after each redirect alone, on a chain whose every state can
/// finish: one factorization of I − Q, then per redirect one solve, by Sherman–Morrison (the redirect is the rank-one
/// change −a·(e_to − e_from)ᵀ of I − Q: t' = t + z·(t_to − t_from) / (1 − (z_to − z_from)) with z = (I − Q)⁻¹a).
/// nullopt for a redirect after which I − Q is singular or nearly (a state that cannot finish: re-solve that one).
/// Charges each solve's size to `work`; throws LimitError past `budget`.
std::vector<std::optional<double>> redirected_expectations(const Chain& chain, const std::vector<Redirect>& redirects,
                                                           LinearSolver choice, std::uint64_t budget,
                                                           std::uint64_t& work);

}  // namespace snl::internal
