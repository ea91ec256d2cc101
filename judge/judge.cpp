// judge/judge.cpp — a board through the program, and the verdict (judge/judge.hpp).
#include "judge/judge.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>

#include "judge/folders.hpp"
#include "judge/interrupt.hpp"
#include "snl/solve.hpp"
#include "snl/write.hpp"

namespace snl::judge {
namespace {

bool blank(std::string_view text) { return text.find_first_not_of(" \t\r\n") == std::string_view::npos; }

bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

/// Whether a program that failed says it ran out of memory, in the words of the usual runtimes.
bool out_of_memory(std::string_view error_output) {
  static constexpr std::array<std::string_view, 6> kWords{"MemoryError", "bad_alloc", "OutOfMemoryError",
                                                          "heap out of memory", "Cannot allocate memory",
                                                          "out of memory"};
  for (const std::string_view word : kWords) {
    if (contains(error_output, word)) return true;
  }
  return false;
}

std::string seconds(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g s", value);
  return text;
}

}  // namespace

std::string_view name_of(VerdictKind kind) {
  switch (kind) {
    case VerdictKind::accepted:
      return "accepted";
    case VerdictKind::wrong_answer:
      return "wrong answer";
    case VerdictKind::time_limit:
      return "time limit exceeded";
    case VerdictKind::memory_limit:
      return "memory limit exceeded";
    case VerdictKind::runtime_error:
      return "runtime error";
    case VerdictKind::presentation_error:
      return "presentation error";
    case VerdictKind::output_limit:
      return "output limit exceeded";
  }
  return "?";
}

std::optional<std::int64_t> answer_in(std::string_view text) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  const bool negative = !text.empty() && text.front() == '-';
  if (negative) text.remove_prefix(1);
  if (text.empty() || text.size() > 18) return std::nullopt;
  std::int64_t value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return negative ? -value : value;
}

std::string shown(std::string_view text) {
  std::string out = "'";
  for (std::size_t k = 0; k < text.size() && k < 200; ++k) {
    const char c = text[k];
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\'' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", static_cast<unsigned>(static_cast<unsigned char>(c)));
      out += hex;
    } else {
      out += c;
    }
  }
  out += text.size() > 200 ? "'..." : "'";
  return out;
}

Judge::Judge(ProgramSpec spec) : spec_(std::move(spec)) {}
Judge::~Judge() = default;

ProcessLimits Judge::limits() const {
  ProcessLimits limits;
  limits.timeout = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(spec_.timeout));
  limits.memory = spec_.rlimit ? static_cast<std::size_t>(spec_.memory_mib) << 20 : 0;
  limits.memory_as_data = spec_.memory_as_data;
  limits.directory = spec_.directory;
  if (!spec_.directory.empty()) limits.environment = {"TMPDIR=" + spec_.directory};
  return limits;
}

std::optional<Verdict> Judge::judge(const Board& board) {
  ++runs_;
  const std::int64_t expected = solve(board, {Algorithm::automatic, false}).rolls;
  if (spec_.harness) return by_harness(board, expected);
  Verdict verdict = by_process(board, expected);
  if (!failure_.message.empty()) return std::nullopt;
  return verdict;
}

std::optional<Verdict> Judge::judge_fresh(const std::vector<Board>& sequence) {
  harness_.reset();
  std::optional<Verdict> last;
  for (const Board& board : sequence) {
    last = judge(board);
    if (!last) break;
  }
  harness_.reset();
  return last;
}

