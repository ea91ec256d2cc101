// tests/unit/rules_test.cpp — snl/rules.hpp: the boustrophedon numbering (cell_of / label_of), which values a
// grid cell may hold (is_cell_value, is_label) and how far one roll reaches (last_landing).
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <set>
#include <utility>

#include "snl/rules.hpp"
#include "oracle.hpp"

namespace {

snl::Cell cell(std::uint64_t row, std::uint64_t column) { return snl::Cell{row, column}; }

}  // namespace

// The numbering is usable at compile time.
static_assert(snl::cell_of(3, 9) == snl::Cell{0, 2});
static_assert(snl::label_of(4, snl::Cell{0, 0}) == 16);
static_assert(snl::last_landing(1, 36) == 7);

TEST(CellOf, OneByOneBoardHasOneCell) {
  EXPECT_EQ(snl::cell_of(1, 1), cell(0, 0));
  EXPECT_EQ(snl::label_of(1, cell(0, 0)), 1U);
}

TEST(CellOf, BottomLeftIsSquareOne) {
  for (std::uint64_t n = 1; n <= 8; ++n) {
    SCOPED_TRACE(n);
    EXPECT_EQ(snl::cell_of(n, 1), cell(n - 1, 0));
    EXPECT_EQ(snl::label_of(n, cell(n - 1, 0)), 1U);
  }
}

TEST(CellOf, BottomRowRunsLeftToRight) {
  for (std::uint64_t column = 0; column < 4; ++column) {
    EXPECT_EQ(snl::cell_of(4, column + 1), cell(3, column));
    EXPECT_EQ(snl::label_of(4, cell(3, column)), column + 1);
  }
}

TEST(CellOf, SecondRowRunsRightToLeft) {
  EXPECT_EQ(snl::cell_of(4, 5), cell(2, 3));
  EXPECT_EQ(snl::cell_of(4, 8), cell(2, 0));
  EXPECT_EQ(snl::label_of(4, cell(2, 3)), 5U);
  EXPECT_EQ(snl::label_of(4, cell(2, 0)), 8U);
}

TEST(CellOf, ThirdRowRunsLeftToRightAgain) {
  EXPECT_EQ(snl::cell_of(4, 9), cell(1, 0));
  EXPECT_EQ(snl::cell_of(4, 12), cell(1, 3));
  EXPECT_EQ(snl::cell_of(3, 7), cell(0, 0));
  EXPECT_EQ(snl::cell_of(3, 9), cell(0, 2));
}

TEST(CellOf, RowEndsTurnTheCorner) {
  // The last square of a row and the first of the next share a column.
  for (std::uint64_t n = 2; n <= 8; ++n) {
    for (std::uint64_t row_end = n; row_end < n * n; row_end += n) {
      const snl::Cell a = snl::cell_of(n, row_end);
      const snl::Cell b = snl::cell_of(n, row_end + 1);
      EXPECT_EQ(a.column, b.column) << "n=" << n << " label=" << row_end;
      EXPECT_EQ(a.row, b.row + 1) << "n=" << n << " label=" << row_end;
    }
  }
}

TEST(CellOf, LastSquareIsTopRightForOddSide) {
  EXPECT_EQ(snl::cell_of(3, 9), cell(0, 2));
  EXPECT_EQ(snl::cell_of(5, 25), cell(0, 4));
  EXPECT_EQ(snl::cell_of(7, 49), cell(0, 6));
}

TEST(CellOf, LastSquareIsTopLeftForEvenSide) {
  EXPECT_EQ(snl::cell_of(2, 4), cell(0, 0));
  EXPECT_EQ(snl::cell_of(4, 16), cell(0, 0));
  EXPECT_EQ(snl::cell_of(6, 36), cell(0, 0));
}

TEST(CellOf, LeetCodeSixBySixExample) {
  // [[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],
  //  [-1,15,-1,-1,-1,-1]] has the ladders 2 -> 15, 14 -> 35 and the snake 17 -> 13.
  EXPECT_EQ(snl::label_of(6, cell(5, 1)), 2U);
  EXPECT_EQ(snl::label_of(6, cell(3, 1)), 14U);
  EXPECT_EQ(snl::label_of(6, cell(3, 4)), 17U);
  EXPECT_EQ(snl::cell_of(6, 13), cell(3, 0));
  EXPECT_EQ(snl::cell_of(6, 35), cell(0, 1));
}

TEST(CellOf, RoundTripsEveryLabelUpToEight) {
  for (std::uint64_t n = 1; n <= 8; ++n) {
    std::set<std::pair<std::uint64_t, std::uint64_t>> seen;
    for (snl::Label label = 1; label <= n * n; ++label) {
      const snl::Cell c = snl::cell_of(n, label);
      ASSERT_LT(c.row, n);
      ASSERT_LT(c.column, n);
      EXPECT_EQ(snl::label_of(n, c), label) << "n=" << n;
      EXPECT_TRUE(seen.insert({c.row, c.column}).second) << "n=" << n << ": two labels on one cell";
    }
    EXPECT_EQ(seen.size(), n * n);
    for (std::uint64_t row = 0; row < n; ++row) {
      for (std::uint64_t column = 0; column < n; ++column) {
        EXPECT_EQ(snl::cell_of(n, snl::label_of(n, cell(row, column))), cell(row, column)) << "n=" << n;
      }
    }
  }
}

