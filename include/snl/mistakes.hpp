// snl/mistakes.hpp — the checker's catalogue of classic mistakes in LeetCode 909 solutions, and the diagnosis that
// names the one a failing program makes.
//
// Each mistake is a small solver variant kept here, with the checker, never in the rules module: the search a learner
// writes (a BFS, or a relaxation, a memoised DFS), reading the grid as LeetCode gives it, with one thing done wrong
// (the list is in kMistakes in src/check/mistakes.cpp, the variants in src/check/mistake_solvers.cpp, the diagnosis in
// src/check/diagnose.cpp). A variant that would loop forever (chained jumps round a cycle) answers nullopt. A
// mistake whose answer depends on how it is written (a priority queue ordered the wrong way: its ties, its visit
// rule, when it stops) is all its ways at once: its answers on a board are a set (mistaken_answers).
//
// diagnose() starts from a board on which the program is wrong, keeps the mistakes that give the program's answer
// there and not the right one, then names one only when it is proven: the program agrees with it on kProofBoards
// more boards on which that mistake's answers are its own (none is the right answer or another candidate's).
// Otherwise it names none and says why (the board that ruled each candidate out, or too few telling boards).
//
// Complexity: a variant is O(n² · 6) time and O(n²) memory (a per-square table: diagnosed boards are small); a
// priority-queue mistake is 48 of them, each O(n² log n); fixed-passes is n of them.
// Tested by: tests/unit/mistakes_test.cpp (each variant on a board that defeats it; the diagnosis of each variant
// run as if it were the program; a program that is right, and one that is wrong in no catalogued way; learner-style
// max-heap Dijkstras never named greedy; shared_properties), tests/cli/leetcode_test.cpp (CheckLeetCode/Mistake.Named/*:
// make_solutions.py's solution of each mistake in each language; CheckLeetCode/Learner.*, CheckLeetCode/LearnerNamed.*:
// hand-written ones; CheckLeetCode/Uncatalogued.*).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "snl/board.hpp"
#include "snl/constraints.hpp"

