// tests/unit/mistakes_test.cpp — snl/mistakes.hpp: each variant of the catalogue on a board that defeats it (and
// right where the mistake does not matter), jump cycles, the known hard boards, and the diagnosis of each variant
// run as if it were the program under test, of a right program and of one wrong in no catalogued way.
#include <gtest/gtest.h>

#include <algorithm>
#include <queue>

#include "snl/check.hpp"
#include "snl/constraints.hpp"
#include "snl/generate.hpp"
#include "snl/mistakes.hpp"
#include "snl/solve.hpp"
#include "snl/write.hpp"

namespace {

using snl::Mistake;

snl::Board board(std::uint64_t side, std::vector<snl::Jump> jumps) { return snl::Board::square(side, std::move(jumps)); }

std::int64_t right(const snl::Board& b) { return snl::solve(b).rolls; }

std::optional<std::int64_t> as(Mistake m, const snl::Board& b) { return snl::mistaken_answer(m, b); }

}  // namespace

TEST(Mistakes, AllAgreeOnAPlainBoard) {
  // 4x4 without jumps: 15 squares to go, 3 rolls (6 + 6 + 3); a die of 1..5 also needs 3, 0..5 too, 1..7 3.
  const snl::Board plain = board(4, {});
  for (const snl::MistakeInfo& entry : snl::mistakes()) {
    if (entry.mistake == Mistake::layer_early || entry.mistake == Mistake::moves_per_pop) continue;
    EXPECT_EQ(as(entry.mistake, plain), 3) << entry.key;
  }
  EXPECT_EQ(as(Mistake::layer_early, plain), 2);
  // Popping 1 (1 move) queues 2..7, popping 2 (2) queues 8, 3 (3) 9, …, 7 (7) 13; 8 (8) reaches 14, 9 (9) 15 and
  // 10 (10) 16.
  EXPECT_EQ(as(Mistake::moves_per_pop, plain), 10);
}

TEST(Mistakes, ChainedJumps) {
  // 2 -> 10, 10 -> 16 on 4x4: one jump per roll stops on 10 (then a 6), two rolls; chaining finishes in one.
  const snl::Board b = board(4, {{2, 10}, {10, 16}});
  EXPECT_EQ(right(b), 2);
  EXPECT_EQ(as(Mistake::chained_jumps, b), 1);
}

TEST(Mistakes, ChainedJumpsRoundACycle) {
  const snl::Board b = board(3, {{2, 5}, {5, 6}, {6, 5}});
  EXPECT_EQ(as(Mistake::chained_jumps, b), std::nullopt);
  EXPECT_EQ(snl::jump_cycle(b), (std::vector<snl::Label>{5, 6}));
  EXPECT_EQ(snl::jump_cycle(board(3, {{2, 4}, {4, 4}})), (std::vector<snl::Label>{4}));
  EXPECT_TRUE(snl::jump_cycle(board(3, {{2, 5}, {5, 6}})).empty());
  // A self-jump a roll lands on: a loop that follows jumps until a square without one never ends there.
  EXPECT_EQ(snl::jump_cycle(board(3, {{4, 4}})), (std::vector<snl::Label>{4}));
}

TEST(Mistakes, EndsAndOne) {
  EXPECT_EQ(right(board(2, {{1, 4}})), 1);
  EXPECT_EQ(as(Mistake::first_square_jump, board(2, {{1, 4}})), 0);
  EXPECT_EQ(right(board(2, {{4, 1}})), -1);
  EXPECT_EQ(as(Mistake::snake_on_last_finishes, board(2, {{4, 1}})), 1);
  EXPECT_EQ(right(board(1, {})), 0);
  EXPECT_EQ(as(Mistake::minus_one_for_one, board(1, {})), -1);
}

