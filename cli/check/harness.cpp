#include "check/harness.hpp"

#include <stdlib.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "common/interrupt.hpp"
#include "common/process.hpp"

namespace snl::cli {
namespace {

/// Python: `class Solution` with `snakesAndLadders(self, board)`, with the names LeetCode imports for you. Passed
/// with `python3 -c`, so there is no file to clean up even when snl is killed.
constexpr const char* kPythonHarness = R"PY(import os, sys
path, shown = sys.argv[1], sys.argv[2]
answers, sys.stdout = sys.stdout, sys.stderr
sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
names = {"__name__": "solution", "__file__": shown}
exec("from typing import *\n"
     "import collections, heapq, math, bisect, itertools, functools\n"
     "from collections import deque, defaultdict, Counter\n"
     "from heapq import heappush, heappop, heapify\n"
     "from functools import lru_cache, cache\n", names)
with open(path, encoding="utf-8") as source:
    exec(compile(source.read(), shown, "exec"), names)
if "Solution" not in names:
    sys.exit(shown + ": no class Solution in this file")
answers.write("ready\n")
answers.flush()
while True:
    line = sys.stdin.readline()
    if not line:
        break
    if not line.strip():
        continue
    n = int(line)
    board = [[int(v) for v in sys.stdin.readline().split()] for _ in range(n)]
    try:
        result = names["Solution"]().snakesAndLadders(board)
        if isinstance(result, int) and not isinstance(result, bool):
            answers.write(str(result) + "\n")
        else:
            answers.write("? " + repr(result)[:200] + "\n")
    except MemoryError:
        answers.write("! memory\n")
    except BaseException as error:
        answers.write(("! exception " + type(error).__name__ + ": " + str(error)).replace("\n", " ")[:300] + "\n")
    answers.flush()
)PY";

/// C++: the learner's file included after the headers and `using namespace std` LeetCode provides.
constexpr const char* kCppHarnessBegin = R"CPP(#include <bits/stdc++.h>
#include <unistd.h>
using namespace std;
)CPP";

constexpr const char* kCppHarnessEnd = R"CPP(
int main() {
  const int answers_fd = dup(1);
  dup2(2, 1);  // the solution's own prints go to standard error
  FILE* answers = fdopen(answers_fd, "w");
  fputs("ready\n", answers);
  fflush(answers);
  int n = 0;
  while (scanf("%d", &n) == 1) {
    vector<vector<int>> board(n, vector<int>(n));
    for (auto& row : board) {
      for (int& value : row) {
        if (scanf("%d", &value) != 1) return 3;
      }
    }
    try {
      Solution solution;
      fprintf(answers, "%d\n", solution.snakesAndLadders(board));
    } catch (const bad_alloc&) {
      fputs("! memory\n", answers);
    } catch (const exception& error) {
      string what = error.what();
      replace(what.begin(), what.end(), '\n', ' ');
      fprintf(answers, "! exception %s\n", what.substr(0, 300).c_str());
    } catch (...) {
      fputs("! exception (not a std::exception)\n", answers);
    }
    fflush(answers);
  }
  return 0;
}
)CPP";

/// Java: a class of snl's beside the learner's `class Solution`, which is compiled with the imports LeetCode adds.
constexpr const char* kJavaHarness = R"JAVA(import java.io.*;

public class SnlHarness {
  public static void main(String[] args) throws IOException {
    PrintStream answers = new PrintStream(new FileOutputStream(FileDescriptor.out), false);
    System.setOut(System.err);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    answers.print("ready\n");
    answers.flush();
    String line;
    while ((line = in.readLine()) != null) {
      line = line.trim();
      if (line.isEmpty()) continue;
      int n = Integer.parseInt(line);
      int[][] board = new int[n][n];
      for (int r = 0; r < n; r++) {
        String[] parts = in.readLine().trim().split("\\s+");
        for (int c = 0; c < n; c++) board[r][c] = Integer.parseInt(parts[c]);
      }
      try {
        answers.print(new Solution().snakesAndLadders(board) + "\n");
      } catch (OutOfMemoryError error) {
        answers.print("! memory\n");
      } catch (Throwable error) {
        String what = error.toString().replace('\n', ' ');
        answers.print("! exception " + (what.length() > 300 ? what.substring(0, 300) : what) + "\n");
      }
      answers.flush();
    }
  }
}
)JAVA";

constexpr const char* kJavaImports =
    "import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; ";

