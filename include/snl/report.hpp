// snl/report.hpp — results as text: the answer, the route line, the route explained in words, and the JSON Lines
// objects of solutions and analyses, with the documented field names. One owner for every text form a result takes,
// so that `snl solve`, `snl analyze`, `snl check`, the server's JSON API and the page print the same bytes.
//
//   answer     "4"
//   route      "4: 1 -> 2 => 15 -> 17 => 13 -> 14 => 35 -> 36": `->` a roll, `=>` a jump, `~k~>` a walk of k rolls
//   explain    "Board 1 (6x6):" then "Roll 1: roll a 1 from square 1 and move to square 2, take the ladder up to
//              15." per roll, then "Total: 4 rolls."
//   json       {"board": 1, "n": 6, "squares": 36, "rolls": 4, "route": [{"from", "roll", "land", "to"} or
//              {"from", "walk", "to"}]}
//
// Routes of at most kExpandedRouteRolls rolls are shown roll by roll (walks expanded, expand_walks); longer ones keep
// their walks, so a route of 10^17 rolls stays one line. Numbers an analysis cannot give (an infinite expectation
// on a board with a trap) are "infinite" in text and null in JSON, never a huge number.
//
// Complexity: linear in the route shown (and, for analyses, in the distribution's length).
// Tested by: tests/unit/report_test.cpp, tests/golden (every CLI output, byte for byte), tests/server/api_test.cpp.
// README, "snl solve" and "snl analyze"; docs/analyze.md (the analysis' fields).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/design.hpp"
#include "snl/route.hpp"

namespace snl {

enum class SolutionStyle { answer, route, explain, json };

/// The text of board number `index` (from 1) and its solution in `style`, ending with a newline (explain: a blank
/// line before every board after the first).
std::string solution_text(const Board& board, const Solution& solution, std::uint64_t index, SolutionStyle style);

/// Routes of at most this many rolls are shown roll by roll.
inline constexpr std::int64_t kExpandedRouteRolls = 10'000;

/// The route of `solution` as every text form shows it (and Python's Solution.route): its walks expanded into
/// steps (expand_walks) when it takes at most kExpandedRouteRolls rolls, as it is otherwise. O(route shown).
std::vector<Leg> shown_route(const Board& board, const Solution& solution);

/// "1 -> 2 => 15 -> 17 => 13": the route of `solution` ("unreachable" when there is none, "1" on one square).
std::string route_line(const Board& board, const Solution& solution);

/// {"board": i, "n": n, "squares": s, "rolls": r, "route": [...]}, without a newline.
std::string solution_json(const Board& board, const Solution& solution, std::uint64_t index);

/// "Board 1 (10x10, overshoot stay, start 0, d6)" — the heading of an analysis' text and plot.
std::string analysis_title(const Board& board, const Analysis& analysis, std::uint64_t index);

/// The readable report of an analysis for board number `index` (from 1), ending with a newline. `within` lists the k
/// for which P(finish within k rolls) is printed.
std::string analysis_text(const Board& board, const Analysis& analysis, std::uint64_t index,
                          const std::vector<std::uint64_t>& within = {});

/// One JSON object without a newline (docs/analyze.md): board, n, squares, rules {overshoot, start, die}, states,
/// expected_rolls, std_dev, min_rolls, finish_probability, median, mode, percentiles {"10", "25", "50", "75", "90",
/// "99"}, within {"k": p} (when asked), remaining, truncated, geometric_from, pmf, cdf; then the fields of every part
/// present (snl/sections.hpp: the players, the exact fractions, …), in the registry's order; then notes.
std::string analysis_json(const Board& board, const Analysis& analysis, std::uint64_t index = 1,
                          const std::vector<std::uint64_t>& within = {});

/// The JSON object of a design (`snl design --format json`, POST /api/design), on one line with its newline:
/// {"met", "distance" (the sum of the normalised distances), "board": {"side" or "squares", "jumps": [[from, to],
/// …]}, "text" (the jumps format), "targets": [{"target", "wanted", "value", "distance", "normalised", "met"}], with
/// `from` "changes", "removed", "added", then "seed", "rules" {every row of rules_options()}, "options" {every other
/// row of design_options(), as its text}, "version" (of snl), "evaluations", "accepted", "full_analyses",
/// "max_drift", "seconds", "stopped_by", "deterministic"}: the spec and the seed give the same board again.
/// docs/design.md.
std::string design_json(const DesignResult& result, const DesignSpec& spec, bool deterministic);

/// The version of snl ("0.1.0").
std::string_view snl_version();

}  // namespace snl
