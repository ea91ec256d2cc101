#include "check/harness.hpp"

#include <stdlib.h>

#include <algorithm>
#include <cctype>
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
boards, answers = os.fdopen(3, "r"), os.fdopen(4, "w")
sys.stdout = sys.stderr
class Stdin:
    """Standard input is empty: a solution that reads it is told so."""
    read_from = False
    def __getattr__(self, name):
        Stdin.read_from = True
        return getattr(sys.__stdin__, name)
    def __iter__(self):
        Stdin.read_from = True
        return iter(sys.__stdin__)
sys.stdin = Stdin()
sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
names = {"__name__": "solution", "__file__": shown}
exec("from typing import *\n"
     "import collections, heapq, math, bisect, itertools, functools\n"
     "from collections import deque, defaultdict, Counter\n"
     "from heapq import heappush, heappop, heapify\n"
     "from functools import lru_cache, cache\n", names)
import traceback
try:
    with open(path, encoding="utf-8") as source:
        exec(compile(source.read(), shown, "exec"), names)
except SyntaxError as error:
    # The interpreter's message about the file, without the harness' frames.
    sys.stderr.write("".join(traceback.format_exception_only(type(error), error)))
    sys.exit(1)
except BaseException as error:
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == shown]
    sys.stderr.write("Traceback (most recent call last):\n" + "".join(traceback.format_list(frames)) +
                     "".join(traceback.format_exception_only(type(error), error)))
    sys.exit(1)
if "Solution" not in names:
    sys.exit(shown + ": no class Solution in this file")
if not callable(getattr(names["Solution"], "snakesAndLadders", None)):
    found = [k for k, v in vars(names["Solution"]).items() if callable(v) and not k.startswith("__")]
    sys.exit(shown + ": class Solution has no method snakesAndLadders" +
             (" (found: " + ", ".join(found) + ")" if found else " (it has no methods)"))
answers.write("ready\n")
answers.flush()
while True:
    line = boards.readline()
    if not line:
        break
    if not line.strip():
        continue
    n = int(line)
    board = [[int(v) for v in boards.readline().split()] for _ in range(n)]
    Stdin.read_from = False
    try:
        result = names["Solution"]().snakesAndLadders(board)
        if isinstance(result, int) and not isinstance(result, bool):
            reply = str(result)
        else:
            reply = "? " + repr(result)[:200]
    except MemoryError:
        reply = "! memory"
    except SystemError as error:
        # CPython out of memory inside a C function may say only this.
        reply = "! memory" if "without exception set" in str(error) else "! exception SystemError: " + str(error)
    except BaseException as error:
        reply = ("! exception " + type(error).__name__ + ": " + str(error)).replace("\n", " ")[:300]
    answers.write(reply + ("\t! stdin" if Stdin.read_from else "") + "\n")
    answers.flush()
)PY";

/// C++: the learner's file included after the headers and `using namespace std` LeetCode provides.
constexpr const char* kCppHarnessBegin = R"CPP(#include <bits/stdc++.h>
#include <unistd.h>
using namespace std;
/// Standard input is empty: cin and stdin give end-of-file at once and note that the solution read them.
static bool snl_read_stdin = false;
struct SnlEmptyInput : std::streambuf {
  int_type underflow() override { snl_read_stdin = true; return traits_type::eof(); }
};
static ssize_t snl_stdin_read(void*, char*, size_t) { snl_read_stdin = true; return 0; }
)CPP";

constexpr const char* kCppHarnessEnd = R"CPP(
/// Whether the class has the method LeetCode calls: said at load, like the other languages, not as a compile error.
template <class S>
constexpr bool snl_has_method = requires(S& s, vector<vector<int>>& b) { s.snakesAndLadders(b); };

template <class S>
long long snl_answer(S& s, vector<vector<int>>& b) {
  if constexpr (snl_has_method<S>) {
    return s.snakesAndLadders(b);
  } else {
    return 0;
  }
}

