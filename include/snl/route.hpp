// snl/route.hpp — what a solver returns: the least number of rolls and one route achieving it.
//
// A route is a list of legs. A Step is one roll: stand on `from`, roll `roll`, land on `land`, end on `to`
// (`to` != `land` exactly when a jump was taken). A Walk is a run of `rolls` rolls from `from` to `to` in which
// every roll ends where it lands (plain squares, or self-jumps, which lead back to themselves): no snake or ladder
// moves you. Solvers for giant boards emit walks so that a route of 10^17 rolls stays small.
// Dense solvers emit only steps.
//
// Tested by: tests/unit/route_test.cpp (legs, expand_walks), tests/unit/solve_test.cpp and tests/stress
// (certificate checks of every route).
#pragma once

#include <cstdint>
#include <variant>
#include <vector>

#include "snl/board.hpp"
#include "snl/rules.hpp"

namespace snl {

struct Step {
  Label from;
  int roll;
  Label land;
  Label to;
  friend bool operator==(const Step&, const Step&) = default;
};

struct Walk {
  Label from;
  Label to;
  std::uint64_t rolls;
  friend bool operator==(const Walk&, const Walk&) = default;
};

using Leg = std::variant<Step, Walk>;

struct Solution {
  /// The least number of rolls, or -1 when the last square cannot be reached ("unreachable" is a result).
  std::int64_t rolls = -1;
  /// One optimal route (empty when unreachable, when the board has one square, or when not asked for).
  std::vector<Leg> route;

  bool reachable() const noexcept { return rolls >= 0; }
};

/// Number of rolls a leg stands for.
inline std::uint64_t rolls_of(const Leg& leg) {
  return std::holds_alternative<Step>(leg) ? 1 : std::get<Walk>(leg).rolls;
}
inline Label leg_from(const Leg& leg) {
  return std::visit([](const auto& l) { return l.from; }, leg);
}
inline Label leg_to(const Leg& leg) {
  return std::visit([](const auto& l) { return l.to; }, leg);
}

/// The most rolls a route may have to be listed roll by roll (expand_walks): 10⁷ steps of 24 bytes, 240 MB.
inline constexpr std::uint64_t kMaxListedRolls = 10'000'000;

/// The same route with every Walk replaced by its Steps (the walk that keeps the frontier: each roll to the
/// farthest plain square). Precondition: the route is valid on `board`. Throws LimitError when it has more than
/// kMaxListedRolls rolls. O(number of rolls).
std::vector<Leg> expand_walks(const Board& board, const std::vector<Leg>& route);

}  // namespace snl
