// snl/design.hpp — the inverse of the analysis: find a board that plays the way you want.
//
// Given constraints (the size, how many ladders and snakes, their lengths, squares that stay plain, jumps that must
// stay, a board to start from and how many changes it may take) and targets (expected rolls, their standard
// deviation, percentiles, P(finish within K rolls), the least number of rolls, each of P players' win chance near
// 1/P, expected turns), design() prices every board within one change of `from` when max_changes is 1, else runs a
// beam search by single moves (when a target reads the distribution) and a seeded simulated annealing over moves that
// add, remove, move or retarget a jump (some on the routes a least-rolls target needs changed), and returns the best
// board it found with its analysis against every target.
//
// Invariants: every board design() returns meets every constraint (constraints are never traded against targets:
// the moves keep them), and has no trap — every square can still finish (under roll-again rules: no trap the start
// can reach) — so its expected length is finite. The
// report of each target is computed by snl::analyze under the spec's rules on the returned board (the same analysis
// `snl analyze` runs), never by the search's own evaluator.
//
// The evaluator: without roll-again rules a candidate that changes the jump at one head (add, remove, retarget) is
// a rank-one change of I − Q, one that moves a jump a rank-two change; its expected rolls come from the inverse
// already held by Sherman–Morrison/Woodbury in O(faces) time (the standard deviation in O(states · faces)), the
// inverse is updated in O(states²) when a move is taken, and rebuilt from scratch every kDesignResolveEvery taken
// moves, the drift measured (DesignResult::max_drift). The least rolls, median, percentile and within targets come
// from the evaluator's push of the candidate's distribution (O(rolls · states · faces)); the players' (and every
// target under roll-again, chain or costly-jump rules) from a full analysis; each tier only when the cheaper ones
// already leave the candidate a chance to be accepted. docs/design.md.
//
// Complexity: O(states³) to start (dense LU), O(faces) per candidate move on expected-rolls targets, O(states²) per
// accepted move; memory 8·states² bytes (kMaxDesignSquares squares at most).
//
// Deterministic: the same spec and seed give the same board when the run is bounded by max_evaluations alone (a
// time limit or a stop request may end it sooner), also when a second search from another seed runs on another
// thread (every candidate priced by the evaluator, the default budget or at least 100,000): the two go in lockstep
// epochs and the better best board is returned, whichever thread ran faster.
//
// Tested by: tests/unit/design_test.cpp (the low-rank update against a full solve on random moves, traps made and
// removed; constraints and targets over many seeds; refusals; the least rolls under start 0, 2d6, bounce and
// roll-again rules against the analysis, and the two old misreports), tests/unit/design_search_test.cpp (the route
// heads against played games, one change exhaustive, issue 29's key task found, the two searches' boards the same
// on every run), tests/cli/design_test.cpp (every printed board checked by `snl analyze`), tests/golden/cases/design-*.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/rules.hpp"

namespace snl {

/// The largest board design() takes (its evaluator holds a dense inverse of 8·squares² bytes: 6.5 MB).
inline constexpr std::uint64_t kMaxDesignSquares = 900;
/// The largest side of a new square board (kMaxDesignSide² = kMaxDesignSquares).
inline constexpr std::uint64_t kMaxDesignSide = 30;
static_assert(kMaxDesignSide * kMaxDesignSide == kMaxDesignSquares);
/// The tolerance of a band target given without one ("30" is 30 ± kDefaultTolerance), and of fairness.
inline constexpr double kDefaultTolerance = 0.05;
inline constexpr double kDefaultFairTolerance = 0.02;
/// The shortest jump a design places unless told otherwise (DesignSpec::min_length).
inline constexpr std::uint64_t kDefaultMinLength = 2;
/// The longest time limit a design takes (DesignSpec::time_limit), in seconds.
inline constexpr double kMaxDesignSeconds = 1e9;
/// Accepted moves between two rebuilds of the inverse from scratch.
inline constexpr std::uint64_t kDesignResolveEvery = 1000;
/// The default work budgets, in candidate boards evaluated: when the low-rank update prices every candidate, and
/// when each candidate needs a full analysis (percentile, within, fairness targets, or roll-again rules; 0.1–1 ms
/// each on 10×10).
inline constexpr std::uint64_t kDefaultDesignEvaluations = 2'000'000;
inline constexpr std::uint64_t kDefaultAnalysedEvaluations = 20'000;

/// A target or constraint that no board can meet, seen before any search (expected rolls below the least possible
/// number of rolls, an empty range, more jumps than squares to hold them, …): the message says which and why.
class DesignError : public Error {
 public:
  using Error::Error;
};

/// An inclusive range of counts.
struct CountRange {
  std::uint64_t low = 0;
  std::uint64_t high = UINT64_MAX;
};

/// A wanted figure: met when low ≤ value ≤ high. Written "X" (X ± the figure's default tolerance), "X:TOL",
/// "A..B", "A.." (at least A) or "..B" (at most B) (design_goal(), snl/design_values.hpp). The search aims at the
/// middle of a two-sided goal and at the bound of a one-sided one.
struct Goal {
  double low = 0;
  double high = std::numeric_limits<double>::infinity();
  /// Written as "X" or "X:TOL": X and TOL (then low = X − TOL, high = X + TOL).
  std::optional<double> target;
  double tolerance = 0;

