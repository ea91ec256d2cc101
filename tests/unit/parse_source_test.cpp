// tests/unit/parse_source_test.cpp — snl/parse.hpp, where the reader says a board stands (BoardSource): the start
// and size of each board, each cell (grid, json), each jump line (jumps), through the fast paths' shapes and the
// exact path's, in place and through a stream across chunk edges; and that asking changes nothing read.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/write.hpp"

namespace {

using snl::Board;
using snl::BoardSource;
using snl::Format;
using snl::JumpLine;
using snl::SourcePosition;

struct Read {
  std::vector<Board> boards;
  std::vector<BoardSource> sources;
};

Read read_with_sources(snl::BoardReader& reader) {
  Read read;
  BoardSource where;
  while (std::optional<Board> board = reader.next(where)) {
    read.boards.push_back(std::move(*board));
    read.sources.push_back(where);
  }
  return read;
}

Read read_text(std::string_view text, Format format = Format::automatic) {
  snl::BoardReader reader(text, "t", format);
  return read_with_sources(reader);
}

Read read_stream(const std::string& text) {
  std::istringstream in(text);
  snl::BoardReader reader(in, "t");
  return read_with_sources(reader);
}

/// The token of `text` at `at` (up to the next blank, comma or bracket), for checking a position names it.
std::string token_at(std::string_view text, SourcePosition at) {
  std::size_t offset = 0;
  for (std::uint64_t line = 1; line < at.line; ++line) offset = text.find('\n', offset) + 1;
  offset += static_cast<std::size_t>(at.column - 1);
  const std::size_t end = text.find_first_of(" \t\r\n,]", offset);
  return std::string(text.substr(offset, end == std::string_view::npos ? std::string_view::npos : end - offset));
}

TEST(ParseSource, GridRowsOnLines) {
  const Read read = read_text("2\n-1 -1\n-1  3\n3\n-1 -1 -1\n-1 -1 -1\n 9 -1 -1\n");
  ASSERT_EQ(read.sources.size(), 2u);
  EXPECT_EQ(read.sources[0].start, (SourcePosition{1, 1}));
  EXPECT_EQ(read.sources[0].size, (SourcePosition{1, 1}));
  EXPECT_EQ(read.sources[0].cells, (std::vector<SourcePosition>{{2, 1}, {2, 4}, {3, 1}, {3, 5}}));
  EXPECT_TRUE(read.sources[0].jump_lines.empty());
  EXPECT_EQ(read.sources[1].start, (SourcePosition{4, 1}));
  EXPECT_EQ(read.sources[1].cells.size(), 9u);
  EXPECT_EQ(read.sources[1].cells[6], (SourcePosition{7, 2}));
  // Square 1 is the bottom-left cell, row 2 column 0.
  EXPECT_EQ(read.sources[1].of_square(read.boards[1], 1), (SourcePosition{7, 2}));
  EXPECT_EQ(read.sources[1].of_square(read.boards[1], 9), (SourcePosition{5, 7})) << "the top row runs left to right";
}

TEST(ParseSource, GridOnOneLine) {
  const Read read = read_text("2 -1 -1 -1 3");
  ASSERT_EQ(read.sources.size(), 1u);
  EXPECT_EQ(read.sources[0].cells, (std::vector<SourcePosition>{{1, 3}, {1, 6}, {1, 9}, {1, 12}}));
}

TEST(ParseSource, Json) {
  const Read read = read_text("[[-1,-1],\n [-1, 3]] [[-1]]\n");
  ASSERT_EQ(read.sources.size(), 2u);
  EXPECT_EQ(read.sources[0].start, (SourcePosition{1, 1}));
  EXPECT_EQ(read.sources[0].size, read.sources[0].start);
  EXPECT_EQ(read.sources[0].cells, (std::vector<SourcePosition>{{1, 3}, {1, 6}, {2, 3}, {2, 7}}));
  EXPECT_EQ(read.sources[1].start, (SourcePosition{2, 11}));
  EXPECT_EQ(read.sources[1].cells, (std::vector<SourcePosition>{{2, 13}}));
}

TEST(ParseSource, JumpsHeadersAndLines) {
  const std::string text = "# two boards\nsize 3 # three\n2 8\n  7 3 # a snake\n\nsquares 12\n2 4\r\n";
  const Read read = read_text(text);
  ASSERT_EQ(read.sources.size(), 2u);
  EXPECT_EQ(read.sources[0].start, (SourcePosition{2, 1}));
  EXPECT_EQ(read.sources[0].size, (SourcePosition{2, 6}));
  EXPECT_TRUE(read.sources[0].cells.empty());
  EXPECT_EQ(read.sources[0].jump_lines, (std::vector<JumpLine>{{{2, 8}, {3, 1}}, {{7, 3}, {4, 3}}}));
  EXPECT_EQ(read.sources[1].start, (SourcePosition{6, 1}));
  EXPECT_EQ(read.sources[1].size, (SourcePosition{6, 9}));
  EXPECT_EQ(read.sources[1].jump_lines, (std::vector<JumpLine>{{{2, 4}, {7, 1}}}));
  EXPECT_EQ(read.sources[0].of_square(read.boards[0], 7), (SourcePosition{4, 3}));
  EXPECT_EQ(read.sources[0].of_square(read.boards[0], 5), read.sources[0].size) << "no jump line: the size";
}

TEST(ParseSource, JumpLinesInOneRunKeepTheirOrder) {
  // Many plain lines in a row (the fast path reads them in one pass), out of head order, then an indented one.
  std::string text = "size 10\n";
  std::vector<JumpLine> want;
  for (std::uint64_t k = 0; k < 20; ++k) {
    const snl::Jump jump{90 - 4 * k, 95 - 4 * k};
    text += std::to_string(jump.from) + " " + std::to_string(jump.to) + "\n";
    want.push_back({jump, {2 + k, 1}});
  }
  text += "\t3 50\n";
  want.push_back({{3, 50}, {22, 2}});
  const Read read = read_text(text);
  ASSERT_EQ(read.sources.size(), 1u);
  EXPECT_EQ(read.sources[0].jump_lines, want);
}

TEST(ParseSource, ByteOrderMarkIsNotAColumn) {
  const Read read = read_text("\xEF\xBB\xBFsize 2\n2 4\n");
  ASSERT_EQ(read.sources.size(), 1u);
  EXPECT_EQ(read.sources[0].start, (SourcePosition{1, 1}));
  EXPECT_EQ(read.sources[0].size, (SourcePosition{1, 6}));
}

TEST(ParseSource, AskingChangesNothingAndEveryPositionNamesItsToken) {
  std::mt19937_64 rng(20240611);
  for (int round = 0; round < 30; ++round) {
    SCOPED_TRACE("round " + std::to_string(round));
    std::vector<Board> boards;
    std::string texts[3];
    for (int b = 0; b < 4; ++b) {
      const std::uint64_t side = 1 + rng() % 9;
      std::vector<snl::Jump> jumps;
      for (snl::Label from = 1; from <= side * side; ++from) {
        if (rng() % 3 == 0) jumps.push_back({from, 1 + rng() % (side * side)});
      }
      boards.push_back(Board::square(side, std::move(jumps)));
      for (const Format format : {Format::grid, Format::json, Format::jumps}) {
        texts[static_cast<int>(format) - 1] += snl::to_text(boards.back(), format);
      }
    }
    for (const std::string& text : texts) {
      const Read read = read_text(text);
      ASSERT_EQ(read.boards, snl::parse_boards(text, "t"));
      ASSERT_EQ(read.boards, boards);
      for (std::size_t b = 0; b < boards.size(); ++b) {
        const BoardSource& where = read.sources[b];
        if (text.front() != '[') {
          EXPECT_EQ(token_at(text, where.size), std::to_string(boards[b].side())) << text;
        }
        for (snl::Label label = 1; label <= boards[b].squares(); ++label) {
          const std::optional<snl::Label> to = boards[b].jump_from(label);
          const SourcePosition at = where.of_square(boards[b], label);
          if (!where.cells.empty()) {
            EXPECT_EQ(token_at(text, at), to ? std::to_string(*to) : "-1") << text;
          } else if (to) {
            EXPECT_EQ(token_at(text, at), std::to_string(label)) << text;
          }
        }
      }
    }
  }
}

TEST(ParseSource, AcrossChunkEdgesOfAStream) {
  // About 1.3 MB of jump lines: the stream's 256 KiB chunks end inside lines.
  std::string text = "size 1000\n";
  for (snl::Label from = 2; from < 100'000; ++from) {
    text += std::to_string(from) + " " + std::to_string(from + 500'000) + (from % 7 == 0 ? " # c\n" : "\n");
  }
  const Read stream = read_stream(text);
  ASSERT_EQ(stream.sources.size(), 1u);
  const std::vector<JumpLine>& lines = stream.sources[0].jump_lines;
  ASSERT_EQ(lines.size(), 99'998u);
  for (std::size_t k = 0; k < lines.size(); ++k) {
    ASSERT_EQ(lines[k], (JumpLine{{k + 2, k + 500'002}, {k + 2, 1}})) << k;
  }
  EXPECT_EQ(read_text(text).sources[0].jump_lines, lines);
}

TEST(ParseSource, AnErrorStillThrowsAndLeavesTheReaderUnasked) {
  snl::BoardReader reader(std::string_view("size 3\n2 8\n4 x\n"), "t");
  BoardSource where;
  EXPECT_THROW((void)reader.next(where), snl::ParseError);
  EXPECT_EQ(where.jump_lines, (std::vector<JumpLine>{{{2, 8}, {2, 1}}})) << "as far as it got";
}

}  // namespace
