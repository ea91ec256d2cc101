// tests/unit/exact_pmf_test.cpp — the exact distribution and generating function (snl/analyze.hpp:
// AnalysisOptions::exact_rolls and pgf, ExactFigures::pmf, cdf, pgf, square_pgfs): against an independent model
// written here (a token walked square by square under every rule — the die's weights, the overshoot, the start,
// chained and costly jumps, a face that rolls again and its limit — with its probability pushed roll by roll as
// exact fractions; no chain, no linear algebra, none of snl's walk) on random tracks under random rules; the cdf as
// the sum of the pmf and both against the doubles of Analysis::pmf and cdf; the generating function expanded here
// as a power series against the model's pmf, in lowest terms (a polynomial gcd over the rationals), f(1) = the
// finish probability and f'(1) = the exact expected rolls; Shalosh B. Ekhad's published generating functions; the
// refusals past kMaxExactRolls, without exact, and past the work budget.
#include <gtest/gtest.h>

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/report.hpp"
#include "snl/rules.hpp"

namespace {

using snl::Board;
using snl::GameRules;
using snl::Overshoot;
using Rational = boost::multiprecision::cpp_rational;
using Integer = boost::multiprecision::cpp_int;
using Polynomial = std::vector<Rational>;  // coefficients of t^0 first

std::string text(const Rational& x) {
  const Integer d = boost::multiprecision::denominator(x);
  return boost::multiprecision::numerator(x).str() + (d == 1 ? "" : "/" + d.str());
}

Rational fraction(const std::string& s) {
  const std::size_t slash = s.find('/');
  if (slash == std::string::npos) return Rational(Integer(s));
  return Rational(Integer(s.substr(0, slash)), Integer(s.substr(slash + 1)));
}

Polynomial polynomial(const std::vector<std::string>& coefficients) {
  Polynomial out;
  for (const std::string& c : coefficients) out.push_back(fraction(c));
  return out;
}

// ---- the independent model ------------------------------------------------------------------------------------

/// A moment between two rolls: the square, a costly jump pending there, the again rolls of this turn so far, where
/// the turn began.
struct Moment {
  int square = 0;
  bool pending = false;
  int agains = 0;
  int turn_start = 0;
  auto operator<=>(const Moment&) const = default;
};

struct Model {
  int last = 0;
  std::map<int, int> jump;
  bool chain = false;
  std::set<int> costly;
  bool all_cost = false;
  Overshoot overshoot = Overshoot::stay;
  std::vector<std::pair<int, Rational>> faces;  // value, probability
  int again = 0;
  int again_limit = 0;

  bool moves(int x) const { return jump.count(x) != 0 && jump.at(x) != x; }
  bool costs(int x) const { return moves(x) && (all_cost || costly.count(x) != 0); }

  /// After a jump has put the token on x: with chain, on along the jumps, stopping on a costly head and on the last
  /// square under the finish rule.
  int after_jump(int x, bool& pending) const {
    pending = false;
    while (chain && moves(x) && !(x == last && overshoot == Overshoot::finish)) {
      if (costs(x)) {
        pending = true;
        return x;
      }
      x = jump.at(x);
    }
    return x;
  }

  /// One roll showing `face` from m: the moment after it, or nullopt when it finishes.
  std::optional<Moment> roll(const Moment& m, int face) const {
    if (again != 0 && face == again && again_limit > 0 && m.agains + 1 == again_limit) {
      return Moment{m.turn_start, false, 0, m.turn_start};  // voided: back, the turn over
    }
    int square = 0;
    bool pending = false;
    if (m.pending) {
      square = after_jump(jump.at(m.square), pending);
    } else {
      int target = m.square + face;
      if (target >= last && overshoot == Overshoot::finish) return std::nullopt;
      bool landed = true;
      if (target > last) {
        landed = overshoot == Overshoot::bounce;
        target = landed ? 2 * last - target : m.square;
      }
      square = target;
      if (landed && moves(target)) {
        if (costs(target)) {
          pending = true;
        } else {
          square = after_jump(jump.at(target), pending);
        }
      }
    }
    if (square == last && !pending) return std::nullopt;
    Moment next{square, pending, 0, square};
    if (again != 0 && face == again && !m.pending) {
      next.agains = again_limit > 0 ? m.agains + 1 : 1;
      next.turn_start = m.turn_start;
    }
    return next;
  }

