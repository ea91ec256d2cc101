// tests/unit/add_jumps_test.cpp — which single jump to add (snl/analyze.hpp: AnalysisOptions::add_effects,
// Analysis::jumps_to_add): against an independent model (support/jump_model.hpp: every candidate put on the board, a
// token walked square by square under the rules — the die's weights, the overshoot, the start, chained and costly jumps, a
// face that rolls again — and the expected rolls and turns of the board with it by Gaussian elimination over the
// states it reaches: no Woodbury, none of snl's walk), on random tracks under random rules and bounds; by hand (a
// track of 4 squares and a two-faced die, every candidate worked out on paper); a Monte Carlo of the best ladder on
// the classic board within 4 standard errors; the faces and the refusals (an again limit, a trap, the budget).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "jump_model.hpp"
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

using jump_model::Model;
using jump_model::Spot;
using jump_model::model_of;

/// Every candidate the convention allows, weighed by the model: (head, destination) → figures or nullopt.
struct Weighed {
  std::map<std::pair<int, int>, std::optional<std::pair<double, double>>> each;
  std::uint64_t candidates = 0;
  std::uint64_t endless = 0;
};

Weighed weigh_all(const Model& board, std::uint64_t low, std::uint64_t high) {
  Weighed out;
  for (int h = 2; h < board.last; ++h) {
    if (board.jump.count(h) != 0) continue;  // a jump's head already (a self-jump too)
    for (int d = 1; d < board.last; ++d) {
      const auto length = static_cast<std::uint64_t>(std::abs(d - h));
      if (d == h || length < low || (high != 0 && length > high)) continue;
      if (board.chain && board.moves(d)) continue;  // chained, the token would go on: not a candidate
      Model with = board;
      with.jump[h] = d;
      ++out.candidates;
      const auto figures = with.expected();
      if (!figures) ++out.endless;
      out.each[{h, d}] = figures;
    }
  }
  return out;
}

snl::AnalysisOptions asking(const GameRules& rules, std::size_t k) {
  snl::AnalysisOptions options;
  options.rules = rules;
  options.add_effects = k;
  return options;
}

/// Random rules: the die (fair 4 or 6, or weighted), overshoot, start; then the jumps' rules (chain, costs: none,
/// some, all) or a face that rolls again (no limit).
GameRules random_rules(std::mt19937_64& rng, const Board& board) {
  GameRules rules = analyze_test::random_die_start_overshoot(rng);
  if (rng() % 3 != 0) {
    rules.chain = rng() % 2 == 0;
    switch (rng() % 3) {
      case 0:
        rules.jump_costs.all = true;
        break;
      case 1:
        for (const snl::Jump& j : board.jumps()) {
          if (j.from != j.to && rng() % 2 == 0) rules.jump_costs.heads.push_back(j.from);
        }
        break;
      default:
        break;
    }
  } else {
    rules.again = rules.die.largest();
  }
  return rules;
}

/// Checks one list of snl's against the model: each entry's figures, that it is its head's best, its ties, and that
/// the list holds the best heads in order.
void check_list(const std::vector<snl::AddedJump>& listed, const Weighed& model, double rolls, double turns,
                std::size_t k, bool shorten, bool by_turn) {
  const double noise = 1e-7 * std::max(1.0, rolls);
  std::map<int, double> best;  // by head: the model's best change this way
  for (const auto& [jump, figures] : model.each) {
    if (!figures) continue;
    const double change = figures->first - rolls;
    if (shorten ? change >= -noise : change <= noise) continue;
    auto [it, fresh] = best.emplace(jump.first, change);
    if (!fresh) it->second = shorten ? std::min(it->second, change) : std::max(it->second, change);
  }
  std::vector<double> bests;
  for (const auto& [head, change] : best) bests.push_back(change);
  std::sort(bests.begin(), bests.end(), [&](double a, double b) { return shorten ? a < b : a > b; });
  ASSERT_EQ(listed.size(), std::min(k, bests.size()));
  for (std::size_t i = 0; i < listed.size(); ++i) {
    const snl::AddedJump& j = listed[i];
    SCOPED_TRACE(std::to_string(j.jump.from) + " -> " + std::to_string(j.jump.to));
    const auto& want = model.each.at({static_cast<int>(j.jump.from), static_cast<int>(j.jump.to)});
    ASSERT_TRUE(want);
    EXPECT_NEAR(j.expected_rolls, want->first, 1e-8 * want->first);
    EXPECT_NEAR(j.effect, want->first - rolls, 1e-8 * want->first);
    if (by_turn) {
      ASSERT_TRUE(j.expected_turns);
      EXPECT_NEAR(*j.expected_turns, want->second, 1e-8 * want->second);
    } else {
      EXPECT_FALSE(j.expected_turns);
    }
    EXPECT_NEAR(j.effect, best.at(static_cast<int>(j.jump.from)), noise);
    EXPECT_NEAR(j.effect, bests[i], noise);  // the i-th best head
    std::uint64_t ties = 0;
    for (const auto& [jump, figures] : model.each) {
      if (jump.first == static_cast<int>(j.jump.from) && jump.second != static_cast<int>(j.jump.to) && figures &&
          std::abs(figures->first - want->first) <= noise) {
        ++ties;
      }
    }
    EXPECT_EQ(j.as_good, ties);
  }
  (void)turns;
}

