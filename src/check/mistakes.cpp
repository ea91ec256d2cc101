// The checker's catalogue of classic mistakes (snl/mistakes.hpp): each mistake's name and words (kMistakes), the
// solver variant it runs and its answers however it is written (the variants are in mistake_solvers.cpp), a cycle of
// jumps, and the known hard boards. The diagnosis that asks a failing program about them is in diagnose.cpp.
#include "snl/mistakes.hpp"

#include <algorithm>
#include <cassert>
#include <iterator>
#include <limits>
#include <map>
#include <set>
#include <tuple>

#include "check/mistake_solvers.hpp"

namespace snl {
namespace {

using mistake_solvers::Follows;
using mistake_solvers::HeapKey;
using mistake_solvers::jumps_as_read;
using mistake_solvers::Reading;
using mistake_solvers::right_answer;
using mistake_solvers::Variant;

const std::vector<MistakeInfo> kMistakes{
    {Mistake::chained_jumps, "chained-jumps", "follows a jump's destination into another jump (chained jumps)"},
    {Mistake::first_square_jump, "first-square-jump", "starts by taking the jump on square 1"},
    {Mistake::snake_on_last_finishes, "snake-on-last-finishes",
     "counts landing on n² as the finish even when a snake there sends you back"},
    {Mistake::rows_one_way, "rows-one-way", "reads every row left to right (the rows do not alternate)"},
    {Mistake::rows_from_top, "rows-from-top",
     "alternates the rows counting from the top row instead of the bottom one, the top row left to right (right "
     "only when n is odd)"},
    {Mistake::rows_reversed, "rows-reversed", "reads every row the wrong way (the bottom row right to left)"},
    {Mistake::mark_landed, "mark-landed",
     "skips a roll whose landing square was visited, though its jump would take it elsewhere (it checks the "
     "square landed on instead of the square the move ends on)"},
    {Mistake::greedy_farthest, "greedy-farthest", "always takes the roll that ends farthest ahead (greedy)"},
    {Mistake::max_heap, "max-heap",
     "takes the square reached in the most rolls first (Dijkstra with a max-heap where it needs a min-heap, or a "
     "stack where BFS needs a queue: pop() for popleft() or shift())"},
    {Mistake::farthest_first, "farthest-first",
     "takes the farthest square first (a priority queue ordered by square instead of by rolls)"},
    {Mistake::die_0_to_5, "die-0-to-5", "rolls a die of 0..5 instead of 1..6"},
    {Mistake::die_1_to_5, "die-1-to-5", "rolls a die of 1..5 instead of 1..6"},
    {Mistake::die_1_to_7, "die-1-to-7", "rolls a die of 1..7 instead of 1..6"},
    {Mistake::minus_one_for_one, "minus-one-for-one", "answers -1 on a 1×1 board instead of 0"},
    {Mistake::layer_early, "layer-early", "stops the BFS a layer early (one roll short)"},
    {Mistake::depth_limited, "depth-limited",
     "gives up after as many rolls as the board takes without jumps (a depth-limited search)"},
    {Mistake::ignores_snakes, "ignores-snakes", "ignores snakes (it only takes a jump that goes forward)"},
    {Mistake::ignores_ladders, "ignores-ladders", "ignores ladders (it only takes a jump that goes back)"},
    {Mistake::mapping_without_minus_one, "mapping-without-minus-one",
     "finds square s at row s / n, column s % n, without the -1 (so it reads the jump of square s + 1 on square s)"},
    {Mistake::rows_right_for_even_n, "rows-right-for-even-n",
     "alternates the rows counting from the top row instead of the bottom one, the top row right to left (right "
     "only when n is even)"},
    {Mistake::never_minus_one, "never-minus-one",
     "never answers -1: it returns its 'infinity' (such as INT_MAX or 10^9) when n² cannot be reached"},
    {Mistake::ladder_into_last_late, "ladder-into-last-late",
     "counts a jump into n² one roll late (it checks the square landed on for the finish, and a square reached by a "
     "jump only when it leaves the queue, with one roll more)"},
    {Mistake::two_jumps, "two-jumps",
     "follows a jump's destination into one more jump (two jumps in a roll, where there is one)"},
    {Mistake::row_0_as_bottom, "row-0-as-bottom",
     "reads board[0] as the bottom row, where LeetCode's board[0] is the top row and square 1 is in board[n - 1] "
     "(the grid upside down: take row r from the bottom as board[n - 1 - r])"},
    {Mistake::rounded_mapping, "rounded-mapping",
     "finds square s's row by rounding (s - 1) / n to the nearest (Math.round, round()) where it must round down, so "
     "the second half of each row is read one row up (use (s - 1) // n, Math.floor or integer division)"},
    {Mistake::fixed_passes, "fixed-passes",
     "relaxes the moves a fixed number of times (n passes, Bellman-Ford style) instead of until nothing changes: "
     "each snake on the way costs a pass, so a way down many snakes is missed (repeat until a pass changes nothing, "
     "or use a BFS)"},
    {Mistake::moves_per_pop, "moves-per-pop",
     "counts a move for every square taken from the queue instead of one for every layer of the BFS (keep the rolls "
     "with each square in the queue, or count the layers: the queue's size at the start of each)"},
    {Mistake::memo_dfs, "memo-dfs",
     "memoises a depth-first search although snakes make cycles: a square met again on its own path is taken as a "
     "dead end, and the values that rest on it are kept in the memo (too many rolls, or -1); a BFS gives the fewest "
     "rolls"},
};

/// What a variant that never answers -1 returns instead, the commonest first: C++'s INT_MAX and Java's
/// Integer.MAX_VALUE, 10^9, 0x3f3f3f3f, 10^9 + 7, JavaScript's Number.MAX_SAFE_INTEGER, 10^18, LLONG_MAX and Python's
/// sys.maxsize.
constexpr std::int64_t kSentinels[] = {2147483647,       1000000000,          1061109567,
                                       1000000007,       9007199254740991,    1000000000000000000,
                                       9223372036854775807};

Variant variant_of(Mistake mistake) {
  Variant v;
  switch (mistake) {
    case Mistake::chained_jumps: v.jumps = std::numeric_limits<std::size_t>::max(); break;
    case Mistake::first_square_jump: v.first_jump = true; break;
    case Mistake::snake_on_last_finishes: v.last_finishes = true; break;
    case Mistake::rows_one_way: v.reading = Reading::one_way; break;
    case Mistake::rows_from_top: v.reading = Reading::from_top; break;
    case Mistake::rows_reversed: v.reading = Reading::reversed; break;
    case Mistake::mark_landed: v.mark_landed = true; break;
    case Mistake::greedy_farthest: break;
    case Mistake::max_heap: break;
    case Mistake::farthest_first: break;
    case Mistake::die_0_to_5: v.die_low = 0; v.die_high = 5; break;
    case Mistake::die_1_to_5: v.die_high = 5; break;
    case Mistake::die_1_to_7: v.die_high = 7; break;
    case Mistake::minus_one_for_one: v.minus_one_for_one = true; break;
    case Mistake::layer_early: v.layer_early = true; break;
    case Mistake::depth_limited: v.depth_limited = true; break;
    case Mistake::ignores_snakes: v.follows = Follows::forward; break;
    case Mistake::ignores_ladders: v.follows = Follows::back; break;
    case Mistake::mapping_without_minus_one: v.reading = Reading::shifted; break;
    case Mistake::rows_right_for_even_n: v.reading = Reading::from_top_even; break;
    case Mistake::never_minus_one: break;
    case Mistake::ladder_into_last_late: v.late_jump_finish = true; break;
    case Mistake::two_jumps: v.jumps = 2; break;
    case Mistake::row_0_as_bottom: v.reading = Reading::upside_down; break;
    case Mistake::rounded_mapping: v.reading = Reading::rounded_half_up; break;
    case Mistake::fixed_passes: break;
    case Mistake::moves_per_pop: break;
    case Mistake::memo_dfs: break;
  }
  return v;
}

bool wrong_on(Mistake mistake, const Board& board) {
  const std::optional<std::int64_t> answer = mistaken_answer(mistake, board);
  return !answer || *answer != right_answer(board);
}

}  // namespace

const std::vector<MistakeInfo>& mistakes() { return kMistakes; }

const MistakeInfo& info(Mistake mistake) {
  for (const MistakeInfo& entry : kMistakes) {
    if (entry.mistake == mistake) return entry;
  }
  assert(false && "every mistake is in the catalogue");
  return kMistakes.front();
}

std::optional<std::int64_t> mistaken_answer(Mistake mistake, const Board& board) {
  assert(board.is_square() && board.squares() <= kMaxDiagnosedSquares);
  const Variant v = variant_of(mistake);
  const Label last = board.squares();
  if (v.minus_one_for_one && last == 1) return -1;
  const std::vector<Label> jump = jumps_as_read(board, v.reading);
  switch (mistake) {
    case Mistake::greedy_farthest: return mistake_solvers::greedy(jump, last);
    case Mistake::max_heap: return mistake_solvers::max_heap(jump, last, HeapKey::rolls);
    case Mistake::farthest_first: return mistake_solvers::max_heap(jump, last, HeapKey::square);
    case Mistake::fixed_passes: return mistake_solvers::fixed_passes(jump, last, board.side());
    case Mistake::moves_per_pop: return mistake_solvers::moves_per_pop(jump, last, false);
    case Mistake::memo_dfs: return mistake_solvers::memo_dfs(jump, last, false);
    default: break;
  }
  const std::optional<std::int64_t> answer = mistake_solvers::search(v, jump, last);
  if (mistake == Mistake::never_minus_one && answer == -1) return kSentinels[0];
  return answer;
}

std::vector<Observed> mistaken_answers(Mistake mistake, const Board& board) {
  std::vector<Observed> answers{mistaken_answer(mistake, board)};
  const auto add = [&](Observed answer) {
    if (std::find(answers.begin(), answers.end(), answer) == answers.end()) answers.push_back(answer);
  };
  const Label last = board.squares();
  const std::vector<Label> jump = jumps_as_read(board, Reading::right);
  switch (mistake) {
    case Mistake::never_minus_one:
      if (answers.front() == kSentinels[0]) {
        for (const std::int64_t sentinel : kSentinels) add(sentinel);
      }
      break;
    case Mistake::max_heap:
    case Mistake::farthest_first:
      if (last == 1) break;
      for (const std::int64_t answer :
           mistake_solvers::max_heap_ways(jump, last, mistake == Mistake::max_heap ? HeapKey::rolls : HeapKey::square)) {
        add(answer);
      }
      break;
    case Mistake::rounded_mapping:
      // JavaScript's Math.round, Java's, C's round() round half up; Python's round() half to even, and its
      // board[-1] reads the bottom row where the others need a guard.
      for (const Reading reading : {Reading::rounded_half_even_wrap, Reading::rounded_half_even}) {
        Variant rounded;
        rounded.reading = reading;
        add(mistake_solvers::search(rounded, jumps_as_read(board, reading), last));
      }
      break;
    case Mistake::moves_per_pop: add(mistake_solvers::moves_per_pop(jump, last, true)); break;
    case Mistake::memo_dfs: add(mistake_solvers::memo_dfs(jump, last, true)); break;
    default: break;
  }
  return answers;
}

std::vector<Label> jump_cycle(const Board& board) {
  std::map<Label, Label> to;
  for (const Jump& jump : board.jumps()) to[jump.from] = jump.to;
  for (const Jump& jump : board.jumps()) {
    if (jump.from == 1 && board.squares() > 1) continue;  // no roll lands on square 1
    std::vector<Label> path;
    std::set<Label> on_path;
    Label at = jump.to;
    while (to.contains(at) && !on_path.contains(at)) {
      path.push_back(at);
      on_path.insert(at);
      if (to[at] == at) return {at};
      at = to[at];
    }
    if (on_path.contains(at)) {
      path.erase(path.begin(), std::find(path.begin(), path.end(), at));
      return path;
    }
  }
  return {};
}

std::vector<Board> known_hard_boards(Constraints constraints, std::uint64_t max_side) {
  const ConstraintLimits limits = limits_of(constraints);
  assert(limits.min_side <= max_side);
  const std::uint64_t small = std::min<std::uint64_t>(max_side, std::max<std::uint64_t>(limits.min_side, 6));
  std::vector<Board> boards;
  // The smallest board the mistake answers wrong (a wrong answer before a hang, which costs a whole timeout).
  const auto rank = [](const Board& board, bool hangs) {
    return std::tuple{hangs, board.side(), board.jumps().size()};
  };
  for (const MistakeInfo& entry : kMistakes) {
    Rng rng(0x5eed0000 + static_cast<std::uint64_t>(entry.mistake));
    std::optional<Board> best;
    bool best_hangs = false;
    for (std::uint64_t index = 0; index < 600; ++index) {
      Board board = tricky_board(index, small, constraints, rng);
      if (!wrong_on(entry.mistake, board)) continue;
      const bool hangs = !mistaken_answer(entry.mistake, board);
      if (!best || rank(board, hangs) < rank(*best, best_hangs)) {
        best = std::move(board);
        best_hangs = hangs;
      }
    }
    // None at that side (a relaxation of n passes is right unless the way takes more than n - 1 snakes, a memoised
    // DFS goes wrong on few boards): the zigzags of the largest side, the shortest regions first, then its other
    // hard shapes (a fixed seed).
    for (std::uint64_t length = 2; !best && length <= 5; ++length) {
      Board board = zigzag_shape(max_side, length, 0, constraints);
      if (meets(board, constraints) && wrong_on(entry.mistake, board)) best = std::move(board);
    }
    for (std::uint64_t index = 0; !best && index < 200; ++index) {
      Board board = hard_shape(index, max_side, constraints, rng);
      if (meets(board, constraints) && wrong_on(entry.mistake, board)) best = std::move(board);
    }
    if (best) boards.push_back(std::move(*best));
  }
  const std::uint64_t n = max_side;
  const Label last = n * n;
  // Long: the largest side, every third square a snake back to the start of its row but for a ladder at the end.
  if (last >= 4) {
    std::vector<Jump> jumps;
    for (Label head = 3; head + 1 < last; head += 3) jumps.push_back({head, head - (head - 1) % n});
    boards.push_back(Board::square(n, std::move(jumps)));
    boards.push_back(Board::square(n, {}));
  }
  // A cycle a ladder leads into: 2 -> 5, 5 -> 6 and 6 -> 5 (when the board has room for it).
  if (max_side >= 3) boards.push_back(Board::square(limits.min_side > 3 ? limits.min_side : 3, {{2, 5}, {5, 6}, {6, 5}}));
  // One of each hard shape at the largest side (a fixed seed): the zigzag first.
  Rng shapes(0x54a9e5);
  for (std::uint64_t shape = 0; shape < kHardShapes && n >= 2; ++shape) boards.push_back(hard_shape(shape, n, constraints, shapes));
  return boards;
}

}  // namespace snl
