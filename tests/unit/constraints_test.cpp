// tests/unit/constraints_test.cpp — snl/constraints.hpp: each judge's sides and ends, the violation named in
// "expected …, found …" words with its square, names both ways, and boards generated within each constraint.
#include <gtest/gtest.h>

#include <variant>

#include "snl/constraints.hpp"
#include "snl/solve.hpp"

namespace {

snl::Board board(std::uint64_t side, std::vector<snl::Jump> jumps) { return snl::Board::square(side, std::move(jumps)); }

}  // namespace

TEST(Constraints, Names) {
  for (const std::string_view name : snl::constraints_names()) {
    ASSERT_TRUE(snl::constraints_named(name));
    EXPECT_EQ(snl::name_of(*snl::constraints_named(name)), name);
  }
  EXPECT_FALSE(snl::constraints_named("hackerrank"));
  EXPECT_EQ(snl::describe(snl::Constraints::leetcode), "2 ≤ n ≤ 20, squares 1 and n² without jumps");
  EXPECT_EQ(snl::describe(snl::Constraints::codestudio), "1 ≤ n ≤ 100");
}

TEST(Constraints, LeetCodeSides) {
  EXPECT_FALSE(snl::meets(board(1, {}), snl::Constraints::leetcode));
  EXPECT_TRUE(snl::meets(board(2, {}), snl::Constraints::leetcode));
  EXPECT_TRUE(snl::meets(board(20, {}), snl::Constraints::leetcode));
  const auto wrong = snl::violation(board(21, {}), snl::Constraints::leetcode);
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->message(), "expected an n×n board with 2 ≤ n ≤ 20 (leetcode), found n = 21");
  EXPECT_FALSE(wrong->square);
}

TEST(Constraints, LeetCodeEnds) {
  auto wrong = snl::violation(board(3, {{1, 5}}), snl::Constraints::leetcode);
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->square, snl::Label{1});
  EXPECT_EQ(wrong->found, "a jump to 5");
  wrong = snl::violation(board(3, {{4, 6}, {9, 2}}), snl::Constraints::leetcode);
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->square, snl::Label{9});
  // A ladder to n² or a snake to 1 is allowed: only the squares' own jumps are not.
  EXPECT_TRUE(snl::meets(board(3, {{2, 9}, {8, 1}}), snl::Constraints::leetcode));
  EXPECT_EQ(snl::without_forbidden_ends(board(3, {{1, 5}, {4, 6}, {9, 2}}), snl::Constraints::leetcode),
            board(3, {{4, 6}}));
  EXPECT_EQ(snl::without_forbidden_ends(board(1, {{1, 1}}), snl::Constraints::leetcode), board(1, {}));
}

TEST(Constraints, CodeStudioAndAny) {
  EXPECT_TRUE(snl::meets(board(1, {}), snl::Constraints::codestudio));
  EXPECT_TRUE(snl::meets(board(3, {{1, 5}, {9, 2}}), snl::Constraints::codestudio));
  EXPECT_FALSE(snl::meets(board(101, {}), snl::Constraints::codestudio));
  EXPECT_TRUE(snl::meets(board(101, {{1, 5}}), snl::Constraints::any));
  EXPECT_FALSE(snl::meets(snl::Board::track(10, {}), snl::Constraints::codestudio));
}

TEST(Constraints, GeneratedBoardsStayWithin) {
  for (const snl::Constraints constraints : {snl::Constraints::leetcode, snl::Constraints::codestudio}) {
    snl::Rng rng(7);
    std::uint64_t smallest = 1000;
    std::uint64_t largest = 0;
    bool first = false;
    for (std::uint64_t index = 0; index < 400; ++index) {
      const snl::Board b = snl::tricky_board(index, 12, constraints, rng);
      ASSERT_TRUE(snl::meets(b, constraints)) << index;
      smallest = std::min(smallest, b.side());
      largest = std::max(largest, b.side());
      first = first || (!b.jumps().empty() && b.jumps().front().from == 1);
    }
    EXPECT_EQ(smallest, snl::limits_of(constraints).min_side);
    EXPECT_EQ(largest, 12U);
    EXPECT_EQ(first, constraints == snl::Constraints::codestudio);  // the tricky series puts jumps on square 1
  }
}

TEST(Constraints, HardShapesStayWithin) {
  for (const snl::Constraints constraints : {snl::Constraints::leetcode, snl::Constraints::codestudio}) {
    snl::Rng rng(11);
    for (std::uint64_t side = snl::limits_of(constraints).min_side; side <= 20; ++side) {
      for (std::uint64_t shape = 0; shape < 3 * snl::kHardShapes; ++shape) {
        const snl::Board b = snl::hard_shape(shape, side, constraints, rng);
        ASSERT_TRUE(snl::meets(b, constraints)) << side << " " << shape;
        ASSERT_EQ(b.side(), side);
      }
      for (std::uint64_t index = 0; index < 20; ++index) {
        const snl::Board b = snl::board_of_side(index, side, constraints, rng);
        ASSERT_TRUE(snl::meets(b, constraints)) << side << " " << index;
        ASSERT_EQ(b.side(), side);
      }
    }
    std::uint64_t largest = 0;
    for (std::uint64_t index = 0; index < 200; ++index) {
      const snl::Board b = snl::check_board(index, 20, constraints, rng);
      ASSERT_TRUE(snl::meets(b, constraints)) << index;
      largest = std::max(largest, b.side());
    }
    EXPECT_EQ(largest, 20U);
  }
}

TEST(Constraints, ZigzagNeedsASnakeForEveryTwoRegions) {
  // The zigzag's way on goes back down a snake again and again: a solution that relaxes squares in label order
  // needs a pass per snake.
  for (const std::uint64_t seed : {1, 2, 3, 4, 5}) {
    snl::Rng rng(seed);
    const snl::Board b = snl::hard_shape(0, 16, snl::Constraints::leetcode, rng);
    const snl::Solution solution = snl::solve(b);
    ASSERT_GT(solution.rolls, 0) << seed;
    int snakes = 0;
    for (const snl::Leg& leg : solution.route) {
      if (const auto* step = std::get_if<snl::Step>(&leg); step && step->to < step->land) ++snakes;
    }
    EXPECT_GE(snakes, 8) << seed;
  }
}

TEST(Constraints, EveryBoardOfASmallSide) {
  // Side 2 within LeetCode's constraints: squares 2 and 3 each plain or a jump to one of the three other squares,
  // counted by hand: 4 × 4 = 16, all different, all within the constraints. Without them: 4^4 = 256.
  const std::vector<snl::Board> leetcode = snl::every_board_of_side(2, snl::Constraints::leetcode, 256);
  ASSERT_EQ(leetcode.size(), 16U);
  for (std::size_t k = 0; k < leetcode.size(); ++k) {
    EXPECT_TRUE(snl::meets(leetcode[k], snl::Constraints::leetcode));
    EXPECT_EQ(leetcode[k].side(), 2U);
    for (std::size_t j = 0; j < k; ++j) EXPECT_FALSE(leetcode[j] == leetcode[k]) << j << " " << k;
  }
  EXPECT_EQ(snl::every_board_of_side(2, snl::Constraints::any, 256).size(), 256U);
  EXPECT_EQ(snl::every_board_of_side(1, snl::Constraints::any, 256).size(), 1U);
  // Past the bound: none (side 3 has 9^9 before the constraints).
  EXPECT_TRUE(snl::every_board_of_side(2, snl::Constraints::any, 255).empty());
  EXPECT_TRUE(snl::every_board_of_side(3, snl::Constraints::leetcode, 256).empty());
}
