#include "snl/mistakes.hpp"

#include <algorithm>
#include <cassert>
#include <iterator>
#include <limits>
#include <map>
#include <set>
#include <tuple>

#include "snl/solve.hpp"

namespace snl {
namespace {

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
};

/// How the variant reads the grid: which cell it takes for a label (shifted: the cell of label + 1, none for n²).
enum class Reading { right, one_way, from_top, from_top_even, reversed, shifted };

/// Which jumps the variant takes.
enum class Follows { all, forward, back };

/// What a variant that never answers -1 returns instead, the commonest first: C++'s INT_MAX and Java's
/// Integer.MAX_VALUE, 10^9, 0x3f3f3f3f, 10^9 + 7, JavaScript's Number.MAX_SAFE_INTEGER, 10^18, LLONG_MAX and Python's
/// sys.maxsize.
constexpr std::int64_t kSentinels[] = {2147483647,       1000000000,          1061109567,
                                       1000000007,       9007199254740991,    1000000000000000000,
                                       9223372036854775807};

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
  }
  return v;
}

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
    const std::uint64_t row = n - 1 - from_bottom;
    bool left_to_right = true;
    if (reading == Reading::from_top) left_to_right = row % 2 == 0;
    if (reading == Reading::from_top_even) left_to_right = row % 2 == 1;
    if (reading == Reading::reversed) left_to_right = from_bottom % 2 == 1;
    read[table_index(label)] = truth[table_index(label_of(n, Cell{row, left_to_right ? along : n - 1 - along}))];
  }
  return read;
}

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

/// What a wrongly ordered priority queue gives first: the entry with the most rolls (Dijkstra with a max-heap), or
/// the one on the farthest square (a queue ordered by square).
enum class HeapKey { rolls, square };

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

std::int64_t max_heap(const std::vector<Label>& jump, Label last, HeapKey key, HeapStyle style) {
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

/// The right answer, from snl's solver.
std::int64_t right_answer(const Board& board) { return solve(board, {Algorithm::automatic, false}).rolls; }

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
  if (mistake == Mistake::greedy_farthest) return greedy(jump, last);
  if (mistake == Mistake::max_heap) return max_heap(jump, last, HeapKey::rolls, heap_styles().front());
  if (mistake == Mistake::farthest_first) return max_heap(jump, last, HeapKey::square, heap_styles().front());
  const std::optional<std::int64_t> answer = search(v, jump, last);
  if (mistake == Mistake::never_minus_one && answer == -1) return kSentinels[0];
  return answer;
}

