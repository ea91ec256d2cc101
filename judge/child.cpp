// judge/child.cpp — starting a child in a process group of its own, and what both ways of talking to it share
// (judge/child.hpp).
#include "judge/child.hpp"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "judge/interrupt.hpp"

extern char** environ;

namespace snl::judge {
namespace {

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

/// The child's environment: the caller's, with each of `limits.environment` added or replacing the caller's value.
/// The pointers are into `limits` and environ, which outlive the fork.
std::vector<char*> child_environment(const ProcessLimits& limits) {
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
  return variables;
}

/// The child's side of the fork: its own process group, the pipes as its standard streams, its directory and memory
/// limit, then exec; errno goes up `exec_error` when anything fails. Only system calls between fork and exec.
[[noreturn]] void become_program(char** args, char** variables, const ProcessLimits& limits, Pipe& in, Pipe& out,
                                 Pipe& err, Pipe& exec_error) {
  ::setpgid(0, 0);
  ::signal(SIGPIPE, SIG_DFL);  // an ignored signal would stay ignored across exec
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  ::dup2(in.read.get(), STDIN_FILENO);
  ::dup2(out.write.get(), STDOUT_FILENO);
  ::dup2(err.write.get(), STDERR_FILENO);
  if (!limits.directory.empty() && ::chdir(limits.directory.c_str()) != 0) {
    const int chdir_errno = errno;
    [[maybe_unused]] const ssize_t ignored = ::write(exec_error.write.get(), &chdir_errno, sizeof chdir_errno);
    ::_exit(127);
  }
  if (limits.memory > 0) {
    const rlimit memory{static_cast<rlim_t>(limits.memory), static_cast<rlim_t>(limits.memory)};
    ::setrlimit(limits.memory_as_data ? RLIMIT_DATA : RLIMIT_AS, &memory);
  }
  ::execvpe(args[0], args, variables);
  const int exec_errno = errno;
  [[maybe_unused]] const ssize_t ignored = ::write(exec_error.write.get(), &exec_errno, sizeof exec_errno);
  ::_exit(127);
}

}  // namespace

void Fd::reset(int fd) {
  if (fd_ >= 0) ::close(fd_);
  fd_ = fd;
}

bool has_ended(pid_t pid) {
  siginfo_t info{};
  return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
}

IgnoreSigpipe::IgnoreSigpipe() {
  struct sigaction ignore {};
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  ::sigaction(SIGPIPE, &ignore, &saved_);
}

IgnoreSigpipe::~IgnoreSigpipe() { ::sigaction(SIGPIPE, &saved_, nullptr); }

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

pollfd* PollSet::watch(const Fd& fd, short events) {
  if (!fd.open()) return nullptr;
  fds_[count_] = {fd.get(), events, 0};
  return &fds_[count_++];
}

pollfd* PollSet::watch_interrupt() {
  if (interrupt_fd() < 0) return nullptr;
  fds_[count_] = {interrupt_fd(), POLLIN, 0};
  return &fds_[count_++];
}

bool PollSet::wait(long long milliseconds) {
  return ::poll(fds_.data(), count_, static_cast<int>(milliseconds)) >= 0 || errno == EINTR;
}

bool interrupt_came(const pollfd* stop) {
  if (stop != nullptr && stop->revents != 0) drain_interrupt_fd();
  return interrupt_signal() != 0;
}

std::optional<Child> start_child(const std::vector<std::string>& argv, const ProcessLimits& limits, std::string& error) {
  std::optional<Pipe> in = make_pipe(), out = make_pipe(), err = make_pipe(), exec_error = make_pipe();
  if (!in || !out || !err || !exec_error) {
    error = std::string("cannot create a pipe: ") + std::strerror(errno);
    return std::nullopt;
  }
  // Everything the child needs is prepared before fork: between fork and exec it only makes system calls.
  std::vector<char*> args;
  for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  std::vector<char*> variables = child_environment(limits);
  const pid_t pid = ::fork();
  if (pid < 0) {
    error = std::string("cannot fork: ") + std::strerror(errno);
    return std::nullopt;
  }
  if (pid == 0) become_program(args.data(), variables.data(), limits, *in, *out, *err, *exec_error);
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

}  // namespace snl::judge
