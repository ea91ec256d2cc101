// tests/unit/game_rules_test.cpp — the game's rules as one value (snl::Die, snl::GameRules in snl/rules.hpp): die
// specs and the part a bad one names, validate and describe; and the published figures the analysis of those rules
// reproduces (exact fractions, the fastest games, the statistics of a million simulated games), each cited.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"
#include "snl/rules.hpp"
#include "work_stages.hpp"

namespace {

using snl::Die;
using snl::DieFace;
using snl::GameRules;

/// The message of the Error that `spec` throws ("" when it parses).
std::string spec_error(const std::string& spec) {
  try {
    (void)Die::parse(spec);
  } catch (const snl::Error& error) {
    return error.what();
  }
  return "";
}

std::string rules_error(const GameRules& rules) {
  try {
    snl::validate(rules);
  } catch (const snl::Error& error) {
    return error.what();
  }
  return "";
}

/// The classic board with its snake 47→26 moved to 48→26: the board of the PerlMonks statistics below.
snl::Board snake_from_48() {
  std::vector<snl::Jump> jumps(analyze_test::milton_bradley().jumps().begin(),
                               analyze_test::milton_bradley().jumps().end());
  for (snl::Jump& jump : jumps) {
    if (jump.from == 47) jump.from = 48;
  }
  return snl::Board::square(10, jumps);
}

snl::AnalysisOptions from_off_the_board() {
  snl::AnalysisOptions options;
  options.rules.start = 0;
  return options;
}

}  // namespace

TEST(DieSpec, FairDie) {
  const Die die = Die::parse("6");
  EXPECT_EQ(die, Die::fair(6));
  EXPECT_TRUE(die.fair());
  EXPECT_EQ(die.name(), "d6");
  EXPECT_EQ(die.total(), 6U);
  ASSERT_EQ(die.faces().size(), 6U);
  for (int face = 1; face <= 6; ++face) EXPECT_EQ(die.weight(face), 1U);
  EXPECT_EQ(die.weight(7), 0U);
  EXPECT_EQ(Die::parse("15").largest(), 15);  // a spinner 1..15
}

// 2d6: the ways to throw each sum 2..12 are 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 of 36.
TEST(DieSpec, SumOfDice) {
  const Die die = Die::parse("2d6");
  EXPECT_FALSE(die.fair());
  EXPECT_EQ(die.name(), "2d6");
  EXPECT_EQ(die.total(), 36U);
  const std::vector<std::uint64_t> ways{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};
  ASSERT_EQ(die.faces().size(), ways.size());
  for (int sum = 2; sum <= 12; ++sum) EXPECT_EQ(die.weight(sum), ways[static_cast<std::size_t>(sum - 2)]) << sum;
  EXPECT_EQ(die.weight(1), 0U);
  EXPECT_EQ(Die::parse("1d6"), Die::fair(6));
}

// Weights are reduced by their gcd; decimals are scaled to integers first: 1:0.5,2:1 is 1:1,2:2.
TEST(DieSpec, WeightedFaces) {
  const Die die = Die::parse("1:1,2:2");
  EXPECT_EQ(die.total(), 3U);
  EXPECT_EQ(die.weight(1), 1U);
  EXPECT_EQ(die.weight(2), 2U);
  EXPECT_EQ(die.name(), "1:1,2:2");
  EXPECT_EQ(Die::parse("1:2,2:4"), die);
  EXPECT_EQ(Die::parse("2:1,1:0.5"), die);
  EXPECT_EQ(Die::parse("1:1,2:1,3:1"), Die::fair(3));
  EXPECT_TRUE(Die::parse("1:1,2:1,3:1").fair());
  EXPECT_EQ(Die::parse("3:1,5:1").faces()[1], (DieFace{5, 1}));  // faces with gaps
}

