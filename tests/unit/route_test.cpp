// tests/unit/route_test.cpp — snl/route.hpp: the legs of a route (rolls_of, leg_from, leg_to) and expand_walks,
// which turns every walk into the rolls it stands for, each roll to the farthest plain square (checked as a
// certificate by the oracle, and against routes worked out by hand).
#include <gtest/gtest.h>

#include <variant>
#include <vector>

#include "oracle.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/route.hpp"
#include "snl/sparse.hpp"

namespace {

using snl::Board;
using snl::Leg;
using snl::Step;
using snl::Walk;

TEST(Route, LegsTellTheirRollsAndEnds) {
  const Leg step = Step{1, 2, 3, 9};
  const Leg walk = Walk{9, 33, 4};
  EXPECT_EQ(snl::rolls_of(step), 1u);
  EXPECT_EQ(snl::rolls_of(walk), 4u);
  EXPECT_EQ(snl::leg_from(step), 1u);
  EXPECT_EQ(snl::leg_to(step), 9u);
  EXPECT_EQ(snl::leg_from(walk), 9u);
  EXPECT_EQ(snl::leg_to(walk), 33u);
}

TEST(ExpandWalks, AWalkOverPlainSquaresIsSixAtATime) {
  const Board board = Board::square(6, {});  // 36 squares, no jump: 1 -> 7 -> ... -> 31 -> 36
  const std::vector<Leg> steps = snl::expand_walks(board, {Walk{1, 36, 6}});
  const std::vector<Leg> want{Step{1, 6, 7, 7},     Step{7, 6, 13, 13},   Step{13, 6, 19, 19},
                              Step{19, 6, 25, 25}, Step{25, 6, 31, 31}, Step{31, 5, 36, 36}};
  EXPECT_EQ(steps, want);
}

TEST(ExpandWalks, AWalkStepsOverJumpHeadsAndOntoSelfJumps) {
  // Heads at 6 and 7 (snakes) are stepped over; the self-jump at 11 is a square a roll may end on.
  const Board board = Board::square(4, {{6, 1}, {7, 1}, {11, 11}});
  const std::vector<Leg> steps = snl::expand_walks(board, {Walk{1, 16, 3}});
  const std::vector<Leg> want{Step{1, 4, 5, 5}, Step{5, 6, 11, 11}, Step{11, 5, 16, 16}};
  EXPECT_EQ(steps, want);
  snl::Solution solution{3, steps};
  EXPECT_EQ(oracle::check_route(oracle::grid_with(4, {{6, 1}, {7, 1}, {11, 11}}), solution), "");
}

TEST(ExpandWalks, StepsAreKeptAsTheyAre) {
  const Board board = Board::square(3, {{2, 9}});
  const std::vector<Leg> route{Step{1, 1, 2, 9}};
  EXPECT_EQ(snl::expand_walks(board, route), route);
}

TEST(ExpandWalks, ARouteTooLongToListIsRefusedBeforeAnyIsListed) {
  // A track of 6·(10^7 + 1) + 1 squares walked six at a time: one roll more than kMaxListedRolls.
  const std::uint64_t rolls = snl::kMaxListedRolls + 1;
  const Board board = Board::track(6 * rolls + 1, {});
  EXPECT_THROW(snl::expand_walks(board, {Walk{1, 6 * rolls + 1, rolls}}), snl::LimitError);
  EXPECT_EQ(snl::expand_walks(Board::track(13, {}), {Walk{1, 13, 2}}).size(), 2u);
}

TEST(ExpandWalks, TheSparseSolversRoutesBecomeCertificates) {
  // A sparse route with walks around two ladders and a snake, expanded and checked roll by roll by the oracle.
  const std::vector<std::pair<int, int>> jumps{{40, 90}, {95, 20}, {30, 99}, {55, 5}};
  std::vector<snl::Jump> board_jumps;
  for (const auto& [from, to] : jumps) board_jumps.push_back({static_cast<snl::Label>(from), static_cast<snl::Label>(to)});
  const Board board = Board::square(10, board_jumps);
  const snl::Solution solution = snl::solve_sparse(board, true);
  ASSERT_TRUE(solution.reachable());
  const snl::Solution expanded{solution.rolls, snl::expand_walks(board, solution.route)};
  for (const Leg& leg : expanded.route) EXPECT_TRUE(std::holds_alternative<Step>(leg));
  EXPECT_EQ(oracle::check_route(oracle::grid_with(10, jumps), expanded), "");
  EXPECT_EQ(solution.rolls, oracle::min_rolls(oracle::grid_with(10, jumps)));
}

}  // namespace
