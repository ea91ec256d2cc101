// tests/unit/parse_test.cpp — snl/parse.hpp and the ParseError of snl/error.hpp: the three text formats (grid,
// json, jumps) one board and several boards at a time, whitespace and comments, format detection, reading in
// chunks (inputs larger than any chunk) and in place, pieces of a larger input read alone (TextStart) as the whole
// input reads them, and every kind of mistake reported as "expected …, found …" at its
// line and byte column. Message texts are pinned by the golden tests; here only their shape is checked.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"

namespace {

using Grid = std::vector<std::vector<int>>;

const std::string kSource = "test.txt";

std::vector<snl::Board> parse(std::string_view text, snl::Format format = snl::Format::automatic) {
  return snl::parse_boards(text, kSource, format);
}

// Through a stream, read in chunks (parse_boards reads a text in place).
std::vector<snl::Board> parse_stream(const std::string& text, snl::Format format = snl::Format::automatic) {
  std::istringstream in(text);
  snl::BoardReader reader(in, kSource, format);
  std::vector<snl::Board> boards;
  while (std::optional<snl::Board> board = reader.next()) boards.push_back(std::move(*board));
  return boards;
}

snl::Board from_grid(const Grid& grid) { return snl::Board::from_grid(grid); }

// The ParseError that parsing `text` throws, or a failure when it throws none.
snl::ParseError parse_error_of(std::string_view text, snl::Format format = snl::Format::automatic) {
  try {
    (void)parse(text, format);
  } catch (const snl::ParseError& error) {
    return error;
  }
  ADD_FAILURE() << "no ParseError for the text \"" << text << "\"";
  return snl::ParseError(kSource, 0, 0, "no error");
}

// Expects a ParseError at `line` and, unless 0 is given, at `column`, with a well-formed message.
void expect_error(std::string_view text, std::uint64_t line, std::uint64_t column,
                  snl::Format format = snl::Format::automatic) {
  SCOPED_TRACE("text \"" + std::string(text) + "\"");
  const snl::ParseError error = parse_error_of(text, format);
  EXPECT_EQ(error.source(), kSource);
  EXPECT_EQ(error.line(), line) << error.what();
  if (column != 0) {
    EXPECT_EQ(error.column(), column) << error.what();
  }
  EXPECT_EQ(error.message().rfind("expected", 0), 0U) << "message: " << error.message();
  EXPECT_NE(error.message().find(", found"), std::string::npos) << "message: " << error.message();
  EXPECT_EQ(std::string(error.what()), kSource + ":" + std::to_string(error.line()) + ":" +
                                           std::to_string(error.column()) + ": error: " + error.message());
}

// Like expect_error, for when the column may fairly be either of two places (say, a row's start or the token
// where it went wrong).
void expect_error_at_one_of(std::string_view text, std::uint64_t line,
                            std::initializer_list<std::uint64_t> columns) {
  SCOPED_TRACE("text \"" + std::string(text) + "\"");
  const snl::ParseError error = parse_error_of(text);
  EXPECT_EQ(error.line(), line) << error.what();
  bool listed = false;
  for (std::uint64_t column : columns) listed = listed || error.column() == column;
  EXPECT_TRUE(listed) << error.what();
  EXPECT_EQ(error.message().rfind("expected", 0), 0U) << "message: " << error.message();
  EXPECT_NE(error.message().find(", found"), std::string::npos) << "message: " << error.message();
}

std::string grid_text(const Grid& grid) {
  std::string text = std::to_string(grid.size()) + "\n";
  for (const auto& row : grid) {
    for (std::size_t c = 0; c < row.size(); ++c) text += (c == 0 ? "" : " ") + std::to_string(row[c]);
    text += "\n";
  }
  return text;
}

const Grid kLeetCode{{-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1},
                     {-1, 35, -1, -1, 13, -1}, {-1, -1, -1, -1, -1, -1}, {-1, 15, -1, -1, -1, -1}};

}  // namespace

