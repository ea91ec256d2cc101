// snl check: runs a program (or a LeetCode `class Solution`) on generated boards within a judge's constraints,
// gives each board a judge's verdict, and for each failure shrinks the board while the program still fails the
// same way, explains the right answer and names the classic mistake it matches (see docs/check.md).
#include <CLI/CLI.hpp>
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "check/harness.hpp"
#include "check/judge.hpp"
#include "check/report.hpp"
#include "commands/commands.hpp"
#include "common/interrupt.hpp"
#include "common/options.hpp"
#include "common/choices.hpp"
#include "common/numbers.hpp"
#include "common/output.hpp"
#include "common/progress.hpp"
#include "snl/check.hpp"
#include "snl/constraints.hpp"
#include "snl/generate.hpp"
#include "snl/mistakes.hpp"
#include "snl/shrink.hpp"
#include "snl/write.hpp"

namespace snl::cli {
namespace {

/// The exit code when a board is found on which the program goes wrong (0: all passed, 2: usage).
constexpr int kFoundFailure = 1;

struct CheckCommand {
  CheckOptions options;  // set by the library's table (check_options())
  std::string leetcode;
  std::string save;
  std::string format = "text";
  std::vector<std::string> command;
};

std::string shape(const Board& board) {
  const std::size_t jumps = board.jumps().size();
  return size_name(board) + ", " + std::to_string(jumps) + (jumps == 1 ? " jump" : " jumps");
}

bool failed(const Verdict& verdict) { return verdict.kind != VerdictKind::accepted; }

class Checker {
 public:
  Checker(Judge& judge, const CheckCommand& command, Constraints constraints, std::uint64_t max_side)
      : judge_(judge), command_(command), constraints_(constraints), max_side_(max_side) {}

  int run() {
    CheckReport report;
    report.boards = command_.options.boards;
    report.seed = command_.options.seed;
    report.constraints = constraints_;
    report.smallest_side = std::numeric_limits<std::uint64_t>::max();
    report.page_url = command_.options.page_url;
    const std::vector<Board> hard = known_hard_boards(constraints_, max_side_);
    report.known_hard = std::min<std::uint64_t>(hard.size(), command_.options.boards);
    Rng rng(command_.options.seed);
    Progress progress(std::chrono::milliseconds(50));
    for (std::uint64_t index = 0; index < command_.options.boards; ++index) {
      const Board board = index < hard.size() ? hard[index] : check_board(index - hard.size(), max_side_, constraints_, rng);
      report.smallest_side = std::min(report.smallest_side, board.side());
      report.largest_side = std::max(report.largest_side, board.side());
      if (progress.due()) {
        progress.show("check: board " + std::to_string(index + 1) + "/" + std::to_string(command_.options.boards) + " (" +
                      shape(board) + ")");
      }
      const std::optional<Verdict> verdict = judge_.judge(board);
      if (!verdict) return cannot_run(progress);
      ++report.checked;
      ++report.counts[static_cast<int>(verdict->kind)];
      report.add_run({index + 1, board.side(), verdict->kind, verdict->seconds, verdict->memory_kib});
      if (!failed(*verdict)) continue;
      std::optional<FailureReport> failure = examine(board, *verdict, index, progress);
      if (!failure) return cannot_run(progress);
      if (!command_.save.empty() && !save(*failure)) return kBadInput;
      report.failures.push_back(std::move(*failure));
      if (!command_.options.keep_going) break;
    }
    if (judge_.spec().harness && (report.failures.empty() || report.failures.front().first.kind == VerdictKind::time_limit)) {
      progress.show("check: how its time grows with n");
      report.growth = measure_growth();
      if (!judge_.failure().message.empty()) return cannot_run(progress);
    }
    progress.clear();
    report.starts = judge_.starts();
    report.longest_start = judge_.longest_start();
    print(command_.format == "json" ? json_report(report) : text_report(report));
    return report.failures.empty() ? kOk : kFoundFailure;
  }

 private:
  /// The fastest of kGrowthRuns runs on a zigzag board (the longest routes) of each of growth_sides(), until a board
  /// is not answered in time; then the exponent when the largest side measured took kGrowthResolution or more.
  GrowthReport measure_growth() {
    GrowthReport growth;
    growth.measured = true;
    Rng rng(command_.options.seed);
    for (const std::uint64_t side : growth_sides(max_side_)) {
      const Board board = hard_shape(0, side, constraints_, rng);
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
      growth.why_none = growth_sides(max_side_).empty() ? "the sides checked are too few to tell"
                                                        : "too few sides were answered in time to tell";
    } else if (growth.seconds.back() < kGrowthResolution) {
      growth.why_none = "too fast to tell apart from the call's own cost";
    } else {
      growth.exponent = growth_exponent(growth.sides, growth.seconds);
    }
    return growth;
  }

