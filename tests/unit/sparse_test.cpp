// The sparse solver on boards far beyond memory: answers worked out on paper, 64-bit limits, compressed routes,
// and the automatic choice of algorithm. Agreement with BFS on ordinary boards is in tests/stress.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <tuple>
#include <vector>
#include <variant>

#include "solve/sparse/label_sweep.hpp"
#include "core/walk.hpp"
#include "snl/snl.hpp"

namespace {

constexpr std::uint64_t kGiant = 1'000'000'000;  // side: 10^18 squares
constexpr std::uint64_t kGiantLast = kGiant * kGiant;

/// Structural check for routes on boards too large to expand: legs connect, steps are legal rolls with the one
/// forced jump, walks move forward at 1..6 squares a roll without landing on a head in their last roll, and the
/// route ends on the last square with as many rolls as the answer.
void expect_connected_route(const snl::Board& board, const snl::Solution& solution) {
  ASSERT_TRUE(solution.reachable());
  snl::Label at = 1;
  std::uint64_t rolls = 0;
  for (const snl::Leg& leg : solution.route) {
    ASSERT_EQ(snl::leg_from(leg), at);
    if (const auto* step = std::get_if<snl::Step>(&leg)) {
      ASSERT_GE(step->roll, 1);
      ASSERT_LE(step->roll, 6);
      ASSERT_EQ(step->land, step->from + static_cast<std::uint64_t>(step->roll));
      ASSERT_LE(step->land, board.squares());
      ASSERT_EQ(step->to, board.end_of_landing(step->land));
    } else {
      const auto& walk = std::get<snl::Walk>(leg);
      ASSERT_GT(walk.to, walk.from);
      ASSERT_GE(walk.rolls * 6, walk.to - walk.from);
      ASSERT_LE(walk.rolls, walk.to - walk.from);
      ASSERT_EQ(board.end_of_landing(walk.to), walk.to);
    }
    rolls += snl::rolls_of(leg);
    at = snl::leg_to(leg);
  }
  EXPECT_EQ(at, board.squares());
  EXPECT_EQ(rolls, static_cast<std::uint64_t>(solution.rolls));
}

snl::Solution sparse(const snl::Board& board) { return snl::solve(board, {snl::Algorithm::sparse, true}); }

TEST(Sparse, EmptyGiantBoardTakesCeilingOfDistanceOverSix) {
  const auto board = snl::Board::square(kGiant, {});
  const snl::Solution solution = sparse(board);
  EXPECT_EQ(solution.rolls, 166'666'666'666'666'667);  // ceil((10^18 - 1) / 6)
  expect_connected_route(board, solution);
  EXPECT_LE(solution.route.size(), 2u);  // one walk and at most one closing roll
}

TEST(Sparse, LadderFromTwoToLastSquareTakesOneRoll) {
  const auto board = snl::Board::square(kGiant, {{2, kGiantLast}});
  const snl::Solution solution = sparse(board);
  EXPECT_EQ(solution.rolls, 1);
  ASSERT_EQ(solution.route.size(), 1u);
  EXPECT_EQ(std::get<snl::Step>(solution.route[0]), (snl::Step{1, 1, 2, kGiantLast}));
}

TEST(Sparse, WallOfSixSnakesBehindTheStartIsUnreachable) {
  std::vector<snl::Jump> wall;
  for (snl::Label x = 2; x <= 7; ++x) wall.push_back({x, 1});
  const snl::Solution solution = sparse(snl::Board::square(kGiant, wall));
  EXPECT_EQ(solution.rolls, -1);
  EXPECT_TRUE(solution.route.empty());
}

TEST(Sparse, WallFurtherOnWithALadderOverIt) {
  std::vector<snl::Jump> jumps;
  for (snl::Label x = 1000; x < 1006; ++x) jumps.push_back({x, 3});  // a wall
  EXPECT_EQ(sparse(snl::Board::square(kGiant, jumps)).rolls, -1);
  jumps.push_back({500, 5000});  // the way over
  const auto board = snl::Board::square(kGiant, jumps);
  const snl::Solution solution = sparse(board);
  // 1 -> 500 takes ceil(499/6) = 84 rolls, then from 5000: ceil((10^18 - 5000) / 6).
  EXPECT_EQ(solution.rolls, 84 + static_cast<std::int64_t>((kGiantLast - 5000 + 5) / 6));
  expect_connected_route(board, solution);
}

TEST(Sparse, SnakeOnTheLastSquareSendsYouAway) {
  EXPECT_EQ(sparse(snl::Board::square(kGiant, {{kGiantLast, 1}})).rolls, -1);
  // ...but a ladder ending on the last square finishes.
  const auto board = snl::Board::square(kGiant, {{kGiantLast, 1}, {kGiantLast - 3, kGiantLast}});
  const snl::Solution solution = sparse(board);
  EXPECT_EQ(solution.rolls, static_cast<std::int64_t>((kGiantLast - 3 - 1 + 5) / 6));
  expect_connected_route(board, solution);
}

TEST(Sparse, WallRightBeforeTheLastSquare) {
  std::vector<snl::Jump> jumps;
  for (snl::Label x = kGiantLast - 6; x < kGiantLast; ++x) jumps.push_back({x, 1});
  EXPECT_EQ(sparse(snl::Board::square(kGiant, jumps)).rolls, -1);
  jumps.push_back({kGiantLast - 100, kGiantLast - 3});  // a ladder onto a wall square: you stand on it
  const auto board = snl::Board::square(kGiant, jumps);
  const snl::Solution solution = sparse(board);
  ASSERT_TRUE(solution.reachable());
  expect_connected_route(board, solution);
}

TEST(Sparse, SnakesBackAndLaddersForwardAtTheTopOfTheRange) {
  // A snake from near the end to the start region and a ladder chain: the answer uses the later ladder.
  const auto board = snl::Board::square(kGiant, {{7, kGiantLast - 20}, {kGiantLast - 14, 2}, {kGiantLast - 10, kGiantLast - 1}});
  const snl::Solution solution = sparse(board);
  // 1 -> 7 => N-20 -> N-14? no: N-20 -> N-10 => N-1 -> N : 1 + 2 + 1 = 4 rolls.
  EXPECT_EQ(solution.rolls, 4);
  expect_connected_route(board, solution);
}

TEST(Sparse, TimeDoesNotDependOnTheNumberOfSquares) {
  // A million jumps on a 10^18-square board: answered (the benchmark measures how fast).
  std::vector<snl::Jump> jumps;
  for (std::uint64_t i = 1; i <= 100'000; ++i) {
    const snl::Label head = i * 9'999'999'999ULL;
    jumps.push_back({head, i % 3 == 0 ? head / 2 : head + 1'000'000});
  }
  const auto board = snl::Board::square(kGiant, jumps);
  const snl::Solution solution = sparse(board);
  expect_connected_route(board, solution);
}

TEST(Sparse, TrackOfMSquares) {
  const auto board = snl::Board::track(30, {{3, 22}, {5, 8}});
  EXPECT_EQ(sparse(board).rolls, 3);
}

TEST(Sparse, ExpandWalksGivesTheSameRollsAsSteps) {
  const auto board = snl::Board::square(40, {{100, 7}, {101, 7}, {50, 1500}, {1502, 30}});
  const snl::Solution solution = sparse(board);
  ASSERT_TRUE(solution.reachable());
  const std::vector<snl::Leg> steps = snl::expand_walks(board, solution.route);
  EXPECT_EQ(static_cast<std::int64_t>(steps.size()), solution.rolls);
  snl::Label at = 1;
  for (const snl::Leg& leg : steps) {
    const auto& step = std::get<snl::Step>(leg);
    ASSERT_EQ(step.from, at);
    ASSERT_EQ(step.to, board.end_of_landing(step.land));
    at = step.to;
  }
  EXPECT_EQ(at, board.squares());
  EXPECT_EQ(solution.rolls, snl::solve(board, {snl::Algorithm::bfs, false}).rolls);
}

TEST(Sparse, AgreesWithBfsWhereItsIndexesGrowMidSearch) {
  // Thousands of jumps, so the solver starts with small tables and grows them (heads' bucket table, interval
  // index buckets) after heads/64 sources, with live intervals to move over; walls, chains, clustered jumps
  // (short ones) and a snake on the last square (explore everything) in turn.
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    snl::Rng rng(seed);
    snl::GenerateOptions options;
    options.side = seed % 3 == 0 ? 60 : seed % 3 == 1 ? 150 : 300;
    options.jumps = std::min<std::uint64_t>(400 + seed * 150, options.side * options.side / 3);
    options.max_distance = seed % 4 == 0 ? 40 : 0;
    options.walls = seed % 5 == 0 ? 2 : 0;
    options.chains = seed % 2;
    options.snake_on_last = seed % 3 != 2;
    const snl::Board board = snl::generate(options, rng);
    const snl::Solution sparse = snl::solve(board, {snl::Algorithm::sparse, true});
    const snl::Solution bfs = snl::solve(board, {snl::Algorithm::bfs, false});
    ASSERT_EQ(sparse.rolls, bfs.rolls) << "seed " << seed;
    ASSERT_EQ(snl::solve(board, {snl::Algorithm::sparse, false}).rolls, bfs.rolls) << "seed " << seed;
    if (sparse.reachable()) expect_connected_route(board, sparse);
  }
}

// ---- the answer alone: label-order sweeps (internal::LabelSweep), the event search behind them ----

std::int64_t sweep_rolls(const snl::Board& board, std::size_t budget = std::numeric_limits<std::size_t>::max()) {
  const snl::internal::Heads heads(board);
  snl::internal::LabelSweep sweep(heads);
  return sweep.run(budget).value_or(-2);
}

TEST(SparseSweep, CutWalkThatComesBackGoesOnForTheWalkItStopped) {
  // Found by comparing with the event search: the walk from 29 (at 4 rolls) is cut at 39 (6 rolls) at the end of
  // its window; in the next pass the walk from 33 (5 rolls) lands on 40 no sooner than it did and stops there,
  // then meets the cut walk coming back at 39 exactly: it must go on in its place (17 rolls, not 18).
  const auto board = snl::Board::square(10, {{2, 4},   {4, 1},   {10, 12}, {12, 17}, {15, 12}, {33, 31}, {35, 33},
                                             {37, 35}, {40, 37}, {41, 38}, {46, 45}, {52, 57}, {81, 80}});
  EXPECT_EQ(sweep_rolls(board), 17);
  EXPECT_EQ(snl::solve_sparse(board, false).rolls, 17);
  EXPECT_EQ(snl::solve(board, {snl::Algorithm::bfs, false}).rolls, 17);
}

TEST(SparseSweep, GiantBoardsWorkedOnPaper) {
  EXPECT_EQ(sweep_rolls(snl::Board::square(kGiant, {})), 166'666'666'666'666'667);
  EXPECT_EQ(sweep_rolls(snl::Board::square(kGiant, {{2, kGiantLast}})), 1);
  EXPECT_EQ(sweep_rolls(snl::Board::square(kGiant, {{kGiantLast, 1}})), -1);  // a snake on the last square
  std::vector<snl::Jump> wall;
  for (snl::Label head = 2; head <= 7; ++head) wall.push_back({head, 1});
  EXPECT_EQ(sweep_rolls(snl::Board::square(kGiant, wall)), -1);
  wall.push_back({8, kGiantLast});  // unreachable behind the wall all the same
  EXPECT_EQ(sweep_rolls(snl::Board::square(kGiant, wall)), -1);
  EXPECT_EQ(sweep_rolls(snl::Board::square(1, {})), 0);
}

TEST(SparseSweep, GivesUpPastItsBudget) {
  snl::Rng rng(7);
  snl::GenerateOptions options;
  options.side = 1000;
  options.jumps = 2000;
  options.snake_on_last = true;
  const snl::Board board = snl::generate(options, rng);
  EXPECT_EQ(sweep_rolls(board, 10), -2);  // nullopt: the caller runs the event search
  EXPECT_EQ(sweep_rolls(board), snl::solve(board, {snl::Algorithm::sparse, true}).rolls);
}

/// `clusters` clusters of `per_cluster` jumps, heads and destinations within `spread` squares of a random centre,
/// spread over the giant board (a snake on the last square: every head is explored).
snl::Board clustered(std::uint64_t seed, int clusters, int per_cluster, std::uint64_t spread) {
  snl::Rng rng(seed);
  std::vector<snl::Jump> jumps;
  for (int c = 0; c < clusters; ++c) {
    const snl::Label centre = spread + 2 + rng.below(kGiantLast - 2 * spread - 4);
    for (int k = 0; k < per_cluster; ++k) {
      const snl::Label head = centre - spread + rng.below(2 * spread);
      jumps.push_back({head, centre - spread + rng.below(2 * spread)});
    }
  }
  std::vector<snl::Jump> unique;
  std::sort(jumps.begin(), jumps.end());
  for (std::size_t i = 0; i < jumps.size(); ++i) {
    if (i == 0 || jumps[i].from != jumps[i - 1].from) unique.push_back(jumps[i]);
  }
  unique.push_back({kGiantLast, 1});
  return snl::Board::square(kGiant, std::move(unique));
}

TEST(SparseSweep, ClusteredHeadsAreSweptWithinTheBudget) {
  // The mean gap between heads is the empty stretch between clusters: a window taken from it spans whole clusters
  // and needed a pass per snake inside them, past the budget (16 units a jump), so that the answer alone cost the
  // sweep and then the event search: more than the answer with its route. The window comes from the gaps inside.
  for (const auto& [clusters, per_cluster, spread] :
       std::vector<std::tuple<int, int, std::uint64_t>>{{100, 1000, 20'000}, {10, 10'000, 200'000}, {1000, 100, 2000}}) {
    const snl::Board board = clustered(21, clusters, per_cluster, spread);
    const snl::internal::Heads heads(board);
    snl::internal::LabelSweep sweep(heads);
    const std::optional<std::int64_t> rolls = sweep.run(16 * heads.size() + 4096);
    ASSERT_TRUE(rolls) << clusters << " clusters: gave up after " << sweep.work() << " units";
    EXPECT_LT(sweep.work(), 8 * heads.size()) << clusters << " clusters";
    EXPECT_EQ(*rolls, snl::solve(board, {snl::Algorithm::sparse, true}).rolls) << clusters << " clusters";
  }
}

TEST(SparseSweep, AgreesWithTheEventSearchOnRandomBoards) {
  // The event search (solve_sparse with a route) against the sweep (without), on giant and ordinary boards of
  // every shape the generator has: short jumps (many passes), mostly snakes or ladders, walls, chains,
  // self-jumps, leapfrogs, a jump on square 1, a snake on the last square (explore everything).
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    snl::Rng rng(seed);
    snl::GenerateOptions options;
    options.side = seed % 4 == 0 ? 40 : seed % 4 == 1 ? 1000 : seed % 4 == 2 ? 1'000'000 : kGiant;
    options.jumps = std::min<std::uint64_t>(200 + seed * 97, options.side * options.side / 4);
    options.max_distance = seed % 5 == 0 ? 30 : seed % 5 == 1 ? options.side * 3 : 0;
    options.snakes_ratio = seed % 7 == 0 ? 0.9 : seed % 7 == 1 ? 0.1 : 0.5;
    options.walls = seed % 6 == 0 ? 3 : 0;
    options.chains = seed % 3 == 0 ? 10 : 0;
    options.self_jumps = seed % 8 == 0 ? 5 : 0;
    options.leapfrogs = seed % 9 == 0 ? 5 : 0;
    options.jump_on_first = seed % 10 == 0;
    options.snake_on_last = seed % 2 == 0;
    const snl::Board board = snl::generate(options, rng);
    const std::int64_t events = snl::solve(board, {snl::Algorithm::sparse, true}).rolls;
    ASSERT_EQ(sweep_rolls(board), events) << "seed " << seed;
    ASSERT_EQ(snl::solve(board, {snl::Algorithm::sparse, false}).rolls, events) << "seed " << seed;
  }
}

TEST(AutomaticAlgorithm, PicksSparseForFewJumpsPerSquareAndBfsOtherwise) {
  EXPECT_EQ(snl::automatic_algorithm(snl::Board::square(kGiant, {}), true), snl::Algorithm::sparse);
  EXPECT_EQ(snl::automatic_algorithm(snl::Board::square(100, {}), true), snl::Algorithm::sparse);  // 10^4 > 64 × 1
  std::vector<snl::Jump> dense;
  for (snl::Label x = 2; x < 100; x += 2) dense.push_back({x, x + 1});
  EXPECT_EQ(snl::automatic_algorithm(snl::Board::square(10, dense), true), snl::Algorithm::bfs);  // 100 < 64 × 50
  EXPECT_EQ(snl::automatic_algorithm(snl::Board::square(10, dense), false), snl::Algorithm::bitset);
  // Past what a dense table can hold, sparse whatever the jumps.
  EXPECT_EQ(snl::automatic_algorithm(snl::Board::square(50'000, dense), false), snl::Algorithm::sparse);
}

TEST(AutomaticAlgorithm, AGiantBoardJustWorks) {
  EXPECT_EQ(snl::solve(snl::Board::square(kGiant, {}), {snl::Algorithm::automatic, false}).rolls,
            166'666'666'666'666'667);
}

}  // namespace
