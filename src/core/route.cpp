#include "snl/route.hpp"

#include <cassert>
#include <string>

#include "core/walk.hpp"
#include "snl/error.hpp"

namespace snl {

std::vector<Leg> expand_walks(const Board& board, const std::vector<Leg>& route) {
  std::uint64_t rolls = 0;
  for (const Leg& leg : route) rolls += std::holds_alternative<Walk>(leg) ? std::get<Walk>(leg).rolls : 1;
  if (rolls > kMaxListedRolls) {
    throw LimitError("a route of " + std::to_string(rolls) + " rolls is too long to list roll by roll (at most " +
                     std::to_string(kMaxListedRolls) + ")");
  }
  const internal::Heads heads(board);
  std::vector<Leg> steps;
  for (const Leg& leg : route) {
    if (const Walk* w = std::get_if<Walk>(&leg)) {
      Label at = w->from;
      for (std::uint64_t k = 0; k < w->rolls; ++k) {
        const Label next = heads.next_frontier(at).value_or(at);
        steps.emplace_back(Step{at, static_cast<int>(next - at), next, next});
        at = next;
      }
      assert(at == w->to);
    } else {
      steps.push_back(leg);
    }
  }
  return steps;
}

}  // namespace snl