  int cannot_run(Progress& progress) {
    progress.clear();
    const StartFailure& failure = judge_.failure();
    std::fprintf(stderr, "snl check: %s%s\n", failure.usage ? "error: " : "", failure.message.c_str());
    return failure.usage ? kUsage : kFoundFailure;
  }

  /// Shrinks the failing board (within the constraints, the same verdict), then diagnoses it.
  std::optional<FailureReport> examine(const Board& found, const Verdict& first, std::uint64_t index,
                                       Progress& progress) {
    FailureReport failure;
    failure.index = index + 1;
    failure.original = found;
    failure.shrunk = found;
    failure.first = first;
    failure.last = first;
    // What the harness answered before this failure (the failing board last): to reproduce a leak from.
    const std::vector<Board> before = judge_.history();
    std::uint64_t hangs = 0;  // a board that still hangs costs the whole timeout: a few of them end shrinking
    bool broken = false;
    const std::uint64_t runs_before = judge_.runs();
    // A smaller board may put a jump on square 1 or n²: the board tried is the candidate without it.
    const StillFails still_fails = [&](const Board& shrinking) {
      const Board candidate = without_forbidden_ends(shrinking, constraints_);
      if (broken || !meets(candidate, constraints_)) return false;
      if (first.kind == VerdictKind::time_limit && hangs >= kMaxShrinkTimeouts) return false;
      if (progress.due()) {
        progress.show("check: shrinking board " + std::to_string(index + 1) + " (now " + shape(failure.shrunk) +
                      ", " + std::to_string(judge_.runs() - runs_before) + " runs)");
      }
      std::optional<Verdict> verdict = judge_.judge(candidate);
      if (!verdict) {
        broken = true;
        return false;
      }
      if (verdict->kind == VerdictKind::time_limit) ++hangs;
      if (verdict->kind != first.kind) return false;
      failure.shrunk = candidate;
      failure.last = std::move(*verdict);
      return true;
    };
    const auto runs_left = [&] {
      const std::uint64_t used = judge_.runs() - runs_before;
      return used < kMaxShrinkRuns ? kMaxShrinkRuns - used : 0;
    };
    Shrunk shrunk = shrink(found, still_fails, runs_left());
    bool stopped_early = shrunk.tries >= kMaxShrinkRuns;
    // The moves of the shrinker keep the board's layout: boards of each smaller side, generated afresh, may fail too.
    // Searched smallest side first; one that fails is shrunk in turn.
    const std::uint64_t smallest = limits_of(constraints_).min_side;
    std::uint64_t generated = 0;
    std::uint64_t every_side = 0;  // the largest side whose every board was run (0: none), and how many boards
    std::uint64_t every_count = 0;
    bool searched = false;
    std::set<std::string> seen_boards;
    if (first.kind != VerdictKind::time_limit && !broken && failure.shrunk.is_square()) {
      Rng rng(command_.options.seed ^ 0x5ea7c4);
      searched = true;
      for (std::uint64_t side = smallest; side < failure.shrunk.side() && !broken; ++side) {
        bool found_smaller = false;
        // A side with few boards has every one of them run (side 2); larger sides are sampled.
        const std::vector<Board> every = every_board_of_side(side, constraints_, kEveryBoardUpTo);
        for (std::uint64_t k = 0; k < (every.empty() ? kSearchPerSide : every.size()); ++k) {
          if (runs_left() == 0) {
            stopped_early = true;
            break;
          }
          const Board candidate = !every.empty()                             ? every[k]
                                  : k % kHardShapeEvery == kHardShapeEvery - 1 ? hard_shape(k / kHardShapeEvery, side, constraints_, rng)
                                                                               : board_of_side(k, side, constraints_, rng);
          // Small sides have few boards: each is run once.
          if (!seen_boards.insert(to_text(without_forbidden_ends(candidate, constraints_), Format::grid)).second) continue;
          ++generated;
          if (!every.empty()) ++every_count;
          if (!still_fails(candidate)) continue;
          shrunk = shrink(failure.shrunk, still_fails, runs_left());
          found_smaller = true;
          break;
        }
        if (found_smaller || stopped_early) break;
        if (!every.empty()) every_side = side;
      }
    }
    if (broken) return std::nullopt;
    const std::uint64_t runs = judge_.runs() - runs_before;
    failure.how = failure.shrunk != found ? "shrunk from " + shape(found) + " in " + std::to_string(runs) + " runs"
                  : runs > 0              ? "no smaller board fails; " + std::to_string(runs) + " tried"
                                          : "nothing smaller to try";
    if (stopped_early) {
      failure.how += "; stopped at its budget of " + std::to_string(kMaxShrinkRuns) +
                     " runs, so a smaller failing board may exist";
    } else if (searched && failure.shrunk.side() > smallest) {
      const std::uint64_t below = failure.shrunk.side() - 1;
      const auto sides = [](std::uint64_t from, std::uint64_t to) {
        return from == to ? "side " + std::to_string(from) : "sides " + std::to_string(from) + ".." + std::to_string(to);
      };
      if (every_side != 0) {
        failure.how += "; none of the " + std::to_string(every_count) + " boards of " + sides(smallest, every_side) +
                       " (all of them)" +
                       (below > every_side ? " and of " + std::to_string(generated - every_count) +
                                                 " generated boards of " + sides(every_side + 1, below)
                                           : std::string()) +
                       " fails";
      } else {
        failure.how += "; none of " + std::to_string(generated) + " generated boards of " + sides(smallest, below) + " fails";
      }
    }
    if (first.kind == VerdictKind::time_limit && hangs >= kMaxShrinkTimeouts) {
      failure.how += "; shrinking stopped after " + std::to_string(hangs) + " boards that timed out";
    }
    if (first.kind == VerdictKind::time_limit) failure.cycle = jump_cycle(failure.shrunk);
    if (judge_.spec().harness) {
      if (!check_alone(failure, before, progress)) return std::nullopt;
      if (failure.leak) return failure;  // the answers depend on earlier calls: no single mistake explains them
    }
    diagnose_failure(failure, progress);
    return failure;
  }

