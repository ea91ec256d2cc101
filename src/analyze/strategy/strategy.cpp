// The best play under the player's choices (snl/strategy.hpp): the moves each choice allows (Model), the squares from
// which some play finishes surely and a first play that does, policy iteration for the expected rolls, backward
// induction for P(finish within K), and the fixed plays beside them.
#include "analyze/strategy/strategy.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/strategy/choice_model.hpp"
#include "analyze/engine/exact.hpp"
#include "analyze/engine/linear.hpp"
#include "core/mover.hpp"
#include "snl/error.hpp"
#include "snl/options.hpp"

// Every square index here is below kMaxAnalysisSquares (analyze() refuses larger boards before either runs), so the
// 64-bit labels used as indices fit size_t on wasm32 too: the narrowing clang warns of there cannot lose anything.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wshorten-64-to-32"
#endif

namespace snl {

std::string optimal_text(const Optimal& optimal) {
  switch (optimal.goal) {
    case Optimal::Goal::rolls: return "rolls";
    case Optimal::Goal::within: return "within:" + std::to_string(optimal.within);
    case Optimal::Goal::win: return optimal.tolerance == kWinTolerance ? "win" : "win:" + real_text(optimal.tolerance);
  }
  return "";
}

Optimal parse_optimal(std::string_view text) {
  if (text == "rolls") return {};
  if (text == "win") return {Optimal::Goal::win, 0};
  if (text == "within") return {Optimal::Goal::within, 0};  // K given apart (optimal_within)
  constexpr std::string_view kWin = "win:";
  if (text.starts_with(kWin)) {
    Optimal optimal{Optimal::Goal::win, 0};
    optimal.tolerance = parse_real(text.substr(kWin.size()), kMinWinTolerance, kMaxWinTolerance, "a tolerance");
    return optimal;
  }
  constexpr std::string_view kWithin = "within:";
  if (text.starts_with(kWithin)) {
    Optimal optimal;
    optimal.goal = Optimal::Goal::within;
    optimal.within = parse_whole(text.substr(kWithin.size()), 1, kMaxOptimalWithin);
    return optimal;
  }
  throw OptionError("expected rolls, within or win (or within:K, win:TOL), found " + quoted_text(text));
}

namespace internal {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
/// Two costs within this share of each other tie: the choice kept (or preferred) stays.
constexpr double kTie = 1e-12;

/// Whether cost `a` is lower than `b` by more than a tie.
bool better(double a, double b) {
  if (b == kInf) return a < kInf;
  if (a == kInf) return false;
  return a < b - kTie * (1 + std::abs(b));
}

/// A play: the die on each position (by index), the option of each face of it (a position's slots, every die's faces
/// one after another), and on each label whether a refusable jump there is taken.
struct Policy {
  std::vector<std::uint8_t> die;
  std::vector<std::uint8_t> option;
  std::vector<std::uint8_t> take;
};

/// Costs as the Bellman steps see them: `at(die, square)` is the cost of ending a roll of `die` on `square` (the
/// last square included); take: nullptr chooses the better end of a refusable jump (taking on ties), else the play's.
template <class At>
struct Costs {
  const Model& model;
  At at;
  const std::vector<std::uint8_t>* take = nullptr;

