// judge/process.cpp — run_process (judge/process.hpp): one program, its input written and its outputs read until it
// ends, within the limits; and the names of signals and the search of PATH the judge shares.
#include "judge/process.hpp"

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>

#include "judge/child.hpp"
#include "judge/descendants.hpp"
#include "judge/interrupt.hpp"

namespace snl::judge {
namespace {

/// How the exchange with the child ended, besides the child's own end.
struct Exchanged {
  bool timed_out = false;
  bool too_much = false;
  bool interrupted = false;
};

/// Kills the child's whole process group, and every descendant that left it, once (whatever it started may hold the
/// pipes open).
class GroupKiller {
 public:
  explicit GroupKiller(pid_t pid) : pid_(pid) {}
  void operator()() {
    if (!killed_) {
      ::kill(-pid_, SIGKILL);
      kill_descendants(pid_);  // those that left the group too: they may hold the pipes open
    }
    killed_ = true;
  }

 private:
  pid_t pid_;
  bool killed_ = false;
};

/// Writes `input` to the child and reads its outputs until it has ended and both streams are closed, the deadline
/// passes or it prints too much. Its whole process group is killed once it ends (whatever it started may hold the
/// pipes open) or is stopped.
Exchanged exchange(Child& child, std::string_view input, const ProcessLimits& limits, Clock::time_point deadline,
                   ProcessResult& result) {
  Exchanged how;
  std::size_t written = 0;
  if (input.empty()) child.to_child.reset();
  bool ended = false;
  GroupKiller kill_group(child.pid);
  while (!ended || child.from_out.open() || child.from_err.open()) {
    if (interrupt_came(nullptr)) {
      how.interrupted = true;
      break;
    }
    const Clock::time_point now = Clock::now();
    if (now >= deadline) {
      how.timed_out = !ended;
      break;
    }
    PollSet polled;
    pollfd* const p_in = polled.watch(child.to_child, POLLOUT);
    pollfd* const p_out = polled.watch(child.from_out, POLLIN);
    pollfd* const p_err = polled.watch(child.from_err, POLLIN);
    pollfd* const p_exit = ended ? nullptr : polled.watch(child.pidfd, POLLIN);
    pollfd* const p_stop = polled.watch_interrupt();
    auto wait = std::chrono::ceil<std::chrono::milliseconds>(deadline - now).count();
    if (!ended && !child.pidfd.open()) wait = std::min<decltype(wait)>(wait, 5);  // no pidfd: look every 5 ms
    if (!polled.wait(wait)) break;
    if (interrupt_came(p_stop)) {
      how.interrupted = true;
      break;
    }
    if (p_in != nullptr && p_in->revents != 0) {
      const ssize_t put = ::write(child.to_child.get(), input.data() + written, input.size() - written);
      if (put > 0) written += static_cast<std::size_t>(put);
      // EPIPE: the program closed its input without reading all of it; that is its business.
      if ((put < 0 && errno != EAGAIN && errno != EINTR) || written == input.size()) child.to_child.reset();
    }
    if (p_out != nullptr && p_out->revents != 0) {
      if (!drain(child.from_out.get(), result.output, limits.max_output, how.too_much)) child.from_out.reset();
      if (how.too_much) break;
    }
    if (p_err != nullptr && p_err->revents != 0) {
      if (!drain(child.from_err.get(), result.error_output, limits.max_error, result.error_truncated)) {
        child.from_err.reset();
      }
    }
    if (!ended && (p_exit == nullptr || p_exit->revents != 0) && has_ended(child.pid)) {
      ended = true;
      kill_group();
      child.to_child.reset();
    }
  }
  kill_group();  // the child is a zombie or alive: its group id is still ours to signal
  return how;
}

}  // namespace

ProcessResult run_process(const std::vector<std::string>& argv, std::string_view input, const ProcessLimits& limits) {
  ProcessResult result;
  const Clock::time_point start_time = Clock::now();
  become_subreaper();  // the orphans of whatever the child starts come to us, to be killed and reaped
  std::optional<Child> child = start_child(argv, limits, result.error);
  if (!child) {
    result.end = ProcessResult::End::not_started;
    return result;
  }
  const IgnoreSigpipe ignore_sigpipe;
  const Exchanged how = exchange(*child, input, limits, start_time + limits.timeout, result);
  int status = 0;
  struct rusage usage {};
  while (::wait4(child->pid, &status, 0, &usage) < 0 && errno == EINTR) {
  }
  kill_descendants(0);  // what its dying processes left to us after the first sweep
  result.elapsed = Clock::now() - start_time;
  result.peak_kib = usage.ru_maxrss > 0 ? static_cast<std::uint64_t>(usage.ru_maxrss) : 0;
  if (how.interrupted) {
    result.end = ProcessResult::End::interrupted;
    result.signal = interrupt_signal();
  } else if (how.too_much) {
    result.end = ProcessResult::End::too_much;
  } else if (how.timed_out) {
    result.end = ProcessResult::End::timed_out;
  } else if (WIFSIGNALED(status)) {
    result.end = ProcessResult::End::signaled;
    result.signal = WTERMSIG(status);
  } else {
    result.end = ProcessResult::End::exited;
    result.exit_code = WEXITSTATUS(status);
  }
  return result;
}

std::string describe_signal(int signal) {
  struct Name {
    int signal;
    const char* text;
  };
  static constexpr std::array<Name, 25> kNames{{
      {SIGSEGV, "SIGSEGV (segmentation fault)"},
      {SIGABRT, "SIGABRT (abort)"},
      {SIGFPE, "SIGFPE (arithmetic error)"},
      {SIGILL, "SIGILL (illegal instruction)"},
      {SIGBUS, "SIGBUS (bus error)"},
      {SIGKILL, "SIGKILL (killed)"},
      {SIGTERM, "SIGTERM (terminated)"},
      {SIGPIPE, "SIGPIPE (broken pipe)"},
      {SIGINT, "SIGINT (interrupted)"},
      {SIGXCPU, "SIGXCPU (CPU time limit)"},
      {SIGHUP, "SIGHUP (hangup)"},
      {SIGQUIT, "SIGQUIT (quit)"},
      {SIGTRAP, "SIGTRAP (trap)"},
      {SIGSYS, "SIGSYS (bad system call)"},
      {SIGXFSZ, "SIGXFSZ (file size limit)"},
      {SIGUSR1, "SIGUSR1 (user signal 1)"},
      {SIGUSR2, "SIGUSR2 (user signal 2)"},
      {SIGALRM, "SIGALRM (alarm clock)"},
      {SIGVTALRM, "SIGVTALRM (virtual alarm clock)"},
      {SIGPROF, "SIGPROF (profiling timer)"},
      {SIGIO, "SIGIO (I/O possible)"},
      {SIGPWR, "SIGPWR (power failure)"},
      {SIGSTKFLT, "SIGSTKFLT (stack fault)"},
      {SIGTTIN, "SIGTTIN (terminal input)"},
      {SIGTTOU, "SIGTTOU (terminal output)"},
  }};
  for (const Name& name : kNames) {
    if (name.signal == signal) return name.text;
  }
  return "signal " + std::to_string(signal);
}

std::string find_executable(const std::string& name) {
  const auto executable = [](const std::string& path) {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) && ::access(path.c_str(), X_OK) == 0;
  };
  if (name.find('/') != std::string::npos) return executable(name) ? name : "";
  const char* const path = std::getenv("PATH");
  std::string_view dirs = path != nullptr ? path : "/usr/local/bin:/usr/bin:/bin";
  while (true) {
    const std::size_t colon = dirs.find(':');
    std::string dir(dirs.substr(0, colon));
    if (dir.empty()) dir = ".";
    const std::string candidate = dir + "/" + name;
    if (executable(candidate)) return candidate;
    if (colon == std::string_view::npos) return "";
    dirs.remove_prefix(colon + 1);
  }
}

}  // namespace snl::judge
