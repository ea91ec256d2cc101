#include "snl/solve.hpp"

#include <array>
#include <utility>

#include "core/names.hpp"
#include "snl/bfs.hpp"
#include "snl/bidirectional.hpp"
#include "snl/bitset_bfs.hpp"
#include "snl/dijkstra.hpp"
#include "snl/sparse.hpp"

namespace snl {
namespace {

constexpr internal::Names<Algorithm, 6> kNames{{{
    {Algorithm::automatic, "auto"},
    {Algorithm::bfs, "bfs"},
    {Algorithm::dijkstra, "dijkstra"},
    {Algorithm::bidirectional, "bidirectional"},
    {Algorithm::sparse, "sparse"},
    {Algorithm::bitset, "bitset"},
}}};

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

std::string_view name_of(Algorithm algorithm) { return kNames.of(algorithm); }
std::optional<Algorithm> algorithm_named(std::string_view name) { return kNames.named(name); }
std::vector<std::string_view> algorithm_names() { return kNames.all(); }

}  // namespace snl
