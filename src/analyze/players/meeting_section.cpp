// Tokens that meet (snl/sections.hpp: the part "meeting"): the players' game when a move onto another token bumps it
// or is not made, exact from the joint chain; the other players' figures stay those of the race where they never meet.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "analyze/players/meeting.hpp"
#include "analyze/sections.hpp"
#include "core/report_lines.hpp"

namespace snl::internal {
namespace {

bool asked(const AnalysisOptions& o) { return o.rules.meeting.any() && o.players >= 2; }

void compute(Stage stage, SectionContext& c) {
  if (stage != Stage::players || c.chain == nullptr) return;
#if defined(__EMSCRIPTEN__)
  throw Error("tokens that meet (bump, no_sharing) are analysed by snl analyze and the server, not yet by the page's "
              "engine");
#else
  c.analysis.meeting = meeting_figures(c.board, c.options.rules, c.options.players, c.options.linear_solver,
                                       c.options.max_work, c.analysis.work, &c.checkpoint);
#endif
}

Value fields(const Analysis& a) {
  const MeetingFigures& m = *a.meeting;
  return Value::object().set("meeting", Value::object()
                                            .set("states", m.states)
                                            .set("win_probability", Value::array_of(m.win_probability))
                                            .set("expected_rounds", m.expected_rounds)
                                            .set("expected_total_rolls", m.expected_total_rolls));
}

void text(const Analysis& a, std::string& out) {
  const MeetingFigures& m = *a.meeting;
  std::vector<std::string> wins;
  for (std::size_t p = 0; p < m.win_probability.size(); ++p) {
    const double alone = p < a.players.size() ? a.players[p].win_probability : 0.0;
    wins.push_back(fmt::format("player {} {} ({:+.6f} against never meeting)", p + 1, decimal(m.win_probability[p]),
                               m.win_probability[p] - alone));
  }
  const Meeting& meeting = a.options.rules.meeting;
  add_line(out, "tokens meet",
           fmt::format("{} ({} states of every token's square and whose turn)",
                       meeting.no_sharing                    ? "no two tokens on a square"
                       : meeting.bump == Meeting::Bump::start ? "a token met goes back to the start"
                                                              : fmt::format("a token met goes back {}", meeting.back),
                       m.states));
  add_line(out, "  wins", fmt::format("{}", fmt::join(wins, ", ")));
  add_line(out, "  expected rounds",
           m.expected_rounds ? fmt::format("{} (never meeting: {})", decimal(*m.expected_rounds),
                                           a.expected_rounds ? decimal(*a.expected_rounds) : "infinite")
                             : std::string("infinite (the game can last forever)"));
}

}  // namespace

Section meeting_section() {
  SectionInfo info{"meeting",
                   "Tokens that meet: the players' game when a move onto another token bumps it or is not made",
                   {"bump", "no_sharing"},
                   {{"meeting",
                     "object",
                     "With two or more players and bump or no_sharing; the other players' figures are then the race "
                     "where tokens never meet",
                     {{"states", "whole", "states of the joint chain"},
                      {"win_probability", "array", "each player's chance to win, in turn order"},
                      {"expected_rounds", "real?", "null when the game can last forever"},
                      {"expected_total_rolls", "real?", "null when the game can last forever"}}}}};
  return {{std::move(info), [](const Analysis& a) { return a.meeting.has_value(); }, fields, {{110, text}}},
          nullptr,
          asked,
          compute};
}

}  // namespace snl::internal