std::vector<Observed> mistaken_answers(Mistake mistake, const Board& board) {
  if (mistake == Mistake::never_minus_one) {
    const Observed answer = mistaken_answer(mistake, board);
    if (answer != kSentinels[0]) return {answer};
    return std::vector<Observed>(std::begin(kSentinels), std::end(kSentinels));
  }
  const bool heap = mistake == Mistake::max_heap || mistake == Mistake::farthest_first;
  if (!heap || board.squares() == 1) return {mistaken_answer(mistake, board)};
  const HeapKey key = mistake == Mistake::max_heap ? HeapKey::rolls : HeapKey::square;
  const std::vector<Label> jump = jumps_as_read(board, Reading::right);
  std::vector<Observed> answers;
  for (const HeapStyle style : heap_styles()) {
    const Observed answer = max_heap(jump, board.squares(), key, style);
    if (std::find(answers.begin(), answers.end(), answer) == answers.end()) answers.push_back(answer);
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

namespace {

/// Every answer of one mistake on one board (one per way of writing it, mistaken_answers).
using Answers = std::vector<Observed>;

bool holds(const Answers& answers, const Observed& answer) {
  return std::find(answers.begin(), answers.end(), answer) != answers.end();
}

bool overlap(const Answers& a, const Answers& b) {
  return std::any_of(a.begin(), a.end(), [&](const Observed& answer) { return holds(b, answer); });
}

bool same(const Answers& a, const Answers& b) {
  return a.size() == b.size() && std::all_of(a.begin(), a.end(), [&](const Observed& answer) { return holds(b, answer); });
}

/// A board of the pool and every answer on it that matters: the right one and each candidate's (indexed by catalogue
/// position; empty for the others).
struct Scored {
  Board board;
  std::int64_t right = 0;
  std::vector<Answers> answers;
};

/// Boards to ask about: the known hard ones and tricky series of sides 6 and 10 (and 1×1 boards where allowed),
/// all within the constraints, each with the answers of the candidates (catalogue positions).
std::vector<Scored> pool_of(Constraints constraints, const std::vector<std::size_t>& candidates) {
  const ConstraintLimits limits = limits_of(constraints);
  std::vector<Board> boards;
  for (const std::uint64_t wanted : {std::uint64_t{6}, std::uint64_t{10}}) {
    const std::uint64_t side = std::min<std::uint64_t>(limits.max_side, std::max<std::uint64_t>(limits.min_side, wanted));
    std::vector<Board> hard = known_hard_boards(constraints, side);
    boards.insert(boards.end(), hard.begin(), hard.end());
    Rng rng(0xd1a9 + wanted);
    for (std::uint64_t index = 0; index < 400; ++index) boards.push_back(tricky_board(index, side, constraints, rng));
  }
  if (limits.min_side <= 1) {
    boards.push_back(Board::square(1, {}));
    boards.push_back(Board::square(1, {{1, 1}}));
  }
  std::vector<Scored> pool;
  for (Board& board : boards) {
    if (!board.is_square() || board.squares() > kMaxDiagnosedSquares || !meets(board, constraints)) continue;
    Scored scored{std::move(board), 0, {}};
    scored.right = right_answer(scored.board);
    scored.answers.resize(kMistakes.size());
    for (const std::size_t k : candidates) scored.answers[k] = mistaken_answers(kMistakes[k].mistake, scored.board);
    pool.push_back(std::move(scored));
  }
  return pool;
}

/// The boards of the pool on which the mistake at `m` answers wrong and unlike every other live candidate (`others`,
/// positions in the catalogue), however each is written, best first: answers that finish before hangs (a hang costs
/// the program a whole timeout), varied answers first (a program that always answers the same number agrees with at
/// most one), then large boards.
std::vector<const Scored*> telling_boards(const std::vector<Scored>& pool, std::size_t m, const std::vector<std::size_t>& others,
                                          const Board& failing) {
  std::vector<const Scored*> found;
  for (const Scored& scored : pool) {
    const Answers& own = scored.answers[m];
    if (holds(own, Observed{scored.right}) || scored.board == failing) continue;
    if (std::any_of(others.begin(), others.end(), [&](std::size_t k) { return overlap(scored.answers[k], own); })) continue;
    if (std::none_of(found.begin(), found.end(), [&](const Scored* f) { return f->board == scored.board; })) {
      found.push_back(&scored);
    }
  }
  const auto hangs = [&](const Scored* s) { return holds(s->answers[m], Observed{}); };
  std::stable_sort(found.begin(), found.end(), [&](const Scored* a, const Scored* b) {
    return std::tuple{hangs(a), b->board.side()} < std::tuple{hangs(b), a->board.side()};
  });
  std::vector<const Scored*> varied;
  std::set<Observed> answers;
  for (const Scored* scored : found) {
    if (answers.insert(scored->answers[m].front()).second) varied.push_back(scored);
  }
  for (const Scored* scored : found) {
    if (std::find(varied.begin(), varied.end(), scored) == varied.end()) varied.push_back(scored);
  }
  return varied;
}

}  // namespace

Diagnosis diagnose(const Board& failing, Observed seen, Constraints constraints, const AskProgram& ask,
                   std::uint64_t max_asks) {
  assert(failing.is_square());
  Diagnosis diagnosis;
  if (failing.squares() > kMaxDiagnosedSquares) return diagnosis;
  const std::int64_t right = right_answer(failing);
  if (seen == Observed{right}) return diagnosis;
  std::vector<std::size_t> candidates;
  for (std::size_t k = 0; k < kMistakes.size(); ++k) {
    if (holds(mistaken_answers(kMistakes[k].mistake, failing), seen)) candidates.push_back(k);
  }
  std::uint64_t asks = 0;
  // Asks the program about a board, and keeps what it answered.
  const auto asking = [&](const Board& board, std::int64_t right_there) -> std::optional<Observed> {
    ++asks;
    const std::optional<Observed> answer = ask(board);
    diagnosis.asked.push_back(board);
    if (answer) diagnosis.observed.push_back({board, right_there, *answer});
    return answer;
  };
  const std::vector<Scored> pool = pool_of(constraints, candidates);
  // Nothing named: boards not asked yet, spread over the pool, tell what the failing boards share.
  const auto ask_more = [&] {
    std::vector<const Scored*> fresh;
    for (const Scored& scored : pool) {
      if (scored.board == failing) continue;
      if (std::find(diagnosis.asked.begin(), diagnosis.asked.end(), scored.board) != diagnosis.asked.end()) continue;
      fresh.push_back(&scored);
    }
    const std::uint64_t wanted = max_asks > asks ? max_asks - asks : 0;
    // A program that hangs costs a whole timeout a board: after a time limit, or once it hangs, no more.
    if (fresh.empty() || wanted == 0 || !seen) return;
    const std::size_t stride = std::max<std::size_t>(1, fresh.size() / wanted);
    for (std::size_t k = 0; k < fresh.size() && asks < max_asks; k += stride) {
      const std::optional<Observed> answer = asking(fresh[k]->board, fresh[k]->right);
      if (answer && !*answer) break;
    }
  };
  if (candidates.empty()) {
    ask_more();
    return diagnosis;
  }

  // Mistakes that answer alike on every board of the pool cannot be told apart: they are one candidate, named together.
  std::vector<std::vector<std::size_t>> live;
  for (const std::size_t k : candidates) {
    const auto alike = std::find_if(live.begin(), live.end(), [&](const std::vector<std::size_t>& group) {
      return std::all_of(pool.begin(), pool.end(), [&](const Scored& s) { return same(s.answers[group.front()], s.answers[k]); });
    });
    if (alike != live.end()) {
      alike->push_back(k);
    } else {
      live.push_back({k});
    }
  }
  // A candidate is asked about on boards where its answer is its own among those still alive; one that the program
  // contradicts is ruled out, which may leave another with boards of its own: so round after round.
  for (bool changed = true; changed && asks < max_asks;) {
    changed = false;
    for (std::size_t g = 0; g < live.size() && !changed; ++g) {
      const std::size_t m = live[g].front();
      std::vector<std::size_t> others;
      for (std::size_t h = 0; h < live.size(); ++h) {
        if (h != g) others.push_back(live[h].front());
      }
      const std::vector<const Scored*> telling = telling_boards(pool, m, others, failing);
      // minus-one-for-one differs from the right rule on 1×1 boards only: all of them must agree.
      const std::size_t needed = kMistakes[m].mistake == Mistake::minus_one_for_one
                                     ? std::min<std::size_t>(kProofBoards, telling.size())
                                     : kProofBoards;
      if (needed == 0 || telling.size() < needed) continue;
      std::vector<Evidence> agreed;
      for (const Scored* scored : telling) {
        if (agreed.size() >= needed || asks >= max_asks) break;
        const std::optional<Observed> answer = asking(scored->board, scored->right);
        if (!answer) continue;  // it crashed there: that board tells nothing
        const Answers& own = scored->answers[m];
        const bool agrees = holds(own, *answer);
        Evidence evidence{scored->board, agrees ? *answer : own.front(), scored->right, *answer, own};
        if (!agrees) {
          diagnosis.ruled_out.emplace_back(kMistakes[m].mistake, std::move(evidence));
          live.erase(live.begin() + static_cast<std::ptrdiff_t>(g));
          changed = true;
          break;
        }
        agreed.push_back(std::move(evidence));
      }
      if (!changed && agreed.size() >= needed) {
        for (const std::size_t k : live[g]) diagnosis.matches.push_back(kMistakes[k].mistake);
        diagnosis.proof = std::move(agreed);
        return diagnosis;
      }
    }
  }
  for (const std::vector<std::size_t>& group : live) {
    for (const std::size_t k : group) diagnosis.unconfirmed.push_back(kMistakes[k].mistake);
  }
  ask_more();
  return diagnosis;
}

namespace {

/// What a board's right route and layout are like, for shared_properties.
struct Traits {
  bool snake_on_route = false;
  bool ladder_on_route = false;
  bool snake = false;
  bool no_jump = false;
  bool odd_side = false;
  bool last_row_jump = false;
  bool ladder_to_last = false;
  bool unreachable = false;
};

Traits traits_of(const Board& board) {
  Traits t;
  const Label last = board.squares();
  const std::uint64_t n = board.is_square() ? board.side() : 0;
  t.no_jump = board.jumps().empty();
  t.odd_side = n % 2 == 1;
  for (const Jump& jump : board.jumps()) {
    t.snake = t.snake || jump.to < jump.from;
    t.last_row_jump = t.last_row_jump || (n > 0 && jump.from + n > last);
    t.ladder_to_last = t.ladder_to_last || jump.to == last;
  }
  const Solution solution = solve(board);
  t.unreachable = solution.rolls < 0;
  for (const Leg& leg : solution.route) {
    if (const Step* step = std::get_if<Step>(&leg)) {
      t.snake_on_route = t.snake_on_route || step->to < step->land;
      t.ladder_on_route = t.ladder_on_route || step->to > step->land;
    }
  }
  return t;
}

struct PropertyRow {
  bool Traits::*field;
  std::string_view words;
};

const PropertyRow kProperties[] = {
    {&Traits::snake_on_route, "has a snake on its right route"},
    {&Traits::ladder_on_route, "has a ladder on its right route"},
    {&Traits::snake, "has a snake"},
    {&Traits::no_jump, "has no snake or ladder at all"},
    {&Traits::odd_side, "has an odd side"},
    {&Traits::last_row_jump, "has a jump on its last row"},
    {&Traits::ladder_to_last, "has a ladder into n²"},
    {&Traits::unreachable, "cannot be finished (the right answer is -1)"},
};

}  // namespace

std::vector<std::string_view> shared_properties(const std::vector<Board>& failing, const std::vector<Board>& passing) {
  std::vector<std::string_view> shared;
  if (failing.size() < 2 || passing.size() < 2) return shared;
  std::vector<Traits> bad, good;
  for (const Board& board : failing) bad.push_back(traits_of(board));
  for (const Board& board : passing) good.push_back(traits_of(board));
  for (const PropertyRow& row : kProperties) {
    const bool all_bad = std::all_of(bad.begin(), bad.end(), [&](const Traits& t) { return t.*row.field; });
    const bool no_good = std::none_of(good.begin(), good.end(), [&](const Traits& t) { return t.*row.field; });
    if (all_bad && no_good) shared.push_back(row.words);
  }
  // An even side is the contrast of an odd one.
  const bool all_even = std::none_of(bad.begin(), bad.end(), [](const Traits& t) { return t.odd_side; });
  const bool good_odd = std::all_of(good.begin(), good.end(), [](const Traits& t) { return t.odd_side; });
  if (all_even && good_odd) shared.push_back("has an even side");
  return shared;
}

}  // namespace snl
