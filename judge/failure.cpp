// judge/failure.cpp — one failing board examined (judge/checker.hpp): shrunk while the program still fails the same
// way, smaller sides searched for a failing board, run again alone in a fresh process (a harness: does the failure
// depend on earlier calls?), and diagnosed against the catalogue of mistakes.
#include <set>

#include "judge/checker.hpp"
#include "snl/generate.hpp"
#include "snl/mistakes.hpp"
#include "snl/shrink.hpp"
#include "snl/write.hpp"

namespace snl::judge {
namespace {

/// One failure's shrinking under way: the board so far (in the failure), the runs it took, the boards that timed out,
/// and whether the program could not be run.
class Shrinking {
 public:
  Shrinking(Checker& checker, FailureReport& failure) : checker_(checker), failure_(failure) {}

  /// Whether the program still fails on `shrinking` (without a jump on square 1 or n² where the constraints forbid
  /// them) as it did at first; then that board is the failure's shrunk board.
  bool still_fails(const Board& shrinking);
  std::uint64_t runs() const { return checker_.judge().runs() - runs_before_; }
  std::uint64_t runs_left() const { return runs() < Checker::kMaxShrinkRuns ? Checker::kMaxShrinkRuns - runs() : 0; }
  StillFails test() {
    return [this](const Board& board) { return still_fails(board); };
  }
  std::uint64_t hangs() const { return hangs_; }
  bool broken() const { return broken_; }

