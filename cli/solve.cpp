// snl solve [FILE...]: the least number of rolls for every board, in input order.
#include <CLI/CLI.hpp>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <deque>
#include <future>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <streambuf>
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

/// Boards read but not yet answered, with their numbers; answered together by one worker. With --jobs, a batch
/// of grid boards travels as text instead (`text`, from line `first_line` of the file), so that reading it is
/// shared among the workers too.
struct Chunk {
  std::string file;
  std::uint64_t first_index = 0;
  std::vector<Board> boards;
  std::string text;
  std::uint64_t first_line = 1;
  Format format = Format::grid;
};

/// A parse error of a piece of a file read on its own, placed where it is in the whole file.
ParseError in_file(const ParseError& error, std::uint64_t first_line) {
  return ParseError(error.source(), error.line() + first_line - 1, error.column(), error.message());
}

/// A stream of `head`, then the rest of `tail`: what was read ahead, then the file.
class Chained : public std::streambuf {
 public:
  Chained(std::string head, std::istream& tail) : head_(std::move(head)), tail_(tail) {
    setg(head_.data(), head_.data(), head_.data() + head_.size());
  }

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    tail_.read(more_.data(), static_cast<std::streamsize>(more_.size()));
    const std::streamsize got = tail_.gcount();
    if (got <= 0) return traits_type::eof();
    setg(more_.data(), more_.data(), more_.data() + got);
    return traits_type::to_int_type(*gptr());
  }

 private:
  std::string head_;
  std::istream& tail_;
  std::array<char, 1 << 16> more_{};
};

/// The answers of a chunk, and the error that stopped it (a board too large for the algorithm), if any.
struct Answers {
  std::string text;
  std::string error;
};

Answers answer(const Chunk& chunk, const SolveOptions& options, Style style) {
  Answers answers;
  std::uint64_t index = chunk.first_index;
  const auto one = [&](const Board& board) {
    try {
      answers.text += format_solution(board, solve(board, options), index, style);
      ++index;
      return true;
    } catch (const LimitError& error) {
      answers.error = chunk.file + ": error: board " + std::to_string(index) + ": " + error.what();
      return false;
    }
  };
  for (const Board& board : chunk.boards) {
    if (!one(board)) return answers;
  }
  if (chunk.text.empty()) return answers;
  std::istringstream in(chunk.text);
  BoardReader reader(in, chunk.file, chunk.format);
  try {
    while (const std::optional<Board> board = reader.next()) {
      if (!one(*board)) break;
    }
  } catch (const ParseError& error) {
    answers.error = in_file(error, chunk.first_line).what();
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
  const auto submit = [&](Chunk chunk) {
    if (chunk.boards.empty() && chunk.text.empty()) return;
    progress.boards(chunk.first_index + chunk.boards.size() - 1);
    if (command.jobs <= 1) return write(answer(chunk, options, style));
    while (pending.size() >= 2 * command.jobs) {
      write(pending.front().get());
      pending.pop_front();
    }
    pending.push_back(std::async(std::launch::async, [chunk = std::move(chunk), options, style] {
      return answer(chunk, options, style);
    }));
  };
  const auto drain = [&] {
    for (; !pending.empty(); pending.pop_front()) write(pending.front().get());
  };
  std::uint64_t index = 1;
  Chunk chunk;
  // Boards parsed here, in chunks of about kChunkSquares squares: threads stay busy without many boards held.
  constexpr std::uint64_t kChunkSquares = 1 << 16;
  const auto read_boards = [&](BoardReader& reader, const std::string& source, std::uint64_t first_line) {
    chunk = Chunk{source, index, {}, {}, 1, Format::grid};
    std::uint64_t squares = 0;
    try {
      while (std::optional<Board> board = reader.next()) {
        squares += std::min<std::uint64_t>(board->squares(), kChunkSquares);
        chunk.boards.push_back(std::move(*board));
        ++index;
        if (squares >= kChunkSquares) {
          submit(std::move(chunk));
          chunk = Chunk{source, index, {}, {}, 1, Format::grid};
          squares = 0;
        }
      }
    } catch (const ParseError& error) {
      if (first_line == 1) throw;
      throw in_file(error, first_line);
    }
    submit(std::move(chunk));
  };
  // With --jobs, grid text is cut at board ends (whole_grid_boards) and each piece is read by a worker; from the
  // first board that cannot be vouched for, the rest is read here as above.
  constexpr std::size_t kChunkBytes = std::size_t{1} << 20;
  const auto read_in_pieces = [&](std::istream& in, const std::string& source) {
    std::string text;
    std::uint64_t line = 1;
    bool eof = false;
    for (;;) {
      const std::size_t had = text.size();
      text.resize(had + 4 * kChunkBytes);
      in.read(text.data() + had, static_cast<std::streamsize>(4 * kChunkBytes));
      text.resize(had + static_cast<std::size_t>(in.gcount()));
      eof = !in;
      if (line == 1 && !eof && text.find_first_not_of(" \n\t\r\v\f") == std::string::npos) continue;
      std::size_t used = 0;
      GridPrefix prefix;
      while (!(prefix = whole_grid_boards(std::string_view(text).substr(used), kChunkBytes)).stopped &&
             prefix.boards > 0) {
        Chunk piece{source, index, {}, text.substr(used, prefix.length), line, line == 1 ? input : Format::grid};
        index += prefix.boards;
        line += prefix.lines;
        used += prefix.length;
        submit(std::move(piece));
      }
      text.erase(0, used);
      if (prefix.stopped || eof) break;
    }
    // The rest: a board that could not be vouched for and all after it, or the end of the text.
    if (line > 1 && eof && text.find_first_not_of(" \n\t\r\v\f") == std::string::npos) return;
    Chained rest(std::move(text), in);
    std::istream rest_stream(&rest);
    BoardReader reader(rest_stream, source, line == 1 ? input : Format::grid);
    read_boards(reader, source, line);
  };
  try {
    for (const std::string& file : files) {
      InputFile in(file);
      const std::string& source = in.source();
      if (command.jobs > 1 && (input == Format::grid || input == Format::automatic)) {
        read_in_pieces(in.stream(), source);
        continue;
      }
      BoardReader reader(in.stream(), source, input);
      read_boards(reader, source, 1);
    }
  } catch (const Error&) {
    if (answered_error) {
      pending.clear();  // waits for the chunks after the bad board, and drops their answers
      throw;
    }
    // An error reading here: the answers before the bad board still go out, in order.
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
