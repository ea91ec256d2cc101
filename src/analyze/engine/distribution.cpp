#include "analyze/engine/distribution.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "analyze/engine/checkpoint.hpp"
#include "analyze/engine/push.hpp"

namespace snl::internal {
namespace {

/// Records step after step into a pmf and cdf and the distribution.
class Recorder {
 public:
  Recorder(std::vector<double>& pmf, std::vector<double>& cdf, Distribution& d) : pmf_(pmf), cdf_(cdf), d_(d) {
    pmf_.assign(1, 0.0);
    cdf_.assign(1, 0.0);
    d_.survival.assign(1, 1.0);
    d_.trapped.assign(1, 0.0);
    d_.rolls.assign(1, 0.0);
    in_play_.add(1.0);
  }
  void add(const Flow& flow) {
    finished_.add(flow.finished);
    trapped_.add(flow.trapped);
    in_play_.add(flow.in_play);
    pmf_.push_back(flow.finished);
    cdf_.push_back(finished_.value());
    d_.trapped.push_back(trapped_.value());
    d_.survival.push_back(flow.in_play + trapped_.value());
    d_.rolls.push_back(flow.rolls);
  }
  std::uint64_t steps() const { return pmf_.size() - 1; }
  /// Σ_{r ≥ 0} P(still in play after r steps) over the steps recorded so far.
  double in_play_sum() const { return in_play_.value(); }

  struct Mark {
    std::uint64_t steps;
    CompensatedSum finished, trapped, in_play;
  };
  Mark mark() const { return {steps(), finished_, trapped_, in_play_}; }
  /// Drops every step after the mark.
  void truncate(const Mark& at) {
    for (std::vector<double>* v : {&pmf_, &cdf_, &d_.survival, &d_.trapped, &d_.rolls}) {
      v->resize(static_cast<std::size_t>(at.steps) + 1);
    }
    finished_ = at.finished;
    trapped_ = at.trapped;
    in_play_ = at.in_play;
  }

