// tests/unit/write_test.cpp — snl/write.hpp: pinned texts in each format, exact round trips through
// snl::parse_boards (board -> text -> board and text -> board -> text) for generated boards of every size up to
// 40 and one of 300x300, many boards through one BoardWriter, tiny chunks, tracks and boards too wide for a grid.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/generate.hpp"
#include "snl/parse.hpp"
#include "snl/write.hpp"

namespace {

constexpr snl::Format kFormats[] = {snl::Format::grid, snl::Format::json, snl::Format::jumps};

// [[-1,1,-1],[-1,-1,9],[-1,4,-1]]: 2 -> 4, 4 -> 9, 8 -> 1.
snl::Board worked() { return snl::Board::square(3, {{2, 4}, {4, 9}, {8, 1}}); }

std::vector<snl::Board> read(const std::string& text, snl::Format format) {
  return snl::parse_boards(text, "written", format);
}

}  // namespace

TEST(Write, GridPinned) {
  EXPECT_EQ(snl::to_text(worked(), snl::Format::grid), "3\n-1 1 -1\n-1 -1 9\n-1 4 -1\n");
}

TEST(Write, JsonPinned) {
  EXPECT_EQ(snl::to_text(worked(), snl::Format::json), "[[-1,1,-1],[-1,-1,9],[-1,4,-1]]\n");
}

TEST(Write, JumpsPinned) { EXPECT_EQ(snl::to_text(worked(), snl::Format::jumps), "size 3\n2 4\n4 9\n8 1\n"); }

TEST(Write, EvenSideRowsAlternate) {
  // 4x4: the bottom row runs left to right (1..4), the next right to left (8..5), and so on up to 13..16.
  const snl::Board board = snl::Board::square(4, {{1, 16}, {4, 3}, {5, 9}, {8, 2}, {13, 1}, {16, 15}});
  EXPECT_EQ(snl::to_text(board, snl::Format::grid), "4\n15 -1 -1 1\n-1 -1 -1 -1\n2 -1 -1 9\n16 -1 -1 3\n");
}

TEST(Write, OneSquare) {
  EXPECT_EQ(snl::to_text(snl::Board::square(1, {}), snl::Format::grid), "1\n-1\n");
  EXPECT_EQ(snl::to_text(snl::Board::square(1, {{1, 1}}), snl::Format::json), "[[1]]\n");
  EXPECT_EQ(snl::to_text(snl::Board::square(1, {}), snl::Format::jumps), "size 1\n");
}

TEST(Write, TrackOnlyInJumps) {
  const snl::Board track = snl::Board::track(100, {{3, 50}, {99, 2}});
  EXPECT_EQ(snl::to_text(track, snl::Format::jumps), "squares 100\n3 50\n99 2\n");
  EXPECT_EQ(snl::to_text(track, snl::Format::automatic), "squares 100\n3 50\n99 2\n");
  EXPECT_THROW(snl::to_text(track, snl::Format::grid), snl::LimitError);
  EXPECT_THROW(snl::to_text(track, snl::Format::json), snl::LimitError);
  EXPECT_EQ(read(snl::to_text(track, snl::Format::jumps), snl::Format::jumps).at(0), track);
}

TEST(Write, TooWideForGrid) {
  const snl::Board wide = snl::Board::square(snl::kMaxGridSide + 1, {{2, 3}});
  EXPECT_THROW(snl::to_text(wide, snl::Format::grid), snl::LimitError);
  EXPECT_THROW(snl::to_text(wide, snl::Format::json), snl::LimitError);
  EXPECT_EQ(snl::to_text(wide, snl::Format::jumps), "size 46341\n2 3\n");
  EXPECT_EQ(snl::writable_format(wide, snl::Format::automatic), snl::Format::jumps);
  EXPECT_EQ(snl::writable_format(worked(), snl::Format::automatic), snl::Format::grid);
}

TEST(Write, RoundTripsGeneratedBoards) {
  snl::Rng rng(2024);
  for (std::uint64_t index = 0; index < 400; ++index) {
    const snl::Board board = snl::generate(snl::tricky_options(index, 40, rng), rng);
    for (const snl::Format format : kFormats) {
      const std::string text = snl::to_text(board, format);
      const std::vector<snl::Board> back = read(text, format);
      ASSERT_EQ(back.size(), 1U) << text;
      ASSERT_EQ(back[0], board) << "format " << snl::name_of(format) << ", board " << index << ":\n" << text;
      ASSERT_EQ(snl::to_text(back[0], format), text);
    }
  }
}

TEST(Write, RoundTripsALargeBoard) {
  snl::Rng rng(5);
  snl::GenerateOptions options;
  options.side = 300;
  options.density = 0.2;
  const snl::Board board = snl::generate(options, rng);
  for (const snl::Format format : kFormats) EXPECT_EQ(read(snl::to_text(board, format), format).at(0), board);
}

TEST(Write, ManyBoardsThroughOneWriter) {
  snl::Rng rng(9);
  std::vector<snl::Board> boards;
  for (std::uint64_t index = 0; index < 60; ++index) boards.push_back(snl::generate(snl::tricky_options(index, 12, rng), rng));
  for (const snl::Format format : kFormats) {
    std::string text;
    std::size_t pieces = 0;
    snl::BoardWriter writer([&](std::string_view piece) { text += piece, ++pieces; }, 100);
    std::string expected;
    for (const snl::Board& board : boards) {
      writer.write(board, format);
      expected += snl::to_text(board, format);
    }
    writer.flush();
    EXPECT_EQ(text, expected);
    EXPECT_GT(pieces, 10U);  // handed over in chunks, not at the end
    EXPECT_EQ(read(text, format), boards);
  }
}

TEST(Write, TinyChunksGiveTheSameText) {
  const snl::Board board = snl::Board::square(7, {{2, 40}, {30, 1}, {49, 48}});
  for (const snl::Format format : kFormats) {
    std::string text;
    snl::write_board(board, format, [&](std::string_view piece) { text += piece; }, 1);
    EXPECT_EQ(text, snl::to_text(board, format));
  }
}

TEST(Write, AppendsAfterExistingText) {
  std::string text = "2\n-1 -1\n-1 3\n";
  snl::append_board(text, worked(), snl::Format::grid);
  const std::vector<snl::Board> boards = read(text, snl::Format::grid);
  ASSERT_EQ(boards.size(), 2U);
  EXPECT_EQ(boards[1], worked());
}
