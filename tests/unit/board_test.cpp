// tests/unit/board_test.cpp — snl/board.hpp: building boards (square, track, from_grid), the one validation
// point (BoardError for every bad size, value and duplicate head, with jump_index), lookups (jumps sorted by
// head, jump_from, end_of_landing), to_grid round trips and dense_destinations.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/min_rolls.hpp"
#include "oracle.hpp"
#include "worked_examples.hpp"

namespace {

using Grid = std::vector<std::vector<int>>;

// The BoardError thrown by `build`, or a failure when nothing (or something else) is thrown.
template <typename Build>
snl::BoardError board_error_of(Build build) {
  try {
    build();
  } catch (const snl::BoardError& error) {
    return error;
  }
  ADD_FAILURE() << "no BoardError was thrown";
  return snl::BoardError("none");
}

}  // namespace

TEST(BoardSquare, KeepsSideAndSquares) {
  const snl::Board board = snl::Board::square(6, {});
  EXPECT_EQ(board.side(), 6U);
  EXPECT_TRUE(board.is_square());
  EXPECT_EQ(board.squares(), 36U);
  EXPECT_TRUE(board.jumps().empty());
}

TEST(BoardSquare, OneByOne) {
  const snl::Board board = snl::Board::square(1, {{1, 1}});
  EXPECT_EQ(board.squares(), 1U);
  ASSERT_EQ(board.jumps().size(), 1U);
  EXPECT_EQ(board.jump_from(1), snl::Label{1});
}

TEST(BoardSquare, SortsJumpsByHead) {
  const snl::Board board = snl::Board::square(4, {{14, 3}, {2, 15}, {9, 9}, {5, 1}});
  const std::vector<snl::Jump> expected{{2, 15}, {5, 1}, {9, 9}, {14, 3}};
  EXPECT_EQ(std::vector<snl::Jump>(board.jumps().begin(), board.jumps().end()), expected);
}

TEST(BoardSquare, SameJumpsInAnyOrderMakeEqualBoards) {
  EXPECT_EQ(snl::Board::square(4, {{14, 3}, {2, 15}}), snl::Board::square(4, {{2, 15}, {14, 3}}));
  EXPECT_FALSE(snl::Board::square(4, {{14, 3}}) == snl::Board::square(4, {{14, 4}}));
  EXPECT_FALSE(snl::Board::square(4, {}) == snl::Board::track(16, {}));
}

TEST(BoardSquare, LargestSideHasTenToTheEighteenSquares) {
  const snl::Board board = snl::Board::square(snl::kMaxSide, {{1, snl::kMaxSquares}, {snl::kMaxSquares, 2}});
  EXPECT_EQ(board.squares(), snl::kMaxSquares);
  EXPECT_EQ(board.jump_from(snl::kMaxSquares), snl::Label{2});
}

TEST(BoardSquare, RefusesSideZero) {
  const snl::BoardError error = board_error_of([] { (void)snl::Board::square(0, {}); });
  EXPECT_EQ(error.jump_index(), snl::BoardError::npos);
}

TEST(BoardSquare, RefusesSideAboveTheLimit) {
  const snl::BoardError error = board_error_of([] { (void)snl::Board::square(snl::kMaxSide + 1, {}); });
  EXPECT_EQ(error.jump_index(), snl::BoardError::npos);
  EXPECT_THROW((void)snl::Board::square(std::uint64_t{1} << 40, {}), snl::BoardError);
}

TEST(BoardSquare, RefusesLabelZero) {
  EXPECT_EQ(board_error_of([] { (void)snl::Board::square(3, {{2, 5}, {0, 4}}); }).jump_index(), 1U);
  EXPECT_EQ(board_error_of([] { (void)snl::Board::square(3, {{4, 0}}); }).jump_index(), 0U);
}