  static Goal band(double x, double tolerance) { return {x - tolerance, x + tolerance, x, tolerance}; }
  static Goal range(double low, double high) { return {low, high, std::nullopt, 0}; }
  /// A band, or a range with both ends (a range from 0 is one bound).
  bool two_sided() const { return target ? tolerance > 0 : std::isfinite(high) && low > 0; }
  bool met(double value) const { return value >= low && value <= high; }
  /// How far `value` is outside [low, high] (0 when met).
  double miss(double value) const { return value < low ? low - value : value > high ? value - high : 0; }
};

/// The unit of a figure's distance when its goal has no width (a bound, or an exact count): the default tolerance
/// for expectations and spreads, one roll for counts of rolls, one hundredth for probabilities.
inline constexpr double kCountUnit = 1;
inline constexpr double kProbabilityUnit = 0.01;

struct DesignTargets {
  std::optional<Goal> expected_rolls;
  std::optional<Goal> std_dev;
  /// Expected turns (rolls, unless roll-again rules make a turn more).
  std::optional<Goal> expected_turns;
  /// The least number of rolls of the game under the rules (the fastest game, `snl analyze --fastest`:
  /// Analysis::min_rolls, snl::game_min_rolls).
  std::optional<Goal> least;
  /// The median number of rolls (Analysis::median, the 50th percentile).
  std::optional<Goal> median;
  /// (K, goal): P(finish within K rolls).
  std::vector<std::pair<std::uint64_t, Goal>> within;
  /// (p, goal): the p-th percentile of the game length.
  std::vector<std::pair<double, Goal>> percentile;
  /// (i, goal): player i's (1-based, in turn order) chance to win among `players`.
  std::vector<std::pair<int, Goal>> wins;
  /// The number of players of `wins`; 0: as `fair_players`, or 2.
  int players = 0;
  /// P players: each one's win chance within `fair_tolerance` of 1/P. 0: no such target.
  int fair_players = 0;
  double fair_tolerance = kDefaultFairTolerance;
};

struct DesignSpec {
  /// The size: a side n (n×n board), or `squares` for a track when side is 0. Ignored with `from`.
  std::uint64_t side = 10;
  std::uint64_t squares = 0;
  CountRange ladders{0, UINT64_MAX};
  CountRange snakes{0, UINT64_MAX};
  /// Jump lengths |to − from|, inclusive. The designer's defaults (a jump of 1 square is rarely wanted), like
  /// `chains` and `onto_first`, bind the jumps the search places: a jump `from` already has may stay.
  std::uint64_t min_length = kDefaultMinLength;
  std::uint64_t max_length = UINT64_MAX;
  /// Squares that hold no jump, besides the last and, from start 1, square 1 (never a new jump's head; there a jump
  /// of `from` stays as it is) — as heads or destinations.
  std::vector<Label> plain;
  /// Jumps every board keeps (also those of `from`, when keep_from).
  std::vector<Jump> keep;
  /// Allow a jump to end on another jump's head (a chain); by default no placed jump makes one.
  bool chains = false;
  /// Allow a snake down to square 1; by default no placed jump ends there.
  bool onto_first = false;
  /// Start from this board and change at most max_changes of its jumps (a change adds, removes, moves or
  /// retargets one jump: the larger of the jumps it lost and the jumps it gained).
  std::optional<Board> from;
  std::optional<std::uint64_t> max_changes;

