// tests/unit/design_goals_test.cpp — snl/design.hpp's goals: every target kind one- and two-sided, judged by the
// analysis of the board (an independent snl::analyze in the test); closest mode (the distance returned is never more
// than the start's or any single move's, checked by analysing every single move); the designer's defaults; the
// record of a design (the same options give the same board); the evaluator's fastest games against game_min_rolls.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "design/lowrank.hpp"
#include "snl/analyze.hpp"
#include "snl/design.hpp"
#include "snl/design_values.hpp"
#include "snl/parse.hpp"
#include "snl/report.hpp"

namespace {

using snl::Board;
using snl::Goal;
using snl::Jump;

constexpr double kInf = std::numeric_limits<double>::infinity();

// ---- the goals' text ----------------------------------------------------------------------------------------

TEST(DesignGoals, EveryFormReads) {
  const Goal x = *snl::design_goal("30", 0.05);
  EXPECT_EQ(*x.target, 30);
  EXPECT_EQ(x.tolerance, 0.05);
  EXPECT_TRUE(x.met(29.95) && x.met(30.05) && !x.met(30.06));
  const Goal band = *snl::design_goal("30:0.5", 0.05);
  EXPECT_TRUE(band.two_sided());
  EXPECT_TRUE(band.met(29.5) && !band.met(29.4));
  const Goal range = *snl::design_goal("78..82", 0.05);
  EXPECT_FALSE(range.target.has_value());
  EXPECT_TRUE(range.two_sided() && range.met(78) && range.met(82) && !range.met(82.5));
  const Goal at_least = *snl::design_goal("10..", 0.05);
  EXPECT_FALSE(at_least.two_sided());
  EXPECT_TRUE(at_least.met(1e9) && !at_least.met(9.99));
  const Goal at_most = *snl::design_goal("..160", 0.05);
  EXPECT_TRUE(at_most.met(0) && at_most.met(160) && !at_most.met(161));
  EXPECT_EQ(at_most.miss(170), 10);
  for (const char* bad : {"", "..", "a..b", "1..x", "30:", ":1", "-3", "3..-1", "nan"}) {
    EXPECT_FALSE(snl::design_goal(bad, 0.05).has_value()) << bad;
  }
}

TEST(DesignGoals, BareFormsKeepTheirOldMeaning) {
  // K:P is at least P; P:K at most K; I:X is X within the fair tolerance.
  const auto within = *snl::design_within("80:0.9");
  EXPECT_EQ(within.first, 80u);
  EXPECT_TRUE(within.second.met(0.95) && !within.second.met(0.85));
  const auto within_range = *snl::design_within("80:0.5..0.6");
  EXPECT_FALSE(within_range.second.met(0.7));
  EXPECT_FALSE(snl::design_within("80:1.5").has_value());
  const auto percentile = *snl::design_percentile("90:160");
  EXPECT_TRUE(percentile.second.met(100) && !percentile.second.met(161));
  const auto percentile_band = *snl::design_percentile("50:80:3");
  EXPECT_TRUE(percentile_band.second.met(77) && !percentile_band.second.met(76));
  const auto win = *snl::design_win("1:..0.51");
  EXPECT_EQ(win.first, 1);
  EXPECT_TRUE(win.second.met(0.5) && !win.second.met(0.52));
  EXPECT_FALSE(snl::design_win("0:0.5").has_value());
  // Each row's text reads back to the same goals.
  snl::DesignSpec d;
  for (const char* name : {"within", "percentile", "win", "median", "least", "expected"}) {
    const auto* row = snl::find_option(snl::design_options(), name);
    ASSERT_NE(row, nullptr) << name;
  }
  const auto set = [&](const char* name, const char* text) { snl::find_option(snl::design_options(), name)->set(d, text); };
  set("within", "80:0.9,40:0.2..0.4");
  set("percentile", "90:160,50:80:3");
  set("win", "1:..0.51");
  set("median", "70..90");
  set("least", "10..");
  snl::DesignSpec again;
  for (const auto& row : snl::design_options()) {
    const std::string text = row.get(d);
    if (!text.empty() && row.kind != snl::OptionKind::flag) row.set(again, text);
  }
  for (const auto& row : snl::design_options()) EXPECT_EQ(row.get(again), row.get(d)) << row.name;
}

// ---- every target kind, judged by the analysis ---------------------------------------------------------------

/// The figure each target reports, and whether it is met, against an analysis of the board made here.
TEST(DesignGoals, EachKindOneAndTwoSidedIsTheAnalysisFigure) {
  const Board board = analyze_test::milton_bradley();
  snl::AnalysisOptions options;
  options.players = 2;
  const snl::Analysis a = snl::analyze(board, options);
  const double e = *a.expected_rolls;
  const double sd = *a.std_dev;
  const auto least = static_cast<double>(*a.min_rolls);
  const auto median = static_cast<double>(*a.median());
  const auto p90 = static_cast<double>(*a.percentile(90));
  const double within = a.within(40);
  const double win = a.players[0].win_probability;
  struct Case {
    snl::DesignTargets targets;
    double value;
    bool met;
  };
  std::vector<Case> cases;
  const auto add = [&](auto set, double value, const Goal& goal) {
    snl::DesignTargets t;
    set(t, goal);
    cases.push_back({t, value, goal.met(value)});
  };
  for (const Goal& g : {Goal::band(e, 0.1), Goal::band(e + 1, 0.5), Goal::range(e - 1, e + 1), Goal::range(e + 1, kInf),
                        Goal::range(0, e - 1)}) {
    add([](snl::DesignTargets& t, const Goal& x) { t.expected_rolls = x; }, e, g);
    add([](snl::DesignTargets& t, const Goal& x) { t.expected_turns = x; }, e, g);
  }
  for (const Goal& g : {Goal::band(sd, 0.1), Goal::range(sd + 1, sd + 2), Goal::range(0, sd + 1)}) {
    add([](snl::DesignTargets& t, const Goal& x) { t.std_dev = x; }, sd, g);
  }
  for (const Goal& g : {Goal::band(least, 0), Goal::range(least + 1, kInf), Goal::range(0, least), Goal::range(1, least - 1)}) {
    add([](snl::DesignTargets& t, const Goal& x) { t.least = x; }, least, g);
  }
  for (const Goal& g : {Goal::band(median, 3), Goal::range(median + 1, median + 5), Goal::range(0, median - 1)}) {
    add([](snl::DesignTargets& t, const Goal& x) { t.median = x; }, median, g);
  }
  for (const Goal& g : {Goal::range(0, p90), Goal::range(p90 + 1, p90 + 9), Goal::range(p90, kInf)}) {
    add([](snl::DesignTargets& t, const Goal& x) { t.percentile = {{90, x}}; }, p90, g);
  }
  for (const Goal& g : {Goal::range(within, 1), Goal::range(within + 0.01, 1), Goal::band(within, 0.01),
                        Goal::range(0, within - 0.01)}) {
    add([](snl::DesignTargets& t, const Goal& x) { t.within = {{40, x}}; }, within, g);
  }
  for (const Goal& g : {Goal::range(0, 0.51), Goal::range(0, win - 0.01), Goal::band(0.5, 0.02), Goal::range(win + 0.001, 1)}) {
    add([](snl::DesignTargets& t, const Goal& x) { t.wins = {{1, x}}; }, win, g);
  }
  int met = 0;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const std::vector<snl::TargetReport> r = snl::report_targets(board, {}, cases[i].targets);
    ASSERT_EQ(r.size(), 1u) << i;
    ASSERT_TRUE(r[0].value.has_value()) << i;
    EXPECT_NEAR(*r[0].value, cases[i].value, 1e-9 * std::max(1.0, cases[i].value)) << i << " " << r[0].name;
    EXPECT_EQ(r[0].met, cases[i].met) << i << " " << r[0].name << " wanted " << r[0].wanted;
    EXPECT_EQ(r[0].distance == 0, r[0].met) << i;
    met += r[0].met ? 1 : 0;
  }
  EXPECT_GT(met, 8);
  EXPECT_LT(met, static_cast<int>(cases.size()) - 8);
}

