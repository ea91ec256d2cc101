#include "analyze/engine/exact.hpp"

#include <algorithm>
#include <string>

#include "analyze/engine/exact_system.hpp"
#include "snl/error.hpp"

namespace snl::internal {

ExactFigures solve_exact(const Chain& chain, const std::vector<bool>& finishes, bool turns, WorkMeter& meter) {
  return solve_exact(ExactSystem(chain, finishes, meter), chain, turns);
}

ExactFigures solve_exact(const ExactSystem& a, const Chain& chain, bool turns) {
  const std::vector<std::uint32_t>& live = a.live();
  const std::vector<std::uint32_t>& slot = a.slot();
  const std::size_t m = live.size();
  const std::uint32_t start = slot[0];
  const auto probability = [&](std::size_t e) { return a.probability(e); };
  ExactFigures exact;
  if (m != chain.size()) {
    // A trap can be reached: only the probability of finishing is finite.
    std::vector<Rational> out(m, 0);
    for (std::size_t i = 0; i < m; ++i) {
      for (std::size_t e = chain.offset[live[i]]; e < chain.offset[live[i] + 1]; ++e) {
        if (chain.target[e] == kFinish) out[i] += probability(e);
      }
    }
    exact.finish_probability = fraction_text(a.solve(std::move(out))[start]);
    return exact;
  }
  exact.finish_probability = "1";
  // E = Σ p (c + E'), E2 = Σ p (c² + 2 c E' + E2') for a cost c of each roll (1 for rolls; for turns, 1 when the
  // roll ends the turn), E' = E2' = 0 once finished.
  const auto moments = [&](bool by_turns, std::string& mean_text, std::string& variance_text) {
    const auto cost = [&](std::size_t e) { return !by_turns || chain.ends_turn(e); };
    std::vector<Rational> rhs(m, 0);
    for (std::size_t i = 0; i < m; ++i) {
      for (std::size_t e = chain.offset[live[i]]; e < chain.offset[live[i] + 1]; ++e) {
        if (cost(e)) rhs[i] += probability(e);
      }
    }
    const std::vector<Rational> mean = a.solve(rhs);
    for (std::size_t i = 0; i < m; ++i) {
      for (std::size_t e = chain.offset[live[i]]; e < chain.offset[live[i] + 1]; ++e) {
        if (cost(e) && chain.target[e] != kFinish) rhs[i] += 2 * probability(e) * mean[slot[chain.target[e]]];
      }
    }
    const std::vector<Rational> second = a.solve(std::move(rhs));
    mean_text = fraction_text(mean[start]);
    variance_text = fraction_text(second[start] - mean[start] * mean[start]);
  };
  moments(false, exact.expected_rolls, exact.rolls_variance);
  if (turns) {
    moments(true, exact.expected_turns, exact.turns_variance);
  } else {
    exact.expected_turns = exact.expected_rolls;
    exact.turns_variance = exact.rolls_variance;
  }
  return exact;
}

}  // namespace snl::internal
