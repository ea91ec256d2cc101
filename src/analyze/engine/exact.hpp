// analyze/engine/exact.hpp — the analysis' figures as exact fractions (Analysis::exact, FastestGames' probabilities), with
// Boost.Multiprecision's rationals (header-only, so that every build of snl has them, the WebAssembly one too). The
// multiprecision headers stay inside exact.cpp and fastest.cpp.
#pragma once

#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/checkpoint.hpp"
#include "snl/analyze.hpp"

namespace snl::internal {

/// The expected rolls (and, when `turns`, turns) and their variances from the start of `chain`, and the
/// probability of finishing, as fractions in lowest terms: the systems of solve_expectations (analyze/engine/linear.hpp)
/// by sparse Gaussian elimination over the rationals, in the chain's order (most moves go forward, so little fills
/// in). `finishes` says which states can finish (the start among them). Throws LimitError past kMaxExactStates
/// states.
/// The work (a unit per pair of 64-bit words multiplied, 64 per product of fractions) is charged to `meter` as it
/// goes: refused at once when the chain's transitions alone would pass the budget, LimitError once it passes it,
/// and the meter's checkpoint may stop it.
ExactFigures solve_exact(const Chain& chain, const std::vector<bool>& finishes, bool turns, WorkMeter& meter);

class ExactSystem;
/// The same by `system`, I − Q of `chain` factorized already (shared with the other parts that need it).
ExactFigures solve_exact(const ExactSystem& system, const Chain& chain, bool turns);

/// The shortest games from the start of `chain` (Analysis::fastest): their length, how many sequences of faces
/// there are, the probability of finishing in exactly that many rolls, and the likeliest of them
/// (when several are equally likely, one of them), walked back into steps with `mover`. Adds its work (a unit per
/// 64-bit word of each integer touched) to `work`; throws LimitError when that passes `budget`. Precondition: the
/// chain can finish.
FastestGames fastest_games(const Chain& chain, const Mover& mover, const GameRules& rules, std::uint64_t budget,
                           std::uint64_t& work);

}  // namespace snl::internal
