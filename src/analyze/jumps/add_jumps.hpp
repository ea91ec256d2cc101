// analyze/jumps/add_jumps.hpp — which single jump to add (Analysis::jumps_to_add).
//
// Adding the jump h → d changes only where the moves arriving on h end: on d instead (the rolls that land on h, and
// under GameRules::chain also the jumps that end there; never a roll the stay rule keeps on h, which lands nowhere:
// the mover says which square's jump a roll obeys, asked on a probe board with a jump on every square). On a chain
// holding every position as a state, that is the rank-one change −a·wᵀ of I − Q, where a holds those moves' probabilities and w = e_d − e_h. With z = (I − Q)⁻¹a (one
// solve for a head, whatever d), Sherman–Morrison gives the start's expected rolls with the jump,
// t'₀ = t₀ + z₀·(t_d − t_h)/(1 − z_d + z_h), and (a jump costing a roll) z₀/(1 − z_d + z_h) more: O(1) for each of
// the ~N² candidates once each head's column is solved. Without an again limit the again face changes which rolls
// end a turn but no move: the chain is the one without it, and the turns are a reward (the rolls that do not roll
// again) solved once; with a limit a state is also where its turn began, and the jumps to add are left out.
//
// Tested by: tests/stress/resolve_each_figure_test.cpp (every candidate of every length re-solved with the jump on the
// board, under every overshoot, four dice, chain, costs, again), tests/unit/add_jumps_test.cpp (every candidate of
// small boards under every rule against an independent value iteration on the board with the jump, the ranking, the bounds, a Monte Carlo of the best jump).
#pragma once

#include <cstdint>
#include <optional>
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
