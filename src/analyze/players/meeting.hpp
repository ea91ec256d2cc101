// analyze/players/meeting.hpp — the players' game when their tokens meet (GameRules::meeting, snl/analyze.hpp's
// MeetingFigures): the joint chain over every token's square and whose turn it is, built from the start by the
// mover's moves and the meeting rule, solved with the analysis' linear systems (analyze/engine/linear.hpp): P(player i wins)
// as the chain's absorption by each player's finishing rolls, the rounds as the expected turns of the first player.
// Work: the states (at most kMaxMeetingStates, refused at once above the bound M^P · P, M the squares a token stands
// on) times the die's faces to build, then one factorization and P + 1 solves.
#pragma once

#include <cstdint>

#include "analyze/engine/checkpoint.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"

namespace snl::internal {

/// The figures of `players` players from the start under `rules` (rules.meeting set). Throws LimitError naming the
/// state count past kMaxMeetingStates or the budget.
MeetingFigures meeting_figures(const Board& board, const GameRules& rules, int players, LinearSolver solver,
                               std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint);

}  // namespace snl::internal
