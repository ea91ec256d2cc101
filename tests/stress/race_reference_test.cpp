// tests/stress/race_reference_test.cpp — snl::race_chances and snl::play_roll against the joint-state model of a
// race (race_reference.hpp: the whole table as one state, solved by sweeps, not the product of separate finishing
// times), from random positions, the player to move mid-turn too, under sums of dice, bounce, finish, start 0 and
// roll-again rules with and without a limit; and one seeded set of played races within 4 standard errors.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "race_reference.hpp"
#include "snl/play.hpp"
#include "snl/race.hpp"

namespace {

using game_reference::State;

/// The variants of analysis_helpers and the two dice games are played with: 2d6 (again on 12, limit 2) and d6 (the
/// three sixes rule).
std::vector<snl::GameRules> variants() {
  std::vector<snl::GameRules> all = analyze_test::rule_variants();
  for (const snl::Overshoot o : {snl::Overshoot::stay, snl::Overshoot::bounce, snl::Overshoot::finish}) {
    for (const int start : {0, 1}) {
      snl::GameRules two;
      two.die = snl::Die::parse("2d6");
      two.overshoot = o;
      two.start = start;
      all.push_back(two);
      two.again = 12;
      two.again_limit = 2;
      all.push_back(two);
      snl::GameRules sixes;
      sixes.overshoot = o;
      sixes.start = start;
      sixes.again = 6;
      sixes.again_limit = 3;
      all.push_back(sixes);
    }
  }
  return all;
}

/// Random tokens for `players` players: squares where a turn can begin (now and then the last), the player to
/// move possibly mid-turn.
std::vector<State> random_tokens(std::mt19937_64& rng, const snl::GameRules& rules, int squares, int players,
                                 int to_move) {
  std::uniform_int_distribution<int> square(rules.start, squares - 1);
  std::vector<State> tokens;
  for (int i = 0; i < players; ++i) {
    const int at = rng() % 25 == 0 ? squares : square(rng);
    tokens.push_back({at, 0, at});
  }
  State& mover = tokens[static_cast<std::size_t>(to_move)];
  if (rules.again && mover.position < squares && rng() % 2 == 0) {
    const int most = rules.again_limit > 0 ? rules.again_limit - 1 : 3;
    if (most > 0) {
      mover.agains = 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(most));
      mover.turn_start = rules.again_limit > 0 ? square(rng) : mover.position;
    }
  }
  return tokens;
}

std::vector<snl::TokenState> to_snl(const std::vector<State>& tokens) {
  std::vector<snl::TokenState> out;
  for (const State& s : tokens) {
    out.push_back({static_cast<snl::Label>(s.position), s.agains, static_cast<snl::Label>(s.turn_start)});
  }
  return out;
}

std::string describe(const snl::Board& board, const snl::GameRules& rules, const std::vector<State>& tokens,
                     int to_move) {
  snl::AnalysisOptions options;
  options.rules = rules;
  std::string out = analyze_test::describe(board, options) + ", tokens";
  for (const State& s : tokens) {
    out += " " + std::to_string(s.position) + "/" + std::to_string(s.agains) + "/" + std::to_string(s.turn_start);
  }
  return out + ", to move " + std::to_string(to_move);
}

