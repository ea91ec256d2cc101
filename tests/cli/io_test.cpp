// tests/cli/io_test.cpp — nothing lost without a word: every command that prints fails (exit 1, "snl: error: cannot
// write to standard output: REASON") on a full device, a closed stdout, a closed pipe with SIGPIPE ignored and a disk
// that fills after 1 MiB (an LD_PRELOAD shim, programs/fault.cpp); a read error is an error with the answers before
// it kept (EIO after 256 KiB from the shim), with --jobs 1 and 2; a non-blocking stdin (programs/feed.cpp) is read
// to its end.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <string>
#include <vector>

#include "judge/process.hpp"

namespace {

using namespace std::chrono_literals;
using snl::judge::ProcessResult;

const std::string kSnl = SNL_EXE;
const std::string kExamples = SNL_EXAMPLES_DIR;

struct Outcome {
  int code = -1;
  std::string out;
  std::string err;
};

/// Runs `script` with sh, $0 being snl and $1.. the arguments; LD_PRELOAD=the fault shim is at hand as $SNL_FAULT.
Outcome shell(const std::string& script, std::vector<std::string> args = {}) {
  std::vector<std::string> argv{"/bin/sh", "-c",
                                "SNL_FAULT='" SNL_FAULT "'\n"
                                // The shim is not the first library under AddressSanitizer, which it checks.
                                "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0\"\n"
                                "export ASAN_OPTIONS\n" +
                                    script,
                                kSnl};
  argv.insert(argv.end(), args.begin(), args.end());
  snl::judge::ProcessLimits limits;
  limits.timeout = 120s;
  limits.max_output = std::size_t{64} << 20;
  limits.max_error = 1 << 16;
  const ProcessResult result = snl::judge::run_process(argv, "", limits);
  EXPECT_EQ(result.end, ProcessResult::End::exited) << result.error_output;
  return {result.exit_code, result.output, result.error_output};
}

/// A file in the test's temporary folder holding what `snl generate ARGS` prints.
std::string generated(const std::string& name, const std::string& args) {
  const std::string path = ::testing::TempDir() + "snl-io-" + name;
  const Outcome made = shell("\"$0\" generate " + args + " > \"$1\"", {path});
  EXPECT_EQ(made.code, 0) << made.err;
  return path;
}

const std::string kFull = "snl: error: cannot write to standard output: No space left on device\n";

std::size_t lines(const std::string& text) { return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')); }

TEST(Output, EveryCommandThatPrintsFailsOnAFullDevice) {
  const std::string board = kExamples + "/leetcode-6x6.grid";
  for (const std::string command : {"solve --route", "analyze", "analyze --format json", "render", "generate --count 10",
                                    "--help", "solve --help", "serve --help"}) {
    const std::string file = command.starts_with("generate") || command.ends_with("help") ? "" : " \"$1\"";
    const Outcome run = shell("exec \"$0\" " + command + file + " > /dev/full", {board});
    EXPECT_EQ(run.code, 1) << command;
    EXPECT_EQ(run.err, kFull) << command;
  }
}

TEST(Output, CheckFailsOnAFullDevice) {
  const Outcome run = shell("exec \"$0\" check --boards 3 -- '" SNL_SOLUTIONS "' correct > /dev/full");
  EXPECT_EQ(run.code, 1);
  EXPECT_EQ(run.err, kFull);
}

TEST(Output, AClosedStandardOutputIsAnError) {
  const std::string board = kExamples + "/leetcode-6x6.grid";
  for (const std::string command : {"solve", "analyze", "render", "generate"}) {
    const Outcome run = shell("exec \"$0\" " + command + " \"$1\" >&-", {command == "generate" ? "--count=2" : board});
    EXPECT_EQ(run.code, 1) << command;
    EXPECT_EQ(run.err, "snl: error: cannot write to standard output: Bad file descriptor\n") << command;
  }
}

TEST(Output, AClosedPipeWithSigpipeIgnoredIsAnError) {
  const std::string many = generated("pipe.grid", "--count 2000 --side 30");
  const Outcome run = shell("trap '' PIPE\n(\"$0\" solve --route \"$1\"; echo \"exit $?\" >&2) | head -c 1 > /dev/null",
                            {many});
  EXPECT_EQ(run.err, "snl: error: cannot write to standard output: Broken pipe\nexit 1\n");
}

TEST(Output, ADiskThatFillsAfterOneMebibyte) {
  const std::string many = generated("fills.jumps", "--count 300 --side 100 --jumps 0 --format jumps");
  const Outcome whole = shell("exec \"$0\" solve --route \"$1\"", {many});
  ASSERT_EQ(whole.code, 0);
  ASSERT_GT(whole.out.size(), std::size_t{3} << 20);
  for (const std::string jobs : {"1", "2"}) {
    const Outcome run = shell("SNL_FAULT_WRITE_AFTER=1048576 LD_PRELOAD=\"$SNL_FAULT\" exec \"$0\" solve --route -j \"$2\" \"$1\"",
                              {many, jobs});
    EXPECT_EQ(run.code, 1) << jobs;
    EXPECT_EQ(run.err, kFull) << jobs;
    EXPECT_EQ(run.out, whole.out.substr(0, 1 << 20)) << jobs;
  }
  const Outcome generate = shell("SNL_FAULT_WRITE_AFTER=1048576 LD_PRELOAD=\"$SNL_FAULT\" exec \"$0\" generate --side 1000");
  EXPECT_EQ(generate.code, 1);
  EXPECT_EQ(generate.err, kFull);
  EXPECT_EQ(generate.out.size(), std::size_t{1} << 20);
}

TEST(Input, AReadErrorIsAnErrorAndTheAnswersBeforeItAreKept) {
  const std::string boards = generated("eio.grid", "--count 1001 --side 16");
  const Outcome whole = shell("exec \"$0\" solve < \"$1\"", {boards});
  ASSERT_EQ(whole.code, 0);
  ASSERT_EQ(lines(whole.out), 1001U);
  for (const std::string jobs : {"1", "2"}) {
    const Outcome run = shell("SNL_FAULT_READ_AFTER=262144 LD_PRELOAD=\"$SNL_FAULT\" exec \"$0\" solve -j \"$2\" < \"$1\"",
                              {boards, jobs});
    EXPECT_EQ(run.code, 1) << jobs;
    EXPECT_EQ(run.err, "<stdin>: error: cannot read: Input/output error\n") << jobs;
    // Every board read whole before the failed read is answered, and only those: about a third of the file.
    EXPECT_GT(lines(run.out), 250U) << jobs;
    EXPECT_LT(lines(run.out), 400U) << jobs;
    EXPECT_EQ(run.out, whole.out.substr(0, run.out.size())) << jobs;
  }
}

TEST(Input, AReadErrorPastTheFirstBlockGivesWhatOneThreadGives) {
  // Past --jobs' first 4 MiB block, after pieces handed to the workers; and after a mistake, which comes first.
  const std::string boards = generated("eio-big.grid", "--count 8000 --side 16");
  const std::string bad = ::testing::TempDir() + "snl-io-eio-bad.grid";
  const Outcome made = shell("sed '30000s/$/ x/' \"$1\" > \"$2\"", {boards, bad});
  ASSERT_EQ(made.code, 0);
  for (const std::string& file : {boards, bad}) {
    std::vector<Outcome> runs;
    for (const std::string jobs : {"1", "2"}) {
      runs.push_back(shell("SNL_FAULT_READ_AFTER=5000000 LD_PRELOAD=\"$SNL_FAULT\" exec \"$0\" solve -j \"$2\" < \"$1\"",
                           {file, jobs}));
    }
    EXPECT_EQ(runs[0].code, 1);
    EXPECT_EQ(runs[1].code, 1);
    EXPECT_EQ(runs[0].err, file == bad ? "<stdin>:30000:50: error: expected the end of row 11 after 16 values, found 'x'\n"
                                       : "<stdin>: error: cannot read: Input/output error\n");
    EXPECT_EQ(runs[1].err, runs[0].err);
    EXPECT_EQ(runs[1].out, runs[0].out);
    EXPECT_GT(lines(runs[0].out), file == bad ? 1000U : 6000U);
  }
}

TEST(Input, ANonBlockingStandardInputIsReadToItsEnd) {
  const std::string boards = generated("nonblocking.grid", "--count 1001 --side 16");
  const Outcome whole = shell("exec \"$0\" solve < \"$1\"", {boards});
  ASSERT_EQ(lines(whole.out), 1001U);
  for (const std::string jobs : {"1", "2"}) {
    const Outcome run = shell("exec '" SNL_FEED "' \"$1\" 65536 5 \"$0\" solve -j \"$2\"", {boards, jobs});
    EXPECT_EQ(run.code, 0) << jobs << run.err;
    EXPECT_EQ(run.out, whole.out) << jobs;
  }
  const Outcome analyze = shell("exec '" SNL_FEED "' \"$1\" 7 5 \"$0\" analyze --format json", {kExamples + "/leetcode-6x6.jumps"});
  EXPECT_EQ(analyze.code, 0) << analyze.err;
  EXPECT_EQ(lines(analyze.out), 1U);
}

// Issue 36, item 11: `snl validate` held its whole input (1.5 GB of blank lines: 1.97 GB, then "out of memory");
// it streams like solve. 150 MB of blank lines under a 100 MB address-space limit reach their end.
TEST(Input, ValidateStreamsItsInput) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "AddressSanitizer reserves more address space than any `ulimit -v` leaves";
#else
  const Outcome r = shell("head -c 150000000 /dev/zero | tr '\\0' '\\n' | (ulimit -v 100000; exec \"$0\" validate)");
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(r.err, "<stdin>:150000001:1: error: expected a board (a grid size, '[' or 'size'), found end of input\n");
#endif
}

TEST(Input, ADirectorySaysSo) {
  const Outcome named = shell("exec \"$0\" solve \"$1\"", {kExamples});
  EXPECT_EQ(named.code, 1);
  EXPECT_EQ(named.err, kExamples + ": error: cannot read: Is a directory\n");
  const Outcome piped = shell("exec \"$0\" analyze < \"$1\"", {kExamples});
  EXPECT_EQ(piped.code, 1);
  EXPECT_EQ(piped.err, "<stdin>: error: cannot read: Is a directory\n");
}

}  // namespace