int main(int argc, char** argv) {
  if (!snl_has_method<Solution>) {
    fprintf(stderr, "%s: class Solution has no method int snakesAndLadders(vector<vector<int>>& board)\n",
            argc > 1 ? argv[1] : "the solution");
    return 1;
  }
  FILE* boards = fdopen(3, "r");  // standard input is empty, standard output goes to standard error
  FILE* answers = fdopen(4, "w");
  if (boards == nullptr || answers == nullptr) return 3;
  static SnlEmptyInput snl_empty;
  cin.rdbuf(&snl_empty);
  if (FILE* empty = fopencookie(nullptr, "r", cookie_io_functions_t{snl_stdin_read, nullptr, nullptr, nullptr})) stdin = empty;
  fputs("ready\n", answers);
  fflush(answers);
  int n = 0;
  while (fscanf(boards, "%d", &n) == 1) {
    vector<vector<int>> board(n, vector<int>(n));
    for (auto& row : board) {
      for (int& value : row) {
        if (fscanf(boards, "%d", &value) != 1) return 3;
      }
    }
    snl_read_stdin = false;
    cin.clear();
    clearerr(stdin);
    string reply;
    try {
      Solution solution;
      reply = to_string(snl_answer(solution, board));
    } catch (const bad_alloc&) {
      reply = "! memory";
    } catch (const exception& error) {
      string what = error.what();
      replace(what.begin(), what.end(), '\n', ' ');
      reply = "! exception " + what.substr(0, 300);
    } catch (...) {
      reply = "! exception (not a std::exception)";
    }
    fprintf(answers, "%s%s\n", reply.c_str(), snl_read_stdin ? "\t! stdin" : "");
    fflush(answers);
  }
  return 0;
}
)CPP";

/// C: the learner's file included after the headers LeetCode's C provides, its malloc, calloc and realloc told apart
/// when they fail (memory limit exceeded, not a crash), and a missing function said at load (a weak declaration).
constexpr const char* kCHarnessBegin = R"C(#define _GNU_SOURCE
#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static FILE* snl_answers;
static void snl_out_of_memory(void) {
  if (snl_answers != NULL) {
    fputs("! memory\n", snl_answers);
    fflush(snl_answers);
  }
  _exit(0);
}
static void* snl_malloc(size_t n) { void* p = malloc(n); if (p == NULL && n != 0) snl_out_of_memory(); return p; }
static void* snl_calloc(size_t a, size_t b) { void* p = calloc(a, b); if (p == NULL && a != 0 && b != 0) snl_out_of_memory(); return p; }
static void* snl_realloc(void* q, size_t n) { void* p = realloc(q, n); if (p == NULL && n != 0) snl_out_of_memory(); return p; }
#define malloc(n) snl_malloc(n)
#define calloc(a, b) snl_calloc(a, b)
#define realloc(q, n) snl_realloc(q, n)
/* Standard input is empty: stdin gives end-of-file at once and notes that the solution read it. */
static int snl_read_stdin;
static ssize_t snl_stdin_read(void* cookie, char* buffer, size_t size) {
  (void)cookie, (void)buffer, (void)size;
  snl_read_stdin = 1;
  return 0;
}
int snakesAndLadders(int** board, int boardSize, int* boardColSize) __attribute__((weak));
)C";

constexpr const char* kCHarnessEnd = R"C(
#undef malloc
#undef calloc
#undef realloc

