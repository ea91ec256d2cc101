#include "snl/mistakes.hpp"

#include <algorithm>
#include <cassert>
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
     "alternates the rows counting from the top row instead of the bottom one"},
    {Mistake::rows_reversed, "rows-reversed", "reads every row the wrong way (the bottom row right to left)"},
    {Mistake::mark_landed, "mark-landed",
     "skips a roll whose landing square was visited, though its jump would take it elsewhere (it checks the "
     "square landed on instead of the square the move ends on)"},
    {Mistake::greedy_farthest, "greedy-farthest", "always takes the roll that ends farthest ahead (greedy)"},
    {Mistake::die_0_to_5, "die-0-to-5", "rolls a die of 0..5 instead of 1..6"},
    {Mistake::die_1_to_5, "die-1-to-5", "rolls a die of 1..5 instead of 1..6"},
    {Mistake::die_1_to_7, "die-1-to-7", "rolls a die of 1..7 instead of 1..6"},
    {Mistake::minus_one_for_one, "minus-one-for-one", "answers -1 on a 1×1 board instead of 0"},
    {Mistake::layer_early, "layer-early", "stops the BFS a layer early (one roll short)"},
    {Mistake::depth_limited, "depth-limited",
     "gives up after as many rolls as the board takes without jumps (a depth-limited search)"},
};

/// How the variant reads the grid: which cell it takes for a label.
enum class Reading { right, one_way, from_top, reversed };

struct Variant {
  Reading reading = Reading::right;
  bool chains = false;
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
    case Mistake::chained_jumps: v.chains = true; break;
    case Mistake::first_square_jump: v.first_jump = true; break;
    case Mistake::snake_on_last_finishes: v.last_finishes = true; break;
    case Mistake::rows_one_way: v.reading = Reading::one_way; break;
    case Mistake::rows_from_top: v.reading = Reading::from_top; break;
    case Mistake::rows_reversed: v.reading = Reading::reversed; break;
    case Mistake::mark_landed: v.mark_landed = true; break;
    case Mistake::greedy_farthest: break;
    case Mistake::die_0_to_5: v.die_low = 0; v.die_high = 5; break;
    case Mistake::die_1_to_5: v.die_high = 5; break;
    case Mistake::die_1_to_7: v.die_high = 7; break;
    case Mistake::minus_one_for_one: v.minus_one_for_one = true; break;
    case Mistake::layer_early: v.layer_early = true; break;
    case Mistake::depth_limited: v.depth_limited = true; break;
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
  for (Label label = 1; label <= last; ++label) {
    const std::uint64_t from_bottom = (label - 1) / n;
    const std::uint64_t along = (label - 1) % n;
    const std::uint64_t row = n - 1 - from_bottom;
    bool left_to_right = true;
    if (reading == Reading::from_top) left_to_right = row % 2 == 0;
    if (reading == Reading::reversed) left_to_right = from_bottom % 2 == 1;
    read[table_index(label)] = truth[table_index(label_of(n, Cell{row, left_to_right ? along : n - 1 - along}))];
  }
  return read;
}

/// Where a move that lands on `land` ends for the variant; 0 when following the chain never ends.
Label end_of(const std::vector<Label>& jump, Label land, bool chains) {
  if (jump[table_index(land)] == 0) return land;
  Label end = jump[table_index(land)];
  if (!chains) return end;
  for (std::size_t steps = 0; jump[table_index(end)] != 0 && jump[table_index(end)] != end; ++steps) {
    if (steps > jump.size()) return 0;
    end = jump[table_index(end)];
  }
  return end;
}

std::optional<std::int64_t> greedy(const std::vector<Label>& jump, Label last) {
  Label square = 1;
  for (std::uint64_t moves = 0; moves <= last; ++moves) {
    if (square == last) return static_cast<std::int64_t>(moves);
    Label best = 0;
    for (Label roll = 1; roll <= 6 && square + roll <= last; ++roll) best = std::max(best, end_of(jump, square + roll, false));
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
    if (static_cast<std::uint64_t>(rolls) >= limit) continue;
    for (int roll = v.die_low; roll <= v.die_high && square + static_cast<Label>(roll) <= last; ++roll) {
      const Label land = square + static_cast<Label>(roll);
      if (v.last_finishes && land == last) return v.layer_early ? rolls : rolls + 1;
      if (v.mark_landed && seen[table_index(land)] != 0) continue;  // a jump's destination reached before blocks its jump
      const Label end = end_of(jump, land, v.chains);
      if (end == 0) return std::nullopt;
      if (end == last) return v.layer_early ? rolls : rolls + 1;
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
  return search(v, jump, last);
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
  return boards;
}

Diagnosis diagnose(const Board& failing, Observed seen, Constraints constraints, const AskProgram& ask,
                   std::uint64_t max_asks) {
  assert(failing.is_square());
  Diagnosis diagnosis;
  if (failing.squares() > kMaxDiagnosedSquares) return diagnosis;
  const std::int64_t right = right_answer(failing);
  std::vector<Mistake> candidates;
  for (const MistakeInfo& entry : kMistakes) {
    const Observed answer = mistaken_answer(entry.mistake, failing);
    if (answer == seen && answer != Observed{right}) candidates.push_back(entry.mistake);
  }
  if (candidates.empty()) return diagnosis;

  // Boards to ask about: the known hard ones, then a tricky series, all small and within the constraints.
  const ConstraintLimits limits = limits_of(constraints);
  const std::uint64_t side = std::min<std::uint64_t>(limits.max_side, std::max<std::uint64_t>(limits.min_side, 6));
  std::vector<Board> pool = known_hard_boards(constraints, side);
  Rng rng(0xd1a9);
  for (std::uint64_t index = 0; index < 300; ++index) pool.push_back(tricky_board(index, side, constraints, rng));

  bool confirmed = false;  // asked once where the (last) candidate and the right rule differ
  for (std::uint64_t asks = 0; asks < max_asks && !candidates.empty() && !(candidates.size() == 1 && confirmed);
       ++asks) {
    // The board whose answers split the candidates into the most groups, then with the right rule the most.
    std::size_t best = pool.size();
    std::pair<std::size_t, std::size_t> best_score{1, 1};
    for (std::size_t k = 0; k < pool.size(); ++k) {
      std::set<Observed> answers;
      for (const Mistake m : candidates) answers.insert(mistaken_answer(m, pool[k]));
      const std::size_t among = answers.size();
      answers.insert(Observed{right_answer(pool[k])});
      const std::pair<std::size_t, std::size_t> score{among, answers.size()};
      if (score > best_score) {
        best = k;
        best_score = score;
      }
    }
    if (best == pool.size()) break;  // nothing tells them apart
    const Board board = pool[best];
    pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(best));
    const std::optional<Observed> answer = ask(board);
    if (!answer) continue;
    diagnosis.asked.push_back(board);
    std::erase_if(candidates, [&](Mistake m) { return mistaken_answer(m, board) != *answer; });
    confirmed = candidates.size() == 1 && mistaken_answer(candidates.front(), board) != Observed{right_answer(board)};
    if (!confirmed && candidates.size() == 1) {
      // The candidate left agreed with the program where it agreed with the right rule too: ask once more.
      continue;
    }
  }
  diagnosis.matches = std::move(candidates);
  return diagnosis;
}

}  // namespace snl
