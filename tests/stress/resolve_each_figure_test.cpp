// tests/stress/resolve_each_figure_test.cpp — 0 silently wrong figures (issue 51, finding 1): every jump that
// AnalysisOptions::add_effects lists equals the board with that jump added, and every jump of jumps_effect equals the
// board without it, each re-solved from scratch by an independent model (the jumps to add by support/jump_model.hpp,
// long double, with chained and costly jumps too; the jumps' effects by support/game_reference.hpp, exact rationals,
// with the again limit too: each walks a move its own way, neither has a low-rank update), on small random tracks
// under every overshoot rule, several dice, both starts, and a face that rolls again. Every candidate of
// add_effects is listed by asking each length alone (add_min_length = add_max_length = L: a head then has at most one
// candidate each way) with room for every head; the heads the model says change the game must all be listed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "analysis_helpers.hpp"
#include "game_reference.hpp"
#include "jump_model.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/report.hpp"
#include "snl/rules.hpp"

namespace {

using snl::Board;
using snl::GameRules;
using snl::Overshoot;

/// The expected rolls and turns of `board` under `rules` by the exact model; nullopt when the game can last forever.
std::optional<std::pair<double, double>> model_figures(const Board& board, const GameRules& rules) {
  const game_reference::Exact e = game_reference::solve(analyze_test::to_game(board, rules));
  if (!e.finite || e.finish_probability != 1) return std::nullopt;
  return std::pair{static_cast<double>(e.expected_rolls), static_cast<double>(e.expected_turns)};
}

/// The same by the long double model, with `added` put on the board (or none).
std::optional<std::pair<double, double>> with_figures(const jump_model::Model& board, std::optional<snl::Jump> added) {
  jump_model::Model with = board;
  if (added) with.jump[static_cast<int>(added->from)] = static_cast<int>(added->to);
  return with.expected();
}

Board with_jump(const Board& board, snl::Jump added) {
  std::vector<snl::Jump> jumps(board.jumps().begin(), board.jumps().end());
  jumps.push_back(added);
  return Board::track(board.squares(), std::move(jumps));
}

Board without_jump(const Board& board, std::size_t k) {
  std::vector<snl::Jump> jumps(board.jumps().begin(), board.jumps().end());
  jumps.erase(jumps.begin() + static_cast<std::ptrdiff_t>(k));
  return Board::track(board.squares(), std::move(jumps));
}

std::vector<snl::Die> dice() {
  return {snl::Die::fair(2), snl::Die::fair(4), snl::Die::fair(6), snl::Die::weighted({{1, 3}, {2, 1}, {3, 2}, {5, 1}})};
}

std::string traced(const Board& board, const GameRules& rules) {
  std::string jumps;
  for (const snl::Jump& j : board.jumps()) jumps += " " + std::to_string(j.from) + "->" + std::to_string(j.to);
  return snl::describe(rules) + ", squares " + std::to_string(board.squares()) + ", jumps" + jumps;
}

void expect_close(double got, double want, const char* what) {
  EXPECT_NEAR(got, want, 1e-9 * std::max(1.0, std::abs(want))) << what;
}

/// Every candidate of length `length` on `board`, asked of snl and re-solved by the model; counts them in `listed`.
void check_length(const Board& board, const GameRules& rules, double rolls, std::uint64_t length, int& listed) {
  const jump_model::Model model = jump_model::model_of(board, rules);
  snl::AnalysisOptions options;
  options.rules = rules;
  options.add_effects = 100;
  options.add_min_length = length;
  options.add_max_length = length;
  const snl::Analysis a = snl::analyze(board, options);
  ASSERT_TRUE(a.jumps_to_add) << a.jumps_to_add_left_out;
  std::map<std::uint64_t, int> heads;  // the heads listed, each way (-1 shorten, +1 lengthen)
  for (const auto* list : {&a.jumps_to_add->shorten, &a.jumps_to_add->lengthen}) {
    for (const snl::AddedJump& j : *list) {
      SCOPED_TRACE("added " + std::to_string(j.jump.from) + " -> " + std::to_string(j.jump.to));
      const auto want = with_figures(model, j.jump);
      ASSERT_TRUE(want) << "listed, but the game with it can last forever";
      expect_close(j.expected_rolls, want->first, "expected rolls with the jump");
      expect_close(j.effect, want->first - rolls, "effect");
      if (rules.again) {
        ASSERT_TRUE(j.expected_turns);
        expect_close(*j.expected_turns, want->second, "expected turns with the jump");
      }
      heads[j.jump.from] += list == &a.jumps_to_add->shorten ? 1 : 2;
      ++listed;
    }
  }
  // Every head whose candidate changes the game clearly must be listed, the right way.
  std::vector<bool> is_head(board.squares() + 1, false);
  for (const snl::Jump& j : board.jumps()) is_head[j.from] = true;
  for (std::uint64_t h = 2; h < board.squares(); ++h) {
    if (is_head[h]) continue;
    for (const std::int64_t d : {static_cast<std::int64_t>(h + length), static_cast<std::int64_t>(h) -
                                                                            static_cast<std::int64_t>(length)}) {
      if (d < 1 || d >= static_cast<std::int64_t>(board.squares())) continue;
      if (rules.chain && model.moves(static_cast<int>(d))) continue;  // not a candidate: the token would go on
      const auto want = with_figures(model, snl::Jump{h, static_cast<snl::Label>(d)});
      if (!want || std::abs(want->first - rolls) < 1e-6) continue;
      const int way = want->first < rolls ? 1 : 2;
      EXPECT_TRUE((heads[h] & way) != 0) << "the head " << h << " (to " << d << ") is missing";
    }
  }
}

// ---- the named cases of the issue -------------------------------------------------------------------------------

TEST(AddJumpsStay, AHeadTheStayRuleKeepsATokenOnIsPricedAsTheMoverPlaysIt) {
  // Issue 51, finding 1: 9 -> 6 was listed at 6.979911; the board with it analyses to 6.765625. A token the ladder
  // brings to 9 and that rolls past 11 stays on 9 without taking the snake: the low-rank update took it.
  GameRules rules;
  rules.die = snl::Die::fair(4);
  const Board board = Board::track(11, {{2, 9}});
  snl::AnalysisOptions options;
  options.rules = rules;
  options.add_effects = 100;
  options.add_min_length = 3;
  options.add_max_length = 3;
  const snl::Analysis a = snl::analyze(board, options);
  ASSERT_TRUE(a.jumps_to_add);
  const auto& lengthen = a.jumps_to_add->lengthen;
  const auto nine = std::find_if(lengthen.begin(), lengthen.end(), [](const auto& j) { return j.jump.from == 9; });
  ASSERT_NE(nine, lengthen.end());
  EXPECT_NEAR(nine->expected_rolls, 6.765625, 1e-12);
  snl::AnalysisOptions plain;
  plain.rules = rules;
  EXPECT_NEAR(nine->expected_rolls, *snl::analyze(with_jump(board, {9, 6}), plain).expected_rolls, 1e-12);
}

TEST(AddJumpsStay, TheClassicBoardsLadderFrom91IsPricedAsTheBoardWithIt) {
  // Issue 51: 91 -> 98 (91 is the top of 71 -> 91, within a d10 of 100) was listed at 27.828206; the board with it
  // analyses to 27.8765941468.
  snl::AnalysisOptions options;
  options.rules.start = 0;
  options.rules.die = snl::Die::fair(10);
  options.add_effects = 100;
  options.add_min_length = 7;
  options.add_max_length = 7;
  const Board& board = analyze_test::milton_bradley();
  const snl::Analysis a = snl::analyze(board, options);
  ASSERT_TRUE(a.jumps_to_add);
  const auto& shorten = a.jumps_to_add->shorten;
  const auto at91 = std::find_if(shorten.begin(), shorten.end(), [](const auto& j) { return j.jump.from == 91; });
  ASSERT_NE(at91, shorten.end());
  EXPECT_EQ(at91->jump.to, 98u);
  std::vector<snl::Jump> jumps(board.jumps().begin(), board.jumps().end());
  jumps.push_back({91, 98});
  snl::AnalysisOptions plain;
  plain.rules = options.rules;
  const double want = *snl::analyze(Board::square(board.side(), std::move(jumps)), plain).expected_rolls;
  EXPECT_NEAR(want, 27.8765941468, 1e-9);
  EXPECT_NEAR(at91->expected_rolls, want, 1e-9);
}

// ---- every figure re-solved -------------------------------------------------------------------------------------

TEST(ReSolveEachFigure, EveryCandidateToAddEqualsTheBoardWithIt) {
  const std::uint64_t seed = 5151;
  std::mt19937_64 rng(seed);
  int listed = 0;
  int boards = 0;
  for (const Overshoot overshoot : {Overshoot::stay, Overshoot::bounce, Overshoot::finish}) {
    for (const snl::Die& die : dice()) {
      for (int trial = 0; trial < 4; ++trial) {  // plain, again (no limit), chained, every jump costing a roll
        const int squares = std::uniform_int_distribution<int>(7, 12)(rng);
        const Board board = analyze_test::random_track(rng, squares, std::uniform_int_distribution<int>(1, 3)(rng));
        GameRules rules;
        rules.overshoot = overshoot;
        rules.die = die;
        rules.start = static_cast<int>(rng() % 2);
        if (trial == 1) rules.again = die.largest();
        rules.chain = trial == 2;
        rules.jump_costs.all = trial == 3;
        SCOPED_TRACE("seed " + std::to_string(seed) + ": " + traced(board, rules));
        try {
          snl::AnalysisOptions plain;
          plain.rules = rules;
          snl::analyze(board, plain);
        } catch (const snl::BoardError&) {  // a cycle of chained jumps (the model would walk it forever)
          continue;
        }
        const auto now = with_figures(jump_model::model_of(board, rules), std::nullopt);
        if (!now) continue;
        ++boards;
        for (std::uint64_t length = 1; length + 2 < board.squares(); ++length) {
          SCOPED_TRACE("length " + std::to_string(length));
          check_length(board, rules, now->first, length, listed);
        }
      }
    }
  }
  EXPECT_GT(boards, 25);
  EXPECT_GT(listed, 500);
}

TEST(ReSolveEachFigure, EveryJumpsEffectEqualsTheBoardWithoutIt) {
  const std::uint64_t seed = 5152;
  std::mt19937_64 rng(seed);
  int compared = 0;
  for (const Overshoot overshoot : {Overshoot::stay, Overshoot::bounce, Overshoot::finish}) {
    for (const snl::Die& die : dice()) {
      for (int again_limit = -1; again_limit <= 3; ++again_limit) {  // -1: no again face; 0: no limit
        const int squares = std::uniform_int_distribution<int>(7, 11)(rng);
        const Board board = analyze_test::random_track(rng, squares, std::uniform_int_distribution<int>(1, 4)(rng));
        GameRules rules;
        rules.overshoot = overshoot;
        rules.die = die;
        rules.start = static_cast<int>(rng() % 2);
        if (again_limit >= 0) {
          rules.again = die.largest();
          rules.again_limit = again_limit;
        }
        SCOPED_TRACE("seed " + std::to_string(seed) + ": " + traced(board, rules));
        snl::AnalysisOptions options;
        options.rules = rules;
        options.jumps_effect = true;
        const snl::Analysis a = snl::analyze(board, options);
        for (const snl::JumpEffect& e : a.jumps) {
          SCOPED_TRACE("without " + std::to_string(e.jump.from) + " -> " + std::to_string(e.jump.to));
          const auto k = static_cast<std::size_t>(
              std::find(board.jumps().begin(), board.jumps().end(), e.jump) - board.jumps().begin());
          ASSERT_LT(k, board.jumps().size());
          const auto want = model_figures(without_jump(board, k), rules);
          ASSERT_EQ(e.expected_rolls.has_value(), want.has_value());
          if (!want) continue;
          expect_close(*e.expected_rolls, want->first, "expected rolls without the jump");
          if (rules.again) {
            ASSERT_TRUE(e.expected_turns);
            expect_close(*e.expected_turns, want->second, "expected turns without the jump");
          }
          ++compared;
        }
      }
    }
  }
  EXPECT_GT(compared, 100);
}

}  // namespace