// ---- against the model ------------------------------------------------------------------------------------------

TEST(AddJumpsAgainstTheModel, RandomTracksUnderRandomRulesAndBounds) {
  const std::uint64_t seed = 4242;
  std::mt19937_64 rng(seed);
  int compared = 0;
  int with_endless = 0;
  for (int trial = 0; trial < 50; ++trial) {
    const int squares = std::uniform_int_distribution<int>(10, 22)(rng);
    const Board board = analyze_test::random_track(rng, squares, std::uniform_int_distribution<int>(1, 5)(rng));
    const GameRules rules = random_rules(rng, board);
    const std::size_t k = 1 + rng() % 6;
    snl::AnalysisOptions options = asking(rules, k);
    if (rng() % 3 == 0) {
      options.add_min_length = 1 + rng() % 4;
      options.add_max_length = rng() % 2 == 0 ? 0 : options.add_min_length + rng() % 6;
    }
    std::string jumps;
    for (const snl::Jump& j : board.jumps()) jumps += " " + std::to_string(j.from) + "->" + std::to_string(j.to);
    SCOPED_TRACE("seed " + std::to_string(seed) + ", trial " + std::to_string(trial) + ": " + snl::describe(rules) +
                 ", squares " + std::to_string(board.squares()) + ", jumps" + jumps + ", lengths " +
                 std::to_string(options.add_min_length) + ".." + std::to_string(options.add_max_length));
    snl::Analysis a;
    try {
      a = snl::analyze(board, options);
    } catch (const snl::BoardError&) {  // a cycle of chained jumps: JumpRules.ACycleOfJumpsIsRefusedNamingItsSquares
      continue;
    }
    if (!a.expected_rolls) {
      EXPECT_FALSE(a.jumps_to_add);
      EXPECT_FALSE(a.jumps_to_add_left_out.empty());
      continue;
    }
    ASSERT_TRUE(a.jumps_to_add) << a.jumps_to_add_left_out;
    const Model model = model_of(board, rules);
    const Weighed want = weigh_all(model, options.add_min_length, options.add_max_length);
    const auto now = model.expected();
    ASSERT_TRUE(now);
    ASSERT_NEAR(*a.expected_rolls, now->first, 1e-8 * now->first);
    EXPECT_EQ(a.jumps_to_add->candidates, want.candidates);
    EXPECT_EQ(a.jumps_to_add->endless, want.endless);
    const bool by_turn = rules.again.has_value();
    check_list(a.jumps_to_add->shorten, want, *a.expected_rolls, now->second, k, true, by_turn);
    check_list(a.jumps_to_add->lengthen, want, *a.expected_rolls, now->second, k, false, by_turn);
    ++compared;
    if (want.endless > 0) ++with_endless;
  }
  EXPECT_GT(compared, 35);
  EXPECT_GT(with_endless, 0);  // some candidates make traps: their refusal was checked too
}

// ---- by hand ----------------------------------------------------------------------------------------------------

