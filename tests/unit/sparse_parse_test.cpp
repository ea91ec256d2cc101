// tests/unit/sparse_parse_test.cpp — the jumps format on the large inputs the sparse solver takes: the fast path
// that reads many "FROM TO" lines in one pass over the read buffer (files of several read chunks, lines split
// across chunks), the positions kept for the duplicate-head diagnostic (one entry per run of consecutive lines),
// and sizing the jump list from the bytes left in a file. The property checked throughout: a mistake after K good
// lines is reported exactly as the same mistake in a short file, K lines further down.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "snl/snl.hpp"

namespace {

const std::string kSource = "big.jumps";

std::vector<snl::Board> parse(const std::string& text) { return snl::parse_boards(text, kSource); }

snl::ParseError error_of(const std::string& text) {
  try {
    (void)parse(text);
  } catch (const snl::ParseError& error) {
    return error;
  }
  ADD_FAILURE() << "no ParseError";
  return snl::ParseError(kSource, 0, 0, "no error");
}

/// `count` jump lines "FROM TO" on a 10^9 board with heads 1000, 2000, ... (sorted, distinct), ladders of 7.
std::string good_lines(std::uint64_t count, std::uint64_t first_head = 1000) {
  std::string text;
  for (std::uint64_t k = 0; k < count; ++k) {
    const std::uint64_t head = first_head + 1000 * k;
    text += std::to_string(head) + " " + std::to_string(head + 7) + "\n";
  }
  return text;
}

std::vector<snl::Jump> good_jumps(std::uint64_t count, std::uint64_t first_head = 1000) {
  std::vector<snl::Jump> jumps;
  for (std::uint64_t k = 0; k < count; ++k) jumps.push_back({first_head + 1000 * k, first_head + 1000 * k + 7});
  return jumps;
}

/// A stream that cannot seek (like a pipe): the parser must not need the input's size.
class PipeBuffer : public std::streambuf {
 public:
  explicit PipeBuffer(std::string text) : text_(std::move(text)) {
    setg(text_.data(), text_.data(), text_.data() + text_.size());
  }

