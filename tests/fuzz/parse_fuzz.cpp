// tests/fuzz/parse_fuzz.cpp — libFuzzer target for the board parsers (snl/parse.hpp).
//
// Description: feeds the bytes to snl::parse_boards in every Format (automatic, grid, json, jumps), which reads
//   them in place, and to a BoardReader over a stream, which must read them alike (same boards or message). The only
//   exception allowed out of the parser is snl::Error; anything else (another exception, a crash, a sanitizer
//   report) is a bug. Each ParseError must point inside the text (line ≤ lines, column ≤ that line's length + 1)
//   and read "SOURCE:LINE:COLUMN: error: expected …, found …", where what it says it found (a quoted token,
//   the end of a line, the end of input) is what stands at that place. Each board parsed must hold its
//   invariants (jumps sorted by head, one jump per head, labels within the squares, grid/json sides
//   ≤ kMaxGridSide) and read back the same from its own text in the three formats. Read asking where each board
//   stands (BoardSource), the same boards or error come back, and each cell's, jump line's and size's place holds
//   its value. Boards of at most 10^4 squares are solved by bfs, dijkstra and bidirectional (and sparse, bitset
//   and auto when the library has them), with and without a route, and must all agree with a plain BFS written
//   here; every route is checked step by step. Larger boards are solved by the sparse solver alone, whose route
//   must hold.
// Time: O(bytes) per format for the parse; solving and writing back stop after 2·10^5 squares per input.
// Status: libFuzzer with ASan + UBSan when SNL_BUILD_FUZZ is ON (ctest fuzz.parse_smoke, seeded); fuzzed for
//   about 4 minutes with the real 256 KiB scanner chunk and 12 minutes with a 64-byte chunk (so that inputs
//   cross chunk edges); found the doubled lone delimiter in messages (regressions/describe-lone-delimiter-doubled).
//   Every other build runs corpus/ and regressions/ through it with replay_main.cpp (ctest fuzz.replay).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/solve.hpp"

