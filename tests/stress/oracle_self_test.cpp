// tests/stress/oracle_self_test.cpp — the independent model of the rules (tests/support/oracle.hpp) checked
// itself: its numbering, its distances, and certificate checkers that reject broken routes and tables (a checker
// that accepts everything would prove nothing).
#include <gtest/gtest.h>

#include <vector>

#include "oracle.hpp"
#include "snl/route.hpp"

namespace {

using Grid = std::vector<std::vector<int>>;

}  // namespace

TEST(OracleSelfTest, Numbering) {
  EXPECT_EQ(oracle::grid_with(2, {{1, 4}, {2, 2}, {3, 1}, {4, 3}}), (Grid{{3, 1}, {4, 2}}));
  EXPECT_EQ(oracle::landing_ends({{3, 1}, {4, 2}}), (std::vector<int>{0, 4, 2, 1, 3}));
}

TEST(OracleSelfTest, Distances) {
  EXPECT_EQ(oracle::distances(oracle::grid_with(3, {})), (std::vector<std::int64_t>{-1, 0, 1, 1, 1, 1, 1, 1, 2, 2}));
  EXPECT_EQ(oracle::distances(oracle::grid_with(2, {{2, 1}, {3, 1}, {4, 1}})),
            (std::vector<std::int64_t>{-1, 0, -1, -1, -1}));
  EXPECT_EQ(oracle::min_rolls({{-1}}), 0);
  EXPECT_EQ(oracle::min_rolls(oracle::grid_with(4, {{2, 8}, {8, 16}})), 2);
}

TEST(OracleSelfTest, CheckRouteAcceptsValidRoutes) {
  const Grid two = oracle::grid_with(2, {});
  EXPECT_EQ(oracle::check_route(two, {1, {snl::Step{1, 3, 4, 4}}}), "");
  EXPECT_EQ(oracle::check_route({{-1}}, {0, {}}), "");
  EXPECT_EQ(oracle::check_route(oracle::grid_with(2, {{4, 1}}), {-1, {}}), "");
  const Grid ladder = oracle::grid_with(4, {{3, 13}});
  EXPECT_EQ(oracle::check_route(ladder, {2, {snl::Step{1, 2, 3, 13}, snl::Step{13, 3, 16, 16}}}), "");
  const Grid plain = oracle::grid_with(4, {});
  EXPECT_EQ(oracle::check_route(plain, {3, {snl::Walk{1, 16, 3}}}), "");
  EXPECT_EQ(oracle::check_route(plain, {15, {snl::Walk{1, 16, 15}}}), "");
  EXPECT_EQ(oracle::check_route(plain, {4, {snl::Walk{1, 10, 2}, snl::Walk{10, 16, 2}}}), "");
  // Five snake heads in a row can be walked over; the walk's start may be a head.
  const Grid five = oracle::grid_with(4, {{1, 9}, {8, 1}, {9, 1}, {10, 1}, {11, 1}, {12, 1}});
  EXPECT_EQ(oracle::check_route(five, {3, {snl::Walk{1, 16, 3}}}), "");
}