Verdict Judge::by_process(const Board& board, std::int64_t expected) {
  const ProcessLimits process_limits = limits();
  const ProcessResult run = run_process(spec_.argv, to_text(board, Format::grid), process_limits);
  Verdict verdict;
  verdict.expected = expected;
  verdict.error_output = run.error_output;
  verdict.error_truncated = run.error_truncated;
  verdict.seconds = std::chrono::duration<double>(run.elapsed).count();
  if (run.peak_kib != 0) verdict.memory_kib = run.peak_kib;
  const bool memory = spec_.memory_mib > 0 && out_of_memory(run.error_output);
  switch (run.end) {
    case ProcessResult::End::not_started:
      failure_ = {true, "cannot run '" + spec_.argv[0] + "': " + run.error};
      return verdict;
    case ProcessResult::End::interrupted:
      throw Interrupted{run.signal};
    case ProcessResult::End::timed_out:
      verdict.kind = VerdictKind::time_limit;
      verdict.detail = "The program did not finish within " + seconds(spec_.timeout) +
                       "; it was stopped. (A command is started afresh for each board: its start-up counts in this "
                       "time.)";
      return verdict;
    case ProcessResult::End::too_much:
      verdict.kind = VerdictKind::output_limit;
      verdict.detail = "The program printed more than " + std::to_string(process_limits.max_output) +
                       " bytes; it was stopped.";
      return verdict;
    case ProcessResult::End::signaled:
      verdict.kind = memory ? VerdictKind::memory_limit : VerdictKind::runtime_error;
      verdict.detail = "The program crashed: killed by " + describe_signal(run.signal) + ".";
      if (memory) verdict.detail += " It ran out of memory (limit " + std::to_string(spec_.memory_mib) + " MiB).";
      return verdict;
    case ProcessResult::End::exited:
      break;
  }
  if (run.exit_code != 0) {
    verdict.kind = memory ? VerdictKind::memory_limit : VerdictKind::runtime_error;
    verdict.detail = "The program exited with code " + std::to_string(run.exit_code) +
                     (blank(run.output) ? " and printed nothing." : "; it printed: " + shown(run.output));
    if (memory) verdict.detail += " It ran out of memory (limit " + std::to_string(spec_.memory_mib) + " MiB).";
  } else if (blank(run.output)) {
    verdict.kind = VerdictKind::presentation_error;
    verdict.detail = "The program printed nothing (it exited with code 0).";
  } else if (const auto answer = answer_in(run.output); !answer) {
    verdict.kind = VerdictKind::presentation_error;
    verdict.detail = "The program printed something that is not one integer: " + shown(run.output);
  } else {
    verdict.answer = *answer;
    verdict.kind = *answer == expected ? VerdictKind::accepted : VerdictKind::wrong_answer;
    verdict.detail = "The program printed: " + std::to_string(*answer);
  }
  return verdict;
}

bool Judge::start_harness(const ProcessLimits& harness_limits) {
  // Whatever an earlier run left there goes, whatever its modes (a folder it locked with chmod 0).
  if (!spec_.directory.empty()) {
    if (const std::string problem = empty_directory(spec_.directory); !problem.empty()) {
      failure_ = {true, "cannot make an empty working directory " + spec_.directory + ": " + problem};
      return false;
    }
  }
  history_.clear();
  harness_ = std::make_unique<Conversation>(spec_.argv, harness_limits);
  if (!harness_->started()) {
    failure_ = {true, "cannot run '" + spec_.argv[0] + "': " + harness_->error()};
    return false;
  }
  // Loading (an interpreter or a JVM starting) is not the solution's time.
  const auto began = std::chrono::steady_clock::now();
  const Conversation::Reply ready = harness_->ask(
      "", std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(spec_.start_timeout)));
  ++starts_;
  longest_start_ = std::max(longest_start_, std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
  using End = Conversation::Reply::End;
  if (ready.end == End::interrupted) throw Interrupted{ready.signal};
  if (ready.end != End::line || ready.line != "ready") {
    std::string message = "cannot load " + spec_.source;
    if (ready.end == End::exited) message += " (exit code " + std::to_string(ready.exit_code) + ")";
    if (ready.end == End::signaled) message += " (killed by " + describe_signal(ready.signal) + ")";
    if (ready.end == End::timed_out) {
      message += ": it did not say it was ready within " + seconds(spec_.start_timeout) +
                 " (loading the runtime and running the file's top-level code); it was stopped";
    }
    if (ready.end == End::closed) {
      message += ": it closed the descriptor its answers go back on before saying it was ready; it was stopped";
    }
    if (ready.end == End::too_much) message += ": it printed too much before saying it was ready";
    if (ready.end == End::line) message += ": it said " + shown(ready.line) + " where the harness says ready";
    std::string error_output = harness_->take_error_output();
    if (!error_output.empty()) {
      message += ready.end == End::timed_out || ready.end == End::closed ? ". What it printed on standard error:\n"
                                                                         : ":\n";
      message += error_output;
    } else if (ready.end == End::timed_out || ready.end == End::closed) {
      message += "; it printed nothing on standard error";
    }
    while (!message.empty() && message.back() == '\n') message.pop_back();
    failure_ = {false, message};
    harness_.reset();
    return false;
  }
  harness_->take_error_output();
  return true;
}

