// tests/unit/jump_rules_test.cpp — chained jumps and jumps that cost a roll (snl/rules.hpp: GameRules::chain and
// jump_costs) through every part that moves a token: analyze() (expected rolls, spread, pmf, exact fractions, fastest
// game), game_min_rolls, play_roll and race_chances; against an independent model written here (a token walked square
// by square, its expectation by Gaussian elimination, its pmf by pushing, its least rolls by BFS) on random tracks
// under random rules, a Monte Carlo of seeded games within 4 standard errors, and the published figures: IBM Ponder
// This (February 2020), whose intended board chains 83 → 84 → 97, and Jake Vanderplas' 39.7 with the ladder 80 → 100
// counted as a move of its own. Also the refusals (a cycle of jumps, a costly head without a jump, again rules) and the
// notes (a jump ending on a head without chain, square 1's jump never taken from start 1).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/play.hpp"
#include "snl/race.hpp"
#include "snl/rules.hpp"

namespace {

using snl::Board;
using snl::GameRules;
using snl::Overshoot;

// ---- the independent model ------------------------------------------------------------------------------------

/// A token under the rules, moved square by square: where it stands, whether a costly jump is pending there, and
/// whether it has finished.
struct Where {
  int square = 0;
  bool pending = false;
  bool finished = false;
  friend bool operator<(const Where& a, const Where& b) {
    return a.square != b.square ? a.square < b.square : a.pending < b.pending;
  }
};

struct Model {
  int last = 0;
  std::map<int, int> jump;
  bool chain = false;
  bool all_cost = false;
  std::set<int> costly;
  Overshoot overshoot = Overshoot::stay;
  int start = 1;
  int faces = 6;

  bool moves(int x) const { return jump.count(x) != 0 && jump.at(x) != x; }
  bool costs(int x) const { return all_cost || costly.count(x) != 0; }

  /// Where a token that a jump has just put on `x` ends: with chain, the jumps from there on, stopping on a costly
  /// head (and on the last square under the finish rule).
  Where after_jump(int x) const {
    for (int hops = 0; chain && moves(x) && !(x == last && overshoot == Overshoot::finish); ++hops) {
      if (costs(x)) return {x, true, false};
      if (hops > last) throw std::runtime_error("cycle");
      x = jump.at(x);
    }
    return {x, false, x == last};
  }

  /// A roll that lands on `x`.
  Where landing(int x) const {
    if (!moves(x)) return {x, false, x == last};
    if (costs(x)) return {x, true, false};
    return after_jump(jump.at(x));
  }

  Where roll(const Where& w, int face) const {
    if (w.pending) return after_jump(jump.at(w.square));
    int target = w.square + face;
    if (target >= last && overshoot == Overshoot::finish) return {last, false, true};
    if (target > last) {
      if (overshoot == Overshoot::stay) return {w.square, false, false};
      target = 2 * last - target;  // one bounce: the tracks here are longer than the die
    }
    return landing(target);
  }

  /// Every state the start reaches, numbered.
  std::map<Where, int> states() const {
    std::map<Where, int> index{{Where{start, false, false}, 0}};
    std::vector<Where> queue{{start, false, false}};
    for (std::size_t head = 0; head < queue.size(); ++head) {
      for (int f = 1; f <= faces; ++f) {
        const Where to = roll(queue[head], f);
        if (!to.finished && index.emplace(to, static_cast<int>(index.size())).second) queue.push_back(to);
      }
    }
    return index;
  }

  /// Whether every state the start reaches can still finish (else the game may last forever).
  bool finite() const {
    const std::map<Where, int> index = states();
    std::vector<std::vector<int>> into(index.size());
    std::vector<int> queue;
    std::vector<bool> done(index.size(), false);
    for (const auto& [w, i] : index) {
      for (int f = 1; f <= faces; ++f) {
        const Where to = roll(w, f);
        if (to.finished) {
          if (!done[i]) queue.push_back(i);
          done[i] = true;
        } else {
          into[index.at(to)].push_back(i);
        }
      }
    }
    for (std::size_t h = 0; h < queue.size(); ++h) {
      for (const int r : into[queue[h]]) {
        if (!done[r]) queue.push_back(r);
        done[r] = true;
      }
    }
    return std::all_of(done.begin(), done.end(), [](bool d) { return d; });
  }

