// snl check: runs a program on generated boards, compares its answers with snl's, and on the first failure
// shrinks the board while the program stays wrong and explains the right answer (see docs/check.md).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "common/numbers.hpp"
#include "common/output.hpp"
#include "common/process.hpp"
#include "common/progress.hpp"
#include "snl/generate.hpp"
#include "snl/report.hpp"
#include "snl/shrink.hpp"
#include "snl/solve.hpp"
#include "snl/write.hpp"

namespace snl::cli {
namespace {

/// Runs a LeetCode-style Python file: `class Solution` with `snakesAndLadders(self, board)`, with the names
/// LeetCode imports for you (typing, collections, heapq, ...), reading one grid-format board from stdin.
/// Passed with `python3 -c`, so there is no temporary file to clean up even when snl is killed.
constexpr const char* kLeetCodeWrapper = R"PY(import os, sys
path = sys.argv[1]
sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
names = {"__name__": "solution", "__file__": path}
exec("from typing import *\n"
     "import collections, heapq, math, bisect, itertools, functools\n"
     "from collections import deque, defaultdict, Counter\n"
     "from heapq import heappush, heappop, heapify\n"
     "from functools import lru_cache, cache\n", names)
with open(path, encoding="utf-8") as source:
    exec(compile(source.read(), path, "exec"), names)
if "Solution" not in names:
    sys.exit(path + ": no class Solution in this file")
data = sys.stdin.read().split()
n = int(data[0])
values = [int(v) for v in data[1:1 + n * n]]
print(names["Solution"]().snakesAndLadders([values[r * n:(r + 1) * n] for r in range(n)]))
)PY";

/// The exit code when a board is found on which the program goes wrong (0: all passed, 2: usage).
constexpr int kFoundFailure = 1;

struct CheckCommand {
  std::uint64_t boards = 500;
  std::uint64_t seed = 1;
  std::uint64_t max_n = 10;
  double timeout = 5;
  std::string leetcode;
  std::vector<std::string> command;
};

/// How the program did on one board.
enum class Kind { pass, wrong, crashed, exit_code, timed_out, empty, not_a_number, too_much, not_started };

struct Verdict {
  Kind kind = Kind::pass;
  std::int64_t expected = 0;
  ProcessResult run;
};

std::string_view name_of(Kind kind) {
  switch (kind) {
    case Kind::pass:
      return "passed";
    case Kind::wrong:
      return "wrong answer";
    case Kind::crashed:
      return "crash";
    case Kind::exit_code:
      return "non-zero exit code";
    case Kind::timed_out:
      return "timeout";
    case Kind::empty:
      return "no output";
    case Kind::not_a_number:
      return "output that is not a number";
    case Kind::too_much:
      return "too much output";
    case Kind::not_started:
      return "not started";
  }
  return "?";
}

/// The integer the program printed: one optional '-' and digits, with whitespace around; nullopt otherwise.
std::optional<std::int64_t> answer_in(std::string_view text) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  const bool negative = !text.empty() && text.front() == '-';
  if (negative) text.remove_prefix(1);
  if (text.empty() || text.size() > 18) return std::nullopt;
  std::int64_t value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return negative ? -value : value;
}

bool blank(std::string_view text) { return text.find_first_not_of(" \t\r\n") == std::string_view::npos; }

/// Text a program printed, shown on one line: quoted, control characters escaped, cut at 200 characters.
std::string shown(std::string_view text) {
  std::string out = "'";
  for (std::size_t k = 0; k < text.size() && k < 200; ++k) {
    const char c = text[k];
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\'' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", static_cast<unsigned>(static_cast<unsigned char>(c)));
      out += hex;
    } else {
      out += c;
    }
  }
  out += text.size() > 200 ? "'..." : "'";
  return out;
}

std::string shape(const Board& board) {
  const std::size_t jumps = board.jumps().size();
  return size_name(board) + ", " + std::to_string(jumps) + (jumps == 1 ? " jump" : " jumps");
}

std::string seconds(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g s", value);
  return text;
}

