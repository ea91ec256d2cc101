// judge/harness.hpp — running a LeetCode `class Solution` as LeetCode does: with the headers, imports and
// names LeetCode provides, in a harness snl writes (judge/harnesses.hpp), that loads the class once and answers board
// after board (judge/judge.hpp has the protocol). .py (python3), .c (gcc) and .cpp (g++), compiled once, .java
// (javac/java), .js (node), .go (go build).
// The learner's own prints go to standard error, so that they cannot be taken for an answer.
//
// Tested by: tests/cli/leetcode_test.cpp (every language through `snl check --leetcode`), tests/judge/harness_test.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "judge/judge.hpp"

namespace snl::judge {

/// A temporary directory removed with everything in it, whatever its modes (judge/folders.hpp): by remove(), which
/// says whether it could, or else when this goes out of scope.
class WorkDir {
 public:
  WorkDir() = default;
  ~WorkDir();
  WorkDir(const WorkDir&) = delete;
  WorkDir& operator=(const WorkDir&) = delete;
  /// Creates it (once); "" when it cannot be made.
  const std::string& path();
  /// Removes it now (nothing of it may be running); "" when it is gone or was never made, else why it is not.
  std::string remove();

 private:
  std::string path_;
};

/// How preparing a solution went: a program to judge, or why not (failure.usage when a compiler or runtime is
/// missing, the file type is unknown or the harness cannot be written; else the solution does not compile or has no
/// solution to load). And what the compiler printed, as it printed it (with the copy's path shown as the file's): a
/// face shows it first, whether or not the solution compiled.
struct Prepared {
  std::optional<ProgramSpec> spec;
  StartFailure failure;
  std::string compiler_output;
};

/// The limits of the compiler (g++: an address-space rlimit; javac: its heap, -J-Xmx).
struct CompileLimits {
  double timeout = 60;
  std::uint64_t memory_mib = 2048;
};

/// Seconds a harness may take to start, beyond the board's timeout (the runtime loading, before the file's own
/// top-level code): ProgramSpec::start_timeout is their sum.
inline constexpr double kStartUpAllowance = 10;

/// Prepares `file` by its extension; compiles it when the language needs it. `memory_mib` is the limit to enforce
/// (0: none). The solution is to run in an empty directory of its own inside `work` (ProgramSpec::directory). Throws
/// Interrupted (judge/interrupt.hpp) when the user's signal stops the compiler.
Prepared prepare_leetcode(const std::string& file, std::uint64_t memory_mib, double timeout,
                          const CompileLimits& compile_limits, WorkDir& work);

}  // namespace snl::judge
