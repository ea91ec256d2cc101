// analyze/engine/checkpoint.hpp — where a long phase of an analysis (building the chain, the exact fractions, a sparse LU
// factorization, a race) gives its caller the chance to stop it: AnalysisOptions::progress,
// called once per slice of work (kCheckpointWork units, a few milliseconds), may throw, and the throw unwinds the
// analysis (a server's deadline, Ctrl-C in Python, a design's time limit). WorkMeter: where the phases whose cost is
// known only as they run charge it to the work budget.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "snl/error.hpp"

namespace snl::internal {

/// The work budget's one currency (AnalysisOptions::max_work): a unit is about one multiply-add of a sparse LU
/// factorization, ~0.4 ns of one core of the machine of bench/RESULTS.md. Each phase counts its own steps and charges
/// them at its price, so that a unit takes about the same time in every phase: bench/work_prices.py measures the time
/// of a unit in each phase side by side (the perf test perf.work-prices fails past a spread of 6) and these prices
/// come from its table.
namespace price {
/// A (state, die face) pair of the chain, charged when it is found and again when it is stored (a 100-faced die on
/// 300×300: 57 ns the pair, its pages' first touch included).
inline constexpr std::uint64_t kChainPair = 64;
/// An entry of the linear system's matrix and of the iterative solver's preconditioner, built (76 ns, the same case).
inline constexpr std::uint64_t kMatrixEntry = 160;
/// An iteration of BiCGSTAB: two products with the matrix and two substitutions with its upper triangle (6.8 ns an
/// entry), a few vectors' updates per row.
inline constexpr std::uint64_t kKrylovEntry = 16;
inline constexpr std::uint64_t kKrylovRow = 32;
/// A solve with a factorization made, per entry of the chain and per state (the jumps' effects, the squares' figures).
inline constexpr std::uint64_t kSolveEntry = 16;
/// A transition pushed, or a state scanned, by the distribution of the chain (roll-again rules, weighted dice).
inline constexpr std::uint64_t kPushPair = 4;
/// A square swept by the distribution of a fair die without roll-again rules, its faces summed: 1 unit and 1 more per
/// two faces (a d6: 1.1 ns the square on 300×300; a d20: 5 ns on 1000×1000).
inline std::uint64_t swept_square(std::uint64_t faces) { return 1 + faces / 2; }
/// A machine word of the exact fractions' integers in one multiply-add (12 ns).
inline constexpr std::uint64_t kExactWord = 32;
/// A machine word of the fastest games' counts in one addition.
inline constexpr std::uint64_t kCountWord = 16;
}  // namespace price

/// Units of work between two calls of the progress callback: a few milliseconds.
inline constexpr std::uint64_t kCheckpointWork = std::uint64_t{1} << 23;

class Checkpoint {
 public:
  using Progress = std::function<void(std::uint64_t rolls, double remaining)>;
  Checkpoint() = default;
  /// `progress` may be empty (then every call is a no-op); it must outlive this.
  explicit Checkpoint(const Progress& progress, std::uint64_t rolls = 0, double remaining = 1)
      : progress_(progress ? &progress : nullptr), rolls_(rolls), remaining_(remaining) {}

  /// Counts `units` of work done, and calls the progress callback once a slice is full.
  void charge(std::uint64_t units) {
    if (progress_ == nullptr) return;
    due_ += units;
    if (due_ >= kCheckpointWork) {
      due_ = 0;
      (*progress_)(rolls_, remaining_);
    }
  }
  /// Calls it now (between phases).
  void now() const {
    if (progress_ != nullptr) (*progress_)(rolls_, remaining_);
  }

 private:
  const Progress* progress_ = nullptr;
  std::uint64_t rolls_ = 0;
  double remaining_ = 1;
  std::uint64_t due_ = 0;
};

/// The refusal of every piece of work that would pass the analysis' work budget (AnalysisOptions::max_work): what it
/// is, the budget, and the option that raises it.
inline LimitError over_work_budget(const std::string& what, std::uint64_t budget) {
  return LimitError(what + " needs more than the analysis' work budget of " + std::to_string(budget) +
                    " units (the option max_work raises it)");
}

/// Work charged to the analysis' budget as it is done: `work` (the analysis' count) grows by each charge, LimitError
/// (over_work_budget) once it passes `budget`; each charge also goes to `checkpoint`, when there is one, which may
/// stop the work (a deadline, Ctrl-C). For the phases whose cost is known only as they run (a factorization's
/// fill-in, the exact fractions' growing integers); `require` refuses before a step whose least cost is known.
class WorkMeter {
 public:
  WorkMeter(std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint = nullptr)
      : budget_(budget), work_(work), checkpoint_(checkpoint) {}

  /// Charges `units` of `what` (a string literal or a string that outlives the call).
  void charge(std::uint64_t units, const char* what) {
    work_ += units;
    if (work_ > budget_) throw over_work_budget(what, budget_);
    if (checkpoint_ != nullptr) checkpoint_->charge(units);
  }
  /// Refuses `what` at once when it costs at least `units` and they do not fit in what is left.
  void require(std::uint64_t units, const std::string& what) const {
    if (units > left()) throw over_work_budget(what, budget_);
  }
  std::uint64_t left() const { return budget_ - (work_ < budget_ ? work_ : budget_); }
  std::uint64_t budget() const { return budget_; }
  /// Counts `units` of work already charged (a phase that charged its whole cost before it began) towards the
  /// checkpoint's next call, which may stop it.
  void done(std::uint64_t units) const {
    if (checkpoint_ != nullptr) checkpoint_->charge(units);
  }
  /// Gives the checkpoint the chance to stop the work now (between steps).
  void now() const {
    if (checkpoint_ != nullptr) checkpoint_->now();
  }

 private:
  std::uint64_t budget_;
  std::uint64_t& work_;
  Checkpoint* checkpoint_;
};

}  // namespace snl::internal
