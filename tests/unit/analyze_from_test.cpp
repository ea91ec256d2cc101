// tests/unit/analyze_from_test.cpp — snl::analyze with AnalysisOptions::from and turn (a game under way): the
// players' figures are those of snl::race_chances from those squares (checked in turn against the joint-state model
// in tests/stress/race_reference_test.cpp), one token's are its square's expected rolls, and the refusals.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"
#include "snl/race.hpp"

namespace {

using snl::Analysis;
using snl::AnalysisOptions;
using snl::Board;
using snl::Label;

AnalysisOptions under_way(std::vector<Label> from, int turn, int start = 1) {
  AnalysisOptions options;
  options.rules.start = start;
  options.from = std::move(from);
  options.turn = turn;
  return options;
}

// One token on a square: its expected rolls and turns are the per-square "remaining" figure of the game from the
// start (the linear solve), and the distribution of its rolls sums to 1.
TEST(GameUnderWay, OneTokenIsItsSquaresExpectedRolls) {
  const Board& board = analyze_test::milton_bradley();
  AnalysisOptions start;
  start.rules.start = 0;
  start.squares = true;
  const Analysis whole = snl::analyze(board, start);
  for (const Label square : {Label{0}, Label{27}, Label{50}, Label{97}}) {
    const Analysis a = snl::analyze(board, under_way({square}, 1, 0));
    const auto it = std::find_if(whole.squares.begin(), whole.squares.end(),
                                 [&](const snl::SquareFigures& f) { return f.square == square; });
    ASSERT_NE(it, whole.squares.end()) << square;
    ASSERT_TRUE(a.expected_total_rolls && a.expected_rounds);
    EXPECT_NEAR(*a.expected_total_rolls, *it->remaining, 1e-9 * *it->remaining) << square;
    EXPECT_NEAR(*a.expected_rounds, *it->remaining, 1e-9 * *it->remaining) << square;
    EXPECT_EQ(a.players.size(), 1u);
    EXPECT_NEAR(a.players[0].win_probability, 1.0, 1e-12);
    EXPECT_NEAR(a.total_cdf.back(), 1.0, 1e-11);
    // The single token's figures stay those of the game from the start.
    EXPECT_EQ(a.expected_rolls, whole.expected_rolls);
  }
}

// Several tokens, any player to move, under other rules: the race's figures, player by player.
TEST(GameUnderWay, ThePlayersAreTheRaceFromThere) {
  const Board& board = analyze_test::milton_bradley();
  AnalysisOptions options = under_way({10, 15, 27}, 2);
  options.rules.die = snl::Die::parse("2d6");
  options.rules.overshoot = snl::Overshoot::bounce;
  const Analysis a = snl::analyze(board, options);
  const std::vector<Label> squares{10, 15, 27};
  const snl::RaceChances race = snl::race_chances(board, options.rules, squares, 1);
  ASSERT_EQ(a.players.size(), 3u);
  EXPECT_EQ(a.options.players, 3);
  for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(a.players[i].win_probability, race.wins[i]);
  EXPECT_EQ(a.expected_rounds, race.expected_rounds);
  EXPECT_EQ(a.expected_total_rolls, race.expected_total_rolls);
  EXPECT_EQ(a.total_pmf, race.total_pmf);
  // From the start with player 1 to move it is the plain analysis of three players.
  AnalysisOptions plain;
  plain.rules = options.rules;
  plain.players = 3;
  const Analysis from_start = snl::analyze(board, plain);
  options.from = {1, 1, 1};
  options.turn = 1;
  const Analysis same = snl::analyze(board, options);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_NEAR(same.players[i].win_probability, from_start.players[i].win_probability, 1e-9);
  }
  EXPECT_NEAR(*same.expected_rounds, *from_start.expected_rounds, 1e-9);
  EXPECT_NEAR(*same.expected_total_rolls, *from_start.expected_total_rolls, 1e-9);
  // `players` may repeat the count.
  options.players = 3;
  EXPECT_NO_THROW(snl::analyze(board, options));
}

TEST(GameUnderWay, Refusals) {
  const Board board = Board::square(3, {});
  const auto refused = [&](const AnalysisOptions& options, const std::string& words) {
    try {
      (void)snl::analyze(board, options);
      ADD_FAILURE() << "accepted: " << words;
    } catch (const snl::Error& error) {
      EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
    }
  };
  AnalysisOptions turn_alone;
  turn_alone.turn = 2;
  refused(turn_alone, "the player to move is given only with the squares of a game under way");
  refused(under_way({1, 2}, 3), "the player to move must be 1..2, not 3");
  refused(under_way({0, 2}, 1), "square 0 (off the board) is only a place to stand with start 0");
  AnalysisOptions mismatch = under_way({1, 2}, 1);
  mismatch.players = 3;
  refused(mismatch, "lists 2 squares, one per player, but the number of players is 3");
  refused(under_way(std::vector<Label>(101, 1), 1), "at most 100 players");
  EXPECT_THROW(snl::validate(turn_alone), snl::Error);
  // Past the board's last square: the board's error, naming the option and the player.
  try {
    (void)snl::analyze(board, under_way({1, 10}, 1));
    ADD_FAILURE() << "square 10 of 9 accepted";
  } catch (const snl::BoardError& error) {
    EXPECT_EQ(std::string(error.what()), "the game under way: player 2: square 10 is past the last square, 9");
  }
  // The race shares the analysis' work budget.
  AnalysisOptions tight = under_way({1, 1}, 1);
  tight.max_work = 2'000;
  EXPECT_THROW(snl::analyze(analyze_test::milton_bradley(), tight), snl::LimitError);
}

}  // namespace
