// analyze/players/turn_runner.hpp — one token state's finishing time, a turn at a time (analyze/players/wins.hpp, TurnTimes), pushed
// over the analysis' chain within a work budget: what a race (snl/race.hpp) and the handicap (analyze/players/handicap.hpp)
// share among their players.
#pragma once

#include <cstdint>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "analyze/engine/push.hpp"
#include "analyze/players/wins.hpp"

namespace snl::internal {

class TurnRunner {
 public:
  /// `budget` and `work` are shared by every runner of one computation; a turn is pushed only while work < budget.
  TurnRunner(const Chain& chain, const std::vector<bool>& finishes, std::uint32_t state, const std::uint64_t& budget,
             std::uint64_t& work, Checkpoint& checkpoint)
      : push_(chain, finishes), budget_(budget), work_(work), checkpoint_(checkpoint) {
    push_.reset(state);  // a state that cannot finish is counted as trapped by the first turn pushed
    times.more = [this] { return turn(); };
  }
  TurnRunner(const TurnRunner&) = delete;
  TurnRunner& operator=(const TurnRunner&) = delete;
  TurnTimes times;

 private:
  bool turn() {
    if (work_ >= budget_) return false;
    const Flow flow = push_.step();
    work_ += flow.work;
    checkpoint_.charge(flow.work);
    const double trapped = times.trapped.back() + flow.trapped;
    times.finished.push_back(flow.finished);
    times.trapped.push_back(trapped);
    times.survival.push_back(flow.in_play + trapped);
    times.rolls.push_back(flow.rolls);
    return true;
  }
  TurnPush push_;
  const std::uint64_t& budget_;
  std::uint64_t& work_;
  Checkpoint& checkpoint_;
};

}  // namespace snl::internal