// ---- grid ------------------------------------------------------------------------------------------------

TEST(ParseGrid, OneBoard) {
  const std::vector<snl::Board> boards = parse("2\n-1 -1\n-1 3\n");
  ASSERT_EQ(boards.size(), 1U);
  EXPECT_EQ(boards[0], snl::Board::square(2, {{2, 3}}));
}

TEST(ParseGrid, LeetCodeBoard) {
  EXPECT_EQ(parse(grid_text(kLeetCode)), std::vector<snl::Board>{from_grid(kLeetCode)});
}

TEST(ParseGrid, SeveralBoardsInARow) {
  const std::vector<snl::Board> boards = parse("1\n-1\n2\n-1 -1\n-1 3\n3\n-1 1 -1\n-1 -1 9\n-1 4 -1\n1\n1\n");
  const std::vector<snl::Board> expected{from_grid({{-1}}), from_grid({{-1, -1}, {-1, 3}}),
                                         from_grid({{-1, 1, -1}, {-1, -1, 9}, {-1, 4, -1}}), from_grid({{1}})};
  EXPECT_EQ(boards, expected);
}

TEST(ParseGrid, AnyWhitespace) {
  const snl::Board expected = from_grid({{-1, -1}, {-1, 3}});
  EXPECT_EQ(parse("2 -1 -1 -1 3"), std::vector<snl::Board>{expected});
  EXPECT_EQ(parse("2\n-1 -1\n-1 3"), std::vector<snl::Board>{expected});
  EXPECT_EQ(parse("  2\r\n\t-1\t-1\r\n-1   3\r\n\r\n"), std::vector<snl::Board>{expected});
  EXPECT_EQ(parse("\n\n2\n\n-1 -1\n\n-1 3\n\n\n"), std::vector<snl::Board>{expected});
  EXPECT_EQ(parse("1 -1 1 1"), (std::vector<snl::Board>{from_grid({{-1}}), from_grid({{1}})}));
}

TEST(ParseGrid, EveryLabelIsAValue) {
  EXPECT_EQ(parse("2\n4 3\n2 1\n"), std::vector<snl::Board>{from_grid({{4, 3}, {2, 1}})});
}

TEST(ParseGrid, NotANumber) {
  expect_error("2\n-1 x\n-1 -1\n", 2, 4);
  expect_error("2\n-1 -1\n-1 -\n", 3, 4);
  expect_error("2\r\n-1 x\r\n-1 -1\r\n", 2, 4);
}

TEST(ParseGrid, ValueOutOfRange) {
  expect_error("2\n-1 5\n-1 -1\n", 2, 4);
  expect_error("2\n-1 -1\n0 -1\n", 3, 1);
  expect_error("2\n-1 -1\n-1 -2\n", 3, 4);
  expect_error("3\n-1 -1 -1\n-1 10 -1\n-1 -1 -1\n", 3, 4);
}

TEST(ParseGrid, SizeBelowOne) {
  expect_error("0\n", 1, 1);
  expect_error("-1\n-1\n", 1, 1);
  expect_error("1\n-1\n0\n", 3, 1);
}

TEST(ParseGrid, HugeNumbers) {
  expect_error("2\n-1 99999999999999999999999\n-1 -1\n", 2, 4);
  expect_error("99999999999999999999999\n", 1, 1);
  expect_error("2\n-1 -99999999999999999999999\n-1 -1\n", 2, 4);
  expect_error("2\n-1 4294967299\n-1 -1\n", 2, 4);  // 2^32 + 3: must not wrap around to 3
}

TEST(ParseGrid, SideAboveTheGridLimitIsRefused) {
  expect_error(std::to_string(snl::kMaxGridSide + 1) + "\n", 1, 1);
  expect_error("1000000000\n", 1, 1);
}

TEST(ParseGrid, LargestSideIsNotAllocatedUpFront) {
  // A 46340×46340 grid would be 2^31 values; with none given the reader must run out of input, not of memory.
  expect_error(std::to_string(snl::kMaxGridSide) + "\n", 2, 1);
}

