// tests/unit/moments_test.cpp — the shape of the game's length (the part "moments", snl analyze --moments): its
// central moments, skewness and excess kurtosis, in doubles and with exact as fractions. Checked against the
// published closed forms for an empty track (Ekhad and Zeilberger), against an independent model written here (raw
// moments E[T^m] by Gaussian elimination over the rationals on the positions of the tests' reference walk — raw, not
// central, moments, and no chain), against a Monte Carlo of the Milton Bradley board within 4 standard errors, and on
// the edges: a trap, a game over before it starts, a length that never varies; its JSON and text.
#include <gtest/gtest.h>

#include <boost/multiprecision/cpp_int.hpp>
#include <array>
#include <cmath>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "analysis_helpers.hpp"
#include "analysis_reference.hpp"
#include "game_reference.hpp"
#include "snl/analyze.hpp"
#include "snl/report.hpp"
#include "snl/value.hpp"

namespace {

using snl::Board;
using snl::Overshoot;
using Rational = boost::multiprecision::cpp_rational;
using Integer = boost::multiprecision::cpp_int;

Rational fraction(const std::string& s) {
  const std::size_t slash = s.find('/');
  if (slash == std::string::npos) return Rational(Integer(s));
  return Rational(Integer(s.substr(0, slash)), Integer(s.substr(slash + 1)));
}

snl::AnalysisOptions moments_options(Overshoot overshoot, int start, int die, bool exact) {
  snl::AnalysisOptions options;
  options.rules.overshoot = overshoot;
  options.rules.start = start;
  options.rules.die = snl::Die::fair(die);
  options.exact = exact;
  snl::find_option(snl::analysis_options(), "moments")->set(options, "1");
  return options;
}

const snl::Value& moments(const snl::Analysis& a) {
  const snl::Value* m = a.more.find("moments");
  if (m == nullptr) throw std::runtime_error("no moments in the analysis");
  return *m;
}

double real(const snl::Value& v, std::string_view key) { return v.find(key)->as_real(); }
Rational exact(const snl::Value& v, std::string_view key) { return fraction(v.find("exact")->find(key)->as_text()); }

// ---- the independent model: raw moments on the reference walk ----------------------------------------------

/// E[T^m] from the start for m = 0..4 (T the rolls), exactly, or an empty list when a trap can be reached. The
/// positions reachable from the start are the unknowns; (I − Q) M_m = Σ_r p Σ_{j<m} C(m,j) M_j(next), with
/// M_0 = 1 everywhere and M_j = 0 once finished for j ≥ 1; Gaussian elimination over the rationals.
std::vector<Rational> raw_moments(const reference::Game& game) {
  const int last = game.squares;
  std::map<int, int> index;
  std::vector<int> positions{game.start};
  index[game.start] = 0;
  for (std::size_t i = 0; i < positions.size(); ++i) {
    for (int r = 1; r <= game.die; ++r) {
      const int y = reference::move(game, positions[i], r);
      if (y != last && index.emplace(y, static_cast<int>(positions.size())).second) positions.push_back(y);
    }
  }
  const std::size_t n = positions.size();
  const Rational p(1, game.die);
  constexpr int kBinomial[5][5] = {{1}, {1, 1}, {1, 2, 1}, {1, 3, 3, 1}, {1, 4, 6, 4, 1}};
  std::vector<std::vector<Rational>> m(5, std::vector<Rational>(n, 0));
  m[0].assign(n, 1);
  for (int order = 1; order <= 4; ++order) {
    std::vector<std::vector<Rational>> a(n, std::vector<Rational>(n + 1, 0));
    for (std::size_t i = 0; i < n; ++i) {
      a[i][i] += 1;
      for (int r = 1; r <= game.die; ++r) {
        const int y = reference::move(game, positions[i], r);
        const bool done = y == last;
        if (!done) a[i][index[y]] -= p;
        for (int j = 0; j < order; ++j) {
          const Rational mj = done ? Rational(j == 0 ? 1 : 0) : m[j][index[y]];
          a[i][n] += p * kBinomial[order][j] * mj;
        }
      }
    }
    for (std::size_t c = 0; c < n; ++c) {  // elimination with a nonzero pivot
      std::size_t pivot = c;
      while (pivot < n && a[pivot][c] == 0) ++pivot;
      if (pivot == n) return {};  // singular: a trap can be reached
      std::swap(a[c], a[pivot]);
      for (std::size_t r = 0; r < n; ++r) {
        if (r == c || a[r][c] == 0) continue;
        const Rational f = a[r][c] / a[c][c];
        for (std::size_t k = c; k <= n; ++k) a[r][k] -= f * a[c][k];
      }
    }
    for (std::size_t i = 0; i < n; ++i) m[order][i] = a[i][n] / a[i][i];
  }
  return {1, m[1][0], m[2][0], m[3][0], m[4][0]};
}

struct Central {
  Rational mean, mu2, mu3, mu4;
};

Central central(const std::vector<Rational>& r) {
  const Rational& e = r[1];
  return {e, r[2] - e * e, r[3] - 3 * e * r[2] + 2 * e * e * e, r[4] - 4 * e * r[3] + 6 * e * e * r[2] - 3 * e * e * e * e};
}

double to_double(const Rational& x) { return x.convert_to<double>(); }

void expect_close(double actual, double expected, double relative, const std::string& what) {
  EXPECT_NEAR(actual, expected, relative * std::max(1.0, std::fabs(expected))) << what;
}

// ---- published closed forms -------------------------------------------------------------------------------

// Shalosh B. Ekhad and Doron Zeilberger, the output of the Maple package PosPileGames
// (http://sites.math.rutgers.edu/~zeilberg/tokhniot/oPosPileGames4.txt): a pile of n, each turn a fair die with faces
// 1..k takes away that many, the game ends when the total taken is at least n — an empty track of n squares, start 0
// (off the board), a roll past the last square finishing. Up to an exponentially small error in n:
//   E   = 2n/(k+1) + 2(k−1)/(3(k+1))
//   Var = 2(k−1)²/(9(k+1)²) + 2(k−1)n/(3(k+1)²)
//   μ3  = 2/135 (k−1)(k−7)(7k−1)/(k+1)³ + 2/3 (k−1)²/(k+1)³ n
//   μ4  = 2/135 (13k²−110k+13)(k−1)²/(k+1)⁴ + 2/15 (k−1)(13k²−30k+13)/(k+1)⁴ n + 4/3 (k−1)²/(k+1)⁴ n²
Central published(int n, int k) {
  const Rational K(k), N(n), k1 = K + 1, km = K - 1;
  Central c;
  c.mean = 2 * N / k1 + 2 * km / (3 * k1);
  c.mu2 = 2 * km * km / (9 * k1 * k1) + 2 * km * N / (3 * k1 * k1);
  c.mu3 = Rational(2, 135) * km * (K - 7) * (7 * K - 1) / (k1 * k1 * k1) + Rational(2, 3) * km * km / (k1 * k1 * k1) * N;
  c.mu4 = Rational(2, 135) * (13 * K * K - 110 * K + 13) * km * km / (k1 * k1 * k1 * k1) +
          Rational(2, 15) * km * (13 * K * K - 30 * K + 13) / (k1 * k1 * k1 * k1) * N +
          Rational(4, 3) * km * km / (k1 * k1 * k1 * k1) * N * N;
  return c;
}

TEST(MomentsPublished, EkhadZeilbergerPosPileGamesOnAnEmptyTrack) {
  for (const int k : {2, 3, 4, 6}) {
    const int n = 300;  // the error decays like a root of the die's polynomial to the n: far below 1e-12 here
    SCOPED_TRACE("k " + std::to_string(k) + ", n " + std::to_string(n));
    const snl::Analysis a = snl::analyze(Board::track(n, {}), moments_options(Overshoot::finish, 0, k, false));
    const snl::Value& m = moments(a);
    const Central c = published(n, k);
    expect_close(real(m, "mean"), to_double(c.mean), 1e-11, "mean");
    expect_close(real(m, "variance"), to_double(c.mu2), 1e-10, "variance");
    expect_close(real(m, "third_central"), to_double(c.mu3), 1e-9, "third");
    expect_close(real(m, "fourth_central"), to_double(c.mu4), 1e-9, "fourth");
    const double mu2 = to_double(c.mu2);
    expect_close(real(m, "skewness"), to_double(c.mu3) / std::pow(mu2, 1.5), 1e-9, "skewness");
    expect_close(real(m, "excess_kurtosis"), to_double(c.mu4) / (mu2 * mu2) - 3, 1e-9, "kurtosis");
  }
}

TEST(MomentsPublished, TheExactFractionsComeWithinAnExponentiallySmallErrorOfTheClosedForms) {
  for (const int k : {2, 6}) {
    const int n = 160;
    SCOPED_TRACE("k " + std::to_string(k));
    const snl::Analysis a = snl::analyze(Board::track(n, {}), moments_options(Overshoot::finish, 0, k, true));
    const snl::Value& m = moments(a);
    const Central c = published(n, k);
    const Rational tolerance(1, Integer("1000000000000"));  // 1e-12: for k = 6 the error is ~1e-12 at n = 90, ~1e-21 at 160
    EXPECT_LT(abs(exact(m, "mean") - c.mean), tolerance);
    EXPECT_LT(abs(exact(m, "variance") - c.mu2), tolerance);
    EXPECT_LT(abs(exact(m, "third_central") - c.mu3), tolerance);
    EXPECT_LT(abs(exact(m, "fourth_central") - c.mu4), tolerance * 100);
    EXPECT_NE(exact(m, "fourth_central"), c.mu4);  // not the closed form itself: the finite game differs from it
  }
}

// ---- against the model ----------------------------------------------------------------------------------

TEST(MomentsAgainstTheModel, RandomTracksEveryOvershootAndStart) {
  const std::uint64_t seed = 9090;
  std::mt19937_64 rng(seed);
  int compared = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const int squares = std::uniform_int_distribution<int>(3, 24)(rng);
    const Board board = analyze_test::random_track(rng, squares, std::uniform_int_distribution<int>(0, 5)(rng));
    const Overshoot overshoot = std::array{Overshoot::stay, Overshoot::bounce, Overshoot::finish}[rng() % 3];
    const int start = static_cast<int>(rng() % 2);
    const int die = std::array{2, 4, 6}[rng() % 3];
    const snl::AnalysisOptions options = moments_options(overshoot, start, die, true);
    SCOPED_TRACE("seed " + std::to_string(seed) + ", trial " + std::to_string(trial) + ": " +
                 analyze_test::describe(board, options));
    snl::Analysis a;
    try {
      a = snl::analyze(board, options);
    } catch (const snl::BoardError&) {  // a cycle of jumps
      continue;
    }
    const std::vector<Rational> raw = raw_moments(analyze_test::to_reference(board, options));
    const snl::Value& m = moments(a);
    if (raw.empty()) {
      EXPECT_TRUE(m.is_null()) << "a trap can be reached: no moments";
      continue;
    }
    ASSERT_FALSE(m.is_null());
    const Central c = central(raw);
    EXPECT_EQ(exact(m, "mean"), c.mean);
    EXPECT_EQ(exact(m, "variance"), c.mu2);
    EXPECT_EQ(exact(m, "third_central"), c.mu3);
    EXPECT_EQ(exact(m, "fourth_central"), c.mu4);
    if (c.mu2 > 0) {
      EXPECT_EQ(exact(m, "skewness_squared"), c.mu3 * c.mu3 / (c.mu2 * c.mu2 * c.mu2));
      EXPECT_EQ(exact(m, "excess_kurtosis"), c.mu4 / (c.mu2 * c.mu2) - 3);
    }
    expect_close(real(m, "third_central"), to_double(c.mu3), 1e-8, "third in doubles");
    expect_close(real(m, "fourth_central"), to_double(c.mu4), 1e-8, "fourth in doubles");
    ++compared;
  }
  EXPECT_GE(compared, 20);
}

