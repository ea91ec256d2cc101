// solve/route_builder.hpp — turning a chain of standing squares into the steps of a route, shared by the dense solvers.
#pragma once

#include <cassert>
#include <cstdint>
#include <vector>

#include "snl/route.hpp"
#include "snl/rules.hpp"

namespace snl::internal {

/// The roll from standing square `from` that ends on `to`, with the smallest die value. Precondition: one exists.
inline Step step_between(const std::vector<std::uint32_t>& destination, Label from, Label to) {
  const Label last = last_landing(from, destination.size() - 1);
  for (Label land = from + 1; land <= last; ++land) {
    if (destination[table_index(land)] == to) return {from, static_cast<int>(land - from), land, to};
  }
  assert(false && "no roll joins the two squares");
  return {from, 0, from, to};
}

/// Steps along `squares` (standing squares in route order, starting with 1).
inline std::vector<Leg> steps_along(const std::vector<std::uint32_t>& destination,
                                    const std::vector<Label>& squares) {
  std::vector<Leg> route;
  route.reserve(squares.empty() ? 0 : squares.size() - 1);
  for (std::size_t i = 1; i < squares.size(); ++i) {
    route.emplace_back(step_between(destination, squares[i - 1], squares[i]));
  }
  return route;
}

/// The standing squares from 1 to `end` by following `parent` (parent[1] == 1).
inline std::vector<Label> chain_to(const std::vector<std::uint32_t>& parent, Label end) {
  std::vector<Label> squares{end};
  while (squares.back() != 1) squares.push_back(parent[table_index(squares.back())]);
  return {squares.rbegin(), squares.rend()};
}

}  // namespace snl::internal
