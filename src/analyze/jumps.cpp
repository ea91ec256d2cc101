#include "analyze/jumps.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "analyze/linear.hpp"
#include "snl/error.hpp"

namespace snl::internal {
namespace {

Board without(const Board& board, std::size_t k) {
  std::vector<Jump> jumps(board.jumps().begin(), board.jumps().end());
  jumps.erase(jumps.begin() + static_cast<std::ptrdiff_t>(k));
  return board.is_square() ? Board::square(board.side(), std::move(jumps))
                           : Board::track(board.squares(), std::move(jumps));
}

/// The expected rolls and turns on `board` under `options`' rules by a chain and solve of its own.
void solve_anew(const Board& board, const AnalysisOptions& options, JumpEffect& effect, std::uint64_t& work) {
  const GameRules& rules = options.rules;
  const Mover mover(board, rules.overshoot);
  const Chain chain = build_chain(mover, rules, options.max_work - std::min(options.max_work, work));
  work += chain.size() * rules.die.faces().size() + chain.target.size();
  const std::vector<bool> finishes = can_finish(chain);
  if (!finishes[0]) return;  // the last square cannot be reached: infinite
  const Expectations e = solve_expectations(chain, finishes, !rules.one_roll_turns(), options.linear_solver);
  effect.expected_rolls = e.expected_rolls;
  effect.expected_turns = e.expected_turns;
}

/// The indices of the jumps that are not self-jumps (a self-jump changes nothing).
std::vector<std::size_t> real_jumps(const Board& board) {
  std::vector<std::size_t> out;
  for (std::size_t k = 0; k < board.jumps().size(); ++k) {
    if (board.jumps()[k].from != board.jumps()[k].to) out.push_back(k);
  }
  return out;
}

/// The expected rolls without each jump (nullopt where the rank-one change does not apply), by the augmented
/// chain; false when that chain holds a state that cannot finish (then every jump is solved anew).
bool by_rank_one(const Board& board, const Mover& mover, const AnalysisOptions& options,
                 const std::vector<std::size_t>& jumps, std::vector<std::optional<double>>& out, std::uint64_t& work) {
  const GameRules& rules = options.rules;
  std::vector<std::uint32_t> heads;
  for (const std::size_t k : jumps) heads.push_back(static_cast<std::uint32_t>(board.jumps()[k].from));
  const Chain chain = build_chain(mover, rules, options.max_work - std::min(options.max_work, work), heads);
  work += chain.size() * rules.die.faces().size();
  const std::vector<bool> finishes = can_finish(chain);
  if (std::find(finishes.begin(), finishes.end(), false) != finishes.end()) return false;
  // Jump index by head, then each roll that takes a jump: its probability moves from the destination to the head.
  std::vector<std::uint32_t> index_of(mover.last() + 1, kFinish);
  for (std::size_t i = 0; i < jumps.size(); ++i) index_of[heads[i]] = static_cast<std::uint32_t>(i);
  const auto state_at = [&](std::uint64_t position) {
    return position == mover.last() ? kFinish : chain.turn_state[position];
  };
  std::vector<Redirect> redirects(jumps.size());
  for (std::size_t i = 0; i < jumps.size(); ++i) {
    const Jump& jump = board.jumps()[jumps[i]];
    redirects[i].from = state_at(jump.to);
    redirects[i].to = state_at(jump.from);
  }
  const double total = static_cast<double>(rules.die.total());
  for (std::uint32_t s = 0; s < chain.size(); ++s) {
    for (const DieFace& face : rules.die.faces()) {
      const std::uint64_t head = mover.jump_taken(chain.position[s], static_cast<std::uint64_t>(face.value));
      if (head == 0 || index_of[head] == kFinish) continue;
      redirects[index_of[head]].moved.emplace_back(s, static_cast<double>(face.weight) / total);
    }
  }
  out = redirected_expectations(chain, redirects, options.linear_solver, options.max_work, work);
  return true;
}

/// Infinite-or-finite changes first, then the largest change, then the games infinite either way; by head on ties.
void sort_by_effect(std::vector<JumpEffect>& effects, bool finite_with) {
  const auto rank = [finite_with](const JumpEffect& e) {
    if (e.effect) return 1;
    return e.expected_rolls.has_value() != finite_with ? 0 : 2;
  };
  std::stable_sort(effects.begin(), effects.end(), [&](const JumpEffect& a, const JumpEffect& b) {
    if (rank(a) != rank(b)) return rank(a) < rank(b);
    if (a.effect && b.effect && std::abs(*a.effect) != std::abs(*b.effect)) {
      return std::abs(*a.effect) > std::abs(*b.effect);
    }
    return a.jump.from < b.jump.from;
  });
}

}  // namespace

std::vector<JumpEffect> jump_effects(const Board& board, const Mover& mover, const AnalysisOptions& options,
                                     const Analysis& with, std::uint64_t& work) {
  const std::vector<std::size_t> jumps = real_jumps(board);
  std::vector<JumpEffect> effects(jumps.size());
  for (std::size_t i = 0; i < jumps.size(); ++i) effects[i].jump = board.jumps()[jumps[i]];
  std::vector<std::optional<double>> fast(jumps.size());
  const bool ranked = options.rules.one_roll_turns() && with.finish_probability > 0 &&
                      by_rank_one(board, mover, options, jumps, fast, work);
  std::vector<std::size_t> anew;  // the jumps to solve with a chain of their own
  for (std::size_t i = 0; i < jumps.size(); ++i) {
    if (ranked && fast[i]) {
      effects[i].expected_rolls = effects[i].expected_turns = fast[i];
    } else {
      anew.push_back(i);
    }
  }
  if (!anew.empty()) {
    // Each new chain is about as large as the board's own: refuse at once what the budget cannot hold.
    const std::uint64_t each = with.states * options.rules.die.faces().size() * 2 + 1;
    if (anew.size() * each > options.max_work - std::min(options.max_work, work)) {
      throw LimitError("the effects of " + std::to_string(anew.size()) + " jumps" +
                       (options.rules.one_roll_turns() ? "" : " under roll-again rules") + " need a new chain each, " +
                       "more than the analysis' work budget of " + std::to_string(options.max_work));
    }
    for (const std::size_t i : anew) {
      if (options.progress) options.progress(with.pmf.size() - 1, with.remaining);  // a caller may stop here
      solve_anew(without(board, jumps[i]), options, effects[i], work);
    }
  }
  for (JumpEffect& e : effects) {
    if (e.expected_rolls && with.expected_rolls) e.effect = *with.expected_rolls - *e.expected_rolls;
  }
  sort_by_effect(effects, with.expected_rolls.has_value());
  return effects;
}

std::vector<FirstRoll> first_rolls(const Chain& chain, const Mover& mover, const GameRules& rules,
                                   const std::vector<double>& remaining, const std::vector<bool>& trapped) {
  std::vector<FirstRoll> out;
  for (const DieFace& face : rules.die.faces()) {
    FirstRoll roll;
    roll.step = step_of(chain, mover, rules, 0, face.value);
    roll.probability = static_cast<double>(face.weight) / static_cast<double>(rules.die.total());
    const std::uint32_t next = next_state(chain, mover, rules, 0, face.value);
    if (next == kFinish) {
      roll.expected_rolls = 1;
    } else if (!trapped[next] && remaining[next] >= 0) {
      roll.expected_rolls = 1 + remaining[next];
    }
    out.push_back(roll);
  }
  return out;
}

}  // namespace snl::internal
