#include "common/process.hpp"

#include "common/descendants.hpp"
#include "common/interrupt.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <cassert>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <utility>

extern char** environ;

namespace snl::cli {
namespace {

using Clock = std::chrono::steady_clock;

/// A file descriptor closed when it goes out of scope.
class Fd {
 public:
  Fd() = default;
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd() { reset(); }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  Fd& operator=(Fd&& other) noexcept {
    reset(std::exchange(other.fd_, -1));
    return *this;
  }
  int get() const { return fd_; }
  bool open() const { return fd_ >= 0; }
  void reset(int fd = -1) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = fd;
  }

 private:
  int fd_ = -1;
};

struct Pipe {
  Fd read;
  Fd write;
};

std::optional<Pipe> make_pipe() {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return std::nullopt;
  Pipe pipe;
  pipe.read.reset(fds[0]);
  pipe.write.reset(fds[1]);
  return pipe;
}

void set_nonblocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

/// A pidfd for `pid` (readable once it exits), or -1 where the kernel has none.
int open_pidfd(pid_t pid) {
#ifdef SYS_pidfd_open
  return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
#else
  (void)pid;
  return -1;
#endif
}

/// Whether the child has ended (it stays a zombie: WNOWAIT), without blocking.
bool has_ended(pid_t pid) {
  siginfo_t info{};
  return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
}

/// SIGPIPE ignored for the lifetime of this object (a program that does not read its input closes the pipe).
class IgnoreSigpipe {
 public:
  IgnoreSigpipe() {
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    ::sigaction(SIGPIPE, &ignore, &saved_);
  }
  ~IgnoreSigpipe() { ::sigaction(SIGPIPE, &saved_, nullptr); }
  IgnoreSigpipe(const IgnoreSigpipe&) = delete;
  IgnoreSigpipe& operator=(const IgnoreSigpipe&) = delete;