// moments_of turns under the three-sixes rule (a six rolls again, the third voids the turn) on random tracks: the
// exact mean and variance against the second model's (tests/support/game_reference.cpp: Gauss–Jordan over the
// rationals on (square, sixes so far, where the turn began)), the third and fourth central moments against its exact
// distribution of the turns, summed until less than 1e-13 is left; and the default, rolls, is not the turns'.
TEST(MomentsAgainstTheModel, TheTurnsUnderTheThreeSixesRule) {
  constexpr int kTurns = 120;
  std::mt19937_64 rng(4242);
  int compared = 0;
  for (int trial = 0; trial < 4; ++trial) {
    const Board board = analyze_test::random_track(rng, std::uniform_int_distribution<int>(6, 12)(rng), 2);
    snl::AnalysisOptions options = moments_options(Overshoot::finish, 0, 6, true);
    options.rules.again = 6;
    options.rules.again_limit = 3;
    snl::find_option(snl::analysis_options(), "moments_of")->set(options, "turns");
    SCOPED_TRACE("trial " + std::to_string(trial) + ": " + analyze_test::describe(board, options));
    snl::Analysis a;
    try {
      a = snl::analyze(board, options);
    } catch (const snl::BoardError&) {
      continue;
    }
    const game_reference::Game game = analyze_test::to_game(board, options.rules);
    const game_reference::Exact model = game_reference::solve(game);
    const snl::Value& m = moments(a);
    if (!model.finite) {
      EXPECT_TRUE(m.is_null());
      continue;
    }
    ASSERT_FALSE(m.is_null());
    EXPECT_EQ(m.find("of")->as_text(), "turns");
    EXPECT_EQ(exact(m, "mean"), model.expected_turns);
    EXPECT_EQ(exact(m, "variance"), model.turns_variance);
    const std::vector<game_reference::Rational> pmf = game_reference::turns_pmf(game, kTurns);
    double mean = 0, left = 1, mu3 = 0, mu4 = 0;
    for (std::size_t k = 0; k < pmf.size(); ++k) mean += static_cast<double>(k) * pmf[k].convert_to<double>();
    for (std::size_t k = 0; k < pmf.size(); ++k) {
      const double p = pmf[k].convert_to<double>(), d = static_cast<double>(k) - mean;
      mu3 += p * d * d * d;
      mu4 += p * d * d * d * d;
      left -= p;
    }
    ASSERT_LT(left, 1e-13) << "the distribution summed far enough";
    expect_close(real(m, "third_central"), mu3, 1e-7, "third");
    expect_close(real(m, "fourth_central"), mu4, 1e-7, "fourth");
    snl::AnalysisOptions rolls = options;
    snl::find_option(snl::analysis_options(), "moments_of")->set(rolls, "rolls");
    EXPECT_EQ(exact(moments(snl::analyze(board, rolls)), "mean"), fraction(game_reference::text(model.expected_rolls)));
    ++compared;
  }
  EXPECT_GE(compared, 3);
}

