// cli/check/harness_programs.hpp — the programs snl check --leetcode runs around a learner's solution, one per
// language (their text in harness_programs.cpp; harness.cpp writes, compiles and starts them).
#pragma once

namespace snl::cli::programs {

extern const char* const kPythonHarness;
extern const char* const kCppHarnessBegin;
extern const char* const kCppHarnessEnd;
extern const char* const kCHarnessBegin;
extern const char* const kCHarnessEnd;
extern const char* const kJavaHarness;
extern const char* const kJavaImports;
extern const char* const kJsHarness;
extern const char* const kGoHarness;
extern const char* const kGoImports;

}  // namespace snl::cli::programs
