// snl solve [FILE...]: the least number of rolls for every board, in input order.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <deque>
#include <exception>
#include <future>
#include <istream>
#include <limits>
#include <streambuf>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "common/options.hpp"
#include "common/choices.hpp"
#include "common/input.hpp"
#include "common/numbers.hpp"
#include "common/output.hpp"
#include "common/progress.hpp"
#include "common/workers.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/report.hpp"
#include "snl/solve.hpp"
#include "snl/split.hpp"

namespace snl::cli {
namespace {

struct SolveCommand {
  std::vector<std::string> files;
  bool route = false;
  bool explain = false;
  std::string format = "text";
  SolveOptions solve;  // algorithm and max_memory, set by the library's table (solve_options())
  std::string input = "auto";
  unsigned jobs = 1;
};

/// A worker reads this many squares' worth of boards before answering them: reading and answering board by board
/// made malloc consolidate its free lists on almost every board (bench/RESULTS.md, "--jobs").
constexpr std::uint64_t kBatchSquares = 4096;

/// With --jobs, chunks of boards of fewer squares than this on average are answered by the reading thread: reading
/// is then most of the work, and handing them to other threads costs more than it saves (bench/RESULTS.md).
constexpr std::uint64_t kThreadedSquares = 32 * 32;

/// Chunks of about this many squares keep threads busy without holding many boards in memory.
constexpr std::uint64_t kChunkSquares = 1 << 16;

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

/// The end of the text read before a read error: reading past it throws that error, as reading the stream did.
class FailedRead : public std::streambuf {
 public:
  explicit FailedRead(std::exception_ptr error) : error_(std::move(error)) {}

 protected:
  int_type underflow() override { std::rethrow_exception(error_); }

