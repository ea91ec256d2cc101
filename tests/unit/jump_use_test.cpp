// tests/unit/jump_use_test.cpp — how often each jump is taken (snl/analyze.hpp: AnalysisOptions::jump_use,
// Analysis::jump_use): against an independent model written here (a token walked square by square under every rule —
// the die's weights, the overshoot, the start, chained and costly jumps, a face that rolls again and its limit — with
// the count of takings of one jump kept in the state and the mass pushed roll by roll until less than 1e-13 is in
// play: no linear algebra, no Woodbury, none of snl's walk), on random tracks under random rules; by hand (from off
// the board a first roll of 1 takes 1 → 38 with probability exactly 1/6; a ladder to the last square is taken at most
// once); a Monte Carlo of seeded games on the classic board within 4 standard errors; the faces (the option's row,
// the text and the JSON); the refusal past the work budget and the trap that leaves it out.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/options.hpp"
#include "snl/report.hpp"
#include "snl/rules.hpp"

namespace {

using analyze_test::milton_bradley;

using snl::Board;
using snl::GameRules;
using snl::Overshoot;

// ---- the independent model ------------------------------------------------------------------------------------

/// A moment between two rolls: the square, a costly jump pending there, the again rolls of this turn so far, where
/// the turn began, and how often the watched jump has been taken (capped).
struct Moment {
  int square = 0;
  bool pending = false;
  int agains = 0;
  int turn_start = 0;
  int taken = 0;
  auto operator<=>(const Moment&) const = default;
};

struct Model {
  int last = 0;
  std::map<int, int> jump;
  bool chain = false;
  std::set<int> costly;
  bool all_cost = false;
  Overshoot overshoot = Overshoot::stay;
  int start = 1;
  std::vector<std::pair<int, double>> faces;  // value, probability
  int again = 0;
  int again_limit = 0;

  bool moves(int x) const { return jump.count(x) != 0 && jump.at(x) != x; }
  bool costs(int x) const { return moves(x) && (all_cost || costly.count(x) != 0); }

  /// After a jump has put the token on x: with chain, on along the jumps, counting the watched head each time it is
  /// passed, stopping on a costly head (counted: the move ends there) and on the last square under the finish rule.
  int after_jump(int x, int watched, int& count, bool& pending) const {
    pending = false;
    while (chain && moves(x) && !(x == last && overshoot == Overshoot::finish)) {
      if (x == watched) ++count;
      if (costs(x)) {
        pending = true;
        return x;
      }
      x = jump.at(x);
    }
    return x;
  }

  /// One roll showing `face` from m: the moment after it (its count of takings of `watched` updated, capped), or
  /// nullopt when it finishes; `taken` is the count after it either way.
  std::optional<Moment> roll(const Moment& m, int face, int watched, int cap, int& taken) const {
    taken = m.taken;
    if (again != 0 && face == again && again_limit > 0 && m.agains + 1 == again_limit) {
      return Moment{m.turn_start, false, 0, m.turn_start, m.taken};  // voided: back, the turn over
    }
    int count = 0;
    int square = 0;
    bool pending = false;
    if (m.pending) {
      square = after_jump(jump.at(m.square), watched, count, pending);
    } else {
      int target = m.square + face;
      if (target >= last && overshoot == Overshoot::finish) return std::nullopt;  // a win: no jump there counts
      bool landed = true;
      if (target > last) {
        landed = overshoot == Overshoot::bounce;  // the stay rule lands nowhere
        target = landed ? 2 * last - target : m.square;
      }
      square = target;
      if (landed && moves(target)) {
        if (target == watched) ++count;
        if (costs(target)) {
          pending = true;
        } else {
          square = after_jump(jump.at(target), watched, count, pending);
        }
      }
    }
    taken = std::min(cap, m.taken + count);
    if (square == last && !pending) return std::nullopt;
    Moment next{square, pending, 0, square, taken};
    if (again != 0 && face == again && !m.pending) {
      next.agains = again_limit > 0 ? m.agains + 1 : 1;
      next.turn_start = m.turn_start;
    }
    return next;
  }

