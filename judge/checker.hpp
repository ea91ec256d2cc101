// judge/checker.hpp — private to judge/check.cpp and judge/failure.cpp: one check under way, its judge, plan and
// hooks; the boards' loop and the growth in check.cpp, a failure's shrinking, leak and diagnosis in failure.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "judge/check.hpp"

namespace snl::judge {

class Checker {
 public:
  Checker(Judge& judge, const CheckPlan& plan, const CheckHooks& hooks) : judge_(judge), plan_(plan), hooks_(hooks) {}

  CheckOutcome run();

  /// Shrinks the failing board (within the constraints, the same verdict), searches smaller sides, then runs it
  /// alone (a harness) and diagnoses it. nullopt when the program cannot be run.
  std::optional<FailureReport> examine(const Board& found, const Verdict& first, std::uint64_t index);

  Judge& judge() { return judge_; }
  const CheckPlan& plan() const { return plan_; }
  bool due() const { return hooks_.progress_due && hooks_.progress_due(); }
  void show(const std::string& line) const {
    if (hooks_.progress) hooks_.progress(line);
  }

  static constexpr std::uint64_t kMaxShrinkRuns = 2000;
  /// Boards generated for each side smaller than the shrunk board's, looking for a smaller failing one.
  static constexpr std::uint64_t kSearchPerSide = 40;
  static constexpr std::uint64_t kEveryBoardUpTo = 256;  // side 2's boards before the constraints
  /// Fresh processes started to shorten the sequence of boards that reproduces a leak.
  static constexpr std::uint64_t kMaxLeakRuns = 24;
  static constexpr std::uint64_t kMaxShrinkTimeouts = 8;

 private:
  GrowthReport measure_growth();
  bool check_alone(FailureReport& failure, const std::vector<Board>& before);
  void diagnose_failure(FailureReport& failure);

  Judge& judge_;
  const CheckPlan& plan_;
  const CheckHooks& hooks_;
};

/// "6x6, 9 jumps".
std::string shape(const Board& board);

}  // namespace snl::judge