class Checker {
 public:
  Checker(std::vector<std::string> argv, const CheckCommand& command) : argv_(std::move(argv)), command_(command) {
    limits_.timeout = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(command.timeout));
  }

  Verdict judge(const Board& board) {
    ++runs_;
    Verdict verdict;
    verdict.expected = solve(board, {Algorithm::automatic, false}).rolls;
    verdict.run = run_process(argv_, to_text(board, Format::grid), limits_);
    const ProcessResult& run = verdict.run;
    switch (run.end) {
      case ProcessResult::End::not_started:
        verdict.kind = Kind::not_started;
        return verdict;
      case ProcessResult::End::timed_out:
        verdict.kind = Kind::timed_out;
        return verdict;
      case ProcessResult::End::too_much:
        verdict.kind = Kind::too_much;
        return verdict;
      case ProcessResult::End::signaled:
        verdict.kind = Kind::crashed;
        return verdict;
      case ProcessResult::End::exited:
        break;
    }
    if (run.exit_code != 0) {
      verdict.kind = Kind::exit_code;
    } else if (blank(run.output)) {
      verdict.kind = Kind::empty;
    } else if (const auto answer = answer_in(run.output); !answer) {
      verdict.kind = Kind::not_a_number;
    } else {
      verdict.kind = *answer == verdict.expected ? Kind::pass : Kind::wrong;
    }
    return verdict;
  }

  int run() {
    Rng rng(command_.seed);
    Progress progress(std::chrono::milliseconds(50));
    std::uint64_t largest = 0;
    for (std::uint64_t index = 0; index < command_.boards; ++index) {
      const Board board = generate(tricky_options(index, command_.max_n, rng), rng);
      largest = std::max(largest, board.side());
      if (progress.due()) {
        progress.show("check: board " + std::to_string(index + 1) + "/" + std::to_string(command_.boards) + " (" +
                      shape(board) + ")");
      }
      const Verdict verdict = judge(board);
      if (verdict.kind == Kind::pass) continue;
      if (verdict.kind == Kind::not_started) {
        progress.clear();
        std::fprintf(stderr, "snl check: error: cannot run '%s': %s\n", argv_[0].c_str(), verdict.run.error.c_str());
        return kUsage;
      }
      return report_failure(board, verdict, index, progress);
    }
    progress.clear();
    print("check: " + std::to_string(command_.boards) + " board" + (command_.boards == 1 ? "" : "s") +
          " passed (seed " + std::to_string(command_.seed) + ", sides 1.." + std::to_string(largest) + ")\n");
    return kOk;
  }

 private:
  int report_failure(const Board& found, const Verdict& first, std::uint64_t index, Progress& progress) {
    Board smallest = found;
    Verdict last = first;
    // A board that still hangs costs the whole timeout: shrinking a hang stops after a few of them.
    std::uint64_t hangs = 0;
    const std::uint64_t runs_before = runs_;
    const Shrunk shrunk = shrink(found, [&](const Board& candidate) {
      if (first.kind == Kind::timed_out && hangs >= kMaxShrinkTimeouts) return false;
      if (progress.due()) {
        progress.show("check: shrinking board " + std::to_string(index + 1) + " (now " + shape(smallest) + ", " +
                      std::to_string(runs_ - runs_before) + " runs)");
      }
      Verdict verdict = judge(candidate);
      if (verdict.kind == Kind::timed_out) ++hangs;
      if (verdict.kind != first.kind) return false;
      smallest = candidate;
      last = std::move(verdict);
      return true;
    }, kMaxShrinkRuns);
    const std::uint64_t runs = runs_ - runs_before;
    std::string how = shrunk.steps > 0 ? "shrunk from " + shape(found) + " in " + std::to_string(runs) + " runs"
                      : runs > 0       ? "no smaller board fails; " + std::to_string(runs) + " tried"
                                       : "nothing smaller to try";
    if (first.kind == Kind::timed_out && hangs >= kMaxShrinkTimeouts) {
      how += "; shrinking stopped after " + std::to_string(hangs) + " boards that timed out";
    }
    progress.clear();

    std::string out = "check: " + std::string(name_of(first.kind)) + " on board " + std::to_string(index + 1) + " of " +
                      std::to_string(command_.boards) + " (seed " + std::to_string(command_.seed) + ")\n";
    out += "Smallest failing board (" + shape(smallest) + "; " + how + "), in the grid format:\n";
    out += to_text(smallest, Format::grid);
    const Solution solution = solve(smallest);
    out += "Right answer: " + std::to_string(solution.rolls) + "\n";
    std::string explained = solution_text(smallest, solution, 1, SolutionStyle::explain);
    if (explained.starts_with("Board ")) explained.erase(0, explained.find('\n') + 1);  // our own header says it
    out += explained;
    out += what_it_did(last) + "\n";
    if (!last.run.error_output.empty()) {
      out += "Its standard error" + std::string(last.run.error_truncated ? " (the beginning)" : "") + ":\n";
      out += last.run.error_output;
      if (out.back() != '\n') out += '\n';
    }
    print(out);
    return kFoundFailure;
  }

  std::string what_it_did(const Verdict& verdict) const {
    const ProcessResult& run = verdict.run;
    switch (verdict.kind) {
      case Kind::wrong:
        return "The program printed: " + std::to_string(*answer_in(run.output));
      case Kind::crashed:
        return "The program crashed: killed by " + describe_signal(run.signal) + ".";
      case Kind::exit_code:
        return "The program exited with code " + std::to_string(run.exit_code) +
               (blank(run.output) ? " and printed nothing." : "; it printed: " + shown(run.output));
      case Kind::timed_out:
        return "The program did not finish within " + seconds(command_.timeout) + "; it was stopped.";
      case Kind::empty:
        return "The program printed nothing (it exited with code 0).";
      case Kind::not_a_number:
        return "The program printed something that is not one integer: " + shown(run.output);
      case Kind::too_much:
        return "The program printed more than " + std::to_string(limits_.max_output) + " bytes; it was stopped.";
      case Kind::pass:
      case Kind::not_started:
        break;
    }
    return "";
  }

  static constexpr std::uint64_t kMaxShrinkRuns = 2000;
  static constexpr std::uint64_t kMaxShrinkTimeouts = 8;

  std::vector<std::string> argv_;
  const CheckCommand& command_;
  ProcessLimits limits_;
  std::uint64_t runs_ = 0;
};

