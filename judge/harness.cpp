// judge/harness.cpp — a LeetCode solution made ready to judge (judge/harness.hpp): its language's runtime found, its
// harness written and, where the language needs it, compiled with it.
#include "judge/harness.hpp"

#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

#include "judge/folders.hpp"
#include "judge/harnesses.hpp"
#include "judge/interrupt.hpp"
#include "judge/process.hpp"
#include "judge/sources.hpp"

namespace snl::judge {
namespace {

/// The shell prelude every harness starts under: the boards' pipe moves to descriptor 3 and the answers' to 4, then
/// standard input becomes /dev/null (a solution that reads it gets end-of-file at once) and standard output goes to
/// standard error (what a solution writes to descriptor 1, by any means, is never taken for an answer).
constexpr const char* kChannels = "exec 3<&0 4>&1 </dev/null >&2; exec \"$0\" \"$@\"";

Prepared refused(bool usage, std::string message, std::string compiler_output = "") {
  return {std::nullopt, {usage, std::move(message)}, std::move(compiler_output)};
}

Prepared missing(const std::string& tool, const std::string& language, const std::string& package) {
  return refused(true, "--leetcode runs a " + language + " solution with " + tool + ", and there is no " + tool +
                           " on PATH.\nInstall " + package + ", or run the solution as a command of your own: snl "
                           "check -- CMD [ARGS...]");
}

Prepared cannot_write(const std::string& folder) { return refused(true, "cannot write the harness in " + folder); }

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

/// The whole file (empty when it cannot be read: the compiler then says why).
std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

bool write_file(const std::string& path, std::string_view text) {
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

/// One run of a compiler: its command, the path it names the learner's file by (shown as the file's own), how its
/// memory is limited, variables added to TMPDIR in its environment, and its directory ("": snl's).
struct CompileStep {
  std::vector<std::string> argv;
  std::string copy;
  CompilerMemory memory = CompilerMemory::address_space;
  std::vector<std::string> environment = {};
  std::string directory = {};
};

/// Runs a compiler under the limits; its messages are added to `output` as it printed them (with `file` for the
/// copy's path). nullopt when it succeeded, else why not.
std::optional<StartFailure> compile(const CompileStep& step, const std::string& file, const CompileLimits& compile_limits,
                                    const std::string& work_dir, std::string& output) {
  ProcessLimits limits;
  limits.timeout = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(compile_limits.timeout));
  limits.max_output = std::size_t{1} << 20;
  limits.max_error = std::size_t{1} << 20;
  limits.environment = {"TMPDIR=" + work_dir};  // a compiler stopped leaves its own temporary files with ours
  limits.environment.insert(limits.environment.end(), step.environment.begin(), step.environment.end());
  limits.directory = step.directory;
  limits.memory = step.memory != CompilerMemory::own_flag ? static_cast<std::size_t>(compile_limits.memory_mib) << 20 : 0;
  limits.memory_as_data = step.memory == CompilerMemory::data;
  const ProcessResult run = run_process(step.argv, "", limits);
  if (run.end == ProcessResult::End::interrupted) throw Interrupted{run.signal};
  std::string messages = run.output + run.error_output;
  replace_all(messages, step.copy, file);
  replace_all(messages, "# command-line-arguments\n", "");  // go's heading for the files it was given by name
  if (!messages.empty() && messages.back() != '\n') messages += '\n';  // a compiler stopped mid-line
  output += messages;
  if (run.end == ProcessResult::End::exited && run.exit_code == 0) return std::nullopt;
  if (run.end == ProcessResult::End::not_started) {
    return StartFailure{true, "cannot run '" + step.argv[0] + "': " + run.error};
  }
  const std::string tool = std::filesystem::path(step.argv[0]).filename().string();
  if (run.end == ProcessResult::End::timed_out) {
    char text[64];
    std::snprintf(text, sizeof text, "%g s", compile_limits.timeout);
    return StartFailure{false, file + " does not compile within " + text + ": " + tool + " was stopped (--compile-timeout)"};
  }
  if (says_out_of_memory(messages)) {
    return StartFailure{false, file + " does not compile within " + std::to_string(compile_limits.memory_mib) +
                                   " MiB: " + tool + " ran out of memory (--compile-memory)"};
  }
  return StartFailure{false, file + " does not compile (" + step.argv[0] + " failed, above)"};
}

/// What every language's preparation starts from: the file as given and as an absolute path, the limits, the work
/// folder (made), and the program's spec so far (a harness, its limits, its empty working directory).
struct Preparing {
  const std::string& file;
  std::string absolute;
  std::uint64_t memory_mib;
  const CompileLimits& compile_limits;
  std::string work;
  ProgramSpec spec;

