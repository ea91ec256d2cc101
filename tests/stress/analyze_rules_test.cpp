// tests/stress/analyze_rules_test.cpp — snl::analyze under every GameRules against the second independent model
// (game_reference.hpp: a state per (square, rolls of the again face so far, the turn's start), exact rationals with
// Boost's own integers where snl uses GMP): the expected rolls and turns and their deviations, the probability of
// finishing, the exact fractions digit for digit, the distributions by rolls and by turns, and the fastest games —
// their number, probability and the likeliest of them replayed roll by roll as a certificate.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "analysis_helpers.hpp"
#include "game_reference.hpp"
#include "snl/analyze.hpp"

namespace {

using analyze_test::describe;
using game_reference::Rational;

double to_double(const Rational& value) { return value.convert_to<double>(); }

void expect_close(std::optional<double> actual, const Rational& expected, double relative, const char* what) {
  ASSERT_TRUE(actual.has_value()) << what;
  const double e = to_double(expected);
  EXPECT_NEAR(*actual, e, relative * std::max(1.0, std::abs(e))) << what;
}

void compare(const snl::Board& board, const snl::AnalysisOptions& options) {
  SCOPED_TRACE(describe(board, options));
  const snl::Analysis a = snl::analyze(board, options);
  const game_reference::Game game = analyze_test::to_game(board, options.rules);
  const game_reference::Exact exact = game_reference::solve(game);
  EXPECT_NEAR(a.finish_probability, to_double(exact.finish_probability), 1e-12);
  ASSERT_EQ(a.expected_rolls.has_value(), exact.finite);
  if (exact.finite) {
    expect_close(a.expected_rolls, exact.expected_rolls, 1e-10, "expected rolls");
    expect_close(a.expected_turns, exact.expected_turns, 1e-10, "expected turns");
    ASSERT_TRUE(a.std_dev && a.turns_std_dev);
    const double rolls_sd = std::sqrt(to_double(exact.rolls_variance));
    const double turns_sd = std::sqrt(to_double(exact.turns_variance));
    EXPECT_NEAR(*a.std_dev, rolls_sd, 1e-7 * std::max(1.0, rolls_sd));
    EXPECT_NEAR(*a.turns_std_dev, turns_sd, 1e-7 * std::max(1.0, turns_sd));
  }
  ASSERT_TRUE(a.exact.has_value());
  EXPECT_EQ(a.exact->finish_probability, game_reference::text(exact.finish_probability));
  if (exact.finite) {
    EXPECT_EQ(a.exact->expected_rolls, game_reference::text(exact.expected_rolls));
    EXPECT_EQ(a.exact->rolls_variance, game_reference::text(exact.rolls_variance));
    EXPECT_EQ(a.exact->expected_turns, game_reference::text(exact.expected_turns));
    EXPECT_EQ(a.exact->turns_variance, game_reference::text(exact.turns_variance));
  } else {
    EXPECT_EQ(a.exact->expected_rolls, "");
  }
  // Each square where a turn can begin.
  const std::vector<game_reference::Square> squares = game_reference::squares(game);
  ASSERT_EQ(a.squares.size(), squares.size());
  for (std::size_t i = 0; i < squares.size(); ++i) {
    const snl::SquareFigures& s = a.squares[i];
    SCOPED_TRACE("square " + std::to_string(squares[i].square));
    EXPECT_EQ(s.square, static_cast<snl::Label>(squares[i].square));
    ASSERT_EQ(s.remaining.has_value(), squares[i].remaining.has_value());
    if (s.remaining) expect_close(s.remaining, *squares[i].remaining, 1e-10, "remaining");
    ASSERT_EQ(s.visits.has_value(), squares[i].visits.has_value());
    ASSERT_EQ(s.ever.has_value(), squares[i].ever.has_value());
    if (s.visits) {
      expect_close(s.visits, *squares[i].visits, 1e-10, "visits");
      expect_close(s.ever, *squares[i].ever, 1e-10, "ever");
    }
  }
  // Each jump's effect: the same game on the board without it, by the reference; every jump but self-jumps, sorted.
  std::size_t real = 0;
  for (const snl::Jump& jump : board.jumps()) real += jump.from != jump.to ? 1 : 0;
  ASSERT_EQ(a.jumps.size(), real);
  for (std::size_t k = 0; k < a.jumps.size(); ++k) {
    const snl::JumpEffect& j = a.jumps[k];
    SCOPED_TRACE("without " + std::to_string(j.jump.from) + " -> " + std::to_string(j.jump.to));
    game_reference::Game without = game;
    std::erase(without.jumps, std::pair{static_cast<int>(j.jump.from), static_cast<int>(j.jump.to)});
    ASSERT_EQ(without.jumps.size() + 1, game.jumps.size());
    const game_reference::Exact w = game_reference::solve(without);
    ASSERT_EQ(j.expected_rolls.has_value(), w.finite);
    if (w.finite) {
      expect_close(j.expected_rolls, w.expected_rolls, 1e-9, "expected rolls without");
      expect_close(j.expected_turns, w.expected_turns, 1e-9, "expected turns without");
    }
    ASSERT_EQ(j.effect.has_value(), w.finite && exact.finite);
    if (j.effect) {
      EXPECT_NEAR(*j.effect, *a.expected_rolls - *j.expected_rolls, 1e-12);
    }
    if (k > 0 && j.effect && a.jumps[k - 1].effect) {
      EXPECT_GE(std::abs(*a.jumps[k - 1].effect), std::abs(*j.effect) - 1e-12) << "sorted by effect";
    }
  }
  // Each first roll: the rolls after it, by the reference's remaining rolls from where it ends (when it ends the
  // turn); together, weighted by their probabilities, the expected length.
  ASSERT_EQ(a.first_rolls.size(), game.faces.size());
  double mean = 0;
  bool finite = true;
  for (std::size_t f = 0; f < a.first_rolls.size(); ++f) {
    const snl::FirstRoll& r = a.first_rolls[f];
    EXPECT_EQ(r.step.roll, game.faces[f].first);
    EXPECT_EQ(r.step.from, static_cast<snl::Label>(options.rules.start));
    if (!r.expected_rolls) {
      finite = false;
      continue;
    }
    mean += r.probability * *r.expected_rolls;
    if (game.faces[f].first == game.again) continue;  // mid-turn: no square's figure to compare with
    if (r.step.to == board.squares()) {
      EXPECT_EQ(*r.expected_rolls, 1.0);
      continue;
    }
    const auto square = std::find_if(squares.begin(), squares.end(), [&](const game_reference::Square& s) {
      return s.square == static_cast<int>(r.step.to);
    });
    ASSERT_NE(square, squares.end()) << "face " << r.step.roll;
    ASSERT_TRUE(square->remaining.has_value()) << "face " << r.step.roll;
    expect_close(r.expected_rolls, 1 + *square->remaining, 1e-10, "rolls after the first");
  }
  EXPECT_EQ(finite, exact.finite);
  if (finite) expect_close(mean, exact.expected_rolls, 1e-10, "the first rolls' mean");
  if (exact.finite) {
    ASSERT_TRUE(a.best_first_roll.has_value());
    for (const snl::FirstRoll& r : a.first_rolls) {
      if (r.expected_rolls) {
        EXPECT_LE(*a.first_rolls[*a.best_first_roll].expected_rolls, *r.expected_rolls);
      }
    }
  }
  // The distributions, roll by roll and turn by turn.
  const int rolls = static_cast<int>(std::min<std::size_t>(a.pmf.size() - 1, 40));
  const std::vector<Rational> pmf = game_reference::pmf(game, rolls);
  for (int k = 0; k <= rolls; ++k) {
    EXPECT_NEAR(a.pmf[static_cast<std::size_t>(k)], to_double(pmf[static_cast<std::size_t>(k)]), 1e-13) << "roll " << k;
  }
  // P(within k turns): the reference's turns summed (with again rules), its rolls' (without).
  const int turns = static_cast<int>(std::min<std::size_t>((a.turns_pmf.empty() ? a.pmf : a.turns_pmf).size() - 1, 30));
  const std::vector<Rational> by_turns = game_reference::turns_pmf(game, turns);
  Rational within = 0;
  for (int t = 0; t <= turns; ++t) {
    within += by_turns[static_cast<std::size_t>(t)];
    EXPECT_NEAR(a.turns_within(static_cast<std::uint64_t>(t)), to_double(within), 1e-12) << "within turn " << t;
  }
  if (options.rules.again) {
    ASSERT_FALSE(a.turns_pmf.empty());
    for (int t = 0; t <= turns; ++t) {
      EXPECT_NEAR(a.turns_pmf[static_cast<std::size_t>(t)], to_double(by_turns[static_cast<std::size_t>(t)]), 1e-13)
          << "turn " << t;
    }
  } else {
    EXPECT_TRUE(a.turns_pmf.empty());
    for (int t = 0; t <= turns; ++t) EXPECT_EQ(a.turns_within(static_cast<std::uint64_t>(t)), a.within(static_cast<std::uint64_t>(t)));
  }
  // The fastest games, and the likeliest of them as a certificate.
  // As long as the enumeration stays below 100,000 sequences.
  int longest = 0;
  for (double sequences = 1; sequences * static_cast<double>(game.faces.size()) <= 1e5; ++longest) {
    sequences *= static_cast<double>(game.faces.size());
  }
  const std::optional<game_reference::Fastest> fastest = game_reference::fastest(game, longest);
  if (!a.min_rolls || *a.min_rolls > static_cast<std::uint64_t>(longest)) {
    EXPECT_FALSE(fastest.has_value());
    return;
  }
  ASSERT_TRUE(fastest.has_value());
  ASSERT_TRUE(a.fastest.has_value());
  EXPECT_EQ(a.fastest->rolls, static_cast<std::uint64_t>(fastest->rolls));
  EXPECT_EQ(*a.min_rolls, static_cast<std::uint64_t>(fastest->rolls));
  EXPECT_EQ(a.fastest->games, std::to_string(fastest->games));
  EXPECT_EQ(a.fastest->exact_probability, game_reference::text(fastest->probability));
  EXPECT_EQ(a.fastest->exact_likeliest_probability, game_reference::text(fastest->likeliest));
  EXPECT_NEAR(a.fastest->probability, to_double(fastest->probability), 1e-15);
  ASSERT_EQ(a.fastest->likeliest.size(), a.fastest->rolls);
  std::vector<int> faces;
  for (const snl::Step& step : a.fastest->likeliest) faces.push_back(step.roll);
  const game_reference::Replay replay = game_reference::replay(game, faces);
  EXPECT_TRUE(replay.finishes_on_last);
  EXPECT_EQ(replay.probability, fastest->likeliest);
  snl::Label from = static_cast<snl::Label>(options.rules.start);
  for (std::size_t k = 0; k < faces.size(); ++k) {
    EXPECT_EQ(a.fastest->likeliest[k].from, from) << "step " << k;
    EXPECT_EQ(a.fastest->likeliest[k].to, static_cast<snl::Label>(replay.positions[k])) << "step " << k;
    from = a.fastest->likeliest[k].to;
  }
}

snl::AnalysisOptions with(const snl::GameRules& rules) {
  snl::AnalysisOptions options;
  options.rules = rules;
  options.exact = true;
  options.fastest = true;
  options.squares = true;
  options.jumps_effect = true;
  return options;
}

TEST(AnalyzeRules, RandomTracksEveryRule) {
  const std::uint64_t seed = 9101;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  const std::vector<snl::GameRules> variants = analyze_test::rule_variants();
  for (int round = 0; round < 6; ++round) {
    const int squares = 2 + static_cast<int>(rng() % 11);
    const int jumps = static_cast<int>(rng() % static_cast<std::uint64_t>(squares / 2 + 1));
    const snl::Board board = analyze_test::random_track(rng, squares, jumps);
    for (const snl::GameRules& rules : variants) compare(board, with(rules));
    if (HasFailure()) return;
  }
}

// Square boards: the three-sixes rule on a 5×5 board with a ladder that a six reaches, and a snake back to it.
TEST(AnalyzeRules, SquareBoardsWithTheThreeSixesRule) {
  const snl::Board board = snl::Board::square(5, {{7, 19}, {13, 2}, {18, 24}, {22, 8}, {25, 10}, {4, 16}});
  for (const int start : {0, 1}) {
    snl::GameRules rules;
    rules.start = start;
    rules.again = 6;
    rules.again_limit = 3;
    compare(board, with(rules));
    rules.die = snl::Die::parse("2d6");
    rules.again = 12;
    rules.again_limit = 2;
    compare(board, with(rules));
  }
}

}  // namespace