 private:
  std::string text_;
};

std::vector<snl::Board> read_all(std::istream& in) {
  snl::BoardReader reader(in, kSource);
  std::vector<snl::Board> boards;
  while (auto board = reader.next()) boards.push_back(std::move(*board));
  return boards;
}

TEST(SparseParse, ManyChunksOfJumpLines) {
  // 60,000 lines, about 1.1 MB: several 256 KiB read chunks, lines split at their edges.
  constexpr std::uint64_t kCount = 60'000;
  const auto expected = std::vector<snl::Board>{snl::Board::square(snl::kMaxSide, good_jumps(kCount))};
  EXPECT_EQ(parse("size 1000000000\n" + good_lines(kCount)), expected);
  // Without the last newline, with CRLF line ends, with blanks around the values.
  std::string text = "size 1000000000\n" + good_lines(kCount);
  text.pop_back();
  EXPECT_EQ(parse(text), expected);
  std::string crlf = "size 1000000000\r\n";
  std::string blanks = "size 1000000000\n";
  for (const snl::Jump& jump : good_jumps(kCount)) {
    crlf += std::to_string(jump.from) + " " + std::to_string(jump.to) + "\r\n";
    blanks += " \t" + std::to_string(jump.from) + "\t  " + std::to_string(jump.to) + " \n";
  }
  EXPECT_EQ(parse(crlf), expected);
  EXPECT_EQ(parse(blanks), expected);
}

TEST(SparseParse, GeneratedGiantBoardRoundTrips) {
  snl::GenerateOptions options;
  options.side = snl::kMaxSide;
  options.jumps = 50'000;
  options.self_jumps = 3;
  options.walls = 2;
  snl::Rng rng(6);
  const snl::Board board = snl::generate(options, rng);
  const std::string text = snl::to_text(board, snl::Format::jumps);
  EXPECT_EQ(parse(text), std::vector<snl::Board>{board});
  EXPECT_EQ(parse(text + text + "# and a small one\nsize 2\n2 3\n"),
            (std::vector<snl::Board>{board, board, snl::Board::square(2, {{2, 3}})}));
}

TEST(SparseParse, CommentsBlankLinesAndOddLinesBetweenFastRuns) {
  std::string text = "size 1000000000\n" + good_lines(5000, 1000);
  text += "# a comment line\n\n   \n";
  text += good_lines(5000, 10'000'000) + "  20000000 20000007\n";  // leading blanks
  text += "20001000 20001007 # a comment after a jump\n";
  text += "20002000\t20002007\t\n" + good_lines(3, 30'000'000);
  std::vector<snl::Jump> jumps = good_jumps(5000, 1000);
  for (const snl::Jump& jump : good_jumps(5000, 10'000'000)) jumps.push_back(jump);
  jumps.push_back({20'000'000, 20'000'007});
  jumps.push_back({20'001'000, 20'001'007});
  jumps.push_back({20'002'000, 20'002'007});
  for (const snl::Jump& jump : good_jumps(3, 30'000'000)) jumps.push_back(jump);
  EXPECT_EQ(parse(text), std::vector<snl::Board>{snl::Board::square(snl::kMaxSide, jumps)});
}

TEST(SparseParse, MistakesAfterManyGoodLinesAreReportedAsInAShortFile) {
  // Each mistake, alone after the size line (line 2), and after 40,000 good lines (line 40,002).
  const std::vector<std::string> mistakes = {
      "12 x", "0 5", "5 0", "5", "5 # ladder", "5 7 9", "7 1000000000000000001", "x 5",
      "99999999999999999999999 5", "18446744073709551618 2", "5 -1", "5 7x", "-1 7", "5 7 #",
      "5\v7",
  };
  constexpr std::uint64_t kGood = 40'000;
  for (const std::string& mistake : mistakes) {
    SCOPED_TRACE("mistake \"" + mistake + "\"");
    const std::string tail = "\n" + std::to_string(kGood * 1000 + 5000) + " 3\n";
    const std::string short_text = "size 1000000000\n" + mistake + tail;
    const std::string long_text = "size 1000000000\n" + good_lines(kGood) + mistake + tail;
    if (mistake == "5 7 #" || mistake == "5\v7") {  // not mistakes: a comment after a jump, a vertical tab
      EXPECT_EQ(parse(long_text).at(0).jumps().size(), kGood + 2);
      continue;
    }
    const snl::ParseError short_error = error_of(short_text);
    const snl::ParseError long_error = error_of(long_text);
    EXPECT_EQ(short_error.line(), 2u);
    EXPECT_EQ(long_error.line(), kGood + 2);
    EXPECT_EQ(long_error.column(), short_error.column());
    EXPECT_EQ(long_error.message(), short_error.message());
  }
}

TEST(SparseParse, SecondJumpFromASquareNamesBothLines) {
  // The first jump from square 5000 is deep in a run of plain lines; the second comes after comments, a blank
  // line and leading blanks, so every kind of kept position is looked up.
  constexpr std::uint64_t kGood = 30'000;
  std::string text = "size 1000000000\n# header comment\n" + good_lines(kGood);  // heads 1000..30,000,000
  text += "\n# more\n";
  text += "    5000 9\n";
  const std::uint64_t first_line = 3 + 4;  // head 5000 is the 5th good line; good lines start on line 3
  const std::uint64_t second_line = 3 + kGood + 2;
  const snl::ParseError error = error_of(text);
  EXPECT_EQ(error.line(), second_line) << error.what();
  EXPECT_EQ(error.column(), 5u);
  EXPECT_EQ(error.message(),
            "expected one jump from each square, found a second jump from square 5000 (the first is on line " +
                std::to_string(first_line) + ")");
  // The second in a run of plain lines too, the first one after a comment at column 3.
  std::string again = "size 1000000000\n# c\n  7 9\n" + good_lines(kGood) + "7 1\n" + good_lines(10, 900'000'000);
  const snl::ParseError second = error_of(again);
  EXPECT_EQ(second.line(), 4 + kGood) << second.what();
  EXPECT_EQ(second.column(), 1u);
  EXPECT_EQ(second.message(), "expected one jump from each square, found a second jump from square 7 (the first is on "
                              "line 3)");
}

TEST(SparseParse, FilesPipesAndStringsReadAlike) {
  const std::string text = "size 1000000000\n" + good_lines(20'000) + "size 3\n2 9\n";
  const std::vector<snl::Board> expected{snl::Board::square(snl::kMaxSide, good_jumps(20'000)),
                                         snl::Board::square(3, {{2, 9}})};
  std::istringstream string_stream(text);
  EXPECT_EQ(read_all(string_stream), expected);
  PipeBuffer pipe(text);
  std::istream pipe_stream(&pipe);
  EXPECT_EQ(read_all(pipe_stream), expected);
  const std::string path = ::testing::TempDir() + "sparse_parse_test.jumps";
  {
    std::ofstream out(path, std::ios::binary);
    out << text;
  }
  std::ifstream file(path, std::ios::binary);
  EXPECT_EQ(read_all(file), expected);
  std::remove(path.c_str());
}

}  // namespace