// ---- Monte Carlo ------------------------------------------------------------------------------------------

// The Milton Bradley board (d6, overshoot stay, start 0): E[(T − E T)^3] and E[(T − E T)^4] estimated from 100,000
// games played by the reference walk, each within 4 standard errors of snl's (the mean is snl's exact one, so each
// estimate is an average of independent terms, its standard error sqrt((μ6 − μ3²)/N) from the sample).
TEST(MomentsMonteCarlo, TheMiltonBradleyBoardWithinFourStandardErrors) {
  const Board& board = analyze_test::milton_bradley();
  const snl::Analysis a = snl::analyze(board, moments_options(Overshoot::stay, 0, 6, false));
  const snl::Value& m = moments(a);
  const reference::Game game = analyze_test::to_reference(board, moments_options(Overshoot::stay, 0, 6, false));
  std::mt19937_64 rng(20261207);
  const double mean = real(m, "mean");
  constexpr int kGames = 100000;
  double s3 = 0, s4 = 0, s6 = 0, s8 = 0;
  for (int g = 0; g < kGames; ++g) {
    int x = game.start, rolls = 0;
    while (x != game.squares) {
      x = reference::move(game, x, static_cast<int>(rng() % 6) + 1);
      ++rolls;
    }
    const double d = rolls - mean, d2 = d * d;
    s3 += d2 * d;
    s4 += d2 * d2;
    s6 += d2 * d2 * d2;
    s8 += d2 * d2 * d2 * d2;
  }
  const double m3 = s3 / kGames, m4 = s4 / kGames;
  const double se3 = std::sqrt((s6 / kGames - m3 * m3) / kGames), se4 = std::sqrt((s8 / kGames - m4 * m4) / kGames);
  EXPECT_NEAR(real(m, "third_central"), m3, 4 * se3);
  EXPECT_NEAR(real(m, "fourth_central"), m4, 4 * se4);
  EXPECT_GT(real(m, "skewness"), 0.5);  // a long right tail (the snakes): the published histogram's shape
}

