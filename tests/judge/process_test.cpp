// tests/judge/process_test.cpp — judge/process.hpp: output and exit codes, crashes, timeouts, floods,
// programs that cannot start, that do not read their input or that leave children behind; and that no process
// of the program's group survives (checked through /proc after every run that starts one).
#include <signal.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "judge/interrupt.hpp"
#include "judge/process.hpp"
#include "leftovers.hpp"

namespace {

using snl::judge::ProcessLimits;
using snl::judge::ProcessResult;
using snl::judge::run_process;
using namespace std::chrono_literals;

ProcessLimits limits(std::chrono::milliseconds timeout) {
  ProcessLimits result;
  result.timeout = timeout;
  return result;
}

using leftovers::expect_gone;
using leftovers::pid_file;
using leftovers::pids_in;

}  // namespace

TEST(Process, PassesInputAndReadsOutput) {
  const ProcessResult result = run_process({"cat"}, "3\n-1 -1 -1\n", limits(5000ms));
  EXPECT_EQ(result.end, ProcessResult::End::exited);
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.output, "3\n-1 -1 -1\n");
}

TEST(Process, LargeInputBeyondThePipeBuffer) {
  const std::string input(3 << 20, 'x');
  const ProcessResult result = run_process({"wc", "-c"}, input, limits(10000ms));
  EXPECT_EQ(result.end, ProcessResult::End::exited);
  EXPECT_EQ(std::stoul(result.output), input.size());
}

TEST(Process, ExitCodeAndStandardError) {
  const ProcessResult result = run_process({SNL_MISBEHAVE, "exit3"}, "", limits(5000ms));
  EXPECT_EQ(result.end, ProcessResult::End::exited);
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_EQ(result.output, "4\n");
  EXPECT_EQ(result.error_output, "misbehave: giving up\n");
}

TEST(Process, Crash) {
  const ProcessResult result = run_process({SNL_MISBEHAVE, "crash"}, "1\n-1\n", limits(5000ms));
  EXPECT_EQ(result.end, ProcessResult::End::signaled);
  EXPECT_EQ(result.signal, SIGSEGV);
  EXPECT_EQ(snl::judge::describe_signal(SIGSEGV), "SIGSEGV (segmentation fault)");
  // The three a user stops snl check with are all named (SIGHUP was once "signal 1").
  EXPECT_EQ(snl::judge::describe_signal(SIGHUP), "SIGHUP (hangup)");
  EXPECT_EQ(snl::judge::describe_signal(SIGINT), "SIGINT (interrupted)");
  EXPECT_EQ(snl::judge::describe_signal(SIGTERM), "SIGTERM (terminated)");
  // And those a program under test may send to snl check (issue 51).
  EXPECT_EQ(snl::judge::describe_signal(SIGUSR1), "SIGUSR1 (user signal 1)");
  EXPECT_EQ(snl::judge::describe_signal(SIGRTMIN), "signal " + std::to_string(SIGRTMIN));
}

TEST(Process, TimeoutKillsTheWholeGroup) {
  const std::string pids = pid_file("hang");
  const ProcessResult result = run_process({SNL_MISBEHAVE, "hang", pids}, "1\n-1\n", limits(300ms));
  EXPECT_EQ(result.end, ProcessResult::End::timed_out);
  EXPECT_GE(result.elapsed, 300ms);
  EXPECT_LT(result.elapsed, 3s);
  ASSERT_EQ(pids_in(pids).size(), 2U);
  expect_gone(pids_in(pids));
}

TEST(Process, ChildHoldingTheOutputDoesNotKeepUsWaiting) {
  const std::string pids = pid_file("orphan");
  const ProcessResult result = run_process({SNL_MISBEHAVE, "orphan", pids}, "1\n-1\n", limits(5000ms));
  EXPECT_EQ(result.end, ProcessResult::End::exited);
  EXPECT_EQ(result.output, "0\n");
  EXPECT_LT(result.elapsed, 2s);
  ASSERT_EQ(pids_in(pids).size(), 2U);
  expect_gone(pids_in(pids));
}

TEST(Process, DescendantsThatLeftTheGroupAreKilled) {
  // Three children that call setsid, each with a child of its own: seven processes a run, five runs.
  const std::string pids = pid_file("setsid");
  for (int run = 0; run < 5; ++run) {
    const ProcessResult result = run_process({SNL_MISBEHAVE, "setsid", pids}, "1\n-1\n", limits(5000ms));
    EXPECT_EQ(result.end, ProcessResult::End::exited);
    EXPECT_EQ(result.output, "0\n");
    EXPECT_LT(result.elapsed, 2s) << "the escaped children hold the output pipe";
  }
  ASSERT_EQ(pids_in(pids).size(), 35U);
  expect_gone(pids_in(pids));
}

