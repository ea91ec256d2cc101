// Several players, and a game under way (snl/sections.hpp: the part "players"): each player's chance to win, the
// expected rounds and total rolls and their distribution; with `from`, of the game from those squares.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "analyze/sections.hpp"
#include "core/option_rows.hpp"
#include "core/report_lines.hpp"
#include "snl/race.hpp"

namespace snl::internal {
namespace {

void add_rows(OptionTable<AnalysisOptions>& t) {
  t.push_back(rows::whole<AnalysisOptions>("players", &AnalysisOptions::players, 1, kMaxPlayers, "Players taking turns"));
  t.push_back(rows::whole_list<AnalysisOptions>(
      "from", &AnalysisOptions::from, 0, rows::kAny,
      "A game under way: each player's square (0: off the board), at the beginning of its turn; the players' "
      "chances, expected rounds and rolls are then from there"));
  t.push_back(rows::whole<AnalysisOptions>("turn", &AnalysisOptions::turn, 1, kMaxPlayers,
                                           "With from: the player (1, 2, ...) who rolls next"));
  t.back().needs = "from";
}

/// With options.from: the players' figures of the game under way (race_chances, snl/race.hpp) within the work budget
/// left, in place of those from the start.
void add_game_under_way(SectionContext& c) {
  const AnalysisOptions& options = c.options;
  Analysis& analysis = c.analysis;
  std::vector<TokenState> tokens;
  for (const Label square : options.from) tokens.push_back({square, 0, square, false});
  const auto to_move = static_cast<std::size_t>(options.turn - 1);
  RaceChances race;
  try {
    race = race_chances(c.board, options.rules, tokens, to_move, std::max<std::uint64_t>(c.work_left(), 1),
                        options.progress);
  } catch (const LimitError&) {
    throw;
  } catch (const Error& error) {  // a square past the board's last: the board's, not the option's
    throw BoardError(std::string("the game under way: ") + error.what());  // no option named: each face spells it its own way
  }
  analysis.work += race.work;
  if (!race.settled) {
    std::string squares;
    for (const Label square : options.from) squares += (squares.empty() ? "" : ",") + std::to_string(square);
    throw over_work_budget("the game from squares " + squares + " (until less than 1e-12 is left to share)",
                           options.max_work);
  }
  analysis.players.assign(tokens.size(), {});
  for (std::size_t i = 0; i < tokens.size(); ++i) analysis.players[i].win_probability = race.wins[i];
  analysis.expected_rounds = race.expected_rounds;
  analysis.expected_total_rolls = race.expected_total_rolls;
  analysis.total_pmf = std::move(race.total_pmf);
  CompensatedSum sum;
  analysis.total_cdf.clear();
  for (const double p : analysis.total_pmf) {
    sum.add(p);
    analysis.total_cdf.push_back(sum.value());
  }
}

void compute(Stage stage, SectionContext& c) {
  if (stage == Stage::players && !c.options.from.empty()) add_game_under_way(c);
}

Value percentiles_value(const std::vector<double>& cdf) {
  Value out = Value::object();
  for (const int p : kReportedPercentiles) out.set(std::to_string(p), percentile_of(cdf, p));
  return out;
}

Value fields(const Analysis& a) {
  Value out = Value::object();
  if (!a.options.from.empty()) {
    out.set("from", Value::object().set("squares", Value::array_of(a.options.from)).set("turn", a.options.turn));
  }
  Value players = Value::list();
  for (std::size_t i = 0; i < a.players.size(); ++i) {
    players.push(Value::object().set("player", i + 1).set("win_probability", a.players[i].win_probability));
  }
  return out.set("players", std::move(players))
      .set("expected_rounds", a.expected_rounds)
      .set("expected_total_rolls", a.expected_total_rolls)
      .set("total_rolls_percentiles", percentiles_value(a.total_cdf))
      .set("total_rolls_pmf", Value::array_of(a.total_pmf));
}

void text(const Analysis& a, std::string& out) {
  const std::vector<Label>& from = a.options.from;
  if (from.empty()) {
    add_line(out, "players", fmt::format("{}", a.options.players));
  } else {
    add_line(out, "game under way",
             fmt::format("{} player{} on {}, player {} to move", from.size(), from.size() == 1 ? "" : "s",
                         fmt::join(from, ", "), a.options.turn));
  }
  for (std::size_t i = 0; i < a.players.size(); ++i) {
    add_line(out, fmt::format("  player {} wins", i + 1), decimal(a.players[i].win_probability));
  }
  add_line(out, "expected rounds", a.expected_rounds ? decimal(*a.expected_rounds) : std::string("infinite"));
  add_line(out, "expected total rolls",
           a.expected_total_rolls ? decimal(*a.expected_total_rolls) : std::string("infinite"));
  add_line(out, a.options.rules.one_roll_turns() ? "total rolls" : "total turns", percentiles_text(a, a.total_cdf));
}

}  // namespace

Section players_section() {
  SectionInfo info{
      "players",
      "Several players taking turns, or a game under way: each one's chance to win, the rounds and the total rolls",
      {"players", "from", "turn"},
      {{"from", "object", "With from: the game under way, {squares: each player's square, turn: the player to move}"},
       {"players", "list", "Each player in turn order", {{"player", "whole", "1, 2, …"},
                                                          {"win_probability", "real", "the chance to finish first"}}},
       {"expected_rounds", "real?", "Expected rounds (every player rolls once a round; null: infinite)"},
       {"expected_total_rolls", "real?", "Expected rolls of all players together"},
       {"total_rolls_percentiles", "map", "Percentiles of the total rolls: {\"10\": k, …} (null: never)"},
       {"total_rolls_pmf", "array", "P(the game ends on the n-th roll of all players together)"}}};
  return {{std::move(info), [](const Analysis& a) { return a.options.players > 1 || !a.options.from.empty(); },
           fields, {{30, text}}},
          add_rows,
          [](const AnalysisOptions& o) { return o.players > 1 || !o.from.empty(); },
          compute};
}

}  // namespace snl::internal
