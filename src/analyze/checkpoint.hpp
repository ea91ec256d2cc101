// analyze/checkpoint.hpp — where a long phase of an analysis (building the chain, the exact fractions, a sparse LU
// factorization, a turn of roll-again rolls, a race) gives its caller the chance to stop it: AnalysisOptions::progress,
// called once per slice of work (kCheckpointWork units, a few milliseconds), may throw, and the throw unwinds the
// analysis (a server's deadline, Ctrl-C in Python, a design's time limit). WorkMeter: where the phases whose cost is
// known only as they run charge it to the work budget.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "snl/error.hpp"

namespace snl::internal {

/// Units of work (states × faces, or rows of fractions) between two calls: ~1–10 ms on this machine.
inline constexpr std::uint64_t kCheckpointWork = std::uint64_t{1} << 20;

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
