// tests/unit/analyze_test.cpp — snl/analyze.hpp on boards worked out by hand, the published reference, the
// rules one by one (start, overshoot, die, no chaining, a snake on the last square), traps, several players, and
// the definitions of the summary numbers. Each expected value is derived in the comment above its test.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <iomanip>
#include <numeric>
#include <sstream>

#include "analysis_helpers.hpp"
#include "analysis_reference.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/solve.hpp"

namespace {

using snl::Analysis;
using snl::AnalysisOptions;
using snl::Board;
using snl::Overshoot;

AnalysisOptions rules(Overshoot overshoot, int start, int die = 6, int players = 1) {
  AnalysisOptions options;
  options.rules.overshoot = overshoot;
  options.rules.start = start;
  options.rules.die = snl::Die::fair(die);
  options.players = players;
  return options;
}

double sum(const std::vector<double>& values) { return std::accumulate(values.begin(), values.end(), 0.0); }

// On every board where each state within K of the last square has exactly one finishing face, T is geometric.
// The empty 2×2 board from square 1 with d6 and stay: from 1, 2 and 3 exactly one face lands on 4, the others
// move closer or stay, so every roll finishes with probability 1/6: P(T = k) = (5/6)^(k−1)/6, E = 6,
// Var = (1 − p)/p² = 30, median = least k with 1 − (5/6)^k ≥ 1/2 = 4 (k ≥ 3.80), mode 1.
TEST(AnalyzeHand, EmptyTwoByTwoIsGeometric) {
  const Analysis a = snl::analyze(Board::square(2, {}));
  ASSERT_TRUE(a.expected_rolls && a.std_dev);
  EXPECT_NEAR(*a.expected_rolls, 6.0, 1e-12);
  EXPECT_NEAR(*a.std_dev, std::sqrt(30.0), 1e-10);
  EXPECT_EQ(a.min_rolls, 1u);
  EXPECT_EQ(a.finish_probability, 1.0);
  for (std::size_t k = 1; k < 100; ++k) {
    EXPECT_NEAR(a.pmf[k], std::pow(5.0 / 6, static_cast<double>(k) - 1) / 6, 1e-15) << k;
  }
  EXPECT_EQ(a.pmf[0], 0.0);
  EXPECT_EQ(a.median(), 4u);
  EXPECT_EQ(a.mode(), 1u);
  // 1 − (5/6)^k ≥ p/100: k ≥ 0.58, 1.58, 3.80, 7.60, 12.63, 25.26.
  EXPECT_EQ(a.percentile(10), 1u);
  EXPECT_EQ(a.percentile(25), 2u);
  EXPECT_EQ(a.percentile(75), 8u);
  EXPECT_EQ(a.percentile(90), 13u);
  EXPECT_EQ(a.percentile(99), 26u);
  EXPECT_NEAR(a.within(3), 1 - std::pow(5.0 / 6, 3), 1e-15);
}

// The empty 100-square track from off the board with exact landing: with d = squares still to go, E_d = 6 for
// 1 ≤ d ≤ 6 (one face finishes, the others move to a place with E = 6 or stay: E_d·d/6 = 1 + (d − 1)), and
// E_d = 1 + (E_{d−1} + … + E_{d−6})/6 for d ≥ 7 (no roll can overshoot). E_100 = 33.333…
TEST(AnalyzeHand, EmptyHundredTrackFromZero) {
  std::vector<long double> e(101, 6.0L);
  for (int d = 7; d <= 100; ++d) {
    long double s = 0;
    for (int j = 1; j <= 6; ++j) s += e[static_cast<std::size_t>(d - j)];
    e[static_cast<std::size_t>(d)] = 1 + s / 6;
  }
  const Analysis a = snl::analyze(Board::track(100, {}), rules(Overshoot::stay, 0));
  ASSERT_TRUE(a.expected_rolls);
  EXPECT_NEAR(*a.expected_rolls, static_cast<double>(e[100]), 1e-9);
  EXPECT_NEAR(*a.expected_rolls, 33.3333333333, 1e-9);
  EXPECT_EQ(a.min_rolls, 17u);  // 16 sixes reach 96, a fourth roll of 4 ends on 100: ceil(100/6) = 17
  // A 10×10 board is the same track.
  EXPECT_NEAR(*snl::analyze(Board::square(10, {}), rules(Overshoot::stay, 0)).expected_rolls, *a.expected_rolls, 1e-12);
}

// Track of 4 squares, d3, from square 1, overshoot finish: from 3 every roll wins (E3 = 1); from 2 rolls 2 and 3
// win, 1 goes to 3 (E2 = 1 + 1/3); from 1: E1 = 1 + (E2 + E3)/3 = 16/9.
// P(T=1) = 1/3 (roll 3); P(T=2) = 1/3·2/3 (via 2) + 1/3·1 (via 3) = 5/9; P(T=3) = 1/3·1/3 = 1/9.
TEST(AnalyzeHand, FinishOvershootSmallTrack) {
  const Analysis a = snl::analyze(Board::track(4, {}), rules(Overshoot::finish, 1, 3));
  ASSERT_TRUE(a.expected_rolls);
  EXPECT_NEAR(*a.expected_rolls, 16.0 / 9, 1e-13);
  ASSERT_EQ(a.pmf.size(), 4u);
  EXPECT_NEAR(a.pmf[1], 1.0 / 3, 1e-15);
  EXPECT_NEAR(a.pmf[2], 5.0 / 9, 1e-15);
  EXPECT_NEAR(a.pmf[3], 1.0 / 9, 1e-15);
  EXPECT_EQ(a.remaining, 0.0);
  // Var = E[T²] − E² = (1/3 + 4·5/9 + 9/9) − (16/9)² = 32/9 − 256/81 = 32/81.
  EXPECT_NEAR(*a.std_dev, std::sqrt(32.0 / 81), 1e-12);
}

// Track of 5, d3, from square 1, a snake 4→1. With a = E1:
//  stay:   from 3: 1→4⇒1, 2→5 wins, 3 stays: E3 = 3/2 + a/2; from 2: 1→3, 2→4⇒1, 3 wins: E2 = 1 + E3/3 + a/3;
//          a = 1 + (E2 + E3 + a)/3  ⇒  a = 6 (E2 = E3 = 4.5).
//  bounce: from 3 the roll of 3 bounces to 4⇒1: E3 = 1 + 2a/3; E2 = 1 + E3/3 + a/3 ⇒ (7/27)a = 16/9, a = 48/7.
//  finish: from 3 rolls 2 and 3 win: E3 = 1 + a/3; E2 = 1 + E3/3 + a/3 ⇒ (11/27)a = 16/9, a = 48/11.
//  start 0 (stay): from 0 the rolls land on 1, 2, 3: E0 = 1 + (6 + 4.5 + 4.5)/3 = 6.
TEST(AnalyzeHand, OvershootRulesDifferNearTheEnd) {
  const Board board = Board::track(5, {{4, 1}});
  EXPECT_NEAR(*snl::analyze(board, rules(Overshoot::stay, 1, 3)).expected_rolls, 6.0, 1e-12);
  EXPECT_NEAR(*snl::analyze(board, rules(Overshoot::bounce, 1, 3)).expected_rolls, 48.0 / 7, 1e-12);
  EXPECT_NEAR(*snl::analyze(board, rules(Overshoot::finish, 1, 3)).expected_rolls, 48.0 / 11, 1e-12);
  EXPECT_NEAR(*snl::analyze(board, rules(Overshoot::stay, 0, 3)).expected_rolls, 6.0, 1e-12);
}

// Track of 5, d3, a ladder 1→5. Start 0: the roll of 1 lands on 1 and climbs to 5 (wins); 2 and 3 land on 2
// and 3, from where E = 3 (the empty track: one finishing face per roll). E0 = 1 + (0 + 3 + 3)/3 = 3, least 1.
// Start 1: square 1's jump is never taken; the empty track gives E1 = 1 + (E2 + E3 + E4)/3 = 4, least 2.
TEST(AnalyzeHand, StartZeroTakesSquareOnesJumpStartOneNever) {
  const Board board = Board::track(5, {{1, 5}});
  const Analysis zero = snl::analyze(board, rules(Overshoot::stay, 0, 3));
  const Analysis one = snl::analyze(board, rules(Overshoot::stay, 1, 3));
  EXPECT_NEAR(*zero.expected_rolls, 3.0, 1e-12);
  EXPECT_EQ(zero.min_rolls, 1u);
  EXPECT_NEAR(zero.pmf[1], 1.0 / 3, 1e-15);
  EXPECT_NEAR(*one.expected_rolls, 4.0, 1e-12);
  EXPECT_EQ(one.min_rolls, 2u);
  EXPECT_EQ(one.pmf[1], 0.0);
}

// Die 1, ladders 2→5 and 5→10 on a 10-square track: the roll lands on 2 and climbs to 5 only (jumps never chain),
// then five rolls walk 6, 7, 8, 9, 10: T = 6 surely.
TEST(AnalyzeHand, JumpsNeverChain) {
  const Analysis a = snl::analyze(Board::track(10, {{2, 5}, {5, 10}}), rules(Overshoot::stay, 1, 1));
  EXPECT_NEAR(*a.expected_rolls, 6.0, 1e-12);
  EXPECT_NEAR(*a.std_dev, 0.0, 1e-6);
  EXPECT_EQ(a.min_rolls, 6u);
  ASSERT_EQ(a.pmf.size(), 7u);
  EXPECT_NEAR(a.pmf[6], 1.0, 1e-15);
  EXPECT_EQ(a.median(), 6u);
  EXPECT_EQ(a.mode(), 6u);
}

// A one-square board: from square 1 the game is over before any roll (T = 0, as the solver's 0 rolls). From off
// the board: stay needs the exact 1 (geometric, E = 6); finish and bounce end on the first roll.
TEST(AnalyzeHand, OneSquareBoard) {
  const Board board = Board::square(1, {});
  const Analysis on = snl::analyze(board);
  EXPECT_EQ(on.expected_rolls, 0.0);
  EXPECT_EQ(on.min_rolls, 0u);
  EXPECT_EQ(on.pmf, std::vector<double>{1.0});
  EXPECT_EQ(on.median(), 0u);
  EXPECT_EQ(on.mode(), 0u);
  EXPECT_NEAR(*snl::analyze(board, rules(Overshoot::stay, 0)).expected_rolls, 6.0, 1e-12);
  EXPECT_NEAR(*snl::analyze(board, rules(Overshoot::finish, 0)).expected_rolls, 1.0, 1e-12);
  EXPECT_NEAR(*snl::analyze(board, rules(Overshoot::bounce, 0)).expected_rolls, 1.0, 1e-12);
}

// A die with more faces than the board has squares keeps bouncing: track of 4 from square 1 with d6. The walk
// 1 → 4 → 1 has period 6, so the six faces from any square end on six consecutive places of the period, exactly
// one of them square 4: every roll finishes with probability 1/6, E = 6.
TEST(AnalyzeHand, BounceWithALargeDie) {
  const Analysis a = snl::analyze(Board::track(4, {}), rules(Overshoot::bounce, 1));
  EXPECT_NEAR(*a.expected_rolls, 6.0, 1e-12);
  EXPECT_NEAR(*a.std_dev, std::sqrt(30.0), 1e-10);
}

// A snake on the last square sends you away (as in the solver). Track of 10 with 1→10 and 10→5, d6, stay:
//  start 0: the first roll of 1 climbs to 10 and wins (the ladder ends there; jumps never chain); every other
//  roll lands on 2..6, from where the only way to 10 is landing on it, and the snake sends you to 5 — a trap.
//  P(finish) = 1/6, T is 1 or never: E infinite, least 1.
//  start 1: nothing can ever finish: P = 0, no least number of rolls.
//  finish overshoot: reaching 10 wins whatever its snake, so there is no trap.
TEST(AnalyzeTraps, SnakeOnTheLastSquare) {
  const Board board = Board::track(10, {{1, 10}, {10, 5}});
  const Analysis zero = snl::analyze(board, rules(Overshoot::stay, 0));
  EXPECT_NEAR(zero.finish_probability, 1.0 / 6, 1e-15);
  EXPECT_FALSE(zero.expected_rolls);
  EXPECT_FALSE(zero.std_dev);
  EXPECT_EQ(zero.min_rolls, 1u);
  EXPECT_NEAR(zero.pmf[1], 1.0 / 6, 1e-15);
  EXPECT_EQ(zero.mode(), 1u);
  EXPECT_EQ(zero.percentile(10), 1u);
  EXPECT_FALSE(zero.percentile(50));  // P(T ≤ k) never reaches 1/2
  EXPECT_LT(zero.remaining, snl::kRemainingTolerance);
  EXPECT_FALSE(zero.truncated);

  const Analysis one = snl::analyze(board, rules(Overshoot::stay, 1));
  EXPECT_EQ(one.finish_probability, 0.0);
  EXPECT_FALSE(one.expected_rolls);
  EXPECT_FALSE(one.min_rolls);
  EXPECT_FALSE(one.median());
  EXPECT_FALSE(one.mode());
  EXPECT_EQ(one.within(1000), 0.0);

  const Analysis finish = snl::analyze(board, rules(Overshoot::finish, 1));
  EXPECT_EQ(finish.finish_probability, 1.0);
  EXPECT_TRUE(finish.expected_rolls);
}

// Die 1 around a loop: 5-square track with a snake 4→2: 1 → 2 → 3 → 4⇒2 → … forever.
TEST(AnalyzeTraps, DeterministicLoop) {
  const Analysis a = snl::analyze(Board::track(5, {{4, 2}}), rules(Overshoot::stay, 1, 1));
  EXPECT_EQ(a.finish_probability, 0.0);
  EXPECT_FALSE(a.expected_rolls);
  EXPECT_FALSE(a.min_rolls);
}

// A trap reached with probability strictly between 0 and 1: a 20-square track, d6, start 1, stay. The only way
// to finish is the ladder 8→20 (landing on 20 itself meets the snake 20→13); once past 8 nothing leads back below
// 9 (the snakes 20→13 and 17→10 stay above), so the token is trapped. F = P(a walk from 1 lands on 8), which the
// reference model computes independently by dense Gaussian elimination.
TEST(AnalyzeTraps, PartialTrapMatchesTheDenseModel) {
  const Board board = Board::track(20, {{8, 20}, {20, 13}, {17, 10}});
  const Analysis a = snl::analyze(board, rules(Overshoot::stay, 1));
  const reference::Exact exact = reference::solve(analyze_test::to_reference(board, rules(Overshoot::stay, 1)), 10);
  EXPECT_NEAR(a.finish_probability, static_cast<double>(exact.finish_probability), 1e-14);
  EXPECT_GT(a.finish_probability, 0.2);
  EXPECT_LT(a.finish_probability, 0.4);
  EXPECT_FALSE(a.expected_rolls);
  EXPECT_EQ(a.min_rolls, 2u);  // 1 → 7 → 8⇒20 (or 1 → 2 → 8, …)
  // The distribution accounts for all of the finish probability.
  EXPECT_NEAR(a.cdf.back(), a.finish_probability, 1e-12);
}

// The published reference: the Milton Bradley board (Althoen, King & Schilling 1993), played from off the board
// with exact landing: 39.2251223082 rolls on average, at least 7.
// Issue 36, item 13, and issue 51, item 10: a die of weights 1e-10 and 1 makes staying on a square almost certain.
// 1 − q_ss lost 10 of its 16 digits (25.99999962 where the exact fraction, --exact, is 26.0000000305800); summed from
// the leaving probabilities, the rounding of the probabilities themselves left 1.26e-8 (and 8.2e-8 from the start
// off the board, where the game lasts 10^10 rolls: the red team's exact model gave 10000000033.2000000048). Refined
// against the integer weights' residual, both are the fractions to the last digits.
TEST(AnalyzeReference, AlmostCertainStayKeepsItsDigits) {
  snl::AnalysisOptions options;
  options.rules.die = snl::Die::parse("1:0.0000000001,2:1");
  options.max_rolls = 1;  // the expectation alone (the distribution would take 10^10 rolls)
  const Analysis a = snl::analyze(analyze_test::milton_bradley(), options);
  ASSERT_TRUE(a.expected_rolls);
  EXPECT_NEAR(*a.expected_rolls / 26.000000030580001, 1.0, 1e-15) << std::setprecision(17) << *a.expected_rolls;
  options.rules.start = 0;
  const Analysis off = snl::analyze(analyze_test::milton_bradley(), options);
  ASSERT_TRUE(off.expected_rolls);
  EXPECT_NEAR(*off.expected_rolls / 10000000033.2000000048, 1.0, 1e-15) << std::setprecision(17) << *off.expected_rolls;
}

TEST(AnalyzeReference, MiltonBradley) {
  const Board& board = analyze_test::milton_bradley();
  const Analysis a = snl::analyze(board, rules(Overshoot::stay, 0));
  ASSERT_TRUE(a.expected_rolls);
  EXPECT_NEAR(*a.expected_rolls, 39.2251223082, 1e-9);
  EXPECT_EQ(a.min_rolls, 7u);
  EXPECT_EQ(a.finish_probability, 1.0);
  EXPECT_FALSE(a.truncated);
  // The distribution is consistent with the exact mean: Σ k·pmf[k] (its tail past 1e-12 is negligible).
  double mean = 0;
  for (std::size_t k = 0; k < a.pmf.size(); ++k) mean += static_cast<double>(k) * a.pmf[k];
  EXPECT_NEAR(mean, *a.expected_rolls, 1e-8);

  // The same board from examples/classic-10x10.jumps.
  std::ifstream file(SNL_EXAMPLES_DIR "/classic-10x10.jumps");
  ASSERT_TRUE(file);
  std::stringstream text;
  text << file.rdbuf();
  const std::vector<Board> parsed = snl::parse_boards(text.str());
  ASSERT_EQ(parsed.size(), 1u);
  EXPECT_EQ(parsed[0], board);
}

// The pmf accounts for everything: Σ pmf + the probability still in play = 1 on boards without traps, the
// cdf is the running sum, and the summary numbers follow their definitions.
TEST(AnalyzeDefinitions, DistributionAndSummaries) {
  const Board board = Board::square(10, {{3, 51},
                                         {6, 27},
                                         {20, 70},
                                         {36, 55},
                                         {63, 95},
                                         {68, 98},
                                         {25, 5},
                                         {34, 1},
                                         {47, 19},
                                         {65, 52},
                                         {87, 57},
                                         {91, 61},
                                         {99, 69}});
  for (const AnalysisOptions& options :
       {rules(Overshoot::stay, 1), rules(Overshoot::bounce, 0), rules(Overshoot::finish, 1, 4)}) {
    const Analysis a = snl::analyze(board, options);
    EXPECT_NEAR(sum(a.pmf) + a.remaining, 1.0, 1e-12);
    EXPECT_LT(a.remaining, snl::kRemainingTolerance);
    ASSERT_EQ(a.pmf.size(), a.cdf.size());
    double running = 0;
    for (std::size_t k = 0; k < a.pmf.size(); ++k) {
      running += a.pmf[k];
      EXPECT_NEAR(a.cdf[k], running, 1e-13);
      if (k > 0) {
        EXPECT_GE(a.cdf[k], a.cdf[k - 1]);
      }
    }
    for (const int p : snl::kReportedPercentiles) {
      const auto k = a.percentile(p);
      ASSERT_TRUE(k);
      EXPECT_GE(a.cdf[*k], p / 100.0 - 1e-12);
      if (*k > 0) {
        EXPECT_LT(a.cdf[*k - 1], p / 100.0);
      }
    }
    const auto mode = a.mode();
    ASSERT_TRUE(mode);
    EXPECT_EQ(*mode, static_cast<std::uint64_t>(std::max_element(a.pmf.begin(), a.pmf.end()) - a.pmf.begin()));
    EXPECT_EQ(a.min_rolls,
              static_cast<std::uint64_t>(std::find_if(a.pmf.begin(), a.pmf.end(), [](double p) { return p > 0; }) -
                                         a.pmf.begin()));
  }
}

// The safety cap: a distribution cut short says so, and the expected value still comes from the linear solve.
TEST(AnalyzeDefinitions, CapOnRolls) {
  AnalysisOptions options = rules(Overshoot::stay, 1);
  options.max_rolls = 5;
  const Analysis a = snl::analyze(Board::square(2, {}), options);
  EXPECT_TRUE(a.truncated);
  EXPECT_EQ(a.pmf.size(), 6u);
  EXPECT_NEAR(a.remaining, std::pow(5.0 / 6, 5), 1e-15);
  EXPECT_NEAR(*a.expected_rolls, 6.0, 1e-12);
  EXPECT_FALSE(a.percentile(99));
}

// The least number of rolls equals the solver's answer under the solver's rules (start 1, stay, d6).
TEST(AnalyzeSolver, LeastRollsMatchesSolve) {
  std::mt19937_64 rng(20240601);
  for (int round = 0; round < 300; ++round) {
    const auto side = static_cast<std::uint64_t>(2 + round % 9);
    const std::uint64_t squares = side * side;
    std::uniform_int_distribution<std::uint64_t> any(1, squares);
    std::vector<snl::Jump> jumps;
    std::vector<bool> used(squares + 1, false);
    const std::uint64_t count = any(rng) / 2;
    for (std::uint64_t i = 0; i < count; ++i) {
      const std::uint64_t head = any(rng);
      if (used[head]) continue;
      used[head] = true;
      jumps.push_back({head, any(rng)});
    }
    const Board board = Board::square(side, jumps);
    const snl::Solution solution = snl::solve(board, {snl::Algorithm::automatic, false});
    const Analysis a = snl::analyze(board);
    if (solution.reachable()) {
      EXPECT_EQ(a.min_rolls, static_cast<std::uint64_t>(solution.rolls)) << "round " << round;
    } else {
      EXPECT_FALSE(a.min_rolls) << "round " << round;
      EXPECT_EQ(a.finish_probability, 0.0);
    }
  }
}

// Players on the geometric board (empty 2×2, p = 1/6, q = 5/6): player i wins when he is the first to roll the
// finishing face: q^(i−1)·p / (1 − q^P). Rounds: P(R > r) = q^(P·r), E[R] = 1/(1 − q^P). Every roll of anyone
// finishes with probability p, so the total number of rolls is geometric too: E = 6.
TEST(AnalyzePlayers, GeometricBoard) {
  const double p = 1.0 / 6;
  const double q = 5.0 / 6;
  for (const int players : {1, 2, 3, 5}) {
    const Analysis a = snl::analyze(Board::square(2, {}), rules(Overshoot::stay, 1, 6, players));
    ASSERT_EQ(a.players.size(), static_cast<std::size_t>(players));
    double total = 0;
    for (int i = 0; i < players; ++i) {
      const double expected = std::pow(q, i) * p / (1 - std::pow(q, players));
      EXPECT_NEAR(a.players[static_cast<std::size_t>(i)].win_probability, expected, 1e-12) << players << " " << i;
      total += a.players[static_cast<std::size_t>(i)].win_probability;
    }
    EXPECT_NEAR(total, 1.0, 1e-12);
    ASSERT_TRUE(a.expected_rounds && a.expected_total_rolls);
    EXPECT_NEAR(*a.expected_rounds, 1 / (1 - std::pow(q, players)), 1e-9);
    EXPECT_NEAR(*a.expected_total_rolls, 6.0, 1e-9);
    for (std::size_t n = 1; n < 50; ++n)
      EXPECT_NEAR(a.total_pmf[n], std::pow(q, static_cast<double>(n) - 1) * p, 1e-14);
    // Total rolls percentiles are those of the single player here.
    EXPECT_EQ(a.total_rolls_percentile(50), 4u);
  }
}

// With a trap the game can go on forever: P(someone wins) = 1 − (1 − F)^P, and the expectations are infinite.
// The trap board above from off the board: each player wins only with a 1 on his first roll.
TEST(AnalyzePlayers, TrapBoard) {
  const Board board = Board::track(10, {{1, 10}, {10, 5}});
  const Analysis a = snl::analyze(board, rules(Overshoot::stay, 0, 6, 3));
  EXPECT_NEAR(a.players[0].win_probability, 1.0 / 6, 1e-15);
  EXPECT_NEAR(a.players[1].win_probability, 5.0 / 36, 1e-15);
  EXPECT_NEAR(a.players[2].win_probability, 25.0 / 216, 1e-15);
  double total = 0;
  for (const snl::PlayerOutcome& player : a.players) total += player.win_probability;
  EXPECT_NEAR(total, 1 - std::pow(1 - a.finish_probability, 3), 1e-15);
  EXPECT_FALSE(a.expected_rounds);
  EXPECT_FALSE(a.expected_total_rolls);
  // One player wins exactly when he finishes.
  const Analysis alone = snl::analyze(board, rules(Overshoot::stay, 0));
  EXPECT_NEAR(alone.players[0].win_probability, alone.finish_probability, 1e-15);
}

// One player: the multiplayer figures repeat the single-player ones.
TEST(AnalyzePlayers, OnePlayerRepeatsTheGame) {
  const Board board = Board::square(10, {{3, 51}, {25, 5}, {99, 69}, {63, 95}});
  const Analysis a = snl::analyze(board, rules(Overshoot::bounce, 1));
  EXPECT_EQ(a.expected_rounds, a.expected_rolls);
  EXPECT_EQ(a.expected_total_rolls, a.expected_rolls);
  EXPECT_NEAR(a.players[0].win_probability, 1.0, 1e-12);
  for (std::size_t k = 0; k < a.total_pmf.size(); ++k) EXPECT_NEAR(a.total_pmf[k], a.pmf[k], 1e-15);
}

// Several players on the Milton Bradley board: the first player's advantage, the sum of the chances, and the
// relation E[total] = P·(E[rounds] − 1) + Σ i·P(player i wins).
TEST(AnalyzePlayers, MiltonBradleyTwoToFour) {
  const Board& board = analyze_test::milton_bradley();
  double previous_rounds = 1e9;
  for (const int players : {2, 3, 4}) {
    const Analysis a = snl::analyze(board, rules(Overshoot::stay, 0, 6, players));
    double total = 0;
    double weighted = 0;
    for (std::size_t i = 0; i < a.players.size(); ++i) {
      total += a.players[i].win_probability;
      weighted += static_cast<double>(i + 1) * a.players[i].win_probability;
      if (i > 0) {
        EXPECT_LT(a.players[i].win_probability, a.players[i - 1].win_probability);
      }
    }
    EXPECT_NEAR(total, 1.0, 1e-11);
    ASSERT_TRUE(a.expected_rounds && a.expected_total_rolls);
    EXPECT_NEAR(*a.expected_total_rolls, players * (*a.expected_rounds - 1) + weighted, 1e-8);
    EXPECT_LT(*a.expected_rounds, previous_rounds);  // more players, shorter games
    previous_rounds = *a.expected_rounds;
    EXPECT_NEAR(sum(a.total_pmf), 1.0, 1e-11);
  }
}

TEST(AnalyzeOptions, Validation) {
  const Board board = Board::square(3, {});
  AnalysisOptions options;
  EXPECT_THROW((void)snl::Die::fair(0), snl::Error);  // a die's faces are checked where it is made
  EXPECT_THROW((void)snl::Die::fair(snl::kMaxFace + 1), snl::Error);
  options.rules.again = 7;  // a face the die never shows
  EXPECT_THROW(snl::analyze(board, options), snl::Error);
  options = {};
  options.rules.start = 2;
  EXPECT_THROW(snl::analyze(board, options), snl::Error);
  options = {};
  options.players = 0;
  EXPECT_THROW(snl::analyze(board, options), snl::Error);
  options = {};
  options.max_rolls = 0;
  EXPECT_THROW(snl::analyze(board, options), snl::Error);
  EXPECT_THROW(snl::analyze(Board::track(snl::kMaxAnalysisSquares + 1, {})), snl::LimitError);
  EXPECT_EQ(snl::overshoot_named("bounce"), Overshoot::bounce);
  EXPECT_EQ(snl::name_of(Overshoot::finish), "finish");
  EXPECT_FALSE(snl::overshoot_named("wrap"));
}

TEST(AnalyzeDefinitions, PercentileOf) {
  const std::vector<double> cdf{0.0, 0.1, 0.5, 0.5, 0.99, 1.0};
  EXPECT_EQ(snl::percentile_of(cdf, 10), 1u);
  EXPECT_EQ(snl::percentile_of(cdf, 50), 2u);
  EXPECT_EQ(snl::percentile_of(cdf, 51), 4u);
  EXPECT_EQ(snl::percentile_of(cdf, 100), 5u);
  EXPECT_FALSE(snl::percentile_of(std::vector<double>{0.0, 0.2}, 25));
}

}  // namespace
