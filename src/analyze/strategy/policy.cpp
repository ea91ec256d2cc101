// The plays of the best play's search (analyze/strategy/policy.hpp): the positions some play reaches, a play's chain
// and the positions it reaches, the plain and "furthest square" plays and a play's expected rolls, and a square's
// play as Strategy reports it.
#include "analyze/strategy/policy.hpp"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "analyze/engine/linear.hpp"

// Every square index here is below kMaxAnalysisSquares (analyze() refuses larger boards before either runs), so the
// 64-bit labels used as indices fit size_t on wasm32 too: the narrowing clang warns of there cannot lose anything.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wshorten-64-to-32"
#endif

namespace snl::internal {

std::vector<bool> reachable_by_any(const Model& model) {
  std::vector<bool> seen(model.positions(), false);
  std::vector<std::uint64_t> queue{model.start()};
  seen[0] = true;
  for (std::size_t at = 0; at < queue.size(); ++at) {
    each_end(model, queue[at], [&](std::uint64_t e) {
      if (e == model.last() || seen[e - model.start()]) return;
      seen[e - model.start()] = true;
      queue.push_back(e);
    });
  }
  return seen;
}

PolicyChain policy_chain(const Model& model, const Policy& policy, const std::vector<bool>& included) {
  PolicyChain out;
  const std::size_t n = model.positions();
  const std::uint64_t start = model.start();
  Chain& chain = out.chain;
  chain.total = model.total();
  chain.last = model.last();
  out.state_of.assign(n, kFinish);
  for (std::size_t i = 0; i < n; ++i) {
    if (included[i]) {
      out.state_of[i] = static_cast<std::uint32_t>(chain.position.size());
      chain.position.push_back(static_cast<std::uint32_t>(start + i));
    }
  }
  const std::size_t states = chain.position.size();
  // The extra rolls' states come after the positions', one run per position whose die counts more than one roll.
  std::vector<std::uint32_t> first_extra(states, kFinish);
  for (std::size_t s = 0; s < states; ++s) {
    const int rolls = model.dice()[policy.die[chain.position[s] - start]].rolls;
    if (rolls > 1) {
      first_extra[s] = static_cast<std::uint32_t>(chain.position.size());
      for (int r = 1; r < rolls; ++r) chain.position.push_back(chain.position[s]);
    }
  }
  chain.turn_start = chain.position;
  chain.phase.assign(chain.position.size(), 0);
  for (std::size_t s = states; s < chain.position.size(); ++s) chain.phase[s] = 1;
  chain.turn_state.assign(model.last() + 1, kFinish);
  for (std::size_t s = 0; s < states; ++s) chain.turn_state[chain.position[s]] = static_cast<std::uint32_t>(s);
  // Rows: each position's (to its first extra state, or its rolls), then the extra states'.
  std::vector<std::vector<std::pair<std::uint32_t, std::uint64_t>>> rows(chain.position.size());
  const auto target_of = [&](std::uint64_t x) {
    if (x == model.last()) return kFinish;
    const std::uint32_t s = out.state_of[x - start];
    assert(s != kFinish);
    return s;
  };
  for (std::size_t s = 0; s < states; ++s) {
    const std::uint64_t p = chain.position[s];
    const std::size_t i = p - start;
    const std::size_t d = policy.die[i];
    const Model::DieRef& die = model.dice()[d];
    std::size_t row = s;
    if (first_extra[s] != kFinish) {
      rows[s].emplace_back(first_extra[s], chain.total);
      for (int r = 1; r + 1 < die.rolls; ++r) rows[first_extra[s] + r - 1].emplace_back(first_extra[s] + r, chain.total);
      row = first_extra[s] + static_cast<std::size_t>(die.rolls) - 2;
    }
    const auto add = [&](std::int64_t move, std::uint64_t weight) {
      const Ends e = model.ends(p, move);
      const std::uint64_t x = e.head != 0 && policy.take[e.head] == 0 ? e.head : e.taken;
      rows[row].emplace_back(target_of(x), weight);
    };
    for (std::size_t j = 0; j < die.die->faces().size(); ++j) {
      const std::uint64_t unit = model.weight(d, j) * die.unit;  // the face's weight of chain.total
      const RollOption& o = model.options(die.slot + j)[policy.option[i * model.slots() + die.slot + j]];
      std::uint64_t share = unit;
      if (model.coin()) {
        add(model.face(d, j), unit / 2);
        share = unit / 2;
      }
      for (const Part& part : o.parts) add(part.move, share * static_cast<std::uint64_t>(part.halves) / 2);
    }
  }
  for (auto& row : rows) append_row(chain, row);
  return out;
}

std::vector<bool> reached_by(const Model& model, const Policy& policy) {
  std::vector<bool> seen(model.positions(), false);
  std::vector<std::uint64_t> queue{model.start()};
  seen[0] = true;
  for (std::size_t at = 0; at < queue.size(); ++at) {
    const std::uint64_t p = queue[at];
    const std::size_t i = p - model.start();
    const std::size_t d = policy.die[i];
    const Model::DieRef& die = model.dice()[d];
    const auto visit = [&](std::int64_t move) {
      const Ends e = model.ends(p, move);
      const std::uint64_t x = e.head != 0 && policy.take[e.head] == 0 ? e.head : e.taken;
      if (x == model.last() || seen[x - model.start()]) return;
      seen[x - model.start()] = true;
      queue.push_back(x);
    };
    for (std::size_t j = 0; j < die.die->faces().size(); ++j) {
      if (model.coin()) visit(model.face(d, j));
      for (const Part& part : model.options(die.slot + j)[policy.option[i * model.slots() + die.slot + j]].parts) {
        visit(part.move);
      }
    }
  }
  return seen;
}

Policy plain_policy(const Model& model, std::size_t die) {
  return {std::vector<std::uint8_t>(model.positions(), static_cast<std::uint8_t>(die)),
          std::vector<std::uint8_t>(model.positions() * model.slots(), 0),
          std::vector<std::uint8_t>(model.last() + 1, 1)};
}

Policy furthest_policy(const Model& model) {
  Policy policy = plain_policy(model, 0);
  const std::uint64_t last = model.last();
  for (std::uint64_t head = 1; head <= last; ++head) policy.take[head] = 1;
  const auto along = [&](std::uint64_t p, std::int64_t move) {
    const Ends e = model.ends(p, move);
    const std::uint64_t x = e.head != 0 && e.head > e.taken ? e.head : e.taken;
    if (e.head != 0 && e.head > e.taken) policy.take[e.head] = 0;
    return x == last ? static_cast<double>(last) + 1 : static_cast<double>(x);
  };
  for (std::size_t i = 0; i < model.positions(); ++i) {
    const std::uint64_t p = model.start() + i;
    const Model::DieRef& die = model.dice()[0];
    for (std::size_t j = 0; j < die.die->faces().size(); ++j) {
      const auto& options = model.options(die.slot + j);
      double best = -1;
      for (std::size_t o = 0; o < options.size(); ++o) {
        double sum = 0;
        for (const Part& part : options[o].parts) sum += part.halves * along(p, part.move);
        if (sum / 2 > best) {
          best = sum / 2;
          policy.option[i * model.slots() + die.slot + j] = static_cast<std::uint8_t>(o);
        }
      }
    }
  }
  return policy;
}

std::optional<double> policy_rolls(const Model& model, const Policy& policy, LinearSolver solver,
                                   std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint) {
  const PolicyChain pc = policy_chain(model, policy, reached_by(model, policy));
  const std::vector<bool> finishes = can_finish(pc.chain);
  if (!finishes[0]) return std::nullopt;  // the play never finishes from the start
  return solve_expectations(pc.chain, finishes, false, solver, budget, work, checkpoint).expected_rolls;
}

SquarePlay square_play(const Board& board, const GameRules& rules, const Model& model, std::size_t i,
                       const Policy& policy, double value, double plain) {
  const std::size_t slots = model.slots();
  SquarePlay play;
  play.square = model.start() + i;
  play.value = value;
  play.plain_value = plain;
  play.die = policy.die[i];
  const Model::DieRef& d = model.dice()[play.die];
  if (rules.choices.adjust != Adjust::none) {
    for (std::size_t j = 0; j < d.die->faces().size(); ++j) {
      play.moves.push_back(model.options(d.slot + j)[policy.option[i * slots + d.slot + j]].code);
    }
  }
  if (play.square != 0) {
    const std::optional<Label> to = board.jump_from(play.square);
    if (to && rules.choices.refusable(play.square, *to)) play.take = policy.take[play.square] != 0;
  }
  return play;
}

std::optional<bool> last_take(const Board& board, const GameRules& rules, const Policy& policy) {
  const Label last = board.squares();
  const std::optional<Label> to = board.jump_from(last);
  if (!to || rules.overshoot == Overshoot::finish || !rules.choices.refusable(last, *to)) return std::nullopt;
  return policy.take[last] != 0;
}

}  // namespace snl::internal
