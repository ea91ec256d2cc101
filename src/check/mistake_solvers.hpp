// src/check/mistake_solvers.hpp — private to src/check: the solver variants of the checker's catalogue of mistakes
// (snl/mistakes.hpp). Each is the search a learner writes, reading the grid as LeetCode gives it, with one thing
// done wrong; src/check/mistakes.cpp says which mistake runs which variant, and with which ways of writing it. Beside
// them, the right answer (right_answer) the catalogue and the diagnosis (src/check/diagnose.cpp) tell them from.
//
// Every function takes the jumps as the variant reads them (jumps_as_read: the jump seen at each label, 0 for none)
// and n². Complexity: O(n² · 6) time and O(n²) memory each, but fixed_passes (O(passes · n² · 6)) and a max-heap
// (O(n² log n) a way).
// Tested by: tests/unit/mistakes_test.cpp (through snl::mistaken_answer and snl::mistaken_answers).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "snl/board.hpp"

namespace snl::mistake_solvers {

/// How the variant reads the grid: which cell it takes for a label (shifted: the cell of label + 1, none for n²;
/// upside_down: board[0] taken for the bottom row; rounded*: the row of label s rounded from (s - 1) / n, half up or
/// half to even, a row past the top giving no jump (guarded) or Python's board[-1], the bottom row).
enum class Reading {
  right,
  one_way,
  from_top,
  from_top_even,
  reversed,
  shifted,
  upside_down,
  rounded_half_up,
  rounded_half_even_wrap,
  rounded_half_even,
};

/// Which jumps the variant takes.
enum class Follows { all, forward, back };

/// A breadth-first search with one thing done wrong (search()).
struct Variant {
  Reading reading = Reading::right;
  Follows follows = Follows::all;
  /// How many jumps a roll follows (chained jumps: as many as there are).
  std::size_t jumps = 1;
  bool late_jump_finish = false;

  bool first_jump = false;
  bool last_finishes = false;
  bool mark_landed = false;
  int die_low = 1;
  int die_high = 6;
  bool minus_one_for_one = false;
  bool layer_early = false;
  bool depth_limited = false;
};

/// The jump the variant sees at each label (0: none), reading the grid its way: the cell it takes for label L
/// holds the jump of the label the rules give that cell. Precondition: board.is_square().
std::vector<Label> jumps_as_read(const Board& board, Reading reading);

/// The right answer, from snl's solver: what a variant's answer is told from.
std::int64_t right_answer(const Board& board);

/// The BFS with the variant's changes; nullopt when following jumps never ends.
std::optional<std::int64_t> search(const Variant& v, const std::vector<Label>& jump, Label last);

/// Always the roll that ends farthest ahead.
std::optional<std::int64_t> greedy(const std::vector<Label>& jump, Label last);

/// What a wrongly ordered priority queue gives first: the entry with the most rolls (Dijkstra with a max-heap), or
/// the one on the farthest square (a queue ordered by square).
enum class HeapKey { rolls, square };

/// The answer of the commonest way of writing it (C++'s priority_queue without greater<>).
std::int64_t max_heap(const std::vector<Label>& jump, Label last, HeapKey key);

/// The answers of every way of writing it (its ties, its visit rule, when it stops), each once, the commonest first.
std::vector<std::int64_t> max_heap_ways(const std::vector<Label>& jump, Label last, HeapKey key);

/// Bellman-Ford style: `passes` passes over the squares in label order, each relaxing every roll from every square
/// reached so far, in place; dist[n²] or -1. A route down k snakes needs k + 1 passes (a square a snake reaches lies
/// behind the pass).
std::int64_t fixed_passes(const std::vector<Label>& jump, Label last, std::uint64_t passes);

/// The BFS (rolls 1..6 in order, a square marked when queued) with a counter of moves that goes up for every square
/// taken from the queue: found_on_pop false — the count when a roll from the square popped reaches n²; true — the
/// count of squares popped before n² itself is popped. -1 when n² is never reached.
std::int64_t moves_per_pop(const std::vector<Label>& jump, Label last, bool found_on_pop);

/// A depth-first search from square 1 that memoises each square's rolls to n² (rolls 1..6 in order, or 6..1 when
/// `descending`), taking a square already on the current path for a dead end (n² unreachable from there) and
/// memoising the values that rest on it all the same; -1 when the memo of square 1 says unreachable.
std::int64_t memo_dfs(const std::vector<Label>& jump, Label last, bool descending);

}  // namespace snl::mistake_solvers