/// A design meeting every target, re-analysed here: each target's goal holds for the analysis' figure.
void expect_honest(const snl::DesignSpec& spec, const snl::DesignResult& r) {
  snl::AnalysisOptions options;
  options.rules = spec.rules;
  options.players = 2;
  const snl::Analysis a = snl::analyze(r.board, options);
  ASSERT_TRUE(a.expected_rolls.has_value());
  bool met = true;
  const snl::DesignTargets& t = spec.targets;
  if (t.expected_rolls) met = met && t.expected_rolls->met(*a.expected_rolls);
  if (t.std_dev) met = met && t.std_dev->met(*a.std_dev);
  if (t.least) met = met && t.least->met(static_cast<double>(*a.min_rolls));
  if (t.median) met = met && t.median->met(static_cast<double>(*a.median()));
  for (const auto& [p, g] : t.percentile) met = met && g.met(static_cast<double>(*a.percentile(p)));
  for (const auto& [k, g] : t.within) met = met && g.met(a.within(k));
  for (const auto& [i, g] : t.wins) met = met && g.met(a.players[static_cast<std::size_t>(i - 1)].win_probability);
  EXPECT_EQ(met, r.met);
  EXPECT_EQ(snl::broken_constraint(r.board, spec), std::nullopt);
}

snl::DesignSpec eight_by_eight() {
  snl::DesignSpec spec;
  spec.side = 8;
  spec.ladders = {3, 6};
  spec.snakes = {3, 6};
  return spec;
}