TEST(BoardSquare, RefusesLabelsPastTheLastSquare) {
  EXPECT_EQ(board_error_of([] { (void)snl::Board::square(3, {{2, 5}, {3, 4}, {10, 4}}); }).jump_index(), 2U);
  EXPECT_EQ(board_error_of([] { (void)snl::Board::square(3, {{2, 10}}); }).jump_index(), 0U);
  EXPECT_THROW((void)snl::Board::square(snl::kMaxSide, {{2, snl::kMaxSquares + 1}}), snl::BoardError);
}

TEST(BoardSquare, RefusesTwoJumpsFromOneSquareNamingTheLaterOne) {
  // Sorted input.
  EXPECT_EQ(board_error_of([] { (void)snl::Board::square(3, {{2, 5}, {2, 7}}); }).jump_index(), 1U);
  EXPECT_EQ(board_error_of([] { (void)snl::Board::square(3, {{2, 5}, {4, 1}, {4, 1}}); }).jump_index(), 2U);
  // Unsorted input: the position in the list as given.
  EXPECT_EQ(board_error_of([] { (void)snl::Board::square(3, {{5, 1}, {2, 5}, {5, 9}}); }).jump_index(), 2U);
  EXPECT_EQ(board_error_of([] { (void)snl::Board::square(3, {{8, 1}, {5, 1}, {3, 9}, {5, 2}}); }).jump_index(),
            3U);
}

TEST(BoardTrack, HoldsAnyNumberOfSquares) {
  const snl::Board board = snl::Board::track(100, {{98, 78}, {1, 38}, {4, 14}});
  EXPECT_EQ(board.side(), 0U);
  EXPECT_FALSE(board.is_square());
  EXPECT_EQ(board.squares(), 100U);
  EXPECT_EQ(board.jumps().front(), (snl::Jump{1, 38}));
  EXPECT_EQ(snl::Board::track(7, {}).squares(), 7U);
  EXPECT_EQ(snl::Board::track(1, {}).squares(), 1U);
  EXPECT_EQ(snl::Board::track(snl::kMaxSquares, {}).squares(), snl::kMaxSquares);
}

TEST(BoardTrack, RefusesBadSizesAndLabels) {
  EXPECT_EQ(board_error_of([] { (void)snl::Board::track(0, {}); }).jump_index(), snl::BoardError::npos);
  EXPECT_EQ(board_error_of([] { (void)snl::Board::track(snl::kMaxSquares + 1, {}); }).jump_index(),
            snl::BoardError::npos);
  EXPECT_EQ(board_error_of([] { (void)snl::Board::track(7, {{3, 8}}); }).jump_index(), 0U);
  EXPECT_EQ(board_error_of([] { (void)snl::Board::track(7, {{3, 5}, {3, 6}}); }).jump_index(), 1U);
}

TEST(BoardLookup, JumpFrom) {
  const snl::Board board = snl::Board::square(4, {{14, 3}, {2, 15}, {9, 9}});
  EXPECT_EQ(board.jump_from(2), snl::Label{15});
  EXPECT_EQ(board.jump_from(9), snl::Label{9});
  EXPECT_EQ(board.jump_from(14), snl::Label{3});
  for (snl::Label label : {1U, 3U, 8U, 10U, 13U, 15U, 16U}) EXPECT_FALSE(board.jump_from(label)) << label;
}

TEST(BoardLookup, EndOfLanding) {
  const snl::Board board = snl::Board::square(4, {{14, 3}, {2, 15}, {9, 9}, {16, 1}});
  EXPECT_EQ(board.end_of_landing(2), 15U);
  EXPECT_EQ(board.end_of_landing(14), 3U);
  EXPECT_EQ(board.end_of_landing(9), 9U);
  EXPECT_EQ(board.end_of_landing(16), 1U);
  EXPECT_EQ(board.end_of_landing(3), 3U);
  EXPECT_EQ(board.end_of_landing(15), 15U);
}

