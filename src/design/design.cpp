// snl::design: simulated annealing over boards that keep every constraint, priced by the low-rank evaluator
// (design/lowrank.hpp) and, for the targets it does not give, by a full analysis (design/targets.hpp).
#include "snl/design.hpp"

#include <chrono>
#include <cmath>
#include <functional>
#include <limits>
#include <memory>

#include "design/lowrank.hpp"
#include "design/targets.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"
#include "snl/generate.hpp"

namespace snl {

namespace {

using internal::Figures;
using internal::HeadChange;
using internal::LowRank;

constexpr double kMargin = 1e-6;           // the search holds each tolerance this much tighter than asked
constexpr std::uint64_t kCycle = 20'000;   // evaluations per annealing cycle (each starts from the best board)
constexpr double kHot = 0.02;              // the temperatures of a cycle, in energy units (scaled distances)
constexpr double kCold = 1e-5;
constexpr double kInfinity = std::numeric_limits<double>::infinity();

/// A candidate: one jump taken away, one put in, or both (a move or a retarget).
struct Candidate {
  std::optional<Jump> removed;
  std::optional<Jump> added;
};

bool is_ladder(const Jump& j) { return j.to > j.from; }

/// Thrown from inside an analysis when should_stop says so: one analysis of a large board under roll-again rules
/// can take minutes, and a stop must be answered within a second.
struct SearchStopped {};

class Search {
 public:
  explicit Search(const DesignSpec& spec);
  DesignResult run();

 private:
  void load(const std::vector<std::uint32_t>& end);
  bool allowed(const Candidate& c) const;
  Candidate propose();
  std::optional<Jump> random_jump();
  std::uint32_t random_free_head();
  std::optional<Jump> random_addition(bool ladder);
  void place_initial();
  int changes_of(const Candidate& c, HeadChange (&out)[2]) const;
  double price(const Candidate& c, double threshold);
  double board_energy(const Board& board);
  Board board_of(const std::vector<std::uint32_t>& end) const;
  void take(const Candidate& c, const HeadChange* changes, int rank);