// Issue 51, item 10: an ill-conditioned system. A die of weights 1 and 10^10 on a track whose 2s cycle through a snake
// (1 → 3 → … → 29 ⇒ 1): only a 1 (probability ~10⁻¹⁰) leaves the cycle, so the game lasts ~10¹¹ rolls and I − Q's
// condition number is ~10¹¹. The probabilities rounded to doubles made the expected rolls 10⁻⁷ off the fraction; the
// solves are refined against the residual of the integer weights, so the figures reach the fraction's last digits
// (against the independent exact model). The returns (N_jj, by Woodbury's identity without refinement) keep 10⁻⁶.
TEST(AnalyzeRules, IllConditionedSystemsGiveTheFractionsLastDigits) {
  {
    constexpr int start = 1;
    const snl::Board board = snl::Board::track(30, {{29, 1}});
    snl::AnalysisOptions options;
    options.rules.die = snl::Die::parse("1:0.0000000001,2:1");
    options.rules.start = start;
    options.max_rolls = 1;  // the expectations alone (the distribution would take 10^11 rolls)
    options.squares = true;
    const snl::Analysis a = snl::analyze(board, options);
    const game_reference::Game game = analyze_test::to_game(board, options.rules);
    const game_reference::Exact exact = game_reference::solve(game);
    ASSERT_TRUE(exact.finite);
    EXPECT_GT(to_double(exact.expected_rolls), 1e10);
    expect_close(a.expected_rolls, exact.expected_rolls, 1e-14, "expected rolls");
    ASSERT_TRUE(a.std_dev);
    const double sd = std::sqrt(to_double(exact.rolls_variance));
    EXPECT_NEAR(*a.std_dev, sd, 1e-13 * sd);
    const std::vector<game_reference::Square> squares = game_reference::squares(game);
    ASSERT_EQ(a.squares.size(), squares.size());
    for (std::size_t i = 0; i < squares.size(); ++i) {
      SCOPED_TRACE("square " + std::to_string(squares[i].square));
      ASSERT_TRUE(squares[i].remaining && squares[i].visits && squares[i].ever);
      expect_close(a.squares[i].remaining, *squares[i].remaining, 1e-14, "remaining");
      expect_close(a.squares[i].visits, *squares[i].visits, 1e-13, "visits");
      expect_close(a.squares[i].ever, *squares[i].ever, 1e-6, "ever");
    }
  }
}
