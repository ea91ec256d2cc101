// analyze/players/handicap.hpp — AnalysisOptions::handicap: the starting squares that bring the players' chances to win
// closest to equal (snl/analyze.hpp, Handicap; docs/analyze.md, "Handicap").
#pragma once

#include <cstdint>
#include <functional>

#include "snl/analyze.hpp"
#include "snl/board.hpp"
#include "snl/rules.hpp"

namespace snl::internal {

/// The handicap for `players` (2 or more) under `rules` within `tolerance`; adds its work to `work`. LimitError when
/// the squares where a player may start times the chain's states pass kMaxHandicapCells, or the search would pass
/// `max_work`.
Handicap find_handicap(const Board& board, const GameRules& rules, int players, double tolerance,
                       std::uint64_t max_work, std::uint64_t& work,
                       const std::function<void(std::uint64_t, double)>& progress);

}  // namespace snl::internal
