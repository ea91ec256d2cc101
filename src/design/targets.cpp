#include "design/targets.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "snl/analyze.hpp"

namespace snl::internal {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

std::string number(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.10g", x);
  return text;
}

}  // namespace

std::string wanted(const Goal& g) {
  if (g.target) return g.tolerance == 0 ? number(*g.target) : number(*g.target) + " ± " + number(g.tolerance);
  if (std::isinf(g.high)) return "≥ " + number(g.low);
  if (g.low <= 0) return "≤ " + number(g.high);
  return number(g.low) + ".." + number(g.high);
}

namespace {

/// The scale of a goal's distance: its tolerance or half its width, else the figure's unit.
double scale_of(const Goal& g, double unit) {
  const double half = g.two_sided() ? (g.target ? g.tolerance : (g.high - g.low) / 2) : 0;
  return half > 0 ? half : unit;
}

/// The goal narrowed for the search: each real bound by `margin` of the scale, a two-sided goal by `aim` of its
/// half-width; counts of rolls (`whole`) are narrowed by the aim alone, to the whole numbers inside (none: as asked).
Goal narrowed(const Goal& g, double unit, bool whole, double margin, double aim) {
  if (whole) {
    if (!g.two_sided() || aim == 0) return g;
    Goal n = g;
    const double inward = aim * (g.high - g.low) / 2;
    n.low = std::ceil(g.low + inward);
    n.high = std::floor(g.high - inward);
    return n.low <= n.high ? n : g;
  }
  Goal n = g;
  const double scale = scale_of(g, unit);
  double inward = margin * scale;
  if (g.two_sided()) inward = std::max(inward, aim * (g.high - g.low) / 2);
  if (g.target || g.low > 0) n.low += inward;
  if (std::isfinite(g.high)) n.high -= inward;
  if (n.low > n.high) n.low = n.high = (g.low + g.high) / 2;
  return n;
}

/// Calls visit(name, goal, value, unit, whole) for every target, in the order of DesignTargets' fields; `name` is a
/// function giving the target's name (only the report asks for it).
template <class Visit>
void each_target(const Figures& f, const DesignTargets& t, Visit visit) {
  const auto real = [](const std::optional<double>& v) { return v; };
  const auto count = [](const std::optional<std::uint64_t>& v) {
    return v ? std::optional<double>(static_cast<double>(*v)) : std::nullopt;
  };
  const auto named = [](const char* n) { return [n] { return std::string(n); }; };
  if (t.expected_rolls) visit(named("expected rolls"), *t.expected_rolls, real(f.expected), kDefaultTolerance, false);
  if (t.std_dev) visit(named("std dev"), *t.std_dev, real(f.std_dev), kDefaultTolerance, false);
  if (t.expected_turns) visit(named("expected turns"), *t.expected_turns, real(f.turns), kDefaultTolerance, false);
  if (t.least) visit(named("least rolls"), *t.least, count(f.least), kCountUnit, true);
  if (t.median) visit(named("median"), *t.median, count(f.median), kCountUnit, true);
  for (std::size_t i = 0; i < t.within.size(); ++i) {
    const std::optional<double> v = i < f.within.size() ? std::optional<double>(f.within[i]) : std::nullopt;
    const std::uint64_t k = t.within[i].first;
    visit([k] { return "within " + std::to_string(k); }, t.within[i].second, v, kProbabilityUnit, false);
  }
  for (std::size_t i = 0; i < t.percentile.size(); ++i) {
    const std::optional<double> v = i < f.percentile.size() ? count(f.percentile[i]) : std::nullopt;
    const double p = t.percentile[i].first;
    visit([p] { return "percentile " + number(p); }, t.percentile[i].second, v, kCountUnit, true);
  }
  const auto win = [&](int player) {
    const auto i = static_cast<std::size_t>(player - 1);
    return i < f.wins.size() ? std::optional<double>(f.wins[i]) : std::nullopt;
  };
  for (const auto& [player, goal] : t.wins) {
    const int p = player;
    visit([p] { return "player " + std::to_string(p) + " wins"; }, goal, win(player), kProbabilityUnit, false);
  }
  for (int i = 1; i <= t.fair_players; ++i) {
    const Goal fair = Goal::band(1.0 / t.fair_players, t.fair_tolerance);
    visit([i] { return "player " + std::to_string(i) + " wins"; }, fair, win(i), kProbabilityUnit, false);
  }
}

}  // namespace

int players_of(const DesignTargets& t) {
  if (t.fair_players > 0) return t.fair_players;
  if (t.wins.empty()) return 0;
  return t.players > 0 ? t.players : 2;
}

bool needs_analysis(const DesignTargets& t) {
  return t.median || !t.within.empty() || !t.percentile.empty() || players_of(t) > 0;
}

Figures analysed_figures(const Board& board, const GameRules& rules, const DesignTargets& targets,
                         const std::function<void(std::uint64_t, double)>& progress) {
  AnalysisOptions options;
  options.progress = progress;
  options.rules = rules;
  options.players = std::max(1, players_of(targets));
  // The expectations come from the linear solves; the distribution only for the targets that read it.
  if (!needs_analysis(targets)) options.max_rolls = 1;
  const Analysis a = analyze(board, options);
  Figures f;
  f.trapped = !a.expected_rolls.has_value();
  f.expected = a.expected_rolls;
  f.std_dev = a.std_dev;
  f.turns = a.expected_turns;
  if (targets.least) f.least = a.min_rolls;
  if (targets.median) f.median = a.median();
  for (const auto& [k, goal] : targets.within) f.within.push_back(a.within(k));
  for (const auto& [p, goal] : targets.percentile) f.percentile.push_back(a.percentile(p));
  if (players_of(targets) > 0) {
    for (const PlayerOutcome& player : a.players) f.wins.push_back(player.win_probability);
  }
  return f;
}

std::vector<TargetReport> reports(const Figures& f, const DesignTargets& t, double* distance) {
  std::vector<TargetReport> out;
  double sum = 0;
  each_target(f, t, [&](auto name, const Goal& goal, const std::optional<double>& value, double unit, bool) {
    TargetReport r{name(), wanted(goal), value, kInfinity, kInfinity, false};
    if (value) {
      r.distance = goal.miss(*value);
      r.normalised = r.distance / scale_of(goal, unit);
      r.met = r.distance == 0;
    }
    sum += r.normalised;
    out.push_back(std::move(r));
  });
  if (distance != nullptr) *distance = f.trapped ? kInfinity : sum;
  return out;
}

Energies figures_energy(const Figures& f, const DesignTargets& t, double margin, double aim, double aim_weight) {
  Energies e;
  if (f.trapped) return {kInfinity, kInfinity, kInfinity};
  each_target(f, t, [&](auto, const Goal& goal, const std::optional<double>& value, double unit, bool whole) {
    if (!value) {
      e = {kInfinity, kInfinity, kInfinity};
      return;
    }
    const double scale = scale_of(goal, unit);
    const double size = unit == kProbabilityUnit ? 1.0 : std::max(1.0, std::isfinite(goal.high) ? goal.high : goal.low);
    double miss = narrowed(goal, unit, whole, margin, 0).miss(*value);
    // Below its goal, the least rolls climb by making the fastest games rarer first.
    if (t.least && &goal == &*t.least && miss > 0 && *value < goal.low && f.fastest > 0) miss -= 1 - f.fastest;
    const double off = narrowed(goal, unit, whole, margin, aim).miss(*value);
    e.goals += miss / scale;
    e.aim += off / scale;
    e.walk += (miss + aim_weight * off) / size;
  });
  return e;
}

}  // namespace snl::internal
