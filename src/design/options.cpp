// The options of snl design (snl/design.hpp, design_options()), read by the value rules of snl/design_values.hpp.
#include <cmath>
#include <limits>
#include <optional>

#include "core/option_rows.hpp"
#include "snl/analyze.hpp"
#include "snl/design.hpp"
#include "snl/design_values.hpp"
#include "snl/parse.hpp"
#include "snl/write.hpp"

namespace snl {
namespace {

using rows::make;

/// `parse` of a design value, or OptionError "expected `expected`, found '…'".
template <class Parse>
auto parsed(std::string_view text, const std::string& expected, Parse parse) {
  auto value = parse(std::string(text));
  if (!value) throw OptionError("expected " + expected + ", found " + quoted_text(text));
  return *value;
}

std::string real(double x) { return real_text(x); }

constexpr double kInfinity = std::numeric_limits<double>::infinity();

std::string goal_text(const Goal& g) {
  if (g.target) return real(*g.target) + ":" + real(g.tolerance);
  return (g.low == 0 ? std::string() : real(g.low)) + ".." + (std::isinf(g.high) ? std::string() : real(g.high));
}

std::string range_text(const CountRange& r) {
  if (r.low == 0 && r.high == UINT64_MAX) return "";
  if (r.low == r.high) return std::to_string(r.low);
  return std::to_string(r.low) + ".." + (r.high == UINT64_MAX ? std::string() : std::to_string(r.high));
}

const std::string kGoal = "X, X:TOL, A..B, A.. or ..B (a number and its tolerance, a range, or one bound)";
const std::string kGoalValues = "X, X:TOL, A..B, A.. or ..B";
const std::string kRange = "K or A..B (a count, or a range; A.. has no upper end)";

/// A goal for one figure; `tolerance` is what a bare X means (X ± tolerance), named in the help when not 0.
Option<DesignSpec> goal(std::string name, std::optional<Goal> DesignTargets::*member, std::string help,
                        double tolerance) {
  help += tolerance > 0 ? ": X within TOL (default " + real(tolerance) + "), A..B, A.. (at least) or ..B (at most)"
                        : ": exactly X, A..B, A.. (at least) or ..B (at most)";
  Option<DesignSpec> row = make<DesignSpec>(
      {std::move(name), OptionKind::text, kGoalValues, "", std::move(help), {}, false, ""},
      [member, tolerance](DesignSpec& s, std::string_view text) {
        s.targets.*member = parsed(text, kGoal, [tolerance](const std::string& t) { return design_goal(t, tolerance); });
      },
      [member](const DesignSpec& s) { return s.targets.*member ? goal_text(*(s.targets.*member)) : std::string(); });
  row.parts = {rows::real_part("value", 0, kInfinity, "", "X, or each end A and B of a range"),
               rows::real_part("tolerance", 0, kInfinity, tolerance > 0 ? real(tolerance) : "",
                               "TOL of X:TOL (X within TOL)")};
  return row;
}

Option<DesignSpec> count_range(std::string name, CountRange DesignSpec::*member, std::string help) {
  Option<DesignSpec> row = make<DesignSpec>(
      {std::move(name), OptionKind::text, "K or A..B", "", std::move(help), {}, false, ""},
      [member](DesignSpec& s, std::string_view text) { s.*member = parsed(text, kRange, design_range); },
      [member](const DesignSpec& s) { return range_text(s.*member); });
  row.parts = {rows::whole_part("count", 0, rows::kAny, "", "K, or each end A and B of a range")};
  return row;
}

/// A list of (number, goal) targets: "K:GOAL" items.
template <class N, class Parse, class Show>
Option<DesignSpec> goals(std::string name, std::vector<std::pair<N, Goal>> DesignTargets::*member, std::string values,
                         std::string expected, std::string help, std::vector<ValuePart> parts, Parse parse, Show show) {
  Option<DesignSpec> row = make<DesignSpec>(
      {std::move(name), OptionKind::text, std::move(values), "", std::move(help), {}, true, "", {}, {}, std::move(parts)},
                          [member, expected, parse](DesignSpec& s, std::string_view text) {
                            for (const std::string_view item : comma_items(text)) {
                              (s.targets.*member).push_back(parsed(item, expected, parse));
                            }
                          },
                          [member, show](const DesignSpec& s) {
                            std::string out;
                            for (const auto& [n, g] : s.targets.*member) out += (out.empty() ? "" : ",") + show(n, g);
                            return out;
                          });
  return row;
}

/// The board to start from, read from its text (a face hands its board over as text: the CLI reads the file, the
/// API's body is one, Python writes an snl.Board's).
Option<DesignSpec> from_row() {
  Option<DesignSpec> row = make<DesignSpec>(
      {"from", OptionKind::board, "a board", "",
       "Improve this board instead of a new one (changed at most max_changes times); its size is the board's", {},
       false, ""},
      [](DesignSpec& s, std::string_view text) {
        std::vector<Board> boards = parse_boards(text, "from");
        if (boards.size() != 1) {
          throw OptionError("expected one board to start from, found " + std::to_string(boards.size()));
        }
        s.from = std::move(boards[0]);
      },
      [](const DesignSpec& s) { return s.from ? to_text(*s.from, Format::jumps) : std::string(); });
  row.excludes = {"side", "squares"};
  return row;
}

void add_size_and_constraints(OptionTable<DesignSpec>& t) {
  t.push_back(from_row());
  t.push_back(make<DesignSpec>(
      {"side", OptionKind::whole, whole_range(1, kMaxDesignSide), "10", "Side N of the N x N board", {}, false, ""},
      [](DesignSpec& s, std::string_view text) { s.side = parse_whole(text, 1, kMaxDesignSide); },
      [](const DesignSpec& s) { return s.squares != 0 ? std::string() : std::to_string(s.side); }));
  t.push_back(make<DesignSpec>(
      {"squares", OptionKind::whole, whole_range(1, kMaxDesignSquares), "", "A track of M squares instead of a square "
       "board", {}, false, ""},
      [](DesignSpec& s, std::string_view text) {
        s.squares = parse_whole(text, 1, kMaxDesignSquares);
        s.side = 0;  // a track, not a square board
      },
      [](const DesignSpec& s) { return s.squares == 0 ? std::string() : std::to_string(s.squares); }));
  t[t.size() - 2].excludes = {"squares"};
  t.push_back(rows::maybe_whole<DesignSpec>(
      "max_changes", &DesignSpec::max_changes, 0, rows::kAny,
      "With a board to start from: change at most K jumps (an added, removed, moved or retargeted jump is one change)"));
  t.back().needs = "from";
  t.push_back(count_range("ladders", &DesignSpec::ladders, "Number of ladders (default any)"));
  t.push_back(count_range("snakes", &DesignSpec::snakes, "Number of snakes (default any)"));
  t.push_back(rows::whole<DesignSpec>("min_length", &DesignSpec::min_length, 1, rows::kAny,
                                      "Shortest jump the search places, in squares (1 allows jumps of one square)"));
  t.push_back(make<DesignSpec>(
      {"max_length", OptionKind::whole, whole_range(1, rows::kAny), "", "Longest jump, in squares (default any)", {},
       false, ""},
      [](DesignSpec& s, std::string_view text) { s.max_length = parse_whole(text, 1, rows::kAny); },
      [](const DesignSpec& s) { return s.max_length == UINT64_MAX ? std::string() : std::to_string(s.max_length); }));
  t.push_back(rows::whole_list<DesignSpec>("plain", &DesignSpec::plain, 1, kMaxDesignSquares,
                                           "Squares that hold no jump end (besides 1 and the last), e.g. 50,51"));
  t.push_back(make<DesignSpec>(
      {"keep", OptionKind::text, "FROM:TO", "", "Jumps every board keeps, e.g. 4:14,17:7", {}, true, ""},
      [](DesignSpec& s, std::string_view text) {
        for (const std::string_view item : comma_items(text)) s.keep.push_back(parsed(item, "FROM:TO", design_jump));
      },
      [](const DesignSpec& s) {
        std::string out;
        for (const Jump& j : s.keep) out += (out.empty() ? "" : ",") + std::to_string(j.from) + ":" + std::to_string(j.to);
        return out;
      }));
  t.push_back(rows::flag<DesignSpec>("chains", &DesignSpec::chains,
                                     "Allow the search to end a jump on another jump's head (a chain; by default none)"));
  t.back().deprecated_names = {"no_chains"};
  t.push_back(rows::flag<DesignSpec>("onto_first", &DesignSpec::onto_first,
                                     "Allow the search to place a snake down to square 1"));
}

void add_targets(OptionTable<DesignSpec>& t) {
  t.push_back(goal("expected", &DesignTargets::expected_rolls, "Target: expected rolls", kDefaultTolerance));
  t.push_back(goal("sd", &DesignTargets::std_dev, "Target: standard deviation of the rolls", kDefaultTolerance));
  t.push_back(goal("turns", &DesignTargets::expected_turns, "Target: expected turns (with again)", kDefaultTolerance));
  t.push_back(goal("least", &DesignTargets::least,
                   "Target: the least number of rolls of the game under the rules (the fastest game, as snl analyze "
                   "--fastest gives it)", 0));
  t.push_back(goal("median", &DesignTargets::median, "Target: the median number of rolls", 0));
  t.push_back(goals<std::uint64_t>(
      "within", &DesignTargets::within, "K:GOAL", "K:GOAL (rolls, then a probability: P is at least P)",
      "Target: P(finish within K rolls), as K:GOAL; K:P is at least P (e.g. 80:0.9, 80:0.5..0.6)",
      {rows::whole_part("rolls", 0, rows::kAny, "", "K: the rolls"),
       rows::real_part("probability", 0, 1, "", "P, or each end of a range of probabilities")},
      design_within,
      [](std::uint64_t k, const Goal& g) {
        return std::to_string(k) + ":" + (!g.target && g.high == 1 ? real(g.low) : goal_text(g));  // K:P is at least P
      }));
  t.push_back(goals<double>(
      "percentile", &DesignTargets::percentile, "P:GOAL",
      "P:GOAL (a percentage 0 < P <= 100, then rolls: K is at most K)",
      "Target: the P-th percentile of the rolls, as P:GOAL; P:K is at most K (e.g. 90:160, 90:150..170)",
      {rows::real_part("percent", 0, 100, "", "P: a percentage, 0 < P <= 100"),
       rows::real_part("rolls", 0, kInfinity, "", "K, or each end of a range of rolls")},
      design_percentile, [](double p, const Goal& g) {
        return real(p) + ":" + (!g.target && g.low == 0 ? real(g.high) : goal_text(g));  // P:K is at most K
      }));
  t.push_back(goals<int>(
      "win", &DesignTargets::wins, "I:GOAL",
      "I:GOAL (a player 1.." + std::to_string(kMaxPlayers) + ", then a probability: X is X within " +
          real(kDefaultFairTolerance) + ")",
      "Target: player I's chance to win (in turn order, among --players), as I:GOAL (e.g. 1:..0.51)",
      {rows::whole_part("player", 1, kMaxPlayers, "", "I: the player, in turn order"),
       rows::real_part("probability", 0, 1, "", "X, or each end of a range of probabilities"),
       rows::real_part("tolerance", 0, 1, real(kDefaultFairTolerance), "TOL of X:TOL")},
      design_win,
      [](int i, const Goal& g) { return std::to_string(i) + ":" + goal_text(g); }));
  t.push_back(make<DesignSpec>(
      {"players", OptionKind::whole, whole_range(2, kMaxPlayers), "", "Players of the win targets (default as --fair, "
       "or 2)", {}, false, ""},
      [](DesignSpec& s, std::string_view text) { s.targets.players = static_cast<int>(parse_whole(text, 2, kMaxPlayers)); },
      [](const DesignSpec& s) { return s.targets.players == 0 ? std::string() : std::to_string(s.targets.players); }));
  t.push_back(make<DesignSpec>(
      {"fair", OptionKind::text, "P or P:TOL", "",
       "Target: each of P players wins with probability within TOL (default " + real(kDefaultFairTolerance) +
           ") of 1/P",
       {}, false, ""},
      [](DesignSpec& s, std::string_view text) {
        const auto fair = parsed(text, "P or P:TOL (players 2.." + std::to_string(kMaxPlayers) + ", then a tolerance)",
                                 design_fair);
        s.targets.fair_players = fair.first;
        s.targets.fair_tolerance = fair.second;
      },
      [](const DesignSpec& s) {
        return s.targets.fair_players == 0 ? std::string()
                                           : std::to_string(s.targets.fair_players) + ":" + real(s.targets.fair_tolerance);
      }));
  t.back().parts = {rows::whole_part("players", 2, kMaxPlayers, "", "P: the players"),
                    rows::real_part("tolerance", 0, 1, real(kDefaultFairTolerance), "TOL: each chance within TOL of 1/P")};
}

}  // namespace

const OptionTable<DesignSpec>& design_options() {
  static const OptionTable<DesignSpec> table = [] {
    OptionTable<DesignSpec> t;
    add_size_and_constraints(t);
    add_targets(t);
    for (Option<DesignSpec>& row : lifted(rules_options(), &DesignSpec::rules)) t.push_back(std::move(row));
    t.push_back(rows::whole<DesignSpec>("seed", &DesignSpec::seed, 0, rows::kAny, "Seed of the search"));
    t.push_back(make<DesignSpec>(
        {"max_evaluations", OptionKind::whole, whole_range(1, rows::kAny), "",
         "Work budget: candidate boards evaluated (default " + std::to_string(kDefaultDesignEvaluations) + ", or " +
             std::to_string(kDefaultAnalysedEvaluations) +
             " when a target reads the distribution or the players, or under roll-again: median, within, percentile,"
             " win, fair, again)",
         {}, false, ""},
        [](DesignSpec& s, std::string_view text) { s.max_evaluations = parse_whole(text, 1, rows::kAny); },
        [](const DesignSpec& s) { return s.max_evaluations == 0 ? std::string() : std::to_string(s.max_evaluations); }));
    t.push_back(make<DesignSpec>(
        {"time_limit", OptionKind::real, real_range(0, kMaxDesignSeconds), "",
         "Stop after this many seconds with the best board so far (the board may then differ between runs)", {},
         false, ""},
        [](DesignSpec& s, std::string_view text) {
          s.time_limit = parse_real(text, 0, kMaxDesignSeconds, "a number of seconds");
        },
        [](const DesignSpec& s) { return s.time_limit ? real_text(*s.time_limit) : std::string(); }));
    return t;
  }();
  return table;
}

}  // namespace snl
