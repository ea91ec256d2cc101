#include "snl/solve.hpp"

#include <array>
#include <thread>
#include <utility>

#include "snl/bfs.hpp"
#include "snl/bidirectional.hpp"
#include "snl/bitset_bfs.hpp"
#include "snl/dijkstra.hpp"
#include "snl/meeting_bfs.hpp"
#include "snl/sparse.hpp"
#include "snl/snl.hpp"

namespace snl {
namespace {

/// Boards from this size on are worth a second thread (starting one costs tens of microseconds).
constexpr std::uint64_t kMeetingFrom = std::uint64_t{1} << 18;

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

std::optional<Algorithm> algorithm_named(std::string_view name) {
  for (const auto& [a, n] : kNames) {
    if (n == name) return a;
  }
  return std::nullopt;
}

int min_rolls(const std::vector<std::vector<int>>& board) {
  // The grid is read in place (checked whole, heads worked out as the search reaches them), and handed to the
  // sparse solver as a Board only when the automatic rule picks it (few jumps: the conversion is then cheap).
  GridBits bits(board);
  if (automatic_algorithm(bits.squares(), bits.jump_count(), false) == Algorithm::sparse) {
    return static_cast<int>(solve_sparse(bits.to_board(), false).rolls);
  }
  // Large boards whose jumps allow it: two searches meeting halfway, one per core (snl/meeting_bfs.hpp).
  if (bits.squares() >= kMeetingFrom && std::thread::hardware_concurrency() >= 2) {
    if (const auto answer = min_rolls_meeting(bits, {.cut_row = default_cut_row(bits.side())})) {
      return static_cast<int>(answer->rolls);
    }
  }
  return static_cast<int>(min_rolls_bitset(bits));
}

}  // namespace snl