  /// The figures of the watched jump, pushed roll by roll: P(taken k times) for k < cap, the expected count, and the
  /// expected rolls of the games that never take it and of those that do.
  struct Use {
    std::vector<double> times;
    double expected_times = 0;
    double rolls_if_taken = 0;
    double rolls_if_not_taken = 0;
    std::vector<double> rolls_if_times;  // by count below the cap
  };
  Use use(int watched, int cap) const {
    std::map<Moment, double> mass{{Moment{start, false, 0, start, 0}, 1.0}};
    Use out;
    out.times.assign(static_cast<std::size_t>(cap) + 1, 0.0);
    out.rolls_if_times.assign(static_cast<std::size_t>(cap) + 1, 0.0);
    double rolls_not = 0;
    double rolls_taken = 0;
    for (int k = 1; k < 100000; ++k) {
      std::map<Moment, double> next;
      double left = 0;
      for (const auto& [m, p] : mass) {
        for (const auto& [face, q] : faces) {
          int taken = 0;
          const std::optional<Moment> to = roll(m, face, watched, cap, taken);
          if (to) {
            next[*to] += p * q;
            left += p * q;
          } else {
            out.times[static_cast<std::size_t>(taken)] += p * q;
            out.rolls_if_times[static_cast<std::size_t>(taken)] += k * p * q;
            (taken == 0 ? rolls_not : rolls_taken) += k * p * q;
          }
        }
      }
      mass = std::move(next);
      if (left < 1e-14) break;
    }
    for (int c = 0; c <= cap; ++c) out.expected_times += c * out.times[static_cast<std::size_t>(c)];
    out.rolls_if_not_taken = rolls_not / out.times[0];
    for (std::size_t c = 0; c < static_cast<std::size_t>(cap); ++c) out.rolls_if_times[c] /= out.times[c];
    out.rolls_if_taken = rolls_taken / (1 - out.times[0]);
    return out;
  }

};

Model model_of(const Board& board, const GameRules& rules) {
  Model m;
  m.last = static_cast<int>(board.squares());
  for (const snl::Jump& j : board.jumps()) m.jump[static_cast<int>(j.from)] = static_cast<int>(j.to);
  m.chain = rules.chain;
  m.all_cost = rules.jump_costs.all;
  for (const snl::Label h : rules.jump_costs.heads) m.costly.insert(static_cast<int>(h));
  m.overshoot = rules.overshoot;
  m.start = rules.start;
  for (const snl::DieFace& f : rules.die.faces()) {
    m.faces.emplace_back(f.value, static_cast<double>(f.weight) / static_cast<double>(rules.die.total()));
  }
  m.again = rules.again.value_or(0);
  m.again_limit = rules.again_limit;
  return m;
}

snl::AnalysisOptions asking(const GameRules& rules) {
  snl::AnalysisOptions options;
  options.rules = rules;
  options.jump_use = true;
  return options;
}

/// Random rules: the die (fair 4 or 6, or weighted), overshoot, start; then either the jumps' rules (chain, costs)
// ---- against the model ------------------------------------------------------------------------------------------

TEST(JumpUseAgainstTheModel, RandomTracksUnderRandomRules) {
  const std::uint64_t seed = 909;
  std::mt19937_64 rng(seed);
  int compared = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const int squares = std::uniform_int_distribution<int>(10, 20)(rng);
    const Board board = analyze_test::random_track(rng, squares, std::uniform_int_distribution<int>(1, 6)(rng));
    const GameRules rules = analyze_test::random_rules(rng, board);
    std::string jumps;
    for (const snl::Jump& j : board.jumps()) jumps += " " + std::to_string(j.from) + "->" + std::to_string(j.to);
    SCOPED_TRACE("seed " + std::to_string(seed) + ", trial " + std::to_string(trial) + ": " + snl::describe(rules) +
                 ", squares " + std::to_string(board.squares()) + ", jumps" + jumps);
    snl::Analysis a;
    try {
      a = snl::analyze(board, asking(rules));
    } catch (const snl::BoardError&) {  // a cycle of chained jumps: JumpRules.ACycleOfJumpsIsRefusedNamingItsSquares
      continue;
    }
    if (!a.expected_rolls) {
      EXPECT_TRUE(a.jump_use.empty());
      EXPECT_FALSE(a.jump_use_left_out.empty());
      continue;
    }
    const Model model = model_of(board, rules);
    ASSERT_EQ(a.jump_use.size(), static_cast<std::size_t>(std::count_if(
                                     board.jumps().begin(), board.jumps().end(),
                                     [](const snl::Jump& j) { return j.from != j.to; })));
    for (const snl::JumpUse& u : a.jump_use) {
      SCOPED_TRACE(std::to_string(u.jump.from) + " -> " + std::to_string(u.jump.to));
      constexpr int kCap = 6;
      const Model::Use want = model.use(static_cast<int>(u.jump.from), kCap);
      ASSERT_TRUE(u.probability);
      EXPECT_NEAR(u.expected_times, want.expected_times, 1e-8 * (1 + want.expected_times) + want.times[kCap] * 1e3);
      EXPECT_NEAR(*u.probability, 1 - want.times[0], 1e-9);
      for (std::size_t k = 0; k < kCap && k < u.times.size(); ++k) EXPECT_NEAR(u.times[k], want.times[k], 1e-9) << k;
      // The game's length given the count: the games taking it exactly k times, for each k listed.
      ASSERT_EQ(u.rolls_if_times.size(), u.times.size());
      for (std::size_t k = 0; k < kCap && k < u.times.size(); ++k) {
        if (want.times[k] < 1e-7) continue;
        ASSERT_TRUE(u.rolls_if_times[k]) << k;
        EXPECT_NEAR(*u.rolls_if_times[k], want.rolls_if_times[k], 1e-6 * want.rolls_if_times[k]) << k;
      }
      double listed = u.more;
      for (const double p : u.times) listed += p;
      EXPECT_NEAR(listed, 1.0, 1e-9);
      if (want.times[0] > 1e-9) {
        ASSERT_TRUE(u.rolls_if_not_taken);
        EXPECT_NEAR(*u.rolls_if_not_taken, want.rolls_if_not_taken, 1e-7 * want.rolls_if_not_taken);
      }
      if (1 - want.times[0] > 1e-9) {
        ASSERT_TRUE(u.rolls_if_taken);
        EXPECT_NEAR(*u.rolls_if_taken, want.rolls_if_taken, 1e-7 * want.rolls_if_taken);
      }
    }
    ++compared;
  }
  EXPECT_GT(compared, 30);
}

