// tests/unit/bfs_test.cpp — snl/bfs.hpp beyond the answer (solve_test.cpp has that): roll_distances against the
// oracle and as a BFS certificate, and roll_layers' summary of them.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "oracle.hpp"
#include "worked_examples.hpp"
#include "snl/snl.hpp"

using test::Example;
using test::Grid;
using test::run_of;
using test::worked_examples;

TEST(RollDistances, StartIsZero) {
  const std::vector<std::int32_t> one = snl::roll_distances(snl::Board::square(1, {{1, 1}}));
  ASSERT_EQ(one.size(), 2U);
  EXPECT_EQ(one[1], 0);
  const std::vector<std::int32_t> two = snl::roll_distances(snl::Board::square(2, {{2, 1}, {3, 1}, {4, 1}}));
  ASSERT_EQ(two.size(), 5U);
  EXPECT_EQ(two[1], 0);
  EXPECT_EQ(two[2], -1);
  EXPECT_EQ(two[3], -1);
  EXPECT_EQ(two[4], -1);
}

TEST(RollDistances, PlainBoard) {
  const std::vector<std::int32_t> distances = snl::roll_distances(snl::Board::square(4, {}));
  ASSERT_EQ(distances.size(), 17U);
  for (int label = 1; label <= 16; ++label) {
    EXPECT_EQ(distances[static_cast<std::size_t>(label)], (label - 1 + 5) / 6) << label;
  }
}

TEST(RollDistances, NeverStoodOnSquaresAreMinusOne) {
  // Behind a wall of six snake heads 8..13 nothing can be stood on; the heads themselves neither.
  const Grid grid = oracle::grid_with(4, run_of(8, 13, 2));
  const std::vector<std::int32_t> distances = snl::roll_distances(snl::Board::from_grid(grid));
  ASSERT_EQ(distances.size(), 17U);
  for (int label = 8; label <= 16; ++label) EXPECT_EQ(distances[static_cast<std::size_t>(label)], -1) << label;
  EXPECT_EQ(distances[7], 1);
  EXPECT_EQ(distances[2], 1);
}

TEST(RollDistances, CompleteEvenPastTheLastSquaresDistance) {
  // A ladder to the last square makes it distance 1; the squares before it still get their own distances.
  const Grid grid = oracle::grid_with(6, {{2, 36}});
  const std::vector<std::int32_t> distances = snl::roll_distances(snl::Board::from_grid(grid));
  ASSERT_EQ(distances.size(), 37U);
  EXPECT_EQ(distances[36], 1);
  EXPECT_EQ(distances[35], 6);
  EXPECT_EQ(distances[2], -1);
  EXPECT_EQ(distances[3], 1);
}

TEST(RollDistances, MatchTheOracleAndCertifyThemselves) {
  for (const Example& example : worked_examples()) {
    SCOPED_TRACE(example.name);
    const std::vector<std::int32_t> distances = snl::roll_distances(snl::Board::from_grid(example.grid));
    const std::vector<std::int64_t> expected = oracle::distances(example.grid);
    ASSERT_EQ(distances.size(), expected.size());
    for (std::size_t label = 1; label < expected.size(); ++label) {
      EXPECT_EQ(distances[label], expected[label]) << "square " << label;
    }
    EXPECT_EQ(oracle::check_distances(example.grid, distances), "");
    EXPECT_EQ(distances.back(), example.rolls);
  }
}

TEST(RollLayers, CountsEachLayerAndTellsUnreachableFromJumpHeads) {
  // 3x3: the ladder 2 -> 9; snakes from 3..8 to 1 make every square from 3 on a head, never stood on.
  const snl::Board board = snl::Board::square(3, {{2, 9}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {7, 1}, {8, 1}});
  const snl::RollLayers layers = snl::roll_layers(board);
  EXPECT_EQ(layers.distance, snl::roll_distances(board));
  EXPECT_EQ(layers.deepest, 1);
  EXPECT_EQ(layers.counts, (std::vector<std::uint64_t>{1, 1}));  // square 1, then 9
  EXPECT_EQ(layers.jump_heads, 7u);                                // 2..8
  EXPECT_EQ(layers.unreachable, 0u);
}

TEST(RollLayers, PlainSquaresBehindAWallAreUnreachable) {
  // Six snake heads 2..7 wall off 8 and 9 (plain), and the self-jump at 8 counts as a plain square.
  const snl::Board board = snl::Board::square(3, {{2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {7, 1}, {8, 8}});
  const snl::RollLayers layers = snl::roll_layers(board);
  EXPECT_EQ(layers.deepest, 0);
  EXPECT_EQ(layers.counts, (std::vector<std::uint64_t>{1}));
  EXPECT_EQ(layers.jump_heads, 6u);
  EXPECT_EQ(layers.unreachable, 2u);
  EXPECT_EQ(layers.distance[9], -1);
}

TEST(RollLayers, EverySquareIsCountedOnce) {
  for (const Example& example : worked_examples()) {
    const snl::Board board = snl::Board::from_grid(example.grid);
    const snl::RollLayers layers = snl::roll_layers(board);
    std::uint64_t total = layers.unreachable + layers.jump_heads;
    for (const std::uint64_t count : layers.counts) total += count;
    EXPECT_EQ(total, board.squares()) << example.name;
  }
}

TEST(RollsToFinish, EachSquaresFigureIsTheAnswerOfTheBoardStartedThere) {
  // The oracle: solve the game from square p by a BFS of roll_distances' kind on the same board, for every p.
  for (const Example& example : worked_examples()) {
    SCOPED_TRACE(example.name);
    const snl::Board board = snl::Board::from_grid(example.grid);
    const std::vector<std::int32_t> to_finish = snl::rolls_to_finish(board);
    const std::uint64_t last = board.squares();
    ASSERT_EQ(to_finish.size(), last + 1);
    EXPECT_EQ(to_finish[last], 0);
    EXPECT_EQ(to_finish[1], example.rolls) << "from the start: the answer";
    for (snl::Label from = 1; from <= last; ++from) {
      std::vector<std::int64_t> seen(last + 1, -1);
      std::vector<snl::Label> queue{from};
      seen[from] = 0;
      for (std::size_t head = 0; head < queue.size(); ++head) {
        const snl::Label at = queue[head];
        for (snl::Label land = at + 1; land <= snl::last_landing(at, last); ++land) {
          const snl::Label to = board.end_of_landing(land);
          if (seen[to] < 0) {
            seen[to] = seen[at] + 1;
            queue.push_back(to);
          }
        }
      }
      EXPECT_EQ(to_finish[from], seen[last]) << "from square " << from;
    }
  }
}

TEST(RollsToFinish, BehindAWallNothingFinishes) {
  const snl::Board wall = snl::Board::square(4, {{5, 1}, {6, 2}, {7, 3}, {8, 1}, {9, 2}, {10, 3}});
  const std::vector<std::int32_t> to_finish = snl::rolls_to_finish(wall);
  EXPECT_EQ(to_finish[1], -1);
  EXPECT_EQ(to_finish[11], 1);
  EXPECT_EQ(to_finish[16], 0);
}