int main(int argc, char** argv) {
  if (snakesAndLadders == NULL) {
    fprintf(stderr, "%s: no function int snakesAndLadders(int** board, int boardSize, int* boardColSize)\n",
            argc > 1 ? argv[1] : "the solution");
    return 1;
  }
  FILE* boards = fdopen(3, "r");  /* standard input is empty, standard output goes to standard error */
  snl_answers = fdopen(4, "w");
  if (boards == NULL || snl_answers == NULL) return 3;
  cookie_io_functions_t snl_stdin_io = {snl_stdin_read, NULL, NULL, NULL};
  FILE* snl_stdin = fopencookie(NULL, "r", snl_stdin_io);
  if (snl_stdin != NULL) stdin = snl_stdin;
  fputs("ready\n", snl_answers);
  fflush(snl_answers);
  int n = 0;
  while (fscanf(boards, "%d", &n) == 1) {
    int** board = malloc(sizeof(int*) * (size_t)n);
    int* columns = malloc(sizeof(int) * (size_t)n);
    if (board == NULL || columns == NULL) snl_out_of_memory();
    for (int r = 0; r < n; ++r) {
      board[r] = malloc(sizeof(int) * (size_t)n);
      if (board[r] == NULL) snl_out_of_memory();
      columns[r] = n;
      for (int c = 0; c < n; ++c) {
        if (fscanf(boards, "%d", &board[r][c]) != 1) return 3;
      }
    }
    snl_read_stdin = 0;
    clearerr(stdin);
    int snl_result = snakesAndLadders(board, n, columns);
    fprintf(snl_answers, "%d%s\n", snl_result, snl_read_stdin ? "\t! stdin" : "");
    fflush(snl_answers);
  }
  return 0;
}
)C";

/// Java: a class of snl's beside the learner's `class Solution`, which is compiled with the imports LeetCode adds.
constexpr const char* kJavaHarness = R"JAVA(import java.io.*;
import java.lang.reflect.*;

public class SnlHarness {
  /** Standard input is empty: System.in gives end-of-file at once and notes that the solution read it. */
  static boolean readStdin = false;

  public static void main(String[] args) throws Exception {
    // Found by reflection, so that a class or a method misnamed is said like in the other languages.
    Class<?> solution;
    try {
      solution = Class.forName("Solution");
    } catch (ClassNotFoundException error) {
      System.err.println(args[0] + ": no class Solution in this file");
      System.exit(1);
      return;
    }
    Method method = null;
    java.util.List<String> found = new java.util.ArrayList<>();
    for (Method m : solution.getDeclaredMethods()) {
      if (m.getName().equals("snakesAndLadders") && m.getParameterCount() == 1 && m.getParameterTypes()[0] == int[][].class) method = m;
      else if (!m.isSynthetic()) found.add(m.getName());
    }
    if (method == null) {
      System.err.println(args[0] + ": class Solution has no method int snakesAndLadders(int[][] board)" +
                         (found.isEmpty() ? " (it has no methods)" : " (found: " + String.join(", ", found) + ")"));
      System.exit(1);
      return;
    }
    method.setAccessible(true);
    Constructor<?> make = solution.getDeclaredConstructor();
    make.setAccessible(true);
    // Boards on descriptor 3, answers on 4: standard input is empty, standard output goes to standard error.
    PrintStream answers = new PrintStream(new FileOutputStream("/dev/fd/4"), false);
    System.setOut(System.err);
    System.setIn(new InputStream() {
      @Override public int read() { readStdin = true; return -1; }
      @Override public int read(byte[] b, int off, int len) { readStdin = true; return -1; }
    });
    BufferedReader in = new BufferedReader(new InputStreamReader(new FileInputStream("/dev/fd/3")));
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
      readStdin = false;
      String reply;
      try {
        Object result;
        try {
          result = method.invoke(make.newInstance(), (Object) board);
        } catch (InvocationTargetException wrapped) {
          throw wrapped.getCause();
        }
        reply = result instanceof Integer ? String.valueOf(result) : "? " + result;
      } catch (OutOfMemoryError error) {
        reply = "! memory";
      } catch (Throwable error) {
        String what = error.toString().replace('\n', ' ');
        reply = "! exception " + (what.length() > 300 ? what.substring(0, 300) : what);
      }
      answers.print(reply + (readStdin ? "\t! stdin" : "") + "\n");
      answers.flush();
    }
  }
}
)JAVA";

constexpr const char* kJavaImports =
    "import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; ";

