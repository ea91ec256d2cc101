// snl/solve.hpp — the least number of rolls and an optimal route, by a chosen algorithm.
//
// All algorithms return the same number of rolls on every board (routes may differ; each is optimal). Their
// bytes per square: docs/solve.md, "Memory".
//   bfs            BFS over the flattened board (snl/bfs.hpp)            O(n²) time
//   dijkstra       Dijkstra with a binary heap (snl/dijkstra.hpp)         O(n² log n) time
//   bidirectional  BFS from both ends, smaller frontier first             O(n²) time
//   sparse         frontier search over the jumps (snl/sparse.hpp)    O(m log m) time, any size up to 10^18
//   bitset         bit-parallel BFS, answer only (snl/bitset_bfs.hpp)  O(n²/64 + m) typical; a route asked of
//                  it comes from bfs
//   automatic      sparse when the board has many more squares than jumps (squares > kSparseRatio × (m + 1))
//                  or more squares than a dense table may hold; otherwise bitset for the answer alone and bfs
//                  when a route is asked for; and sparse when that dense solver's tables would not fit in memory
//
// Memory: before anything is allocated, solve() estimates what the chosen algorithm's tables take (memory_needed)
// and refuses with LimitError, naming the limit, when it is over options.memory_limit (by default half the
// machine's physical memory, or the process's own limit when lower). Tables of 16 MiB or less are never refused
// by the default limit, and the limit is read only for larger ones, so a batch of small boards makes no syscall a board.
//
// Tested by: tests/unit/solve_test.cpp, tests/stress/stress_test.cpp (all algorithms against an oracle and
// against each other, every route checked as a certificate). One page per algorithm in docs/.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "snl/board.hpp"
#include "snl/options.hpp"
#include "snl/route.hpp"

namespace snl {

enum class Algorithm { automatic, bfs, dijkstra, bidirectional, sparse, bitset };

/// The automatic choice: sparse when squares > kSparseRatio × (jumps + 1) (the ratio: bench/RESULTS.md).
inline constexpr std::uint64_t kSparseRatio = 64;
Algorithm automatic_algorithm(const Board& board, bool route);
/// The same rule, from the counts alone.
Algorithm automatic_algorithm(std::uint64_t squares, std::uint64_t jumps, bool route);

struct SolveOptions {
  Algorithm algorithm = Algorithm::automatic;
  /// Whether to build the route; without it solvers may skip bookkeeping.
  bool route = true;
  /// The most memory the solver's tables may take, in bytes; 0: default_memory_limit().
  std::uint64_t memory_limit = 0;
};

/// The options of snl solve that choose how it solves (snl/options.hpp): algorithm, max_memory. (The route and
/// the output's format are the faces' own.)
const OptionTable<SolveOptions>& solve_options();

/// Solve `board`. Throws LimitError when the chosen algorithm cannot handle the board's size, or its tables would
/// take more than the memory limit (the message names both).
Solution solve(const Board& board, const SolveOptions& options = {});

/// The algorithm solve() runs: options.algorithm, or the automatic choice — the sparse solver instead of a dense
/// one whose tables would not fit in the memory limit.
Algorithm chosen_algorithm(const Board& board, const SolveOptions& options);

/// The memory `algorithm`'s search takes on `board` at most, in bytes, from the sizes of its tables: per square
/// bfs 12, dijkstra 24, bidirectional 33, bitset 1; sparse 128 per jump. A route adds about 40 bytes a roll.
std::uint64_t memory_needed(const Board& board, Algorithm algorithm);

/// The default memory limit: half the machine's physical memory, or the process's address-space or data limit
/// (RLIMIT_AS, RLIMIT_DATA) when that is lower.
std::uint64_t default_memory_limit();

/// The algorithm's name as the CLI spells it ("bfs", …), and back; every name, "auto" first.
std::string_view name_of(Algorithm algorithm);
std::optional<Algorithm> algorithm_named(std::string_view name);
std::vector<std::string_view> algorithm_names();

}  // namespace snl