  /// The expected rolls from the start: (I − Q) t = 1 by Gaussian elimination with partial pivoting.
  double expected_rolls() const {
    const std::map<Where, int> index = states();
    const std::size_t n = index.size();
    std::vector<std::vector<double>> a(n, std::vector<double>(n + 1, 0.0));
    for (const auto& [w, i] : index) {
      a[i][i] += 1;
      a[i][n] = 1;
      for (int f = 1; f <= faces; ++f) {
        const Where to = roll(w, f);
        if (!to.finished) a[i][index.at(to)] -= 1.0 / faces;
      }
    }
    for (std::size_t c = 0; c < n; ++c) {
      std::size_t p = c;
      for (std::size_t r = c + 1; r < n; ++r) {
        if (std::abs(a[r][c]) > std::abs(a[p][c])) p = r;
      }
      std::swap(a[c], a[p]);
      for (std::size_t r = 0; r < n; ++r) {
        if (r == c || a[r][c] == 0) continue;
        const double k = a[r][c] / a[c][c];
        for (std::size_t j = c; j <= n; ++j) a[r][j] -= k * a[c][j];
      }
    }
    return a[0][n] / a[0][0];
  }

  /// P(the game ends on roll k), k = 0 .. rolls.
  std::vector<double> pmf(int rolls) const {
    std::map<Where, double> mass{{Where{start, false, false}, 1.0}};
    std::vector<double> out{0.0};
    for (int k = 1; k <= rolls; ++k) {
      std::map<Where, double> next;
      double done = 0;
      for (const auto& [w, m] : mass) {
        for (int f = 1; f <= faces; ++f) {
          const Where to = roll(w, f);
          if (to.finished) {
            done += m / faces;
          } else {
            next[to] += m / faces;
          }
        }
      }
      out.push_back(done);
      mass = std::move(next);
    }
    return out;
  }