namespace {

constexpr std::uint64_t kMaxSolvedSquares = 10'000;
/// Squares solved per input at most, so that a few bytes repeating "size 100" cannot make one input take seconds.
constexpr std::uint64_t kSolveBudget = 200'000;
constexpr std::string_view kSource = "<fuzz>";

[[noreturn]] void fail(const std::string& what) {
  std::fprintf(stderr, "parse_fuzz: invariant broken: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

void require(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

/// "-?[0-9]+" written without leading zeros and without the sign of zero; nullopt for anything else.
std::optional<std::string> normalized_integer(std::string_view token) {
  const bool negative = !token.empty() && token.front() == '-';
  std::string_view digits = token.substr(negative ? 1 : 0);
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
  digits.remove_prefix(std::min(digits.find_first_not_of('0'), digits.size() - 1));
  return (negative && digits != "0" ? "-" : "") + std::string(digits);
}

/// The error must name a place inside `text`: a line that exists and a column at most one past its last byte
/// (the newline or the end of input).
void check_error(const snl::ParseError& error, std::string_view text) {
  const std::string prefix =
      std::string(kSource) + ":" + std::to_string(error.line()) + ":" + std::to_string(error.column()) + ": error: ";
  require(std::string_view(error.what()) == prefix + error.message(), "what() is not SOURCE:LINE:COLUMN: error: …");
  require(error.message().rfind("expected ", 0) == 0, "message does not start with 'expected ': " + error.message());
  require(error.message().find(", found ") != std::string::npos, "message lacks ', found ': " + error.message());
  require(error.line() >= 1 && error.column() >= 1, "line or column below 1: " + std::string(error.what()));
  std::uint64_t line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < text.size() && line < error.line(); ++i) {
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  require(line == error.line(), "error line past the end of the text: " + std::string(error.what()));
  const std::size_t line_end = std::min(text.find('\n', line_start), text.size());
  require(error.column() <= line_end - line_start + 1,
          "error column past the end of its line: " + std::string(error.what()));

  // What the message says it found must stand where it points (columns on line 1 start after a UTF-8 BOM).
  const bool bom = line_start == 0 && text.substr(0, 3) == "\xEF\xBB\xBF";
  const std::size_t at = line_start + (bom ? 3 : 0) + static_cast<std::size_t>(error.column()) - 1;
  const std::string& message = error.message();
  const auto ends_with = [&](std::string_view tail) {
    return message.size() >= tail.size() && message.compare(message.size() - tail.size(), tail.size(), tail) == 0;
  };
  if (ends_with(", found end of input")) {
    require(at == text.size(), "'found end of input' points elsewhere: " + std::string(error.what()));
  } else if (ends_with(", found end of line")) {
    require(at < text.size() && text[at] == '\n', "'found end of line' points elsewhere: " + std::string(error.what()));
  } else if (const std::size_t quote = message.rfind(", found '"); quote != std::string::npos && ends_with("'")) {
    const std::size_t begin = quote + 9;
    const std::string found = message.substr(begin, message.size() - 1 - begin);
    const std::string_view here = text.substr(std::min(at, text.size()));
    if (const auto number = normalized_integer(found)) {
      // Numbers are quoted by value ("-0" shows as '0', "007" as '7'): compare values.
      require(normalized_integer(here.substr(0, here.find_first_not_of("-0123456789"))) == number,
              "the number quoted as found is not the number at the error's place: " + std::string(error.what()));
    } else if (found.find("\\x") == std::string::npos && found.find("...") == std::string::npos) {
      require(here.substr(0, found.size()) == found,
              "the token quoted as found is not the text at the error's place: " + std::string(error.what()));
    }
  }
}

void check_board(const snl::Board& board, snl::Format format) {
  require(board.squares() >= 1, "a board without squares");
  if (board.is_square()) {
    require(board.side() <= snl::kMaxSide && board.squares() == board.side() * board.side(), "squares != side²");
  }
  if (format == snl::Format::grid || format == snl::Format::json) {
    require(board.is_square() && board.side() <= snl::kMaxGridSide, "a grid or json board wider than kMaxGridSide");
  }
  const auto jumps = board.jumps();
  for (std::size_t k = 0; k < jumps.size(); ++k) {
    require(snl::is_label(board.squares(), jumps[k].from) && snl::is_label(board.squares(), jumps[k].to),
            "a jump leaves the board");
    require(k == 0 || jumps[k - 1].from < jumps[k].from, "jumps not sorted by head, or two from one head");
  }
}

/// Least rolls by a plain BFS over end_of_landing, as a reference for the solvers.
std::int64_t reference_rolls(const snl::Board& board) {
  const std::uint64_t last = board.squares();
  std::vector<std::int64_t> rolls(last + 1, -1);
  std::deque<snl::Label> queue{1};
  rolls[1] = 0;
  while (!queue.empty()) {
    const snl::Label from = queue.front();
    queue.pop_front();
    for (int die = 1; die <= snl::kDieFaces && from + static_cast<snl::Label>(die) <= last; ++die) {
      const snl::Label to = board.end_of_landing(from + static_cast<snl::Label>(die));
      if (rolls[to] < 0) {
        rolls[to] = rolls[from] + 1;
        queue.push_back(to);
      }
    }
  }
  return rolls[last];
}

/// The route is a certificate: legal rolls from square 1, each ending where the rules say, on the last square,
/// with as many rolls as the answer.
void check_route(const snl::Board& board, const snl::Solution& solution, std::string_view algorithm) {
  const std::string who(algorithm);
  if (!solution.reachable()) {
    require(solution.route.empty(), who + ": a route on an unreachable board");
    return;
  }
  snl::Label at = 1;
  std::uint64_t rolls = 0;
  for (const snl::Leg& leg : solution.route) {
    require(snl::leg_from(leg) == at, who + ": a leg does not start where the previous one ended");
    if (const auto* step = std::get_if<snl::Step>(&leg)) {
      require(step->roll >= 1 && step->roll <= snl::kDieFaces, who + ": a roll outside 1..6");
      require(step->land == at + static_cast<snl::Label>(step->roll) && step->land <= board.squares(),
              who + ": a roll lands in the wrong place");
      require(step->to == board.end_of_landing(step->land), who + ": a step does not end where its jump leads");
    } else {
      const auto& walk = std::get<snl::Walk>(leg);
      require(walk.to > walk.from && walk.to <= board.squares() && walk.rolls >= 1 &&
                  walk.rolls <= walk.to - walk.from && (walk.to - walk.from) <= walk.rolls * snl::kDieFaces,
              who + ": an impossible walk");
    }
    rolls += snl::rolls_of(leg);
    at = snl::leg_to(leg);
  }
  require(at == board.squares(), who + ": the route does not end on the last square");
  require(rolls == static_cast<std::uint64_t>(solution.rolls), who + ": the route's length is not the answer");
}

/// The algorithms checked against the reference: the three dense ones, then any other the library names (the
/// set grows: looked up by name so that this file needs no change when one is added).
std::vector<snl::Algorithm> algorithms() {
  std::vector<snl::Algorithm> all{snl::Algorithm::bfs, snl::Algorithm::dijkstra, snl::Algorithm::bidirectional};
  for (const std::string_view name : {"sparse", "bitset", "auto"}) {
    if (const auto algorithm = snl::algorithm_named(name)) all.push_back(*algorithm);
  }
  return all;
}

void check_solvers(const snl::Board& board) {
  static const std::vector<snl::Algorithm> kAlgorithms = algorithms();
  if (board.squares() > kMaxSolvedSquares) {
    // Too large for the reference; the sparse solver (when there is one) is O(jumps): its route must hold.
    if (const auto sparse = snl::algorithm_named("sparse")) check_route(board, snl::solve(board, {*sparse, true}), "sparse");
    return;
  }
  const std::int64_t expected = reference_rolls(board);
  for (const snl::Algorithm algorithm : kAlgorithms) {
    const std::string name(snl::name_of(algorithm));
    const snl::Solution with_route = snl::solve(board, {algorithm, true});
    require(with_route.rolls == expected, name + " disagrees with the reference BFS: " +
                                              std::to_string(with_route.rolls) + " != " + std::to_string(expected));
    check_route(board, with_route, name);
    const snl::Solution bare = snl::solve(board, {algorithm, false});
    require(bare.rolls == expected, name + " without a route gives another answer: " + std::to_string(bare.rolls) +
                                        " != " + std::to_string(expected));
  }
}

/// Appends the board to texts in the three formats.
void write_board(const snl::Board& board, std::string& jumps_text, std::string& grid_text, std::string& json_text) {
  jumps_text += board.is_square() ? "size " + std::to_string(board.side()) + "\n"
                                  : "squares " + std::to_string(board.squares()) + "\n";
  for (const snl::Jump& jump : board.jumps()) {
    jumps_text += std::to_string(jump.from) + " " + std::to_string(jump.to) + "\n";
  }
  if (!board.is_square()) return;
  const auto grid = snl::to_grid(board);
  grid_text += std::to_string(board.side()) + "\n";
  json_text += "[";
  for (std::size_t r = 0; r < grid.size(); ++r) {
    json_text += r == 0 ? "[" : ",[";
    for (std::size_t c = 0; c < grid[r].size(); ++c) {
      grid_text += (c == 0 ? "" : " ") + std::to_string(grid[r][c]);
      json_text += (c == 0 ? "" : ",") + std::to_string(grid[r][c]);
    }
    grid_text += "\n";
    json_text += "]";
  }
  json_text += "]\n";
}

/// The boards written back as text must parse to the same boards, in each format (all boards in one text per
/// format, so that a text holding many boards costs three more parses, not three per board).
void check_round_trip(const std::vector<snl::Board>& boards) {
  std::vector<snl::Board> all;
  std::vector<snl::Board> squares;
  std::string jumps_text;
  std::string grid_text;
  std::string json_text;
  std::uint64_t written = 0;
  for (const snl::Board& board : boards) {
    if (board.squares() > kMaxSolvedSquares) continue;
    if ((written += board.squares()) > kSolveBudget) break;
    write_board(board, jumps_text, grid_text, json_text);
    all.push_back(board);
    if (board.is_square()) squares.push_back(board);
  }
  const auto reads_back = [](const std::string& text, const std::vector<snl::Board>& expected) {
    if (expected.empty()) return;
    std::vector<snl::Board> again;
    try {
      again = snl::parse_boards(text, std::string(kSource));
    } catch (const snl::Error& error) {
      fail("boards written as text do not parse: " + std::string(error.what()) + "\n" + text);
    }
    require(again == expected, "boards written as text parse to other boards:\n" + text);
  };
  reads_back(jumps_text, all);
  reads_back(grid_text, squares);
  reads_back(json_text, squares);
}

/// The boards read from `in`, and the message of the error that stopped the reading ("" if none).
std::pair<std::vector<snl::Board>, std::string> read_stream(std::istream& in, snl::Format format) {
  std::pair<std::vector<snl::Board>, std::string> read;
  try {
    snl::BoardReader reader(in, std::string(kSource), format);
    while (std::optional<snl::Board> board = reader.next()) read.first.push_back(std::move(*board));
  } catch (const snl::Error& error) {
    read.second = error.what();
  }
  return read;
}

/// The value of the token at `at` (columns on line 1 start after a UTF-8 BOM), normalized as a number; nullopt when
/// the place is outside the text or holds no number.
std::optional<std::string> number_at(std::string_view text, const std::vector<std::size_t>& line_starts,
                                     snl::SourcePosition at) {
  if (at.line < 1 || at.line > line_starts.size() || at.column < 1) return std::nullopt;
  const bool bom = text.substr(0, 3) == "\xEF\xBB\xBF";
  const std::size_t offset = line_starts[at.line - 1] + (at.line == 1 && bom ? 3 : 0) + (at.column - 1);
  if (offset >= text.size()) return std::nullopt;
  const std::string_view here = text.substr(offset);
  return normalized_integer(here.substr(0, here.find_first_not_of("-0123456789")));
}

/// Read asking where each board stands (BoardSource): the same boards and error as without asking, and every
/// position names its token: each cell's value, each jump line's FROM, the size.
void check_sources(std::string_view text, snl::Format format, const std::vector<snl::Board>& boards,
                   const std::string& error) {
  std::vector<std::size_t> line_starts{0};
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') line_starts.push_back(i + 1);
  }
  std::vector<snl::Board> read;
  std::string asked_error;
  try {
    snl::BoardReader reader(text, std::string(kSource), format);
    snl::BoardSource where;
    while (std::optional<snl::Board> board = reader.next(where)) {
      const snl::Board& b = *board;
      if (where.cells.empty()) {
        require(where.jump_lines.size() == b.jumps().size(), "a jump line missing from the source");
        std::vector<snl::Jump> jumps;
        for (const snl::JumpLine& line : where.jump_lines) {
          require(number_at(text, line_starts, line.at) == std::to_string(line.jump.from),
                  "a jump line's place does not hold its FROM");
          jumps.push_back(line.jump);
        }
        std::sort(jumps.begin(), jumps.end());
        require(std::equal(jumps.begin(), jumps.end(), b.jumps().begin(), b.jumps().end()),
                "the jump lines are not the board's jumps");
        require(number_at(text, line_starts, where.size) == std::to_string(b.is_square() ? b.side() : b.squares()),
                "the size's place does not hold the size");
      } else {
        require(b.is_square() && where.cells.size() == b.squares(), "not one place per cell");
        for (snl::Label label = 1; label <= b.squares(); ++label) {
          const std::optional<snl::Label> to = b.jump_from(label);
          require(number_at(text, line_starts, where.of_square(b, label)) == (to ? std::to_string(*to) : "-1"),
                  "a cell's place does not hold its value");
        }
      }
      read.push_back(std::move(*board));
    }
  } catch (const snl::Error& e) {
    asked_error = e.what();
  }
  require(asked_error == error, "asking for positions gives another error: '" + asked_error + "', not '" + error + "'");
  if (error.empty()) require(read == boards, "asking for positions reads other boards");
}

/// parse_boards reads the text in place; snl solve reads files through a stream: both must read alike.
void check_stream_reads_alike(std::string_view text, snl::Format format) {
  std::istringstream in{std::string(text)};
  const auto [stream_boards, stream_error] = read_stream(in, format);
  std::vector<snl::Board> boards;
  std::string error;
  try {
    boards = snl::parse_boards(text, std::string(kSource), format);
  } catch (const snl::Error& e) {
    error = e.what();
  }
  check_sources(text, format, boards, error);
  require(error == stream_error,
          "in place and through a stream, other errors: '" + error + "' and '" + stream_error + "'");
  if (error.empty()) require(boards == stream_boards, "in place and through a stream, other boards");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<snl::Board> detected;  // what Format::automatic read, checked once
  for (const snl::Format format : {snl::Format::automatic, snl::Format::grid, snl::Format::json, snl::Format::jumps}) {
    check_stream_reads_alike(text, format);
    std::vector<snl::Board> boards;
    try {
      boards = snl::parse_boards(text, std::string(kSource), format);
    } catch (const snl::ParseError& error) {
      check_error(error, text);
      continue;
    } catch (const snl::Error& error) {
      // parse.hpp promises a ParseError, with its place, for every mistake in the text.
      fail("parse_boards threw an snl::Error that is not a ParseError: " + std::string(error.what()));
    }
    require(!boards.empty(), "parse_boards returned no board and no error");
    for (const snl::Board& board : boards) check_board(board, format);
    if (format == snl::Format::automatic) {
      detected = boards;
    } else if (boards == detected) {
      continue;  // the format detection chose: the same boards, already solved and written back
    }
    std::uint64_t solved = 0;
    for (const snl::Board& board : boards) {
      if (board.squares() <= kMaxSolvedSquares && (solved += board.squares()) > kSolveBudget) break;
      check_solvers(board);
    }
    check_round_trip(boards);
  }
  return 0;
}