  double end(std::size_t die, std::uint64_t p, std::int64_t move) const {
    const Ends e = model.ends(p, move);
    const double taken = at(die, e.taken);
    if (e.head == 0) return taken;
    if (take != nullptr) return (*take)[e.head] != 0 ? taken : at(die, e.head);
    const double refused = at(die, e.head);
    return better(refused, taken) ? refused : taken;
  }
  double option(std::size_t die, std::uint64_t p, const RollOption& o) const {
    double sum = 0;
    for (const Part& part : o.parts) sum += part.halves * end(die, p, part.move);
    return sum / 2;
  }
  /// The cost of face j of `die` from p with option `chosen`: with a coin, half of it the plain move.
  double face(std::size_t die, std::uint64_t p, std::size_t j, std::size_t chosen) const {
    const std::size_t slot = model.dice()[die].slot + j;
    const double c = option(die, p, model.options(slot)[chosen]);
    return model.coin() ? (end(die, p, model.face(die, j)) + c) / 2 : c;
  }
  /// The best option of face j (the one kept, `kept`, unless another is better; without one the first of the best).
  std::pair<std::size_t, double> best_face(std::size_t die, std::uint64_t p, std::size_t j, std::size_t kept) const {
    const std::size_t slot = model.dice()[die].slot + j;
    const std::size_t count = model.options(slot).size();
    std::size_t best = kept < count ? kept : 0;
    double best_cost = face(die, p, j, best);
    for (std::size_t o = 0; o < count; ++o) {
      if (o == best) continue;
      const double c = face(die, p, j, o);
      if (better(c, best_cost) || (kept >= count && o < best && !better(best_cost, c))) {
        best = o;
        best_cost = c;
      }
    }
    return {best, best_cost};
  }
  /// The expected cost of rolling `die` from p with the best options (written to `choice`, by face); `extra` is the
  /// die's own cost (its rolls, for the expected rolls).
  double die_cost(std::size_t die, std::uint64_t p, double extra, const std::uint8_t* kept, std::uint8_t* choice) const {
    const Model::DieRef& d = model.dice()[die];
    double sum = 0;
    for (std::size_t j = 0; j < d.die->faces().size(); ++j) {
      const auto [o, c] = best_face(die, p, j, kept != nullptr ? kept[d.slot + j] : SIZE_MAX);
      if (choice != nullptr) choice[d.slot + j] = static_cast<std::uint8_t>(o);
      sum += static_cast<double>(model.weight(die, j)) * c;
    }
    return extra + sum / static_cast<double>(d.die->total());
  }
  /// The same with the play's options.
  double fixed_cost(std::size_t die, std::uint64_t p, double extra, const std::uint8_t* options) const {
    const Model::DieRef& d = model.dice()[die];
    double sum = 0;
    for (std::size_t j = 0; j < d.die->faces().size(); ++j) {
      sum += static_cast<double>(model.weight(die, j)) * face(die, p, j, options[d.slot + j]);
    }
    return extra + sum / static_cast<double>(d.die->total());
  }
};
template <class At>
Costs<At> costs_of(const Model& model, At at, const std::vector<std::uint8_t>* take = nullptr) {
  return Costs<At>{model, at, take};
}

/// The positions some play reaches from the start (by index).
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

/// The chain of `policy` over the positions `included` (by index; the start first, every move of theirs staying
/// among them), with a state of its own for each extra roll a die counts. `state_of` maps a position's index to its
/// state (kFinish when not included).
struct PolicyChain {
  Chain chain;
  std::vector<std::uint32_t> state_of;
};
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

/// The positions `policy` reaches from the start (by index).
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

/// The plain play with `die` on every square: no adjustment, every jump taken.
Policy plain_policy(const Model& model, std::size_t die) {
  return {std::vector<std::uint8_t>(model.positions(), static_cast<std::uint8_t>(die)),
          std::vector<std::uint8_t>(model.positions() * model.slots(), 0),
          std::vector<std::uint8_t>(model.last() + 1, 1)};
}

/// "The furthest square": each choice ends on the square furthest along (finishing furthest of all; a coin's two
/// ends averaged), ladders taken and snakes refused; the plain die.
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

/// The expected rolls of `policy` from the start, nullopt when it can be trapped.
std::optional<double> policy_rolls(const Model& model, const Policy& policy, LinearSolver solver,
                                   std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint) {
  const PolicyChain pc = policy_chain(model, policy, reached_by(model, policy));
  const std::vector<bool> finishes = can_finish(pc.chain);
  if (!finishes[0]) return std::nullopt;  // the play never finishes from the start
  return solve_expectations(pc.chain, finishes, false, solver, budget, work, checkpoint).expected_rolls;
}

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

std::string fraction_note(const Strategy& s) {
  return s.exact_value.empty() ? "" : " (exact value of that play: " + s.exact_value + ")";
}

}  // namespace

Strategy optimal_play(const Board& board, const GameRules& rules, const Optimal& optimal, bool exact,
                      LinearSolver solver, std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint) {
  Strategy strategy;
  strategy.optimal = optimal;
  const bool rolls_goal = optimal.goal == Optimal::Goal::rolls;
  const Model model(board, rules);
  const std::size_t n = model.positions();
  if (n == 0) {  // one square, start 1: the game is over before it starts
    strategy.value = rolls_goal ? 0.0 : 1.0;
    strategy.established = "the game is over before the first roll";
    return strategy;
  }
  WorkMeter meter(budget, work, checkpoint);
  const std::uint64_t start = model.start();
  const std::vector<bool> any = reachable_by_any(model);
  std::vector<std::string> die_names;
  for (const Model::DieRef& d : model.dice()) die_names.push_back(d.die->name());
  const std::size_t slots = model.slots();
  const auto square_play = [&](std::size_t i, const Policy& policy, double value, double plain) {
    SquarePlay play;
    play.square = start + i;
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
  };

  if (!rolls_goal) {
    Policy best = plain_policy(model, 0);
    const std::uint64_t K = optimal.within;
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
      strategy.squares.push_back(square_play(i, best, -values[i], plain_value));
    }
    strategy.value = -values[0];
    strategy.iterations = K;
    strategy.established = "backward induction over the " + std::to_string(K) +
                           " rolls left: each square's best choice with each number of rolls left";
    const auto fixed = [&](std::string name, const Policy& policy) {
      strategy.fixed.push_back({std::move(name), -within_values(model, K, &policy, nullptr, meter)[0]});
    };
    fixed("without the choices", plain_policy(model, 0));
    for (std::size_t d = 1; d < model.dice().size(); ++d) fixed("always " + die_names[d], plain_policy(model, d));
    if (rules.choices.adjust != Adjust::none || rules.choices.refuse != Refuse::none) {
      fixed("the furthest square", furthest_policy(model));
    }
    return strategy;
  }