TEST(AddJumpsByHand, AFourSquareTrackWithATwoFacedDie) {
  // Squares 1..4, faces 1 and 2, start 1, the stay rule. From 3 only a 1 finishes (E3 = 2); E2 = 1 + E3/2 = 2;
  // E1 = 1 + (E2 + E3)/2 = 3. The candidates: 2 -> 1, 2 -> 3, 3 -> 1, 3 -> 2.
  //   2 -> 1: E1 = 1 + (E1 + E3)/2, so E1 = 4 (+1).   3 -> 1: E2 = 1 + E1/2 and E1 = 1 + (E2 + E1)/2, so E1 = 6 (+3).
  //   2 -> 3: E1 = 1 + (E3 + E3)/2 = 3 (no change).   3 -> 2: E2 = 1 + E2/2 = 2, E1 = 1 + (E2 + E2)/2 = 3 (none).
  GameRules rules;
  rules.die = snl::Die::fair(2);
  const snl::Analysis a = snl::analyze(Board::track(4, {}), asking(rules, 5));
  ASSERT_TRUE(a.jumps_to_add);
  EXPECT_EQ(a.jumps_to_add->candidates, 4u);
  EXPECT_EQ(a.jumps_to_add->endless, 0u);
  EXPECT_TRUE(a.jumps_to_add->shorten.empty());
  ASSERT_EQ(a.jumps_to_add->lengthen.size(), 2u);
  EXPECT_EQ(a.jumps_to_add->lengthen[0].jump, (snl::Jump{3, 1}));
  EXPECT_NEAR(a.jumps_to_add->lengthen[0].expected_rolls, 6, 1e-12);
  EXPECT_NEAR(a.jumps_to_add->lengthen[0].effect, 3, 1e-12);
  EXPECT_EQ(a.jumps_to_add->lengthen[1].jump, (snl::Jump{2, 1}));
  EXPECT_NEAR(a.jumps_to_add->lengthen[1].effect, 1, 1e-12);
  // Every jump costing a roll (the added one too): each taking adds a roll. 3 -> 1: E1 = 1 + E2/2 + (1 + E1)/2 and
  // E2 = 1 + (1 + E1)/2, so E1 = 9 (+6). 2 -> 1: E1 = 1 + (1 + E1)/2 + E3/2, so E1 = 5 (+2).
  rules.jump_costs.all = true;
  const snl::Analysis costly = snl::analyze(Board::track(4, {}), asking(rules, 5));
  ASSERT_TRUE(costly.jumps_to_add);
  ASSERT_EQ(costly.jumps_to_add->lengthen.size(), 2u);
  EXPECT_EQ(costly.jumps_to_add->lengthen[0].jump, (snl::Jump{3, 1}));
  EXPECT_NEAR(costly.jumps_to_add->lengthen[0].effect, 6, 1e-12);
  EXPECT_EQ(costly.jumps_to_add->lengthen[1].jump, (snl::Jump{2, 1}));
  EXPECT_NEAR(costly.jumps_to_add->lengthen[1].effect, 2, 1e-12);
}

TEST(AddJumpsByHand, OnlyLengthsWithinTheBoundsAndNoHeadsAreCandidates) {
  // Track of 10 with the ladder 3 -> 7: heads 2..9 but 3 (7 of them), destinations 1..9.
  const Board board = Board::track(10, {{3, 7}});
  snl::AnalysisOptions options = asking(GameRules{}, 3);
  const snl::Analysis all = snl::analyze(board, options);
  ASSERT_TRUE(all.jumps_to_add);
  EXPECT_EQ(all.jumps_to_add->candidates, 7u * 8u);
  options.add_min_length = 2;
  options.add_max_length = 3;
  const snl::Analysis some = snl::analyze(board, options);
  ASSERT_TRUE(some.jumps_to_add);
  // Heads 2, 4..9; lengths 2 and 3 each way within 1..9: 2:{4,5} 4:{1,2,6,7} 5:{2,3,7,8} 6:{3,4,8,9} 7:{4,5,9}
  // 8:{5,6} 9:{6,7}.
  EXPECT_EQ(some.jumps_to_add->candidates, 2u + 4 + 4 + 4 + 3 + 2 + 2);
  for (const auto* list : {&some.jumps_to_add->shorten, &some.jumps_to_add->lengthen}) {
    for (const snl::AddedJump& j : *list) {
      const auto length = j.jump.from > j.jump.to ? j.jump.from - j.jump.to : j.jump.to - j.jump.from;
      EXPECT_GE(length, 2u);
      EXPECT_LE(length, 3u);
      EXPECT_NE(j.jump.from, 3u);
    }
  }
  // Chained, a destination on a head would go on: 7's... the ladder's head 3 is no destination either.
  options = asking(GameRules{}, 100);
  options.rules.chain = true;
  const snl::Analysis chained = snl::analyze(board, options);
  ASSERT_TRUE(chained.jumps_to_add);
  EXPECT_EQ(chained.jumps_to_add->candidates, 7u * 7u);
  for (const auto* list : {&chained.jumps_to_add->shorten, &chained.jumps_to_add->lengthen}) {
    for (const snl::AddedJump& j : *list) EXPECT_NE(j.jump.to, 3u);
  }
}

