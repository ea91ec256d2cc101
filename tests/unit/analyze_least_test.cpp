// tests/unit/analyze_least_test.cpp — snl::game_min_rolls (snl/analyze.hpp): the least rolls of the game under its
// rules, equal to analyze()'s min_rolls under every rule, to the solver's answer under the solver's rules, and to an
// independent enumeration of every sequence of faces (tests/support/game_reference.hpp) on small tracks.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "analysis_helpers.hpp"
#include "game_reference.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"
#include "snl/solve.hpp"

namespace {

using analyze_test::describe;
using analyze_test::random_track;

snl::AnalysisOptions options_of(const snl::GameRules& rules) {
  snl::AnalysisOptions options;
  options.rules = rules;
  options.max_rolls = 1;  // min_rolls does not need the distribution
  return options;
}

TEST(GameMinRolls, HandWorkedTracks) {
  const snl::Board seven = snl::Board::track(7, {});
  snl::GameRules rules;
  EXPECT_EQ(snl::game_min_rolls(seven, rules), 1u);  // 1 + 6
  rules.start = 0;
  EXPECT_EQ(snl::game_min_rolls(seven, rules), 2u);  // 7 squares from off the board: one roll is not enough
  rules.die = snl::Die::parse("2d6");
  EXPECT_EQ(snl::game_min_rolls(seven, rules), 1u);  // a 7
  rules.start = 1;
  rules.die = snl::Die::parse("5:1,6:1");
  EXPECT_EQ(snl::game_min_rolls(seven, rules), 1u);  // a 6
  rules.die = snl::Die::parse("4:1,5:1");
  EXPECT_EQ(snl::game_min_rolls(seven, rules), std::nullopt);  // 5 or 6 then stuck: 4 and 5 overshoot, and stay
  rules.overshoot = snl::Overshoot::bounce;
  EXPECT_EQ(snl::game_min_rolls(seven, rules), 3u);  // 1 → 6 → 3 (a 5 bounced off 7) → 7
  rules.overshoot = snl::Overshoot::finish;
  EXPECT_EQ(snl::game_min_rolls(seven, rules), 2u);
  EXPECT_EQ(snl::game_min_rolls(snl::Board::track(1, {}), snl::GameRules{}), 0u);
}

TEST(GameMinRolls, EqualsTheAnalysisUnderEveryRule) {
  std::mt19937_64 rng(909);
  int compared = 0;
  for (const snl::GameRules& rules : analyze_test::rule_variants()) {
    for (int board = 0; board < 6; ++board) {
      const int squares = 2 + static_cast<int>(rng() % 40);
      const snl::Board b = random_track(rng, squares, static_cast<int>(rng() % 8));
      const snl::Analysis a = snl::analyze(b, options_of(rules));
      EXPECT_EQ(snl::game_min_rolls(b, rules), a.min_rolls) << describe(b, options_of(rules));
      ++compared;
    }
  }
  EXPECT_GT(compared, 300);
}

TEST(GameMinRolls, IsTheSolversAnswerUnderTheSolversRules) {
  std::mt19937_64 rng(28);
  for (int i = 0; i < 200; ++i) {
    const snl::Board b = random_track(rng, 1 + static_cast<int>(rng() % 60), static_cast<int>(rng() % 12));
    const std::int64_t solved = snl::solve(b, {.route = false}).rolls;
    const std::optional<std::uint64_t> least = snl::game_min_rolls(b, snl::GameRules{});
    ASSERT_EQ(least.has_value(), solved >= 0) << describe(b, {});
    if (least) {
      EXPECT_EQ(static_cast<std::int64_t>(*least), solved) << describe(b, {});
    }
  }
}

TEST(GameMinRolls, AgreesWithEveryFaceSequenceEnumerated) {
  std::mt19937_64 rng(3);
  constexpr int kLongest = 3;
  int finite = 0;
  for (const snl::GameRules& rules : analyze_test::rule_variants()) {
    for (int board = 0; board < 3; ++board) {
      const snl::Board b = random_track(rng, 3 + static_cast<int>(rng() % 14), static_cast<int>(rng() % 5));
      const std::optional<game_reference::Fastest> fastest =
          game_reference::fastest(analyze_test::to_game(b, rules), kLongest);
      const std::optional<std::uint64_t> least = snl::game_min_rolls(b, rules);
      const std::string what = describe(b, options_of(rules));
      if (fastest) {
        EXPECT_EQ(least, static_cast<std::uint64_t>(fastest->rolls)) << what;
        ++finite;
      } else {
        EXPECT_TRUE(!least || *least > kLongest) << what;
      }
    }
  }
  EXPECT_GT(finite, 40);
}

TEST(GameMinRolls, RefusesRulesOutOfRange) {
  snl::GameRules rules;
  rules.start = 2;
  EXPECT_THROW((void)snl::game_min_rolls(snl::Board::square(3, {}), rules), snl::Error);
}

}  // namespace
