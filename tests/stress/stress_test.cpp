// tests/stress/stress_test.cpp — every solver (bfs, dijkstra, bidirectional, sparse) against the independent
// oracle (tests/support/oracle.hpp) and against each other: exhaustively over all 2×2 boards and all 3×3 boards
// with at most three jumps on squares 2..9, on a deterministic sample of other 3×3 boards, and on random boards
// n = 2..12 from generators aimed at the rules (sparse, dense, self-jumps, chains, a snake on the last square,
// a jump on square 1, walls of six snake heads, nearly unreachable boards). Every route is checked as a
// certificate (sparse routes also with their walks expanded), every distance table as a BFS certificate. Also
// a parse round trip: random boards written in the three text formats and read back. (The oracle's own checks:
// oracle_self_test.cpp.)
//
// Random tests take their seed from the environment variable SNL_SEED (a decimal number) when it is set, and
// print it with the board on any failure; rerun with SNL_SEED=<seed> to reproduce.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "snl/snl.hpp"
#include "oracle.hpp"
#include "worked_examples.hpp"

namespace {

using Grid = std::vector<std::vector<int>>;
using JumpMap = std::map<int, int>;  // head -> destination, by label

constexpr std::uint64_t kDefaultSeed = 0x5EED'0909;

std::uint64_t stress_seed() {
  if (const char* text = std::getenv("SNL_SEED"); text != nullptr && *text != '\0') {
    return std::strtoull(text, nullptr, 10);
  }
  return kDefaultSeed;
}

constexpr std::array kAlgorithms{snl::Algorithm::bfs, snl::Algorithm::dijkstra, snl::Algorithm::bidirectional,
                                  snl::Algorithm::sparse, snl::Algorithm::bitset};

const char* algorithm_label(snl::Algorithm algorithm) {
  switch (algorithm) {
    case snl::Algorithm::bfs: return "bfs";
    case snl::Algorithm::dijkstra: return "dijkstra";
    case snl::Algorithm::bidirectional: return "bidirectional";
    case snl::Algorithm::sparse: return "sparse";
    case snl::Algorithm::bitset: return "bitset";
    default: return "automatic";
  }
}

Grid grid_of(int n, const JumpMap& jumps) {
  return oracle::grid_with(n, std::vector<std::pair<int, int>>(jumps.begin(), jumps.end()));
}

// Solves `grid` with every algorithm (with and without a route) and snl::min_rolls, and compares each answer,
// route and the distance table with the oracle. On any mismatch one failure is added naming the board and
// `context()` (the seed, the generator); the text is only built then, to keep the passing runs fast.
// `full` false skips the slower extras (solving without a route, snl::min_rolls, the distance table) for the
// tens of thousands of tiny boards.
template <typename Context>
void check_board(const Grid& grid, const Context& context, bool full = true) {
  std::string problems;
  const auto note = [&problems](const std::string& what) { problems += "\n  " + what; };
  const std::vector<std::int64_t> want = oracle::distances(grid);
  const std::int64_t expected = want.back();
  const snl::Board board = snl::Board::from_grid(grid);
  for (snl::Algorithm algorithm : kAlgorithms) {
    const std::string name = algorithm_label(algorithm);
    const snl::Solution solution = snl::solve(board, {algorithm, true});
    if (solution.rolls != expected) {
      note(name + ": " + std::to_string(solution.rolls) + " rolls, the oracle says " + std::to_string(expected));
    }
    if (const std::string violation = oracle::check_route(grid, solution); !violation.empty()) {
      note(name + ": the route is no certificate: " + violation);
    }
    if (algorithm == snl::Algorithm::sparse) {
      const snl::Solution expanded{solution.rolls, snl::expand_walks(board, solution.route)};
      if (const std::string violation = oracle::check_route(grid, expanded); !violation.empty()) {
        note(name + ": the route with its walks expanded is no certificate: " + violation);
      }
    }
    if (algorithm == snl::Algorithm::bitset) {  // answer only: with a route, solve() used BFS
      if (const std::int64_t bare = snl::min_rolls_bitset(board); bare != expected) {
        note("bitset: " + std::to_string(bare) + " rolls, the oracle says " + std::to_string(expected));
      }
      snl::GridBits in_place(grid);  // the grid read in place
      if (in_place.to_board() != board) note("GridBits(grid).to_board() differs from Board::from_grid(grid)");
      if (const std::int64_t bare = snl::min_rolls_bitset(in_place); bare != expected) {
        note("bitset on the grid: " + std::to_string(bare) + " rolls, the oracle says " + std::to_string(expected));
      }
    }
    if (!full) continue;
    if (const std::int64_t bare = snl::solve(board, {algorithm, false}).rolls; bare != expected) {
      note(name + " without a route: " + std::to_string(bare) + " rolls, the oracle says " + std::to_string(expected));
    }
  }
  if (full) {
    if (const int rolls = snl::min_rolls(grid); rolls != expected) {
      note("snl::min_rolls: " + std::to_string(rolls) + ", the oracle says " + std::to_string(expected));
    }
    const std::vector<int> cells = test::flat_cells(grid);
    if (const int rolls = snl::min_rolls_view({cells, grid.size(), grid.size()}); rolls != expected) {
      note("snl::min_rolls_view: " + std::to_string(rolls) + ", the oracle says " + std::to_string(expected));
    }
    const std::vector<std::int32_t> table = snl::roll_distances(board);
    for (std::size_t label = 1; label < want.size() && label < table.size(); ++label) {
      if (table[label] != want[label]) {
        note("roll_distances: square " + std::to_string(label) + " has " + std::to_string(table[label]) +
             ", the oracle says " + std::to_string(want[label]));
        break;
      }
    }
    if (const std::string violation = oracle::check_distances(grid, table); !violation.empty()) {
      note("roll_distances is no BFS certificate: " + violation);
    }
  }
  if (!problems.empty()) ADD_FAILURE() << context() << "\nboard " << oracle::to_text(grid) << problems;
}

// ---- generators: each adds jumps (by label) for a board of side n ----------------------------------------

int uniform(std::mt19937_64& random, int low, int high) {  // inclusive
  return std::uniform_int_distribution<int>(low, high)(random);
}

bool chance(std::mt19937_64& random, double p) { return std::bernoulli_distribution(p)(random); }

void sprinkle(std::mt19937_64& random, int n, double p, JumpMap& jumps) {
  const int last = n * n;
  for (int head = 2; head <= last; ++head) {
    if (chance(random, p)) jumps[head] = uniform(random, 1, last);
  }
}

void sparse(std::mt19937_64& random, int n, JumpMap& jumps) { sprinkle(random, n, 0.1, jumps); }

void dense(std::mt19937_64& random, int n, JumpMap& jumps) {
  sprinkle(random, n, std::uniform_real_distribution<double>(0.4, 0.95)(random), jumps);
}

void self_jumps(std::mt19937_64& random, int n, JumpMap& jumps) {
  sprinkle(random, n, 0.08, jumps);
  for (int head = 1; head <= n * n; ++head) {
    if (chance(random, 0.3)) jumps[head] = head;
  }
}

// Jumps whose destinations are heads of further jumps.
void chains(std::mt19937_64& random, int n, JumpMap& jumps) {
  const int last = n * n;
  sprinkle(random, n, 0.05, jumps);
  const int count = uniform(random, 1, 4);
  for (int chain = 0; chain < count; ++chain) {
    int at = uniform(random, 2, last);
    const int length = uniform(random, 2, 6);
    for (int link = 0; link < length; ++link) {
      const int next = uniform(random, 1, last);
      jumps[at] = next;
      at = next;
    }
  }
}

void snake_on_last(std::mt19937_64& random, int n, JumpMap& jumps) {
  const int last = n * n;
  sprinkle(random, n, 0.1, jumps);
  jumps[last] = uniform(random, 1, last - 1);
  const int ladders = uniform(random, 0, 2);
  for (int i = 0; i < ladders; ++i) jumps[uniform(random, 2, last - 1)] = last;
}

void jump_on_one(std::mt19937_64& random, int n, JumpMap& jumps) {
  sprinkle(random, n, 0.1, jumps);
  jumps[1] = uniform(random, 1, n * n);
}

// Six consecutive snake heads (for n ≥ 3), sometimes with a ladder over them; sometimes only five.
void wall(std::mt19937_64& random, int n, JumpMap& jumps) {
  const int last = n * n;
  sprinkle(random, n, 0.06, jumps);
  const int width = chance(random, 0.8) ? 6 : 5;
  if (last - width < 2) return;
  const int first = uniform(random, 2, last - width);
  for (int head = first; head < first + width; ++head) jumps[head] = uniform(random, 1, first - 1);
  if (chance(random, 0.5) && first > 2 && first + width <= last) {
    jumps[uniform(random, 2, first - 1)] = uniform(random, first + width, last);
  }
}

// Mostly snakes back (or in place), with few ways forward.
void near_unreachable(std::mt19937_64& random, int n, JumpMap& jumps) {
  const int last = n * n;
  const double p = std::uniform_real_distribution<double>(0.6, 0.9)(random);
  for (int head = 2; head <= last; ++head) {
    if (chance(random, p)) jumps[head] = uniform(random, 1, head);
  }
  const int ladders = uniform(random, 0, 2);
  for (int i = 0; i < ladders; ++i) {
    const int head = uniform(random, 2, last);
    jumps[head] = uniform(random, head, last);
  }
}

struct Generator {
  const char* name;
  void (*make)(std::mt19937_64&, int, JumpMap&);
};

constexpr std::array<Generator, 9> kGenerators{{
    {"sparse", sparse},
    {"dense", dense},
    {"self_jumps", self_jumps},
    {"chains", chains},
    {"snake_on_last", snake_on_last},
    {"jump_on_one", jump_on_one},
    {"wall", wall},
    {"near_unreachable", near_unreachable},
    {"plain", [](std::mt19937_64&, int, JumpMap&) {}},
}};

// ---- text writers for the parse round trip ---------------------------------------------------------------

std::string write_grid(const Grid& grid, std::mt19937_64& random) {
  static constexpr std::array<const char*, 4> kGaps{" ", "  ", "\t", " \t "};
  std::string text = std::to_string(grid.size()) + (chance(random, 0.5) ? "\n" : "\r\n");
  for (const auto& row : grid) {
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (c > 0) text += kGaps[static_cast<std::size_t>(uniform(random, 0, 3))];
      text += std::to_string(row[c]);
    }
    text += "\n";
  }
  if (chance(random, 0.3)) text += "\n";
  return text;
}

