#include "judge/interrupt.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <new>

namespace snl::judge {
namespace {

/// What the guard and its watchdog share (an anonymous shared mapping made before the fork).
struct Shared {
  std::atomic<int> user_stop{0};  // the guard's SIGTSTP handler stopped the caller: leave it stopped
  std::atomic<unsigned> resumed{0};
};
static_assert(std::atomic<int>::is_always_lock_free && std::atomic<unsigned>::is_always_lock_free);

/// The signals that end the process by default and that anyone with the user's rights can send. Sent by the program
/// under test (or anything it started), each is ignored. From anyone else: the first group stops the check as the
/// user's ^C does (cleanly: children killed, folders removed); the second keeps its usual meaning (a fault, an abort,
/// a broken pipe, a stop from the terminal) by being raised again under the handler that was there before.
constexpr std::array<int, 14> kStopping{SIGINT,  SIGTERM, SIGHUP,    SIGQUIT,  SIGUSR1, SIGUSR2, SIGALRM,
                                        SIGXCPU, SIGVTALRM, SIGPROF, SIGIO, SIGPWR,  SIGSTKFLT, SIGTSTP};
constexpr std::array<int, 11> kKept{SIGPIPE, SIGXFSZ, SIGTTIN, SIGTTOU, SIGTRAP, SIGSYS,
                                    SIGABRT, SIGSEGV, SIGBUS,  SIGFPE,  SIGILL};
constexpr std::size_t kCaughtCount = kStopping.size() + kKept.size();

volatile sig_atomic_t g_signal = 0;
volatile sig_atomic_t g_meddled = 0;
volatile sig_atomic_t g_last_meddling = 0;
int g_pipe_read = -1;
int g_pipe_write = -1;
Shared* g_shared = nullptr;
pid_t g_watchdog = -1;
std::array<struct sigaction, kCaughtCount> g_previous{};

/// The signal at position k of the caught ones (kStopping, then kKept).
int caught(std::size_t k) { return k < kStopping.size() ? kStopping[k] : kKept[k - kStopping.size()]; }

bool keeps_its_meaning(int signal) {
  for (const int kept : kKept) {
    if (kept == signal) return true;
  }
  return false;
}

/// Puts back the handler that was there before ours for `signal` and raises it again: delivered once ours returns
/// (the signal is blocked meanwhile), with its usual effect. A real fault is not raised: returning repeats it.
void hand_back(int signal, const siginfo_t* info) {
  for (std::size_t k = 0; k < kCaughtCount; ++k) {
    if (caught(k) == signal) ::sigaction(signal, &g_previous[k], nullptr);
  }
  if (info == nullptr || info->si_code <= 0) ::raise(signal);
}

/// Reads /proc/PID/stat with system calls only (a signal handler calls it) and returns where the fields after
/// "PID (COMM)" begin in `text` (COMM may hold ')' itself, so the last one ends it), or -1.
ssize_t read_stat(pid_t pid, char (&text)[1024], ssize_t& size) {
  char path[32] = "/proc/";
  char digits[16];
  int count = 0;
  for (long value = pid; value > 0 && count < 15; value /= 10) digits[count++] = static_cast<char>('0' + value % 10);
  int at = 6;
  while (count > 0) path[at++] = digits[--count];
  for (const char c : {'/', 's', 't', 'a', 't', '\0'}) path[at++] = c;
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  size = ::read(fd, text, sizeof text - 1);
  ::close(fd);
  ssize_t close_at = -1;
  for (ssize_t k = 0; k < size; ++k) {
    if (text[k] == ')') close_at = k;
  }
  return close_at >= 0 && close_at + 2 < size ? close_at + 2 : -1;
}

/// The parent of `pid` ("STATE PPID" after the name), or -1.
pid_t parent_of(pid_t pid) {
  char text[1024];
  ssize_t size = 0;
  const ssize_t fields = read_stat(pid, text, size);
  if (fields < 0) return -1;
  long parent = 0;
  for (ssize_t k = fields + 2; k < size && text[k] >= '0' && text[k] <= '9'; ++k) parent = parent * 10 + (text[k] - '0');
  return static_cast<pid_t>(parent);
}

/// The state letter of `pid` ('R', 'S', 'T' stopped, 't' stopped by a debugger, …), or 0.
char state_of(pid_t pid) {
  char text[1024];
  ssize_t size = 0;
  const ssize_t fields = read_stat(pid, text, size);
  return fields < 0 ? 0 : text[fields];
}

/// Whether `sender` is a process below us (its parents lead to us).
bool from_descendant(pid_t sender) {
  const pid_t self = ::getpid();
  for (int depth = 0; depth < 256 && sender > 1; ++depth) {
    if (sender == self) return depth > 0;
    sender = parent_of(sender);
  }
  return false;
}

/// Whether the process `pid` is gone (reaped: nothing left of it to trace).
bool gone(pid_t pid) { return ::kill(pid, 0) != 0 && errno == ESRCH; }

/// Whether a signal sent by process `sender` is the program's meddling, to be ignored: it comes from below us, or it is
/// not one a user stops a program with (SIGINT, SIGTERM, SIGHUP, SIGTSTP) and its sender is already gone — a process
/// of the program that sent it and was reaped by its own parent before we could trace it.
bool meddling_from(pid_t sender, int signal) {
  if (from_descendant(sender)) return true;
  const bool users = signal == SIGINT || signal == SIGTERM || signal == SIGHUP || signal == SIGTSTP;
  return !users && gone(sender);
}

void on_signal(int signal, siginfo_t* info, void*) {
  const int saved_errno = errno;
  // si_code ≤ 0: sent by a process (kill, sigqueue, tgkill), whose pid is si_pid; a terminal's are the kernel's.
  if (info != nullptr && info->si_code <= 0 && info->si_pid > 0 && meddling_from(info->si_pid, signal)) {
    g_meddled = g_meddled + 1;
    g_last_meddling = signal;
    errno = saved_errno;
    return;
  }
  if (keeps_its_meaning(signal)) {
    hand_back(signal, info);
  } else if (signal == SIGTSTP) {
    // The user's ^Z: stop, telling the watchdog to leave us stopped until `fg` sends SIGCONT.
    if (g_shared != nullptr) g_shared->user_stop.store(1);
    ::kill(::getpid(), SIGSTOP);
    if (g_shared != nullptr) g_shared->user_stop.store(0);
  } else {
    if (g_signal == 0) g_signal = signal;
    if (g_pipe_write >= 0) {
      [[maybe_unused]] const ssize_t put = ::write(g_pipe_write, "!", 1);
    }
  }
  errno = saved_errno;
}

/// The watchdog's life: resume the parent whenever something other than the user's ^Z stopped it.
[[noreturn]] void watch(pid_t parent, Shared* shared) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != parent) ::_exit(0);
  ::syscall(SYS_close_range, 0U, ~0U, 0U);  // no pipe of the caller's stays open because of us
  // Anything the program sends to every process it may signal (kill(-1, …)) but SIGKILL leaves the watchdog alone;
  // the guard ends it with SIGKILL.
  for (int ignored = 1; ignored < NSIG; ++ignored) {
    if (ignored != SIGKILL && ignored != SIGSTOP && ignored != SIGCHLD) ::signal(ignored, SIG_IGN);
  }
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  const timespec pause{0, 10'000'000};
  for (;;) {
    ::nanosleep(&pause, nullptr);
    if (::getppid() != parent) ::_exit(0);
    if (state_of(parent) == 'T' && shared->user_stop.load() == 0) {
      ::kill(parent, SIGCONT);
      shared->resumed.fetch_add(1);
    }
  }
}

}  // namespace

