// analyze() (snl/analyze.hpp): the game as a chain (analyze/engine/chain.hpp), its linear systems (analyze/engine/linear.hpp), the
// distribution of its length (analyze/engine/distribution.hpp) and several players (analyze/players/players.hpp).
#include "snl/analyze.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <string>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "analyze/engine/distribution.hpp"
#include "analyze/engine/linear.hpp"
#include "analyze/players/players.hpp"
#include "analyze/sections.hpp"
#include "snl/error.hpp"

namespace snl {

namespace {

/// The players, the cap on the rolls and the game under way (from, turn).
void validate_players(const AnalysisOptions& options) {
  if (options.players < 1 || options.players > kMaxPlayers) {
    throw Error("the number of players must be 1.." + std::to_string(kMaxPlayers) + ", not " +
                std::to_string(options.players));
  }
  if (options.max_rolls < 1 || options.max_rolls > kMaxAnalysisRolls) {
    throw Error("the cap on the number of rolls must be 1.." + std::to_string(kMaxAnalysisRolls) + ", not " +
                std::to_string(options.max_rolls));
  }
  const std::size_t count = options.from.size();
  if (count > static_cast<std::size_t>(kMaxPlayers)) {
    throw Error("a game under way has at most " + std::to_string(kMaxPlayers) + " players, not " +
                std::to_string(count) + " squares");
  }
  if (count > 0 && options.players != 1 && static_cast<std::size_t>(options.players) != count) {
    throw Error("the game under way lists " + std::to_string(count) + " squares, one per player, but the number of "
                "players is " + std::to_string(options.players));
  }
  const std::size_t movers = std::max<std::size_t>(count, 1);
  if (options.turn < 1 || static_cast<std::size_t>(options.turn) > movers) {
    throw Error(count == 0 ? "the player to move is given only with the squares of a game under way"
                           : "the player to move must be 1.." + std::to_string(count) + ", not " +
                                 std::to_string(options.turn));
  }
  for (const Label square : options.from) {
    if (square == 0 && options.rules.start != 0) {
      throw Error("square 0 (off the board) is only a place to stand with start 0");
    }
  }
}

/// The best play (optimal) and the game to win (optimal win).
void validate_optimal(const AnalysisOptions& options) {
  if ((options.optimal || options.rules.choices.any()) && (options.rules.again || options.rules.jump_costs.any())) {
    throw Error(std::string("the best play (optimal) is not found with ") +
                (options.rules.again ? "a face that rolls again (again)" : "jumps that cost a roll (jump_costs_a_roll)"));
  }
  if (options.optimal) {
    const Optimal& o = *options.optimal;
    if (o.goal == Optimal::Goal::within && (o.within < 1 || o.within > kMaxOptimalWithin)) {
      throw Error("the best play within K rolls (optimal within) needs K, optimal_within 1.." +
                  std::to_string(kMaxOptimalWithin));
    }
    if (o.goal != Optimal::Goal::within && o.within != 0) {
      throw Error("optimal_within is the K of the best play within K rolls: it needs optimal within");
    }
    if (o.goal != Optimal::Goal::win && o.tolerance != kWinTolerance) {
      throw Error("optimal_tolerance is the tolerance of the game to win: it needs optimal win");
    }
  }
  if (options.optimal && options.optimal->goal == Optimal::Goal::win) {
    if (options.players != 2 || !options.from.empty()) {
      throw Error("the game to win (optimal win) is played by 2 players from the start (players 2, no from), not " +
                  (options.from.empty() ? std::to_string(options.players) + " player" + (options.players == 1 ? "" : "s")
                                        : std::string("a game under way")));
    }
    if (options.rules.meeting.any()) throw Error("the game to win (optimal win) is not played with tokens that meet (bump, no_sharing)");
    for (const DieChoice& choice : options.rules.choices.dice) {
      if (choice.rolls != 1) {
        throw Error("the game to win (optimal win) is played with dice that count one roll each, not " +
                    die_choices_text({choice}));
      }
    }
  }
}

/// Tokens that meet and the handicap.
void validate_meeting(const AnalysisOptions& options) {
  if (options.rules.meeting.any() && !options.from.empty()) {
    throw Error("tokens that meet (bump, no_sharing) are analysed from the start only, not from a game under way (from)");
  }
  if (options.handicap < 0 || options.handicap > 0.5 || std::isnan(options.handicap)) {
    throw Error("the handicap's tolerance must be 0..0.5, not " + std::to_string(options.handicap));
  }
  if (options.handicap > 0 && (options.players < 2 || !options.from.empty() || options.rules.meeting.any())) {
    throw Error(std::string("the handicap is found for 2 or more players from the start (players 2.., no from) "
                            "whose tokens never meet, not ") +
                (options.rules.meeting.any() ? "with tokens that meet (bump, no_sharing)"
                 : !options.from.empty()     ? "a game under way (from)"
                                             : "1 player"));
  }
}

/// The jumps to add and the exact fractions' parts (exact_rolls, pgf).
void validate_parts(const AnalysisOptions& options) {
  if (options.add_effects > kMaxAddEffects) {
    throw Error("the jumps to add are at most " + std::to_string(kMaxAddEffects) + " each way, not " +
                std::to_string(options.add_effects));
  }
  if (options.add_min_length < 1 || (options.add_max_length != 0 && options.add_max_length < options.add_min_length)) {
    throw Error("the lengths of the jumps to add must be 1 or more, the longest (0: any) at least the shortest, not " +
                std::to_string(options.add_min_length) + ".." + std::to_string(options.add_max_length));
  }
  if (options.exact_rolls > kMaxExactRolls) {
    throw Error("the exact distribution is given for at most " + std::to_string(kMaxExactRolls) + " rolls, not " +
                std::to_string(options.exact_rolls));
  }
  if (options.exact_rolls > 0 && !options.exact) {
    throw Error("the exact distribution (exact_rolls) needs the exact fractions (exact)");
  }
  if (options.pgf && !options.exact) throw Error("the generating function (pgf) needs the exact fractions (exact)");
}

}  // namespace

void validate(const AnalysisOptions& options) {
  validate(options.rules);
  validate_players(options);
  validate_optimal(options);
  validate_meeting(options);
  validate_parts(options);
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

namespace {

double cdf_at(const std::vector<double>& cdf, std::uint64_t k) {
  if (cdf.empty()) return 0;
  return k < cdf.size() ? cdf[static_cast<std::size_t>(k)] : cdf.back();
}

}  // namespace

double Analysis::within(std::uint64_t k) const { return cdf_at(cdf, k); }

double Analysis::turns_within(std::uint64_t k) const { return cdf_at(turns_cdf.empty() ? cdf : turns_cdf, k); }

namespace {

void check_size(const Board& board) {
  if (board.squares() > kMaxAnalysisSquares) {
    throw LimitError("a board of " + std::to_string(board.squares()) + " squares is too large to analyze (at most " +
                     std::to_string(kMaxAnalysisSquares) + ")");
  }
}

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
  return analysis;
}

/// The chain's own figures: its states, the least rolls, the squares that cannot finish.
void chain_figures(const internal::Chain& chain, const std::vector<bool>& finishes, Analysis& analysis) {
  analysis.states = chain.size();
  analysis.min_rolls = internal::least_rolls(chain);
  for (std::size_t state = 0; state < chain.size(); ++state) {
    if (!finishes[state]) analysis.stuck_squares.push_back(chain.position[state]);
  }
  std::sort(analysis.stuck_squares.begin(), analysis.stuck_squares.end());
  analysis.stuck_squares.erase(std::unique(analysis.stuck_squares.begin(), analysis.stuck_squares.end()),
                               analysis.stuck_squares.end());
}

/// The expectations' figures of the game from the start.
void expected_figures(const internal::Expectations& e, Analysis& analysis) {
  analysis.finish_probability = e.finish_probability;
  analysis.expected_rolls = e.expected_rolls;
  analysis.std_dev = e.std_dev;
  analysis.expected_turns = e.expected_turns;
  analysis.turns_std_dev = e.turns_std_dev;
  analysis.solved_by = e.solved_by;
}

/// A game whose start cannot reach the last square: it never ends.
internal::Distribution never_ends(Analysis& analysis) {
  analysis.finish_probability = 0;
  analysis.pmf = analysis.cdf = {0.0};
  if (!analysis.options.rules.one_roll_turns()) analysis.turns_pmf = analysis.turns_cdf = {0.0};
  internal::Distribution distribution;
  distribution.survival = distribution.trapped = {1.0};
  distribution.rolls = {0.0};
  return distribution;
}

}  // namespace

std::optional<std::uint64_t> game_min_rolls(const Board& board, const GameRules& rules, std::uint64_t max_work) {
  validate(rules);
  check_size(board);
  validate(board, rules);
  if (board.squares() == 1 && rules.start == 1) return 0;  // as over_before_it_starts
  const internal::Mover mover(board, rules);
  return internal::least_rolls(internal::build_chain(mover, rules, max_work));
}

Analysis analyze(const Board& board, const AnalysisOptions& options) {
  validate(options);
  check_size(board);
  Analysis analysis;
  analysis.options = options;
  analysis.options.progress = nullptr;
  validate(board, options.rules);
  analysis.notes = rule_notes(board, options.rules);
  if (!options.from.empty()) analysis.options.players = static_cast<int>(options.from.size());
  // Each long phase gives options.progress the chance to stop the analysis (analyze/engine/checkpoint.hpp); the
  // parts asked for (analyze/sections.hpp) do their work at each stage.
  internal::Checkpoint checkpoint(options.progress);
  internal::SectionContext context{board, options, analysis, checkpoint};
  internal::run_sections(internal::Stage::start, context);
  if (board.squares() == 1 && options.rules.start == 1) {
    analysis = over_before_it_starts(std::move(analysis));
    internal::run_sections(internal::Stage::exact, context);
    internal::run_sections(internal::Stage::players, context);
    return analysis;
  }
  const GameRules& rules = options.rules;
  const internal::Mover mover(board, rules);
  const internal::Chain chain = internal::build_chain(mover, rules, options.max_work, {}, &checkpoint);
  analysis.work += internal::chain_work(chain, rules.die.faces().size());
  const std::vector<bool> finishes = internal::can_finish(chain);
  chain_figures(chain, finishes, analysis);
  // The exact fractions and the factorizations charge the budget as they run (their cost is known only then).
  internal::WorkMeter meter(options.max_work, analysis.work, &checkpoint);
  context.mover = &mover;
  context.chain = &chain;
  context.finishes = &finishes;
  context.meter = &meter;
  internal::run_sections(internal::Stage::chain, context);
  internal::run_sections(internal::Stage::exact, context);
  internal::Distribution distribution;
  if (!finishes[0]) {
    distribution = never_ends(analysis);
    internal::run_sections(internal::Stage::solved, context);
  } else {
    checkpoint.now();
    internal::Systems systems(chain, finishes, options.linear_solver, meter);
    const internal::Expectations e = systems.expectations(!rules.one_roll_turns());
    checkpoint.now();
    expected_figures(e, analysis);
    analysis.work += chain.target.size();
    context.systems = &systems;
    context.expectations = &e;
    internal::run_sections(internal::Stage::solved, context);
    distribution = internal::distribute_rolls(mover, chain, finishes, e.rolls_in_play, options, analysis);
    if (!rules.one_roll_turns()) {
      distribution = internal::distribute_turns(chain, finishes, e.turns_in_play, options, analysis);
    }
    context.systems = nullptr;  // they go out of scope; no later stage needs them
    context.expectations = nullptr;
  }
  checkpoint.now();
  context.distribution = &distribution;
  internal::run_sections(internal::Stage::distributed, context);
  internal::run_sections(internal::Stage::effects, context);
  internal::add_players(analysis, distribution);
  internal::run_sections(internal::Stage::players, context);
  return analysis;
}

}  // namespace snl