  /// P(a game from a turn beginning on `square` ends on roll k), k = 0..rolls, pushed roll by roll.
  std::vector<Rational> pmf(int square, int rolls) const {
    std::vector<Rational> out(static_cast<std::size_t>(rolls) + 1, Rational(0));
    if (square == last) {
      out[0] = 1;
      return out;
    }
    std::map<Moment, Rational> mass{{Moment{square, false, 0, square}, Rational(1)}};
    for (int k = 1; k <= rolls; ++k) {
      std::map<Moment, Rational> next;
      for (const auto& [m, p] : mass) {
        for (const auto& [face, q] : faces) {
          const std::optional<Moment> to = roll(m, face);
          if (to) {
            next[*to] += p * q;
          } else {
            out[static_cast<std::size_t>(k)] += p * q;
          }
        }
      }
      mass = std::move(next);
    }
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
  for (const snl::DieFace& f : rules.die.faces()) {
    m.faces.emplace_back(f.value, Rational(Integer(f.weight), Integer(rules.die.total())));
  }
  m.again = rules.again.value_or(0);
  m.again_limit = rules.again_limit;
  return m;
}

/// Random rules: the die (fair 4 or 6, or weighted), overshoot, start; then either the jumps' rules (chain, costs)
// ---- polynomials over the rationals, written here -------------------------------------------------------------

void trim(Polynomial& p) {
  while (p.size() > 1 && p.back() == 0) p.pop_back();
}

Rational at(const Polynomial& p, const Rational& t) {
  Rational out(0);
  for (std::size_t i = p.size(); i-- > 0;) out = out * t + p[i];
  return out;
}

Polynomial derivative(const Polynomial& p) {
  Polynomial out;
  for (std::size_t i = 1; i < p.size(); ++i) out.push_back(p[i] * static_cast<int>(i));
  if (out.empty()) out.push_back(0);
  return out;
}

Polynomial product(const Polynomial& a, const Polynomial& b) {
  Polynomial out(a.size() + b.size() - 1, Rational(0));
  for (std::size_t i = 0; i < a.size(); ++i) {
    for (std::size_t j = 0; j < b.size(); ++j) out[i + j] += a[i] * b[j];
  }
  trim(out);
  return out;
}

/// The remainder of a by b (b not zero).
Polynomial remainder(Polynomial a, Polynomial b) {
  trim(a);
  trim(b);
  while (a.size() >= b.size() && !(a.size() == 1 && a[0] == 0)) {
    const Rational factor = a.back() / b.back();
    const std::size_t shift = a.size() - b.size();
    for (std::size_t i = 0; i < b.size(); ++i) a[i + shift] -= factor * b[i];
    a.pop_back();
    trim(a);
    if (a.empty()) a.push_back(0);
  }
  return a;
}

/// The degree of gcd(a, b) by Euclid's algorithm.
std::size_t gcd_degree(Polynomial a, Polynomial b) {
  trim(a);
  trim(b);
  while (!(b.size() == 1 && b[0] == 0)) {
    Polynomial r = remainder(a, b);
    a = std::move(b);
    b = std::move(r);
  }
  return a.size() - 1;
}

/// The first `terms` coefficients of the power series numerator / denominator (denominator[0] = 1).
std::vector<Rational> series(const Polynomial& numerator, const Polynomial& denominator, std::size_t terms) {
  std::vector<Rational> f(terms, Rational(0));
  for (std::size_t n = 0; n < terms; ++n) {
    Rational c = n < numerator.size() ? numerator[n] : Rational(0);
    for (std::size_t i = 1; i < denominator.size() && i <= n; ++i) c -= denominator[i] * f[n - i];
    f[n] = c / denominator[0];
  }
  return f;
}

/// Checks the generating function `f` against the pmf `p`: Q(0) = 1, lowest terms, its series, f(1).
void expect_generating_function(const snl::Pgf& f, const std::vector<Rational>& p) {
  const Polynomial numerator = polynomial(f.numerator);
  const Polynomial denominator = polynomial(f.denominator);
  ASSERT_FALSE(denominator.empty());
  EXPECT_EQ(denominator[0], 1);
  EXPECT_TRUE(numerator.size() == 1 || numerator.back() != 0);
  EXPECT_TRUE(denominator.size() == 1 || denominator.back() != 0);
  if (!(numerator.size() == 1 && numerator[0] == 0)) {
    EXPECT_EQ(gcd_degree(numerator, denominator), 0u);
  }
  const std::vector<Rational> expanded = series(numerator, denominator, p.size());
  for (std::size_t k = 0; k < p.size(); ++k) ASSERT_EQ(text(expanded[k]), text(p[k])) << "the coefficient of t^" << k;
}

snl::AnalysisOptions exact_options(const GameRules& rules, std::uint64_t rolls, bool pgf, bool squares = false) {
  snl::AnalysisOptions options;
  options.rules = rules;
  options.exact = true;
  options.exact_rolls = rolls;
  options.pgf = pgf;
  options.squares = squares;
  return options;
}

// ---- against the model ------------------------------------------------------------------------------------------

TEST(ExactPmfAgainstTheModel, RandomTracksUnderRandomRules) {
  const std::uint64_t seed = 3301;
  std::mt19937_64 rng(seed);
  int compared = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const int squares = std::uniform_int_distribution<int>(5, 14)(rng);
    const Board board = analyze_test::random_track(rng, squares, std::uniform_int_distribution<int>(0, 4)(rng));
    const GameRules rules = analyze_test::random_rules(rng, board);
    std::string jumps;
    for (const snl::Jump& j : board.jumps()) jumps += " " + std::to_string(j.from) + "->" + std::to_string(j.to);
    SCOPED_TRACE("seed " + std::to_string(seed) + ", trial " + std::to_string(trial) + ": " + snl::describe(rules) +
                 ", squares " + std::to_string(board.squares()) + ", jumps" + jumps);
    constexpr int kRolls = 40;
    snl::Analysis a;
    try {
      a = snl::analyze(board, exact_options(rules, kRolls, true, true));
    } catch (const snl::BoardError&) {  // a cycle of chained jumps
      continue;
    }
    ASSERT_TRUE(a.exact);
    const snl::ExactFigures& e = *a.exact;
    const Model model = model_of(board, rules);
    const std::vector<Rational> p = model.pmf(rules.start, kRolls);
    ASSERT_EQ(e.pmf.size(), static_cast<std::size_t>(kRolls) + 1);
    ASSERT_EQ(e.cdf.size(), e.pmf.size());
    Rational sum(0);
    for (std::size_t k = 0; k < e.pmf.size(); ++k) {
      sum += p[k];
      EXPECT_EQ(e.pmf[k], text(p[k])) << "roll " << k;
      EXPECT_EQ(e.cdf[k], text(sum)) << "roll " << k;
      if (k < a.pmf.size()) {
        EXPECT_NEAR(fraction(e.pmf[k]).convert_to<double>(), a.pmf[k], 1e-12) << "roll " << k;
        EXPECT_NEAR(fraction(e.cdf[k]).convert_to<double>(), a.cdf[k], 1e-12) << "roll " << k;
      }
    }
    ASSERT_TRUE(e.pgf);
    expect_generating_function(*e.pgf, p);
    const Polynomial numerator = polynomial(e.pgf->numerator);
    const Polynomial denominator = polynomial(e.pgf->denominator);
    const Rational f1 = at(numerator, 1) / at(denominator, 1);
    EXPECT_EQ(text(f1), e.finish_probability);
    if (!e.expected_rolls.empty()) {
      const Rational q1 = at(denominator, 1);
      const Rational slope =
          (at(derivative(numerator), 1) * q1 - at(numerator, 1) * at(derivative(denominator), 1)) / (q1 * q1);
      EXPECT_EQ(text(slope), e.expected_rolls);
    }
    // From each square where a turn can begin, as Analysis::squares lists them.
    ASSERT_EQ(e.square_pgfs.size(), a.squares.size());
    for (std::size_t i = 0; i < a.squares.size(); ++i) {
      SCOPED_TRACE("from square " + std::to_string(a.squares[i].square));
      ASSERT_EQ(e.square_pgfs[i].square, a.squares[i].square);
      expect_generating_function(e.square_pgfs[i].pgf, model.pmf(static_cast<int>(a.squares[i].square), kRolls));
    }
    ++compared;
  }
  EXPECT_GE(compared, 30);
}

// ---- by hand and published --------------------------------------------------------------------------------------

TEST(ExactPmf, OneSquareIsOverBeforeItStarts) {
  const snl::Analysis a = snl::analyze(Board::track(1, {}), exact_options(GameRules{}, 3, true));
  ASSERT_TRUE(a.exact);
  EXPECT_EQ(a.exact->pmf, (std::vector<std::string>{"1", "0", "0", "0"}));
  EXPECT_EQ(a.exact->cdf, (std::vector<std::string>{"1", "1", "1", "1"}));
  ASSERT_TRUE(a.exact->pgf);
  EXPECT_EQ(a.exact->pgf->numerator, std::vector<std::string>{"1"});
  EXPECT_EQ(a.exact->pgf->denominator, std::vector<std::string>{"1"});
}

TEST(ExactPmf, TwoSquaresWithACoinIsGeometric) {
  // Squares 1..2, a die of 1 and 2 ("2"), overshoot stay: each roll finishes with probability 1/2 (a 2 stays),
  // so f(t) = (t/2) / (1 − t/2).
  GameRules rules;
  rules.die = snl::Die::fair(2);
  const snl::Analysis a = snl::analyze(Board::track(2, {}), exact_options(rules, 3, true));
  ASSERT_TRUE(a.exact && a.exact->pgf);
  EXPECT_EQ(a.exact->pmf, (std::vector<std::string>{"0", "1/2", "1/4", "1/8"}));
  EXPECT_EQ(a.exact->cdf, (std::vector<std::string>{"0", "1/2", "3/4", "7/8"}));
  EXPECT_EQ(a.exact->pgf->numerator, (std::vector<std::string>{"0", "1/2"}));
  EXPECT_EQ(a.exact->pgf->denominator, (std::vector<std::string>{"1", "-1/2"}));
}

TEST(ExactPmf, AStartThatCannotFinishHasTheZeroFunction) {
  // A snake on square 2 back to 1 under a die of 1 ("1"): the last square (3) is never reached.
  GameRules rules;
  rules.die = snl::Die::fair(1);
  const snl::Analysis a = snl::analyze(Board::track(3, {{2, 1}}), exact_options(rules, 2, true));
  ASSERT_TRUE(a.exact && a.exact->pgf);
  EXPECT_EQ(a.exact->pmf, (std::vector<std::string>{"0", "0", "0"}));
  EXPECT_EQ(a.exact->pgf->numerator, std::vector<std::string>{"0"});
  EXPECT_EQ(a.exact->pgf->denominator, std::vector<std::string>{"1"});
}

// Shalosh B. Ekhad, "Statistical Analysis of a certain Chutes-and-Ladders Game", the output files of D. Zeilberger's
// Maple package SnakesAndLadders.txt (T. Thanatipanonda and D. Zeilberger, "A Multi-Computational Exploration of Some
// Games of Pure Chance", J. Symbolic Computation 104 (2021) 38–68):
// http://sites.math.rutgers.edu/~zeilberg/tokhniot/oSnakesAndLadders3.txt — a 1-dimensional board of 50 squares, start
// on square 1, a spinner landing on 1 with probability 1/3 and on 2 with probability 2/3, going beyond square 50 ends
// the game too, a chute from 6 down to 3 and a ladder from 8 up to 15; "the probability generating function for the
// random variable 'number of turns to get to the end'" is
//   −2/36472996377170786403 · t^22 (t^2 + 2t + 4)(2t^23 + 472t^22 + … + 82263564901416960) / (t^3 + 12t^2 − 27)
// (36472996377170786403 = 3^41).
TEST(ExactPmfPublished, EkhadsWeightedSpinnerOnFiftySquares) {
  GameRules rules;
  rules.die = snl::Die::weighted({{1, 1}, {2, 2}});
  rules.overshoot = Overshoot::finish;
  rules.start = 1;
  const snl::Analysis a = snl::analyze(Board::track(50, {{6, 3}, {8, 15}}), exact_options(rules, 0, true));
  ASSERT_TRUE(a.exact && a.exact->pgf);
  const std::vector<const char*> big = {
      "82263564901416960",   "874050377077555200",  "2657113146315767808", "3746496021519532032",
      "3666568335621488640", "4668098674558427136", "6642307156131274752", "6714427420360433664",
      "4488703090694277120", "2059172782903468800", "675515514248778240",  "163620082970023680",
      "29948860420996608",   "4210173933544080",    "459335061500400",     "39102320303424",
      "2598498974088",       "134150557401",        "5320111104",          "158850720",
      "3452544",             "51528",               "472",                 "2"};  // of t^0 .. t^23
  Polynomial inner;
  for (const char* c : big) inner.push_back(Rational(Integer(c)));
  Polynomial numerator(22, Rational(0));
  numerator.push_back(Rational(-2));  // −2 t^22
  numerator = product(product(numerator, {Rational(4), Rational(2), Rational(1)}), inner);
  Polynomial denominator = {Rational(-27), Rational(0), Rational(12), Rational(1)};
  const Rational scale = Rational(Integer("36472996377170786403")) * denominator[0];
  for (Rational& c : numerator) c /= scale;
  const Rational constant = denominator[0];
  for (Rational& c : denominator) c /= constant;
  // Published form normalised to Q(0) = 1: the same function coefficient for coefficient (both in lowest terms).
  EXPECT_EQ(polynomial(a.exact->pgf->numerator), numerator);
  EXPECT_EQ(polynomial(a.exact->pgf->denominator), denominator);
  // Its series against the pmf pushed by the model here, and f(1) = 1.
  const Model model = model_of(Board::track(50, {{6, 3}, {8, 15}}), rules);
  const std::vector<Rational> p = model.pmf(1, 80);
  const std::vector<Rational> expanded = series(numerator, denominator, p.size());
  for (std::size_t k = 0; k < p.size(); ++k) EXPECT_EQ(expanded[k], p[k]) << "t^" << k;
  EXPECT_EQ(at(numerator, 1) / at(denominator, 1), 1);
  EXPECT_EQ(a.min_rolls, 22u);
}

// The same file series, http://sites.math.rutgers.edu/~zeilberg/tokhniot/oSnakesAndLadders2.txt: 30 squares, no
// chutes or ladders, start on 1, a spinner landing on 1 or 2 with probability 1/2 each, going beyond square 30 ends
// the game; the generating function is the polynomial t^15 (t^14 + 55t^13 + 1352t^12 + 19600t^11 + 186208t^10 +
// 1218448t^9 + 5617920t^8 + 18356736t^7 + 42170880t^6 + 66646528t^5 + 69701632t^4 + 45260800t^3 + 16400384t^2 +
// 2723840t + 131072) / 268435456, "the expected duration ... is 19.55555556", "the variance ... is 2.172839498".
TEST(ExactPmfPublished, EkhadsFairSpinnerOnThirtySquares) {
  GameRules rules;
  rules.die = snl::Die::fair(2);
  rules.overshoot = Overshoot::finish;
  const snl::Analysis a = snl::analyze(Board::track(30, {}), exact_options(rules, 0, true));
  ASSERT_TRUE(a.exact && a.exact->pgf);
  const std::vector<std::int64_t> published = {131072,   2723840,  16400384, 45260800, 69701632,
                                               66646528, 42170880, 18356736, 5617920,  1218448,
                                               186208,   19600,    1352,     55,       1};  // of t^15 .. t^29
  std::vector<std::string> numerator(15, "0");
  for (const std::int64_t c : published) numerator.push_back(text(Rational(c, 268435456)));
  EXPECT_EQ(a.exact->pgf->numerator, numerator);
  EXPECT_EQ(a.exact->pgf->denominator, std::vector<std::string>{"1"});
  // Its mean and variance, as the file prints them to 10 digits.
  EXPECT_NEAR(fraction(a.exact->expected_rolls).convert_to<double>(), 19.55555556, 5e-9);
  EXPECT_NEAR(fraction(a.exact->rolls_variance).convert_to<double>(), 2.172839498, 5e-10);
  const Polynomial f = polynomial(numerator);
  EXPECT_EQ(text(at(derivative(f), 1)), a.exact->expected_rolls);
}

// The classic board from off the board: P'(1) = the exact expected rolls, Althoen, King & Schilling's 39.2251.
TEST(ExactPmfPublished, MiltonBradleyFromOffTheBoard) {
  GameRules rules;
  rules.start = 0;
  const snl::Analysis a = snl::analyze(analyze_test::milton_bradley(), exact_options(rules, 10, true));
  ASSERT_TRUE(a.exact && a.exact->pgf);
  const Polynomial numerator = polynomial(a.exact->pgf->numerator);
  const Polynomial denominator = polynomial(a.exact->pgf->denominator);
  EXPECT_EQ(at(numerator, 1), at(denominator, 1));
  const Rational q1 = at(denominator, 1);
  const Rational slope =
      (at(derivative(numerator), 1) * q1 - at(numerator, 1) * at(derivative(denominator), 1)) / (q1 * q1);
  EXPECT_EQ(text(slope), a.exact->expected_rolls);
  EXPECT_NEAR(slope.convert_to<double>(), 39.2251223082, 1e-9);
  // The fastest game takes 7 rolls: the series starts at t^7.
  const std::vector<Rational> expanded = series(numerator, denominator, 11);
  for (std::size_t k = 0; k < 11; ++k) EXPECT_EQ(text(expanded[k]), a.exact->pmf[k]) << "t^" << k;
  EXPECT_EQ(a.exact->pmf[6], "0");
  EXPECT_NE(a.exact->pmf[7], "0");
}

// ---- refusals ---------------------------------------------------------------------------------------------------

TEST(ExactPmfRefusals, PastTheLimitOrWithoutExact) {
  snl::AnalysisOptions options = exact_options(GameRules{}, snl::kMaxExactRolls + 1, false);
  try {
    snl::validate(options);
    FAIL() << "expected a refusal";
  } catch (const snl::Error& e) {
    EXPECT_NE(std::string(e.what()).find(std::to_string(snl::kMaxExactRolls)), std::string::npos) << e.what();
  }
  options = exact_options(GameRules{}, 5, false);
  options.exact = false;
  EXPECT_THROW(snl::validate(options), snl::Error);
  options = exact_options(GameRules{}, 0, true);
  options.exact = false;
  EXPECT_THROW(snl::validate(options), snl::Error);
  EXPECT_NO_THROW(snl::validate(exact_options(GameRules{}, snl::kMaxExactRolls, true)));
}

TEST(ExactPmfRefusals, PastTheWorkBudget) {
  GameRules rules;
  rules.start = 0;
  snl::AnalysisOptions options = exact_options(rules, 1000, true, true);
  options.max_work = 20'000'000;
  EXPECT_THROW(snl::analyze(analyze_test::milton_bradley(), options), snl::LimitError);
}

}  // namespace
