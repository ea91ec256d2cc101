#include "analyze/engine/within_turn.hpp"

#include <cmath>

namespace snl::internal {

WithinTurn::WithinTurn(const Chain& chain, const std::vector<bool>& finishes) {
  index_.assign(chain.size(), kNone);
  for (std::size_t s = 0; s < chain.size(); ++s) {
    if (chain.begins_turn(s) || !finishes[s]) continue;
    index_[s] = static_cast<std::uint32_t>(state_.size());
    state_.push_back(static_cast<std::uint32_t>(s));
  }
  const std::size_t m = state_.size();
  next_.assign(m, kNone);
  again_.assign(m, 0.0);
  std::vector<double> leave(m, 1.0);
  std::vector<std::uint32_t> into(m, 0);  // transitions from mid states into each
  for (std::uint32_t i = 0; i < m; ++i) {
    const std::size_t s = state_[i];
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t == kFinish || index_[t] == kNone) continue;
      if (next_[i] != kNone) {
        functional_ = false;
        return;
      }
      next_[i] = index_[t];
      again_[i] = chain.probability(e);
      leave[i] = static_cast<double>(chain.total - chain.weight[e]) / static_cast<double>(chain.total);
      ++into[index_[t]];
    }
  }
  // Kahn's order: what it never reaches lies on a cycle (each state has one way out, so nothing flows out of one).
  order_.reserve(m);
  for (std::uint32_t i = 0; i < m; ++i) {
    if (into[i] == 0) order_.push_back(i);
  }
  for (std::size_t head = 0; head < order_.size(); ++head) {
    const std::uint32_t t = next_[order_[head]];
    if (t != kNone && --into[t] == 0) order_.push_back(t);
  }
  for (std::uint32_t i = 0; i < m; ++i) {
    if (into[i] == 0) continue;
    double log_stay = 0;
    for (std::uint32_t c = i; into[c] != 0; c = next_[c]) {
      into[c] = 0;
      cycles_.push_back(c);
      log_stay += std::log1p(-leave[c]);
    }
    cycle_offset_.push_back(cycles_.size());
    cycle_leave_.push_back(-std::expm1(log_stay));
  }
}

std::uint64_t WithinTurn::sum(std::vector<double>& mass) const {
  double* u = mass.data();
  for (const std::uint32_t i : order_) {
    if (u[i] != 0 && next_[i] != kNone) u[next_[i]] += again_[i] * u[i];
  }
  for (std::size_t c = 0; c + 1 < cycle_offset_.size(); ++c) {
    const std::uint32_t* cycle = cycles_.data() + cycle_offset_[c];
    const std::size_t length = cycle_offset_[c + 1] - cycle_offset_[c];
    // What reaches cycle[0] after going round once (from each member's own arrival), then the series in closed form.
    double round = 0;
    for (std::size_t k = 1; k < length; ++k) round = u[cycle[k]] + again_[cycle[k - 1]] * round;
    const double arriving = u[cycle[0]] + again_[cycle[length - 1]] * round;
    if (arriving == 0) continue;
    u[cycle[0]] = arriving / cycle_leave_[c];
    for (std::size_t k = 1; k < length; ++k) u[cycle[k]] += again_[cycle[k - 1]] * u[cycle[k - 1]];
  }
  return (order_.size() + cycles_.size()) * price::kPushPair;
}

}  // namespace snl::internal