/// JavaScript: `var snakesAndLadders = function(board)` (or a function declaration), loaded into the global scope.
constexpr const char* kJsHarness = R"JS((function () {  // the harness' names stay out of the solution's global scope
const fs = require("fs"), vm = require("vm");
const path = process.argv[1];
const answer = (text) => fs.writeSync(4, text + "\n");  // boards on descriptor 3, answers on 4
console.log = console.info = console.debug = (...args) => console.error(...args);
process.stdout.write = process.stderr.write.bind(process.stderr);
// Standard input is empty (end-of-file at once): a solution that reaches for it is noted.
let readStdin = false;
const stdin = Object.getOwnPropertyDescriptor(process, "stdin");
Object.defineProperty(process, "stdin", { configurable: true, enumerable: true,
                                          get() { readStdin = true; return stdin.get.call(process); } });
const readSync = fs.readSync, readFileSync = fs.readFileSync;
fs.readSync = function (fd, ...rest) { if (fd === 0) readStdin = true; return readSync.call(fs, fd, ...rest); };
fs.readFileSync = function (file, ...rest) {
  if (file === 0 || file === "/dev/stdin") readStdin = true;
  return readFileSync.call(fs, file, ...rest);
};
const before = new Set(Object.getOwnPropertyNames(globalThis));
try {
  vm.runInThisContext(readFileSync(path, "utf8"), { filename: path });
} catch (error) {
  // The file's own message and where it is, without the harness' frames.
  const stack = String(error && error.stack ? error.stack : error).split("\n");
  const at = stack.findIndex((line) => /^\s+at /.test(line));
  console.error((at >= 0 ? stack.slice(0, at) : stack).join("\n").trimEnd());
  process.exit(1);
}
if (typeof snakesAndLadders !== "function") {
  const found = Object.getOwnPropertyNames(globalThis).filter((k) => !before.has(k) && typeof globalThis[k] === "function");
  console.error(path + ": no function snakesAndLadders in this file" +
                (found.length ? " (found: " + found.join(", ") + ")" : " (it defines no function by a var or a function declaration)"));
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
      got = readSync(3, buffer, 0, buffer.length, null);
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
  let reply;
  readStdin = false;
  try {
    const result = solve(board);
    reply = Number.isInteger(result) ? String(result) : "? " + String(JSON.stringify(result)).slice(0, 200);
  } catch (error) {
    const what = String(error).replace(/\n/g, " ").slice(0, 300);
    reply = /Array buffer allocation failed|Invalid array length|out of memory/i.test(what) ? "! memory" : "! exception " + what;
  }
  answer(reply + (readStdin ? "\t! stdin" : ""));
}
})();
)JS";

/// Go: `func snakesAndLadders(board [][]int) int` in the learner's file, built with this file into one program
/// (package main). Its names start with snl so that they meet none of the learner's; its imports are its file's own.
constexpr const char* kGoHarness = R"GO(package main

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
)

// snlInt reads the next integer of the boards; false at their end.
func snlInt(r *bufio.Reader) (int, bool) {
	c, err := r.ReadByte()
	for err == nil && (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
		c, err = r.ReadByte()
	}
	if err != nil {
		return 0, false
	}
	negative := c == '-'
	if negative {
		c, err = r.ReadByte()
	}
	value := 0
	for err == nil && c >= '0' && c <= '9' {
		value = value*10 + int(c-'0')
		c, err = r.ReadByte()
	}
	if negative {
		value = -value
	}
	return value, true
}

// snlWhere is where in the learner's file a panic began (its copy keeps the file's lines), as " (at FILE:LINE)".
func snlWhere() string {
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs)])
	for {
		frame, more := frames.Next()
		if strings.HasSuffix(frame.File, "/solution.go") {
			return " (at " + os.Args[1] + ":" + strconv.Itoa(frame.Line) + ")"
		}
		if !more {
			return ""
		}
	}
}

// snlSolve is one call; a panic (an index out of range, a nil map) is the board's exception, not the program's end.
func snlSolve(board [][]int) (reply string) {
	defer func() {
		if e := recover(); e != nil {
			what := strings.ReplaceAll(fmt.Sprint(e), "\n", " ")
			if len(what) > 300 {
				what = what[:300]
			}
			reply = "! exception " + what + snlWhere()
		}
	}()
	return strconv.Itoa(snakesAndLadders(board))
}

