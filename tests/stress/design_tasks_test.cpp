// tests/stress/design_tasks_test.cpp — the design task suite of bench/design_tasks.sh (issue 29) at a small budget:
// not whether the search finds the boards (the benchmark measures that), but that every report is honest — each
// returned board keeps its constraints, and each target's value, distance and "met" are those of an analysis of
// that board made here, under the task's rules.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/design.hpp"

namespace {

using snl::Goal;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr std::uint64_t kBudget = 150;

struct Task {
  std::string name;
  snl::DesignSpec spec;
};

std::vector<Task> tasks() {
  std::vector<Task> out;
  snl::DesignSpec s;
  s.ladders = {8, 8};
  s.snakes = {8, 8};
  s.targets.expected_rolls = Goal::band(30, 0.5);
  s.targets.wins = {{1, Goal::range(0, 0.51)}};
  out.push_back({"1: 10x10, E 30 ± 0.5, first of 2 wins ≤ 51%", s});
  for (const int start : {1, 0}) {
    s = {};
    s.from = analyze_test::milton_bradley();
    s.max_changes = 3;
    s.rules.start = start;
    s.targets.least = Goal::range(10, kInf);
    snl::AnalysisOptions options;
    options.rules = s.rules;
    const double today = *snl::analyze(*s.from, options).expected_rolls;
    s.targets.expected_rolls = Goal::band(today, 1);
    out.push_back({"2: classic, ≤ 3 changes, least ≥ 10, E within 1, start " + std::to_string(start), s});
  }
  s = {};
  s.side = 20;
  s.targets.median = Goal::band(80, 3);
  s.targets.percentile = {{90, Goal::range(0, 160)}};
  out.push_back({"3: 20x20, median 80 ± 3, 90th percentile ≤ 160", s});
  s = {};
  s.from = analyze_test::milton_bradley();
  s.max_changes = 1;
  s.targets.expected_rolls = Goal::band(10, 0.05);
  out.push_back({"4: classic, ≤ 1 change, E closest to 10", s});
  s = {};
  s.ladders = {0, 0};
  s.targets.expected_rolls = Goal::band(66.978705, 5e-7);
  out.push_back({"5: snakes only, E 66.978705 ± 5e-7", s});
  s = {};
  s.rules.die = snl::Die::parse("2d6");
  s.rules.overshoot = snl::Overshoot::bounce;
  s.targets.expected_rolls = Goal::band(20, 0.5);
  s.targets.least = Goal::range(4, kInf);
  out.push_back({"6: 2d6, bounce, E 20 ± 0.5, least ≥ 4", s});
  return out;
}

/// The figure each report names, from an analysis made here.
std::optional<double> figure(const snl::Analysis& a, const std::string& name) {
  const auto count = [](const std::optional<std::uint64_t>& v) {
    return v ? std::optional<double>(static_cast<double>(*v)) : std::nullopt;
  };
  if (name == "expected rolls") return a.expected_rolls;
  if (name == "std dev") return a.std_dev;
  if (name == "least rolls") return count(a.min_rolls);
  if (name == "median") return count(a.median());
  if (name.rfind("percentile ", 0) == 0) return count(a.percentile(std::stod(name.substr(11))));
  if (name.rfind("player ", 0) == 0) return a.players[std::stoul(name.substr(7)) - 1].win_probability;
  ADD_FAILURE() << "no figure for " << name;
  return std::nullopt;
}

/// Whether every goal of `spec` holds for the figures of `a`.
bool goals_met(const snl::DesignSpec& spec, const snl::Analysis& a) {
  const snl::DesignTargets& t = spec.targets;
  const auto count = [](const std::optional<std::uint64_t>& v) { return static_cast<double>(v.value_or(0)); };
  bool met = true;
  if (t.expected_rolls) met = met && t.expected_rolls->met(*a.expected_rolls);
  if (t.least) met = met && a.min_rolls && t.least->met(count(a.min_rolls));
  if (t.median) met = met && a.median() && t.median->met(count(a.median()));
  for (const auto& [p, g] : t.percentile) met = met && a.percentile(p) && g.met(count(a.percentile(p)));
  for (const auto& [i, g] : t.wins) met = met && g.met(a.players[static_cast<std::size_t>(i - 1)].win_probability);
  return met;
}

TEST(DesignTasks, EveryReportIsTheAnalysisOfTheBoardReturned) {
  for (Task& task : tasks()) {
    task.spec.max_evaluations = kBudget;
    const snl::DesignResult r = snl::design(task.spec);
    EXPECT_EQ(snl::broken_constraint(r.board, task.spec), std::nullopt) << task.name;
    if (task.spec.max_changes) {
      EXPECT_LE(r.changes, *task.spec.max_changes) << task.name;
    }
    snl::AnalysisOptions options;
    options.rules = task.spec.rules;
    options.players = 2;
    const snl::Analysis a = snl::analyze(r.board, options);
    ASSERT_TRUE(a.expected_rolls.has_value()) << task.name;  // no trap
    bool all = true;
    double distance = 0;
    for (const snl::TargetReport& t : r.targets) {
      const std::optional<double> value = figure(a, t.name);
      ASSERT_EQ(t.value.has_value(), value.has_value()) << task.name << ": " << t.name;
      EXPECT_NEAR(*t.value, *value, 1e-9 * std::max(1.0, *value)) << task.name << ": " << t.name;
      EXPECT_EQ(t.met, t.distance == 0) << task.name << ": " << t.name;
      all = all && t.met;
      distance += t.normalised;
    }
    EXPECT_EQ(r.met, all) << task.name;
    EXPECT_EQ(r.met, goals_met(task.spec, a)) << task.name;
    EXPECT_DOUBLE_EQ(r.distance, distance) << task.name;
  }
}

}  // namespace