TEST(Mistakes, IgnoresSnakesOrLadders) {
  // 3x3, snakes back to 1 from every square one roll reaches: -1; a solution that ignores snakes goes 1 -> 7 -> 9.
  const snl::Board wall = board(3, {{2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {7, 1}});
  EXPECT_EQ(right(wall), -1);
  EXPECT_EQ(as(Mistake::ignores_snakes, wall), 2);
  EXPECT_EQ(as(Mistake::ignores_ladders, wall), -1);
  // 4x4, 2 -> 15: 1 -> 2 -> 15 -> 16 is 2 rolls; without the ladder 3 (6 + 6 + 3).
  const snl::Board ladder = board(4, {{2, 15}});
  EXPECT_EQ(right(ladder), 2);
  EXPECT_EQ(as(Mistake::ignores_ladders, ladder), 3);
  EXPECT_EQ(as(Mistake::ignores_snakes, ladder), 2);
}

TEST(Mistakes, MappingWithoutMinusOne) {
  // Row s / n, column s % n is the cell of square s + 1: 2's ladder is read on square 1, where no roll lands.
  const snl::Board b = board(4, {{2, 15}});
  EXPECT_EQ(as(Mistake::mapping_without_minus_one, b), 3);
  // 4x4, 3 -> 15 is read on 2: still 2 rolls (1 -> 2 -> 15 -> 16), as the right answer.
  EXPECT_EQ(as(Mistake::mapping_without_minus_one, board(4, {{3, 15}})), 2);
}

TEST(Mistakes, RowsRightForEvenNOnly) {
  // 3x3, 3 -> 9: counted from the top, the bottom row (index 2, even) is read right to left, so 3's ladder is read
  // on square 1: 2 rolls where 1 is right. On 4x4 the rule is right: 4 -> 16 is 1 roll; rows-reversed reads it on 1.
  EXPECT_EQ(right(board(3, {{3, 9}})), 1);
  EXPECT_EQ(as(Mistake::rows_right_for_even_n, board(3, {{3, 9}})), 2);
  EXPECT_EQ(as(Mistake::rows_from_top, board(3, {{3, 9}})), 1);
  EXPECT_EQ(as(Mistake::rows_right_for_even_n, board(4, {{4, 16}})), 1);
  EXPECT_EQ(as(Mistake::rows_reversed, board(4, {{4, 16}})), 3);
}

TEST(Mistakes, NeverMinusOne) {
  const snl::Board wall = board(3, {{2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {7, 1}});
  EXPECT_EQ(as(Mistake::never_minus_one, wall), 2147483647);
  const std::vector<snl::Observed> ways = snl::mistaken_answers(Mistake::never_minus_one, wall);
  for (const std::int64_t sentinel : {std::int64_t{2147483647}, std::int64_t{1000000000}, std::int64_t{9007199254740991}}) {
    EXPECT_NE(std::find(ways.begin(), ways.end(), snl::Observed{sentinel}), ways.end()) << sentinel;
  }
  EXPECT_EQ(std::find(ways.begin(), ways.end(), snl::Observed{-1}), ways.end());
  // Where n² can be reached, the right answer, and only that.
  EXPECT_EQ(snl::mistaken_answers(Mistake::never_minus_one, board(4, {{2, 15}})), std::vector<snl::Observed>{2});
}

TEST(Mistakes, LadderIntoLastLate) {
  // 4x4, 3 -> 16: one roll; counted when 16 leaves the queue, with one roll more, two. Landing on 16 is on time.
  EXPECT_EQ(right(board(4, {{3, 16}})), 1);
  EXPECT_EQ(as(Mistake::ladder_into_last_late, board(4, {{3, 16}})), 2);
  EXPECT_EQ(as(Mistake::ladder_into_last_late, board(2, {})), 1);
}

TEST(Mistakes, TwoJumps) {
  // 4x4, 2 -> 8 -> 15 -> 16: one jump per roll takes 3 rolls (1 -> 7 -> 8, 15 -> 16); two jumps 2 (1 -> 2 -> 8 -> 15,
  // then a 1); following them all 1.
  const snl::Board b = board(4, {{2, 8}, {8, 15}, {15, 16}});
  EXPECT_EQ(right(b), 3);
  EXPECT_EQ(as(Mistake::two_jumps, b), 2);
  EXPECT_EQ(as(Mistake::chained_jumps, b), 1);
  // Round a cycle it stops after two jumps, where chained jumps never end.
  EXPECT_TRUE(as(Mistake::two_jumps, board(3, {{2, 5}, {5, 6}, {6, 5}})).has_value());
}

TEST(Mistakes, Row0AsBottom) {
  // board[0] read as the bottom row: on an even side square s is read on the cell of square n² + 1 - s (the rows
  // swap and each is read the other way). 4x4, 12 -> 16: right 2 (1 -> 7 -> 12 -> 16); the ladder is read on square
  // 17 - 12 = 5, which the first roll reaches: 1.
  EXPECT_EQ(right(board(4, {{12, 16}})), 2);
  EXPECT_EQ(as(Mistake::row_0_as_bottom, board(4, {{12, 16}})), 1);
  // On an odd side the rows swap and keep their direction: 3x3, 7 -> 9 (one roll: 1 -> 7 -> 9) is read on square 1,
  // where no roll lands: 2 rolls (1 -> 7 -> 9 without the ladder).
  EXPECT_EQ(right(board(3, {{7, 9}})), 1);
  EXPECT_EQ(as(Mistake::row_0_as_bottom, board(3, {{7, 9}})), 2);
}

TEST(Mistakes, RoundedMapping) {
  // round((s - 1) / n) is the row above for the squares past the middle of a row, so square s is read on the cell of
  // square s + n. 4x4, 8 -> 16: right 2 (1 -> 7 -> 8 -> 16); square 4 (3 / 4 rounds to 1) reads 8's ladder: 1 roll,
  // however the halves round.
  const snl::Board b = board(4, {{8, 16}});
  EXPECT_EQ(right(b), 2);
  EXPECT_EQ(snl::mistaken_answers(Mistake::rounded_mapping, b), std::vector<snl::Observed>{1});
  // 4x4, 7 -> 16: right 1. Square 3 (2 / 4 = 0.5) reads 7's ladder when halves round up (Math.round): 1 roll, right;
  // rounded to even (Python's round) it reads its own cell and nothing reads 7's: 3 rolls.
  EXPECT_EQ(right(board(4, {{7, 16}})), 1);
  EXPECT_EQ(snl::mistaken_answers(Mistake::rounded_mapping, board(4, {{7, 16}})), (std::vector<snl::Observed>{1, 3}));
}

TEST(Mistakes, FixedPasses) {
  // The zigzag of side 20 with regions of 2 squares (span 8: 49 regions, R0 … R48): the only way is R0 -> (ladder)
  // R2 -> (snake) R1 -> (ladder) R4 -> (snake) R3 -> … -> R48, 23 snakes, 2 rolls each, 1 roll to R2 and 3 across
  // R48 (385 -> 400): 50. Relaxing in label order, a square a snake reaches lies behind the pass, so pass k first
  // reaches R(2k): R48 needs 24 passes, and 20 passes leave n² unreached: -1.
  const snl::Board zigzag = snl::zigzag_shape(20, 2, 0, snl::Constraints::leetcode);
  EXPECT_EQ(right(zigzag), 50);
  EXPECT_EQ(as(Mistake::fixed_passes, zigzag), -1);
  // Regions of 5 (35 regions, 16 snakes): 17 passes are enough, within 20.
  const snl::Board wide = snl::zigzag_shape(20, 5, 0, snl::Constraints::leetcode);
  EXPECT_EQ(as(Mistake::fixed_passes, wide), right(wide));
  // No board of side 10 or less takes more snakes than a pass per row can follow: it is right on the tricky series.
  snl::Rng rng(5);
  for (std::uint64_t index = 0; index < 200; ++index) {
    const snl::Board b = snl::tricky_board(index, 10, snl::Constraints::leetcode, rng);
    EXPECT_EQ(as(Mistake::fixed_passes, b), right(b)) << snl::to_text(b, snl::Format::grid);
  }
}

TEST(Mistakes, MovesPerPop) {
  // 3x3 without jumps, right 2. The queue is 1, then 2..7 (popped first: 1 move), then 8 (from 2: 2 moves); popping 3
  // (3 moves) a roll of 6 reaches 9: 3. Found when 9 itself is popped: 1..8 are popped first, 8 moves.
  const snl::Board b = board(3, {});
  EXPECT_EQ(right(b), 2);
  EXPECT_EQ(snl::mistaken_answers(Mistake::moves_per_pop, b), (std::vector<snl::Observed>{3, 8}));
}

TEST(Mistakes, MemoisedDepthFirst) {
  // 6x6, 2 -> 17, 9 -> 31, 35 -> 3: right 3 (1 -> 3, 3 -> 9 -> 31, 31 -> 36). Rolls 1..6 in order, the search goes
  // 1 -> 2 (-> 17) -> 18 -> … -> 34, whose roll of 1 lands on 35 and its snake to 3; from 3 it goes on up to 16, whose
  // rolls all land on squares 17..22, on the path (and 9's ladder on 31, on the path too): 3..16 are memoised as dead
  // ends. Back at 1, its roll of 2 (to 3) is dead, and 1 + 4 (17 -> 23 -> 29 -> 34 -> 36) = 5.
  const snl::Board b = board(6, {{2, 17}, {9, 31}, {35, 3}});
  EXPECT_EQ(right(b), 3);
  EXPECT_EQ(as(Mistake::memo_dfs, b), 5);
  // Without snakes there is no cycle, and memoising is right.
  EXPECT_EQ(as(Mistake::memo_dfs, board(6, {{2, 17}, {9, 31}})), right(board(6, {{2, 17}, {9, 31}})));
}

TEST(Mistakes, DefeatedByTheirKnownHardBoards) {
  // Within codestudio every mistake can matter: each has a board in the set on which it is wrong — up to side 10
  // every one but fixed-passes (n passes follow n - 1 snakes, more than a board of side 10 makes a way take), and
  // fixed-passes too at LeetCode's largest side, the default (a zigzag of side 20).
  const std::vector<snl::Board> hard = snl::known_hard_boards(snl::Constraints::codestudio, 10);
  const std::vector<snl::Board> largest = snl::known_hard_boards(snl::Constraints::leetcode, snl::kDefaultCheckMaxSide);
  EXPECT_TRUE(std::any_of(largest.begin(), largest.end(), [&](const snl::Board& b) {
    return as(Mistake::fixed_passes, b) != std::optional<std::int64_t>{right(b)};
  }));
  for (const snl::MistakeInfo& entry : snl::mistakes()) {
    if (entry.mistake == Mistake::fixed_passes) continue;
    const bool defeated = std::any_of(hard.begin(), hard.end(), [&](const snl::Board& b) {
      return as(entry.mistake, b) != std::optional<std::int64_t>{right(b)};
    });
    EXPECT_TRUE(defeated) << entry.key;
  }
  for (const snl::Board& b : snl::known_hard_boards(snl::Constraints::leetcode, 20)) {
    EXPECT_TRUE(snl::meets(b, snl::Constraints::leetcode)) << snl::to_text(b, snl::Format::grid);
  }
}

TEST(Mistakes, EachDiagnosedWhenItIsTheProgram) {
  // The known hard boards of side 6, and of side 20 for a mistake wrong on none of them (fixed-passes).
  std::vector<snl::Board> hard = snl::known_hard_boards(snl::Constraints::codestudio, 6);
  const std::vector<snl::Board> large = snl::known_hard_boards(snl::Constraints::codestudio, 20);
  hard.insert(hard.end(), large.begin(), large.end());
  for (const snl::MistakeInfo& entry : snl::mistakes()) {
    const auto failing = std::find_if(hard.begin(), hard.end(), [&](const snl::Board& b) {
      return as(entry.mistake, b) != std::optional<std::int64_t>{right(b)};
    });
    ASSERT_NE(failing, hard.end()) << entry.key;
    const snl::Diagnosis diagnosis =
        snl::diagnose(*failing, as(entry.mistake, *failing), snl::Constraints::codestudio,
                      [&](const snl::Board& b) { return std::optional<snl::Observed>{as(entry.mistake, b)}; });
    if (entry.mistake == Mistake::max_heap || entry.mistake == Mistake::farthest_first) {
      // Queues ordered by rolls and by square answer alike on most boards: named only where told apart.
      EXPECT_TRUE(diagnosis.matches.empty() || diagnosis.matches == std::vector<Mistake>{entry.mistake}) << entry.key;
    } else {
      EXPECT_EQ(diagnosis.matches, std::vector<Mistake>{entry.mistake}) << entry.key;
    }
  }
}

TEST(Mistakes, NoDiagnosisForOtherBugs) {
  // Right everywhere but on the failing board (where it answers 99): no mistake of the catalogue explains it.
  const snl::Board failing = board(4, {{3, 12}});
  const snl::Diagnosis diagnosis = snl::diagnose(failing, 99, snl::Constraints::leetcode, [](const snl::Board& b) {
    return std::optional<snl::Observed>{right(b)};
  });
  EXPECT_TRUE(diagnosis.matches.empty());
  // A program that answers like chained jumps on the failing board but is right elsewhere is not that mistake.
  const snl::Board chain = board(4, {{2, 10}, {10, 16}});
  const snl::Diagnosis lucky = snl::diagnose(chain, 1, snl::Constraints::leetcode, [](const snl::Board& b) {
    return std::optional<snl::Observed>{right(b)};
  });
  EXPECT_TRUE(lucky.matches.empty());
  EXPECT_FALSE(lucky.asked.empty());
}

TEST(Mistakes, NamedOnlyWhenProvenOnTellingBoards) {
  // A program that always answers 0 agrees with layer-early on a 2x2 board (right: 1) and nowhere it matters.
  const snl::Board failing = board(2, {});
  const snl::Diagnosis constant = snl::diagnose(failing, 0, snl::Constraints::leetcode, [](const snl::Board&) {
    return std::optional<snl::Observed>{0};
  });
  EXPECT_TRUE(constant.matches.empty());
  ASSERT_FALSE(constant.ruled_out.empty());
  EXPECT_EQ(constant.ruled_out.front().first, Mistake::layer_early);
  EXPECT_EQ(constant.ruled_out.front().second.program, snl::Observed{0});
  // The variant itself is named, with kProofBoards boards where its answer is wrong and its own.
  const snl::Diagnosis itself = snl::diagnose(failing, 0, snl::Constraints::leetcode, [](const snl::Board& b) {
    return std::optional<snl::Observed>{as(Mistake::layer_early, b)};
  });
  EXPECT_EQ(itself.matches, std::vector<Mistake>{Mistake::layer_early});
  ASSERT_EQ(itself.proof.size(), snl::kProofBoards);
  for (const snl::Evidence& e : itself.proof) {
    EXPECT_NE(e.mistaken, snl::Observed{e.right});
    EXPECT_EQ(e.program, e.mistaken);
    for (const snl::MistakeInfo& other : snl::mistakes()) {
      const bool ruled_out = std::any_of(itself.ruled_out.begin(), itself.ruled_out.end(),
                                         [&](const auto& r) { return r.first == other.mistake; });
      if (other.mistake != Mistake::layer_early && !ruled_out && as(other.mistake, failing) == snl::Observed{0}) {
        EXPECT_NE(as(other.mistake, e.board), e.mistaken) << other.key;  // told apart from every other candidate
      }
    }
  }
}

namespace {

/// LeetCode's grid of a board.
std::vector<std::vector<int>> grid_of(const snl::Board& b) {
  const int n = static_cast<int>(b.side());
  std::vector<std::vector<int>> grid(n, std::vector<int>(n, -1));
  for (const snl::Jump& jump : b.jumps()) {
    const int q = static_cast<int>((jump.from - 1) / b.side()), r = static_cast<int>((jump.from - 1) % b.side());
    grid[n - 1 - q][q % 2 == 0 ? r : n - 1 - r] = static_cast<int>(jump.to);
  }
  return grid;
}

/// A learner's Dijkstra in C++ with priority_queue<pair<int, int>> and no greater<>: a max-heap.
int max_heap_pairs(const std::vector<std::vector<int>>& board) {
  const int n = static_cast<int>(board.size());
  auto cell = [&](int s) {
    const int q = (s - 1) / n, r = (s - 1) % n;
    return board[n - 1 - q][q % 2 == 0 ? r : n - 1 - r];
  };
  std::vector<int> dist(n * n + 1, 1 << 30);
  std::priority_queue<std::pair<int, int>> pq;
  dist[1] = 0;
  pq.push({0, 1});
  while (!pq.empty()) {
    auto [d, u] = pq.top();
    pq.pop();
    if (u == n * n) return d;
    if (d > dist[u]) continue;
    for (int k = 1; k <= 6 && u + k <= n * n; k++) {
      const int v = cell(u + k) == -1 ? u + k : cell(u + k);
      if (d + 1 < dist[v]) {
        dist[v] = d + 1;
        pq.push({d + 1, v});
      }
    }
  }
  return -1;
}

/// The same with a visited set marked on pop and a heap of (moves, square) compared on the moves only, as a Java
/// PriorityQueue with `(a, b) -> b[0] - a[0]` would be (ties left to the heap's shape: std::push_heap here).
int max_heap_visited(const std::vector<std::vector<int>>& board) {
  const int n = static_cast<int>(board.size());
  auto cell = [&](int s) {
    const int q = (s - 1) / n, r = (s - 1) % n;
    return board[n - 1 - q][q % 2 == 0 ? r : n - 1 - r];
  };
  const auto by_moves = [](const std::pair<int, int>& a, const std::pair<int, int>& b) { return a.first < b.first; };
  std::vector<std::pair<int, int>> heap{{0, 1}};
  std::vector<bool> done(n * n + 1, false);
  while (!heap.empty()) {
    std::pop_heap(heap.begin(), heap.end(), by_moves);
    const auto [moves, s] = heap.back();
    heap.pop_back();
    if (done[s]) continue;
    done[s] = true;
    if (s == n * n) return moves;
    for (int k = 1; k <= 6 && s + k <= n * n; k++) {
      const int t = cell(s + k) == -1 ? s + k : cell(s + k);
      if (done[t]) continue;
      heap.push_back({moves + 1, t});
      std::push_heap(heap.begin(), heap.end(), by_moves);
    }
  }
  return -1;
}

/// A BFS written with a stack (pop() for popleft()): marks a square when pushed, stops when n² is pushed.
int depth_first(const std::vector<std::vector<int>>& board) {
  const int n = static_cast<int>(board.size());
  auto cell = [&](int s) {
    const int q = (s - 1) / n, r = (s - 1) % n;
    return board[n - 1 - q][q % 2 == 0 ? r : n - 1 - r];
  };
  std::vector<bool> seen(n * n + 1, false);
  std::vector<std::pair<int, int>> stack{{1, 0}};
  seen[1] = true;
  while (!stack.empty()) {
    const auto [s, moves] = stack.back();
    stack.pop_back();
    for (int k = 1; k <= 6 && s + k <= n * n; k++) {
      const int t = cell(s + k) == -1 ? s + k : cell(s + k);
      if (t == n * n) return moves + 1;
      if (seen[t]) continue;
      seen[t] = true;
      stack.push_back({t, moves + 1});
    }
  }
  return -1;
}

}  // namespace

TEST(Mistakes, DepthFirstIsAWayOfWritingMaxHeap) {
  // A stack's top always has the most rolls, and among equals the last pushed: its answer is always one of max-heap's
  // ways (so a depth-first search is named max-heap, whose words say so), and often not the right one.
  snl::Rng rng(11);
  int wrong = 0;
  for (std::uint64_t index = 0; index < 300; ++index) {
    const snl::Board b = snl::tricky_board(index, 8, snl::Constraints::leetcode, rng);
    const int answer = depth_first(grid_of(b));
    const std::vector<snl::Observed> ways = snl::mistaken_answers(Mistake::max_heap, b);
    EXPECT_NE(std::find(ways.begin(), ways.end(), snl::Observed{answer}), ways.end()) << snl::to_text(b, snl::Format::grid);
    wrong += answer != right(b) ? 1 : 0;
  }
  EXPECT_GT(wrong, 30);
}

TEST(Mistakes, MaxHeapIsNeverCalledGreedy) {
  // A Dijkstra whose heap gives the most rolls first walks like greedy play until a snake brings it back; the
  // diagnosis names it max-heap or nothing, never greedy-farthest (issue 30).
  for (const auto solve : {&max_heap_pairs, &max_heap_visited}) {
    snl::Rng rng(7);
    int diagnosed = 0;
    for (std::uint64_t index = 0; index < 400 && diagnosed < 2; ++index) {
      const snl::Board b = snl::tricky_board(index, 8, snl::Constraints::leetcode, rng);
      const int answer = solve(grid_of(b));
      if (answer == right(b)) continue;
      ++diagnosed;
      const snl::Diagnosis d = snl::diagnose(b, answer, snl::Constraints::leetcode, [&](const snl::Board& x) {
        return std::optional<snl::Observed>{solve(grid_of(x))};
      });
      EXPECT_TRUE(d.matches.empty() || d.matches == std::vector<Mistake>{Mistake::max_heap})
          << snl::info(d.matches.front()).key << "\n" << snl::to_text(b, snl::Format::grid);
      for (const snl::Evidence& e : d.proof) EXPECT_GT(e.ways.size(), 0U);
    }
    EXPECT_EQ(diagnosed, 2);
  }
}

TEST(Mistakes, MaxHeapWaysOfWriting) {
  // 3x3, 2 -> 8 and 7 -> 9: the right answer is 2 (1 -> 2 -> 8 -> 9, or 1 -> 7 -> 9); every way of writing a
  // max-heap Dijkstra is one of the answers mistaken_answers gives, and the first is mistaken_answer's.
  const snl::Board b = board(3, {{2, 8}, {7, 9}});
  const std::vector<snl::Observed> ways = snl::mistaken_answers(Mistake::max_heap, b);
  ASSERT_FALSE(ways.empty());
  EXPECT_EQ(ways.front(), as(Mistake::max_heap, b));
  EXPECT_NE(std::find(ways.begin(), ways.end(), snl::Observed{max_heap_pairs(grid_of(b))}), ways.end());
  EXPECT_NE(std::find(ways.begin(), ways.end(), snl::Observed{max_heap_visited(grid_of(b))}), ways.end());
  EXPECT_EQ(snl::mistaken_answers(Mistake::layer_early, b).size(), 1U);
}

TEST(Mistakes, SharedPropertiesAreAContrast) {
  // Failing boards whose right route goes down snakes (zigzags), passing ones without jumps: the snake on the
  // route is what they share.
  snl::Rng rng(3);
  const std::vector<snl::Board> failing{snl::hard_shape(0, 9, snl::Constraints::leetcode, rng),
                                        snl::hard_shape(0, 10, snl::Constraints::leetcode, rng)};
  const std::vector<snl::Board> passing{board(3, {}), board(4, {})};
  ASSERT_GT(right(failing[0]), 0);
  const auto shared = snl::shared_properties(failing, passing);
  EXPECT_NE(std::find(shared.begin(), shared.end(), "has a snake on its right route"), shared.end());
  EXPECT_NE(std::find(shared.begin(), shared.end(), "has a snake"), shared.end());
  EXPECT_EQ(std::find(shared.begin(), shared.end(), "has an odd side"), shared.end()) << "sides 9 and 10 fail alike";
  // One passing board is no contrast: nothing is said.
  EXPECT_TRUE(snl::shared_properties(failing, {board(3, {})}).empty());
  // A property a passing board has too is not said.
  const auto with_snake = snl::shared_properties(failing, {board(3, {}), board(3, {{5, 2}})});
  EXPECT_EQ(std::find(with_snake.begin(), with_snake.end(), "has a snake"), with_snake.end());
}

TEST(Mistakes, NothingNamedAsksMoreBoards) {
  // A program that always answers 1 matches no mistake: the diagnosis asks up to max_asks boards and keeps answers.
  const snl::Board failing = board(4, {});
  const snl::Diagnosis d = snl::diagnose(failing, 1, snl::Constraints::leetcode,
                                         [](const snl::Board&) -> std::optional<snl::Observed> { return snl::Observed{1}; });
  EXPECT_TRUE(d.matches.empty());
  EXPECT_EQ(d.asked.size(), 12U);
  EXPECT_EQ(d.observed.size(), 12U);
  for (const snl::Observation& o : d.observed) EXPECT_EQ(o.right, right(o.board));
}
