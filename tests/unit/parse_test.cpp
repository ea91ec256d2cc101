// tests/unit/parse_test.cpp — snl/parse.hpp and the ParseError of snl/error.hpp across the formats (each format's
// own tests: parse_grid_test.cpp, parse_json_test.cpp, parse_jumps_test.cpp): format detection, reading in chunks
// (inputs larger than any chunk) and in place, pieces of a larger input read alone (TextStart) as the whole input
// reads them, and the format names. Message texts are pinned by the golden tests; here only their shape.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "parse_helpers.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"

using namespace parse_test;

namespace {

// ---- detection and the reader ----------------------------------------------------------------------------

TEST(ParseDetect, FromTheFirstCharacter) {
  struct Case {
    std::string text;
    snl::Format format;
  };
  const std::vector<Case> cases{
      {"[[-1]]", snl::Format::json},         {"  \n [[-1]]", snl::Format::json},
      {"1\n-1\n", snl::Format::grid},        {"\n\t1 -1", snl::Format::grid},
      {"size 1\n", snl::Format::jumps},      {"squares 4\n", snl::Format::jumps},
      {"# c\nsize 1\n", snl::Format::jumps}, {"\n  # c\nsize 1\n", snl::Format::jumps},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE("text \"" + c.text + "\"");
    std::istringstream in(c.text);
    snl::BoardReader reader(in, kSource);
    ASSERT_TRUE(reader.next().has_value());
    EXPECT_EQ(reader.format(), c.format);
    EXPECT_FALSE(reader.next().has_value());
  }
}

TEST(ParseDetect, GivenFormatIsNotSecondGuessed) {
  expect_error("[[-1]]", 1, 1, snl::Format::grid);
  expect_error("1\n-1\n", 1, 1, snl::Format::json);
  expect_error("2\n-1 -1\n-1 3\n", 1, 1, snl::Format::jumps);
  EXPECT_EQ(parse("1\n-1\n", snl::Format::grid), std::vector<snl::Board>{from_grid({{-1}})});
  EXPECT_EQ(parse("[[-1]]", snl::Format::json), std::vector<snl::Board>{from_grid({{-1}})});
  EXPECT_EQ(parse("size 1", snl::Format::jumps), std::vector<snl::Board>{from_grid({{-1}})});
  std::istringstream in("size 1");
  snl::BoardReader reader(in, kSource, snl::Format::jumps);
  EXPECT_EQ(reader.format(), snl::Format::jumps);
}

TEST(ParseDetect, EmptyInputIsAnError) {
  expect_error("", 1, 1);
  expect_error("  \n\n", 3, 1);
  expect_error("", 1, 1, snl::Format::grid);
  expect_error("", 1, 1, snl::Format::json);
  expect_error("", 1, 1, snl::Format::jumps);
}

TEST(ParseDetect, BinaryGarbage) {
  expect_error("\x01\x02\xff\xfe", 1, 1);
  expect_error(std::string_view("\0\0\0", 3), 1, 1);
  expect_error("\x7f" "ELF", 1, 1);
  expect_error("1\n-1\n\x01", 3, 1);
  expect_error("[[-1]]\x01", 1, 7);
}

TEST(BoardReader, StreamsOneBoardAtATime) {
  std::istringstream in("1\n-1\n2\n-1 -1\n-1 3\n");
  snl::BoardReader reader(in, kSource);
  const std::optional<snl::Board> first = reader.next();
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(*first, from_grid({{-1}}));
  const std::optional<snl::Board> second = reader.next();
  ASSERT_TRUE(second.has_value());
  EXPECT_EQ(*second, from_grid({{-1, -1}, {-1, 3}}));
  EXPECT_FALSE(reader.next().has_value());
}

TEST(BoardReader, ErrorAfterAGoodBoard) {
  std::istringstream in("1\n-1\nx\n");
  snl::BoardReader reader(in, "stdin");
  ASSERT_TRUE(reader.next().has_value());
  try {
    (void)reader.next();
    ADD_FAILURE() << "no ParseError";
  } catch (const snl::ParseError& error) {
    EXPECT_EQ(error.source(), "stdin");
    EXPECT_EQ(error.line(), 3U);
    EXPECT_EQ(error.column(), 1U);
  }
}

TEST(BoardReader, IsMovable) {
  std::istringstream in("[[-1]][[1]]");
  snl::BoardReader first(in, kSource);
  ASSERT_TRUE(first.next().has_value());
  snl::BoardReader second(std::move(first));
  const std::optional<snl::Board> board = second.next();
  ASSERT_TRUE(board.has_value());
  EXPECT_EQ(*board, from_grid({{1}}));
  EXPECT_FALSE(second.next().has_value());
}

TEST(BoardReader, InputsLargerThanAChunk) {
  // ~100 KB of text with numbers of every length, so that chunk edges fall inside numbers and between them.
  std::mt19937_64 random(12345);
  const int n = 160;
  Grid grid(n, std::vector<int>(n, -1));
  for (auto& row : grid) {
    for (int& value : row) {
      if (random() % 2 == 0) value = 1 + static_cast<int>(random() % (n * n));
    }
  }
  const std::string text = grid_text(grid);
  ASSERT_GT(text.size(), 65536U);
  EXPECT_EQ(parse(text + text), (std::vector<snl::Board>{from_grid(grid), from_grid(grid)}));
  EXPECT_EQ(parse_stream(text + text), (std::vector<snl::Board>{from_grid(grid), from_grid(grid)}));

  // The same board as json, and a jumps text with thousands of lines.
  std::string json = "[";
  std::string jumps = "size " + std::to_string(n) + "\n";
  const snl::Board board = from_grid(grid);
  for (std::size_t r = 0; r < grid.size(); ++r) {
    json += r == 0 ? "[" : ",[";
    for (std::size_t c = 0; c < grid[r].size(); ++c) json += (c == 0 ? "" : ",") + std::to_string(grid[r][c]);
    json += "]";
  }
  json += "]";
  for (const snl::Jump& jump : board.jumps()) jumps += std::to_string(jump.from) + " " + std::to_string(jump.to) + "\n";
  EXPECT_EQ(parse(json + "\n" + json), (std::vector<snl::Board>{board, board}));
  EXPECT_EQ(parse(jumps + jumps), (std::vector<snl::Board>{board, board}));
  EXPECT_EQ(parse_stream(json + "\n" + json), (std::vector<snl::Board>{board, board}));
  EXPECT_EQ(parse_stream(jumps + jumps), (std::vector<snl::Board>{board, board}));
}

// ---- a piece of a larger input read alone (TextStart), and a text read in place ------------------------------

// What reading `text` gives: its boards, or the message of the error that stops it (and the boards before).
struct Outcome {
  std::vector<snl::Board> boards;
  std::string error;
  bool operator==(const Outcome&) const = default;
};

Outcome outcome_of(std::string_view text, snl::Format format, snl::TextStart start = {}) {
  Outcome outcome;
  try {
    snl::BoardReader reader(text, kSource, format, start);
    while (std::optional<snl::Board> board = reader.next()) outcome.boards.push_back(std::move(*board));
  } catch (const snl::Error& error) {
    outcome.error = error.what();
  }
  return outcome;
}

Outcome stream_outcome_of(const std::string& text, snl::Format format) {
  Outcome outcome;
  std::istringstream in(text);
  try {
    snl::BoardReader reader(in, kSource, format);
    while (std::optional<snl::Board> board = reader.next()) outcome.boards.push_back(std::move(*board));
  } catch (const snl::Error& error) {
    outcome.error = error.what();
  }
  return outcome;
}

// Every piece of `boards` (texts of whole lines, one board each) from the start of board k, when the text before
// it reads as k boards (so the whole input's reading has a board boundary there), read alone gives what reading
// the whole text gives from board k on: the same boards, the same message at the same LINE:COLUMN. Returns how
// many pieces were compared.
std::size_t expect_pieces_read_as_the_whole(const std::vector<std::string>& boards, snl::Format format) {
  std::string whole;
  for (const std::string& board : boards) whole += board;
  const Outcome all = outcome_of(whole, format);
  EXPECT_EQ(all, stream_outcome_of(whole, format));
  std::size_t offset = 0;
  std::uint64_t line = 1;
  std::size_t compared = 0;
  for (std::size_t k = 0; k < boards.size(); ++k) {
    SCOPED_TRACE("piece from board " + std::to_string(k + 1) + " of \"" + whole + "\"");
    const Outcome before = outcome_of(std::string_view(whole).substr(0, offset), format);
    if (k == 0 || (before.error.empty() && before.boards.size() == k)) {
      const Outcome piece = outcome_of(std::string_view(whole).substr(offset), format, snl::TextStart{line, k});
      Outcome expected = all;
      expected.boards.erase(expected.boards.begin(),
                            expected.boards.begin() + static_cast<std::ptrdiff_t>(std::min(k, all.boards.size())));
      EXPECT_EQ(piece, expected);
      ++compared;
    }
    offset += boards[k].size();
    for (const char c : boards[k]) line += c == '\n';
  }
  return compared;
}

TEST(TextStart, GridPiecesReportTheWholeInputsLineAndColumn) {
  const std::string good = "3\n-1 -1 -1\n-1 4 -1\n-1 -1 -1\n";
  expect_pieces_read_as_the_whole({good, good, good}, snl::Format::grid);
  expect_pieces_read_as_the_whole({good, "2\n-1 -1\n-1 x\n", good}, snl::Format::grid);          // bad value
  expect_pieces_read_as_the_whole({good, good, "2\n-1 -1 -1\n-1 -1\n"}, snl::Format::grid);      // long row
  expect_pieces_read_as_the_whole({good, "2\n-1\n-1 -1\n", good}, snl::Format::grid);            // short row
  expect_pieces_read_as_the_whole({good, "2 -1\n-1 -1\n-1 -1\n", good}, snl::Format::grid);      // size line
  expect_pieces_read_as_the_whole({good, "2\n-1 -1 -1 -1\n", good}, snl::Format::grid);           // one line
  expect_pieces_read_as_the_whole({good, "\n \n2\r\n-1 -1\r\n-1 -1\r\n", good}, snl::Format::grid);  // blank, CRLF
  expect_pieces_read_as_the_whole({good, good, "3\n-1 -1 -1\n-1"}, snl::Format::grid);            // cut off
  expect_pieces_read_as_the_whole({good, good, "size 3\n2 5\n"}, snl::Format::grid);              // jumps after
  expect_pieces_read_as_the_whole({"2 15\n", good}, snl::Format::automatic);  // a first board's format hint
}

TEST(TextStart, JsonAndJumpsPiecesReportTheWholeInputsLineAndColumn) {
  const std::string json = "[[-1,-1],[-1,3]]\n";
  expect_pieces_read_as_the_whole({json, json, json}, snl::Format::json);
  expect_pieces_read_as_the_whole({json, "[[-1,-1],\n [-1,5]]\n", json}, snl::Format::json);
  expect_pieces_read_as_the_whole({json, "[[-1,-1],[-1,3]] \n\n", json}, snl::Format::json);
  expect_pieces_read_as_the_whole({json, "[[-1,-1],[-1,3],[1]]\n", json}, snl::Format::json);
  const std::string jumps = "size 3\n2 5\n8 1\n";
  expect_pieces_read_as_the_whole({jumps, jumps, jumps}, snl::Format::jumps);
  expect_pieces_read_as_the_whole({jumps, "# a comment\nsquares 9\n\n2 5 # ladder\n", jumps}, snl::Format::jumps);
  expect_pieces_read_as_the_whole({jumps, "size 3\n2 5\n2 6\n", jumps}, snl::Format::jumps);     // second jump
  expect_pieces_read_as_the_whole({jumps, "size 3\n2 x\n", jumps}, snl::Format::jumps);
}

TEST(TextStart, LineAndColumnOfAMistakeInAPiece) {
  // The piece starts at line 41 of a larger input, after 10 boards.
  const std::string piece = "2\n-1 -1\n-1 oops\n";
  const snl::TextStart start{41, 10};
  try {
    (void)snl::parse_boards(piece, kSource, snl::Format::grid, start);
    ADD_FAILURE() << "no error";
  } catch (const snl::ParseError& error) {
    EXPECT_EQ(error.line(), 43U);
    EXPECT_EQ(error.column(), 4U);
  }
  EXPECT_EQ(snl::parse_boards("[[-1]]\n", kSource, snl::Format::json, {7, 3}).size(), 1U);
}

TEST(TextStart, AnEmptyPieceAfterBoardsIsNoError) {
  EXPECT_TRUE(snl::parse_boards("", kSource, snl::Format::grid, {12, 3}).empty());
  EXPECT_TRUE(snl::parse_boards("\n  \n", kSource, snl::Format::jumps, {12, 3}).empty());
  expect_error("", 1, 1, snl::Format::grid);  // a whole input that is empty is an error
}

TEST(BoardReader, InPlaceLooksAheadAsFarAsAStream) {
  // A first row's line longer than a stream's chunk (256 KiB): over a stream the reader cannot count its values,
  // reads the rows as whitespace-separated values, and reports the mistake elsewhere; in place, the same.
  std::string text = "2\n";
  for (int k = 0; k < 100'000; ++k) text += "-1 ";
  text += "\n-1 -1\n";
  const Outcome in_place = outcome_of(text, snl::Format::grid);
  EXPECT_FALSE(in_place.error.empty());
  EXPECT_EQ(in_place, stream_outcome_of(text, snl::Format::grid));
  // A UTF-8 byte order mark is skipped at the start of an input, not of a piece after line 1.
  const std::string marked = "\xEF\xBB\xBF[[-1]]";
  EXPECT_EQ(outcome_of(marked, snl::Format::automatic), stream_outcome_of(marked, snl::Format::automatic));
  EXPECT_TRUE(outcome_of(marked, snl::Format::automatic).error.empty());
  EXPECT_FALSE(outcome_of(marked, snl::Format::json, {2, 1}).error.empty());
}

TEST(BoardReader, ErrorLocationDeepInALargeInput) {
  const int n = 160;
  Grid grid(n, std::vector<int>(n, -1));
  std::string text = grid_text(grid);
  // Break the last value of the last row: line n + 1, column of that value.
  const std::size_t last_value = text.rfind("-1");
  const std::size_t line_start = text.rfind('\n', last_value) + 1;
  text.replace(last_value, 2, "oops");
  expect_error(text, n + 1, last_value - line_start + 1);
}

}  // namespace

TEST(FormatNames, AsTheCliSpellsThem) {
  EXPECT_EQ(snl::name_of(snl::Format::grid), "grid");
  EXPECT_EQ(snl::name_of(snl::Format::json), "json");
  EXPECT_EQ(snl::name_of(snl::Format::jumps), "jumps");
}

TEST(FormatNames, RoundTrip) {
  for (snl::Format format : {snl::Format::automatic, snl::Format::grid, snl::Format::json, snl::Format::jumps}) {
    const std::string_view name = snl::name_of(format);
    EXPECT_FALSE(name.empty());
    EXPECT_EQ(snl::format_named(name), format) << name;
  }
  EXPECT_EQ(snl::format_named("xml"), std::nullopt);
  EXPECT_EQ(snl::format_named(""), std::nullopt);
}