InterruptGuard::InterruptGuard() {
  g_signal = 0;
  g_meddled = 0;
  g_last_meddling = 0;
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC | O_NONBLOCK) == 0) {
    g_pipe_read = fds[0];
    g_pipe_write = fds[1];
  }
  void* const memory = ::mmap(nullptr, sizeof(Shared), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (memory != MAP_FAILED) g_shared = new (memory) Shared;
  if (g_shared != nullptr) {
    const pid_t parent = ::getpid();
    const pid_t pid = ::fork();
    if (pid == 0) watch(parent, g_shared);
    g_watchdog = pid;  // -1 when fork failed: no watchdog, the rest still holds
  }
  struct sigaction action {};
  action.sa_sigaction = on_signal;
  action.sa_flags = SA_SIGINFO;
  sigfillset(&action.sa_mask);
  for (std::size_t k = 0; k < kCaughtCount; ++k) ::sigaction(caught(k), &action, &g_previous[k]);
}

InterruptGuard::~InterruptGuard() {
  for (std::size_t k = 0; k < kCaughtCount; ++k) ::sigaction(caught(k), &g_previous[k], nullptr);
  g_signal = 0;  // the guard's user signal ends with it: later runs without a guard are not taken for interrupted
  if (g_watchdog > 0) {
    ::kill(g_watchdog, SIGKILL);
    while (::waitpid(g_watchdog, nullptr, 0) < 0 && errno == EINTR) {
    }
  }
  g_watchdog = -1;
  if (g_shared != nullptr) ::munmap(g_shared, sizeof(Shared));
  g_shared = nullptr;
  for (int* fd : {&g_pipe_read, &g_pipe_write}) {
    if (*fd >= 0) ::close(*fd);
    *fd = -1;
  }
}

int interrupt_signal() { return g_signal; }

int interrupt_fd() { return g_pipe_read; }

void drain_interrupt_fd() {
  if (g_pipe_read < 0) return;
  char buffer[64];
  while (::read(g_pipe_read, buffer, sizeof buffer) > 0) {
  }
}

Meddling meddling() {
  Meddling seen;
  seen.signals = static_cast<unsigned>(g_meddled);
  seen.last_signal = g_last_meddling;
  seen.resumed = g_shared != nullptr ? g_shared->resumed.load() : 0;
  return seen;
}

pid_t watchdog_pid() { return g_watchdog; }

}  // namespace snl::judge
