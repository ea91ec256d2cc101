// tests/unit/solve_test.cpp — snl/solve.hpp and every algorithm behind it (bfs, dijkstra, bidirectional, sparse,
// bitset) and snl::min_rolls: one named test per rule of the game (n = 1, start, die range, no chaining,
// self-jump, snake on the last square, square 1's jump, a wall of six snake heads, odd and even n) and the worked
// examples, run for every algorithm. Every expected answer is first confirmed by the oracle, and every route is
// checked step by step as a certificate. Also the automatic choice and the algorithm names.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <ostream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "snl/snl.hpp"
#include "oracle.hpp"
#include "worked_examples.hpp"

namespace {

using test::Example;
using test::Grid;
using test::run_of;
using test::worked_examples;

// A jump-free grid of side n.
Grid plain(int n) { return oracle::grid_with(n, {}); }


std::string algorithm_label(snl::Algorithm algorithm) {
  switch (algorithm) {
    case snl::Algorithm::automatic: return "automatic";
    case snl::Algorithm::bfs: return "bfs";
    case snl::Algorithm::dijkstra: return "dijkstra";
    case snl::Algorithm::bidirectional: return "bidirectional";
    case snl::Algorithm::sparse: return "sparse";
    case snl::Algorithm::bitset: return "bitset";
  }
  return "unknown";
}

snl::Solution solve_directly(snl::Algorithm algorithm, const snl::Board& board, bool want_route) {
  switch (algorithm) {
    case snl::Algorithm::dijkstra: return snl::solve_dijkstra(board, want_route);
    case snl::Algorithm::bidirectional: return snl::solve_bidirectional(board, want_route);
    case snl::Algorithm::sparse: return snl::solve_sparse(board, want_route);
    // Answer only; a route asked of it comes from BFS (solve.hpp).
    case snl::Algorithm::bitset:
      return want_route ? snl::solve(board, {snl::Algorithm::bitset, true})
                        : snl::Solution{snl::min_rolls_bitset(board), {}};
    default: return snl::solve_bfs(board, want_route);
  }
}

bool is_dense(snl::Algorithm algorithm) { return algorithm != snl::Algorithm::sparse; }

class SolveRule : public ::testing::TestWithParam<snl::Algorithm> {
 protected:
  // Solves `grid` every way this algorithm can be reached and expects `expected` rolls each time, with a valid
  // route. Returns the solution of snl::solve, its walks (if any) expanded into steps.
  snl::Solution expect_rolls(const Grid& grid, std::int64_t expected) {
    SCOPED_TRACE("board " + oracle::to_text(grid));
    EXPECT_EQ(oracle::min_rolls(grid), expected) << "the test's own answer disagrees with the oracle";
    const snl::Board board = snl::Board::from_grid(grid);

    const snl::Solution solution = snl::solve(board, {GetParam(), true});
    EXPECT_EQ(solution.rolls, expected);
    EXPECT_EQ(solution.reachable(), expected >= 0);
    EXPECT_EQ(oracle::check_route(grid, solution), "");
    snl::Solution stepwise = solution;
    if (is_dense(GetParam())) {
      for (const snl::Leg& leg : solution.route) {
        EXPECT_TRUE(std::holds_alternative<snl::Step>(leg)) << "dense solvers emit only steps";
      }
    } else {
      stepwise.route = snl::expand_walks(board, solution.route);
      EXPECT_EQ(oracle::check_route(grid, stepwise), "") << "walks expanded";
      for (const snl::Leg& leg : stepwise.route) {
        EXPECT_TRUE(std::holds_alternative<snl::Step>(leg)) << "expand_walks left a walk";
      }
    }

    const snl::Solution direct = solve_directly(GetParam(), board, true);
    EXPECT_EQ(direct.rolls, expected);
    EXPECT_EQ(oracle::check_route(grid, direct), "");

    const snl::Solution bare = snl::solve(board, {GetParam(), false});
    EXPECT_EQ(bare.rolls, expected);
    EXPECT_TRUE(bare.route.empty()) << "a route was built though not asked for";
    EXPECT_EQ(solve_directly(GetParam(), board, false).rolls, expected);

    EXPECT_EQ(snl::min_rolls(grid), expected);
    return stepwise;
  }