TEST(DesignGoals, SearchMeetsEachKindTwoSided) {
  std::vector<snl::DesignSpec> specs;
  snl::DesignSpec s = eight_by_eight();
  s.targets.expected_rolls = Goal::range(18, 19);
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.std_dev = Goal::range(10, 11);
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.least = Goal::range(6, 7);
  s.targets.expected_rolls = Goal::band(20, 1);
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.median = Goal::range(14, 15);
  s.max_evaluations = 3000;
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.percentile = {{90, Goal::range(30, 34)}};
  s.max_evaluations = 3000;
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.within = {{20, Goal::range(0.6, 0.65)}};
  s.max_evaluations = 3000;
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.wins = {{1, Goal::range(0.5, 0.505)}};
  s.max_evaluations = 3000;
  specs.push_back(s);
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const snl::DesignResult r = snl::design(specs[i]);
    EXPECT_TRUE(r.met) << i << ": " << r.stopped_by;
    expect_honest(specs[i], r);
  }
}

TEST(DesignGoals, SearchMeetsEachKindOneSided) {
  std::vector<snl::DesignSpec> specs;
  snl::DesignSpec s = eight_by_eight();
  s.targets.expected_rolls = Goal::range(25, kInf);
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.std_dev = Goal::range(0, 8);
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.least = Goal::range(8, kInf);
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.median = Goal::range(0, 12);
  s.max_evaluations = 3000;
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.percentile = {{90, Goal::range(0, 30)}};
  s.max_evaluations = 3000;
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.within = {{20, Goal::range(0.7, 1)}};
  s.max_evaluations = 3000;
  specs.push_back(s);
  s = eight_by_eight();
  s.targets.wins = {{1, Goal::range(0, 0.52)}};
  s.max_evaluations = 3000;
  specs.push_back(s);
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const snl::DesignResult r = snl::design(specs[i]);
    EXPECT_TRUE(r.met) << i << ": " << r.stopped_by;
    expect_honest(specs[i], r);
  }
}

TEST(DesignGoals, SearchAimsAtTheMiddleOfARange) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    snl::DesignSpec spec;
    spec.ladders = {8, 8};
    spec.snakes = {8, 8};
    spec.targets.expected_rolls = Goal::band(30, 0.5);
    spec.seed = seed;
    const snl::DesignResult r = snl::design(spec);
    ASSERT_TRUE(r.met);
    EXPECT_LE(std::abs(*r.targets[0].value - 30), 0.25) << "seed " << seed;  // the middle half of the band
  }
}

TEST(DesignGoals, SearchAimsAtTheMiddleOfACountRange) {
  // 17..23: the middle half is 18.5..21.5, so 19, 20 or 21 (a count's goal narrowed to the whole numbers inside).
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    snl::DesignSpec spec = eight_by_eight();
    spec.targets.median = Goal::band(20, 3);
    spec.max_evaluations = 3000;
    spec.seed = seed;
    const snl::DesignResult r = snl::design(spec);
    ASSERT_TRUE(r.met) << "seed " << seed;
    expect_honest(spec, r);
    EXPECT_LE(std::abs(*r.targets[0].value - 20), 1) << "seed " << seed;
  }
}

