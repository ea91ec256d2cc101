// snl/design_values.hpp — the values of `snl design`'s options, as the CLI, the server's /api/design and the page
// take them: "X" or "X:TOL" (a target and its tolerance), "K" or "A..B" or "A.." (a count or a range), "K:P" pairs.
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
/// "X" (with `tolerance`) or "X:TOL".
std::optional<Band> design_band(const std::string& text, double tolerance);
/// "K", "A..B" or "A.." (no upper end).
std::optional<CountRange> design_range(const std::string& text);
/// "K:P" (rolls, then a probability ≤ 1), "P:K" (a percentage 0 < P ≤ 100, then rolls), "FROM:TO".
std::optional<std::pair<std::uint64_t, double>> design_within(const std::string& text);
std::optional<std::pair<double, std::uint64_t>> design_percentile(const std::string& text);
std::optional<Jump> design_jump(const std::string& text);
/// "P" or "P:TOL": players 2..kMaxPlayers and the tolerance (default 0.02).
std::optional<std::pair<int, double>> design_fair(const std::string& text);

}  // namespace snl
