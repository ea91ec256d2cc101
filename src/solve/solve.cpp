#include "snl/solve.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <array>
#include <limits>
#include <string>
#include <utility>

#include "core/bytes.hpp"
#include "core/names.hpp"
#include "snl/bfs.hpp"
#include "snl/bidirectional.hpp"
#include "snl/bitset_bfs.hpp"
#include "snl/dijkstra.hpp"
#include "snl/error.hpp"
#include "snl/sparse.hpp"

namespace snl {
namespace {

using internal::bytes_text;

constexpr internal::Names<Algorithm, 6> kNames{{{
    {Algorithm::automatic, "auto"},
    {Algorithm::bfs, "bfs"},
    {Algorithm::dijkstra, "dijkstra"},
    {Algorithm::bidirectional, "bidirectional"},
    {Algorithm::sparse, "sparse"},
    {Algorithm::bitset, "bitset"},
}}};

/// What each algorithm's tables take (snl/solve.hpp, memory_needed): bfs a destination table, parents and its
/// queue, 4 bytes a square each; dijkstra those and its heap; bidirectional two of each and the reverse adjacency;
/// bitset a few bits a square; sparse its intervals, events and sources per jump.
struct TableCost {
  Algorithm algorithm;
  std::uint64_t per_square;
  std::uint64_t per_jump;
};
constexpr std::array<TableCost, 5> kTableCosts{{
    {Algorithm::bfs, 12, 0},
    {Algorithm::dijkstra, 24, 0},
    {Algorithm::bidirectional, 33, 4},
    {Algorithm::bitset, 1, 0},
    {Algorithm::sparse, 0, 128},
}};

std::uint64_t saturating_mul(std::uint64_t a, std::uint64_t b) {
  return b != 0 && a > std::numeric_limits<std::uint64_t>::max() / b ? std::numeric_limits<std::uint64_t>::max() : a * b;
}
std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b ? std::numeric_limits<std::uint64_t>::max() : a + b;
}

struct Limit {
  std::uint64_t bytes;
  const char* what;
};

/// Half the physical memory, or the process's own limit when lower (a board that fits the machine but not the
/// limit would end in std::bad_alloc, or worse, in the kernel's OOM killer).
Limit machine_limit() {
  const long pages = ::sysconf(_SC_PHYS_PAGES);
  const long page = ::sysconf(_SC_PAGE_SIZE);
  Limit limit{pages > 0 && page > 0 ? static_cast<std::uint64_t>(pages) / 2 * static_cast<std::uint64_t>(page)
                                    : std::numeric_limits<std::uint64_t>::max(),
              "half of this machine's physical memory"};
  for (const int resource : {RLIMIT_AS, RLIMIT_DATA}) {
    rlimit set{};
    if (::getrlimit(resource, &set) == 0 && set.rlim_cur != RLIM_INFINITY && set.rlim_cur < limit.bytes) {
      limit = {static_cast<std::uint64_t>(set.rlim_cur), "the process's memory limit"};
    }
  }
  return limit;
}

/// Tables this small fit under any limit a running process can have, so they are never checked: reading the limit
/// costs three syscalls (sysinfo, getrlimit ×2), which made a 10×10 batch 8× slower when paid per board.
constexpr std::uint64_t kAlwaysFits = std::uint64_t{16} << 20;

/// The limit `needed` bytes are held to: the one asked for, or the machine's, read only when it can matter.
Limit limit_for(std::uint64_t needed, const SolveOptions& options) {
  if (options.memory_limit != 0) return {options.memory_limit, "the memory limit asked for"};
  if (needed <= kAlwaysFits) return {kAlwaysFits, "a size every process has"};
  return machine_limit();
}

/// Refuses, before anything is allocated, an algorithm whose tables would not fit in the memory limit.
void check_memory(const Board& board, Algorithm algorithm, const SolveOptions& options) {
  const std::uint64_t needed = memory_needed(board, algorithm);
  const Limit limit = limit_for(needed, options);
  if (needed <= limit.bytes) return;
  std::string message = "the " + std::string(kNames.of(algorithm)) + " solver would need about " + bytes_text(needed) +
                        " for a board of " + std::to_string(board.squares()) + " squares, more than the limit of " +
                        bytes_text(limit.bytes) + " (" + limit.what + ")";
  if (algorithm != Algorithm::sparse && memory_needed(board, Algorithm::sparse) <= limit.bytes) {
    message += "; the sparse solver needs about " + bytes_text(memory_needed(board, Algorithm::sparse)) +
               " (--algorithm sparse)";
  }
  throw LimitError(message);
}

}  // namespace

Algorithm automatic_algorithm(std::uint64_t squares, std::uint64_t jumps, bool route) {
  const bool many_squares_per_jump = squares / kSparseRatio > jumps;
  if (squares > kMaxDenseSquares || many_squares_per_jump) return Algorithm::sparse;
  return route ? Algorithm::bfs : Algorithm::bitset;
}

Algorithm automatic_algorithm(const Board& board, bool route) {
  return automatic_algorithm(board.squares(), board.jumps().size(), route);
}

std::uint64_t memory_needed(const Board& board, Algorithm algorithm) {
  const std::uint64_t squares = board.squares();
  const std::uint64_t jumps = board.jumps().size();
  for (const TableCost& cost : kTableCosts) {
    if (cost.algorithm == algorithm) return saturating_add(saturating_mul(squares, cost.per_square), jumps * cost.per_jump);
  }
  return 0;  // automatic: whichever is chosen
}

std::uint64_t default_memory_limit() { return machine_limit().bytes; }

Algorithm chosen_algorithm(const Board& board, const SolveOptions& options) {
  if (options.algorithm != Algorithm::automatic) return options.algorithm;
  const Algorithm dense = automatic_algorithm(board, options.route);
  if (dense == Algorithm::sparse) return dense;
  const std::uint64_t needed = memory_needed(board, dense);
  const std::uint64_t limit = limit_for(needed, options).bytes;
  return needed <= limit || memory_needed(board, Algorithm::sparse) > limit ? dense : Algorithm::sparse;
}

Solution solve(const Board& board, const SolveOptions& options) {
  const Algorithm algorithm = chosen_algorithm(board, options);
  check_memory(board, algorithm, options);
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
