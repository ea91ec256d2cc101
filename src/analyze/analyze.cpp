// analyze() (snl/analyze.hpp): the game as a chain (analyze/chain.hpp), its linear systems (analyze/linear.hpp), the
// distribution of its length (analyze/distribution.hpp) and several players (analyze/players.hpp).
#include "snl/analyze.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <string>

#include "analyze/chain.hpp"
#include "analyze/add_jumps.hpp"
#include "analyze/checkpoint.hpp"
#include "analyze/distribution.hpp"
#include "analyze/exact.hpp"
#include "analyze/exact_distribution.hpp"
#include "analyze/jump_use.hpp"
#include "analyze/jumps.hpp"
#include "analyze/linear.hpp"
#include "analyze/players.hpp"
#include "analyze/strategy.hpp"
#include "analyze/handicap.hpp"
#include "analyze/meeting.hpp"
#include "analyze/win.hpp"
#include "snl/error.hpp"
#include "snl/play.hpp"
#include "snl/race.hpp"

namespace snl {
namespace {

constexpr const char* kJumpUseTrapped =
    "a trap can be reached: the game may last forever, and a jump in the trap be taken forever";

/// Analysis::squares: each square where a turn can begin, from the expected rolls of every state and the visits
/// (solved by `systems`, none when the start cannot finish). P(ever) may take half the work budget left (the
/// distribution and the jumps' effects come after it), and is left out past it (Analysis::ever_left_out).
std::vector<SquareFigures> square_figures(const internal::Chain& chain, const std::vector<bool>& finishes,
                                          const std::vector<double>& remaining, internal::Systems* systems,
                                          const AnalysisOptions& options, Analysis& analysis) {
  std::vector<std::uint32_t> starts;  // the turn-start states, by position
  for (std::uint32_t s = 0; s < chain.size(); ++s) {
    if (chain.phase[s] == 0) starts.push_back(s);
  }
  std::vector<std::uint32_t> live;  // the states whose return visits N_jj give P(ever)
  for (const std::uint32_t s : starts) {
    if (finishes[s]) live.push_back(s);
  }
  const std::vector<bool> trapped = internal::can_be_trapped(chain, finishes);
  std::uint64_t& work = analysis.work;
  const std::uint64_t half = work + (options.max_work - std::min(options.max_work, work)) / 2;
  internal::Visits v = systems ? systems->visits(live, options.max_work, work, half) : internal::Visits{};
  analysis.ever_left_out = std::move(v.returns_left_out);
  std::vector<SquareFigures> figures;
  std::size_t next_live = 0;
  for (const std::uint32_t s : starts) {
    SquareFigures f;
    f.square = chain.position[s];
    if (!trapped[s] && !remaining.empty()) f.remaining = remaining[s];
    if (finishes[s] && finishes[0]) {
      f.visits = v.visits[s];
      if (next_live < v.returns.size()) f.ever = std::min(1.0, v.visits[s] / v.returns[next_live++]);
    }
    figures.push_back(f);
  }
  return figures;
}

/// With options.from: the players' figures of the game under way (race_chances, snl/race.hpp) within the work budget
/// left, in place of those from the start; `progress` may stop it.
void add_game_under_way(const Board& board, Analysis& analysis,
                        const std::function<void(std::uint64_t, double)>& progress) {
  const AnalysisOptions& options = analysis.options;
  if (options.from.empty()) return;
  std::vector<TokenState> tokens;
  for (const Label square : options.from) tokens.push_back({square, 0, square, false});
  const std::uint64_t left = options.max_work - std::min(options.max_work, analysis.work);
  const auto to_move = static_cast<std::size_t>(options.turn - 1);
  RaceChances race;
  try {
    race = race_chances(board, options.rules, tokens, to_move, std::max<std::uint64_t>(left, 1), progress);
  } catch (const LimitError&) {
    throw;
  } catch (const Error& error) {  // a square past the board's last: the board's, not the option's
    throw BoardError(std::string("from: ") + error.what());
  }
  analysis.work += race.work;
  if (!race.settled) {
    std::string squares;
    for (const Label square : options.from) squares += (squares.empty() ? "" : ",") + std::to_string(square);
    throw internal::over_work_budget("the game from squares " + squares + " (until less than 1e-12 is left to share)",
                                     options.max_work);
  }
  analysis.players.assign(tokens.size(), {});
  for (std::size_t i = 0; i < tokens.size(); ++i) analysis.players[i].win_probability = race.wins[i];
  analysis.expected_rounds = race.expected_rounds;
  analysis.expected_total_rolls = race.expected_total_rolls;
  analysis.total_pmf = std::move(race.total_pmf);
  internal::CompensatedSum sum;
  analysis.total_cdf.clear();
  for (const double p : analysis.total_pmf) {
    sum.add(p);
    analysis.total_cdf.push_back(sum.value());
  }
}

}  // namespace

void validate(const AnalysisOptions& options) {
  validate(options.rules);
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
  if ((options.optimal || options.rules.choices.any()) && (options.rules.again || options.rules.jump_costs.any())) {
    throw Error(std::string("the best play (optimal) is not found with ") +
                (options.rules.again ? "a face that rolls again (again)" : "jumps that cost a roll (jump_costs_a_roll)"));
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
  if (analysis.options.exact) {
    analysis.exact.emplace();
    analysis.exact->expected_rolls = analysis.exact->rolls_variance = "0";
    analysis.exact->expected_turns = analysis.exact->turns_variance = "0";
    analysis.exact->finish_probability = "1";
    internal::add_exact_distribution_over(analysis.options, *analysis.exact);
  }
  return analysis;
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
  if (options.optimal || options.rules.choices.any()) {
    internal::Checkpoint checkpoint(options.progress);
    const Optimal optimal = options.optimal.value_or(Optimal{});
    analysis.strategy = optimal.goal == Optimal::Goal::win
                            ? internal::win_play(board, options.rules, optimal, options.linear_solver,
                                                 options.max_work, analysis.work, &checkpoint)
                            : internal::optimal_play(board, options.rules, optimal, options.exact, options.linear_solver,
                                                     options.max_work, analysis.work, &checkpoint);
  }
  if (board.squares() == 1 && options.rules.start == 1) {
    analysis = over_before_it_starts(std::move(analysis));
    add_game_under_way(board, analysis, options.progress);
    return analysis;
  }

  const GameRules& rules = options.rules;
  const internal::Mover mover(board, rules);
  // Each long phase gives options.progress the chance to stop the analysis (analyze/checkpoint.hpp).
  internal::Checkpoint checkpoint(options.progress);
  const internal::Chain chain = internal::build_chain(mover, rules, options.max_work, {}, &checkpoint);
  analysis.work += internal::chain_work(chain, rules.die.faces().size());
  analysis.states = chain.size();
  analysis.min_rolls = internal::least_rolls(chain);
  const std::vector<bool> finishes = internal::can_finish(chain);
  for (std::size_t state = 0; state < chain.size(); ++state) {
    if (!finishes[state]) analysis.stuck_squares.push_back(chain.position[state]);
  }
  std::sort(analysis.stuck_squares.begin(), analysis.stuck_squares.end());
  analysis.stuck_squares.erase(std::unique(analysis.stuck_squares.begin(), analysis.stuck_squares.end()),
                               analysis.stuck_squares.end());
  if (options.jumps_effect) internal::refuse_jump_effects_over_budget(board, chain, mover, options, analysis.work);
  internal::Distribution distribution;
  if (!finishes[0]) {
    // The start cannot reach the last square: the game never ends.
    analysis.finish_probability = 0;
    analysis.pmf = analysis.cdf = {0.0};
    if (!rules.one_roll_turns()) analysis.turns_pmf = analysis.turns_cdf = {0.0};
    distribution.survival = distribution.trapped = {1.0};
    distribution.rolls = {0.0};
    if (options.exact) {
      analysis.exact.emplace();
      analysis.exact->finish_probability = "0";
      internal::WorkMeter meter(options.max_work, analysis.work, &checkpoint);
      internal::add_exact_distribution(chain, finishes, options, *analysis.exact, meter);
    }
    if (options.squares) analysis.squares = square_figures(chain, finishes, {}, nullptr, options, analysis);
    if (options.jumps_effect) {
      analysis.first_rolls = internal::first_rolls(chain, mover, rules, std::vector<double>(chain.size(), -1),
                                                   internal::can_be_trapped(chain, finishes));
    }
    if (options.jump_use) analysis.jump_use_left_out = kJumpUseTrapped;
    if (options.add_effects > 0) analysis.jumps_to_add_left_out = internal::jumps_to_add_left_out(rules, true);
  } else {
    // The exact fractions and the factorizations charge the budget as they run (their cost is known only then).
    internal::WorkMeter meter(options.max_work, analysis.work, &checkpoint);
    if (options.exact) {
      analysis.exact = internal::solve_exact(chain, finishes, !rules.one_roll_turns(), meter);
      internal::add_exact_distribution(chain, finishes, options, *analysis.exact, meter);
    }
    checkpoint.now();
    internal::Systems systems(chain, finishes, options.linear_solver, meter);
    const internal::Expectations e = systems.expectations(!rules.one_roll_turns());
    checkpoint.now();
    analysis.finish_probability = e.finish_probability;
    analysis.expected_rolls = e.expected_rolls;
    analysis.std_dev = e.std_dev;
    analysis.expected_turns = e.expected_turns;
    analysis.turns_std_dev = e.turns_std_dev;
    analysis.solved_by = e.solved_by;
    analysis.work += chain.target.size();
    if (options.squares) {
      analysis.squares = square_figures(chain, finishes, e.remaining, &systems, options, analysis);
      checkpoint.now();
    }
    if (options.jumps_effect) {
      analysis.first_rolls = internal::first_rolls(chain, mover, rules, e.remaining, internal::can_be_trapped(chain, finishes));
    }
    if (options.jump_use) {
      if (e.expected_rolls) {
        analysis.jump_use = internal::jump_use(board, chain, mover, rules, systems, *e.expected_rolls,
                                               options.max_work, analysis.work);
        checkpoint.now();
      } else {
        analysis.jump_use_left_out = kJumpUseTrapped;
      }
    }
    if (options.add_effects > 0) {
      analysis.jumps_to_add_left_out = internal::jumps_to_add_left_out(rules, !e.expected_rolls);
      if (analysis.jumps_to_add_left_out.empty()) {
        analysis.jumps_to_add = internal::jumps_to_add(board, mover, options, *e.expected_rolls, e.expected_turns,
                                                       analysis.work);
        checkpoint.now();
      }
    }
    distribution = internal::distribute_rolls(mover, chain, finishes, e.rolls_in_play, options, analysis);
    if (!rules.one_roll_turns()) {
      distribution = internal::distribute_turns(chain, finishes, e.turns_in_play, options, analysis);
    }
  }
  checkpoint.now();
  if (options.fastest && analysis.min_rolls) {
    analysis.fastest = internal::fastest_games(chain, mover, rules, options.max_work, analysis.work);
  }
  if (options.jumps_effect) {
    analysis.jumps = internal::jump_effects(board, mover, options, analysis, analysis.work);
    for (std::size_t i = 0; i < analysis.first_rolls.size(); ++i) {
      const std::optional<double>& rolls = analysis.first_rolls[i].expected_rolls;
      if (rolls && (!analysis.best_first_roll || *rolls < *analysis.first_rolls[*analysis.best_first_roll].expected_rolls)) {
        analysis.best_first_roll = i;
      }
    }
  }
  internal::add_players(analysis, distribution);
  add_game_under_way(board, analysis, options.progress);
  if (options.handicap > 0) {
    analysis.handicap = internal::find_handicap(board, rules, options.players, options.handicap, options.max_work,
                                                analysis.work, options.progress);
  }
  if (rules.meeting.any() && options.players >= 2) {
#if defined(__EMSCRIPTEN__)
    throw Error("tokens that meet (bump, no_sharing) are analysed by snl analyze and the server, not yet by the page's "
                "engine");
#else
    analysis.meeting = internal::meeting_figures(board, rules, options.players, options.linear_solver,
                                                 options.max_work, analysis.work, &checkpoint);
#endif
  }
  return analysis;
}

}  // namespace snl
