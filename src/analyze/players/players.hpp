// analyze/players/players.hpp — the last stage of an analysis: several players taking turns, from the single-player
// distribution (players are independent; see docs/analyze.md for the formulas).
#pragma once

#include "analyze/engine/distribution.hpp"
#include "snl/analyze.hpp"

namespace snl::internal {

/// Fills analysis.players, the total-rolls distribution and the expected rounds and total rolls.
void add_players(Analysis& analysis, const Distribution& d);

}  // namespace snl::internal
