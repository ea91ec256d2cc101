// judge/conversation.cpp — Conversation (judge/process.hpp): a program kept running between questions, each
// answered by one line, with run_process's promises about ending.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cassert>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <fstream>

#include "judge/child.hpp"
#include "judge/descendants.hpp"
#include "judge/interrupt.hpp"
#include "judge/process.hpp"

namespace snl::judge {

struct Conversation::State {
  Child child;
  std::string pending;  // standard output read past the last line returned
  std::string error_output;
  bool error_truncated = false;
  std::optional<IgnoreSigpipe> ignore_sigpipe;
};

namespace {

/// How waiting for a line ended, besides a line having come.
struct Waited {
  bool ended = false;    // the program has ended (a zombie, its group killed)
  bool over = false;     // it printed more than the limit
  bool stopped = false;  // the user's signal came
  bool closed = false;   // it closed its answers' end (standard output) and did not end soon after
};

/// How long a program that closed its standard output without a full line may take to end, before the reply says it
/// closed it: its exit closes its descriptors first, so a crash is seen as a crash, not as a closed channel.
constexpr std::chrono::milliseconds kClosedGrace{300};

/// The output a Conversation keeps between questions.
struct Outputs {
  std::string& pending;
  std::string& error_output;
  bool& error_truncated;
};

/// Writes `input` and reads until a full line is pending, the program ends (and its pipes are read to their end),
/// it prints too much, the deadline passes or the user's signal comes.
Waited wait_for_line(Child& child, Outputs s, std::string_view input, const ProcessLimits& limits,
                     Clock::time_point deadline) {
  Waited how;
  std::size_t written = 0;
  Clock::time_point until = deadline;  // earlier once its standard output is closed: a grace to end in
  while (s.pending.find('\n') == std::string::npos && !how.over) {
    if (interrupt_came(nullptr)) {
      how.stopped = true;
      break;
    }
    const Clock::time_point now = Clock::now();
    if (!child.from_out.open() && !how.ended && until == deadline) until = std::min(deadline, now + kClosedGrace);
    if (now >= until) {
      how.closed = !child.from_out.open() && !how.ended;
      break;
    }
    PollSet polled;
    pollfd* const p_in = written < input.size() ? polled.watch(child.to_child, POLLOUT) : nullptr;
    pollfd* const p_out = polled.watch(child.from_out, POLLIN);
    pollfd* const p_err = polled.watch(child.from_err, POLLIN);
    pollfd* const p_exit = how.ended ? nullptr : polled.watch(child.pidfd, POLLIN);
    pollfd* const p_stop = polled.watch_interrupt();
    auto wait = std::chrono::ceil<std::chrono::milliseconds>(until - now).count();
    if (!child.pidfd.open() || how.ended) wait = std::min<decltype(wait)>(wait, 5);
    if (!polled.wait(wait)) break;
    if (interrupt_came(p_stop)) {
      how.stopped = true;
      break;
    }
    if (p_in != nullptr && p_in->revents != 0) {
      const ssize_t put = ::write(child.to_child.get(), input.data() + written, input.size() - written);
      if (put > 0) written += static_cast<std::size_t>(put);
      if (put < 0 && errno != EAGAIN && errno != EINTR) written = input.size();  // it closed its input
    }
    if (p_out != nullptr && p_out->revents != 0) {
      if (!drain(child.from_out.get(), s.pending, limits.max_output, how.over)) child.from_out.reset();
    }
    if (p_err != nullptr && p_err->revents != 0) {
      if (!drain(child.from_err.get(), s.error_output, limits.max_error, s.error_truncated)) child.from_err.reset();
    }
    if (!how.ended && (p_exit == nullptr || p_exit->revents != 0) && has_ended(child.pid)) {
      how.ended = true;  // a zombie: its group id is still ours to signal, and whatever it started may hold the pipes
      ::kill(-child.pid, SIGKILL);
      kill_descendants(child.pid);
    }
    // Once it has ended, what is left in the pipes is read to their end (or the deadline) before saying so.
    if (how.ended && !child.from_out.open() && !child.from_err.open()) break;
  }
  return how;
}

}  // namespace

Conversation::Conversation(const std::vector<std::string>& argv, const ProcessLimits& limits) : limits_(limits) {
  become_subreaper();
  std::optional<Child> child = start_child(argv, limits, error_);
  if (!child) return;
  state_ = new State{std::move(*child), {}, {}, false, std::nullopt};
  started_ = true;
  alive_ = true;
}

Conversation::~Conversation() {
  stop();
  delete state_;
}

void Conversation::stop() {
  if (state_ == nullptr || state_->child.pid < 0) return;
  Child& child = state_->child;
  ::kill(-child.pid, SIGKILL);
  kill_descendants(child.pid);
  int status = 0;
  while (::waitpid(child.pid, &status, 0) < 0 && errno == EINTR) {
  }
  kill_descendants(0);
  child.pid = -1;
  child.to_child.reset();
  child.from_out.reset();
  child.from_err.reset();
  child.pidfd.reset();
  alive_ = false;
}

std::string Conversation::take_error_output() {
  if (state_ == nullptr) return "";
  return std::exchange(state_->error_output, std::string());
}

bool Conversation::reset_peak_memory() {
  if (state_ == nullptr || !alive_) return false;
  const std::string path = "/proc/" + std::to_string(state_->child.pid) + "/clear_refs";
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const bool written = ::write(fd, "5", 1) == 1;
  ::close(fd);
  return written;
}

std::optional<std::uint64_t> Conversation::peak_memory_kib() const {
  if (state_ == nullptr) return std::nullopt;
  std::ifstream status("/proc/" + std::to_string(state_->child.pid) + "/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmHWM:", 0) == 0) {
      std::uint64_t kib = 0;
      if (std::sscanf(line.c_str() + 6, "%" SCNu64, &kib) == 1) return kib;
      return std::nullopt;
    }
  }
  return std::nullopt;
}

Conversation::Reply Conversation::ask(std::string_view input, std::chrono::nanoseconds timeout) {
  assert(alive_);
  Reply reply;
  State& s = *state_;
  if (!s.ignore_sigpipe) s.ignore_sigpipe.emplace();
  const Clock::time_point start_time = Clock::now();
  const Waited how =
      wait_for_line(s.child, {s.pending, s.error_output, s.error_truncated}, input, limits_, start_time + timeout);
  reply.elapsed = Clock::now() - start_time;
  if (how.stopped) {
    reply.end = Reply::End::interrupted;
    reply.signal = interrupt_signal();
    stop();
    return reply;
  }
  if (const std::size_t at = s.pending.find('\n'); at != std::string::npos) {
    reply.line = s.pending.substr(0, at);
    s.pending.erase(0, at + 1);
    return reply;
  }
  if (how.closed) {
    reply.end = Reply::End::closed;
    stop();
    return reply;
  }
  if (how.over || !how.ended) {
    reply.end = how.over ? Reply::End::too_much : Reply::End::timed_out;
    stop();
    return reply;
  }
  // It ended without a full line: what it printed last is the reply's line (a presentation matter for the caller).
  reply.line = std::exchange(s.pending, std::string());
  siginfo_t info{};
  ::waitid(P_PID, static_cast<id_t>(s.child.pid), &info, WEXITED | WNOWAIT);
  if (info.si_code == CLD_EXITED) {
    reply.end = Reply::End::exited;
    reply.exit_code = info.si_status;
  } else {
    reply.end = Reply::End::signaled;
    reply.signal = info.si_status;
  }
  stop();
  return reply;
}

}  // namespace snl::judge
