// judge/check.cpp — the check's plan and its loop over the boards, and how the solution's time grows
// (judge/check.hpp); a failure's examination is judge/failure.cpp.
#include "judge/check.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "judge/checker.hpp"
#include "snl/generate.hpp"

namespace snl::judge {

std::string shape(const Board& board) {
  const std::size_t jumps = board.jumps().size();
  return size_name(board) + ", " + std::to_string(jumps) + (jumps == 1 ? " jump" : " jumps");
}

CheckPlan plan_check(const CheckOptions& options, bool leetcode) {
  CheckPlan plan;
  plan.options = options;
  plan.constraints = options.constraints.value_or(leetcode ? Constraints::leetcode : Constraints::any);
  const ConstraintLimits limits = limits_of(plan.constraints);
  plan.max_side = options.max_side.value_or(std::clamp<std::uint64_t>(kDefaultCheckMaxSide, limits.min_side, limits.max_side));
  return plan;
}

std::optional<std::string> check_conflict(const CheckPlan& plan, NameStyle style) {
  const ConstraintLimits limits = limits_of(plan.constraints);
  if (plan.max_side >= limits.min_side && plan.max_side <= limits.max_side) return std::nullopt;
  return option_name("max_side", style) + " " + std::to_string(plan.max_side) + " is outside the " +
         std::string(name_of(plan.constraints)) + " constraints (" + describe(plan.constraints) + ")";
}

CheckOutcome run_check(Judge& judge, const CheckPlan& plan, const CheckHooks& hooks) {
  return Checker(judge, plan, hooks).run();
}

CheckOutcome Checker::run() {
  const CheckOptions& options = plan_.options;
  CheckOutcome outcome;
  CheckReport& report = outcome.report;
  report.boards = options.boards;
  report.seed = options.seed;
  report.constraints = plan_.constraints;
  report.smallest_side = std::numeric_limits<std::uint64_t>::max();
  report.page_url = options.page_url;
  const std::vector<Board> hard = known_hard_boards(plan_.constraints, plan_.max_side);
  report.known_hard = std::min<std::uint64_t>(hard.size(), options.boards);
  Rng rng(options.seed);
  for (std::uint64_t index = 0; index < options.boards; ++index) {
    const Board board =
        index < hard.size() ? hard[index] : check_board(index - hard.size(), plan_.max_side, plan_.constraints, rng);
    report.smallest_side = std::min(report.smallest_side, board.side());
    report.largest_side = std::max(report.largest_side, board.side());
    if (due()) {
      show("check: board " + std::to_string(index + 1) + "/" + std::to_string(options.boards) + " (" + shape(board) + ")");
    }
    const std::optional<Verdict> verdict = judge_.judge(board);
    if (!verdict) return {CheckOutcome::End::cannot_run, {}};
    ++report.checked;
    ++report.counts[static_cast<int>(verdict->kind)];
    report.add_run({index + 1, board.side(), verdict->kind, verdict->seconds, verdict->memory_kib});
    if (verdict->kind == VerdictKind::accepted) continue;
    std::optional<FailureReport> failure = examine(board, *verdict, index);
    if (!failure) return {CheckOutcome::End::cannot_run, {}};
    if (hooks_.failed && !hooks_.failed(*failure)) return {CheckOutcome::End::stopped, {}};
    report.failures.push_back(std::move(*failure));
    if (!options.keep_going) break;
  }
  if (judge_.spec().harness && (report.failures.empty() || report.failures.front().first.kind == VerdictKind::time_limit)) {
    show("check: how its time grows with n");
    report.growth = measure_growth();
    if (!judge_.failure().message.empty()) return {CheckOutcome::End::cannot_run, {}};
  }
  report.starts = judge_.starts();
  report.longest_start = judge_.longest_start();
  return outcome;
}

/// The fastest of kGrowthRuns runs on a zigzag board (the longest routes) of each of growth_sides(), until a board is
/// not answered in time; then the exponent when the largest side measured took kGrowthResolution or more.
GrowthReport Checker::measure_growth() {
  GrowthReport growth;
  growth.measured = true;
  Rng rng(plan_.options.seed);
  for (const std::uint64_t side : growth_sides(plan_.max_side)) {
    const Board board = hard_shape(0, side, plan_.constraints, rng);
    double fastest = std::numeric_limits<double>::infinity();
    for (std::uint64_t run = 0; run < kGrowthRuns; ++run) {
      const std::optional<Verdict> verdict = judge_.judge(board);
      if (!verdict) return growth;
      if (verdict->kind != VerdictKind::accepted && verdict->kind != VerdictKind::wrong_answer) {
        fastest = std::numeric_limits<double>::infinity();
        break;
      }
      fastest = std::min(fastest, verdict->seconds);
    }
    if (!std::isfinite(fastest)) break;  // not answered in time (or at all): the sides before it
    growth.sides.push_back(side);
    growth.seconds.push_back(fastest);
  }
  if (growth.sides.size() < 3) {
    growth.why_none = growth_sides(plan_.max_side).empty() ? "the sides checked are too few to tell"
                                                           : "too few sides were answered in time to tell";
  } else if (growth.seconds.back() < kGrowthResolution) {
    growth.why_none = "too fast to tell apart from the call's own cost";
  } else {
    growth.exponent = growth_exponent(growth.sides, growth.seconds);
  }
  return growth;
}

}  // namespace snl::judge
