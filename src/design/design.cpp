// snl::design's search: the pricing of a candidate by the low-rank evaluator (design/lowrank.hpp) and, for the
// targets it does not give, by a full analysis (design/targets.hpp), taking it, the annealing and the report. The
// first board is in first_board.cpp, the moves in moves.cpp, the cut in cuts.cpp, the searches by every single move
// in sweeps.cpp, snl::design itself (one search or two) in population.cpp.
#include "snl/design.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "design/search.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"

namespace snl::internal::search {

Search::Search(const DesignSpec& spec) : spec_(spec), rng_(spec.seed) {
  first_head_ = internal::first_head(spec.rules);
  if (spec.should_stop) {
    interrupt_ = [this](std::uint64_t, double) {
      if (spec_.should_stop(result_.evaluations, best_energy_.goals)) throw SearchStopped{};
    };
  }
  if (spec.from) {
    side_ = spec.from->side();
    last_ = static_cast<std::uint32_t>(spec.from->squares());
  } else {
    side_ = spec.side;
    last_ = static_cast<std::uint32_t>(spec.side != 0 ? spec.side * spec.side : spec.squares);
  }
  plain_.assign(last_ + 1, 0);
  for (const Label p : spec.plain) {
    if (p >= 1 && p <= last_) plain_[table_index(p)] = 1;
  }
  kept_.assign(last_ + 1, 0);
  from_end_.assign(last_ + 1, 0);
  const DesignTargets& t = spec.targets;
  if (!spec.rules.again && spec.rules.plain_jumps()) {  // the low-rank evaluator prices one jump per move, free
    fast_ = std::make_unique<LowRank>(last_, spec.rules);
    if (interrupt_) fast_->interrupt_with([this] { interrupt_(result_.evaluations, best_energy_.goals); });
    fast_targets_.expected_rolls = t.expected_rolls;
    fast_targets_.std_dev = t.std_dev;
    fast_targets_.expected_turns = t.expected_turns;  // turns are rolls without roll-again rules
    needs_sd_ = t.std_dev.has_value();
    // By the evaluator's own push of the distribution (LowRank::fastest_after, cdf_after).
    push_targets_.least = t.least;
    push_targets_.median = t.median;
    push_targets_.percentile = t.percentile;
    push_targets_.within = t.within;
    double bound = 0;
    const auto reach = [&](double p, const Goal& g) {
      push_level_ = std::max(push_level_, p / 100);
      bound = std::max(bound, std::isfinite(g.high) ? g.high : g.low);
    };
    if (t.median) reach(50, *t.median);
    for (const auto& [p, g] : t.percentile) reach(p, g);
    for (const auto& [k, g] : t.within) push_rolls_ = std::max(push_rolls_, k);
    push_work_ = std::max(bound, static_cast<double>(push_rolls_));
    rest_targets_.wins = t.wins;
    rest_targets_.players = t.players;
    rest_targets_.fair_players = t.fair_players;
    rest_targets_.fair_tolerance = t.fair_tolerance;
  } else {
    rest_targets_ = t;
  }
}

Board Search::board_of(const std::vector<std::uint32_t>& end) const {
  std::vector<Jump> jumps;
  for (std::uint32_t h = 1; h < last_; ++h) {
    if (end[h] != h) jumps.push_back({h, end[h]});
  }
  return side_ != 0 ? Board::square(side_, std::move(jumps)) : Board::track(last_, std::move(jumps));
}

void Search::load(const std::vector<std::uint32_t>& end, bool solve) {
  end_ = end;
  into_.assign(last_ + 1, 0);
  ladders_ = snakes_ = movable_ = common_ = 0;
  for (std::uint32_t h = 1; h < last_; ++h) {
    if (end_[h] == h) continue;
    ++into_[end_[h]];
    (end_[h] > h ? ladders_ : snakes_) += 1;
    if (kept_[h] == 0) ++movable_;
    if (from_end_[h] == end_[h]) ++common_;
  }
  if (fast_ && solve) {
    fast_->reset(end_);
    find_routes();
  }
}

int Search::changes_of(const Candidate& c, HeadChange (&out)[2]) const {
  int n = 0;
  if (c.removed && !(c.added && c.added->from == c.removed->from)) {
    out[n++] = {static_cast<std::uint32_t>(c.removed->from), static_cast<std::uint32_t>(c.removed->from)};
  }
  if (c.added) out[n++] = {static_cast<std::uint32_t>(c.added->from), static_cast<std::uint32_t>(c.added->to)};
  return n;
}

Energy Search::energy_of(const Figures& f, const DesignTargets& targets) const {
  const internal::Energies e = internal::figures_energy(f, targets, kMargin, kAim, kAimWeight);
  return {e.goals, e.aim, e.walk, e.walk};
}

Energy Search::board_energy(const Board& board) {
  ++result_.full_analyses;
  try {
    Figures f = internal::analysed_figures(board, spec_.rules, spec_.targets, interrupt_);
    if (fast_ && spec_.targets.least) fastest_figures({}, f);
    return energy_of(f, spec_.targets);
  } catch (const BoardError&) {
    return {};  // not playable under the rules: a cycle of chained jumps, a costly head left without a jump
  }
}

/// The least rolls of the board after `changes`, and how common its fastest games are (the count of the die's
/// roll sequences that finish that fast, c, as c / (1 + c): the least-rolls target's slope).
void Search::fastest_figures(std::span<const HeadChange> changes, Figures& f) const {
  const std::optional<internal::Fastest> fastest = fast_->fastest_after(changes, 4 * std::uint64_t{last_} + 16);
  if (!fastest) {
    f.least.reset();
    return;
  }
  f.least = fastest->rolls;
  const double count =
      std::exp(std::log(fastest->probability) + static_cast<double>(fastest->rolls) * std::log(double(fast_->faces())));
  f.fastest = std::isfinite(count) ? count / (1 + count) : 1;
}

/// The median, percentiles and P(within K) of the board after `changes`, by the evaluator's push of the distribution,
/// and the least rolls with them. Precondition: f.expected is the board's. The push goes as far as Markov's
/// inequality says the largest percentile can be (P(T > k) ≤ E/k), so it is never cut short (but by kPushCap: a
/// percentile not reached by then counts as one roll past it).
void Search::pushed_figures(std::span<const HeadChange> changes, Figures& f) const {
  const DesignTargets& t = push_targets_;
  const double markov = *f.expected / std::max(1e-9, 1 - push_level_) + 16;
  const auto cap = static_cast<std::uint64_t>(std::min(kPushCap, std::max(markov, double(push_rolls_))));
  const std::vector<double> cdf = fast_->cdf_after(changes, push_level_, push_rolls_, cap);
  const auto percentile = [&](double p) {
    return std::optional<std::uint64_t>(percentile_of(cdf, p).value_or(cdf.size()));
  };
  if (t.median) f.median = percentile(50);
  for (const auto& [p, g] : t.percentile) f.percentile.push_back(percentile(p));
  for (const auto& [k, g] : t.within) f.within.push_back(k < cdf.size() ? cdf[static_cast<std::size_t>(k)] : cdf.back());
  if (t.least) {
    const auto first = std::find_if(cdf.begin(), cdf.end(), [](double x) { return x > 0; });
    if (first == cdf.end()) {
      fastest_figures(changes, f);  // the push stopped before any game finished
      return;
    }
    f.least = static_cast<std::uint64_t>(first - cdf.begin());
    const double count =
        std::exp(std::log(*first) + static_cast<double>(*f.least) * std::log(double(fast_->faces())));
    f.fastest = std::isfinite(count) ? count / (1 + count) : 1;
  }
}

Energy Search::price(const Candidate& c, double threshold) {
  HeadChange changes[2];
  const int rank = changes_of(c, changes);
  if (!fast_) {
    std::vector<std::uint32_t> end = end_;
    for (int j = 0; j < rank; ++j) end[changes[j].head] = changes[j].to;
    return board_energy(board_of(end));
  }
  const std::span<const HeadChange> span(changes, static_cast<std::size_t>(rank));
  Figures f;
  if (needs_sd_) {
    const std::optional<internal::Priced> priced = fast_->priced_after(span);
    if (!priced) return {};
    f.expected = f.turns = priced->expected;
    f.std_dev = priced->std_dev;
  } else {
    const std::optional<double> expected = fast_->expected_after(span);
    if (!expected) return {};  // a trap
    f.expected = f.turns = expected;
  }
  // Each tier only when the cheaper ones leave the candidate a chance (every energy is a sum of non-negative terms).
  Energy cheap = energy_of(f, fast_targets_);
  cheap.counted = 0;
  if (cheap.walk() > threshold) return {cheap.goals, cheap.aim, cheap.walked, kInfinity};  // cut short
  if (push_level_ > 0 || push_rolls_ > 0) {
    pushed_figures(span, f);
  } else if (push_targets_.least) {
    fastest_figures(span, f);
  }
  const Energy pushed = energy_of(f, push_targets_);
  cheap = {cheap.goals + pushed.goals, cheap.aim + pushed.aim, cheap.walked + pushed.walked, pushed.walked};
  if (!internal::needs_analysis(rest_targets_) || cheap.walk() > threshold) return cheap;
  std::vector<std::uint32_t> end = end_;
  for (int j = 0; j < rank; ++j) end[changes[j].head] = changes[j].to;
  ++result_.full_analyses;
  const Energy rest = energy_of(internal::analysed_figures(board_of(end), spec_.rules, rest_targets_, interrupt_), rest_targets_);
  return {cheap.goals + rest.goals, cheap.aim + rest.aim, cheap.walked + rest.walked, cheap.counted};
}

void Search::take(const Candidate& c, const HeadChange* changes, int rank) {
  if (c.removed) {
    --into_[table_index(c.removed->to)];
    (is_ladder(*c.removed) ? ladders_ : snakes_) -= 1;
    --movable_;
    if (from_end_[table_index(c.removed->from)] == c.removed->to) --common_;
    end_[table_index(c.removed->from)] = static_cast<std::uint32_t>(c.removed->from);
  }
  if (c.added) {
    ++into_[table_index(c.added->to)];
    (is_ladder(*c.added) ? ladders_ : snakes_) += 1;
    ++movable_;
    if (from_end_[table_index(c.added->from)] == c.added->to) ++common_;
    end_[table_index(c.added->from)] = static_cast<std::uint32_t>(c.added->to);
  }
  if (rank == 0) return;  // placing the first board: solved once it is placed
  if (fast_) {
    fast_->apply(std::span<const HeadChange>(changes, static_cast<std::size_t>(rank)));
    find_routes();
    if (++result_.accepted % kDesignResolveEvery == 0) result_.max_drift = std::max(result_.max_drift, fast_->resolve());
  } else {
    ++result_.accepted;
  }
}
void Search::begin(bool lead) {
  began_ = std::chrono::steady_clock::now();
  budget_ = spec_.max_evaluations != 0 ? spec_.max_evaluations : default_evaluations(spec_);
  bool stopped = false;
  try {
    place_initial();
  } catch (const SearchStopped&) {
    stopped = true;  // the board as placed so far, unpriced
  }
  best_ = end_;
  best_energy_ = energy_;
  // Once every goal is met, this many more evaluations pull toward the middles of the two-sided goals.
  aim_budget_ = std::max<std::uint64_t>(1, budget_ / 40);
  result_.stopped_by = stopped ? "stopped" : "the budget of " + std::to_string(budget_) + " evaluations";
  // A full analysis per candidate may take a while: should_stop is then asked before each one.
  ask_every_ = !fast_ || internal::needs_analysis(spec_.targets) ? 1 : 256;
  finished_ = stopped;
  if (stopped) return;
  try {
    if (lead && exhaust()) {
      result_.stopped_by = "every board within one change evaluated";
      finished_ = exhausted_ = true;
      return;
    }
    if (lead) beam();
    sweep();
  } catch (const SearchStopped&) {  // from an analysis or the evaluator's solve (LowRank::interrupt_with)
    stop();
  }
}

void Search::stop() {
  result_.stopped_by = "stopped";
  finished_ = true;
}

void Search::advance(std::uint64_t until) {
  try {
    advance_moves(until);
  } catch (const SearchStopped&) {  // the evaluator's solve from scratch, loading a board
    stop();
  }
}

bool Search::done() {
  if (best_energy_.goals > 0) return false;
  if (met_at_ == 0) met_at_ = std::max<std::uint64_t>(1, result_.evaluations);
  return best_energy_.aim == 0 || result_.evaluations >= met_at_ + aim_budget_;
}

void Search::advance_moves(std::uint64_t until) {
  while (!finished_ && result_.evaluations < until) {
    if (done() || result_.evaluations >= budget_) {
      finished_ = true;
      break;
    }
    if (++attempts_ > 50 * budget_ + 10'000) {
      result_.stopped_by = "no move keeps the constraints";  // every jump kept, or fixed counts on a full board
      finished_ = true;
      break;
    }
    if (attempts_ % ask_every_ == 0 && spec_.should_stop &&
        spec_.should_stop(result_.evaluations, best_energy_.goals)) {
      result_.stopped_by = "stopped";
      finished_ = true;
      break;
    }
    const std::uint64_t phase = result_.evaluations % kCycle;
    if (phase == 0 && result_.evaluations > 0) {
      // Each cycle starts again from the best board, and descends from it by single moves first; every other one,
      // when the best board's games are too short, from a cut of them (cuts.cpp).
      hold_ = kInfinity;
      if ((result_.evaluations / kCycle) % 2 == 1 && start_from_cut()) {
        if (result_.evaluations % kCycle == 0) ++result_.evaluations;
        continue;
      }
      load(best_);
      energy_ = best_energy_;
      sweep();
      if (result_.evaluations % kCycle == 0) ++result_.evaluations;  // the sweep may have priced nothing
      continue;
    }
    const Candidate c = propose();
    if ((!c.removed && !c.added) || !allowed(c)) continue;
    const double temperature = kHot * std::pow(kCold / kHot, static_cast<double>(phase) / kCycle);
    const double u = (static_cast<double>(rng_.next() >> 11) + 1.0) * 0x1p-53;  // (0, 1]
    const double walk = energy_.walk();
    const double threshold = walk == kInfinity ? kInfinity : walk - temperature * std::log(u);
    ++result_.evaluations;
    Energy energy;
    try {
      energy = price(c, threshold);
    } catch (const SearchStopped&) {
      stop();
      break;
    }
    if (energy.goals == kInfinity || energy.walk() > threshold || energy.counted > hold_) continue;
    HeadChange changes[2];
    const int rank = changes_of(c, changes);
    take(c, changes, rank);
    energy_ = energy;
    if (energy_ < best_energy_) {
      best_energy_ = energy_;
      best_ = end_;
    }
  }
}

DesignResult Search::run() {
  begin(true);
  advance(UINT64_MAX);
  return finish();
}

DesignResult Search::finish() {
  if (best_energy_.goals == 0) result_.stopped_by = "met every target";
  const std::vector<std::uint32_t>& best = best_;
  result_.board = board_of(best);
  // After a stop the best board's figures get a quarter of a second more (a small board's take milliseconds).
  const auto report_began = std::chrono::steady_clock::now();
  const auto grace = [report_began](std::uint64_t, double) {
    if (std::chrono::steady_clock::now() - report_began > std::chrono::milliseconds(250)) throw SearchStopped{};
  };
  try {
    result_.targets = internal::reports(
        internal::analysed_figures(result_.board, spec_.rules, spec_.targets,
                                   result_.stopped_by == "stopped" ? std::function<void(std::uint64_t, double)>(grace)
                                                                   : nullptr),
        spec_.targets, &result_.distance);
  } catch (const SearchStopped&) {
    result_.targets = internal::reports(Figures{}, spec_.targets, &result_.distance);  // the figures unknown
  }
  result_.met = true;
  for (const TargetReport& r : result_.targets) result_.met = result_.met && r.met;
  if (spec_.from) {
    for (const Jump& j : spec_.from->jumps()) {
      if (best[table_index(j.from)] != j.to) result_.removed.push_back(j);
    }
    for (const Jump& j : result_.board.jumps()) {
      if (from_end_[table_index(j.from)] != j.to) result_.added.push_back(j);
    }
    result_.changes = std::max(result_.removed.size(), result_.added.size());
  }
  result_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began_).count();
  return std::move(result_);
}

}  // namespace snl::internal::search

namespace snl {

std::vector<TargetReport> report_targets(const Board& board, const GameRules& rules, const DesignTargets& targets) {
  return internal::reports(internal::analysed_figures(board, rules, targets), targets);
}

std::uint64_t default_evaluations(const DesignSpec& spec) {
  return spec.rules.again || internal::needs_analysis(spec.targets) ? kDefaultAnalysedEvaluations
                                                                    : kDefaultDesignEvaluations;
}
}  // namespace snl
