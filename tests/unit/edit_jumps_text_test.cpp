// tests/unit/edit_jumps_text_test.cpp — snl/write.hpp, edit_jumps_text: one board of a jumps-format text changed
// by moving lines only (the page's edits, /api/board?whole=1). Pinned texts for each rule (comments kept, several
// boards, a resize, CRLF, a jump line with a comment, lines a line-by-line lexer would split wrongly), and random
// texts with comments whose edits must read back as the edited boards with every comment kept.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/write.hpp"

namespace {

using snl::Board;
using snl::edit_jumps_text;

const std::string kTwoBoards = "# two boards\nsize 3\n2 8 # the long ladder\n# a snake:\n7 3\n\nsize 2\n2 4\n";

TEST(EditJumpsText, CommentsAndOtherBoardsKept) {
  // 7 3 goes, 5 9 comes after the last jump line; the comment between them stays.
  EXPECT_EQ(edit_jumps_text(kTwoBoards, 1, Board::square(3, {{2, 8}, {5, 9}})),
            "# two boards\nsize 3\n2 8 # the long ladder\n# a snake:\n5 9\n\nsize 2\n2 4\n");
  EXPECT_EQ(edit_jumps_text(kTwoBoards, 1, Board::square(3, {{2, 8}, {7, 3}})), kTwoBoards) << "no change";
}

TEST(EditJumpsText, TheLastOfSeveralBoards) {
  EXPECT_EQ(edit_jumps_text(kTwoBoards, 2, Board::square(2, {})),
            "# two boards\nsize 3\n2 8 # the long ladder\n# a snake:\n7 3\n\nsize 2\n");
  EXPECT_EQ(edit_jumps_text(kTwoBoards, 2, Board::square(2, {{2, 4}, {3, 1}})), kTwoBoards + "3 1\n");
}

TEST(EditJumpsText, NewJumpsOfABoardWithoutJumpsFollowItsHeader) {
  EXPECT_EQ(edit_jumps_text("size 3\n# nothing yet\nsize 2\n", 1, Board::square(3, {{4, 2}, {2, 6}})),
            "size 3\n2 6\n4 2\n# nothing yet\nsize 2\n");
}

TEST(EditJumpsText, AResizedBoardKeepsItsHeaderComment) {
  EXPECT_EQ(edit_jumps_text(kTwoBoards, 2, Board::square(3, {{2, 4}})),
            "# two boards\nsize 3\n2 8 # the long ladder\n# a snake:\n7 3\n\nsize 3\n2 4\n");
  EXPECT_EQ(edit_jumps_text("  size 02  # small\n2 4\n", 1, Board::square(10, {{2, 4}})),
            "  size 10  # small\n2 4\n");
  EXPECT_EQ(edit_jumps_text("squares 12 # a track\n2 4\n", 1, Board::square(4, {{2, 4}})),
            "size 4 # a track\n2 4\n");
  EXPECT_EQ(edit_jumps_text("size 2\n", 1, Board::track(5, {{2, 5}})), "squares 5\n2 5\n");
  EXPECT_EQ(edit_jumps_text("\xEF\xBB\xBFsize 2\n", 1, Board::square(3, {})), "\xEF\xBB\xBFsize 3\n");
}

TEST(EditJumpsText, CrlfLinesStayCrlf) {
  const std::string text = "size 3\r\n2 8\r\n7 3\r\n# end\r\n";
  EXPECT_EQ(edit_jumps_text(text, 1, Board::square(3, {{2, 8}, {4, 6}})), "size 3\r\n2 8\r\n4 6\r\n# end\r\n");
  EXPECT_EQ(edit_jumps_text("size 3\r\n", 1, Board::square(4, {{4, 6}})), "size 4\r\n4 6\r\n");
}

TEST(EditJumpsText, AJumpLineWithATrailingComment) {
  const std::string text = "size 3\n2 8 # ladder\n7 3\t# snake\n";
  EXPECT_EQ(edit_jumps_text(text, 1, Board::square(3, {{2, 8}})), "size 3\n2 8 # ladder\n");
  EXPECT_EQ(edit_jumps_text(text, 1, Board::square(3, {{7, 3}})), "size 3\n7 3\t# snake\n");
}

TEST(EditJumpsText, ATextWithoutAFinalNewline) {
  EXPECT_EQ(edit_jumps_text("size 3\n2 8", 1, Board::square(3, {{2, 8}, {7, 3}})), "size 3\n2 8\n7 3\n");
  EXPECT_EQ(edit_jumps_text("size 3", 1, Board::square(3, {{7, 3}})), "size 3\n7 3\n");
}

TEST(EditJumpsText, LinesThatDoNotSplitAsALineLexerExpects) {
  // A header after a form feed, a jump line after a vertical tab, a comment glued to a value, a value with leading
  // zeros: the reader reads them all, so the edit knows each line (a lexer of its own read them otherwise).
  const std::string text = "\fsize 3\n\v2 08#ladder\n7 3\n";
  EXPECT_EQ(edit_jumps_text(text, 1, Board::square(3, {{7, 3}})), "\fsize 3\n7 3\n");
  EXPECT_EQ(edit_jumps_text(text, 1, Board::square(3, {{2, 8}})), "\fsize 3\n\v2 08#ladder\n");
}

TEST(EditJumpsText, NothingForAnotherFormatOrAMissingBoard) {
  EXPECT_EQ(edit_jumps_text("2\n-1 -1\n-1 3\n", 1, Board::square(2, {})), std::nullopt);
  EXPECT_EQ(edit_jumps_text("[[-1,-1],[-1,3]]", 1, Board::square(2, {})), std::nullopt);
  EXPECT_EQ(edit_jumps_text(kTwoBoards, 3, Board::square(2, {})), std::nullopt);
  EXPECT_EQ(edit_jumps_text(kTwoBoards, 0, Board::square(2, {})), std::nullopt);
  EXPECT_THROW((void)edit_jumps_text("size 3\n2 x\n", 1, Board::square(3, {})), snl::ParseError);
}

/// A random jumps-format text of a few boards, with comments, blank lines and CRLF here and there.
std::string random_text(std::mt19937_64& rng, std::vector<Board>& boards) {
  std::string text;
  const auto maybe_comment = [&] { return rng() % 4 == 0 ? " # c" + std::to_string(rng() % 100) : std::string(); };
  const std::string end = rng() % 2 == 0 ? "\n" : "\r\n";
  for (int b = 0; b < 3; ++b) {
    const std::uint64_t side = 2 + rng() % 6;
    if (rng() % 2 == 0) text += "# board " + std::to_string(b) + end;
    text += "size " + std::to_string(side) + maybe_comment() + end;
    std::vector<snl::Jump> jumps;
    for (snl::Label from = 1; from <= side * side; ++from) {
      if (rng() % 4 != 0) continue;
      jumps.push_back({from, 1 + rng() % (side * side)});
      text += std::to_string(from) + " " + std::to_string(jumps.back().to) + maybe_comment() + end;
      if (rng() % 5 == 0) text += (rng() % 2 == 0 ? "# between" : "") + end;
    }
    boards.push_back(Board::square(side, std::move(jumps)));
  }
  return text;
}

TEST(EditJumpsText, RandomEditsReadBackAndKeepEveryComment) {
  const std::uint64_t seed = 7;
  std::mt19937_64 rng(seed);
  const auto comments = [](const std::string& text) {
    std::vector<std::string> found;
    for (std::size_t at = text.find("# "); at != std::string::npos; at = text.find("# ", at + 1)) {
      found.push_back(text.substr(at, text.find('\n', at) - at));
    }
    return found;
  };
  for (int round = 0; round < 200; ++round) {
    SCOPED_TRACE("seed " + std::to_string(seed) + ", round " + std::to_string(round));
    std::vector<Board> boards;
    const std::string text = random_text(rng, boards);
    const std::size_t index = rng() % boards.size();
    // Keep some jumps, add some, maybe resize (dropping the jumps that no longer fit).
    const std::uint64_t side = rng() % 3 == 0 ? 2 + rng() % 6 : boards[index].side();
    std::vector<snl::Jump> jumps;
    for (snl::Label from = 1; from <= side * side; ++from) {
      const std::optional<snl::Label> old = boards[index].jump_from(from);
      if (old && *old <= side * side && rng() % 3 != 0) jumps.push_back({from, *old});
      if (!old && rng() % 8 == 0) jumps.push_back({from, 1 + rng() % (side * side)});
    }
    boards[index] = Board::square(side, std::move(jumps));
    const std::optional<std::string> edited = edit_jumps_text(text, index + 1, boards[index]);
    ASSERT_TRUE(edited) << text;
    EXPECT_EQ(snl::parse_boards(*edited, "t"), boards) << text << "--->\n" << *edited;
    // Comments on dropped jump lines go with them; every other comment stays, in order.
    const std::vector<std::string> kept = comments(*edited);
    const std::vector<std::string> before = comments(text);
    for (const std::string& comment : before) {
      if (comment.rfind("# c", 0) != 0) {
        EXPECT_NE(std::find(kept.begin(), kept.end(), comment), kept.end()) << comment;
      }
    }
  }
}

}  // namespace
