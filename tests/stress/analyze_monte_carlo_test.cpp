// tests/stress/analyze_monte_carlo_test.cpp — snl::analyze against games actually played with a seeded random die
// (reference::play and game_reference::play, which share no code with snl). Tolerance: 4 standard errors, so a
// correct analysis fails a single check with probability about 6e-5; the seed is fixed and printed, so a failure
// reproduces exactly (and a passing seed passes every run).
//   mean:          |mean of the games − expected_rolls| ≤ 4 · s / √games  (s = the exact std_dev)
//   probabilities: |observed frequency − p| ≤ 4 · √(p(1 − p) / games) + 1/games
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "analysis_helpers.hpp"
#include "analysis_reference.hpp"
#include "game_reference.hpp"
#include "snl/analyze.hpp"

namespace {

using analyze_test::describe;
using analyze_test::to_reference;

constexpr int kGames = 20'000;

void expect_probability(double observed, double p, int games, const std::string& what) {
  const double tolerance = 4 * std::sqrt(p * (1 - p) / games) + 1.0 / games;
  EXPECT_NEAR(observed, p, tolerance) << what;
}

void check_by_simulation(const snl::Board& board, const snl::AnalysisOptions& options, std::mt19937_64& rng) {
  SCOPED_TRACE(describe(board, options));
  const snl::Analysis a = snl::analyze(board, options);
  const reference::Game game = to_reference(board, options);
  const std::uint64_t cap = a.pmf.size() - 1;  // games still running then are counted as not finished
  const std::uint64_t median = a.median().value_or(cap);
  const std::uint64_t p90 = a.percentile(90).value_or(cap);
  double total = 0;
  int finished = 0;
  int by_median = 0;
  int by_p90 = 0;
  for (int i = 0; i < kGames; ++i) {
    const std::optional<std::uint64_t> rolls = reference::play(game, rng, cap);
    if (!rolls) continue;
    ++finished;
    total += static_cast<double>(*rolls);
    by_median += *rolls <= median;
    by_p90 += *rolls <= p90;
  }
  expect_probability(static_cast<double>(finished) / kGames, a.cdf.back(), kGames, "finished");
  expect_probability(static_cast<double>(by_median) / kGames, a.within(median), kGames, "P(T <= median)");
  expect_probability(static_cast<double>(by_p90) / kGames, a.within(p90), kGames, "P(T <= 90th percentile)");
  if (a.expected_rolls) {
    EXPECT_NEAR(total / kGames, *a.expected_rolls, 4 * *a.std_dev / std::sqrt(kGames) + 1e-9) << "mean";
  }
}

TEST(AnalyzeMonteCarlo, RandomBoardsEveryRule) {
  const std::uint64_t seed = 8001;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  std::vector<snl::Board> boards;
  boards.push_back(analyze_test::random_track(rng, 30, 6));
  boards.push_back(analyze_test::random_track(rng, 50, 10));
  {
    const snl::Board track = analyze_test::random_track(rng, 100, 14);
    boards.push_back(snl::Board::square(10, {track.jumps().begin(), track.jumps().end()}));
  }
  for (std::size_t b = 0; b < boards.size(); ++b) {
    const int die = b == 1 ? 4 : 6;
    for (const snl::AnalysisOptions& options : analyze_test::all_rules(die))
      check_by_simulation(boards[b], options, rng);
  }
}

// Jumps on each of the last six squares: the rules then really differ, and each matches its own games.
TEST(AnalyzeMonteCarlo, JumpsOnTheLastSixSquares) {
  const std::uint64_t seed = 8002;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  const snl::Board board = snl::Board::square(
      10, {{94, 70}, {95, 99}, {96, 60}, {97, 100}, {98, 80}, {99, 88}, {100, 93}, {12, 45}, {40, 20}});
  std::vector<double> means;
  for (const snl::AnalysisOptions& options : analyze_test::all_rules(6)) {
    check_by_simulation(board, options, rng);
    const snl::Analysis a = snl::analyze(board, options);
    ASSERT_TRUE(a.expected_rolls);
    means.push_back(*a.expected_rolls);
  }
  for (std::size_t i = 0; i < means.size(); ++i) {
    for (std::size_t j = i + 1; j < means.size(); ++j) EXPECT_GT(std::abs(means[i] - means[j]), 1e-3) << i << " " << j;
  }
}

// A board with a trap: the share of games over within the computed range matches the finish probability.
TEST(AnalyzeMonteCarlo, Trap) {
  const std::uint64_t seed = 8003;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  const snl::Board board = snl::Board::track(40, {{8, 40}, {40, 13}, {17, 10}, {3, 30}, {25, 2}});
  for (const snl::AnalysisOptions& options : analyze_test::all_rules(6)) check_by_simulation(board, options, rng);
}

// Several players: who wins, and how many rolls the whole game takes.
TEST(AnalyzeMonteCarlo, Players) {
  const std::uint64_t seed = 8004;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  const snl::Board board = snl::Board::square(6, {{3, 22}, {8, 26}, {20, 29}, {27, 1}, {21, 9}, {35, 12}, {17, 4}});
  for (const int players : {2, 3}) {
    snl::AnalysisOptions options;
    options.rules.start = 0;
    options.players = players;
    SCOPED_TRACE(describe(board, options));
    const snl::Analysis a = snl::analyze(board, options);
    const reference::Game game = to_reference(board, options);
    std::vector<int> wins(static_cast<std::size_t>(players), 0);
    double total_rolls = 0;
    double total_squares = 0;
    for (int g = 0; g < kGames; ++g) {
      // Everyone plays a whole game; the winner is the one finishing in the earliest round, ties to the first.
      std::uint64_t best = UINT64_MAX;
      int winner = 0;
      for (int p = 0; p < players; ++p) {
        const std::uint64_t rolls = *reference::play(game, rng, 1'000'000);
        if (rolls < best) {
          best = rolls;
          winner = p;
        }
      }
      ++wins[static_cast<std::size_t>(winner)];
      const auto total = static_cast<double>((best - 1) * static_cast<std::uint64_t>(players) +
                                             static_cast<std::uint64_t>(winner) + 1);
      total_rolls += total;
      total_squares += total * total;
    }
    for (int p = 0; p < players; ++p) {
      expect_probability(static_cast<double>(wins[static_cast<std::size_t>(p)]) / kGames,
                         a.players[static_cast<std::size_t>(p)].win_probability, kGames,
                         "player " + std::to_string(p + 1) + " wins");
    }
    // The standard error of the mean total from the games' own spread.
    const double mean = total_rolls / kGames;
    const double spread = std::sqrt(std::max(0.0, total_squares / kGames - mean * mean));
    EXPECT_NEAR(mean, *a.expected_total_rolls, 4 * spread / std::sqrt(kGames)) << "total rolls";
  }
}

}  // namespace