 private:
  Checker& checker_;
  FailureReport& failure_;
  std::uint64_t runs_before_ = checker_.judge().runs();
  std::uint64_t hangs_ = 0;  // a board that still hangs costs the whole timeout: a few of them end shrinking
  bool broken_ = false;
};

bool Shrinking::still_fails(const Board& shrinking) {
  const Constraints constraints = checker_.plan().constraints;
  const VerdictKind kind = failure_.first.kind;
  const Board candidate = without_forbidden_ends(shrinking, constraints);
  if (broken_ || !meets(candidate, constraints)) return false;
  if (kind == VerdictKind::time_limit && hangs_ >= Checker::kMaxShrinkTimeouts) return false;
  if (checker_.due()) {
    checker_.show("check: shrinking board " + std::to_string(failure_.index) + " (now " + shape(failure_.shrunk) + ", " +
                  std::to_string(runs()) + " runs)");
  }
  std::optional<Verdict> verdict = checker_.judge().judge(candidate);
  if (!verdict) {
    broken_ = true;
    return false;
  }
  if (verdict->kind == VerdictKind::time_limit) ++hangs_;
  if (verdict->kind != kind) return false;
  failure_.shrunk = candidate;
  failure_.last = std::move(*verdict);
  return true;
}

/// What the search of smaller sides did: whether it ran, whether it stopped at the budget, the boards generated, and
/// the largest side whose every board was run (0: none) with how many boards that was.
struct SideSearch {
  bool searched = false;
  bool stopped_early = false;
  std::uint64_t generated = 0;
  std::uint64_t every_side = 0;
  std::uint64_t every_count = 0;
};

/// The moves of the shrinker keep the board's layout: boards of each smaller side, generated afresh, may fail too.
/// Searched smallest side first; one that fails is shrunk in turn.
void search_smaller_sides(const CheckPlan& plan, FailureReport& failure, Shrinking& shrinking, SideSearch& search) {
  const Constraints constraints = plan.constraints;
  Rng rng(plan.options.seed ^ 0x5ea7c4);
  search.searched = true;
  std::set<std::string> seen_boards;
  for (std::uint64_t side = limits_of(constraints).min_side; side < failure.shrunk.side() && !shrinking.broken(); ++side) {
    bool found_smaller = false;
    // A side with few boards has every one of them run (side 2); larger sides are sampled.
    const std::vector<Board> every = every_board_of_side(side, constraints, Checker::kEveryBoardUpTo);
    for (std::uint64_t k = 0; k < (every.empty() ? Checker::kSearchPerSide : every.size()); ++k) {
      if (shrinking.runs_left() == 0) {
        search.stopped_early = true;
        break;
      }
      const Board candidate = !every.empty()                             ? every[k]
                              : k % kHardShapeEvery == kHardShapeEvery - 1 ? hard_shape(k / kHardShapeEvery, side, constraints, rng)
                                                                           : board_of_side(k, side, constraints, rng);
      // Small sides have few boards: each is run once.
      if (!seen_boards.insert(to_text(without_forbidden_ends(candidate, constraints), Format::grid)).second) continue;
      ++search.generated;
      if (!every.empty()) ++search.every_count;
      if (!shrinking.still_fails(candidate)) continue;
      shrink(failure.shrunk, shrinking.test(), shrinking.runs_left());
      found_smaller = true;
      break;
    }
    if (found_smaller || search.stopped_early) break;
    if (!every.empty()) search.every_side = side;
  }
}

/// How the board was shrunk, in words: "shrunk from 6x6, 9 jumps in 41 runs; none of the 12 boards of side 2 (all of
/// them) and of 40 generated boards of sides 3..4 fails".
std::string how_text(const Board& found, const FailureReport& failure, const Shrinking& shrinking,
                     const SideSearch& search, Constraints constraints) {
  const std::uint64_t runs = shrinking.runs();
  std::string how = failure.shrunk != found ? "shrunk from " + shape(found) + " in " + std::to_string(runs) + " runs"
                    : runs > 0              ? "no smaller board fails; " + std::to_string(runs) + " tried"
                                            : "nothing smaller to try";
  const std::uint64_t smallest = limits_of(constraints).min_side;
  if (search.stopped_early) {
    how += "; stopped at its budget of " + std::to_string(Checker::kMaxShrinkRuns) +
           " runs, so a smaller failing board may exist";
  } else if (search.searched && failure.shrunk.side() > smallest) {
    const std::uint64_t below = failure.shrunk.side() - 1;
    const auto sides = [](std::uint64_t from, std::uint64_t to) {
      return from == to ? "side " + std::to_string(from) : "sides " + std::to_string(from) + ".." + std::to_string(to);
    };
    if (search.every_side != 0) {
      how += "; none of the " + std::to_string(search.every_count) + " boards of " + sides(smallest, search.every_side) +
             " (all of them)" +
             (below > search.every_side ? " and of " + std::to_string(search.generated - search.every_count) +
                                              " generated boards of " + sides(search.every_side + 1, below)
                                        : std::string()) +
             " fails";
    } else {
      how += "; none of " + std::to_string(search.generated) + " generated boards of " + sides(smallest, below) + " fails";
    }
  }
  if (failure.first.kind == VerdictKind::time_limit && shrinking.hangs() >= Checker::kMaxShrinkTimeouts) {
    how += "; shrinking stopped after " + std::to_string(shrinking.hangs()) + " boards that timed out";
  }
  return how;
}

}  // namespace

std::optional<FailureReport> Checker::examine(const Board& found, const Verdict& first, std::uint64_t index) {
  FailureReport failure;
  failure.index = index + 1;
  failure.original = found;
  failure.shrunk = found;
  failure.first = first;
  failure.last = first;
  // What the harness answered before this failure (the failing board last): to reproduce a leak from.
  const std::vector<Board> before = judge_.history();
  Shrinking shrinking(*this, failure);
  const Shrunk shrunk = shrink(found, shrinking.test(), shrinking.runs_left());
  SideSearch search;
  search.stopped_early = shrunk.tries >= kMaxShrinkRuns;
  if (first.kind != VerdictKind::time_limit && !shrinking.broken() && failure.shrunk.is_square()) {
    search_smaller_sides(plan_, failure, shrinking, search);
  }
  if (shrinking.broken()) return std::nullopt;
  failure.how = how_text(found, failure, shrinking, search, plan_.constraints);
  if (first.kind == VerdictKind::time_limit) failure.cycle = jump_cycle(failure.shrunk);
  if (judge_.spec().harness) {
    if (!check_alone(failure, before)) return std::nullopt;
    if (failure.leak) return failure;  // the answers depend on earlier calls: no single mistake explains them
  }
  diagnose_failure(failure);
  return failure;
}

/// Runs the shrunk board alone in a fresh process. When a wrong answer there becomes another answer (the right one, or
/// another wrong one), the failure came from something kept between calls: the shortest sequence found that reproduces
/// the wrong answer from a fresh process is kept (the same board twice, the board as found then the shrunk one, then
/// what the harness had answered before, halved while it still reproduces). Only answers are compared: a time limit
/// met alone but not in sequence may come from the machine's load, so no name rests on it (issue 51). False when
/// the program cannot be run.
bool Checker::check_alone(FailureReport& failure, const std::vector<Board>& before) {
  if (failure.last.kind != VerdictKind::wrong_answer) return true;
  if (due()) show("check: running board " + std::to_string(failure.index) + " alone");
  const std::optional<Verdict> alone = judge_.judge_fresh({failure.shrunk});
  if (!alone) return false;
  if (!alone->answer || alone->answer == failure.last.answer) return true;
  failure.leak = true;
  failure.alone = *alone;
  const auto reproduces = [&](const std::vector<Board>& sequence) -> std::optional<bool> {
    const std::optional<Verdict> last = judge_.judge_fresh(sequence);
    if (!last) return std::nullopt;
    return last->kind == VerdictKind::wrong_answer && last->answer == failure.last.answer;
  };
  std::vector<std::vector<Board>> tries{{failure.shrunk, failure.shrunk}, {failure.original, failure.shrunk}};
  if (!before.empty()) {
    std::vector<Board> all = before;
    all.push_back(failure.shrunk);
    tries.push_back(std::move(all));
  }
  for (std::vector<Board>& sequence : tries) {
    const std::optional<bool> again = reproduces(sequence);
    if (!again) return false;
    if (!*again) continue;
    // Shorter: drop chunks of the boards before the last while it still reproduces (a few runs at most).
    std::uint64_t runs = 0;
    for (std::size_t chunk = (sequence.size() - 1) / 2; chunk >= 1 && runs < kMaxLeakRuns; chunk /= 2) {
      for (std::size_t at = 0; at + chunk < sequence.size() && runs < kMaxLeakRuns;) {
        std::vector<Board> shorter(sequence.begin(), sequence.begin() + static_cast<std::ptrdiff_t>(at));
        shorter.insert(shorter.end(), sequence.begin() + static_cast<std::ptrdiff_t>(at + chunk), sequence.end());
        ++runs;
        const std::optional<bool> still = reproduces(shorter);
        if (!still) return false;
        if (*still) {
          sequence = std::move(shorter);
        } else {
          at += chunk;
        }
      }
    }
    failure.sequence = std::move(sequence);
    return true;
  }
  return true;
}

void Checker::diagnose_failure(FailureReport& failure) {
  const bool wrong = failure.last.kind == VerdictKind::wrong_answer;
  if (!(wrong || failure.last.kind == VerdictKind::time_limit) || !failure.shrunk.is_square()) return;
  if (due()) show("check: diagnosing board " + std::to_string(failure.index));
  const Observed seen = wrong ? failure.last.answer : std::nullopt;
  const Diagnosis diagnosis = diagnose(failure.shrunk, seen, plan_.constraints, [&](const Board& board) -> std::optional<Observed> {
    const std::optional<Verdict> verdict = judge_.judge(board);
    if (!verdict) return std::nullopt;
    if (verdict->kind == VerdictKind::time_limit) return Observed{};
    if (verdict->answer) return Observed{verdict->answer};
    return std::nullopt;
  });
  failure.mistakes = diagnosis.matches;
  failure.asked = diagnosis.asked.size();
  if (diagnosis.matches.empty()) {
    std::vector<Board> failing{failure.shrunk};
    std::vector<Board> passing;
    for (const Observation& seen_there : diagnosis.observed) {
      (seen_there.program == Observed{seen_there.right} ? passing : failing).push_back(seen_there.board);
    }
    for (const std::string_view property : shared_properties(failing, passing)) failure.shared.emplace_back(property);
    failure.failing_seen = failing.size();
    failure.passing_seen = passing.size();
  }
  failure.diagnosis = diagnosis;
  failure.diagnosed = true;
}

}  // namespace snl::judge