func main() {
	// Under a memory limit the collector works harder as the heap nears it, as it would on a judge, instead of letting
	// garbage grow to twice the live heap; going past it is "fatal error: runtime: out of memory".
	if len(os.Args) > 2 {
		if mib, err := strconv.ParseInt(os.Args[2], 10, 64); err == nil && mib > 0 {
			debug.SetMemoryLimit(mib << 20 / 8 * 7)
		}
	}
	// Boards on descriptor 3, answers on 4: standard input is empty, standard output goes to standard error.
	boards := bufio.NewReaderSize(os.NewFile(3, "boards"), 1<<16)
	answers := os.NewFile(4, "answers")
	answers.WriteString("ready\n")
	for {
		n, ok := snlInt(boards)
		if !ok {
			return
		}
		board := make([][]int, n)
		for r := range board {
			board[r] = make([]int, n)
			for c := range board[r] {
				if board[r][c], ok = snlInt(boards); !ok {
					os.Exit(3)
				}
			}
		}
		answers.WriteString(snlSolve(board) + "\n")
	}
}
)GO";

/// What LeetCode's Go lets a solution use without an import, each used once so that the ones it does not use compile.
constexpr const char* kGoImports =
    "import (\"container/heap\"; \"container/list\"; \"fmt\"; \"math\"; \"math/bits\"; \"sort\"; \"strconv\"; \"strings\"); "
    "var _ = heap.Init; var _ = list.New; var _ = fmt.Sprint; var _ = math.Abs; var _ = bits.Len; var _ = sort.Ints; "
    "var _ = strconv.Itoa; var _ = strings.Split; ";

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

/// The whole file (empty when it cannot be read: the compiler then says why).
std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

/// C++ source without its comments (each replaced by a space; string literals are not told apart, rarely needed here).
std::string without_comments(const std::string& text) {
  std::string out;
  for (std::size_t k = 0; k < text.size(); ++k) {
    if (text.compare(k, 2, "//") == 0) {
      k = std::min(text.find('\n', k), text.size()) - 1;
      out += ' ';
    } else if (text.compare(k, 2, "/*") == 0) {
      const std::size_t end = text.find("*/", k + 2);
      k = end == std::string::npos ? text.size() : end + 1;
      out += ' ';
    } else {
      out += text[k];
    }
  }
  return out;
}

