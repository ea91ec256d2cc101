// design/targets.hpp — a board's figures for the design targets, and how far each is from its band: one measure
// for the search (with a margin, so that what it finds also passes the analysis' rounding) and for the report.
#pragma once

#include <functional>

#include <cstdint>
#include <optional>
#include <vector>

#include "snl/board.hpp"
#include "snl/design.hpp"

namespace snl::internal {

/// What the targets look at; a figure the targets do not need is left empty.
struct Figures {
  bool trapped = false;
  std::optional<double> expected;
  std::optional<double> std_dev;
  std::optional<double> turns;
  std::optional<std::uint64_t> least;
  std::vector<double> within;                            // by DesignTargets::within
  std::vector<std::optional<std::uint64_t>> percentile;  // by DesignTargets::percentile
  std::vector<double> wins;                              // by player, with fair_players
};

/// Whether the targets need the distribution or the players (a full analysis).
bool needs_analysis(const DesignTargets& targets);

/// Every figure the targets need, by snl::analyze under `rules` (the least rolls are its min_rolls: the fastest game
/// under the rules); `trapped` when the expected length is infinite.
/// `progress` is the analysis' (AnalysisOptions::progress): it may throw to stop it.
Figures analysed_figures(const Board& board, const GameRules& rules, const DesignTargets& targets,
                         const std::function<void(std::uint64_t, double)>& progress = {});

/// The reports of every target, in the order of DesignTargets' fields; `margin` shrinks each tolerance by that
/// share (the search's), 0 for the report. With `energy`, also the search's energy: the sum of the distances, each
/// scaled to its target (0: every target met; infinite for a trapped board).
std::vector<TargetReport> reports(const Figures& figures, const DesignTargets& targets, double margin,
                                  double* energy = nullptr);

/// The same energy without the reports' words (the search's inner loop): the targets of `targets` only.
double figures_energy(const Figures& figures, const DesignTargets& targets, double margin);

}  // namespace snl::internal
