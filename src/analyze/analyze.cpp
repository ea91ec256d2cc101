// analyze() (snl/analyze.hpp): the game as a chain (analyze/chain.hpp), its linear systems (analyze/linear.hpp), the
// distribution of its length (analyze/distribution.hpp) and several players (analyze/players.hpp).
#include "snl/analyze.hpp"

#include <algorithm>
#include <cassert>
#include <string>

#include "analyze/chain.hpp"
#include "analyze/distribution.hpp"
#include "analyze/exact.hpp"
#include "analyze/linear.hpp"
#include "analyze/players.hpp"
#include "snl/error.hpp"

namespace snl {

void validate(const AnalysisOptions& options) {
  validate(options.rules);
  if (options.players < 1 || options.players > kMaxPlayers) {
    throw Error("the number of players must be 1.." + std::to_string(kMaxPlayers) + ", not " +
                std::to_string(options.players));
  }
  if (options.max_rolls < 1) throw Error("the cap on the number of rolls must be at least 1");
}

std::optional<std::uint64_t> percentile_of(std::span<const double> cdf, double p) {
  assert(p > 0 && p <= 100);
  const double level = p / 100 - 1e-12;
  const auto it = std::lower_bound(cdf.begin(), cdf.end(), level);
  if (it == cdf.end()) return std::nullopt;
  return static_cast<std::uint64_t>(it - cdf.begin());
}

std::optional<std::uint64_t> Analysis::percentile(double p) const { return percentile_of(cdf, p); }

std::optional<std::uint64_t> Analysis::total_rolls_percentile(double p) const { return percentile_of(total_cdf, p); }

std::optional<std::uint64_t> Analysis::mode() const {
  const auto it = std::max_element(pmf.begin(), pmf.end());
  if (it == pmf.end() || *it <= 0) return std::nullopt;
  return static_cast<std::uint64_t>(it - pmf.begin());
}

double Analysis::within(std::uint64_t k) const {
  if (cdf.empty()) return 0;
  return k < cdf.size() ? cdf[k] : cdf.back();
}

namespace {

/// One square with start 1: the game is over before the first roll.
Analysis over_before_it_starts(Analysis analysis) {
  analysis.states = 0;
  analysis.finish_probability = 1;
  analysis.expected_rolls = analysis.expected_turns = 0;
  analysis.std_dev = analysis.turns_std_dev = 0;
  analysis.min_rolls = 0;
  analysis.pmf = analysis.cdf = {1.0};
  if (!analysis.options.rules.one_roll_turns()) analysis.turns_pmf = analysis.turns_cdf = {1.0};
  analysis.players.assign(static_cast<std::size_t>(analysis.options.players), {});
  analysis.players[0].win_probability = 1;
  analysis.expected_rounds = 0;
  analysis.expected_total_rolls = 0;
  analysis.total_pmf = analysis.total_cdf = {1.0};
  if (analysis.options.exact) analysis.exact = ExactFigures{"0", "0", "0", "0", "1"};
  return analysis;
}

}  // namespace

Analysis analyze(const Board& board, const AnalysisOptions& options) {
  validate(options);
  if (board.squares() > kMaxAnalysisSquares) {
    throw LimitError("a board of " + std::to_string(board.squares()) + " squares is too large to analyze (at most " +
                     std::to_string(kMaxAnalysisSquares) + ")");
  }
  Analysis analysis;
  analysis.options = options;
  analysis.options.progress = nullptr;
  if (board.squares() == 1 && options.rules.start == 1) return over_before_it_starts(std::move(analysis));

  const GameRules& rules = options.rules;
  const internal::Mover mover(board, rules.overshoot);
  const internal::Chain chain = internal::build_chain(mover, rules, options.max_work);
  analysis.work = chain.size() * rules.die.faces().size();
  analysis.states = chain.size();
  analysis.min_rolls = internal::least_rolls(chain);
  const std::vector<bool> finishes = internal::can_finish(chain);
  internal::Distribution distribution;
  if (!finishes[0]) {
    // The start cannot reach the last square: the game never ends.
    analysis.finish_probability = 0;
    analysis.pmf = analysis.cdf = {0.0};
    if (!rules.one_roll_turns()) analysis.turns_pmf = analysis.turns_cdf = {0.0};
    distribution.survival = distribution.trapped = {1.0};
    distribution.rolls = {0.0};
    if (options.exact) analysis.exact = ExactFigures{"", "", "", "", "0"};
  } else {
    if (options.exact) analysis.exact = internal::solve_exact(chain, finishes, !rules.one_roll_turns());
    const internal::Expectations e =
        internal::solve_expectations(chain, finishes, !rules.one_roll_turns(), options.linear_solver);
    analysis.finish_probability = e.finish_probability;
    analysis.expected_rolls = e.expected_rolls;
    analysis.std_dev = e.std_dev;
    analysis.expected_turns = e.expected_turns;
    analysis.turns_std_dev = e.turns_std_dev;
    analysis.solved_by = e.solved_by;
    analysis.work += chain.target.size();
    distribution = internal::distribute_rolls(mover, chain, finishes, e.rolls_in_play, options, analysis);
    if (!rules.one_roll_turns()) {
      distribution = internal::distribute_turns(chain, finishes, e.turns_in_play, options, analysis);
    }
  }
  if (options.fastest && analysis.min_rolls) {
    analysis.fastest = internal::fastest_games(chain, mover, rules, options.max_work, analysis.work);
  }
  internal::add_players(analysis, distribution);
  return analysis;
}

}  // namespace snl
