// find_handicap (analyze/players/handicap.hpp). One turn distribution per square where a player may start, pushed lazily over
// one chain (analyze/players/turn_runner.hpp), and the players' formula (analyze/players/wins.hpp) for each placement tried: every
// placement when there are at most kMaxHandicapPlacements, else one player's square at a time. The placement chosen
// is then raced again by snl::race_chances, whose figures are the ones reported (and the ones `from` gives).
#include "analyze/players/handicap.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/tokens.hpp"
#include "analyze/players/turn_runner.hpp"
#include "analyze/players/wins.hpp"
#include "core/mover.hpp"
#include "snl/error.hpp"
#include "snl/race.hpp"

namespace snl::internal {
namespace {

/// How good a placement is: the least max(gap, tolerance), then the least head start, then the least squares. Gaps
/// within kRemainingTolerance of each other are equal: the chances are known no closer (share_wins stops when that
/// much is left to share), and two placements that are the same game differ by rounding (1e-16) alone.
struct Score {
  double gap = 0;
  std::uint64_t ahead = 0;
  std::vector<std::size_t> picks;  // indices into the candidates, players 2.. in order
  bool better_than(const Score& other, double tolerance) const {
    const double a = std::max(gap, tolerance);
    const double b = std::max(other.gap, tolerance);
    if (std::abs(a - b) > kRemainingTolerance) return a < b;
    if (ahead != other.ahead) return ahead < other.ahead;
    return picks < other.picks;
  }
};

class Search {
 public:
  Search(const Board& board, const GameRules& rules, int players, double tolerance, std::uint64_t max_work,
         std::uint64_t& work, Checkpoint& checkpoint)
      : players_(static_cast<std::size_t>(players)), tolerance_(tolerance), budget_(max_work), work_(work),
        checkpoint_(checkpoint) {
    const Label start = rules.start;
    candidates_.push_back(start);
    for (Label square = std::max<Label>(start + 1, 1); square < board.squares(); ++square) {
      const std::optional<Label> to = board.jump_from(square);
      if (!to || *to == square) candidates_.push_back(square);
    }
    std::vector<StateKey> keys;
    for (const Label square : candidates_) keys.push_back(key_of(rules, TokenState{square, 0, square, false}));
    const Mover mover(board, rules);
    chain_ = build_chain(mover, rules, max_work, keys, &checkpoint_);
    work_ += chain_work(chain_, rules.die.faces().size());
    // When every roll ends a turn (no again rules), each square's finishing time is found for all squares at once,
    // a turn at a time backwards over the chain: S_s(r) = Σ_e p_e · S_{t(e)}(r − 1). Otherwise one push per square.
    for (std::size_t state = 0; state < chain_.size(); ++state) backwards_ = backwards_ && chain_.begins_turn(state);
    const std::uint64_t cells = static_cast<std::uint64_t>(candidates_.size()) * chain_.size();
    if (!backwards_ && cells > kMaxHandicapCells) {
      throw LimitError("the handicap keeps a turn distribution for each of the " +
                       std::to_string(candidates_.size()) + " squares where a player may start over " +
                       std::to_string(chain_.size()) + " states: " + std::to_string(cells) + " cells, more than " +
                       std::to_string(kMaxHandicapCells));
    }
    // Only the wins are read, and they do not depend on whether a trapped token keeps rolling: push what can finish.
    finishes_ = can_finish(chain_);
    for (const StateKey& key : keys) states_.push_back(find_state(chain_, key));
    if (backwards_) {
      survival_.assign(chain_.size(), 1.0);
      trapped_.resize(chain_.size());
      for (std::size_t state = 0; state < chain_.size(); ++state) trapped_[state] = finishes_[state] ? 0.0 : 1.0;
      all_.resize(candidates_.size());
      for (std::size_t c = 0; c < candidates_.size(); ++c) {
        all_[c].trapped = {trapped_[states_[c]]};
        all_[c].more = [this] { return turn_of_all(); };
      }
    } else {
      runners_.resize(candidates_.size());
    }
  }

  Handicap run() {
    std::uint64_t placements = 1;
    bool every = true;
    for (std::size_t k = 1; k < players_ && every; ++k) {
      if (placements > kMaxHandicapPlacements / candidates_.size()) every = false;
      placements *= candidates_.size();
    }
    Score best = score(std::vector<std::size_t>(players_ - 1, 0));
    std::uint64_t tried = 1;
    if (every) {
      std::vector<std::size_t> picks(players_ - 1, 0);
      while (next(picks)) {
        const Score s = score(picks);
        ++tried;
        if (s.better_than(best, tolerance_)) best = s;
      }
    } else {
      // One player at a time to its best square, the others held, until a whole sweep changes nothing.
      for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t k = 0; k + 1 < players_; ++k) {
          std::vector<std::size_t> picks = best.picks;
          for (std::size_t c = 0; c < candidates_.size(); ++c) {
            if (c == best.picks[k]) continue;
            picks[k] = c;
            const Score s = score(picks);
            ++tried;
            if (s.better_than(best, tolerance_)) {
              best = s;
              changed = true;
            }
          }
        }
      }
    }
    Handicap out;
    out.squares.push_back(candidates_[0]);
    for (const std::size_t c : best.picks) out.squares.push_back(candidates_[c]);
    out.tolerance = tolerance_;
    out.every_placement = every;
    out.placements = tried;
    return out;
  }

