// cli/check/harness_programs.cpp — the programs snl check --leetcode runs around a learner's solution, one per
// language (cli/check/harness_programs.hpp): each reads boards on descriptor 3, answers on descriptor 4, and says
// `ready` once loaded. Kept apart from harness.cpp, which writes, compiles and starts them.
#include "check/harness_programs.hpp"

namespace snl::cli::programs {

/// Python: `class Solution` with `snakesAndLadders(self, board)`, with the names LeetCode imports for you. Passed
/// with `python3 -c`, so there is no file to clean up even when snl is killed.
extern const char* const kPythonHarness = R"PY(import os, sys
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
extern const char* const kCppHarnessBegin = R"CPP(#include <bits/stdc++.h>
#include <unistd.h>
using namespace std;
/// Standard input is empty: cin and stdin give end-of-file at once and note that the solution read them.
static bool snl_read_stdin = false;
struct SnlEmptyInput : std::streambuf {
  int_type underflow() override { snl_read_stdin = true; return traits_type::eof(); }
};
static ssize_t snl_stdin_read(void*, char*, size_t) { snl_read_stdin = true; return 0; }
)CPP";

extern const char* const kCppHarnessEnd = R"CPP(
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
extern const char* const kCHarnessBegin = R"C(#define _GNU_SOURCE
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

extern const char* const kCHarnessEnd = R"C(
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
extern const char* const kJavaHarness = R"JAVA(import java.io.*;
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

extern const char* const kJavaImports =
    "import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; ";

/// JavaScript: `var snakesAndLadders = function(board)` (or a function declaration), loaded into the global scope.
extern const char* const kJsHarness = R"JS((function () {  // the harness' names stay out of the solution's global scope
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
extern const char* const kGoHarness = R"GO(package main

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
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

// snlReads is the read system calls this thread has made (syscr of /proc/thread-self/io), -1 where it cannot be read.
// A Go *os.File cannot be swapped for a reader that notes reads, so a call's reads are counted instead: on the main
// thread, which main locks to its goroutine (the runtime's own reads, such as its poller's wake-ups, are made by
// other threads). One pread of the file main opened: 5 µs (opening it each time: 34 µs).
func snlReads() int64 {
	if snlIo == nil {
		return -1
	}
	var buffer [512]byte
	n, err := syscall.Pread(int(snlIo.Fd()), buffer[:], 0)
	if err != nil || n <= 0 {
		return -1
	}
	text := string(buffer[:n])
	if at := strings.Index(text, "syscr: "); at >= 0 {
		rest := text[at+7:]
		if end := strings.IndexByte(rest, '\n'); end >= 0 {
			if count, err := strconv.ParseInt(rest[:end], 10, 64); err == nil {
				return count
			}
		}
	}
	return -1
}

// snlIo is /proc/thread-self/io of the main thread, opened by main; nil where it cannot be.
var snlIo *os.File

// snlReadsOwn is what snlReads itself adds between two of its calls (its own reads of the file).
var snlReadsOwn int64 = -1

// snlSolve is one call; a panic (an index out of range, a nil map) is the board's exception, not the program's end.
// A call that made reads of its own (standard input is empty) says so after a tab.
func snlSolve(board [][]int) (reply string) {
	before := snlReads()
	defer func() {
		if e := recover(); e != nil {
			what := strings.ReplaceAll(fmt.Sprint(e), "\n", " ")
			if len(what) > 300 {
				what = what[:300]
			}
			reply = "! exception " + what + snlWhere()
		}
		if after := snlReads(); before >= 0 && after >= 0 && snlReadsOwn >= 0 && after-before > snlReadsOwn {
			reply += "\t! read"
		}
	}()
	return strconv.Itoa(snakesAndLadders(board))
}

func main() {
	runtime.LockOSThread()
	if io, err := os.Open("/proc/thread-self/io"); err == nil {
		snlIo = io
	}
	if first := snlReads(); first >= 0 {
		snlReadsOwn = snlReads() - first
	}
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
extern const char* const kGoImports =
    "import (\"container/heap\"; \"container/list\"; \"fmt\"; \"math\"; \"math/bits\"; \"sort\"; \"strconv\"; \"strings\"); "
    "var _ = heap.Init; var _ = list.New; var _ = fmt.Sprint; var _ = math.Abs; var _ = bits.Len; var _ = sort.Ints; "
    "var _ = strconv.Itoa; var _ = strings.Split; ";

}  // namespace snl::cli::programs
