// analyze/strategy/strategy.hpp — the best play under the player's choices (snl/strategy.hpp), for analyze().
#pragma once

#include <cstdint>

#include "analyze/engine/checkpoint.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/strategy.hpp"

namespace snl::internal {

/// The best play on `board` under `rules` for `optimal`, with the fixed plays' values; with `exact` (goal rolls) the
/// best play's value as a fraction. Charges its work to `work` (LimitError past `budget`); `checkpoint` may stop it.
/// Throws Error when the rules' dice have no common denominator below 2^62, LimitError past the budget.
Strategy optimal_play(const Board& board, const GameRules& rules, const Optimal& optimal, bool exact,
                      LinearSolver solver, std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint);

}  // namespace snl::internal