/// Random tracks of 3..`most` squares, `rounds` of them, each under every rule variant with `players` tokens at
/// random: snl's chances against the joint-state model's, to 1e-9.
void compare_random(std::uint64_t seed, int rounds, int most, int players) {
  SCOPED_TRACE("seed " + std::to_string(seed));
  int finite = 0;        // races whose length is finite
  int infinite_one = 0;  // of those, with a token that alone could be trapped (it keeps rolling)
  std::mt19937_64 rng(seed);
  const std::vector<snl::GameRules> all = variants();
  for (int round = 0; round < rounds; ++round) {
    const int squares = 3 + static_cast<int>(rng() % static_cast<std::uint64_t>(most - 2));
    const int jumps = static_cast<int>(rng() % static_cast<std::uint64_t>(squares / 2 + 1));
    const snl::Board board = analyze_test::random_track(rng, squares, jumps);
    for (const snl::GameRules& rules : all) {
      const int to_move = static_cast<int>(rng() % static_cast<std::uint64_t>(players));
      const std::vector<State> tokens = random_tokens(rng, rules, squares, players, to_move);
      SCOPED_TRACE(describe(board, rules, tokens, to_move));
      const std::vector<long double> expected =
          race_reference::chances(analyze_test::to_game(board, rules), tokens, to_move);
      const snl::RaceChances race =
          snl::race_chances(board, rules, to_snl(tokens), static_cast<std::size_t>(to_move));
      ASSERT_TRUE(race.settled);
      for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_NEAR(race.wins[i], static_cast<double>(expected[i]), 1e-9) << "player " << i;
      }
      // The game's length from there: finite exactly when the model's every table can still lead to a win.
      const race_reference::Lengths lengths =
          race_reference::lengths(analyze_test::to_game(board, rules), tokens, to_move);
      ASSERT_EQ(race.expected_rounds.has_value(), lengths.finite);
      ASSERT_EQ(race.expected_total_rolls.has_value(), lengths.finite);
      if (lengths.finite) {
        ++finite;
        infinite_one += std::any_of(tokens.begin(), tokens.end(), [&](const State& t) {
          return !race_reference::lengths(analyze_test::to_game(board, rules), {t}, 0).finite;
        });
        const auto rolls = static_cast<double>(lengths.rolls);
        const auto expected_rounds = static_cast<double>(lengths.rounds);
        EXPECT_NEAR(*race.expected_total_rolls, rolls, 1e-9 * std::max(1.0, rolls));
        EXPECT_NEAR(*race.expected_rounds, expected_rounds, 1e-9 * std::max(1.0, expected_rounds));
      }
      if (::testing::Test::HasFailure()) return;
    }
  }
  // The comparison covered finite races, and among them races where a token alone could be trapped.
  EXPECT_GT(finite, 0);
  EXPECT_GT(infinite_one, 0);
}

TEST(RaceReference, TwoPlayersFromRandomPositionsEveryRule) { compare_random(2828, 3, 10, 2); }
TEST(RaceReference, ThreePlayersFromRandomPositionsEveryRule) { compare_random(2929, 1, 6, 3); }

// The classic board (Milton Bradley, Althoen, King & Schilling 1993), three players on 10, 15 and 27 and the second
// to move — the question "who wins, how many rounds remain?" — under the three-sixes rule: a game too large for the
// joint-state model, so checked by 20,000 seeded games, each player's share of wins, the mean rounds and the mean
// rolls within 4 standard errors.
TEST(RaceReference, PlayedGamesUnderWayAgreeWithTheLengths) {
  const snl::Board board =
      snl::Board::square(10, {{1, 38}, {4, 14}, {9, 31}, {21, 42}, {28, 84}, {36, 44}, {51, 67}, {71, 91},
                              {80, 100}, {16, 6}, {47, 26}, {49, 11}, {56, 53}, {62, 19}, {64, 60}, {87, 24},
                              {93, 73}, {95, 75}, {98, 78}});
  snl::GameRules rules;
  rules.again = 6;
  rules.again_limit = 3;
  const std::vector<State> tokens{{10, 0, 10}, {15, 0, 15}, {27, 0, 27}};
  const snl::RaceChances race = snl::race_chances(board, rules, to_snl(tokens), 1);
  ASSERT_TRUE(race.expected_rounds && race.expected_total_rolls);
  const game_reference::Game game = analyze_test::to_game(board, rules);
  const std::uint64_t seed = 3333;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  constexpr int kGames = 20'000;
  std::vector<int> won(3, 0);
  double rolls = 0, rolls2 = 0, rounds = 0, rounds2 = 0;
  for (int g = 0; g < kGames; ++g) {
    const race_reference::Played played = race_reference::play_counted(game, tokens, 1, rng, 1'000'000);
    ASSERT_GE(played.winner, 0);
    ++won[static_cast<std::size_t>(played.winner)];
    rolls += static_cast<double>(played.rolls);
    rolls2 += static_cast<double>(played.rolls) * static_cast<double>(played.rolls);
    rounds += static_cast<double>(played.rounds);
    rounds2 += static_cast<double>(played.rounds) * static_cast<double>(played.rounds);
  }
  for (std::size_t i = 0; i < 3; ++i) {
    const double p = race.wins[i];
    EXPECT_NEAR(static_cast<double>(won[i]) / kGames, p, 4 * std::sqrt(p * (1 - p) / kGames)) << "player " << i;
  }
  const auto mean_within = [&](double sum, double squares, double expected, const char* what) {
    const double mean = sum / kGames;
    const double error = std::sqrt((squares / kGames - mean * mean) / kGames);
    EXPECT_NEAR(mean, expected, 4 * error) << what;
  };
  mean_within(rolls, rolls2, *race.expected_total_rolls, "rolls");
  mean_within(rounds, rounds2, *race.expected_rounds, "rounds");
}

