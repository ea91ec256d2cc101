// tests/stress/analyze_oracle_test.cpp — snl::analyze against the independent dense model (analysis_reference.hpp): every 2×2
// board (each square plain or jumping to any square: 5^4 boards) under every rule and several dice, then random
// tracks and square boards; and the closed-form geometric tail against pushing every roll.
#include <gtest/gtest.h>

#include <cmath>
#include <array>
#include <random>

#include "analysis_helpers.hpp"
#include "analysis_reference.hpp"
#include "snl/analyze.hpp"

namespace {

using analyze_test::describe;
using analyze_test::to_reference;

// Compares analysis `a` of `board` under `options` with the dense model.
void compare(const snl::Board& board, const snl::AnalysisOptions& options, const snl::Analysis& a) {
  const int rolls = static_cast<int>(std::min<std::size_t>(a.pmf.size() - 1, 80));
  const reference::Exact exact = reference::solve(to_reference(board, options), rolls);
  SCOPED_TRACE(describe(board, options));
  EXPECT_NEAR(a.finish_probability, static_cast<double>(exact.finish_probability), 1e-12);
  ASSERT_EQ(a.expected_rolls.has_value(), exact.expected.has_value());
  if (exact.expected) {
    const double e = static_cast<double>(*exact.expected);
    EXPECT_NEAR(*a.expected_rolls, e, 1e-10 * std::max(1.0, e));
    const auto sd = static_cast<double>(std::sqrt(std::max(0.0L, *exact.variance)));
    EXPECT_NEAR(*a.std_dev, sd, 1e-7 * std::max(1.0, sd));
  }
  ASSERT_EQ(a.min_rolls.has_value(), exact.min_rolls.has_value());
  if (exact.min_rolls) {
    EXPECT_EQ(*a.min_rolls, static_cast<std::uint64_t>(*exact.min_rolls));
  }
  for (int k = 0; k <= rolls; ++k) {
    EXPECT_NEAR(a.pmf[static_cast<std::size_t>(k)], static_cast<double>(exact.pmf[static_cast<std::size_t>(k)]), 1e-13)
        << "k = " << k;
  }
}

snl::Analysis expect_matches(const snl::Board& board, const snl::AnalysisOptions& options) {
  snl::Analysis a = snl::analyze(board, options);
  compare(board, options, a);
  return a;
}

TEST(AnalyzeOracle, EveryTwoByTwoBoard) {
  for (int code = 0; code < 625; ++code) {
    std::vector<snl::Jump> jumps;
    int rest = code;
    for (snl::Label square = 1; square <= 4; ++square, rest /= 5) {
      if (rest % 5 != 0) jumps.push_back({square, static_cast<snl::Label>(rest % 5)});
    }
    const snl::Board board = snl::Board::square(2, jumps);
    for (const int die : {1, 2, 3, 6}) {
      for (const snl::AnalysisOptions& options : analyze_test::all_rules(die)) expect_matches(board, options);
    }
    if (HasFailure()) return;
  }
}

TEST(AnalyzeOracle, RandomTracksAndBoards) {
  const std::uint64_t seed = 7001;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  for (int round = 0; round < 120; ++round) {
    const int squares = 3 + static_cast<int>(rng() % 38);
    const int jumps = static_cast<int>(rng() % static_cast<std::uint64_t>(squares / 2 + 1));
    const snl::Board board = analyze_test::random_track(rng, squares, jumps);
    const int die = std::array<int, 5>{2, 4, 6, 6, 8}[round % 5];
    for (const snl::AnalysisOptions& options : analyze_test::all_rules(die)) expect_matches(board, options);
    if (HasFailure()) return;
  }
  for (int side = 3; side <= 7; ++side) {
    for (int round = 0; round < 6; ++round) {
      const snl::Board track = analyze_test::random_track(rng, side * side, side + round * 2);
      const snl::Board board =
          snl::Board::square(static_cast<std::uint64_t>(side), {track.jumps().begin(), track.jumps().end()});
      for (const snl::AnalysisOptions& options : analyze_test::all_rules(6)) expect_matches(board, options);
      if (HasFailure()) return;
    }
  }
}

// The iterative solver (BiCGSTAB preconditioned by the forward moves, chosen automatically above 20,000
// states) forced on small boards, against the dense model; with many short snakes it may fall back to the LU.
TEST(AnalyzeOracle, IterativeSolver) {
  const std::uint64_t seed = 7003;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  int iterative = 0;
  for (int round = 0; round < 30; ++round) {
    const int squares = 10 + static_cast<int>(rng() % 150);
    const snl::Board board =
        analyze_test::random_track(rng, squares, static_cast<int>(rng() % static_cast<std::uint64_t>(squares / 3 + 1)));
    for (snl::AnalysisOptions options : analyze_test::all_rules(round % 2 == 0 ? 6 : 3)) {
      options.linear_solver = snl::LinearSolver::bicgstab;
      const snl::Analysis a = expect_matches(board, options);
      if (a.solved_by.rfind("BiCGSTAB", 0) == 0) ++iterative;
      if (HasFailure()) return;
    }
  }
  EXPECT_GT(iterative, 100);
}

// A board above 20,000 states takes the iterative solver by itself: a 25,000-square track whose 300 ladders lead
// near the end and 200 snakes anywhere, so that games are short. Its exact mean and spread must be those of the
// distribution, pushed roll by roll to the end (Σ k·pmf[k] and Σ k²·pmf[k], the tail past 1e-12 aside).
TEST(AnalyzeOracle, LargeBoardIterativeSolverAgreesWithTheDistribution) {
  const std::uint64_t seed = 7004;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  const int squares = 25'000;
  std::vector<bool> used(squares + 1, false);
  std::vector<snl::Jump> jumps;
  std::uniform_int_distribution<int> head(2, squares - 1);
  while (jumps.size() < 500) {
    const int from = head(rng);
    if (used[static_cast<std::size_t>(from)]) continue;
    used[static_cast<std::size_t>(from)] = true;
    const int to = jumps.size() < 300 ? squares - 1 - static_cast<int>(rng() % 200)
                                      : 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(from));
    jumps.push_back({static_cast<snl::Label>(from), static_cast<snl::Label>(to)});
  }
  snl::AnalysisOptions options;
  options.geometric_tail = false;
  const snl::Analysis a = snl::analyze(snl::Board::track(squares, jumps), options);
  EXPECT_EQ(a.solved_by.rfind("BiCGSTAB", 0), 0u) << a.solved_by;
  ASSERT_TRUE(a.expected_rolls);
  ASSERT_FALSE(a.truncated);
  double mean = 0;
  double square = 0;
  for (std::size_t k = 0; k < a.pmf.size(); ++k) {
    mean += static_cast<double>(k) * a.pmf[k];
    square += static_cast<double>(k) * static_cast<double>(k) * a.pmf[k];
  }
  EXPECT_NEAR(mean, *a.expected_rolls, 1e-9 * *a.expected_rolls);
  EXPECT_NEAR(std::sqrt(square - mean * mean), *a.std_dev, 1e-7 * *a.std_dev);
}