TEST(BoardLookup, EveryLabelOfARandomBoard) {
  std::mt19937_64 random(909);
  for (int round = 0; round < 50; ++round) {
    const std::uint64_t n = 1 + random() % 9;
    std::vector<snl::Jump> jumps;
    std::vector<snl::Label> end(n * n + 1);
    for (snl::Label label = 1; label <= n * n; ++label) {
      end[label] = label;
      if (random() % 3 == 0) {
        end[label] = 1 + random() % (n * n);
        jumps.push_back({label, end[label]});
      }
    }
    std::shuffle(jumps.begin(), jumps.end(), random);
    const snl::Board board = snl::Board::square(n, jumps);
    ASSERT_EQ(board.jumps().size(), jumps.size());
    for (std::size_t i = 1; i < board.jumps().size(); ++i) EXPECT_LT(board.jumps()[i - 1].from, board.jumps()[i].from);
    for (snl::Label label = 1; label <= n * n; ++label) EXPECT_EQ(board.end_of_landing(label), end[label]);
  }
}

TEST(BoardFromGrid, ReadsJumpsByLabel) {
  // The LeetCode 6×6 example: ladders 2 -> 15 and 14 -> 35, snake 17 -> 13.
  const Grid grid{{-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1},
                  {-1, 35, -1, -1, 13, -1}, {-1, -1, -1, -1, -1, -1}, {-1, 15, -1, -1, -1, -1}};
  EXPECT_EQ(snl::Board::from_grid(grid), snl::Board::square(6, {{2, 15}, {14, 35}, {17, 13}}));
}

TEST(BoardFromGrid, OneByOne) {
  EXPECT_EQ(snl::Board::from_grid({{-1}}), snl::Board::square(1, {}));
  EXPECT_EQ(snl::Board::from_grid({{1}}), snl::Board::square(1, {{1, 1}}));
}

TEST(BoardFromGrid, SelfJumpsAndJumpOnSquareOneAreKept) {
  // 2×2: square 1 is (1,0), 2 is (1,1), 3 is (0,1), 4 is (0,0).
  EXPECT_EQ(snl::Board::from_grid({{4, 3}, {4, 2}}), snl::Board::square(2, {{1, 4}, {2, 2}, {3, 3}, {4, 4}}));
}

TEST(BoardFromGrid, RefusesEmptyGrid) {
  EXPECT_THROW((void)snl::Board::from_grid({}), snl::BoardError);
  EXPECT_THROW((void)snl::Board::from_grid({{}}), snl::BoardError);
}

TEST(BoardFromGrid, RefusesNonSquareGrids) {
  EXPECT_THROW((void)snl::Board::from_grid({{-1, -1}, {-1}}), snl::BoardError);
  EXPECT_THROW((void)snl::Board::from_grid({{-1}, {-1, -1}}), snl::BoardError);
  EXPECT_THROW((void)snl::Board::from_grid({{-1, -1, -1}, {-1, -1, -1}}), snl::BoardError);
  EXPECT_THROW((void)snl::Board::from_grid({{-1, -1}, {-1, -1}, {-1, -1}}), snl::BoardError);
  EXPECT_THROW((void)snl::Board::from_grid({{-1, -1}}), snl::BoardError);
  EXPECT_THROW((void)snl::Board::from_grid({{-1, -1, -1}, {-1, -1, -1}, {-1, -1, -1, -1}}), snl::BoardError);
}

TEST(BoardFromGrid, RefusesValuesOutsideMinusOneAndTheLabels) {
  for (int bad : {0, -2, 5, -100, 1'000'000}) {
    EXPECT_THROW((void)snl::Board::from_grid({{-1, -1}, {-1, bad}}), snl::BoardError) << bad;
    EXPECT_THROW((void)snl::Board::from_grid({{bad, -1}, {-1, -1}}), snl::BoardError) << bad;
  }
  EXPECT_THROW((void)snl::Board::from_grid({{2}}), snl::BoardError);
  EXPECT_THROW((void)snl::Board::from_grid({{-1, -1, -1}, {-1, 10, -1}, {-1, -1, -1}}), snl::BoardError);
  EXPECT_NO_THROW((void)snl::Board::from_grid({{-1, -1, -1}, {-1, 9, -1}, {-1, -1, 1}}));
}

