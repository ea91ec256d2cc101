// judge/process.hpp — running another program with some text on its standard input and reading what it prints,
// safely: bounded output, a deadline, and nothing left running afterwards. Used by the judge (`snl check`) and its
// tests.
//
// The child runs in a process group of its own (setpgid in the child and in the parent, so neither order of
// scheduling leaves a gap). When it exits, times out or prints too much, the whole group gets SIGKILL while the
// child is still a zombie (so its process group id cannot have been reused), and so does every other descendant,
// also one that left the group (setsid) or was orphaned: the caller becomes a child subreaper, so the orphans come
// to it to be killed and reaped (judge/descendants.hpp). Then the child is reaped with waitpid.
// The child's standard output and standard error are read through pipes with poll(); its exit is watched with a
// pidfd (Linux ≥ 5.3; elsewhere by polling waitid every few milliseconds).
//
// A Conversation keeps the program running between questions (snl check's --leetcode harnesses), with the same
// promises about ending. A memory limit is an rlimit the child sets on itself between fork and exec. Under an
// InterruptGuard (judge/interrupt.hpp), the user's SIGINT, SIGTERM or SIGHUP ends the wait at once, the child
// and its descendants are killed and the result says End::interrupted.
// Implemented in judge/process.cpp (run_process) and judge/conversation.cpp over judge/child.hpp.
// Tested by: tests/judge/process_test.cpp.
//
// POSIX (Linux) only. Not thread-safe: it ignores SIGPIPE while it writes the input and restores it afterwards; and
// every child of the caller that is running when it ends is killed (the caller keeps no other children meanwhile).
#pragma once

#include <chrono>
#include <cstdint>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace snl::judge {

struct ProcessResult {
  enum class End {
    exited,        // exit_code holds the status
    signaled,      // killed by signal `signal` (a crash)
    timed_out,     // still running at the deadline: killed
    too_much,      // printed more than the limit on standard output: killed
    not_started,   // could not be started: `error` says why (errno text)
    interrupted,   // the user's signal came (judge/interrupt.hpp): killed; `signal` holds the user's signal
  };
  End end = End::exited;
  int exit_code = 0;
  int signal = 0;
  std::string error;
  /// Standard output, at most `max_output` bytes.
  std::string output;
  /// Standard error, at most `max_error` bytes; `error_truncated` when there was more.
  std::string error_output;
  bool error_truncated = false;
  std::chrono::nanoseconds elapsed{0};
  /// The child's peak resident memory in KiB (getrusage's ru_maxrss, by wait4); 0 when it could not be read.
  std::uint64_t peak_kib = 0;
};

struct ProcessLimits {
  std::chrono::nanoseconds timeout = std::chrono::seconds(10);
  std::size_t max_output = std::size_t{64} << 10;
  std::size_t max_error = std::size_t{4} << 10;
  /// The child's memory limit in bytes, set with setrlimit before exec (0: none): RLIMIT_AS, or RLIMIT_DATA when
  /// `memory_as_data` (for runtimes such as V8 that reserve much more address space than they use).
  std::size_t memory = 0;
  bool memory_as_data = false;
  /// The child's working directory (chdir before exec; "": the caller's). A child that cannot enter it is not
  /// started.
  std::string directory;
  /// Variables set in the child's environment ("NAME=value", replacing the caller's value of NAME).
  std::vector<std::string> environment;
};

/// Runs argv[0] (searched on PATH when it has no '/') with arguments argv[1..], `input` on its standard input.
/// Precondition: argv is not empty.
ProcessResult run_process(const std::vector<std::string>& argv, std::string_view input, const ProcessLimits& limits);

/// A program kept running between questions: each ask() writes some text to its standard input and waits for
/// one line on its standard output, within limits.timeout from the call. Everything run_process promises about
/// ending holds: when the program ends, times out or prints too much, its whole process group and its other
/// descendants are killed, and it is reaped. Its standard error is kept (at most limits.max_error bytes).
/// Same restrictions as run_process (POSIX, not thread-safe, one child at a time).
class Conversation {
 public:
  struct Reply {
    /// interrupted: the user's signal came (judge/interrupt.hpp); the program was stopped, `signal` holds it.
    /// closed: it closed its standard output without a full line and was still running a moment later (it can
    /// answer no more): stopped at once rather than at the deadline.
    enum class End { line, exited, signaled, timed_out, too_much, interrupted, closed };
    End end = End::line;
    /// The line, without its '\n' (End::line).
    std::string line;
    int exit_code = 0;
    int signal = 0;
    std::chrono::nanoseconds elapsed{0};
  };

  /// Starts the program; started() says whether it could, error() why not.
  Conversation(const std::vector<std::string>& argv, const ProcessLimits& limits);
  ~Conversation();
  Conversation(const Conversation&) = delete;
  Conversation& operator=(const Conversation&) = delete;

  bool started() const { return started_; }
  const std::string& error() const { return error_; }
  /// Still running (started, and no ask() has seen it end or stopped it).
  bool alive() const { return alive_; }
  /// Writes `input` and waits for the next line. Precondition: alive().
  Reply ask(std::string_view input, std::chrono::nanoseconds timeout);
  /// What it printed on standard error so far (cleared).
  std::string take_error_output();
  /// Starts a new measure of the peak resident memory (Linux: "5" written to /proc/PID/clear_refs); false when the
  /// kernel refuses it or the program has ended.
  bool reset_peak_memory();
  /// The peak resident memory since the last reset_peak_memory() (or the start), in KiB (VmHWM of /proc/PID/status);
  /// nullopt when it cannot be read.
  std::optional<std::uint64_t> peak_memory_kib() const;

 private:
  struct State;
  void stop();
  State* state_ = nullptr;
  ProcessLimits limits_;
  bool started_ = false;
  bool alive_ = false;
  std::string error_;
};

/// "SIGSEGV (segmentation fault)" for the usual crash signals, "signal N" otherwise.
std::string describe_signal(int signal);

/// Whether `name` names an executable file, directly (with a '/') or found on PATH; the path found, or "".
std::string find_executable(const std::string& name);

}  // namespace snl::judge