TEST(DesignGoals, TwentyByTwentyMedianAndPercentileAreMet) {
  // Issue 29's task 3 (a party game: median 80 ± 3, 90th percentile at most 160), and two requests of the same kind
  // it was not tuned on: counts of jumps with a lower percentile, and two dice with bounce.
  std::vector<snl::DesignSpec> specs(3);
  for (snl::DesignSpec& s : specs) {
    s.side = 20;
    s.max_evaluations = 600;
  }
  specs[0].targets.median = Goal::band(80, 3);
  specs[0].targets.percentile = {{90, Goal::range(0, 160)}};
  specs[1].ladders = {6, 6};
  specs[1].snakes = {6, 6};
  specs[1].targets.median = Goal::band(80, 0);
  specs[1].targets.percentile = {{90, Goal::range(0, 140)}, {10, Goal::range(40, kInf)}};
  specs[2].rules.die = snl::Die::parse("2d6");
  specs[2].rules.overshoot = snl::Overshoot::bounce;
  specs[2].targets.median = Goal::band(60, 3);
  specs[2].targets.within = {{100, Goal::range(0.9, 1)}};
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const snl::DesignResult r = snl::design(specs[i]);
    EXPECT_TRUE(r.met) << i << ": " << r.stopped_by;
    expect_honest(specs[i], r);
  }
}

// ---- closest mode --------------------------------------------------------------------------------------------

/// The normalised distance of one target, as the documentation defines it, computed here from an analysis.
double normalised_miss(const Goal& goal, double value, double unit) {
  const double scale = goal.two_sided() ? (goal.target ? goal.tolerance : (goal.high - goal.low) / 2) : unit;
  return goal.miss(value) / scale;
}

TEST(DesignGoals, ClosestIsNoWorseThanTheStartOrAnySingleMove) {
  const Board start = Board::square(5, {{3, 12}, {17, 7}, {21, 14}});
  snl::DesignSpec spec;
  spec.from = start;
  spec.max_changes = 1;
  spec.min_length = 1;
  spec.chains = true;
  spec.onto_first = true;
  spec.targets.expected_rolls = Goal::band(2, 0.05);  // out of reach in one change
  spec.targets.std_dev = Goal::band(0.5, 0.1);
  spec.max_evaluations = 3000;
  const snl::DesignResult r = snl::design(spec);
  EXPECT_FALSE(r.met);
  double sum = 0;
  for (const snl::TargetReport& t : r.targets) sum += t.normalised;
  EXPECT_DOUBLE_EQ(r.distance, sum);
  const auto distance = [&](const Board& b) {
    const snl::Analysis a = snl::analyze(b);
    if (!a.expected_rolls) return kInf;
    return normalised_miss(*spec.targets.expected_rolls, *a.expected_rolls, snl::kDefaultTolerance) +
           normalised_miss(*spec.targets.std_dev, *a.std_dev, snl::kDefaultTolerance);
  };
  EXPECT_NEAR(r.distance, distance(r.board), 1e-9);
  double best = distance(start);
  int moves = 0;
  for (snl::Label h = 2; h < start.squares(); ++h) {
    for (snl::Label to = 1; to <= start.squares(); ++to) {
      std::vector<Jump> jumps;
      for (const Jump& j : start.jumps()) {
        if (j.from != h) jumps.push_back(j);
      }
      if (to != h) jumps.push_back({h, to});
      if (to == h && jumps.size() == start.jumps().size()) continue;
      best = std::min(best, distance(Board::square(5, jumps)));
      ++moves;
    }
  }
  EXPECT_GT(moves, 500);
  EXPECT_LE(r.distance, best + 1e-6);
}

// ---- the designer's defaults ---------------------------------------------------------------------------------

TEST(DesignGoals, ClosestOnPushedFiguresIsNoWorseThanAnySingleMove) {
  // The median and a percentile far out of reach: priced by the evaluator's push, judged here by the analysis.
  const Board start = Board::square(5, {{3, 12}, {17, 7}, {21, 14}});
  snl::DesignSpec spec;
  spec.from = start;
  spec.max_changes = 1;
  spec.min_length = 1;
  spec.chains = true;
  spec.onto_first = true;
  spec.targets.median = Goal::range(0, 2);
  spec.targets.percentile = {{90, Goal::range(0, 2)}};
  spec.max_evaluations = 3000;
  const snl::DesignResult r = snl::design(spec);
  EXPECT_FALSE(r.met);
  const auto distance = [&](const Board& b) {
    const snl::Analysis a = snl::analyze(b);
    if (!a.expected_rolls) return kInf;
    return normalised_miss(*spec.targets.median, static_cast<double>(*a.median()), snl::kCountUnit) +
           normalised_miss(spec.targets.percentile[0].second, static_cast<double>(*a.percentile(90)), snl::kCountUnit);
  };
  EXPECT_NEAR(r.distance, distance(r.board), 1e-9);
  double best = distance(start);
  for (snl::Label h = 2; h < start.squares(); ++h) {
    for (snl::Label to = 1; to <= start.squares(); ++to) {
      std::vector<Jump> jumps;
      for (const Jump& j : start.jumps()) {
        if (j.from != h) jumps.push_back(j);
      }
      if (to != h) jumps.push_back({h, to});
      if (to == h && jumps.size() == start.jumps().size()) continue;
      best = std::min(best, distance(Board::square(5, jumps)));
    }
  }
  EXPECT_LE(r.distance, best + 1e-6);
}

