// design/search.hpp — the design search's state and its parts, shared by design.cpp (the first board, the moves,
// pricing, the annealing, the report), sweeps.cpp (the searches by every single move: sweeps, the beam, every board
// within one change) and population.cpp (two searches on two cores, and snl::design itself). Private to src/design.
#pragma once

#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "design/lowrank.hpp"
#include "design/targets.hpp"
#include "snl/design.hpp"
#include "snl/generate.hpp"

namespace snl::internal::search {

using internal::Figures;
using internal::HeadChange;
using internal::LowRank;

inline constexpr double kMargin = 1e-6;           // the search holds each tolerance this much tighter than asked
inline constexpr double kAim = 0.5;               // and aims at the middle half of a two-sided goal,
inline constexpr double kAimWeight = 0.01;        // a pull this much weaker than the goals themselves
/// The sweep of every single move from a board runs when it costs at most this many basic steps.
inline constexpr double kSweepWork = 2e8;
/// The most work (basic steps) the search spends to price every board within one change of `from`.
inline constexpr double kExhaustWork = 5e9;
/// The smallest explicit budget for which design() runs a second search on the other core.
inline constexpr std::uint64_t kPopulationFrom = 100'000;
/// The share of the annealing's moves that act on the routes a least-rolls target needs changed.
inline constexpr double kRouteShare = 0.3;
/// The beam search's width, depth and most work (basic steps).
inline constexpr std::size_t kBeamWidth = 16;
inline constexpr std::uint64_t kBeamDepth = 3;
inline constexpr double kBeamWork = 2e10;
inline constexpr std::uint64_t kCycle = 20'000;   // evaluations per annealing cycle (each starts from the best board)
inline constexpr double kHot = 0.02;              // the temperatures of a cycle, in energy units (scaled distances)
inline constexpr double kCold = 1e-5;
inline constexpr double kInfinity = std::numeric_limits<double>::infinity();
/// The most rolls a push of the distribution takes (a percentile of 100 may need ~forever).
inline constexpr double kPushCap = 1 << 22;

/// A candidate: one jump taken away, one put in, or both (a move or a retarget).
struct Candidate {
  std::optional<Jump> removed;
  std::optional<Jump> added;
};

/// A board's energy: the goals' normalised distances (0: every target met), and those from the middle halves of
/// the two-sided goals (the aim); the annealing walks on their weighted sum, the best board is the least pair.
struct Energy {
  double goals = kInfinity;
  double aim = kInfinity;
  double walked = kInfinity;
  /// The part of `walked` from the figures of the distribution (least rolls, median, percentiles, within): they
  /// move in whole rolls, often only after several moves; the expectations move a little with every move.
  double counted = kInfinity;
  double walk() const { return walked; }
  bool operator<(const Energy& o) const { return goals < o.goals || (goals == o.goals && aim < o.aim); }
};

inline bool is_ladder(const Jump& j) { return j.to > j.from; }

/// Thrown from inside an analysis when should_stop says so: one analysis of a large board under roll-again rules
/// can take minutes, and a stop must be answered within a second.
struct SearchStopped {};

class Search {
 public:
  explicit Search(const DesignSpec& spec);
  DesignResult run();
  /// The search in parts, for a population: the first board and the searches by single moves (the lead alone runs
  /// the deterministic ones, exhaust and beam), then the annealing up to `until` evaluations, then the report.
  void begin(bool lead);
  void advance(std::uint64_t until);
  DesignResult finish();
  /// The search has ended (met and aimed, its budget, a stop, no move left).
  bool finished() const { return finished_; }
  /// Every board within one change was priced (exhaust()).
  bool exhausted() const { return exhausted_; }
  bool met() const { return best_energy_.goals == 0; }
  const Energy& best_energy() const { return best_energy_; }
  std::uint64_t evaluations() const { return result_.evaluations; }
  /// Adds another member's work to this one's report.
  void add_work(const DesignResult& other) {
    result_.evaluations += other.evaluations;
    result_.accepted += other.accepted;
    result_.full_analyses += other.full_analyses;
    result_.max_drift = std::max(result_.max_drift, other.max_drift);
  }
  const DesignResult& work() const { return result_; }