TEST(ParseGrid, MissingValuesAtTheEnd) {
  expect_error("2\n-1 -1\n-1", 3, 3);
  expect_error("2\n", 2, 1);
  expect_error("2", 1, 2);
}

TEST(ParseGrid, ShortRowIsReportedWhereItIs) {
  // Rows laid out one per line: the short row is line 2, at its end.
  expect_error("3\n-1 -1\n-1 -1 -1\n-1 -1 -1\n", 2, 6);
}

TEST(ParseGrid, LongRowIsReportedWhereItIs) {
  // Rows laid out one per line: the value too many is the third on line 2.
  expect_error("2\n-1 -1 -1\n-1 -1\n", 2, 7);
}

TEST(ParseGrid, ErrorOnALaterBoard) {
  expect_error("1\n-1\n2\n-1 -1\n-1 x\n", 5, 4);
}

// ---- json ------------------------------------------------------------------------------------------------

TEST(ParseJson, OneBoard) {
  EXPECT_EQ(parse("[[-1,-1],[-1,3]]"), std::vector<snl::Board>{from_grid({{-1, -1}, {-1, 3}})});
  EXPECT_EQ(parse("[[-1]]\n"), std::vector<snl::Board>{from_grid({{-1}})});
  EXPECT_EQ(parse("[[1]]"), std::vector<snl::Board>{from_grid({{1}})});
}

TEST(ParseJson, LeetCodeBoard) {
  const std::string text =
      "[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],"
      "[-1,15,-1,-1,-1,-1]]";
  EXPECT_EQ(parse(text), std::vector<snl::Board>{from_grid(kLeetCode)});
}

TEST(ParseJson, SeveralBoardsConcatenated) {
  const std::vector<snl::Board> expected{from_grid({{-1, -1}, {-1, 3}}), from_grid({{-1}}),
                                         from_grid({{-1, 1, -1}, {-1, -1, 9}, {-1, 4, -1}})};
  EXPECT_EQ(parse("[[-1,-1],[-1,3]][[-1]][[-1,1,-1],[-1,-1,9],[-1,4,-1]]"), expected);
}

TEST(ParseJson, OneBoardPerLine) {
  const std::vector<snl::Board> expected{from_grid({{-1, -1}, {-1, 3}}), from_grid({{-1}}),
                                         from_grid({{-1, 1, -1}, {-1, -1, 9}, {-1, 4, -1}})};
  EXPECT_EQ(parse("[[-1,-1],[-1,3]]\n[[-1]]\n[[-1,1,-1],[-1,-1,9],[-1,4,-1]]\n"), expected);
  EXPECT_EQ(parse("[[-1,-1],[-1,3]]\r\n[[-1]]\r\n[[-1,1,-1],[-1,-1,9],[-1,4,-1]]"), expected);
}

TEST(ParseJson, WhitespaceAnywhere) {
  const std::vector<snl::Board> expected{from_grid({{-1, -1}, {-1, 3}})};
  EXPECT_EQ(parse(" [ [ -1 , -1 ] ,\n  [ -1 , 3 ] ]\n"), expected);
  EXPECT_EQ(parse("\n\t[\n[\n-1\n,\n-1\n]\n,\n[\n-1\n,\n3\n]\n]\n"), expected);
}

TEST(ParseJson, RaggedRow) {
  // The row may be blamed where it starts or where it went wrong.
  expect_error_at_one_of("[[-1,-1],[-1]]", 1, {10, 13});
  expect_error_at_one_of("[[-1,-1],[-1,-1,-1]]", 1, {10, 16});
  expect_error_at_one_of("[[-1,-1],\n [-1]]", 2, {2, 5});
}

TEST(ParseJson, WrongNumberOfRows) {
  // The board may be blamed where it starts or where it went wrong.
  expect_error_at_one_of("[[-1,-1]]", 1, {1, 9});
  expect_error_at_one_of("[[-1,-1],[-1,-1],[-1,-1]]", 1, {1, 17, 18});
}

