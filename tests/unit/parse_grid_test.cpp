// tests/unit/parse_grid_test.cpp — snl/parse.hpp, the grid format: boards, whitespace, every kind of
// mistake where it is, and the fast path for rows on lines against a tokenizer written here.
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