  /// The least rolls that finish, by BFS; -1 when none does.
  int least_rolls() const {
    std::map<Where, int> distance{{Where{start, false, false}, 0}};
    std::vector<Where> queue{{start, false, false}};
    for (std::size_t head = 0; head < queue.size(); ++head) {
      for (int f = 1; f <= faces; ++f) {
        const Where to = roll(queue[head], f);
        if (to.finished) return distance[queue[head]] + 1;
        if (distance.emplace(to, distance[queue[head]] + 1).second) queue.push_back(to);
      }
    }
    return -1;
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
  m.faces = rules.die.largest();
  return m;
}

std::string error_of(const Board& board, const GameRules& rules) {
  try {
    snl::validate(board, rules);
  } catch (const snl::Error& error) {
    return error.what();
  }
  return "";
}

/// The 100 squares of IBM's Ponder This, February 2020: the intended answer, the ASCII codes of "ponderthis" as heads
/// and the digits of pi as tails. Its 83 → 84 ends on the head of 84 → 97.
Board ponder_this_2020() {
  return Board::square(10, {{80, 31}, {79, 41}, {78, 59}, {68, 26}, {69, 53},
                            {82, 58}, {84, 97}, {72, 93}, {73, 23}, {83, 84}});
}

snl::AnalysisOptions under(const GameRules& rules) {
  snl::AnalysisOptions options;
  options.rules = rules;
  return options;
}

GameRules from_off_the_board() {
  GameRules rules;
  rules.start = 0;
  return rules;
}

// ---- the rules themselves ---------------------------------------------------------------------------------------

TEST(JumpRules, DefaultsAreTheSolversJumps) {
  const GameRules rules;
  EXPECT_FALSE(rules.chain);
  EXPECT_FALSE(rules.jump_costs.any());
  EXPECT_TRUE(rules.plain_jumps());
}

TEST(JumpRules, JumpCostsParseAndPrint) {
  EXPECT_TRUE(snl::parse_jump_costs("all").all);
  EXPECT_FALSE(snl::parse_jump_costs("none").any());
  EXPECT_FALSE(snl::parse_jump_costs("").any());
  const snl::JumpCosts heads = snl::parse_jump_costs("80,28");
  EXPECT_EQ(heads.heads, (std::vector<snl::Label>{28, 80}));
  EXPECT_TRUE(heads.costs(80));
  EXPECT_FALSE(heads.costs(81));
  EXPECT_EQ(snl::jump_costs_text(heads), "28,80");
  EXPECT_THROW((void)snl::parse_jump_costs("80,x"), snl::OptionError);
  EXPECT_THROW((void)snl::parse_jump_costs("0"), snl::OptionError);
  EXPECT_THROW((void)snl::parse_jump_costs("5,5"), snl::OptionError);
}

TEST(JumpRules, RowsOfTheRulesTable) {
  GameRules rules;
  const auto* chain = snl::find_option(snl::rules_options(), "chain");
  const auto* costs = snl::find_option(snl::rules_options(), "jump_costs_a_roll");
  ASSERT_TRUE(chain && costs);
  chain->set(rules, "1");
  costs->set(rules, "80");
  EXPECT_TRUE(rules.chain);
  EXPECT_EQ(costs->get(rules), "80");
  EXPECT_EQ(snl::describe(rules), "overshoot stay, start 1, d6, chained jumps, the jump at 80 costs a roll");
}

TEST(JumpRules, ACycleOfJumpsIsRefusedNamingItsSquares) {
  GameRules rules;
  rules.chain = true;
  const Board board = Board::track(20, {{4, 9}, {9, 6}, {6, 4}, {12, 15}});
  const std::string error = error_of(board, rules);
  EXPECT_NE(error.find("4 -> 9 -> 6 -> 4"), std::string::npos) << error;
  EXPECT_THROW((void)snl::analyze(board, under(rules)), snl::BoardError);
  rules.chain = false;  // one jump per move: no cycle to follow
  EXPECT_EQ(error_of(board, rules), "");
}

TEST(JumpRules, ACostlyHeadMustHoldAJump) {
  GameRules rules;
  rules.jump_costs = snl::parse_jump_costs("5");
  EXPECT_NE(error_of(Board::track(20, {{4, 9}}), rules).find("square 5 is the head of no jump"), std::string::npos);
  EXPECT_NE(error_of(Board::track(20, {{5, 5}}), rules).find("self-jump"), std::string::npos);
  EXPECT_EQ(error_of(Board::track(20, {{5, 9}}), rules), "");
}

TEST(JumpRules, CostlyJumpsAreNotPlayedWithAgainRules) {
  GameRules rules;
  rules.jump_costs.all = true;
  rules.again = 6;
  EXPECT_THROW(snl::validate(rules), snl::Error);
}

TEST(JumpRules, NotesForAJumpEndingOnAHeadAndSquareOnesJump) {
  const std::vector<std::string> ponder = snl::rule_notes(ponder_this_2020(), from_off_the_board());
  ASSERT_EQ(ponder.size(), 1u);
  EXPECT_EQ(ponder[0], "the jump 83 -> 84 ends on the head of 84 -> 97, which is not taken (one jump per move; "
                       "--chain follows it)");
  GameRules chained = from_off_the_board();
  chained.chain = true;
  EXPECT_TRUE(snl::rule_notes(ponder_this_2020(), chained).empty());
  const std::vector<std::string> classic = snl::rule_notes(analyze_test::milton_bradley(), GameRules{});
  ASSERT_EQ(classic.size(), 1u);
  EXPECT_NE(classic[0].find("--start 0"), std::string::npos);
  EXPECT_TRUE(snl::rule_notes(analyze_test::milton_bradley(), from_off_the_board()).empty());
  const snl::Analysis a = snl::analyze(ponder_this_2020(), under(from_off_the_board()));
  EXPECT_EQ(a.notes, ponder);
}

// Issue 51, finding 7: one rule everywhere — a token takes a jump when it lands on its head, and standing on square 1
// at the start is not landing. So square 1's jump is taken by a later landing on 1 (a chained jump ending there, a
// bounce walking back to it), and the note says so instead of "never taken". The expected rolls are checked against a
// model written here: value iteration over the squares, the chain followed and the bounce walked square by square.
double landing_model(int squares, const std::map<int, int>& jumps, const std::vector<std::pair<int, double>>& die,
                     bool chain, bool bounce) {
  const auto end = [&](int p, int roll) {
    int at = p;
    if (p + roll > squares && !bounce) return p;
    for (int i = 0, step = 1; i < roll; ++i) {
      if (at == squares) step = -1;
      if (at == 1 && step == -1) step = 1;
      at += step;
    }
    for (int hops = 0; jumps.count(at) != 0 && hops <= squares; ++hops) {
      at = jumps.at(at);
      if (!chain) break;
    }
    return at;
  };
  std::vector<double> e(static_cast<std::size_t>(squares) + 1, 0.0);
  for (int sweep = 0; sweep < 20000; ++sweep) {
    for (int p = squares - 1; p >= 1; --p) {
      double v = 1;
      for (const auto& [roll, prob] : die) v += prob * e[static_cast<std::size_t>(end(p, roll))];
      e[static_cast<std::size_t>(p)] = v;
    }
  }
  return e[1];
}

TEST(JumpRules, SquareOnesJumpIsTakenByALaterLandingAndTheNoteSaysWhen) {
  GameRules chained;
  chained.chain = true;
  const Board eight = Board::track(8, {{1, 7}, {5, 1}});
  const std::vector<std::pair<int, double>> d6{{1, 1 / 6.0}, {2, 1 / 6.0}, {3, 1 / 6.0},
                                                {4, 1 / 6.0}, {5, 1 / 6.0}, {6, 1 / 6.0}};
  const snl::Analysis a = snl::analyze(eight, under(chained));
  ASSERT_TRUE(a.expected_rolls);
  EXPECT_NEAR(*a.expected_rolls, landing_model(8, {{1, 7}, {5, 1}}, d6, true, false), 1e-9);
  EXPECT_NEAR(*a.expected_rolls, 7.0, 1e-9);
  ASSERT_EQ(a.notes.size(), 1u);
  EXPECT_NE(a.notes[0].find("not taken at the start"), std::string::npos) << a.notes[0];
  EXPECT_NE(a.notes[0].find("the chained jump 5 -> 1"), std::string::npos) << a.notes[0];
  EXPECT_EQ(a.notes[0].find("never taken"), std::string::npos) << a.notes[0];

  GameRules bounce;
  bounce.overshoot = snl::Overshoot::bounce;
  bounce.die = snl::Die::parse("1:1,6:5");
  const Board six = Board::track(6, {{1, 6}});
  const snl::Analysis b = snl::analyze(six, under(bounce));
  ASSERT_TRUE(b.expected_rolls);
  EXPECT_NEAR(*b.expected_rolls, landing_model(6, {{1, 6}}, {{1, 1 / 6.0}, {6, 5 / 6.0}}, false, true), 1e-9);
  ASSERT_EQ(b.notes.size(), 1u);
  EXPECT_NE(b.notes[0].find("a roll of 6 from 5 walks back from the last square to square 1"), std::string::npos)
      << b.notes[0];

  // No move lands on 1 (one jump per move, a roll past the end stays): the jump is then never taken, as said.
  const snl::Analysis plain = snl::analyze(eight, under(GameRules{}));
  ASSERT_EQ(plain.notes.size(), 2u);  // and 5 -> 1 ends on 1's head, not taken without --chain
  EXPECT_NE(plain.notes[1].find("no move lands on square 1 under these rules, so it is never taken"), std::string::npos)
      << plain.notes[1];
  EXPECT_NEAR(*plain.expected_rolls, landing_model(8, {{1, 7}, {5, 1}}, d6, false, false), 1e-9);
}

// ---- the published figures ------------------------------------------------------------------------------------

// IBM Research, Ponder This, February 2020 (https://research.ibm.com/haifa/ponderthis/solutions/February2020.html):
// the intended board "gives an expected time of exactly 12069717322599589450686796528518338401917187078111730231579
// 496649/180202309394278154198991500658119021487803384043920462457077760, approximately 66.978705007555420778", from
// square 0, a roll past 100 staying. Chained (83 → 84 → 97), snl's fraction has exactly that denominator — one jump per
// move it has another — but not that numerator: 67.4945813912, as an independent dense model also gives (a Python
// Gaussian elimination over squares 0..99 with the chain followed in a loop: 67.49458139115853). The published
// figure is not reproduced by chaining, nor by start 1, bounce or finish, nor by every jump costing a roll.
TEST(PublishedFigures, PonderThis2020IntendedBoardUnderTheChainedRule) {
  snl::AnalysisOptions options = under(from_off_the_board());
  options.rules.chain = true;
  options.exact = true;
  const snl::Analysis a = snl::analyze(ponder_this_2020(), options);
  ASSERT_TRUE(a.exact && a.expected_rolls);
  const std::string published_denominator = "180202309394278154198991500658119021487803384043920462457077760";
  EXPECT_EQ(a.exact->expected_rolls.substr(a.exact->expected_rolls.find('/') + 1), published_denominator);
  EXPECT_NEAR(*a.expected_rolls, 67.49458139115853, 1e-9);
  EXPECT_NEAR(*a.expected_rolls, model_of(ponder_this_2020(), options.rules).expected_rolls(), 1e-9);
  snl::AnalysisOptions unchained = under(from_off_the_board());
  unchained.exact = true;
  const snl::Analysis once = snl::analyze(ponder_this_2020(), unchained);
  EXPECT_NEAR(*once.expected_rolls, 67.78035057469606, 1e-9);  // the 67.7804, the same Python model
  EXPECT_NE(once.exact->expected_rolls.substr(once.exact->expected_rolls.find('/') + 1), published_denominator);
}

// Jake Vanderplas, "Snakes and Ladders as an absorbing Markov chain" (2017, reported by Boing Boing, 3 January 2018):
// "the expected time to completion is 39.7 moves. This is half a move more than the 39.2 moves computed previously …
// (here, climbing the ladder from square 80 to square 100 is counted as one extra move)."
TEST(PublishedFigures, VanderplasLadderEightyCountedAsAMove) {
  snl::AnalysisOptions options = under(from_off_the_board());
  options.rules.jump_costs = snl::parse_jump_costs("80");
  options.exact = true;
  const snl::Analysis a = snl::analyze(analyze_test::milton_bradley(), options);
  ASSERT_TRUE(a.expected_rolls);
  EXPECT_EQ(std::round(*a.expected_rolls * 10) / 10, 39.7);
  const snl::Analysis plain = snl::analyze(analyze_test::milton_bradley(), under(from_off_the_board()));
  // The extra roll is taken exactly when the game ends by the ladder: less than one roll more, about half.
  EXPECT_GT(*a.expected_rolls - *plain.expected_rolls, 0.4);
  EXPECT_LT(*a.expected_rolls - *plain.expected_rolls, 0.6);
  EXPECT_EQ(*a.min_rolls, *plain.min_rolls);  // the fastest games finish on 100 by a roll, not by the ladder
}

// ---- against the model ------------------------------------------------------------------------------------------

/// A random track of 10..30 squares with up to 8 jumps (a snake on the last square sometimes).
Board random_track(std::mt19937_64& rng) {
  const int last = std::uniform_int_distribution<int>(10, 30)(rng);
  const int count = std::uniform_int_distribution<int>(1, 8)(rng);
  std::map<int, int> jumps;
  for (int k = 0; k < count; ++k) {
    const int from = std::uniform_int_distribution<int>(2, last)(rng);
    const int to = std::uniform_int_distribution<int>(1, last)(rng);
    if (from != to) jumps[from] = to;
  }
  std::vector<snl::Jump> list;
  for (const auto& [from, to] : jumps) list.push_back({static_cast<snl::Label>(from), static_cast<snl::Label>(to)});
  return Board::track(static_cast<std::uint64_t>(last), list);
}

GameRules random_rules(std::mt19937_64& rng, const Board& board) {
  GameRules rules;
  rules.chain = rng() % 2 == 0;
  rules.start = static_cast<int>(rng() % 2);
  rules.overshoot = static_cast<Overshoot>(rng() % 3);
  switch (rng() % 3) {
    case 0:
      break;
    case 1:
      rules.jump_costs.all = true;
      break;
    default:
      for (const snl::Jump& j : board.jumps()) {
        if (rng() % 2 == 0) rules.jump_costs.heads.push_back(j.from);
      }
  }
  return rules;
}

TEST(JumpRulesAgainstTheModel, RandomTracksUnderRandomRules) {
  const std::uint64_t seed = 33;
  std::mt19937_64 rng(seed);
  int compared = 0;
  int cycles = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const Board board = random_track(rng);
    const GameRules rules = random_rules(rng, board);
    const Model model = model_of(board, rules);
    SCOPED_TRACE("seed " + std::to_string(seed) + ", trial " + std::to_string(trial) + ": " + snl::describe(rules));
    bool cycle = false;
    try {
      (void)model.states();
    } catch (const std::runtime_error&) {
      cycle = true;
    }
    if (cycle) {
      ++cycles;
      EXPECT_THROW((void)snl::analyze(board, under(rules)), snl::BoardError);
      continue;
    }
    const snl::Analysis a = snl::analyze(board, under(rules));
    const int least = model.least_rolls();
    EXPECT_EQ(a.min_rolls ? static_cast<int>(*a.min_rolls) : -1, least);
    EXPECT_EQ(snl::game_min_rolls(board, rules) ? static_cast<int>(*snl::game_min_rolls(board, rules)) : -1, least);
    if (!model.finite()) {
      EXPECT_FALSE(a.expected_rolls);
      continue;
    }
    ASSERT_TRUE(a.expected_rolls);
    const double expected = model.expected_rolls();
    EXPECT_NEAR(*a.expected_rolls, expected, 1e-9 * expected);
    const std::vector<double> pmf = model.pmf(40);
    for (std::size_t k = 0; k < pmf.size() && k < a.pmf.size(); ++k) EXPECT_NEAR(a.pmf[k], pmf[k], 1e-12) << k;
    ++compared;
  }
  EXPECT_GT(compared, 100);
  EXPECT_LT(cycles, 200);  // the refusal itself: JumpRules.ACycleOfJumpsIsRefusedNamingItsSquares
}

TEST(JumpRulesAgainstTheModel, PlayMovesAsTheModel) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 100; ++trial) {
    const Board board = random_track(rng);
    const GameRules rules = random_rules(rng, board);
    const Model model = model_of(board, rules);
    try {
      (void)model.states();
    } catch (const std::runtime_error&) {
      continue;
    }
    for (const auto& state : model.states()) {
      const Where& w = state.first;
      for (int f = 1; f <= 6; ++f) {
        const Where to = model.roll(w, f);
        const snl::TokenState from{static_cast<snl::Label>(w.square), 0, static_cast<snl::Label>(w.square), w.pending};
        const snl::PlayedRoll played = snl::play_roll(board, rules, from, f);
        EXPECT_EQ(played.finished, to.finished) << trial;
        if (!to.finished) {
          EXPECT_EQ(played.ended, static_cast<snl::Label>(to.square)) << trial;
          EXPECT_EQ(played.next.jump_pending, to.pending) << trial;
        }
        EXPECT_FALSE(played.again);
      }
    }
  }
}

