// tests/unit/bitset_bfs_test.cpp — snl/bitset_bfs.hpp: GridBits checks every cell as Board::from_grid does (in
// vector lanes and tails, in both halves of a large grid) and reads heads and destinations in place; BitBoard's
// heads and ranks across word edges; many heads in one roll. (Its answers against the oracle: solve_test.cpp and
// tests/stress.)
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "oracle.hpp"
#include "worked_examples.hpp"
#include "snl/snl.hpp"
#include "solve/bitset/grid_cells.hpp"

using test::Example;
using test::Grid;
using test::run_of;
using test::worked_examples;

namespace {

/// snl::min_rolls reads the grid in place (GridBits): a bad grid must be refused with Board::from_grid's words.
void expect_refused_alike(const std::vector<std::vector<int>>& grid) {
  std::string want;
  try {
    (void)snl::Board::from_grid(grid);
  } catch (const snl::BoardError& e) {
    want = e.what();
  }
  ASSERT_FALSE(want.empty()) << "Board::from_grid accepted the grid";
  try {
    (void)snl::GridBits(grid);
    ADD_FAILURE() << "GridBits accepted: " << want;
  } catch (const snl::BoardError& e) {
    EXPECT_EQ(e.what(), want);
  }
  // The same grid in one block (square grids only: a view has rows of one length).
  if (grid.empty() || grid.size() != grid.front().size()) return;
  const std::vector<int> cells = test::flat_cells(grid);
  if (cells.size() != grid.size() * grid.size()) return;
  try {
    (void)snl::GridBits(snl::GridView{cells, grid.size(), grid.size()});
    ADD_FAILURE() << "GridBits accepted the view: " << want;
  } catch (const snl::BoardError& e) {
    EXPECT_EQ(e.what(), want);
  }
  const std::vector<std::int64_t> wide = test::flat_cells64(grid);
  try {
    (void)snl::GridBits(snl::GridView64{wide, grid.size(), grid.size()});
    ADD_FAILURE() << "GridBits accepted the 64-bit view: " << want;
  } catch (const snl::BoardError& e) {
    EXPECT_EQ(e.what(), want);
  }
}

}  // namespace

TEST(MinRolls, GridErrorsAreBoardFromGridErrors) {
  const std::vector<std::vector<std::vector<int>>> bad{
      {}, {{-1, -1}, {-1}}, {{-1, -1}, {-1, 0}}, {{-1, -1}, {-1, 5}}, {{-1, -1}, {-2, -1}}, {{-1, 3, -1}, {-1, -1, 10}, {-1, -1, -1}}};
  for (const auto& grid : bad) expect_refused_alike(grid);
}

TEST(GridBits, ChecksEveryCellInVectorsAndTails) {
  // GridBits checks values 8 to a vector with a scalar tail (4 to a vector for 64-bit cells): each bad value, in a
  // vector lane or the tail, in the first row or another, must be refused with Board::from_grid's words; the
  // extremes of the good ones pass.
  for (const int n : {8, 9, 11, 17}) {
    const int squares = n * n;
    for (const int bad : {-2, 0, squares + 1, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()}) {
      for (const auto& [row, column] : {std::pair{0, 0}, {n - 1, 5}, {n / 2, n - 1}, {1, 7}}) {
        std::vector<std::vector<int>> grid(n, std::vector<int>(n, -1));
        grid[row][column] = bad;
        SCOPED_TRACE("n " + std::to_string(n) + ": " + std::to_string(bad) + " at " + std::to_string(row) + "," +
                     std::to_string(column));
        expect_refused_alike(grid);
      }
    }
    std::vector<std::vector<int>> good(n, std::vector<int>(n, -1));
    good[0][0] = squares;
    good[n - 1][7] = 1;
    good[n / 2][n - 1] = squares;
    EXPECT_EQ(snl::GridBits(good).jump_count(), 3U) << n;
    EXPECT_EQ(snl::GridBits(good).to_board(), snl::Board::from_grid(good)) << n;
    const std::vector<int> cells = test::flat_cells(good);
    const snl::GridBits view(snl::GridView{cells, good.size(), good.size()});
    EXPECT_EQ(view.jump_count(), 3U) << n;
    EXPECT_EQ(view.to_board(), snl::Board::from_grid(good)) << n;
    const std::vector<std::int64_t> wide = test::flat_cells64(good);
    const snl::GridBits wide_view(snl::GridView64{wide, good.size(), good.size()});
    EXPECT_EQ(wide_view.jump_count(), 3U) << n;
    EXPECT_EQ(wide_view.to_board(), snl::Board::from_grid(good)) << n;
  }
}