  snl::Solution solve(const snl::Board& board) { return snl::solve(board, {GetParam(), true}); }
};

INSTANTIATE_TEST_SUITE_P(Algorithms, SolveRule,
                         ::testing::Values(snl::Algorithm::bfs, snl::Algorithm::dijkstra,
                                           snl::Algorithm::bidirectional, snl::Algorithm::sparse,
                                           snl::Algorithm::bitset),
                         [](const ::testing::TestParamInfo<snl::Algorithm>& param_info) {
                           return algorithm_label(param_info.param);
                         });

}  // namespace

namespace snl {
// How GoogleTest prints a parameter (test names in ctest): "bfs" rather than the enum's bytes.
static void PrintTo(Algorithm algorithm, std::ostream* out) { *out << algorithm_label(algorithm); }
}  // namespace snl

TEST_P(SolveRule, OneSquareBoardNeedsNoRolls) {
  EXPECT_TRUE(expect_rolls({{-1}}, 0).route.empty());
  EXPECT_TRUE(expect_rolls({{1}}, 0).route.empty());
  EXPECT_EQ(solve(snl::Board::track(1, {})).rolls, 0);
}

TEST_P(SolveRule, StartIsSquareOne) {
  expect_rolls(plain(3), 2);
  // The only one-roll route: roll 1 from square 1 onto the ladder 2 -> 9.
  const snl::Solution solution = expect_rolls(oracle::grid_with(3, {{2, 9}}), 1);
  ASSERT_EQ(solution.route.size(), 1U);
  EXPECT_EQ(solution.route[0], snl::Leg(snl::Step{1, 1, 2, 9}));
}

TEST_P(SolveRule, LadderOrSnakePartWay) {
  expect_rolls(oracle::grid_with(4, {{3, 13}}), 2);
  expect_rolls(oracle::grid_with(4, {{6, 10}}), 2);
  expect_rolls(oracle::grid_with(5, {{2, 18}}), 3);
  expect_rolls(oracle::grid_with(5, {{19, 23}}), 4);
  expect_rolls(oracle::grid_with(4, {{14, 3}}), 3);
  expect_rolls(oracle::grid_with(6, {{2, 15}, {14, 35}, {17, 13}}), 4);
}

TEST_P(SolveRule, DieHasSixFaces) {
  for (int n = 2; n <= 12; ++n) {
    SCOPED_TRACE(n);
    expect_rolls(plain(n), (n * n - 1 + 5) / 6);
  }
  // A ladder six squares ahead is one roll away, seven squares ahead is not.
  const snl::Solution six = expect_rolls(oracle::grid_with(4, {{7, 16}}), 1);
  ASSERT_EQ(six.route.size(), 1U);
  EXPECT_EQ(six.route[0], snl::Leg(snl::Step{1, 6, 7, 16}));
  expect_rolls(oracle::grid_with(4, {{8, 16}}), 2);
}

TEST_P(SolveRule, CannotRollPastTheLastSquare) {
  // With the last square a snake, overshooting it is no way to finish.
  expect_rolls(oracle::grid_with(2, {{4, 1}}), -1);
  expect_rolls(oracle::grid_with(3, {{9, 1}}), -1);
  expect_rolls(oracle::grid_with(4, {{16, 10}}), -1);
  // Tracks of any length: exactly the last square.
  EXPECT_EQ(solve(snl::Board::track(7, {})).rolls, 1);
  EXPECT_EQ(solve(snl::Board::track(8, {})).rolls, 2);
  EXPECT_EQ(solve(snl::Board::track(8, {{8, 1}})).rolls, -1);
  EXPECT_EQ(solve(snl::Board::track(8, {{8, 1}, {2, 8}})).rolls, 1);
}

TEST_P(SolveRule, NoChainingOfLadders) {
  // Landing on 2 climbs to 8 and stops there, although 8 is the head of a ladder to 16.
  expect_rolls(oracle::grid_with(4, {{2, 8}, {8, 16}}), 2);
  // Landing on 2 climbs to 14 and stays on the snake head 14 (chaining would slide back to 1).
  expect_rolls(oracle::grid_with(4, {{2, 14}, {14, 1}}), 2);
  // 3×3, ladders to the ladder heads 8 and 9.
  expect_rolls({{-1, -1, -1}, {-1, 9, 8}, {-1, 8, 9}}, 1);
}