// ---- the edges and the report -----------------------------------------------------------------------------

TEST(MomentsEdges, ATrapLeavesThemNull) {
  // A snake from 3 down to 1 and a d1 die: 1 → 2 → 3 → 1 → … forever.
  const snl::Analysis a = snl::analyze(Board::track(4, {{3, 1}}), moments_options(Overshoot::stay, 1, 1, true));
  EXPECT_TRUE(moments(a).is_null());
  EXPECT_NE(snl::analysis_text(Board::track(4, {{3, 1}}), a, 1).find("a trap can be reached"), std::string::npos);
}

TEST(MomentsEdges, ALengthThatNeverVariesHasNoSkewness) {
  // A d1 die on an empty track of 5 from square 1: exactly 4 rolls, always.
  const snl::Analysis a = snl::analyze(Board::track(5, {}), moments_options(Overshoot::stay, 1, 1, true));
  const snl::Value& m = moments(a);
  EXPECT_EQ(real(m, "mean"), 4);
  EXPECT_EQ(real(m, "variance"), 0);
  EXPECT_TRUE(m.find("skewness")->is_null());
  EXPECT_TRUE(m.find("exact")->find("excess_kurtosis")->is_null());
}

TEST(MomentsEdges, AGameOverBeforeItStartsHasLengthZero) {
  const snl::Analysis a = snl::analyze(Board::track(1, {}), moments_options(Overshoot::stay, 1, 6, true));
  const snl::Value& m = moments(a);
  EXPECT_EQ(real(m, "mean"), 0);
  EXPECT_EQ(m.find("exact")->find("fourth_central")->as_text(), "0");
}

TEST(MomentsReport, TheJsonAndTheTextCarryThemOnlyWhenAsked) {
  const Board& board = analyze_test::milton_bradley();
  const snl::Analysis asked = snl::analyze(board, moments_options(Overshoot::stay, 0, 6, true));
  const std::string json = snl::analysis_json(board, asked);
  EXPECT_NE(json.find("\"moments\":{"), std::string::npos) << json.substr(0, 400);
  EXPECT_NE(json.find("\"skewness_squared\""), std::string::npos);
  const std::string text = snl::analysis_text(board, asked, 1);
  EXPECT_NE(text.find("skewness"), std::string::npos);
  EXPECT_NE(text.find("exact excess kurtosis"), std::string::npos);
  snl::AnalysisOptions plain;
  plain.rules.start = 0;
  const snl::Analysis not_asked = snl::analyze(board, plain);
  EXPECT_EQ(snl::analysis_json(board, not_asked).find("moments"), std::string::npos);
  EXPECT_EQ(snl::analysis_text(board, not_asked, 1).find("skewness"), std::string::npos);
}

}  // namespace
