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

/// The names of an analysis' JSON fields (analysis_json) that the Python module's properties and dict keys use too
/// (docs/python.md): one list, so that the two never differ. (Python writes `from_` only for an attribute, where
/// `from` is a keyword: Step.from_.)
namespace field {
inline constexpr const char* kPerSquare = "per_square";
inline constexpr const char* kSquare = "square";
inline constexpr const char* kRemaining = "remaining";
inline constexpr const char* kEver = "ever";
inline constexpr const char* kVisits = "visits";
inline constexpr const char* kJumpsEffect = "jumps_effect";
inline constexpr const char* kFrom = "from";
inline constexpr const char* kRoll = "roll";
inline constexpr const char* kLand = "land";
inline constexpr const char* kTo = "to";
inline constexpr const char* kExpectedRollsWithout = "expected_rolls_without";
inline constexpr const char* kExpectedTurnsWithout = "expected_turns_without";
inline constexpr const char* kEffect = "effect";
inline constexpr const char* kFirstRolls = "first_rolls";
inline constexpr const char* kProbability = "probability";
inline constexpr const char* kExpectedRolls = "expected_rolls";
inline constexpr const char* kBestFirstRoll = "best_first_roll";
inline constexpr const char* kJumpUse = "jump_use";
inline constexpr const char* kJumpUseLeftOut = "jump_use_left_out";
inline constexpr const char* kExpectedTimes = "expected_times";
inline constexpr const char* kTimes = "times";
inline constexpr const char* kTimesMore = "times_more";
inline constexpr const char* kRollsIfTaken = "rolls_if_taken";
inline constexpr const char* kRollsIfNotTaken = "rolls_if_not_taken";
inline constexpr const char* kRollsIfTimes = "rolls_if_times";
inline constexpr const char* kExpectedTurns = "expected_turns";
inline constexpr const char* kJumpsToAdd = "jumps_to_add";
inline constexpr const char* kJumpsToAddLeftOut = "jumps_to_add_left_out";
inline constexpr const char* kShorten = "shorten";
inline constexpr const char* kLengthen = "lengthen";
inline constexpr const char* kCandidates = "candidates";
inline constexpr const char* kEndless = "endless";
inline constexpr const char* kAsGood = "as_good";
inline constexpr const char* kExact = "exact";
inline constexpr const char* kPmf = "pmf";
inline constexpr const char* kCdf = "cdf";
inline constexpr const char* kPgf = "pgf";
inline constexpr const char* kNumerator = "numerator";
inline constexpr const char* kDenominator = "denominator";
inline constexpr const char* kPerSquarePgf = "per_square_pgf";
inline constexpr const char* kStrategy = "strategy";
inline constexpr const char* kOptimal = "optimal";
inline constexpr const char* kValue = "value";
inline constexpr const char* kExactValue = "exact_value";
inline constexpr const char* kLeftOut = "left_out";
inline constexpr const char* kEstablished = "established";
inline constexpr const char* kIterations = "iterations";
inline constexpr const char* kDice = "dice";
inline constexpr const char* kFixed = "fixed";
inline constexpr const char* kName = "name";
inline constexpr const char* kSquares = "squares";
inline constexpr const char* kPlainValue = "plain_value";
inline constexpr const char* kDie = "die";
inline constexpr const char* kMoves = "moves";
inline constexpr const char* kTake = "take";
inline constexpr const char* kWin = "win";
inline constexpr const char* kLower = "lower";
inline constexpr const char* kUpper = "upper";
inline constexpr const char* kFirstBest = "first_best";
inline constexpr const char* kSecondBest = "second_best";
inline constexpr const char* kPlain = "plain";
inline constexpr const char* kGap = "gap";
inline constexpr const char* kSweeps = "sweeps";
inline constexpr const char* kValues = "values";
inline constexpr const char* kHeads = "heads";
inline constexpr const char* kDiffer = "differ";
inline constexpr const char* kDifferTake = "differ_take";
inline constexpr const char* kDifferences = "differences";
inline constexpr const char* kMover = "mover";
inline constexpr const char* kOther = "other";
inline constexpr const char* kGain = "gain";
// The handicap (Analysis::handicap).
inline constexpr const char* kHandicap = "handicap";
inline constexpr const char* kWinProbability = "win_probability";
inline constexpr const char* kExpectedRounds = "expected_rounds";
inline constexpr const char* kTolerance = "tolerance";
inline constexpr const char* kMet = "met";
inline constexpr const char* kEveryPlacement = "every_placement";
inline constexpr const char* kPlacements = "placements";
}  // namespace field

/// "Board 1 (10x10, overshoot stay, start 0, d6)" — the heading of an analysis' text and plot.
std::string analysis_title(const Board& board, const Analysis& analysis, std::uint64_t index);

/// The readable report of an analysis for board number `index` (from 1), ending with a newline. `within` lists the k
/// for which P(finish within k rolls) is printed.
std::string analysis_text(const Board& board, const Analysis& analysis, std::uint64_t index,
                          const std::vector<std::uint64_t>& within = {});

/// One JSON object without a newline (docs/analyze.md): board, n, squares, rules {overshoot, start, die}, states,
/// expected_rolls, std_dev, min_rolls, finish_probability, median, mode, percentiles {"10", "25", "50", "75", "90",
/// "99"}, within {"k": p} (when asked), remaining, truncated, geometric_from, pmf, cdf; and with two or more
/// players: players [{player, win_probability}], expected_rounds, expected_total_rolls, total_rolls_percentiles {…},
/// total_rolls_pmf.
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