TEST(DieSpec, ABadSpecNamesThePart) {
  EXPECT_EQ(spec_error(""), "die '': expected K, NdK or F:W,F:W,…, found nothing");
  EXPECT_EQ(spec_error("2d"), "die '2d': expected the number of faces after 'd' (1..1000), found the end");
  EXPECT_EQ(spec_error("d6"), "die 'd6': expected a number of dice (1..1000), found 'd'");
  EXPECT_EQ(spec_error("0"), "die '0': expected a number of faces (1..1000), found '0'");
  EXPECT_EQ(spec_error("1001"), "die '1001': expected a number of faces (1..1000), found '1001'");
  EXPECT_EQ(spec_error("6.0"), "die '6.0': expected 'd' or the end after the number, found '.0'");
  EXPECT_EQ(spec_error("2d600"), "die '2d600': the sum of the dice must stay within 1..1000");
  EXPECT_EQ(spec_error("1:0"), "die '1:0': expected a positive weight, found '0'");
  EXPECT_EQ(spec_error("1:1,1:2"), "die '1:1,1:2': face 1 is given twice");
  EXPECT_EQ(spec_error("1:1,2:x"),
            "die '1:1,2:x': expected a weight in decimal digits (a positive number such as 2 or 0.25, without an "
            "exponent), found 'x'");
  EXPECT_EQ(spec_error("0.5:1"), "die '0.5:1': expected a face (1..1000), found '0.5'");
  // A long spec is cut in the message, as every quoted word is.
  const std::string long_spec(100'000, '9');
  EXPECT_EQ(spec_error(long_spec), "die '999999999999999999999999...': expected a number of faces (1..1000), found "
                                   "'999999999999999999999999...'");
  EXPECT_NE(spec_error("20d1000"), "");  // 1000^20 throws cannot be counted in 64 bits
}

TEST(DieSpec, WeightsAreRefusedForTheRealReason) {
  // Issue 36: each of these was "expected a weight (a positive number…)" though the weight is positive.
  EXPECT_EQ(spec_error("1:4611686018427387904"),
            "die '1:4611686018427387904': the weight '4611686018427387904' has more digits than a die's weights hold "
            "(they add up to at most 2^62)");
  EXPECT_NE(spec_error("1:1e308").find("without an exponent), found '1e308'"), std::string::npos);
  EXPECT_NE(spec_error("1:1e-20").find("without an exponent), found '1e-20'"), std::string::npos);
  EXPECT_EQ(spec_error("1:0.0000000000001"),
            "die '1:0.0000000000001': the weight '0.0000000000001' has more than 12 digits after the point");
  EXPECT_EQ(Die::parse("1:0.000000000001,2:1").weight(2), 1'000'000'000'000U);  // 12 digits are taken
}

TEST(DieSpec, OneGrammarForCommas) {
  // F:W items separated by single commas: none before the first, between two, or after the last.
  EXPECT_EQ(spec_error("1:1,"), "die '1:1,': expected a face F:W after the last comma, found the end");
  EXPECT_EQ(spec_error(",1:1"), "die ',1:1': expected a face F:W between commas, found nothing");
  EXPECT_EQ(spec_error("1:1,,2:1"), "die '1:1,,2:1': expected a face F:W between commas, found nothing");
  EXPECT_EQ(spec_error("1:1,2:1,"), "die '1:1,2:1,': expected a face F:W after the last comma, found the end");
  EXPECT_EQ(Die::parse("1:1,2:1"), Die::fair(2));
}

TEST(GameRules, ValidateNamesTheRule) {
  GameRules rules;
  EXPECT_EQ(rules_error(rules), "");
  rules.start = 2;
  EXPECT_EQ(rules_error(rules), "the start must be 0 (off the board) or 1 (square 1), not 2");
  rules = {};
  rules.die = Die::fair(2);
  rules.again = 3;
  EXPECT_EQ(rules_error(rules), "the die d2 never shows 3: no roll would roll again");
  rules.die = Die::fair(1);
  rules.again = 1;
  EXPECT_EQ(rules_error(rules), "the die d1 always shows 1: with no again limit a turn would never end");
  rules.again_limit = 2;  // with a limit every turn ends: the second 1 voids it
  EXPECT_EQ(rules_error(rules), "");
  rules = {};
  rules.again_limit = 3;
  EXPECT_EQ(rules_error(rules), "an again limit needs a face that rolls again (again)");  // no face's flag in the library's words
}

TEST(GameRules, Describe) {
  GameRules rules;
  EXPECT_EQ(snl::describe(rules), "overshoot stay, start 1, d6");
  rules.die = Die::parse("2d6");
  rules.start = 0;
  rules.overshoot = snl::Overshoot::bounce;
  rules.again = 12;
  rules.again_limit = 3;
  EXPECT_EQ(snl::describe(rules), "overshoot bounce, start 0, 2d6, again 12 (limit 3)");
}

// Althoen, King & Schilling, "How long is a game of Snakes and Ladders?", The Mathematical Gazette 77 (478), 1993:
// the Milton Bradley board from off the board, exact landing, expected length as this fraction (≈ 39.2251).
TEST(PublishedFigures, MiltonBradleyExpectedLengthAsAFraction) {
  snl::AnalysisOptions options = from_off_the_board();
  options.exact = true;
  const snl::Analysis a = snl::analyze(analyze_test::milton_bradley(), options);
  ASSERT_TRUE(a.exact);
  EXPECT_EQ(a.exact->expected_rolls,
            "225837582538403273407117496273279920181931269186581786048583/"
            "5757472998140039232950575874628786131130999406013041613400");
  EXPECT_EQ(a.exact->expected_turns, a.exact->expected_rolls);  // one roll a turn
  EXPECT_EQ(a.exact->finish_probability, "1");
}

// The 48→26 variant: 7 rolls at least, 438 shortest games, P(exactly 7 rolls) = 73/46656 (the figure of the issue);
// and toolic, "Dial up some obscure stats for the Chutes and Ladders game", PerlMonks node 775760 (29 June 2009),
// https://www.perlmonks.org/?node_id=775760, 1,000,000
// simulated games: mean 39.6, median 33, mode 22, 10% of games within 15 rolls, 90% within 73, and 0.16% of
// games (1,597) of the least length 7 — our exact 73/46656 = 0.156%.
TEST(PublishedFigures, SnakeFrom48FastestGamesAndSimulatedStatistics) {
  snl::AnalysisOptions options = from_off_the_board();
  options.fastest = true;
  const snl::Analysis a = snl::analyze(snake_from_48(), options);
  ASSERT_TRUE(a.fastest);
  EXPECT_EQ(a.fastest->rolls, 7U);
  EXPECT_EQ(a.fastest->games, "438");
  EXPECT_EQ(a.fastest->exact_probability, "73/46656");
  EXPECT_NEAR(a.fastest->probability, 1597e-6, 4 * std::sqrt(1597e-6 / 1e6));  // the simulation, within 4 SE
  ASSERT_TRUE(a.expected_rolls);
  EXPECT_NEAR(*a.expected_rolls, 39.6, 0.05);
  EXPECT_EQ(a.median(), 33U);
  EXPECT_EQ(a.mode(), 22U);
  EXPECT_NEAR(a.pmf[22], 0.025, 0.0005);  // "You'll most likely win in 22 moves! … that only happens 2.5% of the time"
  EXPECT_EQ(a.percentile(10), 15U);
  EXPECT_EQ(a.percentile(90), 73U);
}

// The classic board: 423 shortest games from off the board (47/31104), 84 from square 1 (7/23328); the likeliest
// shortest game is a route of 7 rolls whose probability is at most that of all of them.
TEST(PublishedFigures, ClassicBoardFastestGames) {
  snl::AnalysisOptions options = from_off_the_board();
  options.fastest = true;
  const snl::Analysis off = snl::analyze(analyze_test::milton_bradley(), options);
  ASSERT_TRUE(off.fastest);
  EXPECT_EQ(off.fastest->games, "423");
  EXPECT_EQ(off.fastest->exact_probability, "47/31104");
  EXPECT_EQ(off.fastest->likeliest.size(), 7U);
  EXPECT_LE(off.fastest->likeliest_probability, off.fastest->probability);
  options.rules.start = 1;
  const snl::Analysis on = snl::analyze(analyze_test::milton_bradley(), options);
  ASSERT_TRUE(on.fastest);
  EXPECT_EQ(on.fastest->games, "84");
  EXPECT_EQ(on.fastest->exact_probability, "7/23328");
}

// A turn that only a finish can end: 2×2 board, ladder 2→3, faces 1 (weight 1) and 2 (weight 2), a 2 rolls again.
// From 3 (stay) a 2 overshoots and rolls again, a 1 finishes: the turn goes on until the 1. It ends (no endless
// loop on what is left of it), and E[rolls] = 13/3, E[turns] = 13/9 (the reference model, by hand: from 0 a first
// 1 lands on 1, a 2 on 2⇒3 and rolls again; …).
TEST(GameRulesAnalysis, ATurnOnlyAFinishCanEndStillEnds) {
  snl::AnalysisOptions options = from_off_the_board();
  options.rules.die = Die::parse("1:1,2:2");
  options.rules.again = 2;
  options.exact = true;
  const snl::Analysis a = snl::analyze(snl::Board::square(2, {{2, 3}}), options);
  ASSERT_TRUE(a.exact);
  EXPECT_EQ(a.exact->expected_rolls, "13/3");
  EXPECT_EQ(a.exact->expected_turns, "13/9");
  EXPECT_FALSE(a.truncated);
}

TEST(GameRulesAnalysis, ExactFiguresAreRefusedPastTheStateLimit) {
  snl::AnalysisOptions options;
  options.exact = true;
  try {
    (void)snl::analyze(snl::Board::square(50, {}), options);
    FAIL() << "no LimitError";
  } catch (const snl::LimitError& error) {
    EXPECT_NE(std::string(error.what()).find(std::to_string(snl::kMaxExactStates)), std::string::npos) << error.what();
  }
}

// The budget is the analysis' whole work: given just what the rest of the analysis takes, the fastest games are
// refused with a message that says so (and not computed for minutes).
TEST(GameRulesAnalysis, FastestGamesAreRefusedPastTheWorkBudget) {
  const snl::Board board = snl::Board::square(100, {});
  snl::AnalysisOptions options;
  const std::uint64_t rest = snl::analyze(board, options).work;
  options.fastest = true;
  options.max_work = rest + 1;
  try {
    (void)snl::analyze(board, options);
    FAIL() << "no LimitError";
  } catch (const snl::LimitError& error) {
    EXPECT_NE(std::string(error.what()).find("fastest games"), std::string::npos) << error.what();
  }
  options.max_work = snl::kDefaultMaxWork;
  const snl::Analysis a = snl::analyze(board, options);
  ASSERT_TRUE(a.fastest);
  EXPECT_EQ(a.fastest->rolls, *a.min_rolls);
}

// The figures of each square. The empty 2×2 board from square 1 (stay): from 1, 2 or 3 exactly one face lands on 4,
// so 6 rolls remain from each; from 1 the faces 4..6 stay, so turns begin on 1 on average 1 / (1 − 1/2) = 2 times,
// and surely once; 4 is not listed (reaching it finishes).
TEST(GameRulesAnalysis, SquaresFigures) {
  snl::AnalysisOptions options;
  options.squares = true;
  const snl::Analysis small = snl::analyze(snl::Board::square(2, {}), options);
  ASSERT_EQ(small.squares.size(), 3U);  // squares 1, 2, 3
  EXPECT_EQ(small.squares[0].square, 1U);
  ASSERT_TRUE(small.squares[0].ever && small.squares[0].visits && small.squares[0].remaining);
  EXPECT_NEAR(*small.squares[0].ever, 1.0, 1e-12);
  EXPECT_NEAR(*small.squares[0].visits, 2.0, 1e-12);
  EXPECT_TRUE(small.ever_left_out.empty());
  for (const snl::SquareFigures& s : small.squares) EXPECT_NEAR(s.remaining.value_or(-1), 6.0, 1e-12) << s.square;
}

// P(a turn ever begins on j) on a board of 2,500 squares (past the 2,000 states of the solve-per-square method it
// replaced), with one snake 2490 → 10, from square 1 (the default). Below the snake's tail no square is revisited,
// so P(ever on j) is the chance that the sums of fair rolls from 1 hit j: p_j = (p_{j−1} + … + p_{j−6}) / 6 over
// the terms with j − f ≥ 1, p_1 = 1 (an independent recurrence).
// Every square where a turn can begin has 0 < P ≤ 1 and P ≤ its expected number of turns begun.
TEST(GameRulesAnalysis, EverOnABigBoardAgreesWithTheRecurrence) {
  snl::AnalysisOptions options;
  options.squares = true;
  const snl::Analysis a = snl::analyze(snl::Board::square(50, {{2490, 10}}), options);
  ASSERT_GT(a.states, 2'000U);
  ASSERT_TRUE(a.ever_left_out.empty()) << a.ever_left_out;
  std::vector<double> p(10, 0.0);
  p[1] = 1;
  for (std::size_t j = 2; j < 10; ++j) {
    for (std::size_t f = 1; f <= 6 && f < j; ++f) p[j] += p[j - f] / 6;
  }
  for (const snl::SquareFigures& s : a.squares) {
    ASSERT_TRUE(s.ever && s.visits) << s.square;
    EXPECT_GT(*s.ever, 0.0) << s.square;
    EXPECT_LE(*s.ever, 1.0) << s.square;
    EXPECT_LE(*s.ever, *s.visits * (1 + 1e-12)) << s.square;
    if (s.square < 10) {
      EXPECT_NEAR(*s.ever, p[s.square], 1e-12) << s.square;
    }
  }
}

// P(ever) may take half the work budget left: past it the figure is left out, with the reason, while the expected
// rolls still needed and the visits are given and the analysis goes on.
TEST(GameRulesAnalysis, EverIsLeftOutPastHalfTheWorkBudget) {
  snl::AnalysisOptions options;
  options.squares = true;
  std::vector<snl::Jump> snakes;
  for (snl::Label head = 300; head < 390; head += 3) snakes.push_back({head, head - 250});
  const snl::Board board = snl::Board::square(20, snakes);
  // Room for the chain and its linear system, and 400,000 units more: the factorization and the squares' solve
  // fit, the ever table (about 2.3·10⁵) not in half of what is left.
  options.max_work = work_stages::before_the_solve(board, options.rules) + 400'000;
  const snl::Analysis a = snl::analyze(board, options);
  EXPECT_NE(a.ever_left_out.find("work budget"), std::string::npos) << a.ever_left_out;
  ASSERT_FALSE(a.squares.empty());
  for (const snl::SquareFigures& s : a.squares) {
    EXPECT_FALSE(s.ever.has_value()) << s.square;
    EXPECT_TRUE(s.visits.has_value()) << s.square;
    EXPECT_TRUE(s.remaining.has_value()) << s.square;
  }
  options.max_work = snl::kDefaultMaxWork;
  const snl::Analysis full = snl::analyze(board, options);
  EXPECT_TRUE(full.ever_left_out.empty());
  for (const snl::SquareFigures& s : full.squares) EXPECT_TRUE(s.ever.has_value()) << s.square;
}

// The figures of each square by BiCGSTAB (forced; chosen by itself above 20,000 states) against the sparse LU, under
// again rules with and without a limit: the visits solve (I − Q)ᵀ, preconditioned by its lower triangle (the forward
// moves transposed). Preconditioned by its upper triangle, the 100×100 board with 1,000 jumps under `--again 6
// --again-limit 3 --squares` did not converge and fell back to an LU past the work budget.
TEST(GameRulesAnalysis, SquaresByTheIterativeSolverMatchTheLu) {
  const std::uint64_t seed = 3301;
  std::mt19937_64 rng(seed);
  int iterative = 0;
  for (int round = 0; round < 24; ++round) {
    const int squares = 20 + static_cast<int>(rng() % 120);
    const snl::Board board = analyze_test::random_track(rng, squares, squares / 8);
    snl::AnalysisOptions options;
    options.squares = true;
    options.max_rolls = 1;
    options.rules.again = 6;
    options.rules.again_limit = static_cast<int>(round % 4);
    options.rules.start = round % 2;
    options.linear_solver = snl::LinearSolver::sparse_lu;
    const snl::Analysis lu = snl::analyze(board, options);
    options.linear_solver = snl::LinearSolver::bicgstab;
    const snl::Analysis krylov = snl::analyze(board, options);
    if (krylov.solved_by.rfind("BiCGSTAB", 0) == 0) ++iterative;
    const std::string where = "seed " + std::to_string(seed) + " round " + std::to_string(round) + ": " +
                              analyze_test::describe(board, options);
    ASSERT_EQ(lu.squares.size(), krylov.squares.size()) << where;
    for (std::size_t i = 0; i < lu.squares.size(); ++i) {
      const snl::SquareFigures& a = lu.squares[i];
      const snl::SquareFigures& b = krylov.squares[i];
      ASSERT_EQ(a.square, b.square) << where;
      for (const auto& [x, y] : {std::pair{a.remaining, b.remaining}, {a.visits, b.visits}, {a.ever, b.ever}}) {
        ASSERT_EQ(x.has_value(), y.has_value()) << where << " square " << a.square;
        if (x) {
          EXPECT_NEAR(*x, *y, 1e-10 * std::max(1.0, std::abs(*x))) << where << " square " << a.square;
        }
      }
    }
  }
  EXPECT_GT(iterative, 12) << "seed " << seed;
}

TEST(JumpsEffect, HandWorkedTrackWithATrapBehindALadder) {
  // A one-faced die on 5 squares from square 1: the ladder 3 -> 5 finishes in 2 rolls (1 -> 2 -> 3 => 5). Without
  // it the token walks on to 4 and the snake 4 -> 1 sends it round for ever: infinite, the change that matters
  // most. The snake is never reached with the ladder in place: removing it changes nothing. The first (only) roll
  // takes the token to 2, one roll from the end.
  snl::AnalysisOptions options;
  options.rules.die = snl::Die::parse("1");
  options.jumps_effect = true;
  const snl::Analysis a = snl::analyze(snl::Board::track(5, {{3, 5}, {4, 1}}), options);
  ASSERT_EQ(a.expected_rolls.value_or(-1), 2.0);
  ASSERT_EQ(a.jumps.size(), 2U);
  EXPECT_EQ(a.jumps[0].jump, (snl::Jump{3, 5}));
  EXPECT_FALSE(a.jumps[0].expected_rolls.has_value());
  EXPECT_FALSE(a.jumps[0].effect.has_value());
  EXPECT_EQ(a.jumps[1].jump, (snl::Jump{4, 1}));
  EXPECT_NEAR(a.jumps[1].effect.value_or(-1), 0.0, 1e-12);
  ASSERT_EQ(a.first_rolls.size(), 1U);
  EXPECT_EQ(a.first_rolls[0].step.to, 2U);
  EXPECT_NEAR(a.first_rolls[0].expected_rolls.value_or(-1), 2.0, 1e-12);
  EXPECT_EQ(a.best_first_roll, std::optional<std::size_t>(0));
}

TEST(JumpsEffect, ALadderToTheEndAndASnakeOnTheLastSquare) {
  // d2 on 4 squares from 1, the ladder 2 -> 4 and a snake on the last square 4 -> 1 (landing on 4 sends the token
  // back; arriving by the ladder finishes: jumps never chain). With both, from 1 a 1 takes the ladder and finishes,
  // a 2 lands on 3; from 3 a 1 lands on 4 and goes back to 1, a 2 stays (past the end). So t1 = 1 + t3/2, t3 = 1 + t1/2 + t3/2: t3 = 2 + t1, t1 = 1 + 1 + t1/2 → t1 = 4, t3 = 6.
  // Without the ladder: from 1 a 1 lands on 2, a 2 on 3; from 2 a 1 → 3, a 2 → 4 → 1; t2 = 1 + t3/2 + t1/2.
  // t1 = 1 + (t2 + t3)/2, t3 = 2 + t1 (unchanged): never finishes (4 always sends back): infinite.
  // Without the snake: the last square finishes: t1 = 1 + t3/2, t3 = 1 + t3/2 → t3 = 2, t1 = 2.
  snl::AnalysisOptions options;
  options.rules.die = snl::Die::parse("2");
  options.jumps_effect = true;
  const snl::Analysis a = snl::analyze(snl::Board::track(4, {{2, 4}, {4, 1}}), options);
  ASSERT_NEAR(a.expected_rolls.value_or(-1), 4.0, 1e-12);
  ASSERT_EQ(a.jumps.size(), 2U);
  EXPECT_EQ(a.jumps[0].jump, (snl::Jump{2, 4}));  // infinite without it: first
  EXPECT_FALSE(a.jumps[0].expected_rolls.has_value());
  EXPECT_EQ(a.jumps[1].jump, (snl::Jump{4, 1}));
  EXPECT_NEAR(a.jumps[1].expected_rolls.value_or(-1), 2.0, 1e-12);
  EXPECT_NEAR(a.jumps[1].effect.value_or(-1), 2.0, 1e-12);
  ASSERT_EQ(a.first_rolls.size(), 2U);
  EXPECT_NEAR(a.first_rolls[0].expected_rolls.value_or(-1), 1.0, 1e-12);  // the ladder: finished
  EXPECT_NEAR(a.first_rolls[1].expected_rolls.value_or(-1), 7.0, 1e-12);  // to 3: 1 + 6
  EXPECT_EQ(a.best_first_roll, std::optional<std::size_t>(0));
}