// ---- a Monte Carlo ----------------------------------------------------------------------------------------------

TEST(AddJumpsMonteCarlo, TheBestLadderOnTheClassicBoardWithinFourStandardErrors) {
  GameRules rules;
  rules.start = 0;
  const Board board = milton_bradley();
  const snl::Analysis a = snl::analyze(board, asking(rules, 1));
  ASSERT_TRUE(a.jumps_to_add);
  ASSERT_EQ(a.jumps_to_add->shorten.size(), 1u);
  const snl::AddedJump best = a.jumps_to_add->shorten[0];
  Model with = model_of(board, rules);
  with.jump[static_cast<int>(best.jump.from)] = static_cast<int>(best.jump.to);
  std::mt19937_64 rng(20261204);
  std::discrete_distribution<int> face({1, 1, 1, 1, 1, 1});
  constexpr int kGames = 40000;
  double sum = 0;
  double squares = 0;
  for (int g = 0; g < kGames; ++g) {
    std::optional<Spot> at = Spot{0, false};
    int rolls = 0;
    while (at) {
      at = with.roll(*at, face(rng) + 1);
      ++rolls;
    }
    sum += rolls;
    squares += static_cast<double>(rolls) * rolls;
  }
  const double mean = sum / kGames;
  const double error = std::sqrt((squares / kGames - mean * mean) / kGames);
  EXPECT_NEAR(mean, best.expected_rolls, 4 * error) << best.jump.from << " -> " << best.jump.to;
}

// ---- the refusals and the faces ---------------------------------------------------------------------------------

TEST(AddJumpsRefusals, AnAgainLimitATrapAndTheBudget) {
  GameRules rules;
  rules.again = 6;
  rules.again_limit = 3;
  const snl::Analysis limited = snl::analyze(milton_bradley(), asking(rules, 3));
  EXPECT_FALSE(limited.jumps_to_add);
  EXPECT_NE(limited.jumps_to_add_left_out.find("again limit"), std::string::npos);
  // 2d6 under the exact-landing rule cannot finish from square 99 of 100: a trap.
  GameRules dice;
  dice.die = snl::Die::dice(2, 6);
  const snl::Analysis trapped = snl::analyze(Board::square(10, {}), asking(dice, 3));
  ASSERT_FALSE(trapped.expected_rolls);
  EXPECT_FALSE(trapped.jumps_to_add);
  EXPECT_NE(trapped.jumps_to_add_left_out.find("trap"), std::string::npos);
  snl::AnalysisOptions tight = asking(GameRules{}, 3);
  // The analysis fits, the solves do not.
  tight.max_work = snl::analyze(milton_bradley(), snl::AnalysisOptions{}).work + 1000;
  EXPECT_THROW(snl::analyze(milton_bradley(), tight), snl::LimitError);
  snl::AnalysisOptions bad = asking(GameRules{}, snl::kMaxAddEffects + 1);
  EXPECT_THROW(snl::analyze(milton_bradley(), bad), snl::Error);
  bad = asking(GameRules{}, 3);
  bad.add_min_length = 5;
  bad.add_max_length = 4;
  EXPECT_THROW(snl::analyze(milton_bradley(), bad), snl::Error);
}

TEST(AddJumpsFaces, TheOptionRowsTheTextAndTheJson) {
  snl::AnalysisOptions options;
  const auto& table = snl::analysis_options();
  for (const char* name : {"add_effects", "add_min_length", "add_max_length"}) {
    ASSERT_NE(snl::find_option(table, name), nullptr) << name;
  }
  snl::find_option(table, "add_effects")->set(options, "2");
  snl::find_option(table, "add_max_length")->set(options, "30");
  EXPECT_EQ(options.add_effects, 2u);
  EXPECT_EQ(options.add_max_length, 30u);
  options.rules.start = 0;
  const Board board = milton_bradley();
  const snl::Analysis a = snl::analyze(board, options);
  const std::string text = snl::analysis_text(board, a, 1);
  EXPECT_NE(text.find("jumps to add"), std::string::npos) << text;
  EXPECT_NE(text.find("add to shorten"), std::string::npos) << text;
  const std::string json = snl::analysis_json(board, a, 1);
  EXPECT_NE(json.find("\"jumps_to_add\""), std::string::npos);
  EXPECT_NE(json.find("\"as_good\""), std::string::npos);
}

}  // namespace
