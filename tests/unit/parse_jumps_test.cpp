// tests/unit/parse_jumps_test.cpp — snl/parse.hpp, the jumps format: sizes and tracks, comments and blank
// lines, 64-bit labels, and every kind of mistake where it is.
// Message texts are pinned by the golden tests; here their place (LINE:COLUMN) and shape are checked.
#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "parse_helpers.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"

using namespace parse_test;

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

TEST(ParseJumps, EveryQuotedWordIsCut) {
  // A line of 4 MiB of letters: as a header word, after a size, as a jump value; in place and as a stream.
  const std::string letters(std::size_t{4} << 20, 'x');
  for (const std::string& text : {letters + "\n", "size 3\n" + letters + " 2\n", "size 3\n2 " + letters + "\n",
                                  "size " + letters + "\n"}) {
    const snl::ParseError error = parse_error_of(text);
    EXPECT_LT(std::string(error.what()).size(), 160U) << error.what();
    EXPECT_NE(error.message().find("'xxxxxxxxxxxxxxxxxxxxxxxx...'"), std::string::npos) << error.message();
    std::istringstream in(text);
    snl::BoardReader reader(in, kSource);
    try {
      while (reader.next()) {
      }
      ADD_FAILURE() << "no error";
    } catch (const snl::ParseError& streamed) {
      EXPECT_STREQ(streamed.what(), error.what());
    }
  }
}

TEST(QuotedText, CutsAtTwentyFourBytesAndEscapes) {
  EXPECT_EQ(snl::quoted_text("abc"), "'abc'");
  EXPECT_EQ(snl::quoted_text(std::string(24, 'a')), "'" + std::string(24, 'a') + "'");
  EXPECT_EQ(snl::quoted_text(std::string(25, 'a')), "'" + std::string(24, 'a') + "...'");
  EXPECT_EQ(snl::quoted_text(std::string("a'b\0\n", 5)), "'a\\x27b\\x00\\x0a'");
}
