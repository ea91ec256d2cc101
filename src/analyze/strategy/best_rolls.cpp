// The best play for the expected rolls (snl/strategy.hpp, Optimal::Goal::rolls): the squares from which some play
// finishes surely and a first play that does (by the layers towards the end), then policy iteration, each play's
// expected rolls solved exactly on its chain (analyze/strategy/policy.hpp).
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "analyze/engine/exact.hpp"
#include "analyze/engine/linear.hpp"
#include "analyze/strategy/policy.hpp"
#include "snl/error.hpp"

// Every square index here is below kMaxAnalysisSquares (analyze() refuses larger boards before either runs), so the
// 64-bit labels used as indices fit size_t on wasm32 too: the narrowing clang warns of there cannot lose anything.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wshorten-64-to-32"
#endif

namespace snl::internal {
namespace {

/// The positions from which some play finishes with probability 1 (by index), and for each the die of a play that
/// does: one moving closer to the end (by `dist`, the moves through such positions) with positive probability.
struct Sure {
  std::vector<bool> in;
  std::vector<std::uint64_t> dist;
  std::vector<std::uint8_t> die;
};
Sure sure_region(const Model& model, WorkMeter& meter) {
  const std::size_t n = model.positions();
  const std::uint64_t start = model.start();
  const std::uint64_t last = model.last();
  Sure sure{std::vector<bool>(n, true), {}, std::vector<std::uint8_t>(n, 0)};
  const auto safe_end = [&](std::uint64_t p, std::int64_t move) {
    const Ends e = model.ends(p, move);
    const auto inside = [&](std::uint64_t x) { return x == last || sure.in[x - start]; };
    return inside(e.taken) || (e.head != 0 && inside(e.head));
  };
  const auto safe_option = [&](std::uint64_t p, const RollOption& o) {
    return std::all_of(o.parts.begin(), o.parts.end(), [&](const Part& part) { return safe_end(p, part.move); });
  };
  const auto safe_die = [&](std::uint64_t p, std::size_t d) {
    const Model::DieRef& die = model.dice()[d];
    for (std::size_t j = 0; j < die.die->faces().size(); ++j) {
      if (model.coin() ? !safe_end(p, model.face(d, j))
                       : std::none_of(model.options(die.slot + j).begin(), model.options(die.slot + j).end(),
                                      [&](const RollOption& o) { return safe_option(p, o); })) {
        return false;
      }
    }
    return true;
  };
  for (bool changed = true; changed;) {
    changed = false;
    meter.charge(2 * model.step_work(), "finding the squares from which a play finishes surely");
    for (std::size_t i = 0; i < n; ++i) {
      if (!sure.in[i]) continue;
      bool any = false;
      for (std::size_t d = 0; d < model.dice().size() && !any; ++d) any = safe_die(start + i, d);
      if (!any) sure.in[i] = false, changed = true;
    }
    // Backwards from the end over the moves of safe dice and options: the layers `dist`.
    std::vector<std::vector<std::pair<std::uint32_t, std::uint8_t>>> into(n);
    sure.dist.assign(n, std::numeric_limits<std::uint64_t>::max());
    std::vector<std::uint32_t> queue;
    for (std::size_t i = 0; i < n; ++i) {
      if (!sure.in[i]) continue;
      const std::uint64_t p = start + i;
      for (std::size_t d = 0; d < model.dice().size(); ++d) {
        if (!safe_die(p, d)) continue;
        const Model::DieRef& die = model.dice()[d];
        for (std::size_t j = 0; j < die.die->faces().size(); ++j) {
          for (const RollOption& o : model.options(die.slot + j)) {
            if (!safe_option(p, o)) continue;
            for (const Part& part : o.parts) {
              const Ends e = model.ends(p, part.move);
              const std::array<std::uint64_t, 2> xs{e.taken, e.head};
              for (std::size_t k = 0; k < (e.head != 0 ? 2u : 1u); ++k) {
                const std::uint64_t x = xs[k];
                if (x == last) {
                  if (sure.dist[i] != 0) queue.push_back(static_cast<std::uint32_t>(i)), sure.die[i] = static_cast<std::uint8_t>(d);
                  sure.dist[i] = 0;
                } else if (sure.in[x - start] && x != p) {
                  into[x - start].emplace_back(static_cast<std::uint32_t>(i), static_cast<std::uint8_t>(d));
                }
              }
            }
          }
        }
      }
    }
    for (std::size_t at = 0; at < queue.size(); ++at) {
      const std::uint32_t x = queue[at];
      for (const auto& [from, d] : into[x]) {
        if (sure.dist[from] != std::numeric_limits<std::uint64_t>::max()) continue;
        sure.dist[from] = sure.dist[x] + 1;
        sure.die[from] = d;
        queue.push_back(from);
      }
    }
    for (std::size_t i = 0; i < n; ++i) {
      if (sure.in[i] && sure.dist[i] == std::numeric_limits<std::uint64_t>::max()) sure.in[i] = false, changed = true;
    }
  }
  return sure;
}

std::string fraction_note(const Strategy& s) {
  return s.exact_value.empty() ? "" : " (exact value of that play: " + s.exact_value + ")";
}

/// The first play: by the layers `dist`, each choice towards the end.
Policy first_play(const Board& board, const GameRules& rules, const Model& model, const Sure& sure) {
  const std::size_t n = model.positions();
  const std::uint64_t start = model.start();
  const std::size_t slots = model.slots();
  Policy policy = plain_policy(model, 0);
  const auto dist_at = [&](std::size_t, std::uint64_t x) {
    if (x == model.last()) return -1.0;  // below every layer: a square of layer 0 finishes in one move
    return sure.in[x - start] ? static_cast<double>(sure.dist[x - start]) : kInf;
  };
  // The take of each refusable jump: the end with the smaller layer; each face: the option reaching the least one.
  for (std::uint64_t head = 1; head <= model.last(); ++head) {  // a snake on the last square may be refused too
    const std::optional<Label> to = board.jump_from(head);
    if (!to || !rules.choices.refusable(head, *to) || head < start) continue;
    policy.take[head] = better(dist_at(0, head), dist_at(0, *to)) ? 0 : 1;
  }
  const auto least = costs_of(model, dist_at, &policy.take);
  for (std::size_t i = 0; i < n; ++i) {
    if (!sure.in[i]) continue;
    const std::size_t d = sure.die[i];
    policy.die[i] = static_cast<std::uint8_t>(d);
    const Model::DieRef& die = model.dice()[d];
    for (std::size_t j = 0; j < die.die->faces().size(); ++j) {
      const auto& options = model.options(die.slot + j);
      double best = kInf;
      for (std::size_t o = 0; o < options.size(); ++o) {
        double reach = kInf;
        bool safe = true;
        for (const Part& part : options[o].parts) {
          const double c = least.end(d, start + i, part.move);
          safe = safe && c < kInf;
          reach = std::min(reach, c);
        }
        if (safe && reach < best) {
          best = reach;
          policy.option[i * slots + die.slot + j] = static_cast<std::uint8_t>(o);
        }
      }
    }
  }
  return policy;
}

/// The expected rolls of play `p` from every position of the sure region (by index; kInf elsewhere), solved on its
/// chain over that region.
std::vector<double> evaluate(const Model& model, const Policy& p, const Sure& sure, LinearSolver solver,
                             std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint) {
  const std::size_t n = model.positions();
  const PolicyChain pc = policy_chain(model, p, sure.in);
  const std::vector<bool> all(pc.chain.size(), true);
  const Expectations e = solve_expectations(pc.chain, all, false, solver, budget, work, checkpoint);
  std::vector<double> v(n, kInf);
  for (std::size_t i = 0; i < n; ++i) {
    if (pc.state_of[i] != kFinish) v[i] = e.remaining[pc.state_of[i]];
  }
  return v;
}

/// Improves `policy` against `value` (its expected rolls from each position): keep = false picks the preferred of the
/// best on ties. Returns whether it changed.
bool improve(const Board& board, const GameRules& rules, const Model& model, const Sure& sure,
             const std::vector<double>& value, bool keep, Policy& policy, WorkMeter& meter) {
  const std::size_t n = model.positions();
  const std::uint64_t start = model.start();
  const std::size_t slots = model.slots();
  const auto rolls_at = [&](std::size_t, std::uint64_t x) { return x == model.last() ? 0.0 : value[x - start]; };
  meter.charge(model.dice().size() * model.step_work(), "the best play for the expected rolls");
  bool changed = false;
  const auto best_costs = costs_of(model, rolls_at);
  for (std::uint64_t head = 1; head <= model.last(); ++head) {  // a snake on the last square may be refused too
    const std::optional<Label> to = board.jump_from(head);
    if (!to || !rules.choices.refusable(head, *to) || head < start) continue;
    const double taken = rolls_at(0, *to);
    const double refused = rolls_at(0, head);
    const std::uint8_t take = keep ? (policy.take[head] != 0 ? !better(refused, taken) : better(taken, refused))
                                   : !better(refused, taken);
    changed = changed || take != policy.take[head];
    policy.take[head] = take;
  }
  std::vector<std::uint8_t> choice(slots);
  for (std::size_t i = 0; i < n; ++i) {
    if (!sure.in[i]) continue;
    const std::uint64_t p = start + i;
    std::uint8_t* options = &policy.option[i * slots];
    const std::size_t current = policy.die[i];
    std::size_t best = keep ? current : 0;
    double best_cost = best_costs.die_cost(best, p, model.dice()[best].rolls, keep ? options : nullptr, choice.data());
    std::vector<std::uint8_t> best_choice = choice;
    for (std::size_t d = 0; d < model.dice().size(); ++d) {
      if (d == best) continue;
      const double c = best_costs.die_cost(d, p, model.dice()[d].rolls, keep ? options : nullptr, choice.data());
      if (better(c, best_cost) || (!keep && d < best && !better(best_cost, c))) {
        best = d;
        best_cost = c;
        best_choice = choice;
      }
    }
    const Model::DieRef& die = model.dice()[best];
    for (std::size_t j = 0; j < die.die->faces().size(); ++j) {
      changed = changed || options[die.slot + j] != best_choice[die.slot + j];
      options[die.slot + j] = best_choice[die.slot + j];
    }
    changed = changed || best != current;
    policy.die[i] = static_cast<std::uint8_t>(best);
  }
  return changed;
}

}  // namespace

void best_rolls(const Board& board, const GameRules& rules, const Model& model, const std::vector<bool>& any,
                bool exact, LinearSolver solver, std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint,
                WorkMeter& meter, Strategy& strategy) {
  const std::size_t n = model.positions();
  const std::uint64_t start = model.start();
  const std::size_t slots = model.slots();
  const Sure sure = sure_region(model, meter);
  if (!sure.in[0]) {
    std::string squares;
    int listed = 0;
    for (std::size_t i = 0; i < n && listed < 10; ++i) {
      if (any[i] && !sure.in[i]) squares += (listed++ == 0 ? "" : ", ") + std::to_string(start + i);
    }
    strategy.left_out = "every play can be trapped (a square from which the last can never be reached); no play "
                        "finishes surely from the squares " + squares + ": ask --optimal within:K instead";
    return;
  }
  Policy policy = first_play(board, rules, model, sure);
  std::vector<double> value = evaluate(model, policy, sure, solver, budget, work, checkpoint);
  for (bool changed = true; changed; ++strategy.iterations) {
    if (strategy.iterations >= 1000) throw LimitError("the best play did not settle within 1000 policy iterations");
    changed = improve(board, rules, model, sure, value, true, policy, meter);
    if (changed) value = evaluate(model, policy, sure, solver, budget, work, checkpoint);
    if (checkpoint != nullptr) checkpoint->now();
  }
  // The ties to the preferred choices, kept when the play they make is as good.
  const Policy found = policy;
  const std::vector<double> found_value = value;
  if (improve(board, rules, model, sure, value, false, policy, meter)) {
    value = evaluate(model, policy, sure, solver, budget, work, checkpoint);
    bool same = true;
    for (std::size_t i = 0; i < n && same; ++i) {
      same = !sure.in[i] || (!better(value[i], found_value[i]) && !better(found_value[i], value[i]));
    }
    if (!same) {
      policy = found;
      value = found_value;
    }
  }
  strategy.value = value[0];
  // This turn without the choices: the plain die, the plain move, every jump taken.
  const auto rolls_at = [&](std::size_t, std::uint64_t x) { return x == model.last() ? 0.0 : value[x - start]; };
  const Policy plain = plain_policy(model, 0);
  const auto plain_costs = costs_of(model, rolls_at, &plain.take);
  for (std::size_t i = 0; i < n; ++i) {
    if (!any[i] || !sure.in[i]) continue;
    const double p = plain_costs.fixed_cost(0, start + i, 1, &plain.option[i * slots]);
    strategy.squares.push_back(square_play(board, rules, model, i, policy, value[i], p));
  }
  strategy.last_take = last_take(board, rules, policy);
  if (exact) {
    const PolicyChain pc = policy_chain(model, policy, reached_by(model, policy));
    strategy.exact_value = solve_exact(pc.chain, can_finish(pc.chain), false, meter).expected_rolls;
  }
  strategy.established = "policy iteration: " + std::to_string(strategy.iterations) +
                         " rounds, each play's expected rolls solved exactly on its chain; no other choice on any "
                         "square is better by more than 1e-12 relatively" + fraction_note(strategy);
}

}  // namespace snl::internal