TEST(ParseJson, Unclosed) {
  expect_error("[[-1,-1],[-1,3]", 1, 16);
  expect_error("[[-1,-1],[-1,3", 1, 15);
  expect_error("[[-1,-1],[-1,3],", 1, 16);  // a third row where the board should close
  expect_error("[", 1, 2);
  expect_error("[[-1,-1],\n[-1,3]\n", 3, 1);
}

TEST(ParseJson, NotANumber) {
  expect_error("[[-1,-1],[-1,x]]", 1, 14);
  expect_error("[[-1,-1],[-1,true]]", 1, 14);
  expect_error("[[-1,-1],[-1,\"3\"]]", 1, 14);
  expect_error_at_one_of("[[-1,-1],[-1,3.0]]", 1, {14, 15});
}

TEST(ParseJson, ValueOutOfRange) {
  expect_error("[[-1,-1],[-1,5]]", 1, 14);
  expect_error("[[-1,-1],[-1,0]]", 1, 14);
  expect_error("[[-1,-1],[-2,-1]]", 1, 11);
  expect_error("[[-1,-1],\n[-1,99999999999999999999]]", 2, 5);
}

TEST(ParseJson, HugeNumber) {
  expect_error("[[-1,99999999999999999999999]]", 1, 6);
}

TEST(ParseJson, EmptyBoard) {
  expect_error("[]", 1, 0);
  expect_error("[[]]", 1, 0);
}

TEST(ParseJson, WiderThanTheGridLimitIsRefused) {
  std::string text = "[[";
  for (std::uint64_t i = 0; i <= snl::kMaxGridSide; ++i) text += i == 0 ? "-1" : ",-1";
  text += "]]";
  expect_error(text, 1, 0);
}

// ---- jumps -----------------------------------------------------------------------------------------------

TEST(ParseJumps, OneBoard) {
  EXPECT_EQ(parse("size 2\n2 3\n"), std::vector<snl::Board>{snl::Board::square(2, {{2, 3}})});
  EXPECT_EQ(parse("size 6\n2 15\n14 35\n17 13\n"), std::vector<snl::Board>{from_grid(kLeetCode)});
  EXPECT_EQ(parse("size 6\n17 13\n2 15\n14 35"), std::vector<snl::Board>{from_grid(kLeetCode)});
}

TEST(ParseJumps, BoardWithoutJumps) {
  EXPECT_EQ(parse("size 6\n"), std::vector<snl::Board>{snl::Board::square(6, {})});
  EXPECT_EQ(parse("size 1"), std::vector<snl::Board>{snl::Board::square(1, {})});
}

TEST(ParseJumps, CommentsAndBlankLines) {
  const std::string text =
      "# The board of the worked example.\n"
      "\n"
      "size 3   # three by three\n"
      "   \n"
      "2 9 # a ladder\n"
      "# a snake follows\n"
      "\t8\t1\t\n"
      "\n";
  EXPECT_EQ(parse(text), std::vector<snl::Board>{snl::Board::square(3, {{2, 9}, {8, 1}})});
  EXPECT_EQ(parse("size 3\r\n2 9\r\n8 1\r\n"), std::vector<snl::Board>{snl::Board::square(3, {{2, 9}, {8, 1}})});
}

TEST(ParseJumps, SeveralBoards) {
  const std::vector<snl::Board> expected{snl::Board::square(2, {{2, 3}}), snl::Board::square(3, {{8, 1}, {2, 9}}),
                                         snl::Board::square(4, {}), snl::Board::square(1, {{1, 1}})};
  EXPECT_EQ(parse("size 2\n2 3\nsize 3\n8 1\n2 9\nsize 4\nsize 1\n1 1\n"), expected);
  EXPECT_EQ(parse("# two\nsize 2\n2 3\n\n# three\nsize 3\n8 1\n2 9\n\nsize 4\n# one\nsize 1\n1 1"), expected);
}