TEST(BoardFromGrid, RefusesGridsWiderThanTheGridLimit) {
  // Rows left empty: the side alone must be refused, before any row is read.
  const Grid grid(static_cast<std::size_t>(snl::kMaxGridSide) + 1);
  EXPECT_THROW((void)snl::Board::from_grid(grid), snl::BoardError);
}

TEST(BoardToGrid, RoundTripsFromGrid) {
  const Grid grid{{-1, 1, -1}, {-1, -1, 9}, {-1, 4, -1}};
  EXPECT_EQ(snl::to_grid(snl::Board::from_grid(grid)), grid);
  EXPECT_EQ(snl::to_grid(snl::Board::square(1, {})), (Grid{{-1}}));
  EXPECT_EQ(snl::to_grid(snl::Board::square(2, {{1, 4}, {4, 1}})), (Grid{{1, -1}, {4, -1}}));
}

TEST(BoardToGrid, RoundTripsRandomGrids) {
  std::mt19937_64 random(4242);
  for (int round = 0; round < 200; ++round) {
    const int n = 1 + static_cast<int>(random() % 10);
    Grid grid(static_cast<std::size_t>(n), std::vector<int>(static_cast<std::size_t>(n), -1));
    for (auto& row : grid) {
      for (int& value : row) {
        if (random() % 2 == 0) value = 1 + static_cast<int>(random() % static_cast<std::uint64_t>(n * n));
      }
    }
    const snl::Board board = snl::Board::from_grid(grid);
    EXPECT_EQ(snl::to_grid(board), grid) << oracle::to_text(grid);
    EXPECT_EQ(snl::Board::from_grid(snl::to_grid(board)), board);
    // from_grid agrees with the oracle's own numbering.
    const std::vector<int> ends = oracle::landing_ends(grid);
    for (std::size_t label = 1; label < ends.size(); ++label) {
      EXPECT_EQ(board.end_of_landing(label), static_cast<snl::Label>(ends[label])) << oracle::to_text(grid);
    }
  }
}

TEST(DenseDestinations, IsEndOfLandingPerSquare) {
  const snl::Board board = snl::Board::square(4, {{14, 3}, {2, 15}, {9, 9}, {16, 1}, {1, 16}});
  const std::vector<std::uint32_t> table = snl::dense_destinations(board);
  ASSERT_EQ(table.size(), 17U);
  for (snl::Label label = 1; label <= 16; ++label) {
    EXPECT_EQ(table[label], board.end_of_landing(label)) << label;
  }
  EXPECT_EQ(table[2], 15U);
  EXPECT_EQ(table[1], 16U);
  EXPECT_EQ(table[16], 1U);
  EXPECT_EQ(table[5], 5U);
}

TEST(DenseDestinations, WorksForTracks) {
  const std::vector<std::uint32_t> table = snl::dense_destinations(snl::Board::track(7, {{3, 6}}));
  ASSERT_EQ(table.size(), 8U);
  EXPECT_EQ(table[3], 6U);
  EXPECT_EQ(table[7], 7U);
}

TEST(DenseDestinations, RefusesBoardsAboveTheDenseLimit) {
  EXPECT_THROW((void)snl::dense_destinations(snl::Board::square(snl::kMaxGridSide + 1, {})), snl::LimitError);
  EXPECT_THROW((void)snl::dense_destinations(snl::Board::square(snl::kMaxSide, {})), snl::LimitError);
  EXPECT_THROW((void)snl::dense_destinations(snl::Board::track(snl::kMaxDenseSquares + 1, {})), snl::LimitError);
}

// The message `build` throws as a BoardError ("" when it throws none).
template <typename Build>
std::string board_error_text(Build build) {
  try {
    build();
  } catch (const snl::BoardError& error) {
    return error.what();
  }
  return "";
}