// ---- by hand ----------------------------------------------------------------------------------------------------

const snl::JumpUse& use_of(const snl::Analysis& a, snl::Label head) {
  const auto it = std::find_if(a.jump_use.begin(), a.jump_use.end(), [&](const snl::JumpUse& u) {
    return u.jump.from == head;
  });
  EXPECT_NE(it, a.jump_use.end()) << head;
  return *it;
}

TEST(JumpUseByHand, FromOffTheBoardAFirstRollOfOneTakesSquareOnesLadder) {
  GameRules rules;
  rules.start = 0;
  const snl::Analysis a = snl::analyze(milton_bradley(), asking(rules));
  const snl::JumpUse& first = use_of(a, 1);
  EXPECT_NEAR(first.expected_times, 1.0 / 6, 1e-12);  // nothing moves a token back to square 1 or below
  EXPECT_NEAR(*first.probability, 1.0 / 6, 1e-12);
  // A ladder to the last square ends the game: taken at most once, and its games end on it.
  const snl::JumpUse& last = use_of(a, 80);
  EXPECT_NEAR(last.expected_times, *last.probability, 1e-12);
  EXPECT_LT(last.more + (last.times.size() > 2 ? last.times[2] : 0), 1e-12);
  // The whole game is the mix of the games that take a jump and those that do not.
  for (const snl::JumpUse& u : a.jump_use) {
    EXPECT_NEAR(*u.probability * *u.rolls_if_taken + (1 - *u.probability) * *u.rolls_if_not_taken,
                *a.expected_rolls, 1e-8) << u.jump.from;
  }
  // From square 1 (LeetCode's start) its ladder is never taken.
  const snl::Analysis from_one = snl::analyze(milton_bradley(), asking(GameRules{}));
  EXPECT_EQ(use_of(from_one, 1).expected_times, 0);
  EXPECT_EQ(*use_of(from_one, 1).probability, 0);
  EXPECT_FALSE(use_of(from_one, 1).rolls_if_taken);
}

TEST(JumpUseByHand, AChainTakesEveryJumpItPasses) {
  // 3 -> 5 -> 8 on a track of 10 squares with a d2 (faces 1, 2): chained, a landing on 3 takes both jumps.
  GameRules rules;
  rules.die = snl::Die::fair(2);
  rules.chain = true;
  const Board board = Board::track(10, {{3, 5}, {5, 8}});
  const snl::Analysis a = snl::analyze(board, asking(rules));
  // From 1 the token lands on 2 or 3; from 2 on 3 or 4: square 3 is landed on with probability 1/2 + 1/4 = 3/4.
  EXPECT_NEAR(*use_of(a, 3).probability, 0.75, 1e-12);
  // 5 is taken after each landing on 3, and by a landing on 5 itself from 4 (reached w.p. 1/4, then 1/2).
  EXPECT_NEAR(*use_of(a, 5).probability, 0.75 + 0.25 * 0.5, 1e-12);
  rules.chain = false;
  const snl::Analysis one = snl::analyze(board, asking(rules));
  EXPECT_NEAR(*use_of(one, 5).probability, 0.25 * 0.5, 1e-12);
}