TEST(OracleSelfTest, CheckRouteRejectsBrokenRoutes) {
  const Grid plain = oracle::grid_with(4, {});
  const Grid ladder = oracle::grid_with(4, {{3, 13}, {13, 1}});
  const auto rejects = [](const Grid& grid, const snl::Solution& solution) {
    return !oracle::check_route(grid, solution).empty();
  };
  EXPECT_TRUE(rejects(plain, {3, {snl::Step{2, 6, 8, 8}, snl::Step{8, 6, 14, 14}, snl::Step{14, 2, 16, 16}}}));
  EXPECT_TRUE(rejects(plain, {2, {snl::Step{1, 7, 8, 8}, snl::Step{8, 8, 16, 16}}}));       // rolls of 7 and 8
  EXPECT_TRUE(rejects(plain, {1, {snl::Step{1, 0, 1, 1}}}));                                // a roll of 0
  EXPECT_TRUE(rejects(plain, {2, {snl::Step{1, 6, 8, 8}, snl::Step{8, 6, 16, 16}}}));       // land != from + roll
  EXPECT_TRUE(rejects(plain, {1, {snl::Step{1, 6, 7, 7}}}));                                // ends before 16
  EXPECT_TRUE(rejects(plain, {4, {snl::Step{1, 6, 7, 7}, snl::Step{7, 6, 13, 13}, snl::Step{13, 3, 16, 16}}}));
  EXPECT_TRUE(rejects(plain, {-1, {snl::Step{1, 6, 7, 7}}}));                               // unreachable, a route
  EXPECT_TRUE(rejects(plain, {3, {}}));                                                     // no route
  EXPECT_TRUE(rejects(ladder, {2, {snl::Step{1, 2, 3, 3}, snl::Step{3, 6, 9, 9}}}));        // ladder not taken
  EXPECT_TRUE(rejects(ladder, {2, {snl::Step{1, 2, 3, 1}, snl::Step{1, 6, 7, 7}}}));        // chained
  EXPECT_TRUE(rejects(oracle::grid_with(2, {{4, 1}}), {1, {snl::Step{1, 3, 4, 4}}}));       // the snake on 4
  EXPECT_TRUE(rejects(oracle::grid_with(2, {}), {2, {snl::Step{1, 3, 4, 4}, snl::Step{4, 1, 5, 5}}}));
  // Walks.
  EXPECT_TRUE(rejects(plain, {2, {snl::Walk{1, 16, 2}}}));   // 15 squares in 2 rolls
  EXPECT_TRUE(rejects(plain, {16, {snl::Walk{1, 16, 16}}}));  // 15 squares in 16 rolls
  EXPECT_TRUE(rejects(plain, {0, {snl::Walk{1, 1, 0}}}));
  EXPECT_TRUE(rejects(plain, {1, {snl::Walk{16, 1, 1}}}));
  EXPECT_TRUE(rejects(plain, {3, {snl::Walk{2, 16, 3}}}));   // does not start on 1
  const Grid six = oracle::grid_with(4, {{7, 1}, {8, 1}, {9, 1}, {10, 1}, {11, 1}, {12, 1}});
  EXPECT_TRUE(rejects(six, {3, {snl::Walk{1, 16, 3}}}));     // through a wall of six
  EXPECT_TRUE(rejects(oracle::grid_with(4, {{16, 2}, {5, 16}}), {3, {snl::Walk{1, 16, 3}}}));  // ends on a jump
  EXPECT_FALSE(rejects(oracle::grid_with(4, {{16, 16}}), {3, {snl::Walk{1, 16, 3}}}));  // a self-jump ends there
  EXPECT_FALSE(rejects(oracle::grid_with(4, {{13, 1}}), {3, {snl::Walk{1, 16, 3}}}));  // 13 can be stepped over
  EXPECT_FALSE(rejects(oracle::grid_with(4, {{4, 1}, {10, 1}}), {3, {snl::Walk{1, 16, 3}}}));
  // In three rolls the second landing must be one of 10..13.
  const Grid blocked = oracle::grid_with(4, {{10, 1}, {11, 1}, {12, 1}, {13, 1}});
  EXPECT_TRUE(rejects(blocked, {3, {snl::Walk{1, 16, 3}}}));
  EXPECT_FALSE(rejects(blocked, {4, {snl::Walk{1, 16, 4}}}));
}

TEST(OracleSelfTest, CheckDistancesRejectsWrongTables) {
  const Grid grid = oracle::grid_with(3, {{2, 9}});
  EXPECT_EQ(oracle::check_distances(grid, {-1, 0, -1, 1, 1, 1, 1, 1, 2, 1}), "");
  EXPECT_NE(oracle::check_distances(grid, {-1, 0, -1, 1, 1, 1, 1, 1, 2, 2}), "");  // 9 is one roll away
  EXPECT_NE(oracle::check_distances(grid, {-1, 0, 1, 1, 1, 1, 1, 1, 2, 1}), "");   // 2 is never stood on
  EXPECT_NE(oracle::check_distances(grid, {-1, 0, -1, 1, 1, 1, 1, 1, -1, 1}), "");  // 8 is reachable
  EXPECT_NE(oracle::check_distances(grid, {-1, 1, -1, 1, 1, 1, 1, 1, 2, 1}), "");   // start
  EXPECT_NE(oracle::check_distances(grid, {-1, 0, -1, 1, 1, 1, 1, 1, 2}), "");      // too short
}
