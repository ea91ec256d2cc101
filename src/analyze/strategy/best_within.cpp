// The best play for P(finish within K rolls) (snl/strategy.hpp, Optimal::Goal::within): backward induction over the
// rolls left, each square's best choice with each number of rolls left, and the fixed plays' chances by the same
// induction (analyze/strategy/policy.hpp).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "analyze/strategy/policy.hpp"

// Every square index here is below kMaxAnalysisSquares (analyze() refuses larger boards before either runs), so the
// 64-bit labels used as indices fit size_t on wasm32 too: the narrowing clang warns of there cannot lose anything.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wshorten-64-to-32"
#endif

namespace snl::internal {
namespace {

/// P(finish within K rolls) from every position (as costs −P, by index) under `policy`, or under the best play when
/// `policy` is null (then written to `best`, the choices with K rolls left).
std::vector<double> within_values(const Model& model, std::uint64_t K, const Policy* policy, Policy* best,
                                  WorkMeter& meter) {
  const std::size_t n = model.positions();
  int most = 1;
  for (const Model::DieRef& d : model.dice()) most = std::max(most, d.rolls);
  std::vector<std::vector<double>> ring(static_cast<std::size_t>(most) + 1, std::vector<double>(n, 0.0));
  std::uint64_t k = 0;
  const auto at = [&](std::size_t die, std::uint64_t x) {
    const auto rolls = static_cast<std::uint64_t>(model.dice()[die].rolls);
    if (rolls > k) return 0.0;  // the die counts more rolls than are left: not within K, even if it finishes
    return x == model.last() ? -1.0 : ring[(k - rolls) % ring.size()][x - model.start()];
  };
  const auto costs = costs_of(model, at, policy != nullptr ? &policy->take : nullptr);
  for (k = 1; k <= K; ++k) {
    meter.charge(model.step_work(), "the best play for P(finish within K rolls)");
    std::vector<double>& layer = ring[k % ring.size()];
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint64_t p = model.start() + i;
      std::uint8_t* choice = best != nullptr && k == K ? &best->option[i * model.slots()] : nullptr;
      if (policy != nullptr) {
        layer[i] = costs.fixed_cost(policy->die[i], p, 0, &policy->option[i * model.slots()]);
        continue;
      }
      double value = kInf;
      for (std::size_t d = 0; d < model.dice().size(); ++d) {
        const double c = costs.die_cost(d, p, 0, nullptr, choice);
        if (better(c, value)) {
          value = c;
          if (choice != nullptr) best->die[i] = static_cast<std::uint8_t>(d);
        }
      }
      layer[i] = value;
    }
  }
  return ring[K % ring.size()];
}

}  // namespace

void best_within(const Board& board, const GameRules& rules, const Model& model, std::uint64_t K,
                 const std::vector<bool>& any, WorkMeter& meter, Strategy& strategy) {
  const std::size_t n = model.positions();
  const std::uint64_t start = model.start();
  const std::size_t slots = model.slots();
  Policy best = plain_policy(model, 0);
  const std::vector<double> values = within_values(model, K, nullptr, &best, meter);
  // Whether to take each refusable jump, landing with K − 1 rolls left (by the best play's values then).
  const std::vector<double> before = K > 1 ? within_values(model, K - 1, nullptr, nullptr, meter)
                                           : std::vector<double>(n, 0.0);
  for (std::uint64_t head = 1; head <= model.last(); ++head) {  // a snake on the last square may be refused too
    const std::optional<Label> to = board.jump_from(head);
    if (!to || !rules.choices.refusable(head, *to) || head < start) continue;
    const auto before_at = [&](std::uint64_t x) { return x == model.last() ? -1.0 : before[x - start]; };
    best.take[head] = better(before_at(head), before_at(*to)) ? 0 : 1;
  }
  // This turn without the choices, the best play after it: the plain die's plain options against K − 1 rolls left.
  const auto at = [&](std::size_t, std::uint64_t x) { return x == model.last() ? -1.0 : before[x - start]; };
  const Policy plain = plain_policy(model, 0);
  const auto plain_costs = costs_of(model, at, &plain.take);
  const std::vector<std::uint8_t> zeros(slots, 0);
  for (std::size_t i = 0; i < n; ++i) {
    if (!any[i]) continue;
    const double plain_value = -plain_costs.fixed_cost(0, start + i, 0, zeros.data());
    strategy.squares.push_back(square_play(board, rules, model, i, best, -values[i], plain_value));
  }
  strategy.last_take = last_take(board, rules, best);
  strategy.value = -values[0];
  strategy.iterations = K;
  strategy.established = "backward induction over the " + std::to_string(K) +
                         " rolls left: each square's best choice with each number of rolls left";
  std::vector<std::string> die_names;
  for (const Model::DieRef& d : model.dice()) die_names.push_back(d.die->name());
  const auto fixed = [&](std::string name, const Policy& policy) {
    strategy.fixed.push_back({std::move(name), -within_values(model, K, &policy, nullptr, meter)[0]});
  };
  fixed("without the choices", plain_policy(model, 0));
  for (std::size_t d = 1; d < model.dice().size(); ++d) fixed("always " + die_names[d], plain_policy(model, d));
  if (rules.choices.adjust != Adjust::none || rules.choices.refuse != Refuse::none) {
    fixed("the furthest square", furthest_policy(model));
  }
}

}  // namespace snl::internal