TEST(ParseJumps, SquaresGivesATrack) {
  const std::vector<snl::Board> boards = parse("squares 100\n1 38\n4 14\n98 78\n");
  ASSERT_EQ(boards.size(), 1U);
  EXPECT_EQ(boards[0], snl::Board::track(100, {{1, 38}, {4, 14}, {98, 78}}));
  EXPECT_FALSE(boards[0].is_square());
  EXPECT_EQ(parse("squares 7\nsize 2\n"),
            (std::vector<snl::Board>{snl::Board::track(7, {}), snl::Board::square(2, {})}));
}

TEST(ParseJumps, SixtyFourBitLabels) {
  EXPECT_EQ(parse("size 1000000000\n2 999999999999999999\n1000000000000000000 1\n"),
            std::vector<snl::Board>{snl::Board::square(snl::kMaxSide, {{2, 999'999'999'999'999'999},
                                                                       {snl::kMaxSquares, 1}})});
  EXPECT_EQ(parse("squares 1000000000000000000\n"), std::vector<snl::Board>{snl::Board::track(snl::kMaxSquares, {})});
}

TEST(ParseJumps, JumpWithoutDestination) {
  expect_error("size 3\n2\n", 2, 2);
  expect_error("size 3\n2", 2, 2);
  expect_error("size 3\n4 9\n2  \n5 1\n", 3, 0);
  expect_error("size 3\n2 # ladder\n", 2, 0);
}

TEST(ParseJumps, TwoJumpsFromOneSquare) {
  expect_error("size 3\n2 8\n2 5\n", 3, 1);
  expect_error("size 3\n2 8\n4 1\n# again\n  2 2\n", 5, 3);
}

TEST(ParseJumps, NotANumber) {
  expect_error("size 3\nx 5\n", 2, 1);
  expect_error("size 3\n2 x\n", 2, 3);
  expect_error("size three\n", 1, 6);
  expect_error("size 3\n2 -\n", 2, 3);
}

TEST(ParseJumps, LabelOutOfRange) {
  expect_error("size 3\n2 10\n", 2, 3);
  expect_error("size 3\n10 2\n", 2, 1);
  expect_error("size 3\n0 2\n", 2, 1);
  expect_error("size 3\n2 -1\n", 2, 3);
  expect_error("squares 7\n3 8\n", 2, 3);
}

TEST(ParseJumps, SizeOutOfRange) {
  expect_error("size 0\n", 1, 6);
  expect_error("size -3\n", 1, 6);
  expect_error("squares 0\n", 1, 9);
  expect_error("size 1000000001\n", 1, 6);
  expect_error("squares 1000000000000000001\n", 1, 9);
}

TEST(ParseJumps, HugeNumbers) {
  expect_error("size 99999999999999999999999\n", 1, 6);
  expect_error("size 3\n2 99999999999999999999999\n", 2, 3);
  expect_error("size 3\n18446744073709551618 2\n", 2, 1);  // 2^64 + 2: must not wrap around to 2
}

TEST(ParseJumps, TooManyValuesOnALine) {
  expect_error("size 3\n2 8 9\n", 2, 5);
  expect_error("size 3 4\n", 1, 8);
}

TEST(ParseJumps, MissingOrUnknownSizeLine) {
  expect_error("2 3\n", 1, 1, snl::Format::jumps);
  expect_error("sizes 3\n", 1, 1);
  expect_error("board 3\n", 1, 1);
  expect_error("size\n", 1, 5);
}

TEST(ParseJumps, CommentsOnly) {
  expect_error("# nothing here\n", 2, 1);
}

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

// The fast path for rows on lines (runs of "-1 " sixteen bytes at a time, values of up to eight digits in one
// word) against a tokenizer written here: random grids whose values have every length (leading zeros make up to
// ten digits on small boards) and random whitespace, then the same texts with one byte changed. A text parses
// exactly when every row line holds n integers (-1 or 1..n²), and then to the board those integers say.
TEST(ParseGrid, RowsOnLinesAgainstATokenizer) {
  std::mt19937_64 random(909);
  // A token's value, or nullopt when it is not -1 or 1..n².
  const auto value_of = [](const std::string& token, int n) -> std::optional<int> {
    const std::size_t sign = token.size() > 1 && token[0] == '-' ? 1 : 0;
    if (token.size() == sign || token.find_first_not_of("0123456789", sign) != std::string::npos) return {};
    const std::size_t significant = token.find_first_not_of('0', sign);
    if (significant != std::string::npos && token.size() - significant > 7) return {};  // above any n² here
    const long long value = (sign == 1 ? -1 : 1) * std::stoll(token.substr(sign));
    if (value != -1 && (value < 1 || value > n * n)) return {};
    return static_cast<int>(value);
  };
  // The board the text holds, nullopt for a mistake. With every value on the line after the size, the values
  // may stand anywhere (the grid format's free layout); otherwise each row is a line.
  const auto oracle = [&](const std::string& text) -> std::optional<snl::Board> {
    std::istringstream lines(text);
    std::string line;
    std::getline(lines, line);
    const int n = std::stoi(line);
    std::vector<std::vector<std::string>> rows;
    while (std::getline(lines, line)) {
      std::istringstream words(line);
      rows.emplace_back();
      for (std::string token; words >> token;) rows.back().push_back(token);
    }
    while (!rows.empty() && rows.back().empty()) rows.pop_back();
    if (!rows.empty() && static_cast<int>(rows[0].size()) == n * n) {  // free layout: one row of everything
      for (std::size_t r = 1; r < rows.size(); ++r) rows[0].insert(rows[0].end(), rows[r].begin(), rows[r].end());
      rows.resize(1);
    }
    std::vector<int> values;
    for (const auto& row : rows) {
      if (rows.size() != 1 && static_cast<int>(row.size()) != n) return {};
      for (const std::string& token : row) {
        const std::optional<int> value = value_of(token, n);
        if (!value) return {};
        values.push_back(*value);
      }
    }
    if (static_cast<int>(values.size()) != n * n) return {};
    Grid grid(n);
    for (int k = 0; k < n * n; ++k) grid[k / n].push_back(values[k]);
    return snl::Board::from_grid(grid);
  };
  for (int trial = 0; trial < 400; ++trial) {
    const int n = 1 + static_cast<int>(random() % 40);
    std::string text = std::to_string(n) + "\n";
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        if (c > 0) text += random() % 8 == 0 ? "  " : random() % 16 == 0 ? "\t" : " ";
        if (random() % 4 != 0) {
          text += "-1";
        } else {
          text += std::string(random() % 4 == 0 ? random() % 10 : 0, '0') + std::to_string(1 + random() % (n * n));
        }
      }
      text += random() % 16 == 0 ? " \n" : "\n";
    }
    const std::optional<snl::Board> want = oracle(text);
    ASSERT_TRUE(want.has_value()) << text;
    EXPECT_EQ(parse(text), std::vector<snl::Board>{*want}) << text;
    for (int change = 0; change < 20; ++change) {
      std::string changed = text;
      const std::size_t at = changed.find('\n') + 1 + random() % (changed.size() - changed.find('\n') - 1);
      changed[at] = "x-10 9\t"[random() % 7];
      const std::optional<snl::Board> expected = oracle(changed);
      try {
        const std::vector<snl::Board> got = parse(changed);
        EXPECT_TRUE(expected.has_value()) << "parsed, but the tokenizer finds a mistake in\n" << changed;
        if (expected) {
          EXPECT_EQ(got, std::vector<snl::Board>{*expected}) << changed;
        }
      } catch (const snl::ParseError& error) {
        EXPECT_FALSE(expected.has_value()) << error.what() << " in\n" << changed;
      }
    }
  }
}

