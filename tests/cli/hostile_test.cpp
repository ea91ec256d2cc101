// tests/cli/hostile_test.cpp — issue 51: `snl check --leetcode` against solutions that attack the checker
// (tests/cli/solutions/hostile/): signals sent to snl check with a setsid child left running, a folder locked with
// chmod 0 (passing, crashing, interrupted), the answers' descriptor closed, a start-up that never ends, and a
// solution slow only after its first call (a time difference is not kept state). Each ends in a verdict, with no
// process and nothing in snl's temporary folder left behind (TMPDIR is a fresh folder, empty again afterwards). A
// language that is not installed skips its test, visibly.
#include <signal.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "child.hpp"
#include "judge/process.hpp"
#include "leftovers.hpp"

namespace {

using namespace std::chrono_literals;
using snl::judge::ProcessResult;

const std::string kHostile = std::string(SNL_CHECK_SOLUTIONS) + "/hostile/";

struct Outcome {
  int code = -1;
  std::string out;
  std::string err;
  std::chrono::nanoseconds elapsed{};
};

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

bool has(const char* tool) { return !snl::judge::find_executable(tool).empty(); }

/// The tool a solution file needs, when it is missing ("" when it is there).
std::string missing_tool(const std::string& file) {
  const std::string ext = std::filesystem::path(file).extension().string();
  const char* tool = ext == ".py" ? "python3" : ext == ".c" ? "gcc" : ext == ".go" ? "go" : "";
  return has(tool) ? "" : tool;
}

/// A fresh, empty folder for TMPDIR: what snl check leaves there is seen.
std::string fresh_folder(const std::string& name) {
  const std::string dir = ::testing::TempDir() + "snl-hostile-" + name + "-" + std::to_string(::getpid());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

/// What is left in `dir` (names), after giving every folder in it u+rwx so that the test can look and clean up.
std::vector<std::string> left_in(const std::string& dir) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) names.push_back(entry.path().filename().string());
  snl::judge::run_process({"chmod", "-R", "u+rwx", dir}, "", {});
  return names;
}

/// Root ignores modes: snl is run without the capabilities that let it (as an ordinary user is), through setpriv.
std::vector<std::string> as_an_ordinary_user() {
  if (::geteuid() != 0) return {};
  return {"setpriv", "--bounding-set", "-dac_override,-dac_read_search,-fowner"};
}

/// snl check on a hostile file, TMPDIR a fresh folder and $SNL_TEST_PIDS a fresh pid file; after it, nothing of it may
/// run and its temporary folder must be gone.
Outcome check_hostile(const std::string& file, std::vector<std::string> options, bool ordinary_user = false) {
  const std::string tmp = fresh_folder(file);
  const std::string pids = leftovers::pid_file("hostile-" + file);
  std::vector<std::string> args{"/usr/bin/env", "TMPDIR=" + tmp, "SNL_TEST_PIDS=" + pids};
  if (ordinary_user) {
    for (const std::string& arg : as_an_ordinary_user()) args.push_back(arg);
  }
  args.insert(args.end(), {SNL_EXE, "check"});
  args.insert(args.end(), options.begin(), options.end());
  args.insert(args.end(), {"--leetcode", kHostile + file});
  snl::judge::ProcessLimits limits;
  limits.timeout = 300s;
  limits.max_output = 1 << 22;
  limits.max_error = 1 << 22;
  const ProcessResult result = snl::judge::run_process(args, "", limits);
  EXPECT_EQ(result.end, ProcessResult::End::exited) << "snl did not exit normally";
  leftovers::expect_gone(leftovers::pids_in(pids));
  leftovers::expect_none_using(tmp);
  EXPECT_EQ(left_in(tmp), std::vector<std::string>{}) << "snl check left its temporary folder in " << tmp;
  std::filesystem::remove_all(tmp);
  return {result.exit_code, result.output, result.error_output, result.elapsed};
}

class SignalsToTheChecker : public ::testing::TestWithParam<std::string> {};
class ClosedAnswers : public ::testing::TestWithParam<std::string> {};

std::string language_name(const ::testing::TestParamInfo<std::string>& info) {
  return std::filesystem::path(info.param).extension().string().substr(1);
}

}  // namespace

// Before: exit 138 (SIGUSR1), no report, the folder and the setsid child left behind.
TEST_P(SignalsToTheChecker, AreIgnoredAndNothingIsLeft) {
  if (const std::string tool = missing_tool(GetParam()); !tool.empty()) GTEST_SKIP() << tool << " is not installed here";
  const Outcome run = check_hostile(GetParam(), {"--boards", "3", "--compile-timeout", "600"});
  EXPECT_EQ(run.code, 1) << run.out << run.err;
  EXPECT_TRUE(contains(run.out, "check: wrong answer on board 1 of 3")) << run.out;
  EXPECT_TRUE(contains(run.err, "snl check: the program under test sent snl check ")) << run.err;
}

INSTANTIATE_TEST_SUITE_P(Hostile, SignalsToTheChecker, ::testing::Values("signals.c", "signals.go"), language_name);

// Before: passed (exit 0) and left its temporary folder, silently.
TEST(Hostile, LockedFolderIsRemoved) {
  if (!has("python3")) GTEST_SKIP() << "python3 is not installed here";
  if (::geteuid() == 0 && !has("setpriv")) GTEST_SKIP() << "running as root, and no setpriv to run snl as a user";
  const Outcome run = check_hostile("locked.py", {"--boards", "20"}, true);
  EXPECT_EQ(run.code, 0) << run.out << run.err;
  EXPECT_TRUE(contains(run.out, "check: 20 boards passed")) << run.out;
  EXPECT_EQ(run.err, "");
}

