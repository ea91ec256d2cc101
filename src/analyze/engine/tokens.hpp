// analyze/engine/tokens.hpp — a player's token (snl/play.hpp, TokenState) as a state of the analysis' chain
// (analyze/engine/chain.hpp, StateKey): the public count of again rolls and turn start, and the chain's phase, which
// without an again limit only says whether the turn goes on.
#pragma once

#include "analyze/engine/chain.hpp"
#include "snl/play.hpp"

namespace snl::internal {

/// The chain's key of a token that has not finished. Precondition: validate(board, rules, token, …) passed and
/// token.square is below the last square.
inline StateKey key_of(const GameRules& rules, const TokenState& token) {
  const auto square = static_cast<std::uint32_t>(token.square);
  if (token.jump_pending) return {square, square, kPendingPhase};
  if (token.agains == 0) return {square, square, 0};
  if (rules.again_limit == 0) return {square, square, 1};
  return {square, static_cast<std::uint32_t>(token.turn_start), static_cast<std::uint16_t>(token.agains)};
}

}  // namespace snl::internal
