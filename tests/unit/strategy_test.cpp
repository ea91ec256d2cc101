// Tests of the best play under the player's choices (snl/strategy.hpp, through snl::analyze): against an independent
// model written here (its own moves, value iteration for the expected rolls, backward induction for P(within K)),
// the LeetCode answer as the best play when every face is yours to choose, the analysis itself when there is no
// choice, and a Monte Carlo of the play snl returns.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/error.hpp"
#include "snl/report.hpp"
#include "snl/solve.hpp"
#include "analysis_helpers.hpp"

namespace {

using snl::Adjust;
using snl::Refuse;

// ---- the independent model ------------------------------------------------------------------------------------

struct ModelDie {
  std::vector<std::pair<int, double>> faces;  // value, probability
  int rolls = 1;
};

struct ModelGame {
  int squares = 0;               // the last square
  std::map<int, int> jumps;      // head -> destination
  int start = 1;
  snl::Overshoot overshoot = snl::Overshoot::stay;
  std::vector<ModelDie> dice;    // dice[0] is the rules' die
  Adjust adjust = Adjust::none;
  int k = 1;
  Refuse refuse = Refuse::none;

  static constexpr int kDone = -1;

  bool refusable(int head, int to) const {
    if (to > head) return refuse == Refuse::ladders || refuse == Refuse::jumps;
    return to < head && (refuse == Refuse::snakes || refuse == Refuse::jumps);
  }
  /// Where a move of m squares from p can end: {taken} or {taken, refused}; kDone when finished. Walks a bounce square
  /// by square.
  std::vector<int> ends(int p, int m) const {
    if (m <= 0) return {p};
    int land = p + m;
    if (land > squares) {
      if (overshoot == snl::Overshoot::stay) return {p};
      if (overshoot == snl::Overshoot::finish) return {kDone};
      int at = p;
      int step = 1;
      for (int i = 0; i < m; ++i) {
        if (at == squares) step = -1;
        if (at == 1 && step == -1 && squares > 1) step = 1;
        at += squares == 1 ? 0 : step;
      }
      land = at;
    } else if (land == squares && overshoot == snl::Overshoot::finish) {
      return {kDone};
    }
    const auto jump = jumps.find(land);
    const auto done = [&](int x) { return x == squares ? kDone : x; };
    if (jump == jumps.end() || jump->second == land) return {done(land)};
    if (refusable(land, jump->second)) return {done(jump->second), done(land)};
    return {done(jump->second)};
  }
  /// The options of a roll r as lists of (move, weight): the player picks one list.
  std::vector<std::vector<std::pair<int, double>>> options(int r) const {
    std::vector<std::vector<std::pair<int, double>>> out;
    if (adjust == Adjust::none) return {{{r, 1.0}}};
    if (adjust == Adjust::flip) return {{{r, 1.0}}, {{r + k, 0.5}, {std::max(0, r - k), 0.5}}};
    for (int a = -k; a <= k; ++a) out.push_back({{std::max(0, r + a), 1.0}});
    return out;
  }
};

/// Value iteration for the least expected rolls (positions start..squares−1), from 0. It converges exactly when the
/// best play finishes surely from every position; where no play does, the values grow by at least a share of a roll
/// each sweep, so `converged` stays false.
std::vector<double> model_rolls(const ModelGame& g, bool& converged) {
  converged = false;
  const int first = g.start;
  std::vector<double> v(static_cast<std::size_t>(g.squares - first), 0.0);
  const auto at = [&](int x) { return x == ModelGame::kDone ? 0.0 : v[static_cast<std::size_t>(x - first)]; };
  const auto end_value = [&](int p, int m) {
    double best = 1e300;
    for (const int x : g.ends(p, m)) best = std::min(best, at(x));
    return best;
  };
  for (int sweep = 0; sweep < 2000; ++sweep) {
    double change = 0;
    for (int p = g.squares - 1; p >= first; --p) {
      double best = 1e300;
      for (const ModelDie& die : g.dice) {
        double q = die.rolls;
        for (const auto& [r, prob] : die.faces) {
          double face = 1e300;
          for (const auto& option : g.options(r)) {
            double sum = 0;
            for (const auto& [m, w] : option) sum += w * end_value(p, m);
            face = std::min(face, sum);
          }
          if (g.adjust == Adjust::coin) face = 0.5 * face + 0.5 * end_value(p, r);
          q += prob * face;
        }
        best = std::min(best, q);
      }
      double& cell = v[static_cast<std::size_t>(p - first)];
      change = std::max(change, std::abs(best - cell));
      cell = best;
    }
    if (change < 1e-12) {
      converged = true;
      break;
    }
  }
  return v;
}

/// Backward induction for the largest P(finish within K rolls).
std::vector<double> model_within(const ModelGame& g, int K) {
  const int first = g.start;
  const auto count = static_cast<std::size_t>(g.squares - first);
  std::vector<std::vector<double>> layers(static_cast<std::size_t>(K) + 1, std::vector<double>(count, 0.0));
  for (int k = 1; k <= K; ++k) {
    for (int p = first; p < g.squares; ++p) {
      double best = 0;
      for (const ModelDie& die : g.dice) {
        if (die.rolls > k) continue;
        const std::vector<double>& after = layers[static_cast<std::size_t>(k - die.rolls)];
        const auto at = [&](int x) { return x == ModelGame::kDone ? 1.0 : after[static_cast<std::size_t>(x - first)]; };
        const auto end_value = [&](int p2, int m) {
          double b = 0;
          for (const int x : g.ends(p2, m)) b = std::max(b, at(x));
          return b;
        };
        double q = 0;
        for (const auto& [r, prob] : die.faces) {
          double face = 0;
          for (const auto& option : g.options(r)) {
            double sum = 0;
            for (const auto& [m, w] : option) sum += w * end_value(p, m);
            face = std::max(face, sum);
          }
          if (g.adjust == Adjust::coin) face = 0.5 * face + 0.5 * end_value(p, r);
          q += prob * face;
        }
        best = std::max(best, q);
      }
      layers[static_cast<std::size_t>(k)][static_cast<std::size_t>(p - first)] = best;
    }
  }
  return layers[static_cast<std::size_t>(K)];
}

// ---- random games, as both sides see them ------------------------------------------------------------------------

struct Case {
  snl::Board board;
  snl::GameRules rules;
  ModelGame model;
};

ModelDie model_die(const snl::Die& die, int rolls) {
  ModelDie out;
  out.rolls = rolls;
  for (const snl::DieFace& f : die.faces()) {
    out.faces.emplace_back(f.value, static_cast<double>(f.weight) / static_cast<double>(die.total()));
  }
  return out;
}

Case random_case(std::mt19937_64& rng) {
  const auto pick = [&](int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng); };
  const int squares = pick(6, 30);
  std::vector<snl::Jump> jumps;
  std::map<int, int> heads;
  for (int tries = pick(0, squares / 3); tries > 0; --tries) {
    const int head = pick(2, squares);
    const int to = pick(1, squares);
    if (heads.count(head) != 0 || to == head) continue;
    heads[head] = to;
    jumps.push_back({static_cast<snl::Label>(head), static_cast<snl::Label>(to)});
  }
  Case c{snl::Board::track(static_cast<std::uint64_t>(squares), jumps), {}, {}};
  snl::GameRules& r = c.rules;
  r.start = pick(0, 1);
  r.overshoot = static_cast<snl::Overshoot>(pick(0, 2));
  // The rules' die shows 1, so that every game can finish without the choices.
  const char* dice[] = {"6", "4", "1:1,2:1,3:2", "1:3,5:1", "2d3", "3"};
  r.die = snl::Die::parse(pick(0, 1) == 0 ? "6" : "1:2,3:1,4:1");
  if (pick(0, 1) == 1) r.choices.dice.push_back({snl::Die::parse(dice[pick(0, 5)]), pick(1, 2)});
  r.choices.adjust = static_cast<Adjust>(pick(0, 3));
  r.choices.adjust_by = pick(1, 2);
  r.choices.refuse = static_cast<Refuse>(pick(0, 3));
  ModelGame& g = c.model;
  g.squares = squares;
  g.jumps = heads;
  g.start = r.start;
  g.overshoot = r.overshoot;
  g.dice.push_back(model_die(r.die, 1));
  for (const snl::DieChoice& d : r.choices.dice) g.dice.push_back(model_die(d.die, d.rolls));
  g.adjust = r.choices.adjust;
  g.k = r.choices.adjust_by;
  g.refuse = r.choices.refuse;
  return c;
}

