// snl/analyze.hpp — the game played with a fair die: how long it lasts, and who wins.
//
// A single token on the board is an absorbing Markov chain. Its states are the places a token can stand on
// between rolls and that the start can reach (square 1, or the off-board place 0 with start 0, and every square
// a roll can end on); "finished" is the absorbing state. From every state each face 1..K of the die has
// probability 1/K. The rules of snl/rules.hpp hold (one jump per roll, never chained; a snake on the last square
// sends you away) with three choices published analyses differ in:
//   overshoot  stay    a roll past the last square leaves you where you are (the solver's rule);
//              bounce  you walk to the last square and back by the excess, then take the jump where you end
//                      (a die with more faces than the board has squares keeps bouncing between square 1 and
//                      the last square);
//              finish  any roll reaching or passing the last square wins (the last square's jump is not taken).
//   start      1       you stand on square 1 and its jump is never taken (the solver's rule);
//              0       you stand off the board; the first roll lands on 1..K and takes that square's jump.
//   die        a fair K-sided die (default 6).
//
// Computed exactly (linear algebra, not simulation):
//   * finish_probability: the chance of ever finishing. It is 1 unless the start can reach a state from which
//     the last square is unreachable (a trap); otherwise it solves (I − Q_A) f = r over the states A that can
//     still finish (r = the chance of finishing in one roll).
//   * expected_rolls and std_dev: from (I − Q) t = 1 and (I − Q) s = 1 + 2 Q t; "infinite" (nullopt) when
//     finish_probability < 1. Eigen's SparseLU up to 20,000 states, Eigen's BiCGSTAB preconditioned by the forward
//     moves above (falling back to SparseLU when it does not converge); see docs/analyze.md.
//   * pmf[k] = P(the game ends on roll k) and cdf[k] = P(T ≤ k), by pushing the distribution of the token one
//     roll at a time (the mass that falls into a trap is dropped) until the probability still in play is below
//     kRemainingTolerance; once the distribution's shape has converged the rest is a geometric tail in closed
//     form, checked against the linear solve. Capped by options.max_rolls and kMaxDistributionWork (`truncated`).
//   * min_rolls: the least number of rolls under the chosen rules (BFS on the chain).
//   * with P players taking turns: each player's chance of winning, the expected rounds and total rolls and the
//     distribution of total rolls, from the single-player survival function S(r) = P(T > r) (players are
//     independent): player i wins in round r with probability pmf[r] · S(r)^(i−1) · S(r−1)^(P−i).
//
// Complexity, for M squares, m jumps and a die of K faces (S ≤ M + 1 states, at most K·S transitions):
// building the chain O(S·K log K); the linear solves near-linear for boards whose jumps are few or short (LU) or
// long (BiCGSTAB, ~20 iterations of O(S·K)); the distribution O(M·K + m) per roll pushed, for as many rolls as the
// game lasts with probability 1e-12 unless the closed-form tail takes over. Multiplayer O(P) per roll. Memory
// about 300 bytes per square. Times: docs/analyze.md.
//
// Tested by: tests/unit/analyze_test.cpp (hand-worked boards, traps, the Milton Bradley reference, players,
// min_rolls against snl::solve), tests/stress/analyze_oracle_test.cpp (every 2×2 board and random boards against
// an independent dense model, both linear solvers, the closed-form tail against pushing every roll),
// tests/stress/analyze_monte_carlo_test.cpp (seeded games for every rule), tests/unit/report_test.cpp (its text).
// docs/analyze.md.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "snl/board.hpp"