  /// Runs the shrunk board alone in a fresh process. When it passes there, the failure came from something kept
  /// between calls: the shortest sequence found that reproduces it from a fresh process is kept (the same board
  /// twice, the board as found then the shrunk one, then what the harness had answered before, halved while it
  /// still reproduces). False when the program cannot be run.
  bool check_alone(FailureReport& failure, const std::vector<Board>& before, Progress& progress) {
    if (progress.due()) progress.show("check: running board " + std::to_string(failure.index) + " alone");
    const std::optional<Verdict> alone = judge_.judge_fresh({failure.shrunk});
    if (!alone) return false;
    if (alone->kind == failure.last.kind) return true;
    failure.leak = true;
    failure.alone = *alone;
    const auto reproduces = [&](const std::vector<Board>& sequence) -> std::optional<bool> {
      const std::optional<Verdict> last = judge_fresh(sequence);
      if (!last) return std::nullopt;
      return last->kind == failure.last.kind;
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

  std::optional<Verdict> judge_fresh(const std::vector<Board>& sequence) { return judge_.judge_fresh(sequence); }

  void diagnose_failure(FailureReport& failure, Progress& progress) {
    const bool wrong = failure.last.kind == VerdictKind::wrong_answer;
    if (!(wrong || failure.last.kind == VerdictKind::time_limit) || !failure.shrunk.is_square()) return;
    if (progress.due()) progress.show("check: diagnosing board " + std::to_string(failure.index));
    const Observed seen = wrong ? failure.last.answer : std::nullopt;
    const Diagnosis diagnosis = diagnose(failure.shrunk, seen, constraints_, [&](const Board& board) -> std::optional<Observed> {
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

  /// Writes the failing board into the --save folder as new files: a name that exists already (a file of the
  /// user's, a symlink planted there) is never opened, and the check stops saying so.
  bool save(const FailureReport& failure) {
    std::error_code error;
    std::filesystem::create_directories(command_.save, error);
    const std::string base = command_.save + "/board-" + std::to_string(failure.index);
    for (const auto& [path, board] : {std::pair{base + ".grid", &failure.original},
                                      std::pair{base + "-shrunk.grid", &failure.shrunk}}) {
      const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
      if (fd < 0) {
        const int why = errno;
        std::fprintf(stderr, "snl check: error: cannot write '%s': %s%s\n", path.c_str(), std::strerror(why),
                     why == EEXIST ? " (--save writes new files only: give it an empty folder)" : "");
        return false;
      }
      const std::string text = to_text(*board, Format::grid);
      std::size_t written = 0;
      while (written < text.size()) {
        const ssize_t put = ::write(fd, text.data() + written, text.size() - written);
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) break;
        written += static_cast<std::size_t>(put);
      }
      if (::close(fd) != 0 || written < text.size()) {
        std::fprintf(stderr, "snl check: error: cannot write '%s'\n", path.c_str());
        return false;
      }
    }
    return true;
  }

  static constexpr std::uint64_t kMaxShrinkRuns = 2000;
  /// Boards generated for each side smaller than the shrunk board's, looking for a smaller failing one.
  static constexpr std::uint64_t kSearchPerSide = 40;
  static constexpr std::uint64_t kEveryBoardUpTo = 256;  // side 2's boards before the constraints
  /// Fresh processes started to shorten the sequence of boards that reproduces a leak.
  static constexpr std::uint64_t kMaxLeakRuns = 24;
  static constexpr std::uint64_t kMaxShrinkTimeouts = 8;

  Judge& judge_;
  const CheckCommand& command_;
  Constraints constraints_;
  std::uint64_t max_side_;
};

int run_guarded(const CheckCommand& command);

/// Runs the check under an InterruptGuard: the user's SIGINT, SIGTERM or SIGHUP stops the program under test and
/// everything it started, the temporary folders are removed (by the destructors on the way out), and snl exits with
/// 128 + the signal. Signals the program sends to snl are ignored, and said at the end.
int run(const CheckCommand& command) {
  const InterruptGuard guard;
  int code = 0;
  try {
    code = run_guarded(command);
  } catch (const Interrupted& interrupted) {
    std::fprintf(stderr, "snl check: stopped by %s; the programs it started were ended and its temporary files "
                 "removed\n", describe_signal(interrupted.signal).c_str());
    return 128 + interrupted.signal;
  }
  const Meddling seen = meddling();
  if (seen.signals > 0) {
    std::fprintf(stderr, "snl check: the program under test sent snl check %u signal%s (the last %s); ignored\n",
                 seen.signals, seen.signals == 1 ? "" : "s", describe_signal(seen.last_signal).c_str());
  }
  if (seen.resumed > 0) {
    std::fprintf(stderr, "snl check: something stopped snl check %u time%s (SIGSTOP); it was resumed\n", seen.resumed,
                 seen.resumed == 1 ? "" : "s");
  }
  return code;
}

int run_guarded(const CheckCommand& command) {
  const bool leetcode = !command.leetcode.empty();
  if (leetcode && !command.command.empty()) {
    return usage_error("check", "give either --leetcode FILE or a command after '--', not both");
  }
  if (!leetcode && command.command.empty()) {
    return usage_error("check", "give the command to check after '--' (snl check -- CMD [ARGS...]) or --leetcode FILE");
  }
  const Constraints constraints =
      command.options.constraints.value_or(leetcode ? Constraints::leetcode : Constraints::any);
  const ConstraintLimits limits = limits_of(constraints);
  const std::uint64_t max_side = command.options.max_n.value_or(
      std::clamp<std::uint64_t>(kDefaultCheckMaxSide, limits.min_side, limits.max_side));
  if (max_side < limits.min_side || max_side > limits.max_side) {
    return usage_error("check", "--max-side " + std::to_string(max_side) + " is outside the " +
                                    std::string(name_of(constraints)) + " constraints (" + describe(constraints) + ")");
  }
  WorkDir work;
  ProgramSpec spec;
  if (leetcode) {
    if (!std::ifstream(command.leetcode)) return usage_error("check", "cannot read '" + command.leetcode + "'");
    Prepared prepared = prepare_leetcode(command.leetcode, command.options.memory.value_or(kDefaultLeetcodeMemoryMib),
                                         command.options.timeout,
                                         {command.options.compile_timeout, command.options.compile_memory}, work);
    if (!prepared.spec) {
      std::fputs(prepared.message.c_str(), stderr);
      return prepared.exit_code;
    }
    spec = std::move(*prepared.spec);
  } else {
    spec.argv = command.command;
    spec.timeout = command.options.timeout;
    spec.memory_mib = command.options.memory.value_or(0);
    spec.source = command.command.front();
  }
  Judge judge(std::move(spec));
  return Checker(judge, command, constraints, max_side).run();
}

}  // namespace

void add_check(CLI::App& app, Action& action) {
  auto command = std::make_shared<CheckCommand>();
  CLI::App* sub = app.add_subcommand(
      "check", "Run a solution on generated boards; show the smallest board where it goes wrong, and why");
  sub->add_option("CMD", command->command,
                  "The program to check and its arguments, after '--': it reads one board (grid format) on standard "
                  "input and prints the least number of rolls");
  auto bound = add_options(*sub, check_options(), command->options, {"keep_going", "page_url"});
  sub->add_option("--leetcode", command->leetcode,
                  "A LeetCode solution file: class Solution in .py, .cpp or .java, int snakesAndLadders(int** board, int boardSize, int* boardColSize) in .c, var snakesAndLadders in .js, or func snakesAndLadders(board [][]int) int in .go");
  auto leetcode_bound = add_options(*sub, check_options(), command->options,
                                    {"boards", "seed", "max_side", "timeout", "memory", "constraints",
                                     "compile_timeout", "compile_memory"});
  sub->add_option("--save", command->save, "Write each failing board, as found and shrunk, into this directory");
  sub->add_option("--format", command->format, "The report: text (default) or json (one object)")
      ->check(CLI::IsMember({"text", "json"}));
  sub->callback([command, bound, leetcode_bound, &action] {
    action = checked_action({bound, leetcode_bound}, "check", [command] { return run(*command); });
  });
}

}  // namespace snl::cli
