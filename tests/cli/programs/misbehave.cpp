// Programs that misbehave the ways a solution under test can, for testing `snl check` and run_process.
// Usage: misbehave MODE [PIDFILE] < board
//   hang PIDFILE     starts a child, writes "PID CHILD_PID" to PIDFILE, and both sleep forever
//   orphan PIDFILE   starts a child that sleeps holding standard output, writes the pids, prints 0 and exits
//   crash            reads its input, then dies of SIGSEGV
//   silent           reads its input and prints nothing
//   words            prints "the answer is 4"
//   exit3            prints 4, says why on standard error, exits with code 3
//   flood            prints 1s forever
//   noisy            writes 1 MiB to standard error, then prints 0
//   ignore-input     prints 7 without reading its input
//   setsid PIDFILE   starts three children that each leave the process group (setsid) and start a grandchild,
//                    appends all seven pids to PIDFILE, prints 0 and exits; the children and grandchildren sleep
//   daemon PIDFILE   a double fork: a child that calls setsid, starts a grandchild and exits at once (the orphaned
//                    grandchild sleeps), appends the pids, prints 0 and exits
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <utility>

namespace {

void read_input() {
  const std::string all{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  (void)all;
}

[[noreturn]] void sleep_forever() {
  for (;;) ::pause();
}

void write_pids(const char* path, pid_t child) {
  std::ofstream(path) << ::getpid() << ' ' << child << '\n';
}

}  // namespace

/// Forks a process that leaves the process group, starts a grandchild (which sleeps) and then sleeps too, or exits
/// when `orphan` (leaving the grandchild to whoever reaps orphans). Returns both pids, once the grandchild exists.
std::pair<pid_t, pid_t> escape(bool orphan) {
  int report[2];
  if (::pipe(report) != 0) return {-1, -1};
  const pid_t child = ::fork();
  if (child == 0) {
    ::setsid();
    const pid_t grandchild = ::fork();
    if (grandchild == 0) sleep_forever();
    [[maybe_unused]] const ssize_t sent = ::write(report[1], &grandchild, sizeof grandchild);
    if (orphan) ::_exit(0);
    sleep_forever();
  }
  pid_t grandchild = -1;
  [[maybe_unused]] const ssize_t got = ::read(report[0], &grandchild, sizeof grandchild);
  ::close(report[0]);
  ::close(report[1]);
  return {child, grandchild};
}

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  const char* const pidfile = argc > 2 ? argv[2] : "/dev/null";
  if (mode == "hang" || mode == "orphan") {
    read_input();
    std::fflush(stdout);
    const pid_t child = ::fork();
    if (child == 0) sleep_forever();
    write_pids(pidfile, child);
    if (mode == "hang") sleep_forever();
    std::printf("0\n");
    return 0;
  }
  if (mode == "setsid" || mode == "daemon") {
    read_input();
    std::fflush(stdout);
    std::ofstream pids(pidfile, std::ios::app);
    pids << ::getpid() << '\n';
    for (int k = 0; k < (mode == "setsid" ? 3 : 1); ++k) {
      const auto [child, grandchild] = escape(mode == "daemon");
      pids << child << '\n' << grandchild << '\n';
    }
    pids.close();
    std::printf("0\n");
    return 0;
  }
  if (mode == "ignore-input") {
    std::printf("7\n");
    return 0;
  }
  read_input();
  if (mode == "crash") {
    std::signal(SIGSEGV, SIG_DFL);  // a crash as the kernel reports it, even under a sanitizer's handler
    std::raise(SIGSEGV);
  } else if (mode == "silent") {
    return 0;
  } else if (mode == "words") {
    std::printf("the answer is 4\n");
  } else if (mode == "exit3") {
    std::printf("4\n");
    std::fprintf(stderr, "misbehave: giving up\n");
    return 3;
  } else if (mode == "flood") {
    for (;;) std::fputs("1111111111111111111111111111111111111111111111111111111111111111\n", stdout);
  } else if (mode == "noisy") {
    for (int k = 0; k < (1 << 14); ++k) std::fputs("noise noise noise noise noise noise noise noise noise noise!\n", stderr);
    std::printf("0\n");
  } else {
    std::fprintf(stderr, "misbehave: unknown mode '%s'\n", mode.c_str());
    return 2;
  }
  return 0;
}