// The closed-form tail (written once the shape of the distribution has converged) against pushing every roll,
// on boards with long tails (many snakes) and on boards where it never applies. The two must agree entry by
// entry to rounding and have the same length.
TEST(AnalyzeOracle, GeometricTailMatchesPushingEveryRoll) {
  const std::uint64_t seed = 7002;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  int used_tail = 0;
  for (int round = 0; round < 30; ++round) {
    const int squares = 20 + static_cast<int>(rng() % 200);
    const snl::Board board = analyze_test::random_track(rng, squares, squares / 8 + static_cast<int>(rng() % 10));
    for (const snl::AnalysisOptions& rule : analyze_test::all_rules(round % 3 == 0 ? 4 : 6)) {
      snl::AnalysisOptions options = rule;
      options.players = 1 + round % 3;
      const snl::Analysis fast = snl::analyze(board, options);
      options.geometric_tail = false;
      const snl::Analysis slow = snl::analyze(board, options);
      SCOPED_TRACE(describe(board, options));
      EXPECT_EQ(slow.geometric_from, 0u);
      if (fast.geometric_from > 0) ++used_tail;
      ASSERT_NEAR(static_cast<double>(fast.pmf.size()), static_cast<double>(slow.pmf.size()), 2.0);
      const std::size_t n = std::min(fast.pmf.size(), slow.pmf.size());
      for (std::size_t k = 0; k < n; ++k) {
        ASSERT_NEAR(fast.pmf[k], slow.pmf[k], 1e-15 + 1e-9 * slow.pmf[k]) << "k = " << k;
        ASSERT_NEAR(fast.cdf[k], slow.cdf[k], 1e-12) << "k = " << k;
      }
      for (std::size_t i = 0; i < fast.players.size(); ++i) {
        EXPECT_NEAR(fast.players[i].win_probability, slow.players[i].win_probability, 1e-12);
      }
      if (fast.expected_rounds) {
        EXPECT_NEAR(*fast.expected_rounds, *slow.expected_rounds, 1e-9 * *slow.expected_rounds);
      }
    }
  }
  EXPECT_GT(used_tail, 15);  // the closed form is really exercised
}

}  // namespace