// The rules beyond a fair die, played by the second model's simulator: the classic board from off the board under
// the three-sixes rule, two dice (bouncing) with a double-six total rolling again, and a weighted spinner whose 2 rolls again
// without a limit. Rolls and turns both within 4 standard errors of the exact means, and P(within the median).
TEST(AnalyzeMonteCarlo, RollAgainRules) {
  const std::uint64_t seed = 20261201;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  struct Variant {
    const char* die;
    int again;
    int limit;
    snl::Overshoot overshoot;  // with 2d6 exact landing on 100 is a trap from 99: bounce
  };
  for (const Variant& v : {Variant{"6", 6, 3, snl::Overshoot::stay}, Variant{"2d6", 12, 2, snl::Overshoot::bounce},
                           Variant{"1:1,2:3,3:1", 2, 0, snl::Overshoot::stay}}) {
    snl::AnalysisOptions options;
    options.rules.overshoot = v.overshoot;
    options.rules.start = 0;
    options.rules.die = snl::Die::parse(v.die);
    options.rules.again = v.again;
    options.rules.again_limit = v.limit;
    const snl::Board& board = analyze_test::milton_bradley();
    SCOPED_TRACE(describe(board, options));
    const snl::Analysis a = snl::analyze(board, options);
    ASSERT_TRUE(a.expected_rolls && a.expected_turns && a.median());
    const game_reference::Game game = analyze_test::to_game(board, options.rules);
    double rolls = 0;
    double turns = 0;
    int within_median = 0;
    for (int g = 0; g < kGames; ++g) {
      const auto played = game_reference::play(game, rng, 1'000'000);
      ASSERT_TRUE(played);
      rolls += static_cast<double>(played->first);
      turns += static_cast<double>(played->second);
      within_median += played->first <= *a.median() ? 1 : 0;
    }
    EXPECT_NEAR(rolls / kGames, *a.expected_rolls, 4 * *a.std_dev / std::sqrt(kGames)) << "rolls";
    EXPECT_NEAR(turns / kGames, *a.expected_turns, 4 * *a.turns_std_dev / std::sqrt(kGames)) << "turns";
    expect_probability(static_cast<double>(within_median) / kGames, a.within(*a.median()), kGames, "within the median");
  }
}
