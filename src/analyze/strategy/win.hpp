// analyze/strategy/win.hpp — the two-player game to win under the players' choices (snl/strategy.hpp, goal win), for
// analyze(): value iteration from below and above over both tokens' squares, the games against a player without
// the choices, and the comparison with the least-rolls play.
#pragma once

#include <cstdint>

#include "analyze/engine/checkpoint.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/strategy.hpp"

namespace snl::internal {

/// The game to win of two players on `board` under `rules` (both with rules.choices; no roll-again, costly jumps,
/// meeting rules or dice counting more than one roll: analyze()'s validation refuses them). Throws LimitError naming
/// the count past kMaxWinStates, past the work budget, or when the bracket does not close within kMaxWinSweeps.
/// The bracket on every position is at most optimal.tolerance wide, and a choice other than the plain one is made
/// only where it is better by more than it.
Strategy win_play(const Board& board, const GameRules& rules, const Optimal& optimal, LinearSolver solver,
                  std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint);

}  // namespace snl::internal