  // Goal rolls: policy iteration from a play that finishes surely.
  const Sure sure = sure_region(model, meter);
  if (!sure.in[0]) {
    std::string squares;
    int listed = 0;
    for (std::size_t i = 0; i < n && listed < 10; ++i) {
      if (any[i] && !sure.in[i]) squares += (listed++ == 0 ? "" : ", ") + std::to_string(start + i);
    }
    strategy.left_out = "every play can be trapped (a square from which the last can never be reached); no play "
                        "finishes surely from the squares " + squares + ": ask --optimal within:K instead";
  } else {
    Policy policy = plain_policy(model, 0);
    std::vector<double> value(n, kInf);
    // The first play: by the layers `dist`, each choice towards the end.
    const auto dist_at = [&](std::size_t, std::uint64_t x) {
      if (x == model.last()) return -1.0;  // below every layer: a square of layer 0 finishes in one move
      return sure.in[x - start] ? static_cast<double>(sure.dist[x - start]) : kInf;
    };
    {
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
    }
    const auto evaluate = [&](const Policy& p) {
      const PolicyChain pc = policy_chain(model, p, sure.in);
      const std::vector<bool> all(pc.chain.size(), true);
      const Expectations e = solve_expectations(pc.chain, all, false, solver, budget, work, checkpoint);
      std::vector<double> v(n, kInf);
      for (std::size_t i = 0; i < n; ++i) {
        if (pc.state_of[i] != kFinish) v[i] = e.remaining[pc.state_of[i]];
      }
      return v;
    };
    const auto rolls_at = [&](std::size_t, std::uint64_t x) { return x == model.last() ? 0.0 : value[x - start]; };
    // Improves `policy` against `value`: keep = false picks the preferred of the best on ties. Returns whether it
    // changed.
    const auto improve = [&](bool keep) {
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
    };
    value = evaluate(policy);
    for (bool changed = true; changed; ++strategy.iterations) {
      if (strategy.iterations >= 1000) throw LimitError("the best play did not settle within 1000 policy iterations");
      changed = improve(true);
      if (changed) value = evaluate(policy);
      if (checkpoint != nullptr) checkpoint->now();
    }
    // The ties to the preferred choices, kept when the play they make is as good.
    const Policy found = policy;
    const std::vector<double> found_value = value;
    if (improve(false)) {
      value = evaluate(policy);
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
    const Policy plain = plain_policy(model, 0);
    const auto plain_costs = costs_of(model, rolls_at, &plain.take);
    for (std::size_t i = 0; i < n; ++i) {
      if (!any[i] || !sure.in[i]) continue;
      const double p = plain_costs.fixed_cost(0, start + i, 1, &plain.option[i * slots]);
      strategy.squares.push_back(square_play(i, policy, value[i], p));
    }
    if (exact) {
      const PolicyChain pc = policy_chain(model, policy, reached_by(model, policy));
      strategy.exact_value = solve_exact(pc.chain, can_finish(pc.chain), false, meter).expected_rolls;
    }
    strategy.established = "policy iteration: " + std::to_string(strategy.iterations) +
                           " rounds, each play's expected rolls solved exactly on its chain; no other choice on any "
                           "square is better by more than 1e-12 relatively" + fraction_note(strategy);
  }
  strategy.fixed.push_back(
      {"without the choices", policy_rolls(model, plain_policy(model, 0), solver, budget, work, checkpoint)});
  for (std::size_t d = 1; d < model.dice().size(); ++d) {
    strategy.fixed.push_back(
        {"always " + die_names[d], policy_rolls(model, plain_policy(model, d), solver, budget, work, checkpoint)});
  }
  if (rules.choices.adjust != Adjust::none || rules.choices.refuse != Refuse::none) {
    strategy.fixed.push_back(
        {"the furthest square", policy_rolls(model, furthest_policy(model), solver, budget, work, checkpoint)});
  }
  return strategy;
}

}  // namespace internal
}  // namespace snl
