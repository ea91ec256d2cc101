// tests/cli/check_test.cpp — `snl check` end to end, running the built snl on programs of its own: the correct
// solution passes; each classic mistake (programs/solutions.cpp) is caught, and the board shown has n ≤ 4, its
// right answer is snl's, and the mistaken program really goes wrong on it; hangs, crashes, silence, words,
// exit codes and floods are each reported as such, within the timeout, leaving no process behind; usage errors;
// reproducibility; --leetcode with python3 (and without it).
#include <signal.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "child.hpp"
#include "judge/process.hpp"
#include "leftovers.hpp"
#include "snl/board.hpp"
#include "snl/check.hpp"
#include "snl/mistakes.hpp"
#include "snl/parse.hpp"
#include "snl/solve.hpp"
#include "snl/write.hpp"

namespace {

using namespace std::chrono_literals;
/// The largest side a check draws by default (snl/check.hpp).
const std::string kLargest = std::to_string(snl::kDefaultCheckMaxSide);
using snl::judge::ProcessResult;

struct Outcome {
  int code = -1;
  std::string out;
  std::string err;
  std::chrono::nanoseconds elapsed{};
};

Outcome snl_run(std::vector<std::string> args) {
  args.insert(args.begin(), SNL_EXE);
  snl::judge::ProcessLimits limits;
  limits.timeout = 120s;
  limits.max_output = 1 << 20;
  limits.max_error = 1 << 20;
  const ProcessResult result = snl::judge::run_process(args, "", limits);
  EXPECT_EQ(result.end, ProcessResult::End::exited) << "snl did not exit normally";
  return {result.exit_code, result.output, result.error_output, result.elapsed};
}

Outcome check(std::vector<std::string> options, const std::vector<std::string>& command) {
  options.insert(options.begin(), "check");
  options.push_back("--");
  options.insert(options.end(), command.begin(), command.end());
  return snl_run(options);
}

/// The board a failure report shows, read back with snl's own parser.
std::optional<snl::Board> reported_board(const std::string& out) {
  const std::string marker = "in the grid format:\n";
  const std::size_t begin = out.find(marker);
  const std::size_t end = out.find("Right answer: ");
  if (begin == std::string::npos || end == std::string::npos) return std::nullopt;
  const std::size_t from = begin + marker.size();
  return snl::parse_boards(out.substr(from, end - from), "report", snl::Format::grid).at(0);
}

std::optional<std::int64_t> reported_answer(const std::string& out) {
  const std::size_t at = out.find("Right answer: ");
  if (at == std::string::npos) return std::nullopt;
  return std::stoll(out.substr(at + 14));
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

using leftovers::pid_file;

void expect_no_process_left(const std::string& pids_path) {
  const std::vector<pid_t> pids = leftovers::pids_in(pids_path);
  ASSERT_EQ(pids.size(), 2U) << "the program did not record its pids";
  leftovers::expect_gone(pids);
}

class ClassicMistake : public ::testing::TestWithParam<const char*> {};

}  // namespace

TEST(Check, CorrectSolutionPasses) {
  const Outcome run = check({"--boards", "300", "--timeout", "5"}, {SNL_SOLUTIONS, "correct"});
  EXPECT_EQ(run.code, 0) << run.out << run.err;
  EXPECT_TRUE(run.out.starts_with("check: 300 boards passed (seed 1, sides 1.." + kLargest + ", constraints any)\n"
                                   "Time per board: median ")) << run.out;
  EXPECT_EQ(run.err, "");  // no progress when standard error is not a terminal
}

TEST_P(ClassicMistake, FoundShrunkAndExplained) {
  const Outcome run = check({"--boards", "300", "--timeout", "5"}, {SNL_SOLUTIONS, GetParam()});
  ASSERT_EQ(run.code, 1) << run.out << run.err;
  const std::optional<snl::Board> board = reported_board(run.out);
  ASSERT_TRUE(board) << run.out;
  EXPECT_LE(board->side(), 4U) << run.out;
  const std::int64_t right = snl::solve(*board).rolls;
  EXPECT_EQ(reported_answer(run.out), right) << run.out;
  EXPECT_TRUE(contains(run.out, right == -1 ? "cannot be reached" : "Total: ")) << run.out;

  // The board shown is a real counterexample: the program goes wrong on it when run by itself.
  snl::judge::ProcessLimits limits;
  limits.timeout = 1s;
  const ProcessResult again =
      snl::judge::run_process({SNL_SOLUTIONS, GetParam()}, snl::to_text(*board, snl::Format::grid), limits);
  if (contains(run.out, "check: wrong answer")) {
    ASSERT_EQ(again.end, ProcessResult::End::exited);
    EXPECT_NE(std::stoll(again.output), right);
    EXPECT_TRUE(contains(run.out, "The program printed: " + std::to_string(std::stoll(again.output)) + "\n"));
  } else {
    EXPECT_TRUE(contains(run.out, "check: time limit exceeded")) << run.out;
    EXPECT_EQ(again.end, ProcessResult::End::timed_out);
  }
}

INSTANTIATE_TEST_SUITE_P(Check, ClassicMistake,
                         ::testing::Values("follow-chains", "greedy", "mark-landed", "snake-on-last-wins",
                                           "take-first-jump", "rows-backwards", "minus-one-for-one"));

TEST(Check, DiagnosisThroughACommand) {
  // programs/solutions.cpp's variants are mistakes of the catalogue (its mark-landed is another one: it never ends
  // where the finish cannot be reached, and is not here).
  const std::vector<std::pair<std::string, snl::Mistake>> cases{
      {"follow-chains", snl::Mistake::chained_jumps},       {"greedy", snl::Mistake::greedy_farthest},
      {"snake-on-last-wins", snl::Mistake::snake_on_last_finishes}, {"take-first-jump", snl::Mistake::first_square_jump},
      {"rows-backwards", snl::Mistake::rows_reversed},      {"minus-one-for-one", snl::Mistake::minus_one_for_one}};
  for (const auto& [variant, mistake] : cases) {
    const Outcome run = check({"--boards", "300"}, {SNL_SOLUTIONS, variant});
    EXPECT_EQ(run.code, 1) << variant;
    EXPECT_TRUE(contains(run.out, "Your answers match a solution that " + std::string(snl::info(mistake).does) + "."))
        << variant << ":\n" << run.out;
  }
}

TEST(Check, HangReportedWithinTheTimeoutAndNothingLeft) {
  const std::string pids = pid_file("hang");
  // 2 s: long enough for the program to start and record its pids even under ASan on a loaded machine (0.3 s
  // was not, in CI); each still-hanging board of the shrink costs one timeout, at most 9 in all.
  const Outcome run = check({"--boards", "5", "--timeout", "2"}, {SNL_MISBEHAVE, "hang", pids});
  EXPECT_EQ(run.code, 1);
  EXPECT_TRUE(contains(run.out, "check: time limit exceeded on board 1 of 5 (seed 1, constraints any)\n")) << run.out;
  EXPECT_TRUE(contains(run.out, "The program did not finish within 2 s; it was stopped. (A command is started afresh "
                                "for each board: its start-up counts in this time.)\n")) << run.out;
  EXPECT_LT(run.elapsed, 25s);
  expect_no_process_left(pids);
}

TEST(Check, OrphansAreKilled) {
  const std::string pids = pid_file("orphan");
  const Outcome run = check({"--boards", "20"}, {SNL_MISBEHAVE, "orphan", pids});
  EXPECT_EQ(run.code, 1);  // it always answers 0
  EXPECT_TRUE(contains(run.out, "check: wrong answer")) << run.out;
  EXPECT_LT(run.elapsed, 10s);
  expect_no_process_left(pids);
}

TEST(Check, DescendantsThatLeftTheGroupAreKilled) {
  const std::string pids = pid_file("setsid");
  const Outcome run = check({"--boards", "5"}, {SNL_MISBEHAVE, "setsid", pids});
  EXPECT_EQ(run.code, 1);  // it always answers 0
  EXPECT_TRUE(contains(run.out, "check: wrong answer")) << run.out;
  EXPECT_LT(run.elapsed, 20s);
  const std::vector<pid_t> left = leftovers::pids_in(pids);
  ASSERT_GE(left.size(), 14U) << "two runs at least";
  leftovers::expect_gone(left);
}

TEST(Check, Crash) {
  const Outcome run = check({"--boards", "5"}, {SNL_MISBEHAVE, "crash"});
  EXPECT_EQ(run.code, 1);
  EXPECT_TRUE(contains(run.out, "check: runtime error on board 1 of 5 (seed 1, constraints any)\n")) << run.out;
  EXPECT_TRUE(contains(run.out, "The program crashed: killed by SIGSEGV (segmentation fault).\n")) << run.out;
}

TEST(Check, EachOtherFailureNamed) {
  struct Case {
    const char* mode;
    std::vector<std::string> expected;
  };
  const std::vector<Case> cases{
      {"silent", {"check: presentation error on board 1", "The program printed nothing (it exited with code 0).\n"}},
      {"words",
       {"check: presentation error on board 1",
        "The program printed something that is not one integer: 'the answer is 4\\n'\n"}},
      {"exit3",
       {"check: runtime error on board 1", "The program exited with code 3; it printed: '4\\n'\n",
        "Its standard error:\nmisbehave: giving up\n"}},
      {"flood", {"check: output limit exceeded on board 1", "The program printed more than 65536 bytes; it was stopped.\n"}},
  };
  for (const Case& c : cases) {
    const Outcome run = check({"--boards", "5"}, {SNL_MISBEHAVE, c.mode});
    EXPECT_EQ(run.code, 1) << c.mode;
    for (const std::string& part : c.expected) EXPECT_TRUE(contains(run.out, part)) << c.mode << ":\n" << run.out;
    const std::optional<snl::Board> board = reported_board(run.out);
    ASSERT_TRUE(board) << run.out;
    EXPECT_EQ(board->side(), 1U);  // it fails on every board, so the first (1x1) is the smallest
  }
}

TEST(Check, MemoryLimitOnACommand) {
  if (snl::judge::find_executable("python3").empty()) GTEST_SKIP() << "python3 is not installed";
  const Outcome run = check({"--boards", "3", "--memory", "64"}, {"python3", "-c", "bytearray(1 << 30)"});
  EXPECT_EQ(run.code, 1);
  EXPECT_TRUE(contains(run.out, "check: memory limit exceeded on board 1 of 3")) << run.out;
  EXPECT_TRUE(contains(run.out, "It ran out of memory (limit 64 MiB).")) << run.out;
  EXPECT_TRUE(contains(run.out, "MemoryError")) << run.out;
}

TEST(Check, Reproducible) {
  const Outcome first = check({"--boards", "100", "--seed", "99"}, {SNL_SOLUTIONS, "follow-chains"});
  const Outcome second = check({"--boards", "100", "--seed", "99"}, {SNL_SOLUTIONS, "follow-chains"});
  EXPECT_EQ(first.code, 1);
  // The same report but for the line of measured times and memory, which is this run's.
  const auto without_measures = [](std::string text) {
    const std::size_t at = text.find("Time per board: ");
    if (at != std::string::npos) text.erase(at, text.find('\n', at) + 1 - at);
    return text;
  };
  EXPECT_TRUE(contains(first.out, "Time per board: ")) << first.out;
  EXPECT_EQ(without_measures(first.out), without_measures(second.out));
  EXPECT_TRUE(contains(first.out, "(seed 99, constraints any)")) << first.out;
}

TEST(Check, UsageErrors) {
  Outcome run = check({}, {"/nonexistent/solution"});
  EXPECT_EQ(run.code, 2);
  EXPECT_EQ(run.err, "snl check: error: cannot run '/nonexistent/solution': No such file or directory\n");
  EXPECT_EQ(run.out, "");

  run = snl_run({"check"});
  EXPECT_EQ(run.code, 2);
  EXPECT_TRUE(contains(run.err, "snl check: error: give the command to check after '--'")) << run.err;
  EXPECT_TRUE(contains(run.err, "Run 'snl check --help' for more information.")) << run.err;

  run = snl_run({"check", "--boards", "0", "--", "true"});
  EXPECT_EQ(run.code, 2);

  run = snl_run({"check", "--leetcode", "/nonexistent/solution.py"});
  EXPECT_EQ(run.code, 2);
  EXPECT_TRUE(contains(run.err, "cannot read '/nonexistent/solution.py'")) << run.err;

  run = snl_run({"check", "--leetcode", SNL_CHECK_PYTHON "/correct.py", "--", "true"});
  EXPECT_EQ(run.code, 2);
  EXPECT_TRUE(contains(run.err, "not both")) << run.err;
}

TEST(Check, LeetCodeWithoutPython) {
  snl::judge::ProcessLimits limits;
  limits.timeout = 30s;
  const ProcessResult result = snl::judge::run_process(
      {"/usr/bin/env", "PATH=/nonexistent", SNL_EXE, "check", "--leetcode", SNL_CHECK_PYTHON "/correct.py"}, "",
      limits);
  EXPECT_EQ(result.end, ProcessResult::End::exited);
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_TRUE(contains(result.error_output, "there is no python3 on PATH")) << result.error_output;
}

TEST(Check, LeetCodeCorrectSolution) {
  if (snl::judge::find_executable("python3").empty()) GTEST_SKIP() << "python3 is not installed";
  // The known hard boards, whose last ones have the largest side (as many as the catalogue has mistakes, and more).
  const std::string boards =
      std::to_string(snl::known_hard_boards(snl::Constraints::leetcode, snl::kDefaultCheckMaxSide).size());
  const Outcome run = snl_run({"check", "--boards", boards, "--leetcode", SNL_CHECK_PYTHON "/correct.py"});
  EXPECT_EQ(run.code, 0) << run.out << run.err;
  EXPECT_TRUE(run.out.starts_with("check: " + boards + " boards passed (seed 1, sides 2.." + kLargest + ", constraints leetcode)\n"
                                   "Time per board: median ")) << run.out;
}

TEST(Check, LeetCodeFaultySolution) {
  if (snl::judge::find_executable("python3").empty()) GTEST_SKIP() << "python3 is not installed";
  const Outcome run = snl_run({"check", "--boards", "100", "--leetcode", SNL_CHECK_PYTHON "/faulty.py"});
  ASSERT_EQ(run.code, 1) << run.out << run.err;
  EXPECT_TRUE(contains(run.out, "check: wrong answer")) << run.out;
  const std::optional<snl::Board> board = reported_board(run.out);
  ASSERT_TRUE(board) << run.out;
  EXPECT_LE(board->side(), 4U);
}

TEST(Check, LeetCodeFileWithoutSolution) {
  if (snl::judge::find_executable("python3").empty()) GTEST_SKIP() << "python3 is not installed";
  const Outcome run = snl_run({"check", "--boards", "5", "--leetcode", SNL_CHECK_PYTHON "/no_solution.py"});
  EXPECT_EQ(run.code, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_TRUE(contains(run.err, "snl check: cannot load " SNL_CHECK_PYTHON "/no_solution.py (exit code 1):\n"))
      << run.err;
  EXPECT_TRUE(contains(run.err, "no_solution.py: no class Solution in this file")) << run.err;
  const Outcome other = snl_run({"check", "--leetcode", SNL_CHECK_PYTHON "/../CMakeLists.txt"});
  EXPECT_EQ(other.code, 2);
  EXPECT_TRUE(contains(other.err, "--leetcode takes a .py, .c, .cpp, .java, .js or .go file")) << other.err;
}

TEST(Check, ProgressOnATerminal) {
  // script(1) runs snl on a pseudo-terminal: the progress line appears there, rewritten in place, and is cleared.
  const std::string script = snl::judge::find_executable("script");
  if (script.empty()) GTEST_SKIP() << "script (util-linux) is not installed";
  snl::judge::ProcessLimits limits;
  limits.timeout = 60s;
  const std::string command = std::string(SNL_EXE) + " check --boards 30 -- " + SNL_SOLUTIONS + " correct";
  const ProcessResult result = snl::judge::run_process({script, "-qec", command, "/dev/null"}, "", limits);
  ASSERT_EQ(result.end, ProcessResult::End::exited);
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_TRUE(contains(result.output, "\rcheck: board 1/30 (")) << result.output;
  EXPECT_TRUE(contains(result.output, "\r\x1b[Kcheck: 30 boards passed (seed 1, sides 1.." + kLargest + ", constraints any)")) << result.output;
}

// Issue 36: snl check owns its children to the end.

class Interrupt : public ::testing::TestWithParam<int> {};

TEST_P(Interrupt, StopsEverything) {
  const int signal = GetParam();
  const std::string pids = pid_file("interrupt-" + std::to_string(signal));
  snl::test::Child snl({SNL_EXE, "check", "--boards", "3", "--timeout", "60", "--", SNL_MISBEHAVE, "hang", pids});
  ASSERT_TRUE(snl.started());
  ASSERT_EQ(leftovers::wait_for_pids(pids, 2, 60s).size(), 2U) << "the program did not start";
  const auto signalled = std::chrono::steady_clock::now();
  snl.signal(signal);
  const std::optional<int> code = snl.wait(10s);
  ASSERT_TRUE(code) << "snl check did not end within 10 s of the signal";
  EXPECT_EQ(*code, 128 + signal);
  EXPECT_LT(std::chrono::steady_clock::now() - signalled, 5s);
  EXPECT_TRUE(contains(snl.error_output(), "snl check: stopped by " + snl::judge::describe_signal(signal) +
                                               "; the programs it started were ended"));
  expect_no_process_left(pids);
}

INSTANTIATE_TEST_SUITE_P(Check, Interrupt, ::testing::Values(SIGINT, SIGTERM, SIGHUP),
                         [](const auto& param_info) {
                           return param_info.param == SIGINT ? "SIGINT" : param_info.param == SIGTERM ? "SIGTERM" : "SIGHUP";
                         });

TEST(Check, ProgramCannotStopTheChecker) {
  // Before the watchdog this hung for good: SIGSTOP cannot be caught.
  const Outcome run = check({"--boards", "3"}, {"sh", "-c", "kill -STOP $PPID; cat > /dev/null; echo 0"});
  EXPECT_EQ(run.code, 1) << run.out << run.err;
  EXPECT_TRUE(contains(run.out, "check: wrong answer on board 1")) << run.out;
  EXPECT_TRUE(contains(run.err, "snl check: something stopped snl check ")) << run.err;
  EXPECT_TRUE(contains(run.err, "(SIGSTOP); it was resumed\n")) << run.err;
}

TEST(Check, ProgramCannotTerminateTheChecker) {
  const std::string pids = pid_file("terminate");
  const Outcome run = check({"--boards", "2", "--timeout", "0.5"},
                            {"sh", "-c", "kill -TERM $PPID; kill -INT $PPID; kill -HUP $PPID; echo $$ >> " + pids +
                                             "; exec sleep 100000"});
  EXPECT_EQ(run.code, 1) << run.out << run.err;
  EXPECT_TRUE(contains(run.out, "check: time limit exceeded on board 1 of 2")) << run.out;
  EXPECT_TRUE(contains(run.err, "snl check: the program under test sent snl check ")) << run.err;
  // Which of the three is handled last depends on when each arrives: pending ones are delivered lowest number first.
  EXPECT_TRUE(contains(run.err, "(the last SIGHUP (") || contains(run.err, "(the last SIGINT (") ||
              contains(run.err, "(the last SIGTERM (")) << run.err;
  const std::vector<pid_t> left = leftovers::pids_in(pids);
  EXPECT_GE(left.size(), 1U);
  leftovers::expect_gone(left);
}

TEST(Check, SaveWritesNewFilesOnly) {
  const std::string dir = ::testing::TempDir() + "snl-save-" + std::to_string(::getpid());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir + "/save");
  std::ofstream(dir + "/victim.txt") << "precious\n";
  std::filesystem::create_symlink("../victim.txt", dir + "/save/board-1.grid");
  const std::vector<std::string> wrong{"sh", "-c", "cat > /dev/null; echo 0"};
  Outcome run = check({"--boards", "2", "--save", dir + "/save"}, wrong);
  EXPECT_EQ(run.code, 1);
  EXPECT_TRUE(contains(run.err, "snl check: error: cannot write '" + dir + "/save/board-1.grid': File exists "
                                "(--save writes new files only: give it an empty folder)\n")) << run.err;
  std::ifstream victim(dir + "/victim.txt");
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(victim), std::istreambuf_iterator<char>()), "precious\n");
  // A file of the user's is not overwritten either; an empty folder gets both files.
  std::filesystem::remove(dir + "/save/board-1.grid");
  std::ofstream(dir + "/save/board-1-shrunk.grid") << "mine\n";
  run = check({"--boards", "2", "--save", dir + "/save"}, wrong);
  EXPECT_EQ(run.code, 1);
  EXPECT_TRUE(contains(run.err, "cannot write '" + dir + "/save/board-1-shrunk.grid': File exists")) << run.err;
  std::ifstream mine(dir + "/save/board-1-shrunk.grid");
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(mine), std::istreambuf_iterator<char>()), "mine\n");
  run = check({"--boards", "2", "--save", dir + "/fresh"}, wrong);
  EXPECT_EQ(run.code, 1);
  EXPECT_EQ(run.err, "");
  EXPECT_TRUE(std::filesystem::is_regular_file(dir + "/fresh/board-1.grid"));
  EXPECT_TRUE(std::filesystem::is_regular_file(dir + "/fresh/board-1-shrunk.grid"));
  std::filesystem::remove_all(dir);
}
