// analyze/engine/distribution.hpp — the third stage of an analysis: the distribution of the game's length, pushed roll by
// roll (analyze/engine/push.hpp) with a closed-form geometric tail once its shape has converged; with again rules also by
// turns.
#pragma once

#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "snl/analyze.hpp"

namespace snl::internal {

/// Neumaier's compensated sum: the cumulative distributions add up hundreds of thousands of small terms.
class CompensatedSum {
 public:
  void add(double x) {
    const double t = sum_ + x;
    compensation_ += std::abs(sum_) >= std::abs(x) ? (sum_ - t) + x : (x - t) + sum_;
    sum_ = t;
  }
  double value() const { return sum_ + compensation_; }

 private:
  double sum_ = 0;
  double compensation_ = 0;
};

/// Per step r (a roll, or a turn): the survival S(r) = P(T > r), the part of it already trapped, and the expected
/// rolls taken in step r (the probability in play at each of its rolls, summed), for the players.
struct Distribution {
  std::vector<double> survival;
  std::vector<double> trapped;
  std::vector<double> rolls;
};

/// The distribution of the number of rolls into analysis.pmf and cdf (and `remaining`, `truncated`, `dropped`,
/// `geometric_from`, `work`), until less than kRemainingTolerance is in play, options.max_rolls, or the work
/// budget. `rolls_in_play` is the linear solve's expected rolls in play, which checks the closed-form tail.
///
/// The geometric tail: once the distribution's shape stops changing (the L1 distance between the normalized
/// distributions at rolls k/2 and k, k a power of two ≥ 64, is at most 1e-13), every further roll multiplies it by
/// the same λ = 1 − x, x = (finished + trapped in one roll) / (in play): the tail is then written in closed form,
/// f·λ^j, and accepted only if the expected rolls in play it implies match `rolls_in_play` to 1e-10 relative.
Distribution distribute_rolls(const Mover& mover, const Chain& chain, const std::vector<bool>& finishes,
                              double rolls_in_play, const AnalysisOptions& options, Analysis& analysis);

/// The same by turns, into analysis.turns_pmf and turns_cdf (again rules).
Distribution distribute_turns(const Chain& chain, const std::vector<bool>& finishes, double turns_in_play,
                              const AnalysisOptions& options, Analysis& analysis);

}  // namespace snl::internal