std::string jumps_text(const snl::Board& board) {
  std::string out;
  for (const snl::Jump& j : board.jumps()) out += std::to_string(j.from) + "->" + std::to_string(j.to) + " ";
  return out;
}

snl::Analysis best_play(const snl::Board& board, const snl::GameRules& rules, snl::Optimal optimal = {}) {
  snl::AnalysisOptions options;
  options.rules = rules;
  options.optimal = optimal;
  return snl::analyze(board, options);
}

TEST(Strategy, ExpectedRollsAgreeWithValueIterationOnRandomGames) {
  std::mt19937_64 rng(909);
  int trapped = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const Case c = random_case(rng);
    SCOPED_TRACE(testing::Message() << "trial " << trial << ": " << snl::describe(c.rules) << ", " << c.model.squares
                                    << " squares, jumps " << jumps_text(c.board));
    snl::Analysis a;
    ASSERT_NO_THROW(a = best_play(c.board, c.rules));
    ASSERT_TRUE(a.strategy);
    bool converged = false;
    const std::vector<double> oracle = model_rolls(c.model, converged);
    if (!a.strategy->value) {
      // Every play can be trapped: the oracle's values keep growing.
      EXPECT_FALSE(converged) << a.strategy->left_out;
      ++trapped;
      continue;
    }
    ASSERT_TRUE(converged);
    EXPECT_NEAR(*a.strategy->value, oracle[0], 1e-8 * (1 + oracle[0]));
    for (const snl::SquarePlay& sq : a.strategy->squares) {
      const double want = oracle[sq.square - static_cast<snl::Label>(c.rules.start)];
      EXPECT_NEAR(sq.value, want, 1e-8 * (1 + want)) << "square " << sq.square;
      EXPECT_GE(sq.plain_value, sq.value - 1e-9 * (1 + want)) << "square " << sq.square;
    }
    // The play without the choices is the analysis' own game (infinite when it can be trapped).
    if (!a.expected_rolls) {
      EXPECT_FALSE(a.strategy->fixed.at(0).value);
      continue;
    }
    EXPECT_NEAR(*a.strategy->fixed.at(0).value, *a.expected_rolls, 1e-9 * *a.expected_rolls);
    for (const snl::FixedPlay& f : a.strategy->fixed) {
      if (f.value) {
        EXPECT_GE(*f.value, *a.strategy->value - 1e-9 * *f.value) << f.name;
      }
    }
  }
  EXPECT_LT(trapped, 10);  // most random games can finish
}

