// analyze/engine/push.hpp — one step of the token's distribution (analyze/engine/distribution.hpp pushes them one after another):
// a roll over the positions for a fair die without an again limit (KernelPush, window sums vectorized across the
// board), a roll over the chain's states for any rules (ChainPush), and a whole turn (TurnPush). Each keeps its mass
// only over the part of the board (or of the states) that holds any, and drops mass below kDroppedMass of what is
// in play at that part's edges, counting it.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/within_turn.hpp"
#include "core/mover.hpp"

namespace snl::internal {

/// What one step did: the probability that finished, fell into a trap, is still in play, was dropped at the
/// edges, and the rolls it took (the probability in play at each roll, summed), and its work.
struct Flow {
  double finished = 0;
  double trapped = 0;
  double in_play = 0;
  double dropped = 0;
  double rolls = 0;
  std::uint64_t work = 0;
};

/// A distribution over indices 0..size−1 that is zero outside [low, high].
struct Mass {
  std::vector<double> values;
  std::size_t low = 0;
  std::size_t high = 0;
  bool empty() const { return low > high; }
};

/// The chain's transitions laid out by position for a fair die of K faces without again rules (or with an again face
/// and no limit: a state's phase then changes none of its moves, and its positions are pushed alike): a roll from x
/// lands on x+1..x+K, so the probability landing on y < last is a window sum of the K positions before it, after
/// which a landing either stays (`keep`) or is moved by its jump (`moves`); the rolls that reach or pass the last
/// square are listed one by one (`overshoot`).
class KernelPush {
 public:
  KernelPush(const Mover& mover, const Chain& chain, const std::vector<bool>& finishes, int die);
  /// The token starts on position `start`.
  void reset(std::uint64_t start);
  Flow step();
  const Mass& mass() const { return mass_; }

 private:
  struct Overshoot {
    std::uint32_t from;
    std::uint64_t end;
    double weight;
  };
  std::size_t last_ = 0;
  std::size_t die_ = 0;
  double p_ = 0;
  std::vector<double> keep_;                                    // p where a landing stays, 0 on a jump head
  std::vector<std::pair<std::uint32_t, std::uint64_t>> moves_;  // (head, end) for heads below the last square
  std::vector<Overshoot> overshoot_;                            // by `from`
  std::vector<std::uint32_t> doomed_;  // reachable positions from which the last square cannot be reached, sorted
  Mass mass_;
  Mass next_;
  double rolling_ = 0;  // what mass_ holds: the last step's in_play (summing mass_ again cost 15% of the push)
};

/// A roll over the chain's states, for any rules.
class ChainPush {
 public:
  ChainPush(const Chain& chain, const std::vector<bool>& finishes) : chain_(chain), finishes_(finishes) {}
  void reset(std::uint64_t start_state);
  Flow step();
  const Mass& mass() const { return mass_; }

 private:
  const Chain& chain_;
  const std::vector<bool>& finishes_;
  Mass mass_;
  Mass next_;
};

/// A whole turn over the chain's states (again rules): the turn's first roll from each state that holds mass, then
/// every roll of the again face that follows it summed in closed form (analyze/engine/within_turn.hpp), then the rolls
/// that end the turn from where those again rolls stood. A turn costs the same however long it may go on.
class TurnPush {
 public:
  TurnPush(const Chain& chain, const std::vector<bool>& finishes);
  void reset(std::uint64_t start_state);
  Flow step();
  const Mass& mass() const { return turns_; }

 private:
  const Chain& chain_;
  const std::vector<bool>& finishes_;
  WithinTurn within_;
  Mass turns_;  // at the start of a turn (any state the first time: a race may start within a turn)
  Mass next_turns_;
  std::vector<double> mid_;  // by WithinTurn's index: what arrives within the turn, then what stands there
};

}  // namespace snl::internal