// Seeded games on Ponder This' board under the chained rule and on the classic board with 80 → 100 costing a roll:
// the mean length within 4 standard errors of the analysis.
TEST(JumpRulesMonteCarlo, MeanLengthWithinFourStandardErrors) {
  std::mt19937_64 rng(2020);
  const auto check = [&rng](const Board& board, const GameRules& rules) {
    const Model model = model_of(board, rules);
    const int games = 10000;
    double sum = 0;
    double squares = 0;
    for (int g = 0; g < games; ++g) {
      Where w{rules.start, false, false};
      int rolls = 0;
      while (!w.finished) {
        w = model.roll(w, static_cast<int>(rng() % 6) + 1);
        ++rolls;
      }
      sum += rolls;
      squares += static_cast<double>(rolls) * rolls;
    }
    const double mean = sum / games;
    const double se = std::sqrt((squares / games - mean * mean) / games);
    const snl::Analysis a = snl::analyze(board, under(rules));
    EXPECT_NEAR(*a.expected_rolls, mean, 4 * se);
  };
  GameRules chained = from_off_the_board();
  chained.chain = true;
  check(ponder_this_2020(), chained);
  GameRules costly = from_off_the_board();
  costly.jump_costs = snl::parse_jump_costs("80");
  check(analyze_test::milton_bradley(), costly);
}

