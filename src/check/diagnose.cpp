// The diagnosis (snl/mistakes.hpp): the pool of boards to ask a failing program about, each with every candidate
// mistake's answers; the boards that tell a candidate from the others; diagnose(), which asks round after round until
// one is proven or none is left; and shared_properties(), what the failing boards share. The catalogue of mistakes and
// their answers are in mistakes.cpp.
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string_view>
#include <tuple>
#include <utility>
#include <variant>
#include <vector>

#include "check/mistake_solvers.hpp"
#include "snl/mistakes.hpp"
#include "snl/solve.hpp"

namespace snl {
namespace {

using mistake_solvers::right_answer;

/// The largest side of the long zigzags the diagnosis asks about: LeetCode's largest.
constexpr std::uint64_t kLongestZigzagSide = 20;

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
  /// One of the boards for mistakes that show on few or none of the others (long zigzags, snake cycles), asked about
  /// after the others and not to tell what failing boards share.
  bool extra = false;
};

/// Boards to ask about: the known hard ones and tricky series of sides 6 and 10 (and 1×1 boards where allowed), then
/// extra ones: zigzags of the largest sides up to LeetCode's 20 (regions of 2 and 3 squares, the first region 0..3
/// squares longer: ways down more snakes than a side has rows, for fixed-passes) and snake cycles of sides 10 and the
/// largest (for memo-dfs, wrong on few tricky boards), all within the constraints, each with the answers of the
/// candidates (catalogue positions).
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
  const std::size_t ordinary = boards.size();
  const std::uint64_t longest = std::min<std::uint64_t>(limits.max_side, kLongestZigzagSide);
  for (std::uint64_t side = longest; side + 3 >= longest && side >= std::max<std::uint64_t>(limits.min_side, 2); --side) {
    for (const std::uint64_t length : {std::uint64_t{2}, std::uint64_t{3}}) {
      for (std::uint64_t offset = 0; offset < 4; ++offset) boards.push_back(zigzag_shape(side, length, offset, constraints));
    }
  }
  // Snakes and ladders tangled into cycles (the hard shape 1), of side 10 and of the largest side.
  Rng cycles(0xc1c1e5);
  for (const std::uint64_t wanted : {std::uint64_t{10}, longest}) {
    const std::uint64_t side = std::min<std::uint64_t>(longest, std::max<std::uint64_t>(limits.min_side, wanted));
    for (std::uint64_t k = 0; k < 30 && side >= 2; ++k) boards.push_back(hard_shape(1, side, constraints, cycles));
  }
  std::vector<Scored> pool;
  for (std::size_t at = 0; at < boards.size(); ++at) {
    Board& board = boards[at];
    if (!board.is_square() || board.squares() > kMaxDiagnosedSquares || !meets(board, constraints)) continue;
    Scored scored{std::move(board), 0, {}, at >= ordinary};
    scored.right = right_answer(scored.board);
    scored.answers.resize(mistakes().size());
    for (const std::size_t k : candidates) scored.answers[k] = mistaken_answers(mistakes()[k].mistake, scored.board);
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
    return std::tuple{a->extra, hangs(a), b->board.side()} < std::tuple{b->extra, hangs(b), a->board.side()};
  });
  // Varied answers first, among the ordinary boards, then among the long zigzags.
  std::vector<const Scored*> varied;
  const auto first_long = std::find_if(found.begin(), found.end(), [](const Scored* s) { return s->extra; });
  for (const auto& [from, to] : {std::pair{found.begin(), first_long}, std::pair{first_long, found.end()}}) {
    const std::size_t before = varied.size();
    std::set<Observed> answers;
    for (auto at = from; at != to; ++at) {
      if (answers.insert((*at)->answers[m].front()).second) varied.push_back(*at);
    }
    for (auto at = from; at != to; ++at) {
      if (std::find(varied.begin() + static_cast<std::ptrdiff_t>(before), varied.end(), *at) == varied.end()) varied.push_back(*at);
    }
  }
  return varied;
}

/// Asks the program about boards for the diagnosis, up to max_asks in all, and keeps each board and what it answered.
struct Asker {
  const AskProgram& ask;
  std::uint64_t max_asks;
  Diagnosis& diagnosis;
  std::uint64_t asks = 0;

  /// Asks the program about a board, and keeps what it answered.
  std::optional<Observed> operator()(const Board& board, std::int64_t right_there) {
    ++asks;
    const std::optional<Observed> answer = ask(board);
    diagnosis.asked.push_back(board);
    if (answer) diagnosis.observed.push_back({board, right_there, *answer});
    return answer;
  }
};

