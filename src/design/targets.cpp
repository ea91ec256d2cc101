#include "design/targets.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "snl/analyze.hpp"

namespace snl::internal {

namespace {

std::string number(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.10g", x);
  return text;
}

std::string range_text(const CountRange& r) {
  if (r.low == r.high) return std::to_string(r.low);
  return std::to_string(r.low) + ".." + (r.high == UINT64_MAX ? std::string() : std::to_string(r.high));
}

}  // namespace

bool needs_analysis(const DesignTargets& t) { return !t.within.empty() || !t.percentile.empty() || t.fair_players > 0; }

Figures analysed_figures(const Board& board, const GameRules& rules, const DesignTargets& targets,
                         const std::function<void(std::uint64_t, double)>& progress) {
  AnalysisOptions options;
  options.progress = progress;
  options.rules = rules;
  options.players = std::max(1, targets.fair_players);
  // The expectations come from the linear solves; the distribution only for the targets that read it.
  if (!needs_analysis(targets)) options.max_rolls = 1;
  const Analysis a = analyze(board, options);
  Figures f;
  f.trapped = !a.expected_rolls.has_value();
  f.expected = a.expected_rolls;
  f.std_dev = a.std_dev;
  f.turns = a.expected_turns;
  if (targets.least) f.least = a.min_rolls;
  for (const auto& [k, p] : targets.within) f.within.push_back(a.within(k));
  for (const auto& [p, k] : targets.percentile) f.percentile.push_back(a.percentile(p));
  if (targets.fair_players > 0) {
    for (const PlayerOutcome& player : a.players) f.wins.push_back(player.win_probability);
  }
  return f;
}

std::vector<TargetReport> reports(const Figures& f, const DesignTargets& t, double margin, double* energy) {
  std::vector<TargetReport> out;
  double sum = 0;
  const auto band = [&](const char* name, const std::optional<Band>& b, const std::optional<double>& value) {
    if (!b) return;
    TargetReport r{name, number(b->target) + " ± " + number(b->tolerance), value, 0, false};
    const double tolerance = b->tolerance * (1 - margin);
    if (!value) {
      r.distance = std::numeric_limits<double>::infinity();
    } else {
      r.distance = std::max(0.0, std::abs(*value - b->target) - tolerance);
    }
    r.met = value && std::abs(*value - b->target) <= tolerance;
    if (r.met) r.distance = 0;
    sum += r.distance / std::max(1.0, b->target);
    out.push_back(std::move(r));
  };
  band("expected rolls", t.expected_rolls, f.expected);
  band("std dev", t.std_dev, f.std_dev);
  band("expected turns", t.expected_turns, f.turns);
  if (t.least) {
    TargetReport r{"least rolls", range_text(*t.least), std::nullopt, 0, false};
    if (f.least) {
      r.value = static_cast<double>(*f.least);
      const double v = static_cast<double>(*f.least);
      r.distance = v < static_cast<double>(t.least->low)    ? static_cast<double>(t.least->low) - v
                   : v > static_cast<double>(t.least->high) ? v - static_cast<double>(t.least->high)
                                                            : 0;
    } else {
      r.distance = std::numeric_limits<double>::infinity();
    }
    r.met = r.distance == 0;
    sum += r.distance / std::max(1.0, static_cast<double>(t.least->low));
    out.push_back(std::move(r));
  }
  for (std::size_t i = 0; i < t.within.size(); ++i) {
    const auto [k, p] = t.within[i];
    TargetReport r{"within " + std::to_string(k), "≥ " + number(p), std::nullopt, 0, false};
    if (i < f.within.size()) {
      r.value = f.within[i];
      r.distance = std::max(0.0, p + margin - f.within[i]);
    } else {
      r.distance = 1;
    }
    r.met = r.distance == 0;
    sum += r.distance;
    out.push_back(std::move(r));
  }
  for (std::size_t i = 0; i < t.percentile.size(); ++i) {
    const auto [p, k] = t.percentile[i];
    TargetReport r{"percentile " + number(p), "≤ " + std::to_string(k), std::nullopt, 0, false};
    if (i < f.percentile.size() && f.percentile[i]) {
      r.value = static_cast<double>(*f.percentile[i]);
      r.distance = std::max(0.0, *r.value - static_cast<double>(k));
    } else {
      r.distance = std::numeric_limits<double>::infinity();
    }
    r.met = r.distance == 0;
    sum += r.distance / std::max(1.0, static_cast<double>(k));
    out.push_back(std::move(r));
  }
  if (t.fair_players > 0) {
    const double share = 1.0 / t.fair_players;
    const double tolerance = t.fair_tolerance * (1 - margin);
    for (int i = 0; i < t.fair_players; ++i) {
      TargetReport r{"player " + std::to_string(i + 1) + " wins",
                     number(share) + " ± " + number(t.fair_tolerance), std::nullopt, 0, false};
      if (static_cast<std::size_t>(i) < f.wins.size()) {
        const double w = f.wins[static_cast<std::size_t>(i)];
        r.value = w;
        r.met = std::abs(w - share) <= tolerance;
        r.distance = r.met ? 0 : std::abs(w - share) - tolerance;
      } else {
        r.distance = 1;
      }
      sum += r.distance;
      out.push_back(std::move(r));
    }
  }
  if (energy != nullptr) *energy = f.trapped ? std::numeric_limits<double>::infinity() : sum;
  return out;
}

double figures_energy(const Figures& f, const DesignTargets& t, double margin) {
  if (f.trapped) return std::numeric_limits<double>::infinity();
  double sum = 0;
  const auto band = [&](const std::optional<Band>& b, const std::optional<double>& value) {
    if (!b) return;
    if (!value) {
      sum = std::numeric_limits<double>::infinity();
      return;
    }
    sum += std::max(0.0, std::abs(*value - b->target) - b->tolerance * (1 - margin)) / std::max(1.0, b->target);
  };
  band(t.expected_rolls, f.expected);
  band(t.std_dev, f.std_dev);
  band(t.expected_turns, f.turns);
  if (sum == 0 && t.least == std::nullopt && t.within.empty() && t.percentile.empty() && t.fair_players == 0) {
    return 0;
  }
  double dummy = 0;
  DesignTargets rest;
  rest.least = t.least;
  rest.within = t.within;
  rest.percentile = t.percentile;
  rest.fair_players = t.fair_players;
  rest.fair_tolerance = t.fair_tolerance;
  if (rest.least || !rest.within.empty() || !rest.percentile.empty() || rest.fair_players > 0) {
    (void)reports(f, rest, margin, &dummy);
    sum += dummy;
  }
  return sum;
}

}  // namespace snl::internal