TEST(Process, DoubleForkedOrphansAreKilled) {
  const std::string pids = pid_file("daemon");
  const ProcessResult result = run_process({SNL_MISBEHAVE, "daemon", pids}, "1\n-1\n", limits(5000ms));
  EXPECT_EQ(result.end, ProcessResult::End::exited);
  EXPECT_LT(result.elapsed, 2s);
  ASSERT_EQ(pids_in(pids).size(), 3U);
  expect_gone(pids_in(pids));
}

TEST(Process, TooMuchOutputIsCutAndStopped) {
  ProcessLimits bounded = limits(5000ms);
  bounded.max_output = 1000;
  const ProcessResult result = run_process({SNL_MISBEHAVE, "flood"}, "", bounded);
  EXPECT_EQ(result.end, ProcessResult::End::too_much);
  EXPECT_EQ(result.output.size(), 1000U);
  EXPECT_LT(result.elapsed, 3s);
}

TEST(Process, StandardErrorIsBounded) {
  const ProcessResult result = run_process({SNL_MISBEHAVE, "noisy"}, "", limits(5000ms));
  EXPECT_EQ(result.end, ProcessResult::End::exited);
  EXPECT_EQ(result.output, "0\n");
  EXPECT_EQ(result.error_output.size(), ProcessLimits{}.max_error);
  EXPECT_TRUE(result.error_truncated);
}

TEST(Process, ProgramThatIgnoresItsInput) {
  const std::string input(1 << 20, '1');  // more than the pipe holds: writing must not block or kill us
  const ProcessResult result = run_process({SNL_MISBEHAVE, "ignore-input"}, input, limits(5000ms));
  EXPECT_EQ(result.end, ProcessResult::End::exited);
  EXPECT_EQ(result.output, "7\n");
}

TEST(Process, NotStarted) {
  ProcessResult result = run_process({"/nonexistent/solution"}, "", limits(5000ms));
  EXPECT_EQ(result.end, ProcessResult::End::not_started);
  EXPECT_EQ(result.error, "No such file or directory");
  result = run_process({"snl-no-such-program-on-path"}, "", limits(5000ms));
  EXPECT_EQ(result.end, ProcessResult::End::not_started);
}

TEST(Process, FindExecutable) {
  EXPECT_FALSE(snl::judge::find_executable("sh").empty());
  EXPECT_EQ(snl::judge::find_executable("snl-no-such-program-on-path"), "");
  EXPECT_EQ(snl::judge::find_executable(SNL_MISBEHAVE), SNL_MISBEHAVE);
  EXPECT_EQ(snl::judge::find_executable("/nonexistent/solution"), "");
}

TEST(Process, MemoryLimitIsAnRlimitOnTheChild) {
  ProcessLimits limited = limits(10000ms);
  limited.memory = std::size_t{64} << 20;
  // The shell reports the limit it runs under: RLIMIT_AS (ulimit -v, in KiB), or RLIMIT_DATA (ulimit -d).
  ProcessResult result = run_process({"sh", "-c", "ulimit -v"}, "", limited);
  EXPECT_EQ(result.output, "65536\n");
  limited.memory_as_data = true;
  result = run_process({"sh", "-c", "ulimit -d; ulimit -v"}, "", limited);
  EXPECT_EQ(result.output, "65536\nunlimited\n");
}

TEST(Conversation, LineAfterLine) {
  snl::judge::Conversation cat({"cat"}, limits(5000ms));
  ASSERT_TRUE(cat.started());
  for (const char* line : {"3", "-1 -1 -1", "x"}) {
    const auto reply = cat.ask(std::string(line) + "\n", 5s);
    EXPECT_EQ(reply.end, snl::judge::Conversation::Reply::End::line);
    EXPECT_EQ(reply.line, line);
  }
  EXPECT_TRUE(cat.alive());
}

TEST(Conversation, TimeoutStopsTheProgramAndItsChildren) {
  const std::string pids = pid_file("conversation");
  snl::judge::Conversation sleeper({"sh", "-c", "echo $$ >> " + pids + "; sleep 60 & echo $! >> " + pids + "; wait"},
                                 limits(5000ms));
  ASSERT_TRUE(sleeper.started());
  const auto reply = sleeper.ask("", 300ms);
  EXPECT_EQ(reply.end, snl::judge::Conversation::Reply::End::timed_out);
  EXPECT_FALSE(sleeper.alive());
  expect_gone(pids_in(pids));
}

TEST(Conversation, EndWithoutALine) {
  snl::judge::Conversation quits({"sh", "-c", "printf partial; echo oops >&2; exit 3"}, limits(5000ms));
  ASSERT_TRUE(quits.started());
  auto reply = quits.ask("", 5s);
  EXPECT_EQ(reply.end, snl::judge::Conversation::Reply::End::exited);
  EXPECT_EQ(reply.exit_code, 3);
  EXPECT_EQ(reply.line, "partial");
  EXPECT_EQ(quits.take_error_output(), "oops\n");
  snl::judge::Conversation crashes({"sh", "-c", "kill -SEGV $$"}, limits(5000ms));
  reply = crashes.ask("", 5s);
  EXPECT_EQ(reply.end, snl::judge::Conversation::Reply::End::signaled);
  EXPECT_EQ(reply.signal, SIGSEGV);
  snl::judge::Conversation missing({"/nonexistent/program"}, limits(5000ms));
  EXPECT_FALSE(missing.started());
  EXPECT_EQ(missing.error(), "No such file or directory");
}

