// analyze/jumps/jumps.hpp — what each jump and each first roll does to the game (Analysis::jumps, first_rolls).
#pragma once

#include <cstdint>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "core/mover.hpp"
#include "snl/analyze.hpp"

namespace snl::internal {

/// Each jump's effect (Analysis::jumps, sorted), given the analysis of the board as it is (`with`: its expected
/// rolls and turns). Without again rules, by one augmented chain (the start's states and those of a turn beginning
/// on each head) and a rank-one change per jump (redirected_expectations); with them, and for a jump whose removal
/// leaves a trap, by a new chain and solve. Charges `work`; throws LimitError past options.max_work.
std::vector<JumpEffect> jump_effects(const Board& board, const Mover& mover, const AnalysisOptions& options,
                                     const Analysis& with, std::uint64_t& work);

/// Refuses (LimitError) at once, from the board's own chain, jump effects that jump_effects() would refuse later: each
/// jump the chain can land on costs at least one solve of the chain's size (a column of Woodbury's identity, or a new
/// chain), so more of them than `work` leaves of options.max_work can never fit.
void refuse_jump_effects_over_budget(const Board& board, const Chain& chain, const Mover& mover,
                                     const AnalysisOptions& options, std::uint64_t work);

/// Each face of the first roll, from the expected rolls still needed from every state (`remaining`, from
/// solve_expectations) and which states can reach a trap.
std::vector<FirstRoll> first_rolls(const Chain& chain, const Mover& mover, const GameRules& rules,
                                   const std::vector<double>& remaining, const std::vector<bool>& trapped);

}  // namespace snl::internal