 private:
  /// advance()'s moves; SearchStopped may come out of them.
  void advance_moves(std::uint64_t until);
  /// Ends the search on a stop (should_stop said so).
  void stop();
  /// Takes `end` as the current board; `solve`: the evaluator solves it (placing jumps needs only the counts).
  void load(const std::vector<std::uint32_t>& end, bool solve = true);
  bool allowed(const Candidate& c) const;
  Candidate propose();
  std::optional<Jump> random_jump();
  std::uint32_t random_free_head();
  std::optional<Jump> random_addition(bool ladder);
  void place_initial();
  int changes_of(const Candidate& c, HeadChange (&out)[2]) const;
  Energy price(const Candidate& c, double threshold);
  Energy board_energy(const Board& board);
  Energy energy_of(const Figures& f, const DesignTargets& targets) const;
  void fastest_figures(std::span<const HeadChange> changes, Figures& f) const;
  void pushed_figures(std::span<const HeadChange> changes, Figures& f) const;
  std::vector<Candidate> single_moves() const;
  std::vector<std::uint32_t> with_exits(const std::vector<std::uint32_t>& start);
  bool sweep();
  bool beam();
  bool exhaust();
  void find_routes();
  Candidate route_move();
  /// Whether the board `end` keeps the counts and the change budget (cuts.cpp).
  bool keeps(const std::vector<std::uint32_t>& end) const;
  /// Loads the best board (or the one to start from) with every game shorter than the least-rolls target cut, when
  /// the best board is too fast and such a cut exists; the cycle then keeps the distribution's figures no worse
  /// (hold_). cuts.cpp.
  bool start_from_cut();
  Board board_of(const std::vector<std::uint32_t>& end) const;
  void take(const Candidate& c, const HeadChange* changes, int rank);

  const DesignSpec& spec_;
  Rng rng_;
  std::uint64_t side_ = 0;
  std::uint32_t last_ = 0;
  std::uint32_t first_head_ = 2;  // the first square that may hold a jump (first_head())
  std::vector<std::uint8_t> plain_;  // user-listed plain squares
  std::vector<std::uint8_t> kept_;   // by head
  std::vector<std::uint32_t> end_;
  std::vector<std::uint32_t> into_;  // jumps ending on each square
  std::uint64_t ladders_ = 0;
  std::uint64_t snakes_ = 0;
  std::uint64_t movable_ = 0;
  std::vector<std::uint32_t> from_end_;  // by head: the --from board's destination, 0 for none
  std::uint64_t from_count_ = 0;
  std::uint64_t common_ = 0;
  std::unique_ptr<LowRank> fast_;
  DesignTargets fast_targets_;  // those the low-rank update gives (expected rolls, turns, spread)
  DesignTargets push_targets_;  // those the evaluator's push of the distribution gives (least, median, percentiles, within)
  DesignTargets rest_targets_;  // those an analysis gives (the players'; every target without the evaluator)
  double push_level_ = 0;       // how far the push goes: the largest share of games its percentiles need,
  std::uint64_t push_rolls_ = 0;  // and the largest K of within
  double push_work_ = 0;          // the rolls a push is expected to take
  bool needs_sd_ = false;
  /// With a least-rolls target the current board misses: the heads its games that are too short (or, too long, its
  /// fastest games) land on, where the route moves act.
  std::vector<std::uint32_t> route_heads_;
  /// In a cycle begun from a cut: the distribution's part of the energy (Energy::counted) no move may raise.
  double hold_ = kInfinity;
  bool placing_ = false;  // the first board: the counts' lower bounds are still being reached
  Energy energy_;
  Energy best_energy_;
  std::vector<std::uint32_t> best_;
  std::uint64_t budget_ = 0;
  std::uint64_t aim_budget_ = 1;
  std::uint64_t met_at_ = 0;
  std::uint64_t attempts_ = 0;
  std::uint64_t ask_every_ = 1;
  bool finished_ = false;
  bool exhausted_ = false;
  std::chrono::steady_clock::time_point began_;
  bool done();
  DesignResult result_;
  /// Each analysis' progress: asks should_stop, and throws SearchStopped when it says so.
  std::function<void(std::uint64_t, double)> interrupt_;
};

}  // namespace snl::internal::search
