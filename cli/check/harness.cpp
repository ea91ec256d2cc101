#include "check/harness.hpp"

#include <stdlib.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "check/harness_programs.hpp"
#include "common/interrupt.hpp"
#include "common/process.hpp"

namespace snl::cli {
namespace {

using programs::kPythonHarness;
using programs::kCppHarnessBegin;
using programs::kCppHarnessEnd;
using programs::kCHarnessBegin;
using programs::kCHarnessEnd;
using programs::kJavaHarness;
using programs::kJavaImports;
using programs::kJsHarness;
using programs::kGoHarness;
using programs::kGoImports;

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
