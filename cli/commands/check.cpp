// snl check: runs a program (or a LeetCode `class Solution`) on generated boards within a judge's constraints,
// gives each board a judge's verdict, and for each failure shrinks the board while the program still fails the
// same way, explains the right answer and names the classic mistake it matches (see docs/check.md). The work is the
// judge's (judge/check.hpp, judge/harness.hpp); this command binds the flags, shows the progress, saves the failing
// boards, prints the report and says the exit code.
#include <CLI/CLI.hpp>
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "commands/commands.hpp"
#include "common/options.hpp"
#include "common/output.hpp"
#include "common/progress.hpp"
#include "judge/check.hpp"
#include "judge/harness.hpp"
#include "judge/interrupt.hpp"
#include "judge/report.hpp"
#include "snl/check.hpp"
#include "snl/write.hpp"

namespace snl::cli {
namespace {

using judge::CheckOutcome;
using judge::FailureReport;
using judge::StartFailure;

/// The exit code when a board is found on which the program goes wrong (0: all passed, 2: usage).
constexpr int kFoundFailure = 1;

struct CheckCommand {
  CheckOptions options;  // set by the library's table (check_options())
  std::string leetcode;
  std::string save;
  std::string format = "text";
  std::vector<std::string> command;
};

/// Says why the program cannot be judged ("snl check: error: …" for a usage matter); returns the exit code.
int say_failure(const StartFailure& failure) {
  std::fprintf(stderr, "snl check: %s%s\n", failure.usage ? "error: " : "", failure.message.c_str());
  return failure.usage ? kUsage : kFoundFailure;
}

/// Writes the failing board into the --save folder as new files: a name that exists already (a file of the user's, a
/// symlink planted there) is never opened, and the check stops saying so.
bool save(const std::string& folder, const FailureReport& failure) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  const std::string base = folder + "/board-" + std::to_string(failure.index);
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

/// The program to judge: the command after '--', or the LeetCode file made ready (its compiler's messages said
/// first). nullopt with `code` set when it cannot be.
std::optional<judge::ProgramSpec> program(const CheckCommand& command, judge::WorkDir& work, int& code) {
  if (command.leetcode.empty()) {
    judge::ProgramSpec spec;
    spec.argv = command.command;
    spec.timeout = command.options.timeout;
    spec.memory_mib = command.options.memory.value_or(0);
    spec.source = command.command.front();
    return spec;
  }
  if (!std::ifstream(command.leetcode)) {
    code = usage_error("check", "cannot read '" + command.leetcode + "'");
    return std::nullopt;
  }
  judge::Prepared prepared = judge::prepare_leetcode(
      command.leetcode, command.options.memory.value_or(kDefaultLeetcodeMemoryMib), command.options.timeout,
      {command.options.compile_timeout, command.options.compile_memory}, work);
  std::fputs(prepared.compiler_output.c_str(), stderr);
  if (!prepared.spec) code = say_failure(prepared.failure);
  return std::move(prepared.spec);
}

int run_guarded(const CheckCommand& command, judge::WorkDir& work) {
  const bool leetcode = !command.leetcode.empty();
  if (leetcode && !command.command.empty()) {
    return usage_error("check", "give either --leetcode FILE or a command after '--', not both");
  }
  if (!leetcode && command.command.empty()) {
    return usage_error("check", "give the command to check after '--' (snl check -- CMD [ARGS...]) or --leetcode FILE");
  }
  const judge::CheckPlan plan = judge::plan_check(command.options, leetcode);
  if (const auto refusal = judge::check_conflict(plan, NameStyle::flag)) return usage_error("check", *refusal);
  int code = kOk;
  std::optional<judge::ProgramSpec> spec = program(command, work, code);
  if (!spec) return code;
  judge::Judge judge(std::move(*spec));
  Progress progress(std::chrono::milliseconds(50));
  judge::CheckHooks hooks;
  hooks.progress_due = [&progress] { return progress.due(); };
  hooks.progress = [&progress](const std::string& line) { progress.show(line); };
  hooks.failed = [&command](const FailureReport& failure) { return command.save.empty() || save(command.save, failure); };
  const CheckOutcome outcome = judge::run_check(judge, plan, hooks);
  switch (outcome.end) {
    case CheckOutcome::End::cannot_run:
      progress.clear();
      return say_failure(judge.failure());
    case CheckOutcome::End::stopped:
      return kBadInput;
    case CheckOutcome::End::done:
      break;
  }
  progress.clear();
  print(command.format == "json" ? judge::json_report(outcome.report) : judge::text_report(outcome.report));
  return outcome.report.failures.empty() ? kOk : kFoundFailure;
}

/// Runs the check under an InterruptGuard: the user's SIGINT, SIGTERM or SIGHUP (or another signal that would have
/// killed snl) stops the program under test and everything it started, the temporary folder is removed, and snl exits
/// with 128 + the signal. Signals the program sends to snl are ignored, and said at the end. A temporary folder that
/// cannot be removed is said (exit 1 at least), never claimed removed.
int run(const CheckCommand& command) {
  const judge::InterruptGuard guard;
  judge::WorkDir work;
  int code = 0;
  try {
    code = run_guarded(command, work);
  } catch (const judge::Interrupted& interrupted) {
    const std::string left = work.remove();
    std::fprintf(stderr, "snl check: stopped by %s; the programs it started were ended and %s\n",
                 judge::describe_signal(interrupted.signal).c_str(),
                 left.empty() ? "its temporary files removed"
                              : ("its temporary folder could not be removed: " + left).c_str());
    return 128 + interrupted.signal;
  }
  if (const std::string left = work.remove(); !left.empty()) {
    std::fprintf(stderr, "snl check: error: its temporary folder could not be removed: %s\n", left.c_str());
    if (code == kOk) code = kBadInput;
  }
  const judge::Meddling seen = judge::meddling();
  if (seen.signals > 0) {
    std::fprintf(stderr, "snl check: the program under test sent snl check %u signal%s (the last %s); ignored\n",
                 seen.signals, seen.signals == 1 ? "" : "s", judge::describe_signal(seen.last_signal).c_str());
  }
  if (seen.resumed > 0) {
    std::fprintf(stderr, "snl check: something stopped snl check %u time%s (SIGSTOP); it was resumed\n", seen.resumed,
                 seen.resumed == 1 ? "" : "s");
  }
  return code;
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