TEST_P(SolveRule, NoChainingOfSnakes) {
  // 3×3: 2..6 are snakes to 1 and 7 is a snake to the snake head 4. Sliding from 7 stops on 4 (chaining
  // would go on down to 1 and make the board unreachable); from 4 a five reaches 9.
  std::vector<std::pair<int, int>> jumps = run_of(2, 6, 1);
  jumps.emplace_back(7, 4);
  const snl::Solution solution = expect_rolls(oracle::grid_with(3, jumps), 2);
  const std::vector<snl::Leg> expected{snl::Step{1, 6, 7, 4}, snl::Step{4, 5, 9, 9}};
  EXPECT_EQ(solution.route, expected);
}

TEST_P(SolveRule, SelfJumpIsHarmless) {
  expect_rolls(oracle::grid_with(2, {{4, 4}}), 1);
  expect_rolls(oracle::grid_with(2, {{2, 2}, {3, 3}}), 1);
  // Six self-jumps in a row are no wall.
  std::vector<std::pair<int, int>> six;
  for (int head = 2; head <= 7; ++head) six.emplace_back(head, head);
  expect_rolls(oracle::grid_with(3, six), 2);
  // Every square a self-jump plays like the plain board.
  std::vector<std::pair<int, int>> all;
  for (int head = 1; head <= 16; ++head) all.emplace_back(head, head);
  expect_rolls(oracle::grid_with(4, all), 3);
}

TEST_P(SolveRule, SnakeOnTheLastSquareSendsYouAway) {
  expect_rolls(oracle::grid_with(2, {{4, 1}}), -1);
  expect_rolls(oracle::grid_with(3, {{9, 8}}), -1);
  // A ladder to the last square from elsewhere still finishes.
  const snl::Solution ladder = expect_rolls(oracle::grid_with(2, {{4, 1}, {3, 4}}), 1);
  ASSERT_EQ(ladder.route.size(), 1U);
  EXPECT_EQ(ladder.route[0], snl::Leg(snl::Step{1, 2, 3, 4}));
  expect_rolls(oracle::grid_with(3, {{9, 2}, {5, 9}}), 1);
  expect_rolls(oracle::grid_with(3, {{9, 3}, {8, 9}}), 2);
}

TEST_P(SolveRule, SquareOnesJumpIsNeverTaken) {
  expect_rolls(oracle::grid_with(2, {{1, 4}, {4, 1}}), -1);
  expect_rolls(oracle::grid_with(3, {{1, 9}}), 2);
  expect_rolls(oracle::grid_with(3, {{1, 9}, {2, 1}}), 2);
  // Sliding back to square 1 does not take its ladder either.
  std::vector<std::pair<int, int>> walled = run_of(2, 7, 1);
  walled.emplace_back(1, 9);
  expect_rolls(oracle::grid_with(3, walled), -1);
}

TEST_P(SolveRule, WallOfSixSnakeHeadsIsUnreachable) {
  expect_rolls(oracle::grid_with(3, run_of(2, 7, 1)), -1);
  expect_rolls({{1, 1, -1}, {1, 1, 1}, {-1, 1, 1}}, -1);
  expect_rolls(oracle::grid_with(4, run_of(8, 13, 2)), -1);
  expect_rolls(oracle::grid_with(4, run_of(8, 13, 7)), -1);
  expect_rolls(oracle::grid_with(6, run_of(20, 25, 3)), -1);
}

TEST_P(SolveRule, WallOfFiveSnakeHeadsIsPassable) {
  expect_rolls(oracle::grid_with(4, run_of(8, 12, 1)), 3);
  expect_rolls(oracle::grid_with(3, run_of(2, 6, 1)), 2);
}

TEST_P(SolveRule, LadderOverAWall) {
  std::vector<std::pair<int, int>> jumps = run_of(8, 13, 1);
  jumps.emplace_back(5, 14);
  expect_rolls(oracle::grid_with(4, jumps), 2);
}

TEST_P(SolveRule, OddSideEndsTopRight) {
  expect_rolls({{-1, -1, 1}, {-1, -1, -1}, {-1, -1, -1}}, -1);
  expect_rolls({{1, -1, -1}, {-1, -1, -1}, {-1, -1, -1}}, 2);
  Grid five = plain(5);
  five[0][4] = 1;
  expect_rolls(five, -1);
  five[0][4] = -1;
  five[0][0] = 1;  // square 21
  expect_rolls(five, 4);
}