// ---- by hand ----------------------------------------------------------------------------------------------------

// Twelve squares: 2 → 5 ends on the head of 5 → 9.
Board two_step() { return Board::track(12, {{2, 5}, {5, 9}}); }

TEST(JumpRulesByHand, PlayFollowsTheChainOrStopsOnACostlyHead) {
  GameRules chained;
  chained.chain = true;
  const snl::PlayedRoll up = snl::play_roll(two_step(), chained, {1, 0, 1, false}, 1);
  EXPECT_EQ(up.landed, 2u);
  EXPECT_EQ(up.ended, 9u);
  const snl::PlayedRoll once = snl::play_roll(two_step(), GameRules{}, {1, 0, 1, false}, 1);
  EXPECT_EQ(once.ended, 5u);
  GameRules costly;
  costly.jump_costs.all = true;
  const snl::PlayedRoll stop = snl::play_roll(two_step(), costly, {1, 0, 1, false}, 1);
  EXPECT_EQ(stop.ended, 2u);
  EXPECT_TRUE(stop.next.jump_pending);
  const snl::PlayedRoll climb = snl::play_roll(two_step(), costly, stop.next, 4);  // any face takes the jump
  EXPECT_EQ(climb.landed, 2u);
  EXPECT_EQ(climb.ended, 5u);  // one jump per move: 5's jump is not taken
  EXPECT_FALSE(climb.next.jump_pending);
  costly.chain = true;  // chained, each costly jump is a roll of its own
  const snl::PlayedRoll first = snl::play_roll(two_step(), costly, stop.next, 4);
  EXPECT_EQ(first.ended, 5u);
  EXPECT_TRUE(first.next.jump_pending);
  EXPECT_EQ(snl::play_roll(two_step(), costly, first.next, 1).ended, 9u);
  EXPECT_THROW((void)snl::play_roll(two_step(), costly, {3, 0, 3, true}, 1), snl::Error);  // no jump on 3
}

