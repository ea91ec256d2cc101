// tests/unit/race_test.cpp — snl/race.hpp: each player's chance of winning a race under way.
#include <gtest/gtest.h>

#include <numeric>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/race.hpp"

namespace {

snl::Board leetcode() { return snl::Board::square(6, {{2, 15}, {14, 35}, {17, 13}}); }
snl::Board classic() {
  return snl::Board::square(10, {{1, 38}, {4, 14}, {9, 31}, {21, 42}, {28, 84}, {36, 44}, {51, 67}, {71, 91},
                                 {80, 100}, {16, 6}, {47, 26}, {49, 11}, {56, 53}, {62, 19}, {64, 60}, {87, 24},
                                 {93, 73}, {95, 75}, {98, 78}});
}

TEST(Race, FromTheStartItIsTheAnalysisOfThatManyPlayers) {
  for (const snl::Board& board : {leetcode(), classic()}) {
    for (int players = 1; players <= 4; ++players) {
      snl::AnalysisOptions options;
      options.players = players;
      const snl::Analysis analysis = snl::analyze(board, options);
      const std::vector<snl::Label> positions(static_cast<std::size_t>(players), 1);
      const snl::RaceChances race = snl::race_chances(board, positions, 0);
      ASSERT_TRUE(race.settled);
      for (int i = 0; i < players; ++i) {
        const double expected = players == 1 ? 1.0 : analysis.players[static_cast<std::size_t>(i)].win_probability;
        EXPECT_NEAR(race.wins[static_cast<std::size_t>(i)], expected, 1e-9) << players << " players, player " << i;
      }
    }
  }
}

TEST(Race, TheTurnMovesTheAdvantage) {
  const std::vector<snl::Label> positions{1, 1};
  const snl::RaceChances first = snl::race_chances(classic(), positions, 0);
  const snl::RaceChances second = snl::race_chances(classic(), positions, 1);
  EXPECT_NEAR(first.wins[0], second.wins[1], 1e-12);
  EXPECT_GT(first.wins[0], first.wins[1]);
  EXPECT_NEAR(first.wins[0] + first.wins[1], 1.0, 1e-9);
}

TEST(Race, AheadIsLikelierAndTheLastSquareHasWon) {
  const std::vector<snl::Label> ahead{35, 1};
  const snl::RaceChances race = snl::race_chances(leetcode(), ahead, 1);
  EXPECT_GT(race.wins[0], 0.5);
  EXPECT_NEAR(race.wins[0] + race.wins[1], 1.0, 1e-9);
  const std::vector<snl::Label> done{3, 36};
  EXPECT_EQ(snl::race_chances(leetcode(), done, 0).wins, (std::vector<double>{0.0, 1.0}));
}

TEST(Race, APlayerWhoCannotFinishNeverWins) {
  // Behind a wall of six snake heads nothing finishes from square 1; from 11, one roll can.
  const snl::Board wall = snl::Board::square(4, {{5, 1}, {6, 2}, {7, 3}, {8, 1}, {9, 2}, {10, 3}});
  const std::vector<snl::Label> positions{1, 11};
  const snl::RaceChances race = snl::race_chances(wall, positions, 0);
  EXPECT_TRUE(race.settled);
  EXPECT_EQ(race.wins[0], 0.0);
  EXPECT_NEAR(race.wins[1], 1.0, 1e-9);
  const std::vector<snl::Label> alone{1};
  EXPECT_EQ(snl::race_chances(wall, alone, 0).wins[0], 0.0);
}

}  // namespace
