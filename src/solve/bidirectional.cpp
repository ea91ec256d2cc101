#include "snl/bidirectional.hpp"

#include <algorithm>
#include <limits>

#include "core/memory.hpp"
#include "solve/route_builder.hpp"

namespace snl {
namespace {

constexpr std::int32_t kUnreached = -1;

/// What the backward search needs: where you can stand (square 1, a square whose landing ends on itself, or some
/// jump's destination), and the heads of the jumps ending on each square (self-jumps excluded: their landing
/// already ends on itself), as a compressed adjacency: heads_into[first[y] .. first[y + 1]).
struct Backward {
  std::vector<std::uint8_t> standable;
  std::vector<std::uint32_t> first;
  std::vector<std::uint32_t> heads_into;
};

Backward backward_of(const Board& board, const std::vector<std::uint32_t>& destination) {
  const std::uint64_t last = board.squares();
  Backward b;
  b.standable = internal::huge_vector<std::uint8_t>(table_index(last) + 1, 0);
  for (std::size_t x = 1; x <= last; ++x) b.standable[x] = destination[x] == x;
  b.standable[1] = 1;
  b.first = internal::huge_vector<std::uint32_t>(table_index(last) + 2, 0);
  for (const Jump& jump : board.jumps()) {
    b.standable[table_index(jump.to)] = 1;
    if (jump.from != jump.to) ++b.first[table_index(jump.to) + 1];
  }
  for (std::size_t y = 1; y < b.first.size(); ++y) b.first[y] += b.first[y - 1];
  b.heads_into.resize(b.first.back());
  std::vector<std::uint32_t> fill(b.first.begin(), b.first.end() - 1);
  for (const Jump& jump : board.jumps()) {
    if (jump.from != jump.to) b.heads_into[fill[table_index(jump.to)]++] = static_cast<std::uint32_t>(jump.from);
  }
  return b;
}

}  // namespace

Solution solve_bidirectional(const Board& board, bool want_route) {
  const std::uint64_t last = board.squares();
  if (last == 1) return {0, {}};
  const std::vector<std::uint32_t> destination = dense_destinations(board);
  const Backward reverse = backward_of(board, destination);
  const std::vector<std::uint8_t>& standable = reverse.standable;
  const std::vector<std::uint32_t>& first = reverse.first;
  const std::vector<std::uint32_t>& heads_into = reverse.heads_into;

  // Forward: rolls from 1 and the square stood on before. Backward: rolls to the last square and the square
  // stood on after.
  std::vector<std::int32_t> forward = internal::huge_vector<std::int32_t>(table_index(last) + 1, kUnreached);
  std::vector<std::int32_t> backward = internal::huge_vector<std::int32_t>(table_index(last) + 1, kUnreached);
  std::vector<std::uint32_t> before = internal::huge_vector<std::uint32_t>(table_index(last) + 1, 0);
  std::vector<std::uint32_t> after = internal::huge_vector<std::uint32_t>(table_index(last) + 1, 0);
  std::vector<std::uint32_t> forward_frontier{1}, backward_frontier{static_cast<std::uint32_t>(last)};
  forward[1] = 0;
  backward[table_index(last)] = 0;
  std::vector<std::uint32_t> next;
  std::int64_t best = std::numeric_limits<std::int64_t>::max();
  std::uint32_t meet = 0;
  const auto consider = [&](std::uint32_t square) {
    const std::int64_t total = std::int64_t{forward[square]} + backward[square];
    if (total < best) best = total, meet = square;
  };

  while (!forward_frontier.empty() && !backward_frontier.empty() && meet == 0) {
    next.clear();
    if (forward_frontier.size() <= backward_frontier.size()) {
      for (const std::uint32_t from : forward_frontier) {
        const Label reach = last_landing(from, last);
        for (Label land = from + 1; land <= reach; ++land) {
          const std::uint32_t to = destination[table_index(land)];
          if (forward[to] != kUnreached) continue;
          forward[to] = forward[from] + 1;
          before[to] = from;
          next.push_back(to);
          if (backward[to] != kUnreached) consider(to);
        }
      }
      forward_frontier.swap(next);
    } else {
      for (const std::uint32_t to : backward_frontier) {
        const auto expand_landing = [&](Label land) {
          for (std::size_t from = table_index(land > kDieFaces ? land - kDieFaces : 1); from < land; ++from) {
            if (!standable[from] || backward[from] != kUnreached) continue;
            backward[from] = backward[to] + 1;
            after[from] = to;
            next.push_back(static_cast<std::uint32_t>(from));
            if (forward[from] != kUnreached) consider(static_cast<std::uint32_t>(from));
          }
        };
        if (destination[to] == to) expand_landing(to);
        for (std::uint32_t k = first[to]; k < first[to + 1]; ++k) expand_landing(heads_into[k]);
      }
      backward_frontier.swap(next);
    }
  }
  if (meet == 0) return {-1, {}};

  Solution solution{best, {}};
  if (want_route) {
    std::vector<Label> squares = internal::chain_to(before, meet);
    for (Label x = meet; x != last;) squares.push_back(x = after[table_index(x)]);
    solution.route = internal::steps_along(destination, squares);
  }
  return solution;
}

}  // namespace snl
