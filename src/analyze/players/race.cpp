// race_chances (snl/race.hpp): one turn distribution per distinct token state over the analysis' chain
// (analyze/engine/chain.hpp), pushed a turn at a time (analyze/engine/push.hpp, TurnPush), shared among the players by the
// players' own formula (analyze/players/wins.hpp).
#include "snl/race.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "analyze/engine/tokens.hpp"
#include "analyze/players/turn_runner.hpp"
#include "analyze/players/wins.hpp"
#include "snl/error.hpp"

namespace snl {
namespace {

/// Refuses what cannot be raced; returns the index of a token already on the last square, or players.size().
std::size_t check(const Board& board, const GameRules& rules, std::span<const TokenState> players,
                  std::size_t to_move) {
  validate(rules);
  if (players.empty()) throw Error("a race needs at least one player");
  if (to_move >= players.size()) {
    throw Error("the player to move must be 1.." + std::to_string(players.size()) + ", not " +
                std::to_string(to_move + 1));
  }
  if (board.squares() > kMaxAnalysisSquares) {
    throw LimitError("a board of " + std::to_string(board.squares()) + " squares is too large for a race (at most " +
                     std::to_string(kMaxAnalysisSquares) + ")");
  }
  std::size_t finished = players.size();
  for (std::size_t i = 0; i < players.size(); ++i) {
    const std::string who = "player " + std::to_string(i + 1);
    validate(board, rules, players[i], who);
    if (players[i].agains != 0 && i != to_move) {
      throw Error(who + " is mid-turn (" + std::to_string(players[i].agains) +
                  " rolls rolled again), but it is player " + std::to_string(to_move + 1) + "'s turn");
    }
    const bool won = players[i].square == board.squares() && !players[i].jump_pending;  // not waiting on its snake
    if (won && finished == players.size()) finished = i;
  }
  return finished;
}

/// Whether a token in `state` can reach a state from which it can never finish (forward search over the chain).
bool can_be_trapped(const internal::Chain& chain, const std::vector<bool>& finishes, std::uint32_t state,
                    std::uint64_t& work) {
  std::vector<bool> seen(chain.size(), false);
  std::vector<std::uint32_t> queue{state};
  seen[state] = true;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t s = queue[head];
    if (!finishes[s]) return true;
    work += (chain.offset[s + 1] - chain.offset[s]) * internal::price::kPushPair;
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::uint32_t t = chain.target[e];
      if (t != internal::kFinish && !seen[t]) {
        seen[t] = true;
        queue.push_back(t);
      }
    }
  }
  return false;
}

}  // namespace

RaceChances race_chances(const Board& board, const GameRules& rules, std::span<const TokenState> players,
                         std::size_t to_move, std::uint64_t max_work,
                         const std::function<void(std::uint64_t, double)>& progress) {
  const std::size_t count = players.size();
  const std::size_t finished = check(board, rules, players, to_move);
  RaceChances out;
  out.wins.assign(count, 0.0);
  if (finished < count) {
    out.wins[finished] = 1;
    out.expected_rounds = 0;
    out.expected_total_rolls = 0;
    out.total_pmf.assign(1, 1.0);
    return out;
  }
  std::vector<internal::StateKey> keys;
  for (const TokenState& token : players) keys.push_back(internal::key_of(rules, token));
  const internal::Mover mover(board, rules);
  internal::Checkpoint checkpoint(progress, 0, 1);
  const internal::Chain chain = internal::build_chain(mover, rules, max_work, keys, &checkpoint);
  const std::vector<bool> finishes = internal::can_finish(chain);
  out.work = internal::chain_work(chain, rules.die.faces().size());
  std::vector<std::uint32_t> states(count);  // in turn order, from to_move
  for (std::size_t k = 0; k < count; ++k) states[k] = internal::find_state(chain, keys[(to_move + k) % count]);
  // The game ends for sure when some token cannot be trapped; the trapped ones then keep rolling until it wins, so
  // their mass is kept in play (it never finishes) and their rolls are counted.
  bool finite = false;
  for (const std::uint32_t state : states) finite = finite || !can_be_trapped(chain, finishes, state, out.work);
  const std::vector<bool> everywhere(finite ? chain.size() : 0, true);
  const std::vector<bool>& pushed = finite ? everywhere : finishes;
  std::map<std::uint32_t, std::unique_ptr<internal::TurnRunner>> runners;  // one per distinct state
  std::vector<internal::TurnTimes*> order(count);
  for (std::size_t k = 0; k < count; ++k) {
    std::unique_ptr<internal::TurnRunner>& runner = runners[states[k]];
    if (!runner) runner = std::make_unique<internal::TurnRunner>(chain, pushed, states[k], max_work, out.work, checkpoint);
    order[k] = &runner->times;
  }
  std::vector<double> shares(count, 0.0);
  internal::GameLength length;
  out.total_pmf.assign(1, 0.0);
  out.settled = internal::share_wins(order, shares, [&](double term) { out.total_pmf.push_back(term); }, &length);
  for (std::size_t k = 0; k < count; ++k) out.wins[(to_move + k) % count] = shares[k];
  if (finite) {
    out.expected_rounds = length.rounds;
    out.expected_total_rolls = length.total_rolls;
  }
  return out;
}

RaceChances race_chances(const Board& board, const GameRules& rules, std::span<const Label> squares,
                         std::size_t to_move, std::uint64_t max_work,
                         const std::function<void(std::uint64_t, double)>& progress) {
  std::vector<TokenState> players;
  for (const Label square : squares) players.push_back({square, 0, square, false});
  return race_chances(board, rules, players, to_move, max_work, progress);
}

}  // namespace snl
