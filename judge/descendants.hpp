// judge/descendants.hpp — every process a child started ends with it, also those that left its process group
// (setsid, setpgid) or were orphaned (a double fork): the calling process becomes a child subreaper
// (PR_SET_CHILD_SUBREAPER, Linux ≥ 3.4), so that orphans of its descendants are reparented to it instead of to init,
// and then kills and reaps the whole tree below it.
//
// Chosen over a PID namespace, which would need user namespaces (not allowed everywhere unprivileged) and would
// make the program PID 1 of its namespace, where signals it does not handle (SIGTERM, SIGINT, its own SIGABRT)
// are ignored. Not contained: a process handed to another parent outside the tree (a service manager, at(1)).
//
// Tested by: tests/judge/process_test.cpp (setsid and double-fork descendants), tests/cli/check_test.cpp.
#pragma once

#include <sys/types.h>

namespace snl::judge {

/// Makes the calling process a child subreaper (once; later calls do nothing). Call before starting the child.
void become_subreaper();

/// SIGKILLs every descendant of the calling process but `keep` (the direct child, a zombie the caller reaps) and the
/// interrupt guard's watchdog (judge/interrupt.hpp), and
/// reaps those that are (or become, as their parents die) its own children, until none is left. Precondition: the
/// calling process has no other children it means to keep, and is a subreaper.
void kill_descendants(pid_t keep);

}  // namespace snl::judge
