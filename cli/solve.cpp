// snl solve [FILE...]: the least number of rolls for every board, in input order.
#include <CLI/CLI.hpp>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <deque>
#include <fstream>
#include <future>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "app/input.hpp"
#include "snl/split.hpp"
#include "commands.hpp"
#include "snl/report.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/solve.hpp"

namespace snl::cli {
namespace {

struct SolveCommand {
  std::vector<std::string> files;
  SolutionStyle style = SolutionStyle::answer;
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

/// A worker reads this many squares' worth of boards (41 boards of 10×10) before answering them: reading and
/// answering board by board made malloc consolidate its free lists on almost every board (5% of the perf samples
/// with 100,000 10×10 boards; task-clock medians of 5 runs: board by board 127.9 ms, batches of 1,024 squares
/// 122.8, 4,096 123.1, 16,384 125.6, 65,536 274 — the arena then grows and is trimmed again, page by page).
constexpr std::uint64_t kBatchSquares = 4096;

/// With --jobs, chunks of boards of fewer squares than this on average are answered by the reading thread.
constexpr std::uint64_t kThreadedSquares = 32 * 32;

/// Boards read but not yet answered, with their numbers; answered together by one worker.
struct Chunk {
  std::string file;
  std::uint64_t first_index = 0;
  std::vector<Board> boards;
};

/// The answers of a chunk, and the error that stopped it (a board too large for the algorithm), if any; or, from a
/// worker given a piece of text, that the piece could not be read as reading the whole input reads it.
struct Answers {
  std::string text;
  std::string error;
  bool unread = false;
};

/// Appends the answer of board `index` of `file`; false, with the error set, when it is too large for the algorithm.
bool answer_board(const Board& board, std::uint64_t index, const std::string& file, const SolveOptions& options,
                  SolutionStyle style, Answers& answers) {
  try {
    answers.text += solution_text(board, solve(board, options), index, style);
    return true;
  } catch (const LimitError& error) {
    answers.error = file + ": error: board " + std::to_string(index) + ": " + error.what();
    return false;
  }
}

Answers answer(const Chunk& chunk, const SolveOptions& options, SolutionStyle style) {
  Answers answers;
  std::uint64_t index = chunk.first_index;
  for (const Board& board : chunk.boards) {
    if (!answer_board(board, index++, chunk.file, options, style, answers)) break;
  }
  return answers;
}

/// A worker's part with --jobs: read the piece a few boards at a time (little memory, reused) and answer them.
/// Any error reading, or another number of boards than the layout showed, and the piece is handed back unread:
/// the sequential reader then reads from its start and reports exactly what --jobs 1 does (the piece alone
/// cannot tell what follows it). A board too large for the algorithm ends the piece with that error, as it ends
/// the sequential reading: the boards before it were read from a board boundary, as --jobs 1 reads them.
Answers read_and_answer(const Piece& piece, const std::string& source, Format format, std::uint64_t first_index,
                        const SolveOptions& options, SolutionStyle style) {
  const Answers unread{{}, {}, true};
  Answers answers;
  std::vector<Board> batch;
  std::uint64_t read = 0;
  std::uint64_t answered = 0;
  const auto answer_batch = [&] {
    for (const Board& board : batch) {
      if (!answer_board(board, first_index + answered, source, options, style, answers)) return false;
      ++answered;
    }
    batch.clear();
    return true;
  };
  try {
    BoardReader reader(piece.text, source, format, piece.start);
    std::uint64_t squares = 0;
    while (std::optional<Board> board = reader.next()) {
      if (++read > piece.boards) return unread;
      squares += board->squares();
      batch.push_back(std::move(*board));
      if (squares >= kBatchSquares) {
        if (!answer_batch()) return answers;
        squares = 0;
      }
    }
  } catch (const Error&) {
    return unread;
  }
  if (read != piece.boards) return unread;
  answer_batch();
  return answers;
}

/// The threads that read and answer pieces (and answer the one-thread reader's chunks), started once for the run
/// rather than a thread per piece (std::async): 100,000 10×10 boards with --jobs 2 took 0.17–0.20 s that way and
/// 0.12–0.14 s with the pool (three single runs each, /usr/bin/time, load ~1.4: a rough measure).
class Workers {
 public:
  explicit Workers(unsigned count) {
    for (unsigned k = 0; k < count; ++k) threads_.emplace_back([this] { work(); });
  }
  /// Drops the jobs not started; waits for those running.
  ~Workers() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    ready_.notify_all();
    for (std::thread& thread : threads_) thread.join();
  }
  Workers(const Workers&) = delete;
  Workers& operator=(const Workers&) = delete;

  template <class Job>
  std::future<Answers> submit(Job job) {
    std::packaged_task<Answers()> task(std::move(job));
    std::future<Answers> answers = task.get_future();
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      jobs_.push_back(std::move(task));
    }
    ready_.notify_one();
    return answers;
  }

 private:
  void work() {
    for (;;) {
      std::packaged_task<Answers()> task;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        ready_.wait(lock, [this] { return done_ || !jobs_.empty(); });
        if (done_) return;
        task = std::move(jobs_.front());
        jobs_.pop_front();
      }
      task();
    }
  }

  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::packaged_task<Answers()>> jobs_;
  bool done_ = false;
  std::vector<std::thread> threads_;  // last: started once the rest is ready
};

/// Answers still being worked out, in input order; `piece` when a worker reads the text too.
struct Pending {
  std::future<Answers> answers;
  std::optional<Piece> piece;
  std::uint64_t first_index = 0;
};