 private:
  struct sigaction saved_ {};
};

/// Reads what is available from `fd` into `into`, keeping at most `limit` bytes. Returns false at the end of
/// the stream (or an error); sets `over` when more than `limit` bytes arrived.
bool drain(int fd, std::string& into, std::size_t limit, bool& over) {
  std::array<char, 1 << 16> buffer;
  for (;;) {
    const ssize_t got = ::read(fd, buffer.data(), buffer.size());
    if (got > 0) {
      const auto size = static_cast<std::size_t>(got);
      const std::size_t keep = into.size() < limit ? std::min(size, limit - into.size()) : 0;
      into.append(buffer.data(), keep);
      if (keep < size) over = true;
      continue;
    }
    if (got == 0) return false;
    if (errno == EINTR) continue;
    return errno == EAGAIN || errno == EWOULDBLOCK;
  }
}

/// Adds the interrupt guard's descriptor to the poll set (when there is a guard).
pollfd* watch_interrupt(std::array<pollfd, 5>& fds, nfds_t& count) {
  if (interrupt_fd() < 0) return nullptr;
  fds[count] = {interrupt_fd(), POLLIN, 0};
  return &fds[count++];
}

/// Whether the user's signal has come (reading the guard's descriptor when poll said it was readable).
bool interrupted(const pollfd* stop) {
  if (stop != nullptr && stop->revents != 0) drain_interrupt_fd();
  return interrupt_signal() != 0;
}

/// A running child: its pid, the pipes to its standard input and from its outputs, and a pidfd when the kernel
/// has them.
struct Child {
  pid_t pid = -1;
  Fd to_child;
  Fd from_out;
  Fd from_err;
  Fd pidfd;
};

/// Starts argv[0] in a process group of its own with the pipes as its standard streams. On failure, nullopt with
/// `error` set.
std::optional<Child> start(const std::vector<std::string>& argv, const ProcessLimits& limits, std::string& error) {
  std::optional<Pipe> in = make_pipe(), out = make_pipe(), err = make_pipe(), exec_error = make_pipe();
  if (!in || !out || !err || !exec_error) {
    error = std::string("cannot create a pipe: ") + std::strerror(errno);
    return std::nullopt;
  }
  // Everything the child needs is prepared before fork: between fork and exec it only makes system calls.
  std::vector<char*> args;
  for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  std::vector<char*> variables;
  for (const std::string& variable : limits.environment) variables.push_back(const_cast<char*>(variable.c_str()));
  const auto replaced = [&](const char* entry) {
    for (const std::string& variable : limits.environment) {
      const std::size_t name = variable.find('=') + 1;
      if (std::strncmp(entry, variable.c_str(), name) == 0) return true;
    }
    return false;
  };
  for (char** entry = environ; *entry != nullptr; ++entry) {
    if (!replaced(*entry)) variables.push_back(*entry);
  }
  variables.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) {
    error = std::string("cannot fork: ") + std::strerror(errno);
    return std::nullopt;
  }
  if (pid == 0) {
    ::setpgid(0, 0);
    ::signal(SIGPIPE, SIG_DFL);  // an ignored signal would stay ignored across exec
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::dup2(in->read.get(), STDIN_FILENO);
    ::dup2(out->write.get(), STDOUT_FILENO);
    ::dup2(err->write.get(), STDERR_FILENO);
    if (!limits.directory.empty() && ::chdir(limits.directory.c_str()) != 0) {
      const int chdir_errno = errno;
      [[maybe_unused]] const ssize_t ignored = ::write(exec_error->write.get(), &chdir_errno, sizeof chdir_errno);
      ::_exit(127);
    }
    if (limits.memory > 0) {
      const rlimit memory{static_cast<rlim_t>(limits.memory), static_cast<rlim_t>(limits.memory)};
      ::setrlimit(limits.memory_as_data ? RLIMIT_DATA : RLIMIT_AS, &memory);
    }
    ::execvpe(args[0], args.data(), variables.data());
    const int exec_errno = errno;
    [[maybe_unused]] const ssize_t ignored = ::write(exec_error->write.get(), &exec_errno, sizeof exec_errno);
    ::_exit(127);
  }
  ::setpgid(pid, pid);  // fails harmlessly (EACCES) once the child has exec'd: it has done it itself
  in->read.reset();
  out->write.reset();
  err->write.reset();
  exec_error->write.reset();
  // The exec pipe closes on a successful exec (O_CLOEXEC) or carries errno when exec failed.
  int exec_errno = 0;
  ssize_t got = 0;
  do {
    got = ::read(exec_error->read.get(), &exec_errno, sizeof exec_errno);
  } while (got < 0 && errno == EINTR);
  if (got == static_cast<ssize_t>(sizeof exec_errno)) {
    int status = 0;
    ::waitpid(pid, &status, 0);
    error = std::strerror(exec_errno);
    return std::nullopt;
  }
  Child child{pid, std::move(in->write), std::move(out->read), std::move(err->read), Fd(open_pidfd(pid))};
  set_nonblocking(child.to_child.get());
  set_nonblocking(child.from_out.get());
  set_nonblocking(child.from_err.get());
  return child;
}

