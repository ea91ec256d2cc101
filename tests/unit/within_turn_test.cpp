// tests/unit/within_turn_test.cpp — a whole roll-again turn in closed form (analyze/engine/within_turn.hpp, TurnPush) against
// the rolls it replaces, pushed one after another over a dense copy of the chain until nothing is left rolling (an
// independent twin written here), on random small tracks under random again rules: a fair d6 again on a 6 or a 1,
// with and without a limit, weighted dice whose again face shows up to 9 times in 10, every overshoot and start,
// and from every kind of state (a race may start within a turn, or where the game cannot finish).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "analyze/engine/chain.hpp"
#include "analyze/engine/push.hpp"
#include "analyze/engine/within_turn.hpp"
#include "core/mover.hpp"
#include "snl/analyze.hpp"
#include "snl/rules.hpp"

namespace {

using snl::internal::Chain;
using snl::internal::kFinish;

/// One turn from `mass` (over the chain's states), roll after roll: what finished, was trapped, the rolls (the mass
/// rolling at each roll, summed) and where the turn ends.
struct TwinTurn {
  double finished = 0;
  double trapped = 0;
  double rolls = 0;
  std::vector<double> ends;
};

TwinTurn twin_turn(const Chain& chain, const std::vector<bool>& finishes, std::vector<double> rolling) {
  TwinTurn out;
  out.ends.assign(chain.size(), 0.0);
  for (int roll = 0; roll < 100000; ++roll) {
    double left = 0;
    for (const double m : rolling) left += m;
    if (left < 1e-300) break;
    out.rolls += left;
    std::vector<double> next(chain.size(), 0.0);
    for (std::size_t s = 0; s < chain.size(); ++s) {
      if (rolling[s] == 0) continue;
      for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
        const std::uint32_t t = chain.target[e];
        const double arriving = rolling[s] * static_cast<double>(chain.weight[e]) / static_cast<double>(chain.total);
        if (t == kFinish) {
          out.finished += arriving;
        } else if (!finishes[t]) {
          out.trapped += arriving;
        } else if (chain.begins_turn(t)) {
          out.ends[t] += arriving;
        } else {
          next[t] += arriving;
        }
      }
    }
    rolling = std::move(next);
  }
  return out;
}

/// Random again rules: a fair d6 or a weighted die, the again face, a limit (0 often), overshoot and start.
snl::GameRules random_rules(std::mt19937_64& rng) {
  static const char* const kDice[] = {"6", "6", "4", "1:3,2:1,3:5", "1:9,2:1", "1:1,2:1,3:1,4:1,5:2,6:5"};
  snl::GameRules rules;
  rules.die = snl::Die::parse(kDice[rng() % std::size(kDice)]);
  const auto faces = rules.die.faces();
  rules.again = faces[rng() % 2 == 0 ? 0 : faces.size() - 1].value;
  rules.again_limit = rng() % 2 == 0 ? 0 : static_cast<int>(1 + rng() % 3);
  rules.overshoot = std::array{snl::Overshoot::stay, snl::Overshoot::bounce, snl::Overshoot::finish}[rng() % 3];
  rules.start = static_cast<int>(rng() % 2);
  return rules;
}

double near(double a, double b) { return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b)); }

TEST(WithinTurn, TurnPushMatchesTheRollsOneByOneOnRandomBoards) {
  const std::uint64_t seed = std::random_device{}();
  std::mt19937_64 rng(seed);
  int cycles = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const snl::Board board = analyze_test::random_track(rng, 3 + static_cast<int>(rng() % 40), static_cast<int>(rng() % 12));
    const snl::GameRules rules = random_rules(rng);
    const snl::internal::Mover mover(board, rules);
    const Chain chain = snl::internal::build_chain(mover, rules, snl::kDefaultMaxWork);
    const std::vector<bool> finishes = snl::internal::can_finish(chain);
    const snl::internal::WithinTurn within(chain, finishes);
    ASSERT_TRUE(within.functional());
    snl::AnalysisOptions options;
    options.rules = rules;
    const std::string where =
        "seed " + std::to_string(seed) + " trial " + std::to_string(trial) + ": " + analyze_test::describe(board, options);
    // From the start, and from a random state of any kind.
    for (const std::uint32_t start : {0U, static_cast<std::uint32_t>(rng() % chain.size())}) {
      snl::internal::TurnPush push(chain, finishes);
      push.reset(start);
      std::vector<double> mass(chain.size(), 0.0);
      mass[start] = 1;
      for (int turn = 0; turn < 12; ++turn) {
        const TwinTurn twin = twin_turn(chain, finishes, mass);
        const snl::internal::Flow flow = push.step();
        double in_play = 0;
        for (const double m : twin.ends) in_play += m;
        ASSERT_TRUE(near(flow.finished, twin.finished)) << where << " turn " << turn << ": " << flow.finished << " vs " << twin.finished;
        ASSERT_TRUE(near(flow.trapped, twin.trapped)) << where << " turn " << turn;
        ASSERT_TRUE(near(flow.rolls, twin.rolls)) << where << " turn " << turn << ": " << flow.rolls << " vs " << twin.rolls;
        ASSERT_TRUE(near(flow.in_play + flow.dropped, in_play)) << where << " turn " << turn;
        ASSERT_LE(flow.dropped, 1e-29 * in_play + 1e-300) << where;
        for (std::size_t s = 0; s < chain.size(); ++s) {
          const double pushed = s < push.mass().values.size() ? push.mass().values[s] : 0;
          ASSERT_TRUE(std::abs(pushed - twin.ends[s]) <= 1e-12 * std::max(1e-3, in_play))
              << where << " turn " << turn << " state " << s << ": " << pushed << " vs " << twin.ends[s];
        }
        mass = twin.ends;
      }
    }
    if (rules.again_limit == 0 && chain.size() > 0) ++cycles;
  }
  EXPECT_GT(cycles, 50) << "seed " << seed;
}

TEST(WithinTurn, ACycleOfAgainRollsIsSummedInClosedForm) {
  // Track of 10, d6 again on 1, no limit: the again roll walks 2 → 3 → 4, and from 4 lands on the snake 5 → 2.
  // From (2, phase 1) the mass on the cycle's states is 1, q, q² over 1 − q³, q = 1/6.
  const snl::Board board = snl::Board::track(10, {{5, 2}});
  snl::GameRules rules;
  rules.again = 1;
  const snl::internal::Mover mover(board, rules);
  const Chain chain = snl::internal::build_chain(mover, rules, snl::kDefaultMaxWork);
  const std::vector<bool> finishes = snl::internal::can_finish(chain);
  const snl::internal::WithinTurn within(chain, finishes);
  ASSERT_TRUE(within.functional());
  const std::uint32_t two = snl::internal::find_state(chain, {2, 2, 1});
  ASSERT_NE(two, kFinish);
  std::vector<double> mass(within.size(), 0.0);
  mass[within.index(two)] = 1;
  within.sum(mass);
  const double q = 1.0 / 6;
  const double loop = 1 - q * q * q;
  for (const auto& [position, expected] : {std::pair{2U, 1 / loop}, {3U, q / loop}, {4U, q * q / loop}}) {
    const std::uint32_t s = snl::internal::find_state(chain, {position, position, 1});
    ASSERT_NE(s, kFinish) << position;
    EXPECT_NEAR(mass[within.index(s)], expected, 1e-15) << position;
  }
}

}  // namespace
