// judge/sources.hpp — a learner's file as snl compiles it beside its harness (judge/harnesses.hpp): what is looked
// for in it before the compiler would say it about snl's harness, and the copies made of Java and Go files. Each copy
// keeps the file's lines and columns, so that the compiler's messages point into the learner's own file.
//
// Tested by: tests/judge/harness_test.cpp (each copy compiled with its harness), tests/cli/leetcode_test.cpp (a
// package line, a func main, no imports, comments).
#pragma once

#include <string>
#include <vector>

namespace snl::judge {

/// Whether C++ source text declares `class Solution` or `struct Solution` (as words, outside comments).
bool declares_solution_class(const std::string& text);

/// A Java file as snl compiles it (named Solution.java, beside its harness, in the unnamed package): the imports
/// LeetCode adds on its first line, its `package` line blanked.
std::string java_solution(std::string source);

/// The top-level functions a Go source declares (`func NAME(`, not methods, outside comments), in order.
std::vector<std::string> go_functions(const std::string& source);

/// A Go file as snl builds it, beside its harness in package main: `package main; ` (and, when the file imports
/// nothing, the packages LeetCode lets it use) on its first line; its own package clause blanked and a `func main` of
/// its own (for trying it at home) renamed `_`, in place.
std::string go_solution(std::string source);

}  // namespace snl::judge
