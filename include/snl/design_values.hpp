// snl/design_values.hpp — the values of `snl design`'s options, as the CLI, the server's /api/design and the page
// take them: a goal ("X", "X:TOL", "A..B", "A..", "..B"), "K" or "A..B" or "A.." (a count or a range), and a goal
// after a number ("K:GOAL", "P:GOAL", "I:GOAL").
// Numbers are decimal, non-negative and finite; anything else is nullopt (the caller says what was expected).
//
// Tested by: tests/golden/cases/design-malformed-*, tests/server/api_test.cpp (/api/design).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "snl/design.hpp"

namespace snl {

std::optional<double> design_real(const std::string& text);
std::optional<std::uint64_t> design_whole(const std::string& text);
/// A goal (snl::Goal): "X" (X ± `tolerance`), "X:TOL", "A..B", "A.." or "..B"; A ≤ B is not checked here.
std::optional<Goal> design_goal(const std::string& text, double tolerance);
/// "K", "A..B" or "A.." (no upper end).
std::optional<CountRange> design_range(const std::string& text);
/// "K:GOAL" (rolls, then a goal for the probability, every number ≤ 1; a bare "K:P" is at least P),
/// "P:GOAL" (a percentage 0 < P ≤ 100, then a goal for the rolls; a bare "P:K" is at most K),
/// "I:GOAL" (a player 1..kMaxPlayers, then a goal for the chance, ≤ 1; a bare "I:X" is X ± kDefaultFairTolerance),
/// "FROM:TO".
std::optional<std::pair<std::uint64_t, Goal>> design_within(const std::string& text);
std::optional<std::pair<double, Goal>> design_percentile(const std::string& text);
std::optional<std::pair<int, Goal>> design_win(const std::string& text);
std::optional<Jump> design_jump(const std::string& text);
/// "P" or "P:TOL": players 2..kMaxPlayers and the tolerance (default 0.02).
std::optional<std::pair<int, double>> design_fair(const std::string& text);

}  // namespace snl