TEST(Strategy, WithinKAgreesWithBackwardInductionOnRandomGames) {
  std::mt19937_64 rng(2603);
  for (int trial = 0; trial < 60; ++trial) {
    const Case c = random_case(rng);
    const int K = std::uniform_int_distribution<int>(1, 12)(rng);
    SCOPED_TRACE(testing::Message() << "trial " << trial << ", K " << K << ": " << snl::describe(c.rules));
    const snl::Analysis a = best_play(c.board, c.rules, {snl::Optimal::Goal::within, static_cast<std::uint64_t>(K)});
    ASSERT_TRUE(a.strategy && a.strategy->value);
    const std::vector<double> oracle = model_within(c.model, K);
    EXPECT_NEAR(*a.strategy->value, oracle[0], 1e-12);
    for (const snl::SquarePlay& sq : a.strategy->squares) {
      EXPECT_NEAR(sq.value, oracle[sq.square - static_cast<snl::Label>(c.rules.start)], 1e-12) << "square " << sq.square;
    }
    // Without the choices: the analysis' P(T ≤ K).
    EXPECT_NEAR(*a.strategy->fixed.at(0).value, a.within(static_cast<std::uint64_t>(K)), 1e-12);
  }
}

TEST(Strategy, AnyFaceOfYourChoiceIsTheLeetCodeAnswer) {
  // Six one-faced dice: the player chooses every roll, as LeetCode 909's solver does; the best expected rolls are
  // then the least rolls (start 1, a roll past the last square not played).
  std::mt19937_64 rng(36);
  int reachable = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const auto n = std::uniform_int_distribution<std::uint64_t>(2, 8)(rng);
    std::vector<snl::Jump> jumps;
    std::vector<bool> head(n * n + 1, false);
    for (int t = 0; t < static_cast<int>(n * n / 3); ++t) {
      const auto from = std::uniform_int_distribution<snl::Label>(2, n * n - 1)(rng);
      const auto to = std::uniform_int_distribution<snl::Label>(1, n * n)(rng);
      if (head[from] || from == to) continue;
      head[from] = true;
      jumps.push_back({from, to});
    }
    const snl::Board board = snl::Board::square(n, jumps);
    const snl::Solution least = snl::solve(board);
    snl::GameRules rules;
    rules.die = snl::Die::parse("1:1");
    rules.choices.dice = snl::parse_die_choices("2:1;3:1;4:1;5:1;6:1");
    const snl::Analysis a = best_play(board, rules);
    SCOPED_TRACE(testing::Message() << "trial " << trial << ", n " << n);
    if (!least.reachable()) {
      EXPECT_FALSE(a.strategy->value);
      EXPECT_NE(a.strategy->left_out.find("every play can be trapped"), std::string::npos);
      continue;
    }
    ++reachable;
    ASSERT_TRUE(a.strategy->value) << a.strategy->left_out;
    EXPECT_NEAR(*a.strategy->value, static_cast<double>(least.rolls), 1e-9);
  }
  EXPECT_GT(reachable, 20);
}

