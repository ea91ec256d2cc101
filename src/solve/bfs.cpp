#include "snl/bfs.hpp"

#include <algorithm>

#include "core/memory.hpp"
#include "solve/route_builder.hpp"

namespace snl {

Solution solve_bfs(const Board& board, bool want_route) {
  const std::uint64_t last = board.squares();
  if (last == 1) return {0, {}};
  const std::vector<std::uint32_t> destination = dense_destinations(board);
  // parent[x] = the square a shortest route stood on before x; 0 = not reached yet. The vector with a read
  // index is the queue; `level_end` marks where the current number of rolls ends.
  std::vector<std::uint32_t> parent = internal::huge_vector<std::uint32_t>(table_index(last) + 1, 0);
  std::vector<std::uint32_t> queue;
  internal::reserve_huge(queue, table_index(last));  // each square enters once; address space only until used
  parent[1] = 1;
  queue.push_back(1);
  std::int64_t rolls = 0;
  for (std::size_t head = 0; head < queue.size();) {
    ++rolls;
    for (const std::size_t level_end = queue.size(); head < level_end; ++head) {
      const std::uint32_t from = queue[head];
      const Label reach = last_landing(from, last);
      for (Label land = from + 1; land <= reach; ++land) {
        const std::uint32_t to = destination[table_index(land)];
        if (parent[to] != 0) continue;
        parent[to] = from;
        if (to == last) {
          Solution solution{rolls, {}};
          if (want_route) solution.route = internal::steps_along(destination, internal::chain_to(parent, last));
          return solution;
        }
        queue.push_back(to);
      }
    }
  }
  return {-1, {}};
}

std::vector<std::int32_t> roll_distances(const Board& board) {
  const std::uint64_t last = board.squares();
  const std::vector<std::uint32_t> destination = dense_destinations(board);
  std::vector<std::int32_t> distance = internal::huge_vector<std::int32_t>(table_index(last) + 1, -1);
  std::vector<std::uint32_t> queue;
  internal::reserve_huge(queue, table_index(last));
  queue.push_back(1);
  distance[1] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t from = queue[head];
    const Label reach = last_landing(from, last);
    for (Label land = from + 1; land <= reach; ++land) {
      const std::uint32_t to = destination[table_index(land)];
      if (distance[to] >= 0) continue;
      distance[to] = distance[from] + 1;
      queue.push_back(to);
    }
  }
  return distance;
}

std::vector<std::int32_t> rolls_to_finish(const Board& board) {
  const std::uint64_t last = board.squares();
  const std::vector<std::uint32_t> destination = dense_destinations(board);
  // The rolls reversed, as a compressed adjacency: into[first[q] .. first[q + 1]) are the squares one roll takes to q.
  std::vector<std::uint32_t> first(table_index(last) + 2, 0);
  for (Label from = 1; from < last; ++from) {
    for (Label land = from + 1; land <= last_landing(from, last); ++land) ++first[destination[table_index(land)] + 1];
  }
  for (std::size_t q = 1; q < first.size(); ++q) first[q] += first[q - 1];
  std::vector<std::uint32_t> into(first[table_index(last) + 1]);
  std::vector<std::uint32_t> next(first.begin(), first.end() - 1);
  for (Label from = 1; from < last; ++from) {
    for (Label land = from + 1; land <= last_landing(from, last); ++land) {
      into[next[destination[table_index(land)]]++] = static_cast<std::uint32_t>(from);
    }
  }
  std::vector<std::int32_t> distance = internal::huge_vector<std::int32_t>(table_index(last) + 1, -1);
  std::vector<std::uint32_t> queue;
  internal::reserve_huge(queue, table_index(last));
  queue.push_back(static_cast<std::uint32_t>(last));
  distance[table_index(last)] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t to = queue[head];
    for (std::uint32_t k = first[to]; k < first[to + 1]; ++k) {
      const std::uint32_t from = into[k];
      if (distance[from] >= 0) continue;
      distance[from] = distance[to] + 1;
      queue.push_back(from);
    }
  }
  return distance;
}

RollLayers roll_layers(const Board& board) {
  RollLayers layers;
  layers.distance = roll_distances(board);
  const std::vector<std::int32_t>& distance = layers.distance;
  for (std::size_t label = 1; label < distance.size(); ++label) layers.deepest = std::max(layers.deepest, distance[label]);
  layers.counts.assign(static_cast<std::size_t>(layers.deepest) + 1, 0);
  for (std::size_t label = 1; label < distance.size(); ++label) {
    if (distance[label] >= 0) {
      ++layers.counts[static_cast<std::size_t>(distance[label])];
    } else if (board.end_of_landing(label) != label) {
      ++layers.jump_heads;
    } else {
      ++layers.unreachable;
    }
  }
  return layers;
}

}  // namespace snl
