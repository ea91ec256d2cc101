// analyze/engine/linear.hpp — the second stage of an analysis: the linear systems of the chain, solved exactly. Eigen
// stays inside linear.cpp and its solver's solver.cpp.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "snl/analyze.hpp"

namespace snl::internal {

/// What the linear systems tell about the game from the start.
struct Expectations {
  /// The expected number of rolls, and of turns, while in play (until finished or trapped).
  double rolls_in_play = 0;
  double turns_in_play = 0;
  /// 1 unless a trap can be reached.
  double finish_probability = 0;
  /// The expected number of rolls and its standard deviation; nullopt when a trap can be reached.
  std::optional<double> expected_rolls;
  std::optional<double> std_dev;
  std::optional<double> expected_turns;
  std::optional<double> turns_std_dev;
  /// The expected rolls while in play from every state of the chain (-1 for a state that cannot finish).
  std::vector<double> remaining;
  /// How the systems were solved (Analysis::solved_by).
  std::string solved_by;
};

/// The expected number of times the chain is in each state, from the start (−1 for a state that cannot finish), and
/// when `returns` lists states, the expected number of times in each of them starting from it (N_jj, for
/// P(ever in j) = N_sj / N_jj), or why not (`returns` empty).
struct Visits {
  std::vector<double> visits;
  std::vector<double> returns;  // by the order of `returns`
  std::string returns_left_out;
};

/// The linear systems of `chain` over the states that can finish (`finishes`, the start among them), factorized
/// once for all that is asked of them. Throws LimitError when a system cannot be factorized. Every factorization and
/// iterative solve charges its work to `meter` (which must outlive this) as it runs: LimitError past the budget.
class Systems {
 public:
  Systems(const Chain& chain, const std::vector<bool>& finishes, LinearSolver choice, WorkMeter& meter);
  ~Systems();
  Systems(const Systems&) = delete;
  Systems& operator=(const Systems&) = delete;

  /// (I − Q) t = 1 and (I − Q) s = 1 + 2 Q t when every reachable state can finish (and, when `turns`, the same
  /// with a reward of one for each roll that ends a turn), else (I − Q_A) f = r.
  Expectations expectations(bool turns);
  /// Visits (above). Charges the work to `work`: LimitError when the visits pass `budget`; the returns are left out
  /// (Visits::returns_left_out) when they would pass `returns_budget` or kMaxEverCells.
  Visits visits(const std::vector<std::uint32_t>& returns, std::uint64_t budget, std::uint64_t& work,
                std::uint64_t returns_budget);
  /// X = (I − Q)⁻¹B by the factorization already made, for the `count` columns of B (`columns`: column after column,
  /// each by chain state; a state that cannot finish is ignored), written over B (0 on such a state). Charges one
  /// solve a column (LimitError past `budget`, naming `what`), the meter's checkpoint asked between slices
  /// of the block (Solver::solve_block).
  void solve_columns(std::vector<double>& columns, std::size_t count, std::uint64_t budget, std::uint64_t& work,
                     const std::string& what);
  /// Counts `units` of work already charged (a caller's own steps between solves) towards the checkpoint's next call,
  /// which may stop it.
  void done(std::uint64_t units);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// Systems(chain, finishes, choice, a meter of `budget` charging `work` and asking `checkpoint`).expectations(turns),
/// for a chain asked nothing else.
Expectations solve_expectations(const Chain& chain, const std::vector<bool>& finishes, bool turns,
                                LinearSolver choice, std::uint64_t budget, std::uint64_t& work,
                                Checkpoint* checkpoint = nullptr);

/// A change of the chain's transitions, in moves: from each listed state, the given probability that went to state
/// `from` goes to `to` instead (a state, or kFinish). Removing a jump is one: the rolls that land on its head stop
/// there (without roll-again rules one move; with them one per state such a roll can go to).
struct Redirect {
  struct Move {
    std::vector<std::pair<std::uint32_t, double>> moved;
    std::uint32_t from = 0;
    std::uint32_t to = 0;
  };
  std::vector<Move> moves;
};

/// The expected rolls and turns from the start (state 0) after a redirect; nullopt when not found this way.
struct Redirected {
  std::optional<double> rolls;
  std::optional<double> turns;
};

/// The expected rolls (and, when `turns`, turns) from the start after each redirect alone, on a chain whose every
/// state can finish: one factorization of I − Q, then one solve per move (64 to a block solve), by Woodbury's
/// identity. A redirect of k moves is the rank-k change −A·Wᵀ of I − Q (column i: a_i, the probabilities moved,
/// and w_i = e_to − e_from): with Z = (I − Q)⁻¹A, t' = t + Z·(I − WᵀZ)⁻¹·Wᵀt, and the same for the turns' reward
/// (the moves must keep which rolls end a turn). nullopt for a redirect whose I − WᵀZ is singular or nearly (a
/// state that cannot finish: re-solve that one). Charges each solve's size to `work`; LimitError past `budget`.
/// `checkpoint` (when one) is given the factorization's work as it runs, so that it may stop it.
std::vector<Redirected> redirected_expectations(const Chain& chain, const std::vector<Redirect>& redirects, bool turns,
                                                LinearSolver choice, std::uint64_t budget, std::uint64_t& work,
                                                Checkpoint* checkpoint = nullptr);

}  // namespace snl::internal