std::string write_json(const Grid& grid, std::mt19937_64& random) {
  const bool spaced = chance(random, 0.3);
  std::string text = "[";
  for (std::size_t r = 0; r < grid.size(); ++r) {
    text += r == 0 ? "[" : (spaced ? ", [" : ",[");
    for (std::size_t c = 0; c < grid[r].size(); ++c) {
      text += (c == 0 ? "" : (spaced ? ", " : ",")) + std::to_string(grid[r][c]);
    }
    text += "]";
  }
  text += "]";
  if (chance(random, 0.5)) text += "\n";
  return text;
}

std::string write_jumps(const snl::Board& board, std::mt19937_64& random) {
  std::string text;
  if (chance(random, 0.3)) text += "# a board\n";
  text += board.is_square() ? "size " + std::to_string(board.side()) : "squares " + std::to_string(board.squares());
  text += chance(random, 0.2) ? "  # the size\n" : "\n";
  std::vector<snl::Jump> jumps(board.jumps().begin(), board.jumps().end());
  std::shuffle(jumps.begin(), jumps.end(), random);
  for (const snl::Jump& jump : jumps) {
    if (chance(random, 0.1)) text += "\n";
    if (chance(random, 0.05)) text += "# comment\n";
    text += std::to_string(jump.from) + (chance(random, 0.2) ? "\t" : " ") + std::to_string(jump.to);
    text += chance(random, 0.1) ? " # jump\n" : "\n";
  }
  return text;
}