namespace snl {

enum class Mistake {
  chained_jumps,
  first_square_jump,
  snake_on_last_finishes,
  rows_one_way,
  rows_from_top,
  rows_reversed,
  mark_landed,
  greedy_farthest,
  max_heap,
  farthest_first,
  die_0_to_5,
  die_1_to_5,
  die_1_to_7,
  minus_one_for_one,
  layer_early,
  depth_limited,
  ignores_snakes,
  ignores_ladders,
  mapping_without_minus_one,
  rows_right_for_even_n,
  never_minus_one,
  ladder_into_last_late,
  two_jumps,
  row_0_as_bottom,
  rounded_mapping,
  fixed_passes,
  moves_per_pop,
  memo_dfs,
};

struct MistakeInfo {
  Mistake mistake;
  /// A stable name for JSON and tests: "chained-jumps".
  std::string_view key;
  /// Completes "a solution that …": "follows a jump's destination into another jump (chained jumps)".
  std::string_view does;
};

/// Every mistake of the catalogue, in a fixed order.
const std::vector<MistakeInfo>& mistakes();
const MistakeInfo& info(Mistake mistake);

/// The most squares a variant runs on (it builds a per-square table).
inline constexpr std::uint64_t kMaxDiagnosedSquares = std::uint64_t{1} << 22;

/// What the variant answers on `board`, or nullopt when it never finishes. Precondition: board.is_square(),
/// board.squares() ≤ kMaxDiagnosedSquares.
std::optional<std::int64_t> mistaken_answer(Mistake mistake, const Board& board);

/// What the ways of writing the mistake answer on `board`, each answer once, the first way's first (that one is
/// mistaken_answer's). Most mistakes have one way; a Dijkstra with a max-heap and a queue ordered by square have
/// several (which of the entries with the same key the heap gives first, how it avoids expanding a square twice,
/// whether it stops when n² is pushed or popped), whose answers often differ; so do a row rounded from (s - 1) / n
/// (half up, or half to even as Python's round()), a move counted per square popped (found when pushed or when
/// popped) and a memoised DFS (rolls 1..6 or 6..1). Same precondition as mistaken_answer.
std::vector<std::optional<std::int64_t>> mistaken_answers(Mistake mistake, const Board& board);

/// The jumps that following a jump's destination into the next jump goes round forever, when a roll can start it:
/// the labels of the cycle in the order followed (a self-jump is a cycle of one: `while (jump(end) != -1) end =
/// jump(end)` never leaves it), or empty.
std::vector<Label> jump_cycle(const Board& board);

/// For each mistake, a board within the constraints (sides up to max_side) on which it gives a wrong answer,
/// found by the generator (tricky boards of side 6, a fixed seed per mistake; where none is, the zigzags of side
/// max_side, shortest regions first: fixed-passes goes wrong on nothing smaller); then long boards (the largest side, a long
/// way round) and a board whose jumps form a cycle. Deterministic.
std::vector<Board> known_hard_boards(Constraints constraints, std::uint64_t max_side);

/// What the program did on a board, as far as the diagnosis cares: an answer, or "did not finish" (nullopt).
using Observed = std::optional<std::int64_t>;

/// Runs the program on a board; nullopt when it did something else than answer or time out (crash, no output):
/// such a board tells nothing and is skipped.
using AskProgram = std::function<std::optional<Observed>(const Board&)>;

/// How many boards must confirm a mistake before it is named: boards on which that mistake's answer differs from the
/// right answer and from every other mistake's, and the program answers as the mistake does.
inline constexpr std::size_t kProofBoards = 5;

/// One board asked about to confirm or rule out a mistake.
struct Evidence {
  Board board;
  /// The mistake's answer (nullopt: it never finishes) — the program's when it is one of the mistake's, else the
  /// first way's —, the right one, and the program's.
  Observed mistaken;
  std::int64_t right = 0;
  Observed program;
  /// Every answer of the mistake there, one per way of writing it (mistaken_answers).
  std::vector<Observed> ways;
};

/// A board the program was asked about during the diagnosis, and what it answered.
struct Observation {
  Board board;
  std::int64_t right = 0;
  Observed program;
};

struct Diagnosis {
  /// The mistake proven (at most one): the program agreed with it on every board of `proof`.
  std::vector<Mistake> matches;
  /// The boards on which the named mistake was proven (kProofBoards of them; for minus-one-for-one, whose answers
  /// differ from the right ones on 1×1 boards only, every such board there is).
  std::vector<Evidence> proof;
  /// The mistakes that gave the program's answer on the failing board but not on a board asked: the first such board.
  std::vector<std::pair<Mistake, Evidence>> ruled_out;
  /// The mistakes that gave the program's answer on the failing board, for which too few telling boards were found.
  std::vector<Mistake> unconfirmed;
  /// Every board asked about besides the failing one.
  std::vector<Board> asked;
  /// Every board asked about with the program's answer there (boards on which it crashed are left out).
  std::vector<Observation> observed;
};

/// The mistakes whose answer on `failing` is `seen` and not the right one (the candidates), each then asked about on
/// kProofBoards boards where its answer is its own (it differs from the right answer and from every other mistake's
/// there), chosen among the known hard boards and tricky boards of sides up to 10 within the constraints (then long
/// zigzags of the largest sides up to 20, for a mistake that shows on nothing smaller), with
/// answers as varied as possible (a program that always answers the same cannot pass). A mistake is named only when
/// the program agrees on all of them. Precondition: `seen` (the program's answer on `failing`) is not the right
/// answer; failing.is_square().
/// When no mistake is named, diagnose() asks the program about boards of the pool it has not asked yet, up to
/// max_asks in all, so that what the failing boards share can be told (shared_properties); not after a time limit
/// (`seen` is a hang), and no more once the program hangs on one of them.
Diagnosis diagnose(const Board& failing, Observed seen, Constraints constraints, const AskProgram& ask,
                   std::uint64_t max_asks = 12);

/// The properties that every failing board has and no passing board has, among a fixed list (a snake or a ladder on
/// the right route, a snake anywhere, no jump at all, an odd or even side, a jump on the last row, a ladder into n²,
/// no way to the end): only when at least two boards failed and two passed, so that a property is a contrast and
/// not an accident. Each completes "every failing board …": "has a snake on its right route".
std::vector<std::string_view> shared_properties(const std::vector<Board>& failing, const std::vector<Board>& passing);

}  // namespace snl
