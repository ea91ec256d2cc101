// analyze/distribution.hpp — the third stage of an analysis: the distribution of the game length, pushed roll by
// roll over a per-position kernel of the chain, with a closed-form geometric tail once its shape has converged.
#pragma once

#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "analyze/chain.hpp"
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

/// The same transitions as the chain, laid out by position for pushing the distribution fast: a roll from x
/// lands on x+1..x+K, so the probability landing on y < last is a window sum of the K positions before it
/// (one vectorized pass), after which a landing either stays (`keep`) or is moved by its jump (`moves`); the
/// rolls that reach or pass the last square are listed one by one (`overshoot`, at most K·K entries).
struct Kernel {
  std::size_t last = 0;
  std::size_t die = 0;
  double p = 0;
  std::vector<double> keep;                                    // p where a landing stays, 0 on a jump head
  std::vector<std::pair<std::uint32_t, std::uint64_t>> moves;  // (head, end) for heads below the last square
  struct Overshoot {
    std::uint32_t from;
    std::uint64_t end;
    double weight;
  };
  std::vector<Overshoot> overshoot;
  std::vector<std::uint32_t> doomed;  // reachable positions from which the last square cannot be reached
};

Kernel make_kernel(const Mover& mover, const Chain& chain, const std::vector<bool>& finishes, int die);

/// The distribution of the game length, pushed roll by roll. Also returns, per roll r, the survival
/// S(r) = P(T > r) and the part of it already trapped, for the players.
struct Distribution {
  std::vector<double> survival;
  std::vector<double> trapped;
};

/// Pushes the distribution until less than kRemainingTolerance is in play, or options.max_rolls.
///
/// The geometric tail: once the distribution's shape stops changing (the L1 distance between the normalized
/// distributions at rolls k/2 and k, k a power of two ≥ 64, is at most 1e-13), every further roll multiplies it
/// by the same λ = 1 − x, x = (finished + trapped in one roll) / (in play): the tail of pmf is then written in
/// closed form, f·λ^j. It is accepted only if the expected number of rolls in play it implies,
/// Σ_r P(in play after r), matches the linear solve `rolls_in_play` to 1e-10 relative; otherwise the rolls are
/// pushed one by one to the end.
Distribution distribute(const Kernel& k, std::uint64_t start, double rolls_in_play, const AnalysisOptions& options,
                        Analysis& analysis);

}  // namespace snl::internal