TEST(JumpRulesByHand, ACostlyJumpToTheLastSquareAddsOneRollToTheFastestGame) {
  // Eight squares, a ladder 2 → 8: from square 1 a roll of 1 climbs it; costing a roll, that game takes 2.
  const Board board = Board::track(8, {{2, 8}});
  EXPECT_EQ(snl::game_min_rolls(board, GameRules{}), 1u);
  GameRules costly;
  costly.jump_costs = snl::parse_jump_costs("2");
  EXPECT_EQ(snl::game_min_rolls(board, costly), 2u);
  snl::AnalysisOptions options = under(costly);
  options.fastest = true;
  const snl::Analysis a = snl::analyze(board, options);
  ASSERT_TRUE(a.fastest);
  ASSERT_EQ(a.fastest->likeliest.size(), 2u);
  EXPECT_EQ(a.fastest->likeliest[1].from, 2u);
  EXPECT_EQ(a.fastest->likeliest[1].land, 2u);
  EXPECT_EQ(a.fastest->likeliest[1].to, 8u);
}

TEST(JumpRulesByHand, RaceOddsWithAJumpPending) {
  // Twelve squares, a ladder 2 → 12 costing a roll. A stands on 2 with the climb pending: its next roll wins. B on
  // 11 wins on a 1 only. A to move wins for sure; B to move wins 1/6, else A's climb wins.
  const Board board = Board::track(12, {{2, 12}});
  GameRules costly;
  costly.jump_costs.all = true;
  const std::vector<snl::TokenState> players{{2, 0, 2, true}, {11, 0, 11, false}};
  const snl::RaceChances a_moves = snl::race_chances(board, costly, players, 0);
  EXPECT_NEAR(a_moves.wins[0], 1.0, 1e-12);
  const snl::RaceChances b_moves = snl::race_chances(board, costly, players, 1);
  EXPECT_NEAR(b_moves.wins[1], 1.0 / 6, 1e-12);
  EXPECT_NEAR(b_moves.wins[0], 5.0 / 6, 1e-12);
}

TEST(JumpRulesByHand, JumpEffectsUnderChainedJumpsSolveEachBoardAnew) {
  snl::AnalysisOptions options = under(from_off_the_board());
  options.rules.chain = true;
  options.jumps_effect = true;
  const Board board = ponder_this_2020();
  const snl::Analysis a = snl::analyze(board, options);
  ASSERT_EQ(a.jumps.size(), 10u);
  for (const snl::JumpEffect& effect : a.jumps) {
    std::vector<snl::Jump> rest;
    for (const snl::Jump& j : board.jumps()) {
      if (j.from != effect.jump.from) rest.push_back(j);
    }
    const snl::Analysis without = snl::analyze(Board::square(10, rest), under(options.rules));
    ASSERT_TRUE(effect.expected_rolls && without.expected_rolls);
    EXPECT_NEAR(*effect.expected_rolls, *without.expected_rolls, 1e-9) << effect.jump.from;
  }
}

}  // namespace