/// Whether C++ source text declares `class Solution` or `struct Solution` (as words, outside comments).
bool declares_solution_class(const std::string& text) {
  const std::string source = without_comments(text);
  const auto word = [&](std::size_t at) {
    return at >= source.size() || !(std::isalnum(static_cast<unsigned char>(source[at])) || source[at] == '_');
  };
  for (const std::string_view key : {std::string_view("class"), std::string_view("struct")}) {
    for (std::size_t at = source.find(key); at != std::string::npos; at = source.find(key, at + 1)) {
      if (at > 0 && !word(at - 1)) continue;
      std::size_t next = at + key.size();
      if (next >= source.size() || !std::isspace(static_cast<unsigned char>(source[next]))) continue;
      while (next < source.size() && std::isspace(static_cast<unsigned char>(source[next]))) ++next;
      if (source.compare(next, 8, "Solution") == 0 && word(next + 8)) return true;
    }
  }
  return false;
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

/// How a compiler's memory is limited: by a flag of its own (javac's -J-Xmx), or an rlimit on its address space (gcc),
/// or on its data (go, whose runtime reserves address space it does not use).
enum class CompilerMemory { own_flag, address_space, data };

/// Runs a compiler under the limits, in `directory` ("": snl's) with `environment` added to TMPDIR; its messages go to
/// standard error as it printed them (with `shown_as` for the copy's path). Empty when it succeeded, else the message
/// for the exit.
std::optional<Prepared> compile(const std::vector<std::string>& argv, const std::string& file, const std::string& copy,
                                const std::string& shown_as, const CompileLimits& compile_limits, CompilerMemory memory,
                                const std::string& work_dir, const std::vector<std::string>& environment = {},
                                const std::string& directory = "") {
  ProcessLimits limits;
  limits.timeout = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(compile_limits.timeout));
  limits.max_output = std::size_t{1} << 20;
  limits.max_error = std::size_t{1} << 20;
  limits.environment = {"TMPDIR=" + work_dir};  // a compiler stopped leaves its own temporary files with ours
  limits.environment.insert(limits.environment.end(), environment.begin(), environment.end());
  limits.directory = directory;
  limits.memory = memory != CompilerMemory::own_flag ? static_cast<std::size_t>(compile_limits.memory_mib) << 20 : 0;
  limits.memory_as_data = memory == CompilerMemory::data;
  const ProcessResult run = run_process(argv, "", limits);
  if (run.end == ProcessResult::End::interrupted) throw Interrupted{run.signal};
  std::string messages = run.output + run.error_output;
  replace_all(messages, copy, shown_as);
  replace_all(messages, "# command-line-arguments\n", "");  // go's heading for the files it was given by name
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

namespace {

/// The shell prelude every harness starts under: the boards' pipe moves to descriptor 3 and the answers' to 4, then
/// standard input becomes /dev/null (a solution that reads it gets end-of-file at once) and standard output goes to
/// standard error (what a solution writes to descriptor 1, by any means, is never taken for an answer).
constexpr const char* kChannels = "exec 3<&0 4>&1 </dev/null >&2; exec \"$0\" \"$@\"";

/// A Java file's `package` line blanked (spaces, so that columns and lines stay the file's): snl compiles the class
/// as a copy in a folder of its own, beside its harness, in the unnamed package.
std::string without_package(std::string source) {
  std::size_t at = 0;
  while (at < source.size()) {
    const std::size_t end = std::min(source.find('\n', at), source.size());
    const std::size_t first = source.find_first_not_of(" \t\r", at);
    if (first < end && source.compare(first, 8, "package ") == 0) {
      const std::size_t semicolon = source.find(';', first);
      if (semicolon != std::string::npos) {
        for (std::size_t k = first; k <= semicolon; ++k) {
          if (source[k] != '\n') source[k] = ' ';
        }
      }
      return source;
    }
    // Only blank lines and comments come before a package line; anything else means there is none.
    if (first < end && source.compare(first, 2, "//") != 0 && source.compare(first, 2, "/*") != 0 &&
        source[first] != '*') {
      return source;
    }
    at = end + 1;
  }
  return source;
}

/// Go source with its comments blanked, character for character (newlines kept), so that positions stay the file's.
std::string blank_comments(std::string source) {
  for (std::size_t k = 0; k < source.size(); ++k) {
    if (source.compare(k, 2, "//") == 0) {
      for (; k < source.size() && source[k] != '\n'; ++k) source[k] = ' ';
    } else if (source.compare(k, 2, "/*") == 0) {
      const std::size_t end = std::min(source.find("*/", k + 2), source.size() - 2) + 2;
      for (; k < end; ++k) {
        if (source[k] != '\n') source[k] = ' ';
      }
      --k;
    }
  }
  return source;
}

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// The top-level functions a Go source declares (`func NAME(`, not methods), with where each name starts.
std::vector<std::pair<std::string, std::size_t>> go_functions(const std::string& masked) {
  std::vector<std::pair<std::string, std::size_t>> found;
  for (std::size_t at = masked.find("func"); at != std::string::npos; at = masked.find("func", at + 4)) {
    const bool word = (at == 0 || !is_word_char(masked[at - 1])) && at + 4 < masked.size() &&
                      std::isspace(static_cast<unsigned char>(masked[at + 4]));
    if (!word) continue;
    std::size_t name = masked.find_first_not_of(" \t", at + 4);
    std::size_t end = name;
    while (end < masked.size() && is_word_char(masked[end])) ++end;
    const std::size_t paren = masked.find_first_not_of(" \t", end);
    if (end > name && paren < masked.size() && masked[paren] == '(') {
      found.emplace_back(masked.substr(name, end - name), name);
    }
  }
  return found;
}

/// A Go file as snl builds it, beside its harness in package main: `package main; ` (and, when the file imports
/// nothing, the packages LeetCode lets it use) on its first line, so that the compiler's line numbers stay the file's;
/// its own package clause blanked and a `func main` of its own (for trying it at home) renamed `_`, in place.
std::string go_source(std::string source) {
  std::string masked = blank_comments(source);
  const std::size_t first = masked.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && masked.compare(first, 7, "package") == 0 && first + 7 < masked.size() &&
      std::isspace(static_cast<unsigned char>(masked[first + 7]))) {
    std::size_t end = masked.find_first_not_of(" \t", first + 7);
    while (end < masked.size() && is_word_char(masked[end])) ++end;
    if (end < masked.size() && masked[end] == ';') ++end;
    for (std::size_t k = first; k < end; ++k) source[k] = masked[k] = ' ';
  }
  for (const auto& [name, at] : go_functions(masked)) {
    if (name == "main") source.replace(at, 4, "_   ");
  }
  // An import declaration starts a line (or follows the package clause on its line).
  bool imports = false;
  for (std::size_t line = 0; !imports && line < masked.size();) {
    const std::size_t end = std::min(masked.find('\n', line), masked.size());
    const std::size_t word = masked.find_first_not_of(" \t\r", line);
    imports = word < end && masked.compare(word, 6, "import") == 0 &&
              (word + 6 == masked.size() || !is_word_char(masked[word + 6]));
    line = end + 1;
  }
  return std::string("package main; ") + (imports ? "" : kGoImports) + source;
}

Prepared prepare_unwrapped(const std::string& file, std::uint64_t memory_mib, double timeout,
                           const CompileLimits& compile_limits, WorkDir& work);

}  // namespace