Grid random_grid(std::mt19937_64& random, int n) {
  if (n == 1) return chance(random, 0.5) ? Grid{{-1}} : Grid{{1}};  // the generators need two squares
  JumpMap jumps;
  kGenerators[static_cast<std::size_t>(uniform(random, 0, static_cast<int>(kGenerators.size()) - 1))].make(
      random, n, jumps);
  return grid_of(n, jumps);
}

}  // namespace

TEST(StressExhaustive, EveryTwoByTwoBoard) {
  constexpr std::array<int, 5> kValues{-1, 1, 2, 3, 4};
  int boards = 0;
  for (int a : kValues) {
    for (int b : kValues) {
      for (int c : kValues) {
        for (int d : kValues) {
          check_board({{a, b}, {c, d}}, [] { return "2x2 exhaustive"; });
          ++boards;
          if (HasFailure()) return;
        }
      }
    }
  }
  EXPECT_EQ(boards, 625);
}

TEST(StressExhaustive, EveryThreeByThreeBoardWithAtMostThreeJumps) {
  // Every choice of up to three heads among squares 2..9 and their destinations: 1 + 8·9 + 28·81 + 56·729 =
  // 43 165 boards. (Square 1's own jump, never taken, is covered by the 2×2 boards, the sample below and the
  // jump_on_one generator.)
  int boards = 0;
  for (unsigned mask = 0; mask < (1U << 8); ++mask) {
    std::vector<int> heads;
    for (int bit = 0; bit < 8; ++bit) {
      if ((mask >> bit) & 1U) heads.push_back(bit + 2);
    }
    if (heads.size() > 3) continue;
    std::vector<int> to(heads.size(), 1);
    for (;;) {
      JumpMap jumps;
      for (std::size_t i = 0; i < heads.size(); ++i) jumps[heads[i]] = to[i];
      check_board(grid_of(3, jumps), [] { return "3x3 exhaustive"; }, false);
      ++boards;
      if (HasFailure()) return;
      std::size_t i = 0;
      while (i < to.size() && to[i] == 9) to[i++] = 1;
      if (i == to.size()) break;
      ++to[i];
    }
  }
  EXPECT_EQ(boards, 43165);
}