  GameRules rules;
  DesignTargets targets;

  std::uint64_t seed = 1;
  /// The work budget in candidates evaluated (each of the two searches', when a second runs); 0:
  /// kDefaultDesignEvaluations, or kDefaultAnalysedEvaluations when candidates need a full analysis.
  std::uint64_t max_evaluations = 0;
  /// Stop after this many seconds with the best board so far (DesignResult::stopped_by "the time limit"); the board
  /// may then differ between runs. Unset: no limit.
  std::optional<double> time_limit;
  /// Called every few hundred evaluations with (evaluations, best energy so far); returning true stops the search
  /// (Ctrl-C, a server's deadline). Optional.
  std::function<bool(std::uint64_t evaluations, double best_energy)> should_stop;
};

/// One target's figure on the returned board.
struct TargetReport {
  /// "expected rolls", "std dev", "expected turns", "least rolls", "within 80", "percentile 90", "player 1 wins"…
  std::string name;
  /// What was asked, in words ("30 ± 0.05", "≥ 0.9", "4..6").
  std::string wanted;
  /// The board's figure (nullopt: infinite or never reached).
  std::optional<double> value;
  /// How far outside the goal it is, in the figure's unit (0 when met).
  double distance = 0;
  /// `distance` over the goal's scale (its tolerance, half the width of a range, or the figure's unit for a bound
  /// or an exact count: kDefaultTolerance, kCountUnit, kProbabilityUnit): what closest mode adds up.
  double normalised = 0;
  bool met = false;
};

struct DesignResult {
  Board board = Board::square(1, {});
  /// Every target met.
  bool met = false;
  std::vector<TargetReport> targets;
  /// The sum of the targets' normalised distances (0 when met): the board returned is the one with the least
  /// found, never more than the starting board's or any single move from it the search evaluated.
  double distance = 0;
  /// With `from`: the jumps it lost and gained, and the number of changes (DesignSpec::from).
  std::vector<Jump> removed;
  std::vector<Jump> added;
  std::uint64_t changes = 0;
  /// The search's work (both searches', when a second ran).
  std::uint64_t evaluations = 0;
  std::uint64_t accepted = 0;
  /// Candidates analysed in full (targets the low-rank update does not give).
  std::uint64_t full_analyses = 0;
  /// The largest relative difference seen between the low-rank expected rolls and a solve from scratch.
  double max_drift = 0;
  double seconds = 0;
  /// Why the search ended: "met every target", "the budget of N evaluations", "stopped".
  std::string stopped_by;
};

/// The work budget design() uses when spec.max_evaluations is 0: kDefaultAnalysedEvaluations when candidates need
/// a full analysis (median, within, percentile, win or fair targets, or roll-again rules), else
/// kDefaultDesignEvaluations.
std::uint64_t default_evaluations(const DesignSpec& spec);

/// Throws DesignError when the spec cannot be met on its face (see DesignError), Error when it is malformed
/// (a size or rules out of range, a `from` board larger than kMaxDesignSquares), without searching.
void validate(const DesignSpec& spec);

/// The first constraint of `spec` (counts, lengths, plain squares, chains, square 1, kept jumps; not the size or
/// the changes) that `board` breaks, in words; nullopt when it keeps them all. The jumps of `spec.from` are exempt
/// from the lengths, chains and square 1 (a chain of two of its own jumps too).
std::optional<std::string> broken_constraint(const Board& board, const DesignSpec& spec);

/// The options of snl design (snl/options.hpp): the board to start from (`from`, a board each face gives its own
/// way: a file, the request's body, a Board), the size, the constraints, the targets, the rules (rules_options()),
/// the seed, the budget and the time limit. `max_changes` needs `from`; `from`, `side` and `squares` exclude each
/// other.
const OptionTable<DesignSpec>& design_options();

/// Searches (see above). Throws like validate.
DesignResult design(const DesignSpec& spec);

/// The board's figure against every target of `targets` under `rules`, by snl::analyze (the least rolls are its
/// min_rolls under `rules`).
std::vector<TargetReport> report_targets(const Board& board, const GameRules& rules, const DesignTargets& targets);

}  // namespace snl