TEST(Process, WorkingDirectory) {
  ProcessLimits in_tmp = limits(5000ms);
  in_tmp.directory = "/tmp";
  EXPECT_EQ(run_process({"pwd"}, "", in_tmp).output, "/tmp\n");
  in_tmp.directory = "/nonexistent/folder";
  const ProcessResult result = run_process({"pwd"}, "", in_tmp);
  EXPECT_EQ(result.end, ProcessResult::End::not_started);
  EXPECT_EQ(result.error, "No such file or directory");
}

TEST(Process, UsersSignalEndsTheWaitAndTheProgram) {
  const snl::judge::InterruptGuard guard;
  const std::string pids = pid_file("interrupted");
  // The user's signal: sent by this process (a terminal's would be the kernel's), not by the program.
  std::thread user([] {
    std::this_thread::sleep_for(300ms);
    ::kill(::getpid(), SIGINT);
  });
  const auto began = std::chrono::steady_clock::now();
  const ProcessResult result =
      run_process({"sh", "-c", "echo $$ >> " + pids + "; sleep 60 & echo $! >> " + pids + "; wait"}, "", limits(30000ms));
  user.join();
  EXPECT_EQ(result.end, ProcessResult::End::interrupted);
  EXPECT_EQ(result.signal, SIGINT);
  EXPECT_LT(std::chrono::steady_clock::now() - began, 10s);
  expect_gone(pids_in(pids));
  // A conversation asked after the signal is stopped at once too.
  snl::judge::Conversation cat({"cat"}, limits(5000ms));
  EXPECT_EQ(cat.ask("1\n", 5s).end, snl::judge::Conversation::Reply::End::interrupted);
  EXPECT_FALSE(cat.alive());
}

TEST(Process, ProgramsSignalToTheCallerIsIgnored) {
  const snl::judge::InterruptGuard guard;
  for (const char* signal : {"TERM", "INT", "HUP", "TSTP"}) {
    const ProcessResult result = run_process({"sh", "-c", std::string("kill -") + signal + " $PPID; echo 5"}, "",
                                             limits(10000ms));
    EXPECT_EQ(result.end, ProcessResult::End::exited) << signal;
    EXPECT_EQ(result.output, "5\n") << signal;
  }
  EXPECT_EQ(snl::judge::interrupt_signal(), 0);
  EXPECT_EQ(snl::judge::meddling().signals, 4U);
  EXPECT_EQ(snl::judge::meddling().last_signal, SIGTSTP);
}

// Issue 51: a C or Go solution that sent SIGUSR1 (USR2, QUIT, ALRM, XCPU, VTALRM, PROF) to its parent killed the
// checker (and this test process with it). Every signal that ends a process by default and can be sent is ignored
// when the program sends it; from anyone else, the first group stops the run as the user's ^C does.
TEST(Process, EverySignalFromTheProgramIsIgnored) {
  const snl::judge::InterruptGuard guard;
  const std::vector<const char*> signals{"USR1", "USR2", "QUIT", "ALRM", "XCPU", "VTALRM", "PROF", "IO",  "PWR",
                                         "STKFLT", "PIPE", "XFSZ", "TTIN", "TTOU", "TRAP", "SYS", "ABRT", "SEGV",
                                         "BUS", "FPE", "ILL", "TERM", "INT", "HUP", "TSTP"};
  for (const char* signal : signals) {
    // A setsid grandchild sends it too, and lingers (a sender already reaped cannot be traced: interrupt.hpp).
    const ProcessResult result = run_process(
        {"sh", "-c", std::string("kill -") + signal + " $PPID; setsid sh -c 'kill -" + signal + " " +
                         std::to_string(::getpid()) + "; sleep 0.1'; echo 5"},
        "", limits(10000ms));
    EXPECT_EQ(result.end, ProcessResult::End::exited) << signal;
    EXPECT_EQ(result.output, "5\n") << signal;
  }
  EXPECT_EQ(snl::judge::interrupt_signal(), 0);
  // Two of the same signal pending at once are delivered once.
  EXPECT_GE(snl::judge::meddling().signals, signals.size());
}

TEST(Process, UsersOtherSignalsStopTheRunCleanly) {
  for (const int signal : {SIGUSR1, SIGQUIT, SIGALRM}) {
    const snl::judge::InterruptGuard guard;
    std::thread user([signal] {
      std::this_thread::sleep_for(300ms);
      ::kill(::getpid(), signal);
    });
    const ProcessResult result = run_process({"sleep", "60"}, "", limits(30000ms));
    user.join();
    EXPECT_EQ(result.end, ProcessResult::End::interrupted) << signal;
    EXPECT_EQ(result.signal, signal);
  }
}