namespace snl {

enum class Overshoot { stay, bounce, finish };

/// "stay", "bounce", "finish", and back; every name, in that order.
std::string_view name_of(Overshoot overshoot);
std::optional<Overshoot> overshoot_named(std::string_view name);
std::vector<std::string_view> overshoot_names();

/// The largest die and the most players analyze() accepts.
inline constexpr int kMaxDieFaces = 1000;
inline constexpr int kMaxPlayers = 100;
/// The largest board analyze() takes (it keeps about 300 bytes per square).
inline constexpr std::uint64_t kMaxAnalysisSquares = 1'000'000;
/// The distribution is computed until the probability still in play falls below this.
inline constexpr double kRemainingTolerance = 1e-12;
/// The default safety cap on the length of the distribution.
inline constexpr std::uint64_t kDefaultMaxRolls = 1'000'000;
/// A second cap, on work: the distribution pushes at most this many square-rolls (squares × rolls pushed one by
/// one; the closed-form tail is free), a couple of seconds. A 100×100 board may push 200,000 rolls, a 1000×1000
/// board 2,000.
inline constexpr std::uint64_t kMaxDistributionWork = 2'000'000'000;
/// The percentiles the CLI and the JSON output report.
inline constexpr std::array<int, 6> kReportedPercentiles{10, 25, 50, 75, 90, 99};

/// How the linear systems are solved: automatic = sparse LU up to 20,000 states, above that BiCGSTAB
/// preconditioned by the forward moves; BiCGSTAB falls back to the sparse LU when it does not converge.
enum class LinearSolver { automatic, sparse_lu, bicgstab };

struct AnalysisOptions {
  Overshoot overshoot = Overshoot::stay;
  /// 1: stand on square 1 (its jump never taken); 0: start off the board.
  int start = 1;
  /// Faces of the fair die, 1..kMaxDieFaces.
  int die = kDieFaces;
  /// Players taking turns, 1..kMaxPlayers.
  int players = 1;
  /// Safety cap: the distribution stops after this many rolls even if some probability is still in play (and
  /// after kMaxDistributionWork / squares rolls pushed one by one).
  std::uint64_t max_rolls = kDefaultMaxRolls;
  LinearSolver linear_solver = LinearSolver::automatic;
  /// Write the tail of the distribution in closed form once its shape has converged (see docs/analyze.md);
  /// false pushes every roll (slower, for checking).
  bool geometric_tail = true;
  /// Called now and then while the distribution is computed (rolls so far, probability still in play), so that
  /// a caller can show progress. Optional.
  std::function<void(std::uint64_t rolls, double remaining)> progress;
};

/// Throws Error naming the option when `options` is out of range (die, start, players, max_rolls ≥ 1).
void validate(const AnalysisOptions& options);

struct PlayerOutcome {
  /// The chance that this player (in turn order, from 0) is the first to finish.
  double win_probability = 0;
};

struct Analysis {
  AnalysisOptions options;
  /// The number of states of the chain: places a token can stand on, reachable from the start (0 when the game
  /// is over before it starts: one square, start 1).
  std::uint64_t states = 0;

  /// The probability of ever finishing (1 unless a trap can be reached).
  double finish_probability = 0;
  /// Expected number of rolls, and its standard deviation; nullopt when infinite (finish_probability < 1).
  std::optional<double> expected_rolls;
  std::optional<double> std_dev;
  /// The least number of rolls that can finish; nullopt when the last square cannot be reached at all.
  std::optional<std::uint64_t> min_rolls;

  /// pmf[k] = P(the game ends on roll k), cdf[k] = P(it ends within k rolls), k = 0 .. pmf.size() − 1.
  std::vector<double> pmf;
  std::vector<double> cdf;
  /// The probability still in play after the last computed roll (not finished, not trapped): below
  /// kRemainingTolerance unless `truncated`.
  double remaining = 0;
  /// Whether a cap (options.max_rolls or kMaxDistributionWork) stopped the distribution first.
  bool truncated = false;
  /// How the linear systems were solved: "sparse LU", "BiCGSTAB, at most N iterations", or "sparse LU
  /// (BiCGSTAB did not converge)"; empty when there was nothing to solve.
  std::string solved_by;
  /// The roll after which pmf is the closed-form geometric tail (0: every roll was pushed; see distribute in
  /// docs/analyze.md).
  std::uint64_t geometric_from = 0;

  /// Several players (always filled; with one player it repeats the single-player figures).
  std::vector<PlayerOutcome> players;
  /// Expected rounds (every player rolls once per round) and total rolls; nullopt when infinite.
  std::optional<double> expected_rounds;
  std::optional<double> expected_total_rolls;
  /// total_pmf[n] = P(the game ends on the n-th roll of all players together); total_cdf its sums.
  std::vector<double> total_pmf;
  std::vector<double> total_cdf;

  /// The least k with P(T ≤ k) ≥ p/100 (within 1e-12 for rounding); nullopt when the computed distribution
  /// never gets there (finish_probability < p/100, or truncated). Precondition: 0 < p ≤ 100.
  std::optional<std::uint64_t> percentile(double p) const;
  std::optional<std::uint64_t> median() const { return percentile(50); }
  /// The most likely game length (the least one on ties); nullopt when the game never ends.
  std::optional<std::uint64_t> mode() const;
  /// P(T ≤ k); for k past the computed distribution, its last value.
  double within(std::uint64_t k) const;
  /// Percentile of the total number of rolls of all players together.
  std::optional<std::uint64_t> total_rolls_percentile(double p) const;
};

/// Analyzes `board` under `options`. Throws Error when the options are out of range (see validate) and
/// LimitError when the board has more than kMaxAnalysisSquares squares.
Analysis analyze(const Board& board, const AnalysisOptions& options = {});

/// The least k with cdf[k] ≥ p/100 − 1e-12, or nullopt. Precondition: 0 < p ≤ 100.
std::optional<std::uint64_t> percentile_of(std::span<const double> cdf, double p);

}  // namespace snl
