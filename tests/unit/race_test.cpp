// tests/unit/race_test.cpp — snl/race.hpp: each player's chance of winning a race under way, under any GameRules.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/race.hpp"
#include "work_stages.hpp"

namespace {

using analyze_test::milton_bradley;

using snl::Board;
using snl::GameRules;
using snl::Overshoot;
using snl::TokenState;

Board leetcode() { return Board::square(6, {{2, 15}, {14, 35}, {17, 13}}); }
// Behind a wall of six snake heads nothing finishes from square 1 with a d6; from 11, one roll can.
Board wall() { return Board::square(4, {{5, 1}, {6, 2}, {7, 3}, {8, 1}, {9, 2}, {10, 3}}); }

GameRules rules(const char* die, Overshoot overshoot, int start, int again = 0, int limit = 0) {
  GameRules r;
  r.die = snl::Die::parse(die);
  r.overshoot = overshoot;
  r.start = start;
  if (again != 0) r.again = again;
  r.again_limit = limit;
  return r;
}

/// The rules the players' figures are checked under: each rule alone and a few together.
std::vector<GameRules> every_rule() {
  return {rules("6", Overshoot::stay, 1),       rules("2d6", Overshoot::stay, 1),
          rules("6", Overshoot::bounce, 1),     rules("6", Overshoot::finish, 1),
          rules("6", Overshoot::stay, 0),       rules("6", Overshoot::stay, 1, 6),
          rules("6", Overshoot::bounce, 0, 6, 3), rules("2d6", Overshoot::bounce, 0, 7, 2),
          rules("1:1,2:2,5:3", Overshoot::finish, 0, 5)};
}

/// analyze(board, {rules, players = P}).players equal the race with every token on the start, to_move 0.
void players_are_the_race_from_the_start(const Board& board, const std::vector<GameRules>& all = every_rule()) {
  for (const GameRules& r : all) {
    for (const int players : {1, 2, 4}) {
      snl::AnalysisOptions options;
      options.rules = r;
      options.players = players;
      const snl::Analysis analysis = snl::analyze(board, options);
      const std::vector<snl::Label> start(static_cast<std::size_t>(players), static_cast<snl::Label>(r.start));
      const snl::RaceChances race = snl::race_chances(board, r, start, 0);
      ASSERT_TRUE(race.settled);
      const std::string what = snl::size_name(board) + ", " + snl::describe(r) + ", " + std::to_string(players) + " players";
      for (std::size_t i = 0; i < race.wins.size(); ++i) {
        EXPECT_NEAR(race.wins[i], analysis.players[i].win_probability, 1e-9) << what << ", player " << i;
      }
      // The game's length: the players' own sums (analyze/players/players.cpp), infinite alike.
      ASSERT_EQ(race.expected_rounds.has_value(), analysis.expected_rounds.has_value()) << what;
      if (race.expected_rounds) {
        EXPECT_NEAR(*race.expected_rounds, *analysis.expected_rounds, 1e-9 * *analysis.expected_rounds) << what;
        EXPECT_NEAR(*race.expected_total_rolls, *analysis.expected_total_rolls, 1e-9 * *analysis.expected_total_rolls)
            << what;
      }
      ASSERT_GE(race.total_pmf.size(), 2u) << what;
      for (std::size_t n = 0; n < std::min(race.total_pmf.size(), analysis.total_pmf.size()); ++n) {
        EXPECT_NEAR(race.total_pmf[n], analysis.total_pmf[n], 1e-12) << what << ", turn " << n;
      }
    }
  }
}

TEST(Race, FromTheStartItIsTheAnalysisOfThatManyPlayers) { players_are_the_race_from_the_start(leetcode()); }
TEST(Race, FromTheStartOnTheClassicBoard) {
  players_are_the_race_from_the_start(milton_bradley(),
                                      {rules("2d6", Overshoot::bounce, 1), rules("6", Overshoot::stay, 0, 6, 3)});
}
TEST(Race, FromTheStartWithATrap) { players_are_the_race_from_the_start(wall()); }
TEST(Race, FromTheStartOnATrack) { players_are_the_race_from_the_start(Board::track(9, {{3, 8}, {7, 2}})); }

// Worked by hand: a 2-square track, both tokens on square 1; each roll finishes with probability 1/6 (a 1; the rest
// stay). The first to move wins with (1/6) / (1 − (5/6)²) = 6/11; a round ends the game with 1 − 25/36 = 11/36, so
// E[rounds] = 36/11; each round has 1 + 5/6 rolls on average, so E[total rolls] = 36/11 · 11/6 = 6.
TEST(Race, TheLengthOfAGameUnderWayByHand) {
  const Board board = Board::track(2, {});
  const std::vector<snl::Label> both{1, 1};
  for (const std::size_t to_move : {0u, 1u}) {
    const snl::RaceChances race = snl::race_chances(board, GameRules{}, both, to_move);
    EXPECT_NEAR(race.wins[to_move], 6.0 / 11, 1e-12);
    ASSERT_TRUE(race.expected_rounds && race.expected_total_rolls);
    EXPECT_NEAR(*race.expected_rounds, 36.0 / 11, 1e-11);
    EXPECT_NEAR(*race.expected_total_rolls, 6.0, 1e-11);
    EXPECT_NEAR(race.total_pmf[1], 1.0 / 6, 1e-15);         // the first turn of all
    EXPECT_NEAR(race.total_pmf[2], 5.0 / 6 / 6, 1e-15);     // the second
  }
  // A token on the last square has won: no round is left.
  const std::vector<snl::Label> won{2, 1};
  const snl::RaceChances over = snl::race_chances(board, GameRules{}, won, 1);
  EXPECT_EQ(*over.expected_rounds, 0.0);
  EXPECT_EQ(*over.expected_total_rolls, 0.0);
}

// A trapped token keeps rolling while the other plays on: the game is finite, and its rolls count. Behind the wall
// (square 1) nothing finishes; from 11 every roll goes forward (12..16, a 6 stays), never behind it: so the game is
// as long as the free token's, and each round but the last has the walled token's roll too.
TEST(Race, ATrappedTokenBesideAFreeOneKeepsRolling) {
  const std::vector<snl::Label> positions{11, 1};
  const snl::RaceChances race = snl::race_chances(wall(), GameRules{}, positions, 0);
  const std::vector<snl::Label> alone{11};
  const snl::RaceChances free = snl::race_chances(wall(), GameRules{}, alone, 0);
  ASSERT_TRUE(race.expected_rounds && free.expected_rounds);
  EXPECT_NEAR(*race.expected_rounds, *free.expected_rounds, 1e-9);
  // Player 1 moves first: every round but the last has both rolls, the last only player 1's.
  EXPECT_NEAR(*race.expected_total_rolls, 2 * *free.expected_rounds - 1, 1e-9);
  // With only walled tokens the game can last forever.
  const std::vector<snl::Label> walled{1, 1};
  const snl::RaceChances forever = snl::race_chances(wall(), GameRules{}, walled, 0);
  EXPECT_FALSE(forever.expected_rounds.has_value());
  EXPECT_FALSE(forever.expected_total_rolls.has_value());
}

TEST(Race, TheRulesChangeTheOdds) {
  // Near the end of the classic board, where a bounce can land on the snakes of 95 and 98.
  const std::vector<snl::Label> positions{94, 85};
  const double stay = snl::race_chances(milton_bradley(), rules("6", Overshoot::stay, 1), positions, 0).wins[0];
  const double dice = snl::race_chances(milton_bradley(), rules("2d6", Overshoot::stay, 1), positions, 0).wins[0];
  const double bounce = snl::race_chances(milton_bradley(), rules("6", Overshoot::bounce, 1), positions, 0).wins[0];
  EXPECT_GT(std::abs(stay - dice), 1e-3);
  EXPECT_GT(std::abs(stay - bounce), 1e-3);
}

TEST(Race, TheTurnMovesTheAdvantage) {
  const std::vector<snl::Label> positions{1, 1};
  const snl::RaceChances first = snl::race_chances(milton_bradley(), GameRules{}, positions, 0);
  const snl::RaceChances second = snl::race_chances(milton_bradley(), GameRules{}, positions, 1);
  EXPECT_NEAR(first.wins[0], second.wins[1], 1e-12);
  EXPECT_GT(first.wins[0], first.wins[1]);
  EXPECT_NEAR(first.wins[0] + first.wins[1], 1.0, 1e-9);
}

TEST(Race, AheadIsLikelierAndTheLastSquareHasWon) {
  const std::vector<snl::Label> ahead{35, 1};
  const snl::RaceChances race = snl::race_chances(leetcode(), GameRules{}, ahead, 1);
  EXPECT_GT(race.wins[0], 0.5);
  EXPECT_NEAR(race.wins[0] + race.wins[1], 1.0, 1e-9);
  const std::vector<snl::Label> done{3, 36};
  EXPECT_EQ(snl::race_chances(leetcode(), GameRules{}, done, 0).wins, (std::vector<double>{0.0, 1.0}));
}

TEST(Race, APlayerWhoCannotFinishNeverWins) {
  const std::vector<snl::Label> positions{1, 11};
  const snl::RaceChances race = snl::race_chances(wall(), GameRules{}, positions, 0);
  EXPECT_TRUE(race.settled);
  EXPECT_EQ(race.wins[0], 0.0);
  EXPECT_NEAR(race.wins[1], 1.0, 1e-9);
  const std::vector<snl::Label> alone{1};
  EXPECT_EQ(snl::race_chances(wall(), GameRules{}, alone, 0).wins[0], 0.0);
}

TEST(Race, WithoutAnAgainLimitAMidTurnTokenRollsAsIfItsTurnBeganThere) {
  const GameRules r = rules("6", Overshoot::bounce, 1, 6);
  const std::vector<TokenState> mid{{5, 0, 5}, {12, 2, 3}};
  const std::vector<TokenState> fresh{{5, 0, 5}, {12, 0, 12}};
  EXPECT_EQ(snl::race_chances(leetcode(), r, mid, 1).wins, snl::race_chances(leetcode(), r, fresh, 1).wins);
  // With a limit, the turn's place matters: one more again roll sends the token back to square 3.
  const GameRules limited = rules("6", Overshoot::bounce, 1, 6, 2);
  const double at_start = snl::race_chances(leetcode(), limited, fresh, 1).wins[1];
  const std::vector<TokenState> once{{5, 0, 5}, {12, 1, 3}};
  const double mid_turn = snl::race_chances(leetcode(), limited, once, 1).wins[1];
  EXPECT_LT(mid_turn, at_start);
}

TEST(Race, TheWorkIsBounded) {
  const std::vector<snl::Label> positions{1, 1};
  const snl::RaceChances whole = snl::race_chances(milton_bradley(), GameRules{}, positions, 0);
  EXPECT_TRUE(whole.settled);
  // The chain's build, then room for a few turns.
  const std::uint64_t budget = work_stages::chain(milton_bradley(), GameRules{}) + 5'000;
  const snl::RaceChances cut = snl::race_chances(milton_bradley(), GameRules{}, positions, 0, budget);
  EXPECT_FALSE(cut.settled);
  EXPECT_LT(cut.wins[0] + cut.wins[1], 0.99);
  EXPECT_LE(cut.work, budget + 100 * 6 * snl::internal::price::kPushPair);  // at most one turn past the budget
  EXPECT_THROW(snl::race_chances(milton_bradley(), GameRules{}, positions, 0, 100), snl::LimitError);
}

TEST(Race, RefusesWhatCannotBeRaced) {
  const auto refused = [](const GameRules& r, std::vector<TokenState> players, std::size_t to_move,
                          const std::string& words) {
    try {
      (void)snl::race_chances(leetcode(), r, players, to_move);
      ADD_FAILURE() << "accepted: " << words;
    } catch (const snl::Error& error) {
      EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
    }
  };
  refused(GameRules{}, {}, 0, "at least one player");
  refused(GameRules{}, {{1, 0, 1}}, 1, "the player to move must be 1..1, not 2");
  refused(GameRules{}, {{0, 0, 0}}, 0, "player 1: square 0 (off the board) is only a place to stand with start 0");
  refused(GameRules{}, {{37, 0, 37}}, 0, "player 1: square 37 is past the last square, 36");
  refused(GameRules{}, {{3, 1, 3}}, 0, "but no face rolls again");
  refused(rules("6", Overshoot::stay, 1, 6, 2), {{3, 2, 1}}, 0, "with an again limit of 2 a turn has at most 1");
  refused(rules("6", Overshoot::stay, 1, 6, 2), {{3, 1, 0}}, 0, "the turn cannot have begun on square 0");
  refused(rules("6", Overshoot::stay, 1, 6), {{3, 0, 3}, {4, 1, 2}}, 0, "player 2 is mid-turn");
  refused(rules("6", Overshoot::stay, 2), {{3, 0, 3}}, 0, "the start must be 0");
}

}  // namespace
