#include "snl/dijkstra.hpp"

#include <functional>
#include <limits>
#include <queue>
#include <utility>

#include "core/memory.hpp"
#include "solve/route_builder.hpp"

namespace snl {

Solution solve_dijkstra(const Board& board, bool want_route) {
  const std::uint64_t last = board.squares();
  if (last == 1) return {0, {}};
  const std::vector<std::uint32_t> destination = dense_destinations(board);
  constexpr std::uint32_t kUnreached = std::numeric_limits<std::uint32_t>::max();
  std::vector<std::uint32_t> distance = internal::huge_vector<std::uint32_t>(table_index(last) + 1, kUnreached);
  std::vector<std::uint32_t> parent = internal::huge_vector<std::uint32_t>(table_index(last) + 1, 0);
  using Entry = std::pair<std::uint32_t, std::uint32_t>;  // (rolls, square)
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> heap;
  distance[1] = 0;
  parent[1] = 1;
  heap.emplace(0, 1);
  while (!heap.empty()) {
    const auto [rolls, from] = heap.top();
    heap.pop();
    if (rolls != distance[from]) continue;  // a stale entry
    if (from == last) {
      Solution solution{rolls, {}};
      if (want_route) solution.route = internal::steps_along(destination, internal::chain_to(parent, last));
      return solution;
    }
    const Label reach = last_landing(from, last);
    for (Label land = from + 1; land <= reach; ++land) {
      const std::uint32_t to = destination[table_index(land)];
      if (rolls + 1 >= distance[to]) continue;
      distance[to] = rolls + 1;
      parent[to] = from;
      heap.emplace(rolls + 1, to);
    }
  }
  return {-1, {}};
}

}  // namespace snl