TEST(StressExhaustive, SampleOfThreeByThreeBoards) {
  // Deterministic: a fixed generator, every cell -1 with a varying share, else any of 1..9.
  std::mt19937_64 random(909);
  constexpr int kBoards = 20'000;
  for (int i = 0; i < kBoards; ++i) {
    const double plain_share = static_cast<double>(i % 10) / 10.0;
    Grid grid(3, std::vector<int>(3, -1));
    for (auto& row : grid) {
      for (int& value : row) value = chance(random, plain_share) ? -1 : uniform(random, 1, 9);
    }
    check_board(grid, [i] { return "3x3 sample #" + std::to_string(i); }, i % 4 == 0);
    if (HasFailure()) return;
  }
}

TEST(StressRandom, GeneratedBoardsAgainstTheOracle) {
  const std::uint64_t seed = stress_seed();
  std::mt19937_64 random(seed);
  constexpr int kBoards = 2'000;
  for (int i = 0; i < kBoards; ++i) {
    const Generator& generator = kGenerators[static_cast<std::size_t>(i) % kGenerators.size()];
    const int n = uniform(random, 2, 12);
    JumpMap jumps;
    generator.make(random, n, jumps);
    check_board(grid_of(n, jumps), [&] {
      return "SNL_SEED=" + std::to_string(seed) + " board #" + std::to_string(i) + " (" + generator.name +
             ", n=" + std::to_string(n) + ")";
    });
    if (HasFailure()) return;
  }
}

