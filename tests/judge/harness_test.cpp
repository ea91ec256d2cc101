// tests/judge/harness_test.cpp — the harnesses of judge/harnesses/ (judge/harnesses.hpp), each checked by its own
// language's toolchain as the judge runs it: the text embedded in snl (equal to the file), the C and C++ ones with a
// trivial solution in place of @SOLUTION@, the Java and Go ones beside a trivial solution made the judge's way
// (judge/sources.hpp), with warnings as errors where the language has them. A toolchain that is not installed
// (tools/install-deps.sh --test installs all but Node.js, which the machine brings) skips its test, saying so.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "judge/harnesses.hpp"
#include "judge/process.hpp"
#include "judge/sources.hpp"

namespace {

using namespace std::chrono_literals;
using snl::judge::ProcessResult;

/// A folder of its own for a test, emptied first.
std::string folder(const std::string& name) {
  const std::filesystem::path path = std::filesystem::path(SNL_BINARY_DIR) / "harnesses" / name;
  std::filesystem::remove_all(path);
  std::filesystem::create_directories(path);
  return path.string();
}

std::string write(const std::string& path, std::string_view text) {
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

/// The path of `tool` on PATH, or "" (the test is then skipped).
std::string tool(const std::string& name) { return snl::judge::find_executable(name); }

/// Runs a toolchain's command; on failure, what it printed.
void expect_clean(const std::vector<std::string>& argv, const std::vector<std::string>& environment = {},
                  const std::string& directory = "") {
  snl::judge::ProcessLimits limits;
  limits.timeout = 300s;
  limits.max_output = 1 << 20;
  limits.max_error = 1 << 20;
  limits.environment = environment;
  limits.directory = directory;
  const ProcessResult result = snl::judge::run_process(argv, "", limits);
  std::string command;
  for (const std::string& arg : argv) command += (command.empty() ? "" : " ") + arg;
  EXPECT_EQ(result.end, ProcessResult::End::exited) << command << ": " << result.error;
  EXPECT_EQ(result.exit_code, 0) << command << "\n" << result.output << result.error_output;
  EXPECT_EQ(result.output + result.error_output, "") << command;
}

}  // namespace

TEST(Harness, EmbeddedAsTheirFiles) {
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(SNL_HARNESSES_DIR)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_EQ(snl::judge::harness_text(entry.path().filename().string()), text.str()) << entry.path();
    ++files;
  }
  EXPECT_EQ(files, 6U);
  EXPECT_EQ(snl::judge::harness_files().size(), 6U);
}

TEST(Harness, Python) {
  const std::string python = tool("python3");
  if (python.empty()) GTEST_SKIP() << "python3 is not installed (tools/install-deps.sh installs it)";
  // Passed to python3 -c as it is: compiled as a file of its own here (the learner's file is exec'd at run time).
  const std::string dir = folder("python");
  expect_clean({python, "-m", "py_compile", write(dir + "/harness.py", snl::judge::harness_text("harness.py"))});
}

TEST(Harness, C) {
  const std::string gcc = tool("gcc");
  if (gcc.empty()) GTEST_SKIP() << "gcc is not installed (tools/install-deps.sh installs it)";
  const std::string dir = folder("c");
  // It allocates as solutions do, through the harness' malloc, calloc and realloc (each unused one would be a warning).
  const std::string solution = write(dir + "/solution.c",
                                     "int snakesAndLadders(int** board, int boardSize, int* boardColSize) {\n"
                                     "  (void)board, (void)boardColSize;\n"
                                     "  int* seen = calloc((size_t)boardSize, sizeof(int));\n"
                                     "  int* queue = realloc(malloc(sizeof(int)), sizeof(int) * (size_t)boardSize);\n"
                                     "  free(seen);\n  free(queue);\n  return boardSize;\n}\n");
  const std::string harness = write(dir + "/harness.c", snl::judge::c_harness(solution));
  // The judge's flags, and warnings as errors but -Waddress: the weak declaration is compared with NULL on purpose
  // (a solution without the function is said at load), which a solution that has it makes always false.
  expect_clean({gcc, "-std=gnu11", "-O2", "-Wall", "-Wextra", "-Wno-address", "-Werror", "-o", dir + "/solution",
                harness, "-lm"});
}

TEST(Harness, Cpp) {
  const std::string gxx = tool("g++");
  if (gxx.empty()) GTEST_SKIP() << "g++ is not installed (tools/install-deps.sh installs it)";
  const std::string dir = folder("cpp");
  const std::string solution = write(dir + "/solution.cpp", "class Solution {\n public:\n"
                                                            "  int snakesAndLadders(vector<vector<int>>& board) {\n"
                                                            "    return static_cast<int>(board.size());\n  }\n};\n");
  const std::string harness = write(dir + "/harness.cpp", snl::judge::cpp_harness(solution));
  expect_clean({gxx, "-std=c++20", "-O2", "-Wall", "-Wextra", "-Werror", "-fsyntax-only", harness});
}

TEST(Harness, Java) {
  const std::string javac = tool("javac");
  if (javac.empty()) GTEST_SKIP() << "javac is not installed (tools/install-deps.sh --test installs openjdk-17-jdk-headless)";
  const std::string dir = folder("java");
  const std::string solution = write(dir + "/Solution.java", snl::judge::java_solution(
                                                                 "package mine;\n\nclass Solution {\n"
                                                                 "  public int snakesAndLadders(int[][] board) {\n"
                                                                 "    return board.length;\n  }\n}\n"));
  const std::string harness = write(dir + "/SnlHarness.java", snl::judge::harness_text("SnlHarness.java"));
  expect_clean({javac, "-Xlint:all", "-Werror", "-encoding", "UTF-8", "-d", dir + "/classes", solution, harness});
}

TEST(Harness, JavaScript) {
  const std::string node = tool("node");
  if (node.empty()) GTEST_SKIP() << "node is not installed (Node.js 20, the machine's; tools/install-deps.sh does not install it)";
  // Passed to node -e as it is: parsed as a script here.
  const std::string dir = folder("javascript");
  expect_clean({node, "--check", write(dir + "/harness.js", snl::judge::harness_text("harness.js"))});
}

TEST(Harness, Go) {
  const std::string go = tool("go");
  if (go.empty()) GTEST_SKIP() << "go is not installed (tools/install-deps.sh --test installs golang-go)";
  const std::string dir = folder("go");
  write(dir + "/harness.go", snl::judge::harness_text("harness.go"));
  write(dir + "/solution.go", snl::judge::go_solution("package leetcode\n\nfunc snakesAndLadders(board [][]int) int {\n"
                                                      "\treturn len(board)\n}\n"));
  // The environment the judge builds it in (judge/harness.cpp); the harness as gofmt writes it, and go vet's checks on
  // the program it makes with the solution.
  const std::vector<std::string> environment = {"GOCACHE=" + dir + "/gocache", "GOPATH=" + dir + "/gopath",
                                                "GO111MODULE=off", "GOFLAGS=", "GOTOOLCHAIN=local", "CGO_ENABLED=0"};
  const std::string gofmt = tool("gofmt");
  if (!gofmt.empty()) expect_clean({gofmt, "-l", "harness.go"}, environment, dir);
  expect_clean({go, "vet", "harness.go", "solution.go"}, environment, dir);
}
