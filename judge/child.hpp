// judge/child.hpp — private to the process runner (judge/process.cpp, judge/conversation.cpp): a child started in a
// process group of its own with pipes as its standard streams, and the pieces both ways of talking to it share
// (reading a pipe within a bound, the poll set with the interrupt guard's descriptor, SIGPIPE ignored meanwhile).
#pragma once

#include <poll.h>
#include <signal.h>
#include <sys/types.h>

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "judge/process.hpp"

namespace snl::judge {

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
  void reset(int fd = -1);

 private:
  int fd_ = -1;
};

/// A running child: its pid, the pipes to its standard input and from its outputs, and a pidfd when the kernel
/// has them.
struct Child {
  pid_t pid = -1;
  Fd to_child;
  Fd from_out;
  Fd from_err;
  Fd pidfd;
};

/// Starts argv[0] in a process group of its own with the pipes as its standard streams (non-blocking on our side).
/// On failure, nullopt with `error` set.
std::optional<Child> start_child(const std::vector<std::string>& argv, const ProcessLimits& limits, std::string& error);

/// Whether the child has ended (it stays a zombie: WNOWAIT), without blocking.
bool has_ended(pid_t pid);

/// Reads what is available from `fd` into `into`, keeping at most `limit` bytes. Returns false at the end of
/// the stream (or an error); sets `over` when more than `limit` bytes arrived.
bool drain(int fd, std::string& into, std::size_t limit, bool& over);

/// The descriptors one wait watches: the child's pipes and pidfd, and the interrupt guard's descriptor.
class PollSet {
 public:
  /// Adds `fd` for `events`; nullptr (nothing to look at afterwards) when it is closed.
  pollfd* watch(const Fd& fd, short events);
  /// Adds the interrupt guard's descriptor (when there is a guard).
  pollfd* watch_interrupt();
  /// Waits up to `milliseconds` for one of them; false on an error other than EINTR.
  bool wait(long long milliseconds);

 private:
  std::array<pollfd, 5> fds_{};
  nfds_t count_ = 0;
};

/// Whether the user's signal has come (reading the guard's descriptor when poll said it was readable).
bool interrupt_came(const pollfd* stop);

/// SIGPIPE ignored for the lifetime of this object (a program that does not read its input closes the pipe).
class IgnoreSigpipe {
 public:
  IgnoreSigpipe();
  ~IgnoreSigpipe();
  IgnoreSigpipe(const IgnoreSigpipe&) = delete;
  IgnoreSigpipe& operator=(const IgnoreSigpipe&) = delete;

 private:
  struct sigaction saved_ {};
};

}  // namespace snl::judge