/// Nothing named: boards not asked yet, spread over the pool, tell what the failing boards share.
void ask_more(Asker& asking, const std::vector<Scored>& pool, const Board& failing, Observed seen) {
  const Diagnosis& diagnosis = asking.diagnosis;
  std::vector<const Scored*> fresh;
  for (const Scored& scored : pool) {
    if (scored.extra || scored.board == failing) continue;
    if (std::find(diagnosis.asked.begin(), diagnosis.asked.end(), scored.board) != diagnosis.asked.end()) continue;
    fresh.push_back(&scored);
  }
  const std::uint64_t wanted = asking.max_asks > asking.asks ? asking.max_asks - asking.asks : 0;
  // A program that hangs costs a whole timeout a board: after a time limit, or once it hangs, no more.
  if (fresh.empty() || wanted == 0 || !seen) return;
  const std::size_t stride = std::max<std::size_t>(1, fresh.size() / wanted);
  for (std::size_t k = 0; k < fresh.size() && asking.asks < asking.max_asks; k += stride) {
    const std::optional<Observed> answer = asking(fresh[k]->board, fresh[k]->right);
    if (answer && !*answer) break;
  }
}

/// The candidates (catalogue positions) in groups: mistakes that answer alike on every board of the pool cannot be
/// told apart, they are one candidate, named together.
std::vector<std::vector<std::size_t>> alike_groups(const std::vector<Scored>& pool,
                                                   const std::vector<std::size_t>& candidates) {
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
  return live;
}

/// Asks the program about the group live[g] on the boards where its answer is its own among the groups still alive.
/// True when the program agrees on enough of them: the diagnosis then names the group, with the proof. Else every
/// group the program's answers contradict (this one included) is ruled out and taken from `live` (`changed` set).
bool prove_group(Asker& asking, const std::vector<Scored>& pool, const Board& failing,
                 std::vector<std::vector<std::size_t>>& live, std::size_t g, bool& changed) {
  Diagnosis& diagnosis = asking.diagnosis;
  const std::size_t m = live[g].front();
  std::vector<std::size_t> others;
  for (std::size_t h = 0; h < live.size(); ++h) {
    if (h != g) others.push_back(live[h].front());
  }
  const std::vector<const Scored*> telling = telling_boards(pool, m, others, failing);
  // minus-one-for-one differs from the right rule on 1×1 boards only: all of them must agree.
  const std::size_t needed = mistakes()[m].mistake == Mistake::minus_one_for_one
                                 ? std::min<std::size_t>(kProofBoards, telling.size())
                                 : kProofBoards;
  if (needed == 0 || telling.size() < needed) return false;
  std::vector<Evidence> agreed;
  // The candidates the program's answers contradict (this one included): each board asked rules out every
  // candidate whose answers there do not hold the program's, whichever candidate it was asked for.
  std::vector<bool> gone(live.size(), false);
  for (const Scored* scored : telling) {
    if (agreed.size() >= needed || asking.asks >= asking.max_asks) break;
    const std::optional<Observed> answer = asking(scored->board, scored->right);
    if (!answer) continue;  // it crashed there: that board tells nothing
    for (std::size_t h = 0; h < live.size(); ++h) {
      const Answers& theirs = scored->answers[live[h].front()];
      if (h == g || holds(theirs, *answer)) continue;
      gone[h] = true;
      diagnosis.ruled_out.emplace_back(mistakes()[live[h].front()].mistake,
                                       Evidence{scored->board, theirs.front(), scored->right, *answer, theirs});
    }
    const Answers& own = scored->answers[m];
    const bool agrees = holds(own, *answer);
    Evidence evidence{scored->board, agrees ? *answer : own.front(), scored->right, *answer, own};
    if (!agrees) {
      diagnosis.ruled_out.emplace_back(mistakes()[m].mistake, std::move(evidence));
      gone[g] = true;
      break;
    }
    agreed.push_back(std::move(evidence));
  }
  if (!gone[g] && agreed.size() >= needed) {
    for (const std::size_t k : live[g]) diagnosis.matches.push_back(mistakes()[k].mistake);
    diagnosis.proof = std::move(agreed);
    return true;
  }
  for (std::size_t h = live.size(); h-- > 0;) {
    if (!gone[h]) continue;
    live.erase(live.begin() + static_cast<std::ptrdiff_t>(h));
    changed = true;
  }
  return false;
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
  for (std::size_t k = 0; k < mistakes().size(); ++k) {
    if (holds(mistaken_answers(mistakes()[k].mistake, failing), seen)) candidates.push_back(k);
  }
  Asker asking{ask, max_asks, diagnosis};
  const std::vector<Scored> pool = pool_of(constraints, candidates);
  if (candidates.empty()) {
    ask_more(asking, pool, failing, seen);
    return diagnosis;
  }
  std::vector<std::vector<std::size_t>> live = alike_groups(pool, candidates);
  // A candidate is asked about on boards where its answer is its own among those still alive; one that the program
  // contradicts is ruled out, which may leave another with boards of its own: so round after round.
  for (bool changed = true; changed && asking.asks < max_asks;) {
    changed = false;
    for (std::size_t g = 0; g < live.size() && !changed; ++g) {
      if (prove_group(asking, pool, failing, live, g, changed)) return diagnosis;
    }
  }
  for (const std::vector<std::size_t>& group : live) {
    for (const std::size_t k : group) diagnosis.unconfirmed.push_back(mistakes()[k].mistake);
  }
  ask_more(asking, pool, failing, seen);
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