TEST(Strategy, NoChoiceIsTheAnalysis) {
  const snl::Board& board = analyze_test::milton_bradley();
  snl::GameRules rules;
  rules.start = 0;
  const snl::Analysis a = best_play(board, rules);
  ASSERT_TRUE(a.strategy && a.strategy->value && a.expected_rolls);
  // 39.2251223082: Althoen, King & Schilling (1993), the Milton Bradley board from off the board.
  EXPECT_NEAR(*a.strategy->value, 39.2251223082, 1e-9);
  EXPECT_NEAR(*a.strategy->value, *a.expected_rolls, 1e-10);
  EXPECT_FALSE(a.strategy->squares.empty());
  for (const snl::SquarePlay& sq : a.strategy->squares) EXPECT_NEAR(sq.value, sq.plain_value, 1e-9);
}

TEST(Strategy, ExactValueUnderExact) {
  snl::AnalysisOptions options;
  options.rules.choices.refuse = Refuse::snakes;
  options.optimal = snl::Optimal{};
  options.exact = true;
  // Refusing the snake is best (on a 6-square track it would tie: every square from 1 needs 6 rolls on average under
  // exact landing); the game is then the plain track's.
  const snl::Board board = snl::Board::track(20, {{18, 2}});
  const snl::Analysis a = snl::analyze(board, options);
  ASSERT_TRUE(a.strategy && a.strategy->value);
  const snl::Analysis plain = snl::analyze(snl::Board::track(20, {}), {});
  EXPECT_NEAR(*a.strategy->value, *plain.expected_rolls, 1e-12);
  snl::AnalysisOptions exact;
  exact.exact = true;
  EXPECT_EQ(a.strategy->exact_value, snl::analyze(snl::Board::track(20, {}), exact).exact->expected_rolls);
  const auto head = std::find_if(a.strategy->squares.begin(), a.strategy->squares.end(),
                                 [](const snl::SquarePlay& sq) { return sq.square == 18; });
  ASSERT_NE(head, a.strategy->squares.end());
  EXPECT_EQ(head->take, std::optional<bool>(false));
}

