#include "snl/solve.hpp"

#include <array>
#include <utility>

#include "snl/bfs.hpp"
#include "snl/bidirectional.hpp"
#include "snl/bitset_bfs.hpp"
#include "snl/dijkstra.hpp"
#include "snl/sparse.hpp"

namespace snl {
namespace {

constexpr std::array<std::pair<Algorithm, std::string_view>, 6> kNames{{
    {Algorithm::automatic, "auto"},
    {Algorithm::bfs, "bfs"},
    {Algorithm::dijkstra, "dijkstra"},
    {Algorithm::bidirectional, "bidirectional"},
    {Algorithm::sparse, "sparse"},
    {Algorithm::bitset, "bitset"},
}};

}  // namespace

Algorithm automatic_algorithm(std::uint64_t squares, std::uint64_t jumps, bool route) {
  const bool many_squares_per_jump = squares / kSparseRatio > jumps;
  if (squares > kMaxDenseSquares || many_squares_per_jump) return Algorithm::sparse;
  return route ? Algorithm::bfs : Algorithm::bitset;
}

Algorithm automatic_algorithm(const Board& board, bool route) {
  return automatic_algorithm(board.squares(), board.jumps().size(), route);
}

Solution solve(const Board& board, const SolveOptions& options) {
  const Algorithm algorithm =
      options.algorithm == Algorithm::automatic ? automatic_algorithm(board, options.route) : options.algorithm;
  switch (algorithm) {
    case Algorithm::dijkstra:
      return solve_dijkstra(board, options.route);
    case Algorithm::bidirectional:
      return solve_bidirectional(board, options.route);
    case Algorithm::sparse:
      return solve_sparse(board, options.route);
    case Algorithm::bitset:
      if (options.route) break;
      return {min_rolls_bitset(board), {}};
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

std::vector<std::string_view> algorithm_names() {
  std::vector<std::string_view> names;
  for (const auto& [a, name] : kNames) names.push_back(name);
  return names;
}

std::optional<Algorithm> algorithm_named(std::string_view name) {
  for (const auto& [a, n] : kNames) {
    if (n == name) return a;
  }
  return std::nullopt;
}

}  // namespace snl