TEST(StressRandom, AlgorithmsAgreeOnLargerBoards) {
  // Beyond the oracle's comfort: n = 13..40, the solvers against each other (and every route certified).
  const std::uint64_t seed = stress_seed() ^ 0x1234'5678;
  std::mt19937_64 random(seed);
  for (int i = 0; i < 120; ++i) {
    const Generator& generator = kGenerators[static_cast<std::size_t>(i) % kGenerators.size()];
    const int n = uniform(random, 13, 40);
    JumpMap jumps;
    generator.make(random, n, jumps);
    const Grid grid = grid_of(n, jumps);
    SCOPED_TRACE("SNL_SEED=" + std::to_string(stress_seed()) + " larger board #" + std::to_string(i) + " (" +
                 generator.name + ", n=" + std::to_string(n) + ") " + oracle::to_text(grid));
    const snl::Board board = snl::Board::from_grid(grid);
    const snl::Solution reference = snl::solve_bfs(board);
    EXPECT_EQ(oracle::check_route(grid, reference), "");
    const std::vector<std::int32_t> table = snl::roll_distances(board);
    EXPECT_EQ(table.back(), reference.rolls);
    EXPECT_EQ(oracle::check_distances(grid, table), "");
    for (snl::Algorithm algorithm : kAlgorithms) {
      const snl::Solution solution = snl::solve(board, {algorithm, true});
      EXPECT_EQ(solution.rolls, reference.rolls) << algorithm_label(algorithm);
      EXPECT_EQ(oracle::check_route(grid, solution), "") << algorithm_label(algorithm);
    }
    EXPECT_EQ(snl::min_rolls_bitset(board), reference.rolls) << "bitset";
    snl::GridBits in_place(grid);
    EXPECT_EQ(snl::min_rolls_bitset(in_place), reference.rolls) << "bitset on the grid";
    EXPECT_EQ(in_place.to_board(), board);
    EXPECT_EQ(snl::min_rolls(grid), reference.rolls) << "snl::min_rolls";
    const std::vector<int> cells = test::flat_cells(grid);
    EXPECT_EQ(snl::min_rolls_view({cells, grid.size(), grid.size()}), reference.rolls) << "snl::min_rolls_view";
    const snl::Solution automatic = snl::solve(board);
    EXPECT_EQ(automatic.rolls, reference.rolls) << "automatic";
    EXPECT_EQ(oracle::check_route(grid, automatic), "") << "automatic";
    if (HasFailure()) return;
  }
}

TEST(StressParse, RoundTripThroughEveryFormat) {
  const std::uint64_t seed = stress_seed();
  std::mt19937_64 random(seed);
  for (int round = 0; round < 150; ++round) {
    const int count = uniform(random, 1, 5);
    std::vector<snl::Board> boards;
    std::vector<Grid> grids;
    for (int i = 0; i < count; ++i) {
      const Grid grid = random_grid(random, uniform(random, 1, 12));
      grids.push_back(grid);
      boards.push_back(snl::Board::from_grid(grid));
    }
    std::string grid_text;
    std::string json_text;
    std::string jumps_text;
    for (int i = 0; i < count; ++i) {
      grid_text += write_grid(grids[static_cast<std::size_t>(i)], random);
      json_text += write_json(grids[static_cast<std::size_t>(i)], random);
      jumps_text += write_jumps(boards[static_cast<std::size_t>(i)], random);
    }
    const std::string trace = "SNL_SEED=" + std::to_string(seed) + " round " + std::to_string(round);
    SCOPED_TRACE(trace + "\n--- grid ---\n" + grid_text + "--- json ---\n" + json_text + "\n--- jumps ---\n" +
                 jumps_text);
    EXPECT_EQ(snl::parse_boards(grid_text), boards);
    EXPECT_EQ(snl::parse_boards(grid_text, "<grid>", snl::Format::grid), boards);
    EXPECT_EQ(snl::parse_boards(json_text), boards);
    EXPECT_EQ(snl::parse_boards(json_text, "<json>", snl::Format::json), boards);
    EXPECT_EQ(snl::parse_boards(jumps_text), boards);
    EXPECT_EQ(snl::parse_boards(jumps_text, "<jumps>", snl::Format::jumps), boards);
    if (HasFailure()) return;
  }
}

TEST(StressParse, TracksRoundTripThroughTheJumpsFormat) {
  const std::uint64_t seed = stress_seed();
  std::mt19937_64 random(seed);
  for (int round = 0; round < 100; ++round) {
    const std::uint64_t squares = chance(random, 0.2) ? snl::kMaxSquares - random() % 1000 : 1 + random() % 200;
    std::vector<snl::Jump> jumps;
    const int count = uniform(random, 0, 20);
    for (int i = 0; i < count; ++i) jumps.push_back({1 + random() % squares, 1 + random() % squares});
    std::sort(jumps.begin(), jumps.end());
    jumps.erase(std::unique(jumps.begin(), jumps.end(),
                            [](const snl::Jump& a, const snl::Jump& b) { return a.from == b.from; }),
                jumps.end());
    const snl::Board board = snl::Board::track(squares, jumps);
    const std::string text = write_jumps(board, random);
    SCOPED_TRACE("SNL_SEED=" + std::to_string(seed) + " round " + std::to_string(round) + "\n" + text);
    EXPECT_EQ(snl::parse_boards(text), std::vector<snl::Board>{board});
    if (HasFailure()) return;
  }
}
