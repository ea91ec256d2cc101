// judge/check.hpp — a check of a program (snl check): boards drawn within a judge's constraints (the known hard ones
// first, then generated ones), each given a verdict by the judge (judge/judge.hpp); each failing board shrunk while
// the program still fails the same way, and smaller sides searched for a failing board; a harness's failure run again
// alone, to tell a solution that keeps something between calls; the mistake named (snl/mistakes.hpp); and, with a
// harness, how the solution's time grows with the side. The result is a CheckReport (judge/report.hpp): the judge
// prints nothing, saves nothing and exits nowhere — its caller does (cli/commands/check.cpp).
//
// Tested by: tests/cli/check_test.cpp and tests/cli/leetcode_test.cpp (through `snl check`).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "judge/judge.hpp"
#include "judge/report.hpp"
#include "snl/check.hpp"
#include "snl/constraints.hpp"
#include "snl/options.hpp"

namespace snl::judge {

/// What a check tries: its options (snl/check.hpp), with the constraints and the largest side made definite.
struct CheckPlan {
  CheckOptions options;
  Constraints constraints = Constraints::any;
  std::uint64_t max_side = 0;
};

/// The plan for `options`: constraints not given are LeetCode's for a LeetCode solution (`leetcode`) and none for a
/// command; a largest side not given is kDefaultCheckMaxSide brought within the constraints' sides.
CheckPlan plan_check(const CheckOptions& options, bool leetcode);

/// Why the plan cannot be checked, with the options named in `style` (a largest side outside the constraints'
/// sides); nullopt when it can.
std::optional<std::string> check_conflict(const CheckPlan& plan, NameStyle style);

/// What a check says as it goes; each may be left empty.
struct CheckHooks {
  /// Whether a line of progress is due (asked before the line is made), and the line ("check: board 3/500 (6x6,
  /// 9 jumps)").
  std::function<bool()> progress_due;
  std::function<void(const std::string&)> progress;
  /// Each failure once it is examined, before the check goes on: false stops the check there.
  std::function<bool(const FailureReport&)> failed;
};

struct CheckOutcome {
  enum class End {
    done,        // the boards are checked (up to the first failure, without keep_going): `report` is whole
    cannot_run,  // the program could not be run at some point: Judge::failure() says why
    stopped,     // CheckHooks::failed said stop
  };
  End end = End::done;
  CheckReport report;
};

/// Runs the check of `plan` with `judge`. Throws Interrupted (judge/interrupt.hpp) when the user's signal stops it.
CheckOutcome run_check(Judge& judge, const CheckPlan& plan, const CheckHooks& hooks);

}  // namespace snl::judge