/// JavaScript: `var snakesAndLadders = function(board)` (or a function declaration), loaded into the global scope.
constexpr const char* kJsHarness = R"JS(const fs = require("fs"), vm = require("vm");
const path = process.argv[1];
const answer = (text) => fs.writeSync(1, text + "\n");
console.log = console.info = console.debug = (...args) => console.error(...args);
process.stdout.write = process.stderr.write.bind(process.stderr);
vm.runInThisContext(fs.readFileSync(path, "utf8"), { filename: path });
if (typeof snakesAndLadders !== "function") {
  console.error(path + ": no function snakesAndLadders in this file");
  process.exit(1);
}
const solve = snakesAndLadders;
const buffer = Buffer.alloc(1 << 16);
let pending = "";
function readLine() {
  for (;;) {
    const at = pending.indexOf("\n");
    if (at >= 0) {
      const line = pending.slice(0, at);
      pending = pending.slice(at + 1);
      return line;
    }
    let got = 0;
    try {
      got = fs.readSync(0, buffer, 0, buffer.length, null);
    } catch (error) {
      if (error.code === "EAGAIN") continue;
      if (error.code === "EOF") return null;
      throw error;
    }
    if (got === 0) return null;
    pending += buffer.toString("utf8", 0, got);
  }
}
answer("ready");
for (;;) {
  const first = readLine();
  if (first === null) break;
  if (!first.trim()) continue;
  const n = parseInt(first, 10);
  const board = [];
  for (let r = 0; r < n; r++) board.push(readLine().trim().split(/\s+/).map(Number));
  let result;
  try {
    result = solve(board);
  } catch (error) {
    const what = String(error).replace(/\n/g, " ").slice(0, 300);
    answer(/Array buffer allocation failed|Invalid array length|out of memory/i.test(what) ? "! memory" : "! exception " + what);
    continue;
  }
  answer(Number.isInteger(result) ? String(result) : "? " + String(JSON.stringify(result)).slice(0, 200));
}
)JS";

std::string extension_of(const std::string& file) {
  const std::string ext = std::filesystem::path(file).extension().string();
  return ext;
}

/// The interpreter a python3 found on PATH runs, asked once: version-manager shims (pyenv, asdf) are scripts that
/// take a good part of a second to start. The shim itself when asking fails.
std::string interpreter_behind(const std::string& python) {
  ProcessLimits limits;
  limits.timeout = std::chrono::seconds(30);
  const ProcessResult asked = run_process({python, "-c", "import sys; print(sys.executable)"}, "", limits);
  if (asked.end == ProcessResult::End::interrupted) throw Interrupted{asked.signal};
  std::string path = asked.output;
  while (!path.empty() && (path.back() == '\n' || path.back() == '\r')) path.pop_back();
  const bool ok = asked.end == ProcessResult::End::exited && asked.exit_code == 0;
  return ok && !path.empty() && !find_executable(path).empty() ? path : python;
}

Prepared missing(const std::string& tool, const std::string& language, const std::string& package) {
  return {std::nullopt, 2,
          "snl check: error: --leetcode runs a " + language + " solution with " + tool + ", and there is no " + tool +
              " on PATH.\nInstall " + package + ", or run the solution as a command of your own: snl check -- CMD "
              "[ARGS...]\n"};
}

bool write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out.flush());
}

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  if (from.empty()) return;
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
}

/// Whether a compiler's messages say it ran out of memory (cc1plus, as, ld, a JVM).
bool says_out_of_memory(const std::string& messages) {
  for (const char* words : {"out of memory", "Cannot allocate memory", "memory exhausted", "OutOfMemoryError"}) {
    if (messages.find(words) != std::string::npos) return true;
  }
  return false;
}

/// Runs a compiler under the limits; its messages go to standard error as it printed them (with `shown_as` for the
/// copy's path). Empty when it succeeded, else the message for the exit.
std::optional<Prepared> compile(const std::vector<std::string>& argv, const std::string& file, const std::string& copy,
                                const std::string& shown_as, const CompileLimits& compile_limits, bool address_space,
                                const std::string& work_dir) {
  ProcessLimits limits;
  limits.timeout = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(compile_limits.timeout));
  limits.max_output = std::size_t{1} << 20;
  limits.max_error = std::size_t{1} << 20;
  limits.environment = {"TMPDIR=" + work_dir};  // a compiler stopped leaves its own temporary files with ours
  limits.memory = address_space ? static_cast<std::size_t>(compile_limits.memory_mib) << 20 : 0;
  const ProcessResult run = run_process(argv, "", limits);
  if (run.end == ProcessResult::End::interrupted) throw Interrupted{run.signal};
  std::string messages = run.output + run.error_output;
  replace_all(messages, copy, shown_as);
  if (!messages.empty() && messages.back() != '\n') messages += '\n';  // a compiler stopped mid-line
  if (!messages.empty()) std::fputs(messages.c_str(), stderr);
  if (run.end == ProcessResult::End::exited && run.exit_code == 0) return std::nullopt;
  if (run.end == ProcessResult::End::not_started) {
    return Prepared{std::nullopt, 2, "snl check: error: cannot run '" + argv[0] + "': " + run.error + "\n"};
  }
  const std::string tool = std::filesystem::path(argv[0]).filename().string();
  if (run.end == ProcessResult::End::timed_out) {
    char text[64];
    std::snprintf(text, sizeof text, "%g s", compile_limits.timeout);
    return Prepared{std::nullopt, 1, "snl check: " + file + " does not compile within " + text + ": " + tool +
                                         " was stopped (--compile-timeout)\n"};
  }
  if (says_out_of_memory(messages)) {
    return Prepared{std::nullopt, 1, "snl check: " + file + " does not compile within " +
                                         std::to_string(compile_limits.memory_mib) + " MiB: " + tool +
                                         " ran out of memory (--compile-memory)\n"};
  }
  return Prepared{std::nullopt, 1, "snl check: " + file + " does not compile (" + argv[0] + " failed, above)\n"};
}

}  // namespace