 private:
  std::exception_ptr error_;
};

/// How every board is answered.
struct Answering {
  SolveOptions options;
  SolutionStyle style = SolutionStyle::answer;
};

/// Appends the answer of board `index` of `file`; false, with the error set, when it is too large for the algorithm.
bool answer_board(const Board& board, std::uint64_t index, const std::string& file, const Answering& how,
                  Answers& answers) {
  try {
    answers.text += solution_text(board, solve(board, how.options), index, how.style);
    return true;
  } catch (const LimitError& error) {
    answers.error = file + ": error: board " + std::to_string(index) + ": " + error.what();
    return false;
  }
}

Answers answer(const Chunk& chunk, const Answering& how) {
  Answers answers;
  std::uint64_t index = chunk.first_index;
  for (const Board& board : chunk.boards) {
    if (!answer_board(board, index++, chunk.file, how, answers)) break;
  }
  return answers;
}

/// A worker's part with --jobs: read the piece a few boards at a time (little memory, reused) and answer them.
/// Any error reading, or another number of boards than the layout showed, and the piece is handed back unread:
/// the sequential reader then reads from its start and reports exactly what --jobs 1 does (the piece alone
/// cannot tell what follows it). A board too large for the algorithm ends the piece with that error, as it ends
/// the sequential reading: the boards before it were read from a board boundary, as --jobs 1 reads them.
Answers read_and_answer(const Piece& piece, const std::string& source, Format format, std::uint64_t first_index,
                        const Answering& how) {
  const Answers unread{{}, {}, true};
  Answers answers;
  std::vector<Board> batch;
  std::uint64_t read = 0;
  std::uint64_t answered = 0;
  const auto answer_batch = [&] {
    for (const Board& board : batch) {
      if (!answer_board(board, first_index + answered, source, how, answers)) return false;
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

/// One run of snl solve: reads every board of every file in order, answers them in chunks (on `jobs` threads when
/// jobs > 1), and writes the answers in input order. A parse error ends the run after the answers of the boards
/// before it. With jobs > 1 the reading thread only cuts the text into pieces at board boundaries (PieceSplitter)
/// and the workers read and answer them; what the splitter does not recognise is read here, as with one thread.
class Run {
 public:
  Run(const SolveCommand& command, Answering how)
      : how_(how), input_(*format_named(command.input)), jobs_(command.jobs) {}

  void solve_files(const std::vector<std::string>& files) {
    try {
      for (const std::string& file : files) {
        InputFile in(file);
        if (jobs_ > 1) {
          read_in_pieces(in);
        } else {
          read_sequentially(in.stream(), in.source(), input_, TextStart{});
        }
      }
    } catch (const Error&) {
      if (answered_error_) {
        pending_.clear();  // waits for the chunks after the failed board, and drops their answers
        throw;
      }
      // An error reading: the answers before the bad board still go out, in order.
      submit(std::move(chunk_));
      drain();
      throw;
    }
    drain();
  }

 private:
  /// Answers still being worked out, in input order; `piece` when a worker reads the text too.
  struct Pending {
    std::future<Answers> answers;
    std::optional<Piece> piece;
    std::uint64_t first_index = 0;
  };

  Workers<Answers>& pool() {
    if (!workers_) workers_ = std::make_unique<Workers<Answers>>(jobs_);
    return *workers_;
  }

  void write(Answers answers) {
    print(answers.text);  // everything before an error still reaches stdout (main flushes before the message)
    if (!answers.error.empty()) {
      answered_error_ = true;
      throw Error(answers.error);
    }
  }

  /// Writes the oldest answers; returns the oldest piece instead when its worker handed it back unread.
  std::optional<Pending> write_oldest() {
    Pending oldest = std::move(pending_.front());
    pending_.pop_front();
    Answers answers = oldest.answers.get();
    if (answers.unread) return oldest;
    write(std::move(answers));
    return std::nullopt;
  }

  void drain() {
    while (!pending_.empty()) write_oldest();  // the chunks of the sequential reader are never handed back
  }

  void show_progress(std::uint64_t boards) {
    if (progress_.due()) progress_.show("snl: " + std::to_string(boards) + " boards");
  }

  void submit(Chunk chunk) {
    if (chunk.boards.empty()) return;
    show_progress(chunk.first_index + chunk.boards.size() - 1);
    std::uint64_t squares = 0;
    for (const Board& board : chunk.boards) squares += board.squares();
    if (jobs_ <= 1 || squares < kThreadedSquares * chunk.boards.size()) {
      drain();
      return write(answer(chunk, how_));
    }
    while (pending_.size() >= 2 * jobs_) write_oldest();
    pending_.push_back({pool().submit([chunk = std::move(chunk), how = how_] { return answer(chunk, how); }),
                        std::nullopt, 0});
  }

  /// The one-thread reader, from the stream's position: the whole file, or what the pieces left.
  void read_sequentially(std::istream& stream, const std::string& source, Format format, TextStart start) {
    BoardReader reader(stream, source, format, start);
    chunk_ = Chunk{source, index_, {}};
    std::uint64_t squares = 0;
    while (std::optional<Board> board = reader.next()) {
      squares += std::min<std::uint64_t>(board->squares(), kChunkSquares);
      chunk_.boards.push_back(std::move(*board));
      ++index_;
      if (squares >= kChunkSquares) {
        submit(std::move(chunk_));
        chunk_ = Chunk{source, index_, {}};
        squares = 0;
      }
    }
    submit(std::move(chunk_));
  }

  /// Pieces read by the workers; then, from the first piece handed back or where splitting stopped, the rest of
  /// the file by the one-thread reader (text already read is served from the blocks, not read again).
  void read_in_pieces(InputFile& in) {
    PieceSplitter splitter(in.stream(), input_);
    for (;;) {
      std::optional<Piece> piece;
      try {
        piece = splitter.next();
      } catch (const Error&) {
        // A read error: the text before it is still read and answered as one thread would, then the error.
        read_failure_ = std::current_exception();
        break;
      }
      if (!piece) break;
      show_progress(index_ + piece->boards - 1);
      std::future<Answers> answers = pool().submit(
          [piece = *piece, source = in.source(), format = format_at(splitter, piece->start), index = index_,
           how = how_] { return read_and_answer(piece, source, format, index, how); });
      pending_.push_back({std::move(answers), std::move(piece), index_});
      index_ += pending_.back().piece->boards;
      // Every piece cut is pending before any is handed back: the text from that piece on is then all in
      // `pending_` and splitter.rest().
      while (pending_.size() > 2 * jobs_) {
        if (std::optional<Pending> oldest = write_oldest()) return handed_back(in, splitter, std::move(*oldest));
      }
    }
    while (!pending_.empty()) {
      if (std::optional<Pending> oldest = write_oldest()) return handed_back(in, splitter, std::move(*oldest));
    }
    read_rest(in, splitter, {});
  }

  /// The format a piece is read in: the one asked for at the file's start (the parser then tells the same mistakes
  /// about a first board), the one found after.
  Format format_at(const PieceSplitter& splitter, const TextStart& start) const {
    return start.boards_before == 0 ? input_ : splitter.format();
  }

  /// From this piece on, the text is read here: the answers of the pieces after it are dropped unread.
  void handed_back(InputFile& in, PieceSplitter& splitter, Pending oldest) {
    std::vector<Piece> pieces{std::move(*oldest.piece)};
    for (Pending& later : pending_) pieces.push_back(std::move(*later.piece));
    pending_.clear();
    index_ = oldest.first_index;
    read_rest(in, splitter, std::move(pieces));
  }

  void read_rest(InputFile& in, PieceSplitter& splitter, std::vector<Piece> pieces) {
    pieces.push_back(splitter.rest());
    const TextStart start = pieces.front().start;
    FailedRead failed(read_failure_);
    std::streambuf* const tail = read_failure_        ? &failed
                                 : splitter.input_ended() ? nullptr
                                                          : in.stream().rdbuf();
    ChainBuffer chain(std::move(pieces), tail);
    std::istream stream(&chain);
    stream.exceptions(std::ios::badbit);  // a read error of the stream under the chain is the Error it is
    read_sequentially(stream, in.source(), format_at(splitter, start), start);
  }

  const Answering how_;
  const Format input_;
  const unsigned jobs_;
  Progress progress_;
  std::unique_ptr<Workers<Answers>> workers_;  // started with the first work handed to other threads
  std::deque<Pending> pending_;                // answered in order
  bool answered_error_ = false;  // a chunk's answers ended in an error: nothing after it may be written
  std::exception_ptr read_failure_;  // the read error that stopped the splitter, if one did
  std::uint64_t index_ = 1;      // the number of the next board read
  Chunk chunk_;                  // boards read and not yet submitted
};

int run(const SolveCommand& command) {
  SolutionStyle style = SolutionStyle::answer;
  if (command.format == "json") {
    style = SolutionStyle::json;
  } else if (command.explain) {
    style = SolutionStyle::explain;
  } else if (command.route) {
    style = SolutionStyle::route;
  }
  const Answering how{{command.solve.algorithm, style != SolutionStyle::answer, command.solve.memory_limit}, style};
  std::vector<std::string> files = command.files;
  if (files.empty()) {
    files.emplace_back("-");
    note_terminal_input("snl solve");
  }
  Run(command, how).solve_files(files);
  return kOk;
}

}  // namespace

void add_solve(CLI::App& app, Action& action) {
  auto command = std::make_shared<SolveCommand>();
  CLI::App* sub = app.add_subcommand("solve", "Least number of rolls (and an optimal route) for every board");
  sub->add_option("FILE", command->files, "Board files; none or '-' reads standard input");
  sub->add_flag("--route", command->route, "Also print an optimal route: '->' a roll, '=>' a jump");
  sub->add_flag("--explain", command->explain, "Explain the route in words, one roll per line");
  sub->add_option("--format", command->format, "Output format")->check(CLI::IsMember({"text", "json"}));
  add_input_option(*sub, command->input);
  sub->add_option("--jobs,-j", command->jobs,
                  "Threads reading and answering boards (output order unchanged; default 1)")
      ->check(whole_number(1, 256));
  auto bound = add_options(*sub, solve_options(), command->solve);
  sub->callback([command, bound, &action] {
    action = checked_action({bound}, "solve", [command] { return run(*command); });
  });
}

}  // namespace snl::cli
