// analyze() (snl/analyze.hpp): the game as a chain (analyze/chain.hpp), its linear systems (analyze/linear.hpp), the
// distribution of its length (analyze/distribution.hpp) and several players (analyze/players.hpp).
#include "snl/analyze.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <string>

#include "analyze/chain.hpp"
#include "analyze/distribution.hpp"
#include "analyze/linear.hpp"
#include "analyze/players.hpp"
#include "core/names.hpp"
#include "snl/error.hpp"

namespace snl {
namespace {

constexpr internal::Names<Overshoot, 3> kOvershoots{{{
    {Overshoot::stay, "stay"},
    {Overshoot::bounce, "bounce"},
    {Overshoot::finish, "finish"},
}}};

}  // namespace

std::string_view name_of(Overshoot overshoot) { return kOvershoots.of(overshoot); }
std::optional<Overshoot> overshoot_named(std::string_view name) { return kOvershoots.named(name); }
std::vector<std::string_view> overshoot_names() { return kOvershoots.all(); }

void validate(const AnalysisOptions& options) {
  if (options.die < 1 || options.die > kMaxDieFaces) {
    throw Error("the die must have 1.." + std::to_string(kMaxDieFaces) + " faces, not " + std::to_string(options.die));
  }
  if (options.start != 0 && options.start != 1) {
    throw Error("the start must be 0 (off the board) or 1 (square 1), not " + std::to_string(options.start));
  }
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

Analysis analyze(const Board& board, const AnalysisOptions& options) {
  validate(options);
  if (board.squares() > kMaxAnalysisSquares) {
    throw LimitError("a board of " + std::to_string(board.squares()) + " squares is too large to analyze (at most " +
                     std::to_string(kMaxAnalysisSquares) + ")");
  }
  Analysis analysis;
  analysis.options = options;
  analysis.options.progress = nullptr;
  if (board.squares() == 1 && options.start == 1) {
    // Standing on the last square already: the game is over before the first roll.
    analysis.states = 0;
    analysis.finish_probability = 1;
    analysis.expected_rolls = 0;
    analysis.std_dev = 0;
    analysis.min_rolls = 0;
    analysis.pmf = {1.0};
    analysis.cdf = {1.0};
    analysis.players.assign(static_cast<std::size_t>(options.players), {});
    analysis.players[0].win_probability = 1;
    analysis.expected_rounds = 0;
    analysis.expected_total_rolls = 0;
    analysis.total_pmf = {1.0};
    analysis.total_cdf = {1.0};
    return analysis;
  }

  const internal::Mover mover(board, options.overshoot);
  const internal::Chain chain = internal::build_chain(mover, options);
  analysis.states = chain.size();
  analysis.min_rolls = internal::least_rolls(chain);
  const std::vector<bool> finishes = internal::can_finish(chain);
  internal::Distribution distribution;
  if (!finishes[0]) {
    // The start cannot reach the last square: the game never ends.
    analysis.finish_probability = 0;
    analysis.pmf = {0.0};
    analysis.cdf = {0.0};
    distribution.survival = {1.0};
    distribution.trapped = {1.0};
  } else {
    const internal::Expectations e =
        internal::solve_expectations(chain, finishes, options.die, options.linear_solver);
    analysis.finish_probability = e.finish_probability;
    analysis.expected_rolls = e.expected_rolls;
    analysis.std_dev = e.std_dev;
    analysis.solved_by = e.solved_by;
    const internal::Kernel kernel = internal::make_kernel(mover, chain, finishes, options.die);
    distribution = internal::distribute(kernel, chain.position[0], e.rolls_in_play, options, analysis);
  }
  internal::add_players(analysis, distribution);
  return analysis;
}

}  // namespace snl