// Every roll of Play from every place a token can stand is the model's roll.
TEST(RaceReference, PlayRollsAreTheModelsRolls) {
  std::mt19937_64 rng(909);
  const snl::Board board = analyze_test::random_track(rng, 11, 5);
  for (const snl::GameRules& rules : variants()) {
    const game_reference::Game game = analyze_test::to_game(board, rules);
    const reference::Game walk = game_reference::board_of(game);
    const int limit = rules.again_limit > 0 ? rules.again_limit - 1 : rules.again ? 1 : 0;
    for (int square = rules.start; square < 11; ++square) {
      for (int agains = 0; agains <= limit; ++agains) {
        const State from{square, agains, agains == 0 ? square : rules.start};
        for (const snl::DieFace& face : rules.die.faces()) {
          SCOPED_TRACE(snl::describe(rules) + ", from " + std::to_string(square) + "/" + std::to_string(agains) +
                       ", face " + std::to_string(face.value));
          const game_reference::Outcome outcome = game_reference::roll(game, walk, from, face.value);
          const snl::PlayedRoll played = snl::play_roll(board, rules, to_snl({from})[0], face.value);
          EXPECT_EQ(played.finished, !outcome.next.has_value());
          EXPECT_EQ(played.again, !outcome.ends_turn);
          if (outcome.next) {
            EXPECT_EQ(played.ended, static_cast<snl::Label>(outcome.next->position));
            EXPECT_EQ(played.next.agains > 0, outcome.next->agains > 0);
            if (rules.again_limit > 0) {
              EXPECT_EQ(played.next, to_snl({*outcome.next})[0]);
            }
          }
          if (HasFailure()) return;
        }
      }
    }
  }
}

// Seeded races on a 5×5 board (2d6, bounce, start 0, 12 rolls again and the second 12 of a turn voids it), three
// players from squares 0, 9 and 14 (the third mid-turn): each player's share of the wins within 4 standard errors.
TEST(RaceReference, PlayedRacesAgreeWithTheChances) {
  const snl::Board board = snl::Board::square(5, {{7, 19}, {13, 2}, {18, 24}, {22, 8}, {4, 16}});
  snl::GameRules rules;
  rules.die = snl::Die::parse("2d6");
  rules.overshoot = snl::Overshoot::bounce;
  rules.start = 0;
  rules.again = 12;
  rules.again_limit = 2;
  const std::vector<State> tokens{{0, 0, 0}, {9, 0, 9}, {14, 1, 3}};
  const snl::RaceChances race = snl::race_chances(board, rules, to_snl(tokens), 2);
  const game_reference::Game game = analyze_test::to_game(board, rules);
  const std::uint64_t seed = 4242;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  constexpr int kGames = 20'000;
  std::vector<int> won(3, 0);
  for (int g = 0; g < kGames; ++g) {
    const int winner = race_reference::play(game, tokens, 2, rng, 100'000);
    ASSERT_GE(winner, 0);
    ++won[static_cast<std::size_t>(winner)];
  }
  for (std::size_t i = 0; i < 3; ++i) {
    const double p = race.wins[i];
    const double error = std::sqrt(p * (1 - p) / kGames);
    EXPECT_NEAR(static_cast<double>(won[i]) / kGames, p, 4 * error) << "player " << i;
  }
}

}  // namespace
