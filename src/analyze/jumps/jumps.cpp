#include "analyze/jumps/jumps.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

#include "analyze/engine/linear.hpp"
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
  const Mover mover(board, rules);
  Checkpoint checkpoint(options.progress);  // the factorization may be long: it may be stopped
  const Chain chain = build_chain(mover, rules, options.max_work - std::min(options.max_work, work), {}, &checkpoint);
  work += chain.size() * rules.die.faces().size() + chain.target.size();
  const std::vector<bool> finishes = can_finish(chain);
  if (!finishes[0]) return;  // the last square cannot be reached: infinite
  const Expectations e = solve_expectations(chain, finishes, !rules.one_roll_turns(), options.linear_solver,
                                              options.max_work, work, &checkpoint);
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

/// The expected rolls and turns without each jump (nullopt where the change is not found this way), by one chain
/// augmented with the states the rolls landing on a head would go to were it plain (and all they reach, to a fixed
/// point), and a rank-k change per jump; false when that chain holds a state that cannot finish (then every jump is
/// solved anew).
bool by_woodbury(const Board& board, const Mover& mover, const AnalysisOptions& options,
                 const std::vector<std::size_t>& jumps, std::vector<Redirected>& out, std::uint64_t& work) {
  const GameRules& rules = options.rules;
  std::vector<std::uint32_t> index_of(table_index(mover.last()) + 1, kFinish);  // jump index by head
  for (std::size_t i = 0; i < jumps.size(); ++i) {
    index_of[table_index(board.jumps()[jumps[i]].from)] = static_cast<std::uint32_t>(i);
  }
  std::vector<StateKey> roots;
  std::set<StateKey> rooted;
  Chain chain;
  std::vector<JumpRoll> rolls;
  Checkpoint checkpoint(options.progress);  // the chains and the factorization may be long: they may be stopped
  for (int round = 0;; ++round) {
    chain = build_chain(mover, rules, options.max_work - std::min(options.max_work, work), roots, &checkpoint);
    work += chain.size() * rules.die.faces().size();
    rolls = jump_rolls(chain, mover, rules);
    bool grew = false;
    for (const JumpRoll& r : rolls) {
      if (!r.kept || index_of[table_index(r.head)] == kFinish || !rooted.insert(*r.kept).second) continue;
      if (find_state(chain, *r.kept) == kFinish) {
        roots.push_back(*r.kept);
        grew = true;
      }
    }
    if (!grew) break;
    if (round == 8) return false;  // not settled: leave it to the new chains
  }
  const std::vector<bool> finishes = can_finish(chain);
  if (std::find(finishes.begin(), finishes.end(), false) != finishes.end()) return false;
  // Each roll that takes a jump: its probability moves from where the jump takes it to where the head would keep
  // it, one move per (from, to).
  const bool turns = !rules.one_roll_turns();
  const auto ends_turn = [&](std::uint32_t state) { return state == kFinish || chain.begins_turn(state); };
  std::vector<Redirect> redirects(jumps.size());
  std::vector<bool> anew(jumps.size(), false);  // a move that changes which rolls end a turn: solved anew
  const double total = static_cast<double>(rules.die.total());
  for (const JumpRoll& r : rolls) {
    const std::uint32_t i = index_of[table_index(r.head)];
    if (i == kFinish) continue;
    const std::uint32_t to = r.kept ? find_state(chain, *r.kept) : kFinish;
    if (turns && ends_turn(to) != ends_turn(r.to)) anew[i] = true;
    std::vector<Redirect::Move>& moves = redirects[i].moves;
    auto move = std::find_if(moves.begin(), moves.end(), [&](const Redirect::Move& m) {
      return m.from == r.to && m.to == to;
    });
    if (move == moves.end()) move = moves.insert(moves.end(), Redirect::Move{{}, r.to, to});
    move->moved.emplace_back(r.state, static_cast<double>(r.weight) / total);
  }
  for (std::size_t i = 0; i < jumps.size(); ++i) {
    if (anew[i]) redirects[i].moves.clear();
  }
  out = redirected_expectations(chain, redirects, turns, options.linear_solver, options.max_work, work, &checkpoint);
  for (std::size_t i = 0; i < jumps.size(); ++i) {
    if (anew[i]) out[i] = {};
  }
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
  std::vector<Redirected> fast(jumps.size());
  // Chained or costly jumps: removing one changes the moves through it from other heads too, not one head's rolls.
  const bool ranked = with.finish_probability > 0 && options.rules.plain_jumps() &&
                      by_woodbury(board, mover, options, jumps, fast, work);
  std::vector<std::size_t> anew;  // the jumps to solve with a chain of their own
  for (std::size_t i = 0; i < jumps.size(); ++i) {
    if (ranked && fast[i].rolls) {
      effects[i].expected_rolls = fast[i].rolls;
      effects[i].expected_turns = fast[i].turns;
    } else {
      anew.push_back(i);
    }
  }
  if (!anew.empty()) {
    // Each new chain is about as large as the board's own: refuse at once what the budget cannot hold.
    const std::uint64_t each = with.states * options.rules.die.faces().size() * (kChainPairWork + 1) + 1;
    if (anew.size() * each > options.max_work - std::min(options.max_work, work)) {
      throw LimitError("the effects of " + std::to_string(anew.size()) + " jumps" +
                       (options.rules.one_roll_turns() ? "" : " under roll-again rules") + " need a new chain each, " +
                       "more than the analysis' work budget of " + std::to_string(options.max_work) +
                       " units (the option max_work raises it)");
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

void refuse_jump_effects_over_budget(const Board& board, const Chain& chain, const Mover& mover,
                                     const AnalysisOptions& options, std::uint64_t work) {
  std::vector<std::uint64_t> heads;
  for (const JumpRoll& r : jump_rolls(chain, mover, options.rules)) heads.push_back(r.head);
  std::sort(heads.begin(), heads.end());
  heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
  std::uint64_t landed = 0;  // the jumps (not self-jumps) whose head a roll lands on
  for (const Jump& jump : board.jumps()) {
    if (jump.from != jump.to && std::binary_search(heads.begin(), heads.end(), jump.from)) ++landed;
  }
  const std::uint64_t each = (chain.target.size() + chain.size()) * price::kSolveEntry;  // as charge_solves
  const std::uint64_t left = options.max_work - std::min(options.max_work, work);
  if (landed > 0 && landed > left / each) {
    throw LimitError("the effects of " + std::to_string(landed) + " jumps need at least " + std::to_string(landed) +
                     " solves of " + std::to_string(chain.size()) +
                     " states, more than the analysis' work budget of " + std::to_string(options.max_work) +
                     " units (the option max_work raises it)");
  }
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
