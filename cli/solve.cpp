// snl solve [FILE...]: the least number of rolls for every board, in input order.
#include <CLI/CLI.hpp>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <deque>
#include <future>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "app/input.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/solve.hpp"

namespace snl::cli {
namespace {

struct SolveCommand {
  std::vector<std::string> files;
  Style style = Style::answer;
  bool route = false;
  bool explain = false;
  std::string format = "text";
  std::string algorithm = "auto";
  std::string input = "auto";
  unsigned jobs = 1;
};

/// "snl: 120000 boards" on stderr, refreshed now and then, only when stderr is a terminal.
class Progress {
 public:
  Progress() : shown_(isatty(STDERR_FILENO) != 0) {}
  ~Progress() {
    if (shown_ && last_ > 0) std::fputs("\r\x1b[K", stderr);
  }
  void boards(std::uint64_t count) {
    if (!shown_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - at_ < std::chrono::milliseconds(200)) return;
    at_ = now;
    last_ = count;
    std::fprintf(stderr, "\rsnl: %llu boards", static_cast<unsigned long long>(count));
  }

 private:
  bool shown_;
  std::uint64_t last_ = 0;
  std::chrono::steady_clock::time_point at_{};
};

/// Answers are collected and written in large pieces; everything before an error still reaches stdout.
class Output {
 public:
  ~Output() { flush(); }
  void write(const std::string& text) {
    buffer_ += text;
    if (buffer_.size() >= (1u << 16)) flush();
  }
  void flush() {
    std::fwrite(buffer_.data(), 1, buffer_.size(), stdout);
    std::fflush(stdout);
    buffer_.clear();
  }

 private:
  std::string buffer_;
};

/// With --jobs, chunks of boards of fewer squares than this on average are answered by the reading thread.
constexpr std::uint64_t kThreadedSquares = 32 * 32;

/// Boards read but not yet answered, with their numbers; answered together by one worker.
struct Chunk {
  std::string file;
  std::uint64_t first_index = 0;
  std::vector<Board> boards;
};

/// The answers of a chunk, and the error that stopped it (a board too large for the algorithm), if any.
struct Answers {
  std::string text;
  std::string error;
};

Answers answer(const Chunk& chunk, const SolveOptions& options, Style style) {
  Answers answers;
  std::uint64_t index = chunk.first_index;
  for (const Board& board : chunk.boards) {
    try {
      answers.text += format_solution(board, solve(board, options), index, style);
    } catch (const LimitError& error) {
      answers.error = chunk.file + ": error: board " + std::to_string(index) + ": " + error.what();
      break;
    }
    ++index;
  }
  return answers;
}

/// Reads every board of every file in order, answers them in chunks (on `jobs` threads when jobs > 1), and
/// writes the answers in input order. A parse error ends the run after the answers of the boards before it.
int run(const SolveCommand& command) {
  Style style = command.style;
  if (command.format == "json") {
    style = Style::json;
  } else if (command.explain) {
    style = Style::explain;
  } else if (command.route) {
    style = Style::route;
  }
  const SolveOptions options{*algorithm_named(command.algorithm), style != Style::answer};
  const Format input = *format_named(command.input);
  std::vector<std::string> files = command.files;
  if (files.empty()) files.emplace_back("-");
  Output out;
  Progress progress;
  std::deque<std::future<Answers>> pending;  // answered in order
  bool answered_error = false;  // a chunk's answers ended in an error: nothing after it may be written
  const auto write = [&](Answers answers) {
    out.write(answers.text);
    if (!answers.error.empty()) {
      out.flush();
      answered_error = true;
      throw Error(answers.error);
    }
  };
  const auto drain = [&] {
    for (; !pending.empty(); pending.pop_front()) write(pending.front().get());
  };
  const auto submit = [&](Chunk chunk) {
    if (chunk.boards.empty()) return;
    progress.boards(chunk.first_index + chunk.boards.size() - 1);
    // Small boards are answered here, as they are read: reading is then most of the work, and handing them to
    // other threads cost more than it saved (measured, hyperfine: 100,000 boards of 10×10 0.85× the time of one
    // thread with --jobs 2, 20,000 of 30×30 1.03×, 2,000 of 100×100 1.32×).
    std::uint64_t squares = 0;
    for (const Board& board : chunk.boards) squares += board.squares();
    if (command.jobs <= 1 || squares < kThreadedSquares * chunk.boards.size()) {
      drain();
      return write(answer(chunk, options, style));
    }
    while (pending.size() >= 2 * command.jobs) {
      write(pending.front().get());
      pending.pop_front();
    }
    pending.push_back(std::async(std::launch::async, [chunk = std::move(chunk), options, style] {
      return answer(chunk, options, style);
    }));
  };
  std::uint64_t index = 1;
  Chunk chunk;
  try {
    for (const std::string& file : files) {
      InputFile in(file);
      const std::string& source = in.source();
      BoardReader reader(in.stream(), source, input);
      // Chunks of about kChunkSquares squares keep threads busy without holding many boards in memory.
      constexpr std::uint64_t kChunkSquares = 1 << 16;
      chunk = Chunk{source, index, {}};
      std::uint64_t squares = 0;
      while (std::optional<Board> board = reader.next()) {
        squares += std::min<std::uint64_t>(board->squares(), kChunkSquares);
        chunk.boards.push_back(std::move(*board));
        ++index;
        if (squares >= kChunkSquares) {
          submit(std::move(chunk));
          chunk = Chunk{source, index, {}};
          squares = 0;
        }
      }
      submit(std::move(chunk));
    }
  } catch (const Error&) {
    if (answered_error) {
      pending.clear();  // waits for the chunks after the failed board, and drops their answers
      throw;
    }
    // An error reading: the answers before the bad board still go out, in order.
    submit(std::move(chunk));
    drain();
    throw;
  }
  drain();
  return kOk;
}

void setup(CLI::App& app, Action& action) {
  auto command = std::make_shared<SolveCommand>();
  CLI::App* sub = app.add_subcommand("solve", "Least number of rolls (and an optimal route) for every board");
  sub->add_option("FILE", command->files, "Board files; none or '-' reads standard input");
  sub->add_flag("--route", command->route, "Also print an optimal route: '->' a roll, '=>' a jump");
  sub->add_flag("--explain", command->explain, "Explain the route in words, one roll per line");
  sub->add_option("--format", command->format, "Output format")->check(CLI::IsMember({"text", "json"}));
  sub->add_option("--algorithm", command->algorithm, "Solver: auto (default), bfs, dijkstra, bidirectional, sparse or bitset")
      ->check(CLI::IsMember({"auto", "bfs", "dijkstra", "bidirectional", "sparse", "bitset"}));
  sub->add_option("--input", command->input, "Input format: auto (default), grid, json or jumps")
      ->check(CLI::IsMember({"auto", "grid", "json", "jumps"}));
  sub->add_option("--jobs,-j", command->jobs, "Threads answering boards (output order unchanged; default 1)")
      ->check(CLI::Range(1u, 256u));
  sub->callback([command, &action] { action = [command] { return run(*command); }; });
}

const Registration registration{10, setup};

}  // namespace

}  // namespace snl::cli
