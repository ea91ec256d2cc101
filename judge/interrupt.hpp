// judge/interrupt.hpp — a program that runs programs it does not trust (snl check) stays in charge of them:
//
// - SIGINT, SIGTERM and SIGHUP from the user (a terminal's ^C, kill, a closed terminal) are caught and said on a
//   descriptor that the process runner polls beside the child's pipes (judge/process.hpp): the child in progress
//   is stopped at once with everything it started, the runner reports End::interrupted, and the caller unwinds
//   (its temporary folders removed by their destructors) and exits with 128 + the signal.
// - So are the other signals that end a process by default and that anyone may send: SIGQUIT, SIGUSR1, SIGUSR2,
//   SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT (from anyone but the program: they stop the check
//   as ^C does, cleanly, instead of killing snl with its children and folders left behind).
// - Every one of those, SIGTSTP, and the signals that keep their usual meaning otherwise (SIGPIPE, SIGXFSZ, SIGTTIN,
//   SIGTTOU, and a SIGTRAP, SIGSYS, SIGABRT, SIGSEGV, SIGBUS, SIGFPE or SIGILL sent with kill), sent by the program
//   under test or anything it started, are ignored and counted: the sender is found from the signal's siginfo (its
//   pid, followed up its parents to us). A sender that has already been reaped by its own parent cannot be traced: it
//   counts as the user's for SIGINT, SIGTERM, SIGHUP and SIGTSTP (the user's kill(1) must work), as the program's for
//   the others (which nobody else sends to snl check, and which a short-lived grandchild could use to stop the check). A signal of the second group from anyone else is handed back: the
//   handler that was there before (the default, a sanitizer's) gets it, as it would have without the guard.
// - SIGSTOP cannot be caught: a watchdog process, forked before any child is started, looks at the caller every
//   10 ms and sends SIGCONT when it finds it stopped by anything other than its own SIGTSTP handler (the user's ^Z
//   still pauses it; `fg` resumes it). The watchdog dies with the caller (PR_SET_PDEATHSIG) and is never taken for
//   one of the program's processes (judge/descendants.hpp spares it). A program that kills the watchdog first can
//   still stop the checker: this guards against accidents and casual attempts, not a determined attacker with the
//   user's rights.
//
// It is the judge's, not the CLI's: the process runner polls its descriptor and the judge throws Interrupted; a face
// (cli/commands/check.cpp) installs the guard around a check and says what it counted.
//
// Tested by: tests/cli/check_test.cpp (Check.InterruptStopsEverything*, Check.ProgramCannotStopTheChecker,
// Check.ProgramCannotTerminateTheChecker), tests/cli/hostile_test.cpp (Hostile.SignalsToTheChecker*),
// tests/judge/process_test.cpp (Process.EverySignalFromTheProgramIsIgnored).
//
// POSIX (Linux) only; one guard at a time, in a single-threaded program.
#pragma once

#include <sys/types.h>

namespace snl::judge {

/// Thrown (by the judge: judge/judge.hpp, judge/harness.hpp) when a user's signal asked to stop: unwinding runs the
/// destructors that kill the children and remove the temporary folders.
struct Interrupted {
  int signal = 0;
};

class InterruptGuard {
 public:
  /// Installs the handlers and starts the watchdog.
  InterruptGuard();
  /// Restores the previous handlers and ends the watchdog.
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;
};

/// The user's signal that asked to stop, or 0.
int interrupt_signal();

/// A descriptor that becomes readable when a signal arrives (-1 without a guard). Poll it for POLLIN; after a
/// wake-up, drain_interrupt_fd() and look at interrupt_signal().
int interrupt_fd();
void drain_interrupt_fd();

/// Signals the program under test (or its descendants) sent to the caller, ignored; and times the watchdog found
/// the caller stopped and resumed it.
struct Meddling {
  unsigned signals = 0;
  int last_signal = 0;
  unsigned resumed = 0;
};
Meddling meddling();

/// The watchdog's pid (-1 without a guard): not one of the program's processes.
pid_t watchdog_pid();

}  // namespace snl::judge