TEST(CellOf, AgreesWithWalkingTheRows) {
  // The oracle numbers the cells by walking the rows; the formulas must agree for every n up to 12.
  for (int n = 1; n <= 12; ++n) {
    const std::vector<oracle::Place> places = oracle::walk_places(n);
    const auto side = static_cast<std::uint64_t>(n);
    for (std::uint64_t label = 1; label <= side * side; ++label) {
      const oracle::Place p = places[static_cast<std::size_t>(label)];
      EXPECT_EQ(snl::cell_of(side, label),
                cell(static_cast<std::uint64_t>(p.row), static_cast<std::uint64_t>(p.column)))
          << "n=" << n << " label=" << label;
    }
  }
}

TEST(CellOf, WorksAtTheLargestSide) {
  constexpr std::uint64_t n = snl::kMaxSide;  // even: the last square is top-left
  EXPECT_EQ(snl::cell_of(n, n * n), cell(0, 0));
  EXPECT_EQ(snl::label_of(n, cell(0, 0)), n * n);
  EXPECT_EQ(snl::cell_of(n, 1), cell(n - 1, 0));
  EXPECT_EQ(snl::cell_of(n, n + 1), cell(n - 2, n - 1));
  EXPECT_EQ(snl::label_of(n, cell(n - 2, n - 1)), n + 1);
  EXPECT_EQ(snl::label_of(n, cell(1, 0)), n * (n - 2) + 1);  // row n-2 from the bottom is even: runs left to right
}

TEST(IsCellValue, MinusOneIsPlain) {
  EXPECT_TRUE(snl::is_cell_value(1, -1));
  EXPECT_TRUE(snl::is_cell_value(36, -1));
}

TEST(IsCellValue, AcceptsEveryLabel) {
  for (std::int64_t value = 1; value <= 36; ++value) EXPECT_TRUE(snl::is_cell_value(36, value)) << value;
}

TEST(IsCellValue, RefusesZeroOtherNegativesAndPastTheEnd) {
  EXPECT_FALSE(snl::is_cell_value(36, 0));
  EXPECT_FALSE(snl::is_cell_value(36, -2));
  EXPECT_FALSE(snl::is_cell_value(36, 37));
  EXPECT_FALSE(snl::is_cell_value(1, 2));
  EXPECT_FALSE(snl::is_cell_value(36, std::numeric_limits<std::int64_t>::min()));
  EXPECT_FALSE(snl::is_cell_value(36, std::numeric_limits<std::int64_t>::max()));
  EXPECT_TRUE(snl::is_cell_value(snl::kMaxSquares, static_cast<std::int64_t>(snl::kMaxSquares)));
  EXPECT_FALSE(snl::is_cell_value(snl::kMaxSquares, static_cast<std::int64_t>(snl::kMaxSquares) + 1));
}

TEST(IsLabel, OneThroughSquares) {
  EXPECT_FALSE(snl::is_label(9, 0));
  EXPECT_TRUE(snl::is_label(9, 1));
  EXPECT_TRUE(snl::is_label(9, 9));
  EXPECT_FALSE(snl::is_label(9, 10));
  EXPECT_TRUE(snl::is_label(1, 1));
  EXPECT_FALSE(snl::is_label(1, 2));
}

TEST(LastLanding, SixAheadInTheMiddle) {
  EXPECT_EQ(snl::kDieFaces, 6);
  EXPECT_EQ(snl::last_landing(1, 36), 7U);
  EXPECT_EQ(snl::last_landing(29, 36), 35U);
  EXPECT_EQ(snl::last_landing(30, 36), 36U);
}

TEST(LastLanding, NeverPastTheLastSquare) {
  EXPECT_EQ(snl::last_landing(31, 36), 36U);
  EXPECT_EQ(snl::last_landing(35, 36), 36U);
  EXPECT_EQ(snl::last_landing(1, 4), 4U);
  EXPECT_EQ(snl::last_landing(3, 4), 4U);
  for (snl::Label from = 1; from <= 36; ++from) EXPECT_LE(snl::last_landing(from, 36), 36U);
}

TEST(LastLanding, NoRollFromTheLastSquare) {
  EXPECT_EQ(snl::last_landing(36, 36), 36U);
  EXPECT_EQ(snl::last_landing(1, 1), 1U);
}

TEST(LastLanding, SixtyFourBitLabels) {
  constexpr std::uint64_t last = snl::kMaxSquares;
  EXPECT_EQ(snl::last_landing(last - 7, last), last - 1);
  EXPECT_EQ(snl::last_landing(last - 6, last), last);
  EXPECT_EQ(snl::last_landing(last - 1, last), last);
  EXPECT_EQ(snl::last_landing(last, last), last);
}