TEST(DesignGoals, DefaultsPlaceNoChainsNoOneSquareJumpsNothingOntoSquareOne) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    snl::DesignSpec spec;
    spec.ladders = {8, 10};
    spec.snakes = {10, 12};
    spec.targets.expected_rolls = Goal::band(34, 0.5);
    spec.seed = seed;
    const snl::DesignResult r = snl::design(spec);
    EXPECT_TRUE(r.met);
    for (const Jump& j : r.board.jumps()) {
      EXPECT_GE(j.to > j.from ? j.to - j.from : j.from - j.to, 2u) << j.from << " " << j.to;
      EXPECT_NE(j.to, 1u);
      EXPECT_FALSE(r.board.jump_from(j.to).has_value() && j.to != r.board.squares()) << j.from << " " << j.to;
    }
  }
  const snl::DesignSpec defaults;
  EXPECT_EQ(defaults.min_length, 2u);
  EXPECT_FALSE(defaults.chains);
  EXPECT_FALSE(defaults.onto_first);
}

TEST(DesignGoals, EachDefaultTurnsOff) {
  const Board board = Board::square(10, {{10, 11}, {20, 1}, {30, 50}, {50, 40}});
  snl::DesignSpec spec;
  const auto broken = [&] { return snl::broken_constraint(board, spec).value_or(""); };
  EXPECT_NE(broken().find("length 1"), std::string::npos) << broken();
  spec.min_length = 1;
  EXPECT_NE(broken().find("square 1"), std::string::npos) << broken();
  spec.onto_first = true;
  EXPECT_NE(broken().find("chain"), std::string::npos) << broken();
  spec.chains = true;
  EXPECT_EQ(broken(), "");
  // A board to start from keeps its own jumps whatever the defaults, and the design starts from it.
  snl::DesignSpec from;
  from.from = board;
  from.max_changes = 1;
  from.targets.expected_rolls = Goal::range(1, kInf);
  EXPECT_EQ(snl::broken_constraint(board, from), std::nullopt);
  EXPECT_NO_THROW(snl::validate(from));
  // ... but a jump the search adds may not chain onto one of them.
  EXPECT_NE(snl::broken_constraint(Board::square(10, {{10, 11}, {20, 1}, {30, 50}, {50, 40}, {5, 30}}), from), std::nullopt);
}

// ---- the record ----------------------------------------------------------------------------------------------

TEST(DesignGoals, TheJsonRecordsWhatMakesTheSameBoardAgain) {
  snl::DesignSpec spec;
  spec.ladders = {5, 7};
  spec.snakes = {5, 7};
  spec.rules.start = 0;
  spec.targets.expected_rolls = Goal::range(28, 32);
  spec.targets.least = Goal::range(5, kInf);
  spec.seed = 7;
  const snl::DesignResult r = snl::design(spec);
  const nlohmann::json out = nlohmann::json::parse(snl::design_json(r, spec, true));
  EXPECT_EQ(out["rules"]["start"], "0");
  EXPECT_EQ(out["options"]["expected"], "28..32");
  EXPECT_EQ(out["options"]["least"], "5..");
  EXPECT_EQ(out["seed"], 7);
  EXPECT_EQ(out["version"], std::string(snl::snl_version()));
  // The spec rebuilt from the record alone, through the rows, designs the same board.
  snl::DesignSpec again;
  for (const auto& row : snl::design_options()) {
    if (row.kind == snl::OptionKind::board) continue;  // the board itself is the record's "board"
    const nlohmann::json& where = out["rules"].contains(row.name) ? out["rules"] : out["options"];
    ASSERT_TRUE(where.contains(row.name)) << row.name << " is not in the record";
    const std::string value = where[row.name].get<std::string>();
    if (!value.empty()) row.set(again, value);
  }
  const snl::DesignResult second = snl::design(again);
  EXPECT_EQ(second.board, r.board);
  nlohmann::json a = out;
  nlohmann::json b = nlohmann::json::parse(snl::design_json(second, again, true));
  a.erase("seconds");
  b.erase("seconds");
  EXPECT_EQ(a.dump(), b.dump());
}

