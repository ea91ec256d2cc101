// analyze/sections.hpp — a part of an analysis as one unit (snl/sections.hpp): what the writers see of it, and how
// analyze() computes it: the option rows it owns, whether they ask for it, and its work at each stage of the analysis,
// where the stage's state (the chain, its linear systems, the distribution) is at hand. The registry, one line a part,
// is src/analyze/sections.cpp.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "analyze/engine/distribution.hpp"
#include "analyze/engine/linear.hpp"
#include "core/mover.hpp"
#include "snl/analyze.hpp"
#include "snl/sections.hpp"

namespace snl::internal {

class ExactSystem;  // analyze/engine/exact_system.hpp

/// Where analyze() is, in order: before the chain is built (the best play, which builds its own); the chain built and
/// which states can finish known (what would pass the budget is refused); the exact fractions; the linear systems
/// solved (per square, first rolls, jump use, the jumps to add); the distribution of the length pushed (the fastest
/// games); after it (each jump's effect, which may push distributions of its own); the players' figures made (a game
/// under way, tokens that meet, the handicap). A game over before it starts (one square, start 1) has no chain: its
/// parts see Stage::exact and Stage::players only, with `chain` null.
enum class Stage { start, chain, exact, solved, distributed, effects, players };

/// What a stage has at hand. `chain`, `finishes` and `mover` from Stage::chain on (null when the game is over before
/// it starts: one square, start 1); `systems` and `expectations` from Stage::solved on, null when the start cannot
/// finish (every game is trapped); `distribution` from Stage::distributed on. `work` is analysis.work's meter, charged
/// as a part runs.
struct SectionContext {
  const Board& board;
  const AnalysisOptions& options;
  Analysis& analysis;
  Checkpoint& checkpoint;
  const Mover* mover = nullptr;
  const Chain* chain = nullptr;
  const std::vector<bool>* finishes = nullptr;
  WorkMeter* meter = nullptr;
  Systems* systems = nullptr;
  const Expectations* expectations = nullptr;
  const Distribution* distribution = nullptr;

  /// Whether the start can finish (the chain's state 0 can reach the last square).
  bool start_finishes() const { return finishes != nullptr && (*finishes)[0]; }
  /// The work left of the budget.
  std::uint64_t work_left() const { return options.max_work - std::min(options.max_work, analysis.work); }
  /// I − Q of the chain over the rationals, factorized at the first part that asks and shared by the others (the
  /// exact fractions, the moments). From Stage::chain on, with a chain. Defined in analyze/engine/exact_system.cpp.
  const ExactSystem& exact_system();
  std::shared_ptr<const ExactSystem> exact_system_ = nullptr;
};

/// A part: the view the writers have (snl/sections.hpp), and its work.
struct Section {
  AnalysisSection view;
  /// Adds its rows to the table of snl analyze (none for a part the rules or the core rows ask for).
  void (*add_rows)(OptionTable<AnalysisOptions>& table) = nullptr;
  /// Whether `options` ask for it.
  bool (*asked)(const AnalysisOptions& options) = nullptr;
  /// Its work at `stage` (called at every stage while it is asked; a part does what that stage allows).
  void (*compute)(Stage stage, SectionContext& context) = nullptr;
};

/// A flag row of a part that keeps no member of AnalysisOptions: its value in options.more[name] ("1" or "0").
Option<AnalysisOptions> part_flag(std::string name, std::string help);
/// Whether the flag `name` (a part_flag row) is on in `options`.
bool part_flag_on(const AnalysisOptions& options, std::string_view name);

/// The registry: every part, in the order the JSON writes them.
const std::vector<Section>& sections();

/// Runs the work of every part asked for at `stage`.
void run_sections(Stage stage, SectionContext& context);

}  // namespace snl::internal
