// tests/stress/meeting_test.cpp — two searches meeting at a cut (snl/meeting_bfs.hpp) against the independent
// oracle (tests/support/oracle.hpp): random boards n = 4..20 with jumps of bounded length (some long, which the
// cut must decline), at every cut row, with the backward search run first and on its own
// thread; the answer must be the oracle's whenever the cut is taken, and the test fails unless many boards are
// decided at the window (so the meeting itself is what is checked, not the forward search alone). Also larger
// boards from snl::generate against the one-thread bitset BFS, and snl::min_rolls on a board large enough to
// take this path.
//
// Seed: SNL_SEED (decimal) when set, printed with the board on any failure.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "snl/generate.hpp"
#include "snl/meeting_bfs.hpp"
#include "snl/snl.hpp"
#include "oracle.hpp"

namespace {

using Grid = std::vector<std::vector<int>>;

std::uint64_t seed() {
  if (const char* text = std::getenv("SNL_SEED"); text != nullptr && *text != '\0') {
    return std::strtoull(text, nullptr, 10);
  }
  return 0x3EE7'0909;
}

std::string show(const Grid& grid) {
  std::string text;
  for (const auto& row : grid) {
    for (const int cell : row) text += std::to_string(cell) + " ";
    text += "\n";
  }
  return text;
}

/// A random n×n grid: each square from 2 on jumps with probability `density`, at most `reach` squares away
/// (a snake or a ladder, clamped to the board); now and then a wall of six snake heads.
Grid random_grid(std::mt19937_64& rng, int n, double density, int reach) {
  const int last = n * n;
  std::vector<std::pair<int, int>> jumps;
  std::bernoulli_distribution jumps_here(density);
  std::uniform_int_distribution<int> offset(-reach, reach);
  for (int head = 2; head <= last; ++head) {
    if (jumps_here(rng)) jumps.emplace_back(head, std::clamp(head + offset(rng), 1, last));
  }
  if (std::uniform_int_distribution<int>(0, 9)(rng) == 0) {  // a wall: six heads in a row, all snakes
    const int start = std::uniform_int_distribution<int>(2, std::max(2, last - 6))(rng);
    for (int head = start; head < start + 6 && head <= last; ++head) {
      jumps.erase(std::remove_if(jumps.begin(), jumps.end(), [&](const auto& j) { return j.first == head; }),
                  jumps.end());
      jumps.emplace_back(head, std::max(1, head - 1 - std::uniform_int_distribution<int>(0, reach)(rng)));
    }
  }
  return oracle::grid_with(n, jumps);
}

TEST(MeetingStress, EveryCutAgreesWithTheOracle) {
  const std::uint64_t base = seed();
  std::mt19937_64 rng(base);
  int taken = 0, declined = 0, met = 0, unreachable = 0;
  for (int round = 0; round < 400; ++round) {
    const int n = std::uniform_int_distribution<int>(4, 20)(rng);
    const double density = std::uniform_real_distribution<double>(0.0, 0.4)(rng);
    const int reach = round % 5 == 0 ? n * n : std::uniform_int_distribution<int>(1, 2 * n)(rng);
    const Grid grid = random_grid(rng, n, density, reach);
    const std::int64_t expected = oracle::min_rolls(grid);
    unreachable += expected < 0;
    snl::GridBits bits(grid);
    for (std::uint64_t cut_row = 1; cut_row < static_cast<std::uint64_t>(n); ++cut_row) {
      {
        for (const bool threaded : {false, true}) {
          const auto answer = snl::min_rolls_meeting(bits, {.cut_row = cut_row, .threaded = threaded});
          if (!answer) {
            ++declined;
            continue;
          }
          ++taken;
          met += answer->met;
          ASSERT_EQ(answer->rolls, expected)
              << "seed " << base << ", round " << round << ", cut row " << cut_row
              << (threaded ? ", threaded" : ", in turn") << (answer->met ? ", met" : ", forward alone") << "\n"
              << show(grid);
        }
      }
    }
  }
  // The checks above mean something only if the cut is often taken and often decides.
  EXPECT_GT(taken, 2000);
  EXPECT_GT(met, 1000);
  EXPECT_GT(declined, 100);
  EXPECT_GT(unreachable, 5);
  std::printf("seed %llu: %d cuts taken (%d decided at the window), %d declined; %d boards unreachable\n",
              static_cast<unsigned long long>(base), taken, met, declined, unreachable);
}

TEST(MeetingStress, LargerBoardsAgreeWithTheBitsetBfs) {
  for (const std::uint64_t side : {64, 150, 301}) {
    for (const std::uint64_t reach : {6, 50, 200}) {
      snl::GenerateOptions options;
      options.side = side;
      options.density = 0.1;
      options.max_distance = reach;
      snl::Rng rng(909 + side + reach);
      const Grid grid = snl::to_grid(snl::generate(options, rng));
      snl::GridBits bits(grid);
      snl::GridBits alone(grid);
      const std::int64_t expected = snl::min_rolls_bitset(alone);
      for (const bool threaded : {false, true}) {
        const auto answer =
            snl::min_rolls_meeting(bits, {.cut_row = snl::default_cut_row(side), .threaded = threaded});
        if (reach >= side) continue;  // a jump may cross the row below the cut: the cut may be declined
        ASSERT_TRUE(answer.has_value()) << side << " " << reach;
        EXPECT_EQ(answer->rolls, expected) << side << " " << reach;
        if (!threaded) {  // on threads, either search may finish first
          EXPECT_TRUE(answer->met) << side << " " << reach;
        }
      }
    }
  }
}

TEST(MeetingStress, OnlyLaddersCrossingTheCutFromAfarDecline) {
  // A ladder from the bottom row to the top: every route may skip the window.
  Grid grid = oracle::grid_with(10, {{3, 95}});
  snl::GridBits bits(grid);
  EXPECT_FALSE(snl::min_rolls_meeting(bits, {.cut_row = 5}).has_value());
  // A ladder from far below that does not cross the cut is taken, even into the backward region (at cut row 24,
  // cut 721, the window from 715, the region from 704).
  grid = oracle::grid_with(30, {{40, 710}});
  snl::GridBits far(grid);
  const std::int64_t expected = oracle::min_rolls(grid);
  EXPECT_FALSE(snl::min_rolls_meeting(far, {.cut_row = 5}).has_value());   // it crosses these cuts
  EXPECT_FALSE(snl::min_rolls_meeting(far, {.cut_row = 23}).has_value());
  for (const std::uint64_t cut_row : {1, 24, 25}) {  // its head above the cut, or its end below
    const auto answer = snl::min_rolls_meeting(far, {.cut_row = cut_row, .threaded = false});
    ASSERT_TRUE(answer.has_value()) << cut_row;
    EXPECT_EQ(answer->rolls, expected) << cut_row;
  }
}

TEST(MeetingStress, ARouteThatLeavesTheRegionMeetsAtItsLastCrossing) {
  // 16×16, cut at square 161 (row 10), the window from 144 (a ladder 150 -> 255 crosses the cut), the backward
  // region from 128. The one short route crosses the cut twice: 2 -> 158, then 164 snakes to 120 below the region,
  // 125 -> 149, 150 -> 255, 256: five rolls. The backward search never follows 164 -> 120, so square 158 (where the
  // route first crosses) gets a long way to the end; square 149 (where it crosses last) gets the right one.
  const Grid grid = oracle::grid_with(16, {{2, 158}, {164, 120}, {125, 149}, {150, 255}});
  ASSERT_EQ(oracle::min_rolls(grid), 5);
  snl::GridBits bits(grid);
  for (const bool threaded : {false, true}) {
    const auto answer = snl::min_rolls_meeting(bits, {.cut_row = 10, .threaded = threaded});
    ASSERT_TRUE(answer.has_value());
    EXPECT_EQ(answer->rolls, 5);
    if (!threaded) {
      EXPECT_TRUE(answer->met);
    }
  }
}

TEST(MeetingStress, MinRollsTakesTheCutOnLargeBoards) {
  // 1024×1024 = 2^20 squares, short jumps: snl::min_rolls meets at the default cut (when two cores are there).
  snl::GenerateOptions options;
  options.side = 1024;
  options.density = 0.1;
  options.max_distance = 50;
  snl::Rng rng(909);
  const Grid grid = snl::to_grid(snl::generate(options, rng));
  snl::GridBits alone(grid);
  const std::int64_t expected = snl::min_rolls_bitset(alone);
  EXPECT_EQ(snl::min_rolls(grid), expected);
  snl::GridBits bits(grid);
  const auto answer = snl::min_rolls_meeting(bits, {.cut_row = snl::default_cut_row(1024)});
  ASSERT_TRUE(answer.has_value());
  EXPECT_EQ(answer->rolls, expected);
}

}  // namespace