namespace {

/// The verdict on the line a harness answered (its answer, "? TEXT", "! memory", "! exception MESSAGE", with a note
/// after a tab when the solution read standard input).
void judge_line(std::string line, std::uint64_t memory_mib, Verdict& verdict) {
  // A harness that saw the solution read standard input (empty: the board is its argument) says so after a tab; Go's,
  // which counts the call's reads and cannot tell standard input from a file, says "read".
  constexpr std::string_view kReadStdin = "\t! stdin";
  constexpr std::string_view kRead = "\t! read";
  const bool read_stdin = line.ends_with(kReadStdin);
  const bool read_any = line.ends_with(kRead);
  if (read_stdin) line.erase(line.size() - kReadStdin.size());
  if (read_any) line.erase(line.size() - kRead.size());
  if (line == "! memory") {
    verdict.kind = VerdictKind::memory_limit;
    verdict.detail = "The solution ran out of memory (limit " + std::to_string(memory_mib) + " MiB).";
  } else if (line.starts_with("! exception ")) {
    verdict.kind = VerdictKind::runtime_error;
    verdict.detail = "The solution raised an exception: " + line.substr(12);
  } else if (line.starts_with("? ")) {
    verdict.kind = VerdictKind::presentation_error;
    verdict.detail = "The solution returned something that is not an integer: " + line.substr(2);
  } else if (const auto answer = answer_in(line); answer) {
    verdict.answer = *answer;
    verdict.kind = *answer == verdict.expected ? VerdictKind::accepted : VerdictKind::wrong_answer;
    verdict.detail = "The solution returned: " + std::to_string(*answer);
  } else {
    verdict.kind = VerdictKind::presentation_error;
    verdict.detail = "The harness read something that is not an integer: " + shown(line);
  }
  if (read_stdin && verdict.kind != VerdictKind::accepted) {
    verdict.detail += " It read standard input, which is empty: the board is the argument of snakesAndLadders.";
  } else if (read_any && verdict.kind != VerdictKind::accepted) {
    verdict.detail += " It read standard input or a file, and standard input is empty: the board is the argument of "
                      "snakesAndLadders.";
  }
}

}  // namespace

std::optional<Verdict> Judge::by_harness(const Board& board, std::int64_t expected) {
  const ProcessLimits harness_limits = limits();
  if ((!harness_ || !harness_->alive()) && !start_harness(harness_limits)) return std::nullopt;
  history_.push_back(board);
  // A check of millions of boards keeps the latest ones only: enough to reproduce a leak in a fresh process.
  if (history_.size() > 2 * kHistoryKept) history_.erase(history_.begin(), history_.end() - kHistoryKept);
  const bool measured = harness_->reset_peak_memory();
  const Conversation::Reply reply = harness_->ask(to_text(board, Format::grid), harness_limits.timeout);
  Verdict verdict;
  verdict.expected = expected;
  verdict.seconds = std::chrono::duration<double>(reply.elapsed).count();
  if (measured && reply.end == Conversation::Reply::End::line) verdict.memory_kib = harness_->peak_memory_kib();
  verdict.error_output = harness_->take_error_output();
  using End = Conversation::Reply::End;
  const bool memory = spec_.memory_mib > 0 && out_of_memory(verdict.error_output);
  switch (reply.end) {
    case End::interrupted:
      throw Interrupted{reply.signal};
    case End::timed_out:
      verdict.kind = VerdictKind::time_limit;
      verdict.detail = "The solution did not return within " + seconds(spec_.timeout) + "; it was stopped.";
      return verdict;
    case End::closed:
      verdict.kind = VerdictKind::runtime_error;
      verdict.detail = "The solution closed the descriptor its answers go back on, so it could not answer; it was "
                       "stopped.";
      return verdict;
    case End::too_much:
      verdict.kind = VerdictKind::output_limit;
      verdict.detail = "The solution printed more than " + std::to_string(harness_limits.max_output) + " bytes.";
      return verdict;
    case End::signaled:
      verdict.kind = memory ? VerdictKind::memory_limit : VerdictKind::runtime_error;
      verdict.detail = "The solution crashed: killed by " + describe_signal(reply.signal) + ".";
      if (memory) verdict.detail += " It ran out of memory (limit " + std::to_string(spec_.memory_mib) + " MiB).";
      return verdict;
    case End::exited:
      verdict.kind = memory ? VerdictKind::memory_limit : VerdictKind::runtime_error;
      verdict.detail = "The solution ended the program (exit code " + std::to_string(reply.exit_code) + ").";
      if (memory) verdict.detail += " It ran out of memory (limit " + std::to_string(spec_.memory_mib) + " MiB).";
      return verdict;
    case End::line:
      break;
  }
  judge_line(reply.line, spec_.memory_mib, verdict);
  return verdict;
}

}  // namespace snl::judge