  /// Compiles, then `argv` is the program; or the compiler's failure. Its messages either way.
  Prepared compiled(const CompileStep& step, std::vector<std::string> argv) {
    std::string output;
    if (std::optional<StartFailure> failed = compile(step, file, compile_limits, work, output)) {
      return {std::nullopt, std::move(*failed), std::move(output)};
    }
    spec.argv = std::move(argv);
    return {std::move(spec), {}, std::move(output)};
  }
};

Prepared prepare_python(Preparing& p) {
  const std::string python = find_executable("python3");
  if (python.empty()) return missing("python3", "Python", "Python 3");
  p.spec.argv = {interpreter_behind(python), "-c", std::string(harness_text("harness.py")), p.absolute, p.file};
  return {std::move(p.spec), {}, ""};
}

Prepared prepare_javascript(Preparing& p) {
  const std::string node = find_executable("node");
  if (node.empty()) return missing("node", "JavaScript", "Node.js");
  p.spec.memory_as_data = true;  // V8 reserves far more address space than it uses
  p.spec.argv = {node};
  if (p.memory_mib > 0) p.spec.argv.push_back("--max-old-space-size=" + std::to_string(p.memory_mib));
  p.spec.argv.insert(p.spec.argv.end(), {"-e", std::string(harness_text("harness.js")), p.absolute});
  return {std::move(p.spec), {}, ""};
}

Prepared prepare_java(Preparing& p) {
  const std::string javac = find_executable("javac");
  const std::string java = find_executable("java");
  if (javac.empty()) return missing("javac", "Java", "a JDK (Debian: openjdk-17-jdk-headless)");
  if (java.empty()) return missing("java", "Java", "a JDK (Debian: openjdk-17-jdk-headless)");
  // Named Solution.java whatever the file's name, so that a `public class Solution` compiles too.
  const std::string copy = p.work + "/Solution.java";
  const std::string harness = p.work + "/SnlHarness.java";
  if (!write_file(copy, java_solution(read_text(p.file))) || !write_file(harness, harness_text("SnlHarness.java"))) {
    return cannot_write(p.work);
  }
  std::vector<std::string> argv = {java, "-Xss64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", p.work};
  if (p.memory_mib > 0) argv.push_back("-Xmx" + std::to_string(p.memory_mib) + "m");
  argv.insert(argv.end(), {"SnlHarness", p.file});
  p.spec.rlimit = false;
  // javac is a JVM, which does not start under an address-space limit: its heap is limited instead.
  return p.compiled({{javac, "-J-Xmx" + std::to_string(p.compile_limits.memory_mib) + "m", "-nowarn", "-encoding", "UTF-8",
                      "-d", p.work, copy, harness},
                     copy,
                     CompilerMemory::own_flag},
                    std::move(argv));
}

Prepared prepare_c(Preparing& p) {
  const std::string compiler = find_executable("gcc");
  if (compiler.empty()) return missing("gcc", "C", "gcc (Debian: gcc)");
  const std::string harness = p.work + "/harness.c";
  if (!write_file(harness, c_harness(p.absolute))) return cannot_write(p.work);
  const std::string binary = p.work + "/solution";
  return p.compiled({{compiler, "-std=gnu11", "-O2", "-o", binary, harness, "-lm"}, p.absolute}, {binary, p.file});
}

Prepared prepare_cpp(Preparing& p) {
  const std::string compiler = find_executable("g++");
  if (compiler.empty()) return missing("g++", "C++", "g++ (Debian: g++)");
  // Said as the other languages say it, not as g++'s errors in snl's harness; a file that includes others may get
  // its class from them: the compiler judges it.
  if (const std::string source = read_text(p.file);
      source.find("#include") == std::string::npos && !declares_solution_class(source)) {
    return refused(false, "cannot load " + p.file + ":\n" + p.file + ": no class Solution in this file");
  }
  const std::string harness = p.work + "/harness.cpp";
  if (!write_file(harness, cpp_harness(p.absolute))) return cannot_write(p.work);
  const std::string binary = p.work + "/solution";
  return p.compiled({{compiler, "-std=c++20", "-O2", "-o", binary, harness}, p.absolute}, {binary, p.file});
}

Prepared prepare_go(Preparing& p) {
  const std::string go = find_executable("go");
  if (go.empty()) return missing("go", "Go", "Go (Debian: golang-go)");
  // Said as the other languages say it, before the compiler would say it about snl's harness.
  const std::string source = read_text(p.file);
  const std::vector<std::string> functions = go_functions(source);
  if (std::find(functions.begin(), functions.end(), "snakesAndLadders") == functions.end()) {
    std::string found;
    for (const std::string& name : functions) found += (found.empty() ? " (found: " : ", ") + name;
    if (!found.empty()) found += ")";
    return refused(false, "cannot load " + p.file + ":\n" + p.file +
                              ": no function func snakesAndLadders(board [][]int) int" + found);
  }
  if (!write_file(p.work + "/solution.go", go_solution(source)) ||
      !write_file(p.work + "/harness.go", harness_text("harness.go"))) {
    return cannot_write(p.work);
  }
  p.spec.memory_as_data = true;  // Go's runtime reserves far more address space than it uses
  // Run in the work folder, go names the files as given ("./solution.go"); its cache and GOPATH are the check's own.
  const std::string binary = p.work + "/solution";
  return p.compiled({{go, "build", "-o", binary, "harness.go", "solution.go"},
                     "./solution.go",
                     CompilerMemory::data,
                     {"GOCACHE=" + p.work + "/gocache", "GOPATH=" + p.work + "/gopath", "GO111MODULE=off", "GOFLAGS=",
                      "GOTOOLCHAIN=local", "CGO_ENABLED=0"},
                     p.work},
                    {binary, p.file, std::to_string(p.memory_mib)});
}

}  // namespace

WorkDir::~WorkDir() { remove(); }

std::string WorkDir::remove() {
  if (path_.empty()) return "";
  std::string problem = remove_tree(path_);
  if (problem.empty()) path_.clear();
  return problem;
}

const std::string& WorkDir::path() {
  if (!path_.empty()) return path_;
  std::string pattern = (std::filesystem::temp_directory_path() / "snl-check-XXXXXX").string();
  if (::mkdtemp(pattern.data()) != nullptr) path_ = pattern;
  return path_;
}

Prepared prepare_leetcode(const std::string& file, std::uint64_t memory_mib, double timeout,
                          const CompileLimits& compile_limits, WorkDir& work) {
  const std::string ext = std::filesystem::path(file).extension().string();
  using Preparer = Prepared (*)(Preparing&);
  static constexpr std::pair<std::string_view, Preparer> kLanguages[] = {
      {".py", prepare_python}, {".js", prepare_javascript}, {".java", prepare_java}, {".c", prepare_c},
      {".go", prepare_go},     {".cpp", prepare_cpp},       {".cc", prepare_cpp}};
  const auto language = std::find_if(std::begin(kLanguages), std::end(kLanguages),
                                     [&](const auto& entry) { return entry.first == ext; });
  if (language == std::end(kLanguages)) {
    return refused(true, "--leetcode takes a .py, .c, .cpp, .java, .js or .go file, not '" + file +
                             "'\nRun 'snl check --help' for more information.");
  }
  // The solution runs in an empty directory of its own (emptied again at each start): what it writes or deletes
  // there is nothing of the user's. Its file and snl's harness are named by absolute paths.
  if (work.path().empty()) return refused(true, "cannot create a temporary directory");
  Preparing preparing{file, std::filesystem::absolute(file).string(), memory_mib, compile_limits, work.path(), {}};
  preparing.spec.harness = true;
  preparing.spec.timeout = timeout;
  // Its top-level code gets a board's time, and the runtime kStartUpAllowance more (a JVM starts in about a second).
  preparing.spec.start_timeout = timeout + kStartUpAllowance;
  preparing.spec.memory_mib = memory_mib;
  preparing.spec.source = file;
  preparing.spec.directory = work.path() + "/cwd";
  Prepared prepared = language->second(preparing);
  if (prepared.spec) {
    std::vector<std::string>& argv = prepared.spec->argv;
    argv.insert(argv.begin(), {"/bin/sh", "-c", kChannels});
  }
  return prepared;
}

}  // namespace snl::judge