 private:
  /// The next placement in order (the last player's square fastest); false after the last.
  bool next(std::vector<std::size_t>& picks) const {
    for (std::size_t k = picks.size(); k-- > 0;) {
      if (++picks[k] < candidates_.size()) return true;
      picks[k] = 0;
    }
    return false;
  }

  /// One more turn of every square's finishing time (backwards_).
  bool turn_of_all() {
    const std::uint64_t units = (chain_.target.size() + chain_.size()) * price::kPushPair;
    if (work_ + units > budget_) return false;
    const std::uint64_t cells = static_cast<std::uint64_t>(candidates_.size()) * all_[0].survival.size();
    if (cells > kMaxHandicapCells) {
      throw LimitError("the handicap keeps the finishing time of each of the " + std::to_string(candidates_.size()) +
                       " squares where a player may start turn by turn: past " + std::to_string(kMaxHandicapCells) +
                       " cells after " + std::to_string(all_[0].survival.size() - 1) + " turns");
    }
    work_ += units;
    checkpoint_.charge(units);
    next_survival_.assign(chain_.size(), 0.0);
    next_trapped_.assign(chain_.size(), 0.0);
    for (std::size_t s = 0; s < chain_.size(); ++s) {
      double alive = 0;
      double stuck = 0;
      for (std::size_t e = chain_.offset[s]; e < chain_.offset[s + 1]; ++e) {
        const std::uint32_t t = chain_.target[e];
        if (t == kFinish) continue;
        alive += chain_.probability(e) * survival_[t];
        stuck += chain_.probability(e) * trapped_[t];
      }
      next_survival_[s] = alive;
      next_trapped_[s] = finishes_[s] ? stuck : 1.0;
    }
    survival_.swap(next_survival_);
    trapped_.swap(next_trapped_);
    for (std::size_t c = 0; c < candidates_.size(); ++c) {
      TurnTimes& t = all_[c];
      const double s = survival_[states_[c]];
      t.finished.push_back(t.survival.back() - s);
      t.survival.push_back(s);
      t.trapped.push_back(trapped_[states_[c]]);
    }
    return true;
  }

  TurnTimes& times(std::size_t candidate) {
    if (backwards_) return all_[candidate];
    std::unique_ptr<TurnRunner>& runner = runners_[candidate];
    if (!runner) {
      runner = std::make_unique<TurnRunner>(chain_, finishes_, states_[candidate], budget_, work_, checkpoint_);
    }
    return runner->times;
  }

  Score score(const std::vector<std::size_t>& picks) {
    std::vector<TurnTimes*> order{&times(0)};
    for (const std::size_t c : picks) order.push_back(&times(c));
    std::vector<double> wins(players_, 0.0);
    std::uint64_t terms = 0;
    if (!share_wins(order, wins, [&terms](double) { ++terms; })) {
      throw over_work_budget("the handicap", budget_);
    }
    const std::uint64_t units = (terms + 1) * price::kPushPair;
    work_ += units;
    if (work_ > budget_) throw over_work_budget("the handicap", budget_);
    checkpoint_.charge(units);
    Score s;
    s.picks = picks;
    const double fair = 1.0 / static_cast<double>(players_);
    for (const double w : wins) s.gap = std::max(s.gap, std::abs(w - fair));
    for (const std::size_t c : picks) s.ahead += candidates_[c] - candidates_[0];
    return s;
  }

  std::size_t players_;
  double tolerance_;
  std::uint64_t budget_;
  std::uint64_t& work_;
  Checkpoint& checkpoint_;
  std::vector<Label> candidates_;
  Chain chain_;
  std::vector<bool> finishes_;
  std::vector<std::uint32_t> states_;
  std::vector<std::unique_ptr<TurnRunner>> runners_;
  bool backwards_ = true;
  std::vector<double> survival_, trapped_, next_survival_, next_trapped_;  // by state, this turn and the next
  std::vector<TurnTimes> all_;                                             // by candidate, with backwards_
};

}  // namespace

Handicap find_handicap(const Board& board, const GameRules& rules, int players, double tolerance,
                       std::uint64_t max_work, std::uint64_t& work,
                       const std::function<void(std::uint64_t, double)>& progress) {
  Checkpoint checkpoint(progress, 0, 1);
  Handicap out = Search(board, rules, players, tolerance, max_work, work, checkpoint).run();
  // The figures reported are the race's own from these squares: what `from` gives.
  const std::uint64_t left = max_work - std::min(work, max_work);
  const RaceChances race = race_chances(board, rules, std::span<const Label>(out.squares), 0, left, progress);
  work += race.work;
  if (!race.settled) throw over_work_budget("the handicap", max_work);
  out.win_probability = race.wins;
  out.expected_rounds = race.expected_rounds;
  const double fair = 1.0 / static_cast<double>(players);
  for (const double w : race.wins) out.gap = std::max(out.gap, std::abs(w - fair));
  out.met = out.gap <= tolerance;
  return out;
}

}  // namespace snl::internal
