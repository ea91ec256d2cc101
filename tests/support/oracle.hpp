// tests/support/oracle.hpp — an independent model of the rules, to check snl against.
//
// Everything here works on the raw LeetCode grid (std::vector<std::vector<int>>) and re-derives the rules on
// its own, on purpose without calling any snl function: its own label -> cell numbering (made by walking the
// rows from the bottom, not by arithmetic), least rolls by Bellman-Ford relaxation over a std::map until
// nothing changes (no queue, no levels), and two certificate checkers that say what is wrong in words.
// It is slow (O(squares² · 6) in the worst case) and meant for boards up to a few hundred squares.
//
// Tested by: OracleSelfTest (known answers, and broken routes and tables it must reject) and by agreeing with
// four solvers that share nothing with it (tests/stress/stress_test.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "snl/route.hpp"

namespace oracle {

using Grid = std::vector<std::vector<int>>;

struct Place {
  int row;
  int column;
};

/// places[label] is the grid cell of square `label` (1 ≤ label ≤ n²; places[0] unused), found by walking the
/// rows from the bottom one, alternating direction.
std::vector<Place> walk_places(int n);

/// A grid of side n holding the given (from, to) jumps by label; every other cell -1.
Grid grid_with(int n, const std::vector<std::pair<int, int>>& jumps);

/// ends[label]: the square a roll landing on `label` ends on (index 0 unused).
std::vector<int> landing_ends(const Grid& grid);

/// The least number of rolls to stand on each square (index = label, index 0 unused, -1 when never).
std::vector<std::int64_t> distances(const Grid& grid);

/// The least number of rolls to finish, -1 when the last square cannot be reached; 0 for a 1×1 board.
std::int64_t min_rolls(const Grid& grid);

/// Checks `solution` as a certificate for `grid`: the route is a legal play from square 1 to the last square
/// whose rolls add up to solution.rolls (and is empty when unreachable). It does not check optimality.
/// Returns the first violation in words, or an empty string when the route is valid.
std::string check_route(const Grid& grid, const snl::Solution& solution);

/// Checks a per-square distance table (index = label, -1 = never) as a BFS certificate: square 1 has 0, every
/// roll from a square at distance d ends on a square at distance ≤ d + 1, and every other square at distance
/// d > 0 is the end of a roll from a square at distance d - 1. Returns the first violation, or "".
std::string check_distances(const Grid& grid, const std::vector<std::int32_t>& distances);

/// The grid in JSON form, for failure messages.
std::string to_text(const Grid& grid);

}  // namespace oracle
