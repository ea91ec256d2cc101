// tests/unit/split_test.cpp — snl/split.hpp: pieces cut at board ends in each format, each read alone with its
// TextStart giving what reading the whole text gives; splitting stops where the layout is not one it knows, and
// rest() with ChainBuffer serves what is left. (Every CLI case with --jobs against --jobs 1: tests/golden.)
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "snl/error.hpp"
#include "snl/generate.hpp"
#include "snl/parse.hpp"
#include "snl/split.hpp"
#include "snl/write.hpp"

namespace {

/// Every piece the splitter cuts.
std::vector<snl::Piece> pieces_of(snl::PieceSplitter& splitter) {
  std::vector<snl::Piece> pieces;
  while (std::optional<snl::Piece> piece = splitter.next()) pieces.push_back(std::move(*piece));
  return pieces;
}

std::string boards_text(snl::Format format, int count) {
  snl::Rng rng(5);
  snl::GenerateOptions options;
  std::string text;
  for (int k = 0; k < count; ++k) {
    options.side = 2 + static_cast<std::uint64_t>(k % 7);
    text += snl::to_text(snl::generate(options, rng), format);
  }
  return text;
}

class SplitFormat : public ::testing::TestWithParam<snl::Format> {};

TEST_P(SplitFormat, PiecesReadAloneGiveTheWholeInput) {
  const std::string text = boards_text(GetParam(), 200);
  const std::vector<snl::Board> whole = snl::parse_boards(text, "<text>", GetParam());
  std::istringstream in(text);
  snl::PieceSplitter splitter(in, snl::Format::automatic, 1 << 12, 1 << 9);  // small: many pieces of a few boards
  const std::vector<snl::Piece> pieces = pieces_of(splitter);
  ASSERT_GT(pieces.size(), 5u) << "small pieces: several boards each, many pieces";
  EXPECT_EQ(splitter.format(), GetParam());
  std::vector<snl::Board> read;
  std::uint64_t boards_before = 0;
  for (const snl::Piece& piece : pieces) {
    EXPECT_EQ(piece.start.boards_before, boards_before);
    const std::vector<snl::Board> mine = snl::parse_boards(piece.text, "<text>", GetParam(), piece.start);
    EXPECT_EQ(mine.size(), piece.boards);
    read.insert(read.end(), mine.begin(), mine.end());
    boards_before += piece.boards;
  }
  EXPECT_TRUE(splitter.input_ended());
  EXPECT_TRUE(splitter.rest().text.empty());
  EXPECT_EQ(read, whole);
}

INSTANTIATE_TEST_SUITE_P(Formats, SplitFormat,
                         ::testing::Values(snl::Format::grid, snl::Format::json, snl::Format::jumps),
                         [](const ::testing::TestParamInfo<snl::Format>& param_info) {
                           return std::string(snl::name_of(param_info.param));
                         });

TEST(Split, AMistakeInAPieceIsReportedWhereTheWholeTextHasIt) {
  // The third board's row is short: read alone, its piece reports the same line and column as the whole text.
  const std::string text = "2\n-1 -1\n-1 -1\n2\n-1 -1\n-1 -1\n2\n-1 -1\n-1\n";
  std::string whole_error;
  try {
    (void)snl::parse_boards(text, "<text>");
  } catch (const snl::ParseError& error) {
    whole_error = error.what();
  }
  ASSERT_FALSE(whole_error.empty());
  std::istringstream in(text);
  snl::PieceSplitter splitter(in, snl::Format::automatic, 1 << 12, 8);  // a piece per board
  std::string piece_error;
  while (std::optional<snl::Piece> piece = splitter.next()) {
    try {
      (void)snl::parse_boards(piece->text, "<text>", snl::Format::grid, piece->start);
    } catch (const snl::ParseError& error) {
      piece_error = error.what();
    }
  }
  EXPECT_EQ(piece_error, whole_error);
}

TEST(Split, AnOddLayoutStopsSplittingAndRestServesTheText) {
  // A size line with a value after it is not a layout the splitter knows: it stops before that board, and
  // ChainBuffer over rest() then reads it (and what follows) as from the start.
  const std::string text = "2\n-1 -1\n-1 -1\n2 -1 -1\n-1 4\n3\n-1 -1 -1\n-1 -1 -1\n-1 -1 -1\n";
  std::istringstream in(text);
  snl::PieceSplitter splitter(in, snl::Format::automatic, 1 << 12, 1);
  const std::vector<snl::Piece> pieces = pieces_of(splitter);
  ASSERT_EQ(pieces.size(), 1u);
  EXPECT_EQ(pieces[0].boards, 1u);
  const snl::Piece rest = splitter.rest();
  EXPECT_EQ(rest.start.line, 4u);
  EXPECT_EQ(rest.start.boards_before, 1u);
  snl::ChainBuffer chain({rest}, splitter.input_ended() ? nullptr : in.rdbuf());
  std::istream stream(&chain);
  snl::BoardReader reader(stream, "<text>", snl::Format::grid, rest.start);
  std::vector<snl::Board> after;
  while (std::optional<snl::Board> board = reader.next()) after.push_back(std::move(*board));
  const std::vector<snl::Board> whole = snl::parse_boards(text, "<text>");
  ASSERT_EQ(after.size(), 2u);
  EXPECT_EQ(after[0], whole[1]);
  EXPECT_EQ(after[1], whole[2]);
}

TEST(Split, WhitespaceFirstLeavesTheFormatToTheParser) {
  std::istringstream in("\n  size 3\n");
  snl::PieceSplitter splitter(in, snl::Format::automatic);
  EXPECT_FALSE(splitter.next());
  EXPECT_EQ(splitter.format(), snl::Format::automatic);
  EXPECT_EQ(splitter.rest().text, "\n  size 3\n");
}

}  // namespace