  const DesignSpec& spec_;
  Rng rng_;
  std::uint64_t side_ = 0;
  std::uint32_t last_ = 0;
  std::vector<std::uint8_t> plain_;  // user-listed plain squares
  std::vector<std::uint8_t> kept_;   // by head
  std::vector<std::uint32_t> end_;
  std::vector<std::uint32_t> into_;  // jumps ending on each square
  std::uint64_t ladders_ = 0;
  std::uint64_t snakes_ = 0;
  std::uint64_t movable_ = 0;
  std::vector<std::uint32_t> from_end_;  // by head: the --from board's destination, 0 for none
  std::uint64_t from_count_ = 0;
  std::uint64_t common_ = 0;
  std::unique_ptr<LowRank> fast_;
  DesignTargets fast_targets_;  // those the low-rank evaluator gives
  DesignTargets rest_targets_;  // those a solve or an analysis gives
  bool needs_sd_ = false;
  bool placing_ = false;  // the first board: the counts' lower bounds are still being reached
  double energy_ = kInfinity;
  double best_energy_ = kInfinity;
  DesignResult result_;
  /// Each analysis' progress: asks should_stop, and throws SearchStopped when it says so.
  std::function<void(std::uint64_t, double)> interrupt_;
};

Search::Search(const DesignSpec& spec) : spec_(spec), rng_(spec.seed) {
  if (spec.should_stop) {
    interrupt_ = [this](std::uint64_t, double) {
      if (spec_.should_stop(result_.evaluations, best_energy_)) throw SearchStopped{};
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
    fast_targets_.expected_rolls = t.expected_rolls;
    fast_targets_.std_dev = t.std_dev;
    fast_targets_.expected_turns = t.expected_turns;  // turns are rolls without roll-again rules
    needs_sd_ = t.std_dev.has_value();
    rest_targets_ = t;
    rest_targets_.expected_rolls.reset();
    rest_targets_.std_dev.reset();
    rest_targets_.expected_turns.reset();
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

void Search::load(const std::vector<std::uint32_t>& end) {
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
  if (fast_) fast_->reset(end_);
}

bool Search::allowed(const Candidate& c) const {
  std::uint64_t ladders = ladders_;
  std::uint64_t snakes = snakes_;
  std::uint64_t common = common_;
  std::uint64_t count = ladders_ + snakes_;
  if (c.removed && c.added && *c.removed == *c.added) return false;  // no change
  if (c.removed) {
    const Jump& r = *c.removed;
    if (end_[table_index(r.from)] != r.to || r.to == r.from || kept_[table_index(r.from)] != 0) return false;
    (is_ladder(r) ? ladders : snakes) -= 1;
    if (from_end_[table_index(r.from)] == r.to) --common;
    --count;
  }
  if (c.added) {
    const Jump& a = *c.added;
    if (a.from < 2 || a.from >= last_ || a.to < 1 || a.to > last_ || a.to == a.from) return false;
    if (plain_[table_index(a.from)] != 0 || plain_[table_index(a.to)] != 0) return false;
    const std::uint64_t length = a.to > a.from ? a.to - a.from : a.from - a.to;
    if (length < spec_.min_length || length > spec_.max_length) return false;
    const bool same_head = c.removed && c.removed->from == a.from;
    if (end_[table_index(a.from)] != a.from && !same_head) return false;
    if (spec_.no_chains) {
      const bool head_there = a.to < last_ && end_[table_index(a.to)] != a.to && !(c.removed && c.removed->from == a.to);
      if (head_there) return false;
      const std::uint32_t ending = into_[table_index(a.from)] - (c.removed && c.removed->to == a.from ? 1 : 0);
      if (ending != 0) return false;
    }
    (is_ladder(a) ? ladders : snakes) += 1;
    if (from_end_[table_index(a.from)] == a.to) ++common;
    ++count;
  }
  if ((!placing_ && ladders < spec_.ladders.low) || ladders > spec_.ladders.high) return false;
  if ((!placing_ && snakes < spec_.snakes.low) || snakes > spec_.snakes.high) return false;
  if (spec_.max_changes && std::max(from_count_ - common, count - common) > *spec_.max_changes) return false;
  return true;
}

std::optional<Jump> Search::random_jump() {
  if (movable_ == 0) return std::nullopt;
  for (int tries = 0; tries < 256; ++tries) {
    const auto h = static_cast<std::uint32_t>(rng_.between(2, last_ - 1));
    if (end_[h] != h && kept_[h] == 0) return Jump{h, end_[h]};
  }
  return std::nullopt;
}

std::uint32_t Search::random_free_head() {
  for (int tries = 0; tries < 64; ++tries) {
    const auto h = static_cast<std::uint32_t>(rng_.between(2, last_ - 1));
    if (end_[h] == h && plain_[h] == 0) return h;
  }
  return 0;
}

std::optional<Jump> Search::random_addition(bool ladder) {
  const std::uint32_t h = random_free_head();
  if (h == 0) return std::nullopt;
  const std::uint64_t room = ladder ? last_ - h : h - 1;
  const std::uint64_t longest = std::min<std::uint64_t>(room, spec_.max_length);
  if (longest < spec_.min_length) return std::nullopt;
  const std::uint64_t length = rng_.between(spec_.min_length, longest);
  return Jump{h, ladder ? h + length : h - length};
}

Candidate Search::propose() {
  Candidate c;
  const std::uint64_t kind = rng_.below(100);
  if (kind < 15) {
    const bool ladder = ladders_ < spec_.ladders.high && (snakes_ >= spec_.snakes.high || rng_.chance(0.5));
    c.added = random_addition(ladder);
    return c;
  }
  c.removed = random_jump();
  if (!c.removed || kind < 30) return c;
  const Jump r = *c.removed;
  const bool ladder = is_ladder(r);
  if (kind < 65) {  // retarget: the same head, a new destination the same way
    const std::uint64_t room = ladder ? last_ - r.from : r.from - 1;
    const std::uint64_t longest = std::min<std::uint64_t>(room, spec_.max_length);
    if (longest < spec_.min_length) return {};
    std::uint64_t length = r.to > r.from ? r.to - r.from : r.from - r.to;
    if (rng_.chance(0.5)) {
      const auto step = static_cast<std::int64_t>(rng_.between(1, 6));
      length = static_cast<std::uint64_t>(std::clamp<std::int64_t>(
          static_cast<std::int64_t>(length) + (rng_.chance(0.5) ? step : -step),
          static_cast<std::int64_t>(spec_.min_length), static_cast<std::int64_t>(longest)));
    } else {
      length = rng_.between(spec_.min_length, longest);
    }
    c.added = Jump{r.from, ladder ? r.from + length : r.from - length};
    return c;
  }
  // move: the same length and direction from another head, near or anywhere
  std::int64_t shift = 0;
  if (rng_.chance(0.5)) {
    shift = static_cast<std::int64_t>(rng_.between(1, 6)) * (rng_.chance(0.5) ? 1 : -1);
  } else {
    shift = static_cast<std::int64_t>(rng_.between(2, last_ - 1)) - static_cast<std::int64_t>(r.from);
  }
  const std::int64_t head = static_cast<std::int64_t>(r.from) + shift;
  const std::int64_t to = static_cast<std::int64_t>(r.to) + shift;
  if (head < 2 || head >= last_ || to < 1 || to > last_ || shift == 0) return {};
  c.added = Jump{static_cast<Label>(head), static_cast<Label>(to)};
  return c;
}

int Search::changes_of(const Candidate& c, HeadChange (&out)[2]) const {
  int n = 0;
  if (c.removed && !(c.added && c.added->from == c.removed->from)) {
    out[n++] = {static_cast<std::uint32_t>(c.removed->from), static_cast<std::uint32_t>(c.removed->from)};
  }
  if (c.added) out[n++] = {static_cast<std::uint32_t>(c.added->from), static_cast<std::uint32_t>(c.added->to)};
  return n;
}

double Search::board_energy(const Board& board) {
  ++result_.full_analyses;
  try {
    const Figures f = internal::analysed_figures(board, spec_.rules, spec_.targets, interrupt_);
    return internal::figures_energy(f, spec_.targets, kMargin);
  } catch (const BoardError&) {
    return kInfinity;  // not playable under the rules: a cycle of chained jumps, a costly head left without a jump
  }
}

double Search::price(const Candidate& c, double threshold) {
  HeadChange changes[2];
  const int rank = changes_of(c, changes);
  Figures f;
  double energy = 0;
  if (fast_) {
    const std::span<const HeadChange> span(changes, static_cast<std::size_t>(rank));
    if (needs_sd_) {
      const std::optional<internal::Priced> priced = fast_->priced_after(span);
      if (!priced) return kInfinity;
      f.expected = f.turns = priced->expected;
      f.std_dev = priced->std_dev;
    } else {
      const std::optional<double> expected = fast_->expected_after(span);
      if (!expected) return kInfinity;  // a trap
      f.expected = f.turns = expected;
    }
    energy = internal::figures_energy(f, fast_targets_, kMargin);
    if (energy > threshold) return energy;
    const bool least = rest_targets_.least.has_value();
    const bool full = internal::needs_analysis(rest_targets_);
    if (!least && !full) return energy;
    std::vector<std::uint32_t> end = end_;
    for (int j = 0; j < rank; ++j) end[changes[j].head] = changes[j].to;
    const Board board = board_of(end);
    if (least && !full) {
      Figures g;
      g.least = game_min_rolls(board, spec_.rules);  // the analysis' min_rolls, without the rest of it
      return energy + internal::figures_energy(g, rest_targets_, kMargin);
    }
    ++result_.full_analyses;
    return energy + internal::figures_energy(internal::analysed_figures(board, spec_.rules, rest_targets_, interrupt_),
                                             rest_targets_, kMargin);
  }
  std::vector<std::uint32_t> end = end_;
  for (int j = 0; j < rank; ++j) end[changes[j].head] = changes[j].to;
  return board_energy(board_of(end));
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
    if (++result_.accepted % kDesignResolveEvery == 0) result_.max_drift = std::max(result_.max_drift, fast_->resolve());
  } else {
    ++result_.accepted;
  }
}

void Search::place_initial() {
  std::vector<std::uint32_t> end(last_ + 1);
  for (std::uint32_t h = 0; h <= last_; ++h) end[h] = h;
  for (const Jump& j : spec_.keep) {
    end[table_index(j.from)] = static_cast<std::uint32_t>(j.to);
    kept_[table_index(j.from)] = 1;
  }
  if (spec_.from) {
    for (const Jump& j : spec_.from->jumps()) {
      end[table_index(j.from)] = static_cast<std::uint32_t>(j.to);
      from_end_[table_index(j.from)] = static_cast<std::uint32_t>(j.to);
      ++from_count_;
    }
    load(end);
    energy_ = board_energy(board_of(end_));
    return;
  }
  const auto pick = [&](const CountRange& r, std::uint64_t have) {
    const std::uint64_t low = std::max(r.low, have);
    if (r.high == UINT64_MAX) return low;
    return rng_.between(low, std::max(low, std::min<std::uint64_t>(r.high, low + last_ / 4)));
  };
  for (int attempt = 0; attempt < 200; ++attempt) {
    load(end);
    placing_ = true;
    const std::uint64_t want_ladders = pick(spec_.ladders, ladders_);
    const std::uint64_t want_snakes = pick(spec_.snakes, snakes_);
    for (int tries = 0; tries < 20'000 && (ladders_ < want_ladders || snakes_ < want_snakes); ++tries) {
      Candidate c;
      c.added = random_addition(ladders_ < want_ladders);
      if (!c.added || !allowed(c)) continue;
      HeadChange changes[2];
      take(c, changes, 0);
    }
    placing_ = false;
    if (ladders_ < want_ladders || snakes_ < want_snakes) continue;
    load(end_);
    if (fast_ && fast_->trapped()) continue;
    energy_ = board_energy(board_of(end_));
    if (energy_ == kInfinity) continue;
    result_.accepted = 0;
    return;
  }
  throw DesignError("could not place the jumps the constraints ask for (" + std::to_string(spec_.ladders.low) +
                    " ladders and " + std::to_string(spec_.snakes.low) +
                    " snakes at least) on a board without a trap: loosen the lengths, counts or plain squares");
}

DesignResult Search::run() {
  const auto began = std::chrono::steady_clock::now();
  bool stopped = false;
  try {
    place_initial();
  } catch (const SearchStopped&) {
    stopped = true;  // the board as placed so far, unpriced
  }
  std::vector<std::uint32_t> best = end_;
  double& best_energy = best_energy_;
  best_energy = energy_;
  std::uint64_t attempts = 0;
  const bool analysed = !fast_ || internal::needs_analysis(spec_.targets);
  const std::uint64_t budget = spec_.max_evaluations != 0 ? spec_.max_evaluations
                               : analysed               ? kDefaultAnalysedEvaluations
                                                        : kDefaultDesignEvaluations;
  result_.stopped_by = stopped ? "stopped" : "the budget of " + std::to_string(budget) + " evaluations";
  if (best_energy == 0) result_.stopped_by = "met every target";
  // A full analysis per candidate may take a while: should_stop is then asked before each one.
  const std::uint64_t ask_every = analysed ? 1 : 256;
  while (!stopped && best_energy > 0 && result_.evaluations < budget) {
    if (++attempts > 50 * budget + 10'000) {
      result_.stopped_by = "no move keeps the constraints";  // every jump kept, or fixed counts on a full board
      break;
    }
    if (attempts % ask_every == 0 && spec_.should_stop && spec_.should_stop(result_.evaluations, best_energy)) {
      result_.stopped_by = "stopped";
      break;
    }
    const std::uint64_t phase = result_.evaluations % kCycle;
    if (phase == 0 && result_.evaluations > 0 && best_energy < energy_) {
      load(best);
      energy_ = best_energy;
    }
    const Candidate c = propose();
    if ((!c.removed && !c.added) || !allowed(c)) continue;
    const double temperature = kHot * std::pow(kCold / kHot, static_cast<double>(phase) / kCycle);
    const double u = (static_cast<double>(rng_.next() >> 11) + 1.0) * 0x1p-53;  // (0, 1]
    const double threshold = energy_ == kInfinity ? kInfinity : energy_ - temperature * std::log(u);
    ++result_.evaluations;
    double energy = kInfinity;
    try {
      energy = price(c, threshold);
    } catch (const SearchStopped&) {
      result_.stopped_by = "stopped";
      break;
    }
    if (energy == kInfinity || energy > threshold) continue;
    HeadChange changes[2];
    const int rank = changes_of(c, changes);
    take(c, changes, rank);
    energy_ = energy;
    if (energy_ < best_energy) {
      best_energy = energy_;
      best = end_;
      if (best_energy == 0) result_.stopped_by = "met every target";
    }
  }
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
        spec_.targets, 0);
  } catch (const SearchStopped&) {
    result_.targets = internal::reports(Figures{}, spec_.targets, 0);  // stopped again: the figures unknown
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
  result_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  return std::move(result_);
}

}  // namespace

std::vector<TargetReport> report_targets(const Board& board, const GameRules& rules, const DesignTargets& targets) {
  return internal::reports(internal::analysed_figures(board, rules, targets), targets, 0);
}

DesignResult design(const DesignSpec& spec) {
  validate(spec);
  Search search(spec);
  return search.run();
}

}  // namespace snl