// ---- a Monte Carlo ----------------------------------------------------------------------------------------------

TEST(JumpUseMonteCarlo, ClassicBoardWithinFourStandardErrors) {
  GameRules rules;
  rules.start = 0;
  const Board board = milton_bradley();
  const snl::Analysis a = snl::analyze(board, asking(rules));
  const std::vector<std::uint32_t> to = snl::dense_destinations(board);
  const std::uint64_t seed = 2024;
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<int> die(1, 6);
  constexpr int kGames = 60000;
  std::map<snl::Label, std::vector<int>> counts;
  for (const snl::JumpUse& u : a.jump_use) counts[u.jump.from].assign(kGames, 0);
  for (int g = 0; g < kGames; ++g) {
    std::uint32_t at = 0;
    while (at != 100) {
      const std::uint32_t target = at + static_cast<std::uint32_t>(die(rng));
      if (target > 100) continue;
      if (to[target] != target) ++counts[target][static_cast<std::size_t>(g)];
      at = to[target];
    }
  }
  for (const snl::JumpUse& u : a.jump_use) {
    SCOPED_TRACE("seed " + std::to_string(seed) + ": " + std::to_string(u.jump.from));
    const std::vector<int>& c = counts[u.jump.from];
    double mean = 0, square = 0, once = 0;
    for (const int k : c) {
      mean += k;
      square += static_cast<double>(k) * k;
      once += k > 0 ? 1 : 0;
    }
    mean /= kGames;
    once /= kGames;
    const double se = std::sqrt((square / kGames - mean * mean) / kGames);
    EXPECT_NEAR(u.expected_times, mean, 4 * se);
    EXPECT_NEAR(*u.probability, once, 4 * std::sqrt(once * (1 - once) / kGames));
  }
}

// ---- the faces, the budget and the trap --------------------------------------------------------------------------

TEST(JumpUseFaces, TheOptionsRowTheTextAndTheJson) {
  const auto& table = snl::analysis_options();
  EXPECT_NE(snl::find_option(table, "jump_use"), nullptr);
  GameRules rules;
  rules.start = 0;
  const snl::Analysis a = snl::analyze(milton_bradley(), asking(rules));
  const std::string text = snl::analysis_text(milton_bradley(), a, 1);
  EXPECT_NE(text.find("jump use"), std::string::npos);
  EXPECT_NE(text.find("1 -> 38 ladder        0.166667     0.166667"), std::string::npos) << text;
  const std::string json = snl::analysis_json(milton_bradley(), a, 1);
  EXPECT_NE(json.find("\"jump_use\":[{"), std::string::npos) << json;
  EXPECT_NE(json.find("\"jump_use_left_out\":null"), std::string::npos);
}

TEST(JumpUseLimits, RefusedPastTheWorkBudgetAndLeftOutWithATrap) {
  snl::AnalysisOptions options = asking(GameRules{});
  snl::Analysis plain = snl::analyze(milton_bradley(), snl::AnalysisOptions{});
  options.max_work = plain.work + 1000;  // the analysis fits, the jumps' solves do not
  try {
    (void)snl::analyze(milton_bradley(), options);
    ADD_FAILURE() << "expected a LimitError";
  } catch (const snl::LimitError& error) {
    EXPECT_NE(std::string(error.what()).find("max_work"), std::string::npos) << error.what();
  }
  // Snakes on 16..21 all lead back to 15: a token reaching 15 is held there forever; the ladder 4 -> 25 escapes.
  const Board trap = Board::track(30, {{4, 25}, {16, 15}, {17, 15}, {18, 15}, {19, 15}, {20, 15}, {21, 15}});
  const snl::Analysis a = snl::analyze(trap, asking(GameRules{}));
  EXPECT_GT(a.finish_probability, 0);
  EXPECT_LT(a.finish_probability, 1);
  EXPECT_TRUE(a.jump_use.empty());
  EXPECT_NE(a.jump_use_left_out.find("trap"), std::string::npos);
}

}  // namespace
