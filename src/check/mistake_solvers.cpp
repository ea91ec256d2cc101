// src/check/mistake_solvers.cpp — the solver variants of the checker's catalogue of mistakes
// (src/check/mistake_solvers.hpp): each the search a learner writes with one thing done wrong; and the right answer.
#include "check/mistake_solvers.hpp"

#include <algorithm>
#include <cassert>
#include <limits>

#include "snl/rules.hpp"
#include "snl/solve.hpp"

namespace snl::mistake_solvers {
namespace {

/// Where a move that lands on `land` ends for the variant: up to `jumps` jumps followed (one is the rule), each
/// only when the variant takes it; 0 when following the chain never ends.
Label end_of(const std::vector<Label>& jump, Label land, std::size_t jumps = 1, Follows follows = Follows::all) {
  const auto taken = [&](Label at) {
    const Label to = jump[table_index(at)];
    if (to == 0 || to == at) return to;
    if (follows == Follows::forward && to < at) return Label{0};
    if (follows == Follows::back && to > at) return Label{0};
    return to;
  };
  if (taken(land) == 0) return land;
  Label end = taken(land);
  for (std::size_t steps = 1; steps < jumps && taken(end) != 0 && taken(end) != end; ++steps) {
    if (steps > jump.size()) return 0;
    end = taken(end);
  }
  return end;
}


/// One way of writing such a search: which of the entries with the same key its heap gives first, how a square is
/// kept from being expanded twice, and when it stops.
enum class HeapTies {
  larger_other,   // C++'s priority_queue<pair<int, int>> of (rolls, square): the larger square on a tie
  smaller_other,  // Python's heapq of (-rolls, square)
  first_pushed,
  last_pushed,
  binary_heap,  // a binary heap that compares the rolls only (Java's PriorityQueue, a heap written by hand)
  bottom_up,    // the same, popped as C++'s pop_heap and Python's heappop do: the hole goes down to a leaf first
};
enum class HeapVisit {
  improved,  // pushes a square when its distance improves; skips an entry whose distance is stale
  popped,    // marks a square done when popped; skips done squares
  pushed,    // marks a square seen when pushed (BFS's `seen`, with a heap for the queue)
};
enum class HeapExit {
  on_pop,        // returns the rolls of the first entry of n² popped
  on_pop_fresh,  // the same, after skipping a stale or done entry
  on_push,       // returns as soon as n² is pushed
};

struct HeapStyle {
  HeapTies ties;
  HeapVisit visit;
  HeapExit exit;
};

/// Every combination, the commonest first (C++'s priority_queue without greater<>).
const std::vector<HeapStyle>& heap_styles() {
  static const std::vector<HeapStyle> styles = [] {
    std::vector<HeapStyle> all;
    for (const HeapTies ties : {HeapTies::larger_other, HeapTies::smaller_other, HeapTies::first_pushed,
                                HeapTies::last_pushed, HeapTies::binary_heap, HeapTies::bottom_up}) {
      for (const HeapVisit visit : {HeapVisit::improved, HeapVisit::popped, HeapVisit::pushed}) {
        for (const HeapExit exit : {HeapExit::on_pop, HeapExit::on_pop_fresh, HeapExit::on_push}) {
          if (visit == HeapVisit::pushed && exit == HeapExit::on_pop_fresh) continue;  // nothing is stale there
          all.push_back({ties, visit, exit});
        }
      }
    }
    return all;
  }();
  return styles;
}

/// A max-heap of (rolls, square) entries whose ties come out in the style's order.
class MaxHeap {
 public:
  struct Entry {
    std::int64_t rolls;
    Label square;
    std::uint64_t order;
  };
  MaxHeap(HeapKey key, HeapTies ties) : key_(key), ties_(ties) {}
  bool empty() const { return items_.empty(); }
  void push(std::int64_t rolls, Label square) {
    items_.push_back({rolls, square, pushes_++});
    for (std::size_t k = items_.size() - 1; k > 0 && first(items_[k], items_[(k - 1) / 2]); k = (k - 1) / 2) {
      std::swap(items_[k], items_[(k - 1) / 2]);
    }
  }
  Entry pop() {
    const Entry top = items_.front();
    if (ties_ == HeapTies::bottom_up) {
      // The hole at the root moves down to a leaf, each time to the child that comes out first (the right one on a
      // tie); the last entry goes there and moves up past the parents it comes out before.
      const Entry value = items_.back();
      items_.pop_back();
      if (items_.empty()) return top;
      std::size_t hole = 0;
      for (std::size_t child = 1; child < items_.size(); child = 2 * hole + 1) {
        if (child + 1 < items_.size() && !first(items_[child], items_[child + 1])) ++child;
        items_[hole] = items_[child];
        hole = child;
      }
      for (; hole > 0 && first(value, items_[(hole - 1) / 2]); hole = (hole - 1) / 2) items_[hole] = items_[(hole - 1) / 2];
      items_[hole] = value;
      return top;
    }
    items_.front() = items_.back();
    items_.pop_back();
    for (std::size_t k = 0;;) {
      std::size_t best = k;
      for (const std::size_t child : {2 * k + 1, 2 * k + 2}) {
        if (child < items_.size() && first(items_[child], items_[best])) best = child;
      }
      if (best == k) break;
      std::swap(items_[k], items_[best]);
      k = best;
    }
    return top;
  }