TEST(BoardFromGridView, SameBoardsAsTheNestedGrid) {
  for (const test::Example& example : test::worked_examples()) {
    const std::vector<int> cells = test::flat_cells(example.grid);
    const std::uint64_t n = example.grid.size();
    EXPECT_EQ(snl::Board::from_grid_view({cells, n, n}), snl::Board::from_grid(example.grid)) << example.name;
    const std::vector<std::int64_t> wide = test::flat_cells64(example.grid);
    EXPECT_EQ(snl::Board::from_grid_view(snl::GridView64{wide, n, n}), snl::Board::from_grid(example.grid))
        << example.name;
  }
}

TEST(BoardFromGridView, RefusesValuesWithTheNestedGridsWords) {
  for (const Grid& grid : {Grid{{-1, -1}, {-1, 0}}, Grid{{-1, -1}, {-1, 5}}, Grid{{-1, -1}, {-2, -1}},
                           Grid{{-1, 3, -1}, {-1, -1, 10}, {-1, -1, -1}}, Grid{{2}}}) {
    const std::vector<int> cells = test::flat_cells(grid);
    const std::uint64_t n = grid.size();
    const std::string want = board_error_text([&] { (void)snl::Board::from_grid(grid); });
    ASSERT_NE(want, "");
    EXPECT_EQ(board_error_text([&] { (void)snl::Board::from_grid_view({cells, n, n}); }), want);
    const std::vector<std::int64_t> wide = test::flat_cells64(grid);
    EXPECT_EQ(board_error_text([&] { (void)snl::Board::from_grid_view(snl::GridView64{wide, n, n}); }), want);
  }
}

TEST(BoardFromGridView, Refuses64BitValuesThatAnIntWouldTruncateToValidOnes) {
  // 2^32 + 3 and -2^32 - 1 are 3 and -1 in their low 32 bits: read as 64-bit numbers they are not cells.
  const std::int64_t two32 = std::int64_t{1} << 32;
  for (const std::int64_t bad : {two32 + 3, -two32 - 1, two32 - 1, std::numeric_limits<std::int64_t>::min(),
                                 std::numeric_limits<std::int64_t>::max()}) {
    const std::vector<std::int64_t> cells{bad, -1, -1, -1};  // 2x2: the top-left cell is square 4
    const std::string want = "square 4 holds " + std::to_string(bad) + "; expected -1 or 1..4";
    EXPECT_EQ(board_error_text([&] { (void)snl::Board::from_grid_view(snl::GridView64{cells, 2, 2}); }), want);
    EXPECT_EQ(board_error_text([&] { (void)snl::min_rolls_view(snl::GridView64{cells, 2, 2}); }), want);
  }
}

TEST(BoardFromGridView, RefusesShapesBeforeReadingACell) {
  // A view of rows x columns is refused as nested rows of that many values are, with or without its cells.
  const std::uint64_t too_wide = snl::kMaxGridSide + 1;
  for (const auto& shape : std::vector<std::pair<std::uint64_t, std::uint64_t>>{
           {0, 0}, {0, 3}, {2, 3}, {3, 2}, {1, 2}, {2, 0}, {too_wide, too_wide}, {too_wide, 1}}) {
    const std::uint64_t rows = shape.first;  // not a structured binding: clang 14's lambdas cannot capture one
    const std::uint64_t columns = shape.second;
    SCOPED_TRACE(std::to_string(rows) + " x " + std::to_string(columns));
    const Grid nested(rows, std::vector<int>(rows <= 3 ? columns : 0, -1));  // the side alone refuses the wide ones
    const std::string want = board_error_text([&] { (void)snl::Board::from_grid(nested); });
    ASSERT_NE(want, "");
    EXPECT_EQ(board_error_text([&] { (void)snl::Board::from_grid_view(snl::GridView{{}, rows, columns}); }), want);
    if (rows <= 3) {
      const std::vector<int> cells(rows * columns, -1);
      EXPECT_EQ(board_error_text([&] { (void)snl::Board::from_grid_view({cells, rows, columns}); }), want);
    }
  }
}