TEST(Strategy, TiesGoToThePlainChoices) {
  // A d6 and its twin d6 to choose from: the twin is never chosen, since every tie goes to the rules' die.
  snl::GameRules rules;
  rules.choices.dice = snl::parse_die_choices("6");
  rules.choices.adjust = Adjust::free;
  const snl::Analysis a = best_play(snl::Board::track(3, {}), rules);
  ASSERT_TRUE(a.strategy && a.strategy->value);
  for (const snl::SquarePlay& sq : a.strategy->squares) EXPECT_EQ(sq.die, 0U) << sq.square;
}

TEST(Strategy, MonteCarloOfTheReturnedPlayIsWithinFourStandardErrors) {
  // The classic board with the flip coin (Ciarcia & Insko's rule), from off the board: simulate the play snl returns.
  snl::GameRules rules;
  rules.start = 0;
  rules.choices.adjust = Adjust::flip;
  rules.choices.refuse = Refuse::snakes;
  rules.choices.dice = snl::parse_die_choices("4");
  const snl::Board& board = analyze_test::milton_bradley();
  const snl::Analysis a = best_play(board, rules);
  ASSERT_TRUE(a.strategy && a.strategy->value);
  std::map<snl::Label, const snl::SquarePlay*> play;
  for (const snl::SquarePlay& sq : a.strategy->squares) play[sq.square] = &sq;
  ModelGame g;
  g.squares = 100;
  for (const snl::Jump& j : board.jumps()) g.jumps[static_cast<int>(j.from)] = static_cast<int>(j.to);
  g.start = 0;
  g.refuse = Refuse::snakes;
  std::mt19937_64 rng(4);
  const int games = 20000;
  double sum = 0;
  double sum2 = 0;
  for (int game = 0; game < games; ++game) {
    int p = 0;
    int rolls = 0;
    while (p != ModelGame::kDone && rolls < 100000) {
      const snl::SquarePlay& sq = *play.at(static_cast<snl::Label>(p));
      const int faces = sq.die == 0 ? 6 : 4;
      const int j = std::uniform_int_distribution<int>(0, faces - 1)(rng);
      int m = j + 1;
      if (sq.moves.at(static_cast<std::size_t>(j)) == 1) m += std::uniform_int_distribution<int>(0, 1)(rng) == 0 ? 1 : -1;
      ++rolls;
      const std::vector<int> ends = g.ends(p, std::max(0, m));
      int next = ends[0];
      if (ends.size() == 2) {
        // Refused when the play says so on the head (the head is ends[1], or the last square).
        const snl::Label head = ends[1] == ModelGame::kDone ? 100 : static_cast<snl::Label>(ends[1]);
        const auto at = play.find(head);
        if (at != play.end() && at->second->take == std::optional<bool>(false)) next = ends[1];
      }
      p = next;
    }
    sum += rolls;
    sum2 += static_cast<double>(rolls) * rolls;
  }
  const double mean = sum / games;
  const double se = std::sqrt((sum2 / games - mean * mean) / games);
  EXPECT_NEAR(mean, *a.strategy->value, 4 * se) << "standard error " << se;
}

TEST(Strategy, RefusesWhatItCannotPlay) {
  snl::AnalysisOptions options;
  options.rules.again = 6;
  options.optimal = snl::Optimal{};
  EXPECT_THROW(snl::analyze(snl::Board::track(10, {}), options), snl::Error);
  snl::GameRules chained;
  chained.chain = true;
  chained.choices.refuse = Refuse::ladders;
  EXPECT_THROW(snl::validate(chained), snl::Error);
  EXPECT_THROW(snl::parse_optimal("within:0"), snl::OptionError);
  EXPECT_THROW(snl::parse_optimal("fast"), snl::OptionError);
  EXPECT_THROW(snl::parse_die_choices("4@0"), snl::OptionError);
  EXPECT_THROW(snl::parse_die_choices("4;5;6;7;8;9;10;11;12"), snl::OptionError);
  EXPECT_THROW(snl::require_no_choices(chained, "the design"), snl::OptionError);
  EXPECT_EQ(snl::die_choices_text(snl::parse_die_choices("4;2d6@2")), "4;2d6@2");
}