// The same for json rows ("-1," runs sixteen bytes at a time, values in one word): a board parses exactly when
// its tokens make n rows of n integers (-1 or 1..n²) in brackets, separated by commas, whitespace anywhere.
TEST(ParseJson, RowsAgainstATokenizer) {
  std::mt19937_64 random(909);
  // The board, nullopt for a mistake; "unknown" when the changed text may hold a second board.
  struct Verdict {
    bool known = true;
    std::optional<snl::Board> board;
  };
  const auto oracle = [](const std::string& text) -> Verdict {
    std::vector<std::string> tokens;
    for (std::size_t i = 0; i < text.size();) {
      const char c = text[i];
      if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
        ++i;
      } else if (c == '[' || c == ']' || c == ',') {
        tokens.emplace_back(1, c), ++i;
      } else {
        const std::size_t end = text.find_first_of(" \n\t\r[],", i);
        tokens.push_back(text.substr(i, end - i));
        i = end == std::string::npos ? text.size() : end;
      }
    }
    std::size_t k = 0;
    const auto take = [&](const char* want) { return k < tokens.size() && tokens[k] == want ? (++k, true) : false; };
    std::vector<std::vector<std::string>> rows;
    if (!take("[")) return {};
    do {
      if (!take("[")) return {};
      rows.emplace_back();
      do {
        if (k == tokens.size() || tokens[k] == "[" || tokens[k] == "]" || tokens[k] == ",") return {};
        rows.back().push_back(tokens[k++]);
      } while (take(","));
      if (!take("]")) return {};
    } while (take(","));
    if (!take("]")) return {};
    if (k != tokens.size()) return {false, {}};
    const int n = static_cast<int>(rows.size());
    Grid grid;
    for (const auto& row : rows) {
      if (static_cast<int>(row.size()) != n) return {};
      grid.emplace_back();
      for (const std::string& token : row) {
        const std::size_t sign = token.size() > 1 && token[0] == '-' ? 1 : 0;
        if (token.size() == sign || token.find_first_not_of("0123456789", sign) != std::string::npos) return {};
        const std::size_t significant = token.find_first_not_of('0', sign);
        if (significant != std::string::npos && token.size() - significant > 7) return {};
        const long long value = (sign == 1 ? -1 : 1) * std::stoll(token.substr(sign));
        if (value != -1 && (value < 1 || value > n * n)) return {};
        grid.back().push_back(static_cast<int>(value));
      }
    }
    return {true, snl::Board::from_grid(grid)};
  };
  for (int trial = 0; trial < 400; ++trial) {
    const int n = 1 + static_cast<int>(random() % 40);
    std::string text = "[";
    for (int r = 0; r < n; ++r) {
      text += r == 0 ? "[" : random() % 16 == 0 ? ",\n[" : ",[";
      for (int c = 0; c < n; ++c) {
        if (c > 0) text += random() % 32 == 0 ? ", " : ",";
        if (random() % 4 != 0) {
          text += "-1";
        } else {
          text += std::string(random() % 4 == 0 ? random() % 10 : 0, '0') + std::to_string(1 + random() % (n * n));
        }
      }
      text += "]";
    }
    text += "]\n";
    const Verdict want = oracle(text);
    ASSERT_TRUE(want.board.has_value()) << text;
    EXPECT_EQ(parse(text), std::vector<snl::Board>{*want.board}) << text;
    for (int change = 0; change < 20; ++change) {
      std::string changed = text;
      changed[random() % changed.size()] = "x-10 9,[]\n"[random() % 10];
      const Verdict expected = oracle(changed);
      if (!expected.known) continue;
      try {
        const std::vector<snl::Board> got = parse(changed, snl::Format::json);
        EXPECT_TRUE(expected.board.has_value()) << "parsed, but the tokenizer finds a mistake in\n" << changed;
        if (expected.board) {
          EXPECT_EQ(got, std::vector<snl::Board>{*expected.board}) << changed;
        }
      } catch (const snl::ParseError& error) {
        EXPECT_FALSE(expected.board.has_value()) << error.what() << " in\n" << changed;
      }
    }
  }
}

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