/// Reads every board of every file in order, answers them in chunks (on `jobs` threads when jobs > 1), and
/// writes the answers in input order. A parse error ends the run after the answers of the boards before it.
/// With jobs > 1 the reading thread only cuts the text into pieces at board boundaries (PieceSplitter) and the
/// workers read and answer them; what the splitter does not recognise is read here, as with one thread.
int run(const SolveCommand& command) {
  SolutionStyle style = command.style;
  if (command.format == "json") {
    style = SolutionStyle::json;
  } else if (command.explain) {
    style = SolutionStyle::explain;
  } else if (command.route) {
    style = SolutionStyle::route;
  }
  const SolveOptions options{*algorithm_named(command.algorithm), style != SolutionStyle::answer};
  const Format input = *format_named(command.input);
  std::vector<std::string> files = command.files;
  if (files.empty()) files.emplace_back("-");
  Output out;
  Progress progress;
  std::unique_ptr<Workers> workers;  // started with the first work handed to other threads
  const auto pool = [&]() -> Workers& {
    if (!workers) workers = std::make_unique<Workers>(command.jobs);
    return *workers;
  };
  std::deque<Pending> pending;        // answered in order
  bool answered_error = false;  // a chunk's answers ended in an error: nothing after it may be written
  const auto write = [&](Answers answers) {
    out.write(answers.text);
    if (!answers.error.empty()) {
      out.flush();
      answered_error = true;
      throw Error(answers.error);
    }
  };
  // Writes the oldest answers; returns the oldest piece instead when its worker handed it back unread.
  const auto write_oldest = [&]() -> std::optional<Pending> {
    Pending oldest = std::move(pending.front());
    pending.pop_front();
    Answers answers = oldest.answers.get();
    if (answers.unread) return oldest;
    write(std::move(answers));
    return std::nullopt;
  };
  const auto drain = [&] {
    while (!pending.empty()) write_oldest();  // the chunks of the sequential reader are never handed back
  };
  const auto submit = [&](Chunk chunk) {
    if (chunk.boards.empty()) return;
    progress.boards(chunk.first_index + chunk.boards.size() - 1);
    // Small boards are answered here, as they are read: reading is then most of the work, and handing them to
    // other threads cost more than it saved (measured, hyperfine: 100,000 boards of 10×10 0.85× the time of one
    // thread with --jobs 2, 20,000 of 30×30 1.03×, 2,000 of 100×100 1.32×). With --jobs this reader only reads
    // what the pieces left (an odd layout and what follows it), so the rule and its measurement still hold.
    std::uint64_t squares = 0;
    for (const Board& board : chunk.boards) squares += board.squares();
    if (command.jobs <= 1 || squares < kThreadedSquares * chunk.boards.size()) {
      drain();
      return write(answer(chunk, options, style));
    }
    while (pending.size() >= 2 * command.jobs) write_oldest();
    pending.push_back(
        {pool().submit([chunk = std::move(chunk), options, style] { return answer(chunk, options, style); }),
         std::nullopt, 0});
  };
  std::uint64_t index = 1;
  Chunk chunk;
  // The one-thread reader, from the stream's position: the whole file, or what the pieces left.
  const auto read_sequentially = [&](std::istream& stream, const std::string& source, Format format, TextStart start) {
    BoardReader reader(stream, source, format, start);
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
  };
  // Pieces read by the workers; then, from the first piece handed back or where splitting stopped, the rest of
  // the file by the one-thread reader (text already read is served from the blocks, not read again).
  const auto read_in_pieces = [&](InputFile& in) {
    const std::string& source = in.source();
    PieceSplitter splitter(in.stream(), input);
    // The format a piece is read in: the one asked for at the file's start (the parser then tells the same mistakes
    // about a first board), the one found after.
    const auto format_at = [&](const TextStart& start) { return start.boards_before == 0 ? input : splitter.format(); };
    const auto read_rest = [&](std::vector<Piece> pieces) {
      pieces.push_back(splitter.rest());
      const TextStart start = pieces.front().start;
      ChainBuffer chain(std::move(pieces), splitter.input_ended() ? nullptr : in.stream().rdbuf());
      std::istream stream(&chain);
      read_sequentially(stream, source, format_at(start), start);
    };
    const auto handed_back = [&](Pending oldest) {
      // From this piece on, the text is read here: the answers of the pieces after it are dropped unread.
      std::vector<Piece> pieces{std::move(*oldest.piece)};
      for (Pending& later : pending) pieces.push_back(std::move(*later.piece));
      pending.clear();
      index = oldest.first_index;
      read_rest(std::move(pieces));
    };
    while (std::optional<Piece> piece = splitter.next()) {
      progress.boards(index + piece->boards - 1);
      std::future<Answers> answers = pool().submit(
          [piece = *piece, source, format = format_at(piece->start), index, options, style] {
            return read_and_answer(piece, source, format, index, options, style);
          });
      pending.push_back({std::move(answers), std::move(piece), index});
      index += pending.back().piece->boards;
      // Every piece cut is pending before any is handed back: the text from that piece on is then all in `pending`
      // and splitter.rest().
      while (pending.size() > 2 * command.jobs) {
        if (std::optional<Pending> oldest = write_oldest()) return handed_back(std::move(*oldest));
      }
    }
    while (!pending.empty()) {
      if (std::optional<Pending> oldest = write_oldest()) return handed_back(std::move(*oldest));
    }
    read_rest({});
  };
  try {
    for (const std::string& file : files) {
      InputFile in(file);
      if (command.jobs > 1) {
        read_in_pieces(in);
      } else {
        read_sequentially(in.stream(), in.source(), input, TextStart{});
      }
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
  sub->add_option("--jobs,-j", command->jobs,
                  "Threads reading and answering boards (output order unchanged; default 1)")
      ->check(CLI::Range(1u, 256u));
  sub->callback([command, &action] { action = [command] { return run(*command); }; });
}

const Registration registration{10, setup};

}  // namespace

}  // namespace snl::cli