// Issue 51, finding 4: a snake on the last square that the best play refuses (refusing it finishes) was not among
// the choices made, since no turn begins there: "takes every jump" while every finish refuses it.
TEST(Strategy, TheLastSquaresJumpRefusedIsAChoiceMade) {
  snl::GameRules rules;
  rules.start = 0;
  rules.choices.refuse = Refuse::snakes;
  const snl::Board two = snl::Board::track(12, {{12, 1}, {7, 2}});
  const snl::Analysis a = best_play(two, rules);
  ASSERT_TRUE(a.strategy && a.strategy->value);
  ASSERT_TRUE(a.strategy->last_take);
  EXPECT_FALSE(*a.strategy->last_take);
  // The value is the independent model's, whose moves refuse or take each refusable jump, the last square's too.
  ModelGame g;
  g.squares = 12;
  g.jumps = {{12, 1}, {7, 2}};
  g.start = 0;
  g.dice.push_back(model_die(rules.die, 1));
  g.refuse = Refuse::snakes;
  bool converged = false;
  EXPECT_NEAR(*a.strategy->value, model_rolls(g, converged)[0], 1e-9);
  EXPECT_TRUE(converged);
  std::string text = snl::analysis_text(two, a, 1);
  EXPECT_NE(text.find("choices made          refuses the jump at 7, and the jump on the last square (refusing it "
                      "finishes)"), std::string::npos) << text;
  rules.die = snl::Die::parse("3");
  const snl::Board one = snl::Board::track(6, {{6, 2}});
  const snl::Analysis d3 = best_play(one, rules);
  ASSERT_TRUE(d3.strategy && d3.strategy->last_take);
  EXPECT_FALSE(*d3.strategy->last_take);
  text = snl::analysis_text(one, d3, 1);
  EXPECT_EQ(text.find("takes every jump"), std::string::npos) << text;
  EXPECT_NE(text.find("refuses the jump on the last square (refusing it finishes)"), std::string::npos) << text;
  // Within K: refused too (finishing now is the surest finish).
  const snl::Analysis within = best_play(one, rules, {snl::Optimal::Goal::within, 4});
  ASSERT_TRUE(within.strategy && within.strategy->last_take);
  EXPECT_FALSE(*within.strategy->last_take);
  // No choice there: a ladder-only refusal, or the finish rule, which wins on reaching the last square first.
  rules.choices.refuse = Refuse::ladders;
  rules.overshoot = snl::Overshoot::bounce;
  EXPECT_FALSE(best_play(one, rules).strategy->last_take);
  rules.choices.refuse = Refuse::snakes;
  rules.overshoot = snl::Overshoot::finish;
  EXPECT_FALSE(best_play(one, rules).strategy->last_take);
}

TEST(Strategy, TrappedEverywhereIsSaid) {
  // Exact landing (stay) with a die of 2 only: square 5 of 6 can never finish; from 1 every play may reach it.
  snl::GameRules rules;
  rules.die = snl::Die::parse("2:1");
  rules.choices.refuse = Refuse::ladders;
  const snl::Analysis a = best_play(snl::Board::track(6, {}), rules);
  ASSERT_TRUE(a.strategy);
  EXPECT_FALSE(a.strategy->value);
  EXPECT_NE(a.strategy->left_out.find("no play finishes surely"), std::string::npos);
  const snl::Analysis within = best_play(snl::Board::track(6, {}), rules, {snl::Optimal::Goal::within, 10});
  EXPECT_NEAR(*within.strategy->value, 0.0, 1e-15);  // 1 → 3 → 5 and stuck: 6 is never reached
}

}  // namespace
