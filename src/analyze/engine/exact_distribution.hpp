// analyze/engine/exact_distribution.hpp — the distribution of the number of rolls as exact fractions: the pmf and cdf up to
// a roll (AnalysisOptions::exact_rolls) and the probability generating function as a rational function in lowest
// terms (AnalysisOptions::pgf), from the start and from every square where a turn begins.
//
// Over the states that can still finish (m of them; the others never finish and add nothing), with W the die's total
// weight: a_k(s) = W^k · P(a game from state s ends on roll k) is an integer, a_1(s) = the weight of the faces that
// finish from s and a_k(s) = Σ w(s→s') a_{k−1}(s'), one integer vector per roll for every state at once. The pmf is
// a_k / W^k, the cdf (Σ a_j W^{k−j}) / W^k. The sequence a_0 = 0, a_1, … satisfies a linear recurrence of order at
// most m + 1 (the Cayley–Hamilton theorem on the m × m transitions), so Berlekamp–Massey over the rationals on its
// first 2(m + 1) terms finds the shortest one, G(u) = Σ a_k u^k = P(u)/C(u) with C(0) = 1; the shortest recurrence
// leaves no common factor (one would give a shorter one), and the next 4 terms are checked against it. Then
// f(t) = G(t / W).
//
// Work: a unit per 64-bit word multiplied (price::kExactWord), charged to the meter as it goes; refused at once when
// an estimate of the whole does not fit in what is left, or when the generating functions from every square would
// keep more than kMaxPgfWords words.
// Tested by: tests/unit/exact_pmf_test.cpp.
#pragma once

#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "snl/analyze.hpp"

namespace snl::internal {

/// Fills exact.pmf and exact.cdf (options.exact_rolls > 0) and exact.pgf (options.pgf; with options.squares also
/// exact.square_pgfs, for each state of phase 0 in the chain's order, as Analysis::squares). `finishes` says which
/// states can finish; the start need not be one of them (then every figure from it is 0).
void add_exact_distribution(const Chain& chain, const std::vector<bool>& finishes, const AnalysisOptions& options,
                            ExactFigures& exact, WorkMeter& meter);

/// The figures of a game over before it starts (one square, start 1): T = 0.
void add_exact_distribution_over(const AnalysisOptions& options, ExactFigures& exact);

}  // namespace snl::internal