Prepared prepare_leetcode(const std::string& file, std::uint64_t memory_mib, double timeout,
                          const CompileLimits& compile_limits, WorkDir& work) {
  Prepared prepared = prepare_unwrapped(file, memory_mib, timeout, compile_limits, work);
  if (prepared.spec) {
    std::vector<std::string>& argv = prepared.spec->argv;
    argv.insert(argv.begin(), {"/bin/sh", "-c", kChannels});
  }
  return prepared;
}

namespace {

Prepared prepare_unwrapped(const std::string& file, std::uint64_t memory_mib, double timeout,
                           const CompileLimits& compile_limits, WorkDir& work) {
  ProgramSpec spec;
  spec.harness = true;
  spec.timeout = timeout;
  spec.memory_mib = memory_mib;
  spec.source = file;
  const std::string ext = extension_of(file);
  const std::string absolute = std::filesystem::absolute(file).string();
  if (ext != ".py" && ext != ".c" && ext != ".cpp" && ext != ".cc" && ext != ".java" && ext != ".js" && ext != ".go") {
    return {std::nullopt, 2,
            "snl check: error: --leetcode takes a .py, .c, .cpp, .java, .js or .go file, not '" + file +
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
    // Named Solution.java whatever the file's name, so that a `public class Solution` compiles too.
    const std::string copy = work.path() + "/Solution.java";
    if (!write_file(copy, kJavaImports + without_package(read_text(file))) || !write_file(work.path() + "/SnlHarness.java", kJavaHarness)) {
      return {std::nullopt, 2, "snl check: error: cannot write the harness in " + work.path() + "\n"};
    }
    // javac is a JVM, which does not start under an address-space limit: its heap is limited instead.
    if (auto failed = compile({javac, "-J-Xmx" + std::to_string(compile_limits.memory_mib) + "m", "-nowarn", "-encoding",
                               "UTF-8", "-d", work.path(), copy, work.path() + "/SnlHarness.java"},
                              file, copy, file, compile_limits, CompilerMemory::own_flag, work.path())) {
      return *failed;
    }
    spec.argv = {java, "-Xss64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", work.path()};
    if (memory_mib > 0) spec.argv.push_back("-Xmx" + std::to_string(memory_mib) + "m");
    spec.argv.insert(spec.argv.end(), {"SnlHarness", file});
    spec.rlimit = false;
    return {spec, 0, ""};
  }
  if (ext == ".c") {
    const std::string compiler = find_executable("gcc");
    if (compiler.empty()) return missing("gcc", "C", "gcc (Debian: gcc)");
    const std::string harness = work.path() + "/harness.c";
    std::string quoted = absolute;
    replace_all(quoted, "\\", "\\\\");
    replace_all(quoted, "\"", "\\\"");
    if (!write_file(harness, std::string(kCHarnessBegin) + "#include \"" + quoted + "\"\n" + kCHarnessEnd)) {
      return {std::nullopt, 2, "snl check: error: cannot write the harness in " + work.path() + "\n"};
    }
    const std::string binary = work.path() + "/solution";
    if (auto failed = compile({compiler, "-std=gnu11", "-O2", "-o", binary, harness, "-lm"}, file, absolute, file,
                              compile_limits, CompilerMemory::address_space, work.path())) {
      return *failed;
    }
    spec.argv = {binary, file};
    return {spec, 0, ""};
  }
  if (ext == ".go") {
    const std::string go = find_executable("go");
    if (go.empty()) return missing("go", "Go", "Go (Debian: golang-go)");
    // Said as the other languages say it, before the compiler would say it about snl's harness.
    const std::string source = read_text(file);
    const auto functions = go_functions(blank_comments(source));
    if (std::none_of(functions.begin(), functions.end(), [](const auto& f) { return f.first == "snakesAndLadders"; })) {
      std::string found;
      for (const auto& [name, at] : functions) found += (found.empty() ? " (found: " : ", ") + name;
      if (!found.empty()) found += ")";
      return {std::nullopt, 1, "snl check: cannot load " + file + ":\n" + file +
                                   ": no function func snakesAndLadders(board [][]int) int" + found + "\n"};
    }
    if (!write_file(work.path() + "/solution.go", go_source(source)) ||
        !write_file(work.path() + "/harness.go", kGoHarness)) {
      return {std::nullopt, 2, "snl check: error: cannot write the harness in " + work.path() + "\n"};
    }
    // Run in the work folder, go names the files as given ("./solution.go"); its cache and GOPATH are the check's own.
    const std::string binary = work.path() + "/solution";
    if (auto failed = compile({go, "build", "-o", binary, "harness.go", "solution.go"}, file, "./solution.go", file,
                              compile_limits, CompilerMemory::data, work.path(),
                              {"GOCACHE=" + work.path() + "/gocache", "GOPATH=" + work.path() + "/gopath",
                               "GO111MODULE=off", "GOFLAGS=", "GOTOOLCHAIN=local", "CGO_ENABLED=0"},
                              work.path())) {
      return *failed;
    }
    spec.memory_as_data = true;  // Go's runtime reserves far more address space than it uses
    spec.argv = {binary, file, std::to_string(memory_mib)};
    return {spec, 0, ""};
  }
  const std::string compiler = find_executable("g++");
  if (compiler.empty()) return missing("g++", "C++", "g++ (Debian: g++)");
  // Said as the other languages say it, not as g++'s errors in snl's harness; a file that includes others may get
  // its class from them: the compiler judges it.
  if (const std::string source = read_text(file);
      source.find("#include") == std::string::npos && !declares_solution_class(source)) {
    return {std::nullopt, 1, "snl check: cannot load " + file + ":\n" + file + ": no class Solution in this file\n"};
  }
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
                            CompilerMemory::address_space, work.path())) {
    return *failed;
  }
  spec.argv = {binary, file};
  return {spec, 0, ""};
}

}  // namespace

}  // namespace snl::cli