TEST(GridBits, ReadsTheJumpsOf64BitCellsInBothDirections) {
  // Rows run left to right and right to left: every cell's jump bit and destination, read from 64-bit cells in
  // stretches of every length and start (the two-cell vectors and their tails), match the C-int grid's.
  const int n = 9;
  std::vector<std::vector<int>> grid(n, std::vector<int>(n, -1));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if ((r * 7 + c * 3) % 4 != 0) grid[r][c] = 1 + (r * n + c * 5) % (n * n);
    }
  }
  const std::vector<int> cells = test::flat_cells(grid);
  const std::vector<std::int64_t> wide = test::flat_cells64(grid);
  const snl::GridBits narrow_bits(snl::GridView{cells, n, n});
  const snl::GridBits wide_bits(snl::GridView64{wide, n, n});
  for (std::uint64_t row = 0; row < n; ++row) {
    for (std::uint64_t column = 0; column < n; ++column) {
      EXPECT_EQ(wide_bits.cell(row, column), static_cast<std::uint32_t>(grid[row][column]));
      for (std::uint64_t count = 1; count <= n - column; ++count) {
        EXPECT_EQ(wide_bits.jump_bits(row, column, count, true), narrow_bits.jump_bits(row, column, count, true));
      }
      for (std::uint64_t count = 1; count <= column + 1; ++count) {
        EXPECT_EQ(wide_bits.jump_bits(row, column, count, false), narrow_bits.jump_bits(row, column, count, false));
      }
    }
  }
  EXPECT_EQ(wide_bits.to_board(), snl::Board::from_grid(grid));
  for (std::size_t word = 0; word <= 81 / 64; ++word) EXPECT_EQ(wide_bits.read_heads(word), narrow_bits.read_heads(word));
}

