#include "snl/solve.hpp"

#include <array>
#include <utility>

#include "snl/bfs.hpp"
#include "snl/bidirectional.hpp"
#include "snl/dijkstra.hpp"
#include "snl/snl.hpp"

namespace snl {
namespace {

constexpr std::array<std::pair<Algorithm, std::string_view>, 4> kNames{{
    {Algorithm::automatic, "auto"},
    {Algorithm::bfs, "bfs"},
    {Algorithm::dijkstra, "dijkstra"},
    {Algorithm::bidirectional, "bidirectional"},
}};

}  // namespace

Solution solve(const Board& board, const SolveOptions& options) {
  switch (options.algorithm) {
    case Algorithm::dijkstra:
      return solve_dijkstra(board, options.route);
    case Algorithm::bidirectional:
      return solve_bidirectional(board, options.route);
    case Algorithm::automatic:
    case Algorithm::bfs:
      break;
  }
  return solve_bfs(board, options.route);
}

std::string_view name_of(Algorithm algorithm) {
  for (const auto& [a, name] : kNames) {
    if (a == algorithm) return name;
  }
  return "?";
}

std::optional<Algorithm> algorithm_named(std::string_view name) {
  for (const auto& [a, n] : kNames) {
    if (n == name) return a;
  }
  return std::nullopt;
}

int min_rolls(const std::vector<std::vector<int>>& board) {
  return static_cast<int>(solve_bfs(Board::from_grid(board), false).rolls);
}

}  // namespace snl
