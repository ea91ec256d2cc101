#include "snl/route.hpp"

#include <cassert>

#include "core/walk.hpp"

namespace snl {

std::vector<Leg> expand_walks(const Board& board, const std::vector<Leg>& route) {
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
