// cli/check/harness.hpp — running a LeetCode `class Solution` as LeetCode does: with the headers, imports and
// names LeetCode provides, in a harness snl writes, that loads the class once and answers board after board
// (check/judge.hpp has the protocol). .py (python3), .c (gcc) and .cpp (g++), compiled once, .java (javac/java), .js
// (node), .go (go build).
// The learner's own prints go to standard error, so that they cannot be taken for an answer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "check/judge.hpp"

namespace snl::cli {

/// A temporary directory removed with everything in it when this goes out of scope.
class WorkDir {
 public:
  WorkDir() = default;
  ~WorkDir();
  WorkDir(const WorkDir&) = delete;
  WorkDir& operator=(const WorkDir&) = delete;
  /// Creates it (once); "" when it cannot be made.
  const std::string& path();

 private:
  std::string path_;
};

/// How preparing a solution went: a program to judge, or an exit code and a message (stderr) — 2 when a compiler
/// or runtime is missing or the file type is unknown, 1 when the solution does not compile.
struct Prepared {
  std::optional<ProgramSpec> spec;
  int exit_code = 0;
  std::string message;
};

/// The limits of the compiler (g++: an address-space rlimit; javac: its heap, -J-Xmx).
struct CompileLimits {
  double timeout = 60;
  std::uint64_t memory_mib = 2048;
};

/// Prepares `file` by its extension; compiles it when the language needs it (the compiler's own messages are
/// written to standard error as it printed them). `memory_mib` is the limit to enforce (0: none). The solution is
/// to run in an empty directory of its own inside `work` (ProgramSpec::directory). Throws Interrupted
/// (common/interrupt.hpp) when the user's signal stops the compiler.
Prepared prepare_leetcode(const std::string& file, std::uint64_t memory_mib, double timeout,
                          const CompileLimits& compile_limits, WorkDir& work);

}  // namespace snl::cli