/// The interpreter a python3 found on PATH runs, asked once: version-manager shims (pyenv, asdf) are scripts
/// that take a good part of a second to start, on every board. The shim itself when asking fails.
std::string interpreter_behind(const std::string& python) {
  ProcessLimits limits;
  limits.timeout = std::chrono::seconds(30);
  const ProcessResult asked = run_process({python, "-c", "import sys; print(sys.executable)"}, "", limits);
  std::string path = asked.output;
  while (!path.empty() && (path.back() == '\n' || path.back() == '\r')) path.pop_back();
  const bool ok = asked.end == ProcessResult::End::exited && asked.exit_code == 0;
  return ok && !path.empty() && !find_executable(path).empty() ? path : python;
}

int run(const CheckCommand& command) {
  std::vector<std::string> argv = command.command;
  if (!command.leetcode.empty()) {
    if (!argv.empty()) return usage_error("check", "give either --leetcode FILE or a command after '--', not both");
    if (!std::ifstream(command.leetcode)) return usage_error("check", "cannot read '" + command.leetcode + "'");
    const std::string python = find_executable("python3");
    if (python.empty()) {
      std::fprintf(stderr,
                   "snl check: error: --leetcode runs the solution with python3, and there is no python3 on PATH.\n"
                   "Install Python 3, or run the solution as a command of your own: snl check -- CMD [ARGS...]\n");
      return kUsage;
    }
    argv = {interpreter_behind(python), "-c", kLeetCodeWrapper, command.leetcode};
  }
  if (argv.empty()) return usage_error("check", "give the command to check after '--' (snl check -- CMD [ARGS...]) or --leetcode FILE");
  return Checker(std::move(argv), command).run();
}

}  // namespace

void add_check(CLI::App& app, Action& action) {
  auto command = std::make_shared<CheckCommand>();
  CLI::App* sub = app.add_subcommand(
      "check", "Run a solution on generated boards; show the smallest board where it goes wrong");
  sub->add_option("CMD", command->command,
                  "The program to check and its arguments, after '--': it reads one board (grid format) on standard "
                  "input and prints the least number of rolls");
  sub->add_option("--boards", command->boards, "Number of boards to try (default 500)")
      ->check(whole_number(1, 1'000'000'000));
  sub->add_option("--seed", command->seed, "Seed of the boards (default 1); the same seed tries the same boards")
      ->check(whole_number(0, std::numeric_limits<std::uint64_t>::max()));
  sub->add_option("--max-n", command->max_n, "Largest side of a board (default 10, at most 1000)")
      ->check(whole_number(1, 1000));
  sub->add_option("--timeout", command->timeout, "Seconds the program may take on one board (default 5)")
      ->check(real_number(0.001, 86400, "a number of seconds"));
  sub->add_option("--leetcode", command->leetcode,
                  "A LeetCode-style Python file (class Solution, snakesAndLadders(self, board)) to run with python3");
  sub->callback([command, &action] { action = [command] { return run(*command); }; });
}

}  // namespace snl::cli