TEST(GridBits, ChecksBothHalvesOfALargeGrid) {
  // From 2^20 squares the top and bottom halves are checked on two threads: a bad value in either half, or in
  // both (the message names the first in reading order, as Board::from_grid does), is refused alike, and the
  // per-row facts both halves write are whole.
  const int n = 1024;
  std::vector<std::vector<int>> grid(n, std::vector<int>(n, -1));
  for (const auto& cells : {std::vector<std::pair<int, int>>{{3, 9}}, {{n - 2, 1000}}, {{n / 2, 0}, {n / 2 - 1, 5}},
                            {{10, 10}, {n - 1, n - 1}}}) {
    std::vector<std::vector<int>> bad = grid;
    for (const auto& [row, column] : cells) bad[row][column] = 0;
    expect_refused_alike(bad);
  }
  grid[0][0] = n * n;       // top row: square n² - n + 1
  grid[n - 1][1] = 7;       // bottom row: square 2
  grid[n / 2][3] = 12'345;  // the first row of the bottom half
  const snl::GridBits bits(grid);
  EXPECT_EQ(bits.jump_count(), 3U);
  EXPECT_EQ(bits.to_board(), snl::Board::from_grid(grid));
  const std::vector<int> cells = test::flat_cells(grid);
  EXPECT_EQ(snl::GridBits(snl::GridView{cells, n, n}).to_board(), snl::Board::from_grid(grid));
  EXPECT_EQ(bits.largest_destination(0), 7U);
  EXPECT_EQ(bits.largest_destination(n - 1 - n / 2), 12'345U);
  EXPECT_EQ(bits.largest_destination(n - 1), static_cast<std::uint32_t>(n * n));
  EXPECT_EQ(bits.largest_destination(1), 0U);
}

TEST(BitBoard, HeadsAndDestinationsAcrossWordEdges) {
  // A 9×9 board (81 squares, two words) with jumps on both sides of the word edge at 63/64 and on the last square;
  // the grid form works out each word from cells of several rows, in both directions.
  const snl::Board board = snl::Board::square(9, {{2, 70}, {63, 5}, {64, 80}, {65, 1}, {81, 3}});
  const auto grid = snl::to_grid(board);
  const snl::BitBoard bits(board);
  snl::GridBits in_place(grid);
  EXPECT_EQ(in_place.squares(), 81U);
  EXPECT_EQ(in_place.jump_count(), 5U);
  EXPECT_EQ(in_place.to_board(), board);
  for (std::size_t word : {1, 0}) {  // the second word first: each is worked out on its own
    const std::uint64_t want = word == 0 ? (std::uint64_t{1} << 2) | (std::uint64_t{1} << 63)
                                         : std::uint64_t{1} | (std::uint64_t{1} << 1) | (std::uint64_t{1} << 17);
    EXPECT_EQ(bits.heads(word), want);
    EXPECT_EQ(in_place.heads(word), want);
  }
  for (const auto& [word, bit, to] : {std::tuple{0, 63, 5U}, {1, 0, 80U}, {1, 17, 3U}, {0, 2, 70U}}) {
    EXPECT_EQ(bits.destination(word, bit), to);
    EXPECT_EQ(in_place.destination(word, bit), to);
  }
}

TEST(GridBits, WordsSpanningManyRows) {
  // Sides below 64 put several rows, alternating in direction, into one word: every head of a 7×7 board with a
  // jump on each square must come out, and a plain grid has none.
  std::vector<snl::Jump> everywhere;
  for (snl::Label from = 1; from <= 49; ++from) everywhere.push_back({from, 50 - from});
  const snl::Board full = snl::Board::square(7, everywhere);
  const auto grid = snl::to_grid(full);
  snl::GridBits in_place(grid);
  EXPECT_EQ(in_place.heads(0), ((std::uint64_t{1} << 50) - 1) & ~std::uint64_t{1});
  for (int bit = 1; bit <= 49; ++bit) EXPECT_EQ(in_place.destination(0, bit), 50U - bit) << bit;
  EXPECT_EQ(in_place.to_board(), full);
  const std::vector<std::vector<int>> plain(7, std::vector<int>(7, -1));
  snl::GridBits none(plain);
  EXPECT_EQ(none.jump_count(), 0U);
  EXPECT_EQ(none.heads(0), 0U);
  EXPECT_EQ(none.to_board(), snl::Board::square(7, {}));
}

TEST(BitBoard, Tracks) {
  const snl::Board track = snl::Board::track(100, {{5, 99}, {98, 2}});
  EXPECT_EQ(snl::BitBoard(track).squares(), 100U);
  EXPECT_EQ(snl::min_rolls_bitset(snl::BitBoard(track)), snl::solve_bfs(track).rolls);
}

TEST(BitBoard, ManyHeadsInOneRoll) {
  // A tree of ladders: every square one roll from a square reached at roll k is a ladder to a square of its own,
  // 100 squares apart, so roll k lands on 6^k new heads in as many words: roll 5 takes 7,776, past the search's
  // queue of heads (256 words), which must be emptied mid-roll without losing any. Six heads after each square
  // of the tree are a wall, so the first square reached at roll 5 (the lowest, the first queued) is the only way
  // to the ladder just after it, which goes to the last square: 6 rolls, and more if that head were lost.
  std::vector<snl::Jump> jumps;
  std::vector<snl::Label> reached{1};
  snl::Label free = 101;
  for (int roll = 1; roll <= 5; ++roll) {
    std::vector<snl::Label> next;
    for (const snl::Label from : reached) {
      for (snl::Label face = 1; face <= 6; ++face, free += 100) {
        jumps.push_back({from + face, free});
        next.push_back(free);
      }
    }
    reached = std::move(next);
  }
  constexpr snl::Label kLast = 1'000'000;
  jumps.push_back({reached.front() + 1, kLast});
  const snl::Board track = snl::Board::track(kLast, jumps);
  ASSERT_EQ(snl::solve_bfs(track).rolls, 6);
  EXPECT_EQ(snl::min_rolls_bitset(track), 6);
  const snl::Board square = snl::Board::square(1000, jumps);  // the same jumps on a grid, read in place
  const auto grid = snl::to_grid(square);
  snl::GridBits in_place(grid);
  EXPECT_EQ(snl::min_rolls_bitset(in_place), 6);
}