WorkDir::~WorkDir() {
  if (path_.empty()) return;
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

const std::string& WorkDir::path() {
  if (!path_.empty()) return path_;
  std::string pattern = (std::filesystem::temp_directory_path() / "snl-check-XXXXXX").string();
  if (::mkdtemp(pattern.data()) != nullptr) path_ = pattern;
  return path_;
}

Prepared prepare_leetcode(const std::string& file, std::uint64_t memory_mib, double timeout,
                          const CompileLimits& compile_limits, WorkDir& work) {
  ProgramSpec spec;
  spec.harness = true;
  spec.timeout = timeout;
  spec.memory_mib = memory_mib;
  spec.source = file;
  const std::string ext = extension_of(file);
  const std::string absolute = std::filesystem::absolute(file).string();
  if (ext != ".py" && ext != ".cpp" && ext != ".cc" && ext != ".java" && ext != ".js") {
    return {std::nullopt, 2,
            "snl check: error: --leetcode takes a .py, .cpp, .java or .js file, not '" + file +
                "'\nRun 'snl check --help' for more information.\n"};
  }
  // The solution runs in an empty directory of its own (emptied again at each start): what it writes or deletes
  // there is nothing of the user's. Its file and snl's harness are named by absolute paths.
  if (work.path().empty()) return {std::nullopt, 2, "snl check: error: cannot create a temporary directory\n"};
  spec.directory = work.path() + "/cwd";
  if (ext == ".py") {
    const std::string python = find_executable("python3");
    if (python.empty()) return missing("python3", "Python", "Python 3");
    spec.argv = {interpreter_behind(python), "-c", kPythonHarness, absolute, file};
    return {spec, 0, ""};
  }
  if (ext == ".js") {
    const std::string node = find_executable("node");
    if (node.empty()) return missing("node", "JavaScript", "Node.js");
    spec.memory_as_data = true;  // V8 reserves far more address space than it uses
    spec.argv = {node};
    if (memory_mib > 0) spec.argv.push_back("--max-old-space-size=" + std::to_string(memory_mib));
    spec.argv.insert(spec.argv.end(), {"-e", kJsHarness, absolute});
    return {spec, 0, ""};
  }
  if (ext == ".java") {
    const std::string javac = find_executable("javac");
    const std::string java = find_executable("java");
    if (javac.empty()) return missing("javac", "Java", "a JDK (Debian: openjdk-17-jdk-headless)");
    if (java.empty()) return missing("java", "Java", "a JDK (Debian: openjdk-17-jdk-headless)");
    std::ifstream in(file, std::ios::binary);
    std::stringstream source;
    source << in.rdbuf();
    // Named Solution.java whatever the file's name, so that a `public class Solution` compiles too.
    const std::string copy = work.path() + "/Solution.java";
    if (!write_file(copy, kJavaImports + source.str()) || !write_file(work.path() + "/SnlHarness.java", kJavaHarness)) {
      return {std::nullopt, 2, "snl check: error: cannot write the harness in " + work.path() + "\n"};
    }
    // javac is a JVM, which does not start under an address-space limit: its heap is limited instead.
    if (auto failed = compile({javac, "-J-Xmx" + std::to_string(compile_limits.memory_mib) + "m", "-nowarn", "-encoding",
                               "UTF-8", "-d", work.path(), copy, work.path() + "/SnlHarness.java"},
                              file, copy, file, compile_limits, false, work.path())) {
      return *failed;
    }
    spec.argv = {java, "-Xss64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", work.path()};
    if (memory_mib > 0) spec.argv.push_back("-Xmx" + std::to_string(memory_mib) + "m");
    spec.argv.push_back("SnlHarness");
    spec.rlimit = false;
    return {spec, 0, ""};
  }
  const std::string compiler = find_executable("g++");
  if (compiler.empty()) return missing("g++", "C++", "g++ (Debian: g++)");
  const std::string harness = work.path() + "/harness.cpp";
  std::string text = kCppHarnessBegin;
  std::string quoted = absolute;
  replace_all(quoted, "\\", "\\\\");
  replace_all(quoted, "\"", "\\\"");
  text += "#include \"" + quoted + "\"\n";
  text += kCppHarnessEnd;
  if (!write_file(harness, text)) return {std::nullopt, 2, "snl check: error: cannot write the harness in " + work.path() + "\n"};
  const std::string binary = work.path() + "/solution";
  if (auto failed = compile({compiler, "-std=c++20", "-O2", "-o", binary, harness}, file, absolute, file, compile_limits,
                            true, work.path())) {
    return *failed;
  }
  spec.argv = {binary};
  return {spec, 0, ""};
}

}  // namespace snl::cli
