// analyze/add_jumps.hpp — which single jump to add (Analysis::jumps_to_add).
//
// Adding the jump h → d changes only where the moves arriving on h end: on d instead (the rolls that land on h, and
// under GameRules::chain also the jumps that end there; with roll-again rules, in the same phase of the turn). On a
// chain holding every position (and phase) as a state, that is the rank-r change −A·Wᵀ of I − Q, where A's columns
// hold those moves' probabilities, one per phase (r ≤ 2: without an again limit a state is its position and phase),
// and W's are e_d − e_h. With Z = (I − Q)⁻¹A (r solves for a head, whatever d) and C = I − WᵀZ (r × r), Woodbury's
// identity gives the start's expected rolls with the jump, t'₀ = t₀ + Z₀·C⁻¹·Wᵀt, and (a jump costing a roll) one
// more term Z₀·C⁻¹·1: O(r³) for each of the ~N² candidates once each head's columns are solved.
//
// Tested by: tests/unit/add_jumps_test.cpp (every candidate of small boards under every rule against an independent
// value iteration on the board with the jump, the ranking, the bounds, a Monte Carlo of the best jump).
#pragma once

#include <cstdint>
#include <string>

#include "core/mover.hpp"
#include "snl/analyze.hpp"

namespace snl::internal {

/// Why the jumps to add are not computed under `rules` (the game from the start can last forever when `endless`),
/// or empty when they are.
std::string jumps_to_add_left_out(const GameRules& rules, bool endless);

/// The jumps to add (above), for a board whose game from the start finishes surely (expected rolls `rolls`, and
/// `turns` with roll-again rules), under options' rules and bounds. Charges a chain over every position, its
/// factorization, a solve per phase of each head the game can reach and a few units a candidate to `work`:
/// LimitError past options.max_work (refused at once when the solves alone would pass it).
JumpsToAdd jumps_to_add(const Board& board, const Mover& mover, const AnalysisOptions& options, double rolls,
                        std::optional<double> turns, std::uint64_t& work);

}  // namespace snl::internal