// ---- the evaluator's fastest games ---------------------------------------------------------------------------

TEST(DesignGoals, FastestGamesOfTheEvaluatorAreGameMinRolls) {
  std::vector<snl::GameRules> rules(4);
  rules[1].start = 0;
  rules[2].die = snl::Die::parse("2d6");
  rules[2].overshoot = snl::Overshoot::bounce;
  rules[3].overshoot = snl::Overshoot::finish;
  std::mt19937 rng(5);
  for (const snl::GameRules& r : rules) {
    for (int round = 0; round < 12; ++round) {
      const std::uint32_t squares = 100;
      std::vector<std::uint32_t> end(squares + 1);
      for (std::uint32_t h = 0; h <= squares; ++h) end[h] = h;
      std::vector<Jump> jumps;
      for (int j = 0; j < 10; ++j) {
        const std::uint32_t h = std::uniform_int_distribution<std::uint32_t>(2, squares - 1)(rng);
        if (end[h] != h) continue;
        end[h] = std::uniform_int_distribution<std::uint32_t>(1, squares)(rng);
        if (end[h] != h) jumps.push_back({h, end[h]});
      }
      const Board board = Board::square(10, jumps);
      snl::internal::LowRank fast(squares, r);
      if (!fast.reset(end)) continue;
      const std::optional<snl::internal::Fastest> f = fast.fastest_after({}, 1000);
      const std::optional<std::uint64_t> least = snl::game_min_rolls(board, r);
      ASSERT_EQ(f.has_value(), least.has_value());
      if (f) {
        EXPECT_EQ(f->rolls, *least) << snl::describe(r) << " round " << round;
      }
    }
  }
}

TEST(DesignGoals, PushedDistributionOfTheEvaluatorIsTheAnalysis) {
  std::vector<snl::GameRules> rules(4);
  rules[1].start = 0;
  rules[2].die = snl::Die::parse("2d6");
  rules[2].overshoot = snl::Overshoot::bounce;
  rules[3].overshoot = snl::Overshoot::finish;
  std::mt19937 rng(7);
  for (const snl::GameRules& r : rules) {
    for (int round = 0; round < 8; ++round) {
      const std::uint32_t squares = 100;
      std::vector<std::uint32_t> end(squares + 1);
      for (std::uint32_t h = 0; h <= squares; ++h) end[h] = h;
      for (int j = 0; j < 12; ++j) {
        const std::uint32_t h = std::uniform_int_distribution<std::uint32_t>(2, squares - 1)(rng);
        if (end[h] == h) end[h] = std::uniform_int_distribution<std::uint32_t>(1, squares)(rng);
      }
      snl::internal::LowRank fast(squares, r);
      if (!fast.reset(end)) continue;
      // A candidate: one more jump, priced on the held board and analysed here on the changed one.
      const std::uint32_t head = std::uniform_int_distribution<std::uint32_t>(2, squares - 1)(rng);
      const std::uint32_t to = std::uniform_int_distribution<std::uint32_t>(1, squares)(rng);
      const snl::internal::HeadChange change{head, to};
      std::vector<std::uint32_t> changed = end;
      changed[head] = to;
      std::vector<Jump> jumps;
      for (std::uint32_t h = 1; h < squares; ++h) {
        if (changed[h] != h) jumps.push_back({h, changed[h]});
      }
      snl::AnalysisOptions options;
      options.rules = r;
      const snl::Analysis a = snl::analyze(Board::square(10, jumps), options);
      if (!a.expected_rolls) continue;  // the change made a trap
      const std::vector<double> cdf = fast.cdf_after(std::span(&change, 1), 0.9, 40, 100'000);
      ASSERT_GE(cdf.size(), 41u);
      for (std::size_t k = 0; k < cdf.size() && k < a.cdf.size(); ++k) {
        EXPECT_NEAR(cdf[k], a.cdf[k], 1e-12) << snl::describe(r) << " round " << round << " roll " << k;
      }
      EXPECT_EQ(snl::percentile_of(cdf, 50), a.median()) << snl::describe(r) << " round " << round;
      EXPECT_EQ(snl::percentile_of(cdf, 90), a.percentile(90)) << snl::describe(r) << " round " << round;
    }
  }
}

}  // namespace
