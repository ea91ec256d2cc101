// analyze/jumps/jump_use.hpp — how often each jump is taken (Analysis::jump_use).
#pragma once

#include <cstdint>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/linear.hpp"
#include "core/mover.hpp"
#include "snl/analyze.hpp"

namespace snl::internal {

/// Each jump's use in a game from the start (JumpUse), on a chain whose every state can finish, with its systems
/// already factorized and the game's expected rolls. The expected count is Σ visits(s)·P(a roll from s takes it),
/// from the start's row of (I − Q)⁻¹ (one solve for all jumps). For the rest, a jump's takings lead to a few states
/// E (where the token stands after them, or the finish): with Z = (I − Q)⁻¹A (A: the probabilities of the rolls
/// taking it, a column per state of E), the chain in which those rolls are absorbed is a rank-|E| change of I − Q
/// (Woodbury), and C = I + Z[E, E] gives the state after the next taking, M = C⁻¹Z[E, ·], from each of E, and from
/// the start; the count is the chain over E that M defines. The games that never take it: (I − Q')g = P(never), one
/// more solve, and the game's length given the count from |E| more (the rolls until the next taking, by where it
/// leads). 2|E| + 1 solves a jump (3 without roll-again rules), charged to `work`; LimitError past `budget`.
std::vector<JumpUse> jump_use(const Board& board, const Chain& chain, const Mover& mover, const GameRules& rules,
                              Systems& systems, double expected_rolls, std::uint64_t budget, std::uint64_t& work);

}  // namespace snl::internal