TEST_P(SolveRule, EvenSideEndsTopLeft) {
  expect_rolls({{1, -1, -1, -1}, {-1, -1, -1, -1}, {-1, -1, -1, -1}, {-1, -1, -1, -1}}, -1);
  expect_rolls({{-1, -1, -1, 1}, {-1, -1, -1, -1}, {-1, -1, -1, -1}, {-1, -1, -1, -1}}, 3);
  Grid six = plain(6);
  six[0][0] = 1;
  expect_rolls(six, -1);
  six[0][0] = -1;
  six[0][5] = 1;  // square 31
  expect_rolls(six, 6);
}

TEST_P(SolveRule, WorkedExamples) {
  for (const Example& example : worked_examples()) {
    SCOPED_TRACE(example.name);
    expect_rolls(example.grid, example.rolls);
  }
}

TEST_P(SolveRule, TracksAgreeWithSquareBoards) {
  // The 100-square Milton Bradley board, as a track and as a 10×10 board.
  const std::vector<snl::Jump> jumps{{1, 38},  {4, 14},  {9, 31},  {16, 6},  {21, 42}, {28, 84}, {36, 44},
                                     {47, 26}, {49, 11}, {51, 67}, {56, 53}, {62, 19}, {64, 60}, {71, 91},
                                     {80, 100}, {87, 24}, {93, 73}, {95, 75}, {98, 78}};
  const snl::Board board = snl::Board::square(10, jumps);
  const snl::Solution on_square = solve(board);
  EXPECT_EQ(solve(snl::Board::track(100, jumps)).rolls, on_square.rolls);
  const Grid grid = snl::to_grid(board);
  EXPECT_EQ(on_square.rolls, oracle::min_rolls(grid));
  EXPECT_EQ(oracle::check_route(grid, on_square), "");
}