 private:
  std::vector<double>& pmf_;
  std::vector<double>& cdf_;
  Distribution& d_;
  CompensatedSum finished_;
  CompensatedSum trapped_;
  CompensatedSum in_play_;
};

/// The L1 distance between two distributions, each normalized by its total.
double distance(const Mass& a, double a_total, const std::vector<double>& b, double b_total) {
  double sum = 0;
  for (std::size_t y = 0; y < b.size(); ++y) sum += std::abs(a.values[y] / a_total - b[y] / b_total);
  return sum;
}

/// Writes the closed-form tail after the step just made (`flow`, from `before` in play), and keeps it when the
/// expected steps in play it implies match `in_play_expected`. Returns whether it was kept.
bool geometric_tail(Recorder& record, const Flow& flow, double before, double in_play_expected,
                    const AnalysisOptions& options, Analysis& analysis) {
  const double leaving = (flow.finished + flow.trapped) / before;
  if (!(leaving > 0)) return false;
  const double log_lambda = std::log1p(-leaving);
  const Recorder::Mark at = record.mark();
  double tail_in_play = flow.in_play;
  for (std::uint64_t j = 1; tail_in_play >= kRemainingTolerance && record.steps() < options.max_rolls; ++j) {
    const double scale = std::exp(static_cast<double>(j) * log_lambda);
    const double rolls = flow.rolls / before * flow.in_play * std::exp(static_cast<double>(j - 1) * log_lambda);
    tail_in_play = flow.in_play * scale;
    record.add({flow.finished * scale, flow.trapped * scale, tail_in_play, 0, rolls, 0});
    if (options.progress && record.steps() % 4096 == 0) options.progress(record.steps(), tail_in_play);
  }
  const double implied = record.in_play_sum() + tail_in_play * (1 - leaving) / leaving;
  if (std::abs(implied - in_play_expected) > 1e-10 * in_play_expected) {
    record.truncate(at);
    return false;
  }
  analysis.geometric_from = at.steps;
  analysis.remaining = tail_in_play;
  analysis.truncated = tail_in_play >= kRemainingTolerance;
  if (analysis.truncated) analysis.stopped_by = "the cap of " + std::to_string(options.max_rolls) + " rolls";
  return true;
}

/// Pushes step after step (see distribute_rolls).
template <class Push>
Distribution distribute(Push& push, std::vector<double>& pmf, std::vector<double>& cdf, double in_play_expected,
                        const AnalysisOptions& options, Analysis& analysis) {
  Distribution d;
  Recorder record(pmf, cdf, d);
  std::vector<double> snapshot;
  double snapshot_in_play = 0;
  double in_play = 1.0;
  bool try_tail = options.geometric_tail;
  std::uint64_t since_progress = 0;
  while (in_play >= kRemainingTolerance) {
    if (record.steps() >= options.max_rolls) {
      analysis.stopped_by = "the cap of " + std::to_string(options.max_rolls) + " rolls";
      break;
    }
    if (analysis.work >= options.max_work) {
      analysis.stopped_by = "the work budget of " + std::to_string(options.max_work) + " units";
      break;
    }
    const Flow flow = push.step();
    analysis.work += flow.work;
    analysis.dropped += flow.dropped;
    const double before = in_play;
    in_play = flow.in_play;
    record.add(flow);
    const std::uint64_t steps = record.steps();
    // Every 4096 steps, or sooner when the steps are large (a big chain): a few milliseconds of work at most.
    since_progress += flow.work;
    if (options.progress && (steps % 4096 == 0 || since_progress >= kCheckpointWork)) {
      since_progress = 0;
      options.progress(steps, in_play);
    }
    if (!try_tail || steps < 32 || (steps & (steps - 1)) != 0 || in_play < kRemainingTolerance) continue;
    if (snapshot.empty() || in_play <= 0) {
      snapshot = push.mass().values;
      snapshot_in_play = in_play;
      continue;
    }
    const double shape_change = distance(push.mass(), in_play, snapshot, snapshot_in_play);
    snapshot = push.mass().values;
    snapshot_in_play = in_play;
    if (shape_change > 1e-13) continue;
    if (geometric_tail(record, flow, before, in_play_expected, options, analysis)) return d;
    try_tail = false;
  }
  analysis.remaining = in_play;
  analysis.truncated = in_play >= kRemainingTolerance;
  return d;
}

}  // namespace

Distribution distribute_rolls(const Mover& mover, const Chain& chain, const std::vector<bool>& finishes,
                              double rolls_in_play, const AnalysisOptions& options, Analysis& analysis) {
  const GameRules& rules = options.rules;
  // The kernel knows no pending jump, nor a phase; without an again limit the phase changes no move (it counts the
  // turns only), so the rolls are those of the positions.
  if (rules.die.fair() && (rules.one_roll_turns() || rules.again_limit == 0) && !rules.jump_costs.any()) {
    KernelPush push(mover, chain, finishes, rules.die.largest());
    push.reset(chain.position[0]);
    return distribute(push, analysis.pmf, analysis.cdf, rolls_in_play, options, analysis);
  }
  ChainPush push(chain, finishes);
  push.reset(0);
  return distribute(push, analysis.pmf, analysis.cdf, rolls_in_play, options, analysis);
}

Distribution distribute_turns(const Chain& chain, const std::vector<bool>& finishes, double turns_in_play,
                              const AnalysisOptions& options, Analysis& analysis) {
  // A turn costs the same however long it goes on (analyze/engine/within_turn.hpp): the caps on turns and work are checked
  // between turns, as between rolls.
  TurnPush push(chain, finishes);
  push.reset(0);
  // The rolls' own fields stay those of the rolls' distribution.
  Analysis by_turns;
  by_turns.work = analysis.work;
  Distribution d = distribute(push, analysis.turns_pmf, analysis.turns_cdf, turns_in_play, options, by_turns);
  analysis.work = by_turns.work;
  analysis.dropped += by_turns.dropped;
  if (!by_turns.stopped_by.empty() && analysis.stopped_by.empty()) analysis.stopped_by = by_turns.stopped_by;
  return d;
}

}  // namespace snl::internal
