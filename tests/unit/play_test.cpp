// tests/unit/play_test.cpp — snl/play.hpp: one roll of Play under each rule, worked by hand.
#include <gtest/gtest.h>

#include <string>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/play.hpp"

namespace {

using snl::Board;
using snl::GameRules;
using snl::Overshoot;
using snl::PlayedRoll;
using snl::TokenState;

GameRules rules(Overshoot overshoot, int start = 1, int again = 0, int limit = 0) {
  GameRules r;
  r.overshoot = overshoot;
  r.start = start;
  if (again != 0) r.again = again;
  r.again_limit = limit;
  return r;
}

// Ten squares: a ladder 2 → 6, a snake 9 → 4, a snake on the last square 10 → 1.
Board track() { return Board::track(10, {{2, 6}, {9, 4}, {10, 1}}); }

TEST(Play, APlainRollAndAJump) {
  const PlayedRoll plain = snl::play_roll(track(), GameRules{}, {1, 0, 1}, 2);
  EXPECT_EQ(plain.landed, 3u);
  EXPECT_EQ(plain.ended, 3u);
  EXPECT_FALSE(plain.finished || plain.again || plain.voided);
  EXPECT_EQ(plain.next, (TokenState{3, 0, 3}));
  const PlayedRoll ladder = snl::play_roll(track(), GameRules{}, {1, 0, 1}, 1);
  EXPECT_EQ(ladder.landed, 2u);
  EXPECT_EQ(ladder.ended, 6u);
  const PlayedRoll snake = snl::play_roll(track(), GameRules{}, {5, 0, 5}, 4);
  EXPECT_EQ(snake.landed, 9u);
  EXPECT_EQ(snake.ended, 4u);
}

TEST(Play, EachOvershootRule) {
  // From 8 a 4 passes the last square (12 > 10).
  const PlayedRoll stay = snl::play_roll(track(), rules(Overshoot::stay), {8, 0, 8}, 4);
  EXPECT_EQ(stay.landed, 8u);
  EXPECT_EQ(stay.ended, 8u);
  const PlayedRoll bounce = snl::play_roll(track(), rules(Overshoot::bounce), {8, 0, 8}, 4);
  EXPECT_EQ(bounce.landed, 8u);  // 9, 10, back to 9, 8
  EXPECT_EQ(bounce.ended, 8u);
  const PlayedRoll bounce_snake = snl::play_roll(track(), rules(Overshoot::bounce), {8, 0, 8}, 3);
  EXPECT_EQ(bounce_snake.landed, 9u);
  EXPECT_EQ(bounce_snake.ended, 4u);
  const PlayedRoll finish = snl::play_roll(track(), rules(Overshoot::finish), {8, 0, 8}, 4);
  EXPECT_EQ(finish.landed, 10u);
  EXPECT_EQ(finish.ended, 10u);
  EXPECT_TRUE(finish.finished);
  // Exactly on the last square, its snake sends the token away (stay and bounce); finish wins.
  EXPECT_EQ(snl::play_roll(track(), rules(Overshoot::stay), {8, 0, 8}, 2).ended, 1u);
  EXPECT_TRUE(snl::play_roll(track(), rules(Overshoot::finish), {8, 0, 8}, 2).finished);
}

TEST(Play, StartingOffTheBoard) {
  const PlayedRoll first = snl::play_roll(track(), rules(Overshoot::stay, 0), {0, 0, 0}, 2);
  EXPECT_EQ(first.landed, 2u);
  EXPECT_EQ(first.ended, 6u);  // square 2's ladder is taken from off the board
}

TEST(Play, AFaceThatRollsAgainAndItsLimit) {
  const GameRules again = rules(Overshoot::stay, 1, 6);
  const PlayedRoll once = snl::play_roll(Board::track(30, {}), again, {1, 0, 1}, 6);
  EXPECT_TRUE(once.again);
  EXPECT_EQ(once.next, (TokenState{7, 1, 1}));
  const PlayedRoll twice = snl::play_roll(Board::track(30, {}), again, once.next, 6);
  EXPECT_EQ(twice.next, (TokenState{13, 2, 1}));
  EXPECT_FALSE(snl::play_roll(Board::track(30, {}), again, twice.next, 3).again);
  // The limit of 2: the second 6 of a turn is not played and sends the token back to where the turn began.
  const GameRules limited = rules(Overshoot::stay, 1, 6, 2);
  const PlayedRoll voided = snl::play_roll(Board::track(30, {}), limited, {7, 1, 1}, 6);
  EXPECT_TRUE(voided.voided);
  EXPECT_FALSE(voided.again);
  EXPECT_EQ(voided.landed, 7u);
  EXPECT_EQ(voided.ended, 1u);
  EXPECT_EQ(voided.next, (TokenState{1, 0, 1}));
  // A 6 that finishes ends the game, not the turn's rolling again.
  const PlayedRoll wins = snl::play_roll(Board::track(13, {}), again, {7, 0, 7}, 6);
  EXPECT_TRUE(wins.finished);
  EXPECT_FALSE(wins.again);
}

TEST(Play, Refusals) {
  const auto refused = [](const GameRules& r, TokenState from, int face, const std::string& words) {
    try {
      (void)snl::play_roll(track(), r, from, face);
      ADD_FAILURE() << "accepted: " << words;
    } catch (const snl::Error& error) {
      EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
    }
  };
  refused(GameRules{}, {1, 0, 1}, 7, "the die d6 never shows 7");
  refused(GameRules{}, {10, 0, 10}, 1, "the token has finished");
  refused(GameRules{}, {0, 0, 0}, 1, "the token: square 0 (off the board)");
  refused(GameRules{}, {11, 0, 11}, 1, "past the last square, 10");
  refused(rules(Overshoot::stay, 3), {1, 0, 1}, 1, "the start must be 0");
}

}  // namespace
