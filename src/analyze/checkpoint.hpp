// analyze/checkpoint.hpp — where a long phase of an analysis (building the chain, the exact fractions, a turn of
// roll-again rolls) gives its caller the chance to stop it: AnalysisOptions::progress, called once per slice of work
// (kCheckpointWork units, a few milliseconds), may throw, and the throw unwinds the analysis (a server's deadline,
// Ctrl-C in Python, a design's time limit).
#pragma once

#include <cstdint>
#include <functional>

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

}  // namespace snl::internal