// Before: exit 2, "cannot make an empty working directory", no verdict.
TEST(Hostile, LockedFolderThenACrashRestartsTheHarness) {
  if (!has("python3")) GTEST_SKIP() << "python3 is not installed here";
  if (::geteuid() == 0 && !has("setpriv")) GTEST_SKIP() << "running as root, and no setpriv to run snl as a user";
  const Outcome run = check_hostile("locked-crash.py", {"--boards", "5"}, true);
  EXPECT_EQ(run.code, 1) << run.out << run.err;
  EXPECT_TRUE(contains(run.out, "check: runtime error on board 1 of 5")) << run.out;
  EXPECT_TRUE(contains(run.out, "The solution ended the program (exit code 7).")) << run.out;
  EXPECT_FALSE(contains(run.err, "cannot make an empty working directory")) << run.err;
}

// Before: "its temporary files removed" was said, and the folder was left.
TEST(Hostile, InterruptedWithALockedFolderRemovesItBeforeSayingSo) {
  if (!has("python3")) GTEST_SKIP() << "python3 is not installed here";
  if (::geteuid() == 0 && !has("setpriv")) GTEST_SKIP() << "running as root, and no setpriv to run snl as a user";
  const std::string tmp = fresh_folder("interrupt-locked");
  const std::string pids = leftovers::pid_file("interrupt-locked");
  std::vector<std::string> args{"/usr/bin/env", "TMPDIR=" + tmp, "SNL_TEST_PIDS=" + pids};
  for (const std::string& arg : as_an_ordinary_user()) args.push_back(arg);
  args.insert(args.end(), {SNL_EXE, "check", "--boards", "3", "--timeout", "60", "--leetcode", kHostile + "locked-sleeper.py"});
  snl::test::Child snl(args);
  ASSERT_TRUE(snl.started());
  ASSERT_EQ(leftovers::wait_for_pids(pids, 1, 120s).size(), 1U) << "the solution did not start";
  snl.signal(SIGINT);
  const std::optional<int> code = snl.wait(10s);
  ASSERT_TRUE(code) << "snl check did not end within 10 s of the signal";
  EXPECT_EQ(*code, 130);
  EXPECT_TRUE(contains(snl.error_output(), "the programs it started were ended and its temporary files removed\n"))
      << snl.error_output();
  leftovers::expect_gone(leftovers::pids_in(pids));
  EXPECT_EQ(left_in(tmp), std::vector<std::string>{}) << "snl check left its temporary folder in " << tmp;
  std::filesystem::remove_all(tmp);
}

// Before (C): "time limit exceeded" after the whole timeout (20 s here).
TEST_P(ClosedAnswers, GetAPromptRuntimeError) {
  if (const std::string tool = missing_tool(GetParam()); !tool.empty()) GTEST_SKIP() << tool << " is not installed here";
  const Outcome run = check_hostile(GetParam(), {"--boards", "3", "--timeout", "20"});
  EXPECT_EQ(run.code, 1) << run.out << run.err;
  EXPECT_TRUE(contains(run.out, "check: runtime error on board 1 of 3")) << run.out;
  EXPECT_LT(run.elapsed, 15s) << "a timeout, or close to one";
}

INSTANTIATE_TEST_SUITE_P(Hostile, ClosedAnswers, ::testing::Values("closes-answers.c", "closes-answers.py"),
                         language_name);

TEST(Hostile, ClosedAnswersAreSaidAsSuch) {
  if (!has("gcc")) GTEST_SKIP() << "gcc is not installed here";
  const Outcome run = check_hostile("closes-answers.c", {"--boards", "3", "--timeout", "20"});
  EXPECT_TRUE(contains(run.out, "The solution closed the descriptor its answers go back on, so it could not answer; "
                                "it was stopped.")) << run.out;
}

// Before: "cannot load FILE" after 60 s, and nothing about why.
TEST(Hostile, NeverReadyIsSaidWithTheReason) {
  if (!has("python3")) GTEST_SKIP() << "python3 is not installed here";
  const Outcome run = check_hostile("never-ready.py", {"--boards", "3", "--timeout", "0.5"});
  EXPECT_EQ(run.code, 1) << run.out << run.err;
  EXPECT_TRUE(contains(run.err, "never-ready.py: it did not say it was ready within 10.5 s (loading the runtime and "
                                "running the file's top-level code); it was stopped. What it printed on standard "
                                "error:\nprecomputing a table...\n")) << run.err;
  EXPECT_LT(run.elapsed, 40s);
}

// Issue 51, finding 8: a time limit met alone in a fresh process but not in sequence was named "depends on earlier
// calls". The solution is correct and only slower after its first call (a deterministic model of a loaded machine).
TEST(Hostile, TimeDifferenceIsNotKeptState) {
  if (!has("python3")) GTEST_SKIP() << "python3 is not installed here";
  const Outcome run = check_hostile("slow-after-first-call.py", {"--boards", "5", "--timeout", "0.3", "--format", "json"});
  EXPECT_EQ(run.code, 1) << run.out << run.err;
  const nlohmann::json report = nlohmann::json::parse(run.out);
  ASSERT_EQ(report["failures"].size(), 1U) << run.out;
  const nlohmann::json& failure = report["failures"][0];
  EXPECT_EQ(failure["verdict"], "time limit exceeded") << failure.dump(2);
  EXPECT_EQ(failure["depends_on_earlier_calls"], false) << failure.dump(2);
  EXPECT_EQ(failure["mistakes"], nlohmann::json::array()) << failure.dump(2);
  EXPECT_FALSE(contains(run.out, "earlier calls: something is kept")) << run.out;
}
