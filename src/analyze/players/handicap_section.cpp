// The handicap (snl/sections.hpp: the part "handicap"): starting squares for players 2.. that bring every player's
// chance to win within a tolerance of 1/players, or as close as any placement comes.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "analyze/players/handicap.hpp"
#include "analyze/sections.hpp"
#include "core/option_rows.hpp"
#include "core/report_lines.hpp"

namespace snl::internal {
namespace {

void compute(Stage stage, SectionContext& c) {
  if (stage != Stage::players || c.chain == nullptr) return;
  c.analysis.handicap = find_handicap(c.board, c.options.rules, c.options.players, c.options.handicap,
                                      c.options.max_work, c.analysis.work, c.options.progress);
}

Value fields(const Analysis& a) {
  const Handicap& h = *a.handicap;
  return Value::object().set("handicap", Value::object()
                                             .set("squares", Value::array_of(h.squares))
                                             .set("win_probability", Value::array_of(h.win_probability))
                                             .set("expected_rounds", h.expected_rounds)
                                             .set("gap", h.gap)
                                             .set("tolerance", h.tolerance)
                                             .set("met", h.met)
                                             .set("every_placement", h.every_placement)
                                             .set("placements", h.placements));
}

void text(const Analysis& a, std::string& out) {
  const Handicap& h = *a.handicap;
  const std::size_t count = h.squares.size();
  std::vector<std::string> where;
  std::vector<std::string> wins;
  for (std::size_t p = 0; p < count; ++p) {
    where.push_back(fmt::format("player {} on {}", p + 1,
                                h.squares[p] == h.squares[0] ? fmt::format("the start ({})", h.squares[p])
                                                             : fmt::format("square {}", h.squares[p])));
    const double alone = p < a.players.size() ? a.players[p].win_probability : 0.0;
    wins.push_back(fmt::format("player {} {} (from the start {})", p + 1, decimal(h.win_probability[p]), decimal(alone)));
  }
  const std::string fair = fmt::format("1/{}", count);
  add_line(out, "handicap", fmt::format("{}", fmt::join(where, ", ")));
  add_line(out, "  chances",
           h.met ? fmt::format("within {} of {} (largest gap {})", decimal(h.tolerance), fair, decimal(h.gap))
                 : fmt::format("not within {} of {}: no placement tried comes closer than a gap of {}",
                               decimal(h.tolerance), fair, decimal(h.gap)));
  add_line(out, "  wins", fmt::format("{}", fmt::join(wins, ", ")));
  if (h.expected_rounds) add_line(out, "  expected rounds", decimal(*h.expected_rounds));
  add_line(out, "  found by",
           h.every_placement
               ? fmt::format("trying every placement ({}): none is closer, or as close with less head start",
                             h.placements)
               : fmt::format("moving one player at a time to its best square until no move helps ({} placements; "
                             "more than {} in all, so not proven the closest)",
                             h.placements, kMaxHandicapPlacements));
}

}  // namespace

Section handicap_section() {
  SectionInfo info{"handicap",
                   "Starting squares that bring the players' chances to win closest to equal",
                   {"handicap"},
                   {{"handicap",
                     "object",
                     "Player 1 on the start; the placement with the least gap, then the least head start",
                     {{"squares", "array", "each player's starting square, in turn order"},
                      {"win_probability", "array", "each player's chance to win from there"},
                      {"expected_rounds", "real?", "the expected rounds from there"},
                      {"gap", "real", "the largest |chance - 1/players|"},
                      {"tolerance", "real", "the tolerance asked"},
                      {"met", "flag", "gap <= tolerance"},
                      {"every_placement", "flag", "true: every placement tried; false: one player moved at a time"},
                      {"placements", "whole", "the placements tried"}}}}};
  return {{std::move(info), [](const Analysis& a) { return a.handicap.has_value(); }, fields, {{120, text}}},
          [](OptionTable<AnalysisOptions>& t) {
            t.push_back(rows::real<AnalysisOptions>(
                "handicap", &AnalysisOptions::handicap, 0, kMaxHandicapTolerance,
                "Also the handicap: starting squares for players 2.. (player 1 on the start) that bring every "
                "player's chance to win within this of 1/players, or as close as any placement comes (players 2.." +
                    std::to_string(kMaxPlayers) + " from the start; 0: not asked; usually " +
                    real_text(kDefaultHandicapTolerance) + ")",
                "a tolerance"));
            // The row's default is 0 (not asked); its value part offers the usual tolerance to a face that asks.
            t.back().parts = {rows::real_part("tolerance", 0, kMaxHandicapTolerance,
                                              real_text(kDefaultHandicapTolerance),
                                              "TOL: each player's chance to win within TOL of 1/players")};
          },
          [](const AnalysisOptions& o) { return o.handicap > 0; },
          compute};
}

}  // namespace snl::internal
