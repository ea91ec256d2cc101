// tests/unit/parse_json_test.cpp — snl/parse.hpp, the json format (LeetCode's form): boards, whitespace,
// every kind of mistake where it is, and the fast path for rows against a tokenizer written here.
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