TEST_P(SolveRule, RefusesBoardsTooLargeForADenseTable) {
  if (!is_dense(GetParam())) {  // the sparse solver takes any size instead
    EXPECT_EQ(solve(snl::Board::square(snl::kMaxSide, {})).rolls, 166'666'666'666'666'667);
    return;
  }
  EXPECT_THROW((void)solve(snl::Board::square(snl::kMaxSide, {})), snl::LimitError);
  EXPECT_THROW((void)solve(snl::Board::square(snl::kMaxGridSide + 1, {{2, 3}})), snl::LimitError);
}

TEST(Solve, DefaultOptionsGiveTheReferenceAnswerWithARoute) {
  for (const Example& example : worked_examples()) {
    SCOPED_TRACE(example.name);
    const snl::Board board = snl::Board::from_grid(example.grid);
    const snl::Solution solution = snl::solve(board);
    EXPECT_EQ(solution.rolls, example.rolls);
    EXPECT_EQ(oracle::check_route(example.grid, solution), "");
    EXPECT_EQ(snl::solve(board, {snl::Algorithm::automatic, true}).rolls, snl::solve_bfs(board).rolls);
    if (example.rolls > 0) {
      EXPECT_FALSE(solution.route.empty());
    }
  }
}

TEST(Solve, AutomaticTakesBoardsTooLargeForADenseTable) {
  // 10^18 squares, no jumps: ceil((10^18 - 1) / 6) rolls.
  EXPECT_EQ(snl::solve(snl::Board::square(snl::kMaxSide, {}), {snl::Algorithm::automatic, false}).rolls,
            166'666'666'666'666'667);
  EXPECT_EQ(snl::solve(snl::Board::square(snl::kMaxSide, {{snl::kMaxSquares, 1}}), {snl::Algorithm::automatic, false})
                .rolls,
            -1);
}

TEST(SolveMemory, EstimatedFromTheTables) {
  const snl::Board board = snl::Board::square(1000, {{2, 100}, {50, 3}});
  EXPECT_EQ(snl::memory_needed(board, snl::Algorithm::bfs), 12'000'000U);
  EXPECT_EQ(snl::memory_needed(board, snl::Algorithm::dijkstra), 24'000'000U);
  EXPECT_EQ(snl::memory_needed(board, snl::Algorithm::bidirectional), 33'000'008U);
  EXPECT_EQ(snl::memory_needed(board, snl::Algorithm::bitset), 1'000'000U);
  EXPECT_EQ(snl::memory_needed(board, snl::Algorithm::sparse), 256U);
  EXPECT_GT(snl::default_memory_limit(), 0U);
}

TEST(SolveMemory, ADenseSolverOverTheLimitIsRefusedBeforeAllocating) {
  // 46340^2 squares: 24 GiB of BFS tables; refused at once (this test would otherwise take minutes, or the machine).
  const snl::Board board = snl::Board::square(snl::kMaxGridSide, {{2, 100}});
  for (const snl::Algorithm algorithm : {snl::Algorithm::bfs, snl::Algorithm::dijkstra, snl::Algorithm::bidirectional}) {
    try {
      (void)snl::solve(board, {algorithm, true, std::uint64_t{1} << 30});
      ADD_FAILURE() << snl::name_of(algorithm) << " was not refused";
    } catch (const snl::LimitError& error) {
      const std::string what = error.what();
      EXPECT_NE(what.find("more than the limit of 1.0 GiB (the memory limit asked for)"), std::string::npos) << what;
      EXPECT_NE(what.find("--algorithm sparse"), std::string::npos) << what;
    }
  }
  if (snl::memory_needed(board, snl::Algorithm::bfs) > snl::default_memory_limit()) {
    try {
      (void)snl::solve(board, {snl::Algorithm::bfs, true});
      ADD_FAILURE() << "bfs was not refused under the default limit";
    } catch (const snl::LimitError& error) {
      EXPECT_NE(std::string(error.what()).find("physical memory"), std::string::npos) << error.what();
    }
  }
}

TEST(SolveMemory, AutomaticTakesTheSparseSolverWhenADenseOneDoesNotFit) {
  std::vector<snl::Jump> jumps;
  for (snl::Label head = 10; head < 9'900; head += 33) jumps.push_back({head, head % 3 == 0 ? head / 2 : head + 40});
  const snl::Board board = snl::Board::square(100, jumps);
  ASSERT_EQ(snl::automatic_algorithm(board, true), snl::Algorithm::bfs);
  // bfs needs 120,000 bytes (12 a square), the sparse solver 38,400 (128 a jump).
  const snl::SolveOptions tight{snl::Algorithm::automatic, true, 200'000};
  const snl::SolveOptions tighter{snl::Algorithm::automatic, true, 100'000};
  EXPECT_EQ(snl::chosen_algorithm(board, tight), snl::Algorithm::bfs);
  EXPECT_EQ(snl::chosen_algorithm(board, tighter), snl::Algorithm::sparse);
  const snl::Solution sparse = snl::solve(board, tighter);
  EXPECT_EQ(sparse.rolls, snl::solve_bfs(board).rolls);
  EXPECT_EQ(oracle::check_route(snl::to_grid(board), sparse), "");
  EXPECT_THROW((void)snl::solve(board, {snl::Algorithm::automatic, true, 1000}), snl::LimitError);
}

TEST(AlgorithmNames, AsTheCliSpellsThem) {
  EXPECT_EQ(snl::name_of(snl::Algorithm::bfs), "bfs");
  EXPECT_EQ(snl::name_of(snl::Algorithm::dijkstra), "dijkstra");
  EXPECT_EQ(snl::name_of(snl::Algorithm::bidirectional), "bidirectional");
}

TEST(AlgorithmNames, RoundTrip) {
  for (snl::Algorithm algorithm : {snl::Algorithm::automatic, snl::Algorithm::bfs, snl::Algorithm::dijkstra,
                                   snl::Algorithm::bidirectional}) {
    const std::string_view name = snl::name_of(algorithm);
    EXPECT_FALSE(name.empty());
    EXPECT_EQ(snl::algorithm_named(name), algorithm) << name;
  }
}

TEST(AlgorithmNames, UnknownNamesAreRefused) {
  EXPECT_EQ(snl::algorithm_named(""), std::nullopt);
  EXPECT_EQ(snl::algorithm_named("astar"), std::nullopt);
  EXPECT_EQ(snl::algorithm_named("BFS "), std::nullopt);
}
