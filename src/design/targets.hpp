// design/targets.hpp — a board's figures for the design targets, and how far each is from its goal: one measure
// for the search and for the report. A target's normalised distance is its miss (how far the figure is outside
// [low, high]) over its goal's scale: the tolerance of "X:TOL", half the width of "A..B", or the figure's unit
// (kDefaultTolerance, kCountUnit, kProbabilityUnit) for a bound or an exact count.
#pragma once

#include <functional>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "snl/board.hpp"
#include "snl/design.hpp"

namespace snl::internal {

/// The first square a design may put a jump on: 2, or 1 with start 0, where a first roll of 1 lands on square 1 and
/// takes its jump (from start 1 a jump there is never taken).
inline std::uint32_t first_head(const GameRules& rules) { return rules.start == 0 ? 1 : 2; }

/// What the targets look at; a figure the targets do not need is left empty.
struct Figures {
  bool trapped = false;
  std::optional<double> expected;
  std::optional<double> std_dev;
  std::optional<double> turns;
  std::optional<std::uint64_t> least;
  /// For the search only: the chance of the fastest game (a least-rolls target below its goal climbs by making
  /// the fastest games rarer before it makes them longer); 0 when not known.
  double fastest = 0;
  std::optional<std::uint64_t> median;
  std::vector<double> within;                            // by DesignTargets::within
  std::vector<std::optional<std::uint64_t>> percentile;  // by DesignTargets::percentile
  std::vector<double> wins;                              // by player, with players
};

/// What a goal asks, in words: "30 ± 0.5", "4" (an exact count), "78..82", "≥ 10", "≤ 160".
std::string wanted(const Goal& goal);

/// The number of players the targets ask about (0: none).
int players_of(const DesignTargets& targets);

/// Whether the targets need the distribution or the players (a full analysis).
bool needs_analysis(const DesignTargets& targets);

/// Every figure the targets need, by snl::analyze under `rules` (the least rolls are its min_rolls: the fastest game
/// under the rules); `trapped` when the expected length is infinite.
/// `progress` is the analysis' (AnalysisOptions::progress): it may throw to stop it.
Figures analysed_figures(const Board& board, const GameRules& rules, const DesignTargets& targets,
                         const std::function<void(std::uint64_t, double)>& progress = {});

/// The reports of every target, in the order of DesignTargets' fields, against the goals as asked; `distance`
/// receives the sum of their normalised distances (infinite when a figure is).
std::vector<TargetReport> reports(const Figures& figures, const DesignTargets& targets, double* distance = nullptr);

/// The search's energies of the targets of `targets` (all infinite for a trapped board):
struct Energies {
  /// The sum of the normalised distances from goals narrowed by `margin` of their scale at each real bound (so that
  /// what the search finds passes the analysis' rounding): 0 exactly when every goal is met.
  double goals = 0;
  /// The same from the middle `aim` share of each two-sided goal (the search's pull to the middle).
  double aim = 0;
  /// What the annealing walks on: the distances from the narrowed goals and, weighted by `aim_weight`, from the
  /// middles, each over the size of its figure (max(1, |bound|) rolls; probabilities as they are), so that one
  /// temperature fits every target whatever its tolerance.
  double walk = 0;
};
Energies figures_energy(const Figures& figures, const DesignTargets& targets, double margin, double aim,
                        double aim_weight);

}  // namespace snl::internal
