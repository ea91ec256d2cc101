// judge/harnesses.hpp — the programs `snl check --leetcode` runs around a learner's solution, one per language. They
// are real files under judge/harnesses/, embedded at build time (cmake/embed.cmake writes harness_files.cpp), and a
// test checks each with its own language's compiler or checker (tests/judge/harness_test.cpp). Each reads boards on
// descriptor 3, answers on descriptor 4 (judge/judge.hpp has the protocol) and says `ready` once loaded.
//
//   harness.py       `class Solution` with `snakesAndLadders(self, board)`, with the names LeetCode imports for you;
//                    passed with `python3 -c`, so there is no file to clean up even when snl is killed
//   harness.c        the learner's file included (the line `#include "@SOLUTION@"`) after the headers LeetCode's C
//                    provides; its malloc, calloc and realloc told apart when they fail (memory limit exceeded, not a
//                    crash), and a missing function said at load (a weak declaration)
//   harness.cpp      the learner's file included the same way, after the headers and `using namespace std` LeetCode
//                    provides
//   SnlHarness.java  a class of snl's beside the learner's `class Solution` (java_solution(), judge/sources.hpp),
//                    which it finds by reflection
//   harness.js       `var snakesAndLadders = function(board)` (or a function declaration), loaded into the global
//                    scope; passed with `node -e`
//   harness.go       built with the learner's file (go_solution()) into one program, package main; its names start
//                    with snl so that they meet none of the learner's, and its imports are its file's own
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace snl::judge {

/// A file of judge/harnesses/ as embedded: its name with a leading '/' ("/harness.py"), its content type, its bytes.
struct HarnessFile {
  std::string_view path;
  std::string_view content_type;
  std::string_view body;
};

/// Every harness, in the order of their names (harness_files.cpp, generated).
std::span<const HarnessFile> harness_files();

/// The text of the harness named `name` ("harness.py", "SnlHarness.java"). Precondition: it is one of them.
std::string_view harness_text(std::string_view name);

/// The C and C++ harnesses as compiled: the learner's file, at the absolute path `solution`, in place of
/// @SOLUTION@ (backslashes and double quotes escaped for the string literal).
std::string c_harness(const std::string& solution);
std::string cpp_harness(const std::string& solution);

}  // namespace snl::judge