 private:
  /// Whether `a` comes out before `b`: the larger key, then the ties' rule on the other field (binary_heap and
  /// bottom_up: none, the heap's shape decides).
  bool first(const Entry& a, const Entry& b) const {
    const bool by_rolls = key_ == HeapKey::rolls;
    const std::int64_t key_a = by_rolls ? a.rolls : static_cast<std::int64_t>(a.square);
    const std::int64_t key_b = by_rolls ? b.rolls : static_cast<std::int64_t>(b.square);
    const std::int64_t other_a = by_rolls ? static_cast<std::int64_t>(a.square) : a.rolls;
    const std::int64_t other_b = by_rolls ? static_cast<std::int64_t>(b.square) : b.rolls;
    if (key_a != key_b) return key_a > key_b;
    switch (ties_) {
      case HeapTies::larger_other: return other_a > other_b;
      case HeapTies::smaller_other: return other_a < other_b;
      case HeapTies::first_pushed: return a.order < b.order;
      case HeapTies::last_pushed: return a.order > b.order;
      case HeapTies::binary_heap:
      case HeapTies::bottom_up: return false;
    }
    return false;
  }
  HeapKey key_;
  HeapTies ties_;
  std::vector<Entry> items_;
  std::uint64_t pushes_ = 0;
};

std::int64_t heap_search(const std::vector<Label>& jump, Label last, HeapKey key, HeapStyle style) {
  if (last == 1) return 0;
  MaxHeap heap(key, style.ties);
  constexpr std::int64_t kFar = std::numeric_limits<std::int64_t>::max();
  std::vector<std::int64_t> dist(table_index(last) + 1, kFar);
  std::vector<std::uint8_t> mark(table_index(last) + 1, 0);
  dist[table_index(1)] = 0;
  if (style.visit == HeapVisit::pushed) mark[table_index(1)] = 1;
  heap.push(0, 1);
  while (!heap.empty()) {
    const auto [d, u, order] = heap.pop();
    if (style.exit == HeapExit::on_pop && u == last) return d;
    if (style.visit == HeapVisit::improved && d > dist[table_index(u)]) continue;
    if (style.visit == HeapVisit::popped) {
      if (mark[table_index(u)] != 0) continue;
      mark[table_index(u)] = 1;
    }
    if (u == last) {
      if (style.exit == HeapExit::on_pop_fresh) return d;
      continue;
    }
    for (Label roll = 1; roll <= 6 && u + roll <= last; ++roll) {
      const Label v = end_of(jump, u + roll);
      const std::size_t at = table_index(v);
      if (style.visit == HeapVisit::improved && d + 1 >= dist[at]) continue;
      if (style.visit != HeapVisit::improved && mark[at] != 0) continue;
      if (style.visit == HeapVisit::pushed) mark[at] = 1;
      dist[at] = std::min(dist[at], d + 1);
      if (style.exit == HeapExit::on_push && v == last) return d + 1;
      heap.push(d + 1, v);
    }
  }
  return -1;
}

}  // namespace

/// The jump the variant sees at each label (0: none), reading the grid its way: the cell it takes for label L
/// holds the jump of the label the rules give that cell.
std::vector<Label> jumps_as_read(const Board& board, Reading reading) {
  const std::uint64_t n = board.side();
  const std::uint64_t last = board.squares();
  std::vector<Label> truth(table_index(last) + 1, 0);
  for (const Jump& jump : board.jumps()) truth[table_index(jump.from)] = jump.to;
  if (reading == Reading::right) return truth;
  std::vector<Label> read(table_index(last) + 1, 0);
  if (reading == Reading::shifted) {
    // Row s / n and column s % n, alternating as they should, is the cell of label s + 1; n² is past the last row.
    for (Label label = 1; label < last; ++label) read[table_index(label)] = truth[table_index(label + 1)];
    return read;
  }
  for (Label label = 1; label <= last; ++label) {
    const std::uint64_t from_bottom = (label - 1) / n;
    const std::uint64_t along = (label - 1) % n;
    const auto cell = [&](std::uint64_t grid_row, std::uint64_t column) {
      return truth[table_index(label_of(n, Cell{grid_row, column}))];
    };
    if (reading == Reading::upside_down) {
      // board[from_bottom], each row alternating from it as if it were the bottom row.
      read[table_index(label)] = cell(from_bottom, from_bottom % 2 == 0 ? along : n - 1 - along);
      continue;
    }
    if (reading == Reading::rounded_half_up || reading == Reading::rounded_half_even ||
        reading == Reading::rounded_half_even_wrap) {
      // round((s - 1) / n): past the middle of a row (and at it, half up, or half to even from an odd row) the row
      // above; the column stays (s - 1) % n, reversed when that row's number is odd.
      const bool half = 2 * along == n;
      const bool up = 2 * along > n || (half && (reading == Reading::rounded_half_up || from_bottom % 2 == 1));
      const std::uint64_t r = from_bottom + (up ? 1 : 0);
      const std::uint64_t column = r % 2 == 1 ? n - 1 - along : along;
      if (r < n) {
        read[table_index(label)] = cell(n - 1 - r, column);
      } else if (reading == Reading::rounded_half_even_wrap) {
        read[table_index(label)] = cell(n - 1, column);  // board[n - 1 - n]: Python's board[-1], the bottom row
      }
      continue;
    }
    const std::uint64_t row = n - 1 - from_bottom;
    bool left_to_right = true;
    if (reading == Reading::from_top) left_to_right = row % 2 == 0;
    if (reading == Reading::from_top_even) left_to_right = row % 2 == 1;
    if (reading == Reading::reversed) left_to_right = from_bottom % 2 == 1;
    read[table_index(label)] = cell(row, left_to_right ? along : n - 1 - along);
  }
  return read;
}

std::optional<std::int64_t> greedy(const std::vector<Label>& jump, Label last) {
  Label square = 1;
  for (std::uint64_t moves = 0; moves <= last; ++moves) {
    if (square == last) return static_cast<std::int64_t>(moves);
    Label best = 0;
    for (Label roll = 1; roll <= 6 && square + roll <= last; ++roll) best = std::max(best, end_of(jump, square + roll));
    square = best;
  }
  return -1;
}

std::optional<std::int64_t> search(const Variant& v, const std::vector<Label>& jump, Label last) {
  Label start = 1;
  if (v.first_jump && jump[1] != 0) start = jump[1];
  if (start == last) return 0;
  const std::uint64_t limit = v.depth_limited ? (last - 1 + 5) / 6 : last;
  std::vector<std::uint8_t> seen(table_index(last) + 1, 0);
  seen[table_index(start)] = 1;
  std::vector<std::pair<Label, std::int64_t>> queue{{start, 0}};
  for (std::size_t read = 0; read < queue.size(); ++read) {
    const auto [square, rolls] = queue[read];
    if (v.late_jump_finish && square == last) return rolls + 1;  // the finish a jump reached, one roll late
    if (static_cast<std::uint64_t>(rolls) >= limit) continue;
    for (int roll = v.die_low; roll <= v.die_high && square + static_cast<Label>(roll) <= last; ++roll) {
      const Label land = square + static_cast<Label>(roll);
      if ((v.last_finishes || v.late_jump_finish) && land == last) return v.layer_early ? rolls : rolls + 1;
      if (v.mark_landed && seen[table_index(land)] != 0) continue;  // a jump's destination reached before blocks its jump
      const Label end = end_of(jump, land, v.jumps, v.follows);
      if (end == 0) return std::nullopt;
      if (end == last && !v.late_jump_finish) return v.layer_early ? rolls : rolls + 1;
      if (seen[table_index(end)] != 0) continue;
      seen[table_index(end)] = 1;
      if (v.mark_landed) seen[table_index(land)] = 1;
      queue.push_back({end, rolls + 1});
    }
  }
  return -1;
}


std::int64_t max_heap(const std::vector<Label>& jump, Label last, HeapKey key) {
  return heap_search(jump, last, key, heap_styles().front());
}

std::vector<std::int64_t> max_heap_ways(const std::vector<Label>& jump, Label last, HeapKey key) {
  std::vector<std::int64_t> answers;
  for (const HeapStyle style : heap_styles()) {
    const std::int64_t answer = heap_search(jump, last, key, style);
    if (std::find(answers.begin(), answers.end(), answer) == answers.end()) answers.push_back(answer);
  }
  return answers;
}

std::int64_t fixed_passes(const std::vector<Label>& jump, Label last, std::uint64_t passes) {
  constexpr std::int64_t kFar = std::numeric_limits<std::int64_t>::max();
  std::vector<std::int64_t> dist(table_index(last) + 1, kFar);
  dist[table_index(1)] = 0;
  for (std::uint64_t pass = 0; pass < passes; ++pass) {
    for (Label square = 1; square < last; ++square) {
      const std::int64_t here = dist[table_index(square)];
      if (here == kFar) continue;
      for (Label roll = 1; roll <= 6 && square + roll <= last; ++roll) {
        std::int64_t& there = dist[table_index(end_of(jump, square + roll))];
        there = std::min(there, here + 1);
      }
    }
  }
  const std::int64_t answer = dist[table_index(last)];
  return answer == kFar ? -1 : answer;
}

std::int64_t moves_per_pop(const std::vector<Label>& jump, Label last, bool found_on_pop) {
  std::vector<std::uint8_t> seen(table_index(last) + 1, 0);
  std::vector<Label> queue{1};
  seen[table_index(1)] = 1;
  std::int64_t moves = 0;
  for (std::size_t read = 0; read < queue.size(); ++read) {
    const Label square = queue[read];
    if (found_on_pop && square == last) return moves;
    ++moves;
    for (Label roll = 1; roll <= 6 && square + roll <= last; ++roll) {
      const Label end = end_of(jump, square + roll);
      if (!found_on_pop && end == last) return moves;
      if (seen[table_index(end)] != 0) continue;
      seen[table_index(end)] = 1;
      queue.push_back(end);
    }
  }
  return -1;
}

std::int64_t memo_dfs(const std::vector<Label>& jump, Label last, bool descending) {
  // The recursion written with a stack of frames (a board may have 2^22 squares): a frame is a square, the next
  // roll to try and the best found so far.
  constexpr std::int64_t kDead = std::numeric_limits<std::int64_t>::max();
  constexpr std::int64_t kUnknown = -1;
  std::vector<std::int64_t> memo(table_index(last) + 1, kUnknown);
  std::vector<std::uint8_t> on_path(table_index(last) + 1, 0);
  memo[table_index(last)] = 0;
  struct Frame {
    Label square;
    int tried;
    std::int64_t best;
  };
  std::vector<Frame> stack;
  // What dfs(square) returns at once, or nullopt when it must recurse.
  const auto settled = [&](Label square) -> std::optional<std::int64_t> {
    if (memo[table_index(square)] != kUnknown) return memo[table_index(square)];
    if (on_path[table_index(square)] != 0) return kDead;  // the mistake: on the path is not unreachable
    return std::nullopt;
  };
  const auto enter = [&](Label square) {
    on_path[table_index(square)] = 1;
    stack.push_back({square, 0, kDead});
  };
  std::optional<std::int64_t> result = settled(1);
  if (!result) enter(1);
  while (!stack.empty()) {
    Frame& frame = stack.back();
    const Label rolls_left = last - frame.square;
    const int faces = static_cast<int>(std::min<Label>(6, rolls_left));
    if (frame.tried == faces) {
      const std::int64_t value = frame.best;
      memo[table_index(frame.square)] = value;  // kept even when it rests on a square on the path
      on_path[table_index(frame.square)] = 0;
      stack.pop_back();
      if (stack.empty()) {
        result = value;
      } else {
        Frame& parent = stack.back();
        if (value != kDead) parent.best = std::min(parent.best, value + 1);
      }
      continue;
    }
    const int roll = descending ? faces - frame.tried : frame.tried + 1;
    ++frame.tried;
    const Label next = end_of(jump, frame.square + static_cast<Label>(roll));
    if (const std::optional<std::int64_t> known = settled(next)) {
      if (*known != kDead) frame.best = std::min(frame.best, *known + 1);
    } else {
      enter(next);
    }
  }
  assert(result);
  return *result == kDead ? -1 : *result;
}

std::int64_t right_answer(const Board& board) { return solve(board, {Algorithm::automatic, false}).rolls; }

}  // namespace snl::mistake_solvers