/// How the exchange with the child ended, besides the child's own end.
struct Exchanged {
  bool timed_out = false;
  bool too_much = false;
  bool interrupted = false;
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
  bool killed = false;
  const auto kill_group = [&] {
    if (!killed) {
      ::kill(-child.pid, SIGKILL);
      kill_descendants(child.pid);  // those that left the group too: they may hold the pipes open
    }
    killed = true;
  };
  while (!ended || child.from_out.open() || child.from_err.open()) {
    if (interrupted(nullptr)) {
      how.interrupted = true;
      break;
    }
    const Clock::time_point now = Clock::now();
    if (now >= deadline) {
      how.timed_out = !ended;
      break;
    }
    std::array<pollfd, 5> fds{};
    nfds_t count = 0;
    const auto watch = [&](const Fd& fd, short events) -> pollfd* {
      if (!fd.open()) return nullptr;
      fds[count] = {fd.get(), events, 0};
      return &fds[count++];
    };
    pollfd* const p_in = watch(child.to_child, POLLOUT);
    pollfd* const p_out = watch(child.from_out, POLLIN);
    pollfd* const p_err = watch(child.from_err, POLLIN);
    pollfd* const p_exit = ended ? nullptr : watch(child.pidfd, POLLIN);
    pollfd* const p_stop = watch_interrupt(fds, count);
    auto wait = std::chrono::ceil<std::chrono::milliseconds>(deadline - now).count();
    if (!ended && !child.pidfd.open()) wait = std::min<decltype(wait)>(wait, 5);  // no pidfd: look every 5 ms
    if (::poll(fds.data(), count, static_cast<int>(wait)) < 0 && errno != EINTR) break;
    if (interrupted(p_stop)) {
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
  std::optional<Child> child = start(argv, limits, result.error);
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

struct Conversation::State {
  Child child;
  std::string pending;  // standard output read past the last line returned
  std::string error_output;
  bool error_truncated = false;
  std::optional<IgnoreSigpipe> ignore_sigpipe;
};

Conversation::Conversation(const std::vector<std::string>& argv, const ProcessLimits& limits) : limits_(limits) {
  become_subreaper();
  std::optional<Child> child = start(argv, limits, error_);
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
  Child& child = s.child;
  if (!s.ignore_sigpipe) s.ignore_sigpipe.emplace();
  const Clock::time_point start_time = Clock::now();
  const Clock::time_point deadline = start_time + timeout;
  std::size_t written = 0;
  bool ended = false;
  bool over = false;
  bool stopped = false;
  const auto line_ready = [&] { return s.pending.find('\n') != std::string::npos; };
  while (!line_ready() && !over) {
    if (interrupted(nullptr)) {
      stopped = true;
      break;
    }
    const Clock::time_point now = Clock::now();
    if (now >= deadline) break;
    std::array<pollfd, 5> fds{};
    nfds_t count = 0;
    const auto watch = [&](const Fd& fd, short events) -> pollfd* {
      if (!fd.open()) return nullptr;
      fds[count] = {fd.get(), events, 0};
      return &fds[count++];
    };
    pollfd* const p_in = written < input.size() ? watch(child.to_child, POLLOUT) : nullptr;
    pollfd* const p_out = watch(child.from_out, POLLIN);
    pollfd* const p_err = watch(child.from_err, POLLIN);
    pollfd* const p_exit = ended ? nullptr : watch(child.pidfd, POLLIN);
    pollfd* const p_stop = watch_interrupt(fds, count);
    auto wait = std::chrono::ceil<std::chrono::milliseconds>(deadline - now).count();
    if (!child.pidfd.open() || ended) wait = std::min<decltype(wait)>(wait, 5);
    if (::poll(fds.data(), count, static_cast<int>(wait)) < 0 && errno != EINTR) break;
    if (interrupted(p_stop)) {
      stopped = true;
      break;
    }
    if (p_in != nullptr && p_in->revents != 0) {
      const ssize_t put = ::write(child.to_child.get(), input.data() + written, input.size() - written);
      if (put > 0) written += static_cast<std::size_t>(put);
      if (put < 0 && errno != EAGAIN && errno != EINTR) written = input.size();  // it closed its input
    }
    if (p_out != nullptr && p_out->revents != 0) {
      if (!drain(child.from_out.get(), s.pending, limits_.max_output, over)) child.from_out.reset();
    }
    if (p_err != nullptr && p_err->revents != 0) {
      if (!drain(child.from_err.get(), s.error_output, limits_.max_error, s.error_truncated)) child.from_err.reset();
    }
    if (!ended && (p_exit == nullptr || p_exit->revents != 0) && has_ended(child.pid)) {
      ended = true;  // a zombie: its group id is still ours to signal, and whatever it started may hold the pipes
      ::kill(-child.pid, SIGKILL);
      kill_descendants(child.pid);
    }
    // Once it has ended, what is left in the pipes is read to their end (or the deadline) before saying so.
    if (ended && !child.from_out.open() && !child.from_err.open()) break;
  }
  reply.elapsed = Clock::now() - start_time;
  if (stopped) {
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
  if (over) {
    reply.end = Reply::End::too_much;
    stop();
    return reply;
  }
  if (!ended) {
    reply.end = Reply::End::timed_out;
    stop();
    return reply;
  }
  // It ended without a full line: what it printed last is the reply's line (a presentation matter for the caller).
  reply.line = std::exchange(s.pending, std::string());
  siginfo_t info{};
  ::waitid(P_PID, static_cast<id_t>(child.pid), &info, WEXITED | WNOWAIT);
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

std::string describe_signal(int signal) {
  struct Name {
    int signal;
    const char* text;
  };
  static constexpr std::array<Name, 15> kNames{{
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

}  // namespace snl::cli
