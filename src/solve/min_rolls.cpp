#include "snl/min_rolls.hpp"

#include <cstdint>
#include <thread>

#include "snl/bitset_bfs.hpp"
#include "snl/meeting_bfs.hpp"
#include "snl/solve.hpp"
#include "snl/sparse.hpp"

namespace snl {
namespace {

/// Boards from this size on are worth a second thread (starting one costs tens of microseconds).
constexpr std::uint64_t kMeetingFrom = std::uint64_t{1} << 18;

/// The answer on a grid checked in place: the sparse solver when the automatic rule picks it, else the bitset BFS,
/// as two searches meeting at a cut on large boards when threads are allowed.
int min_rolls_in_place(GridBits& bits, const MinRollsOptions& options) {
  // The grid is handed to the sparse solver as a Board only when the automatic rule picks it (few jumps: the
  // conversion is then cheap).
  if (automatic_algorithm(bits.squares(), bits.jump_count(), false) == Algorithm::sparse) {
    return static_cast<int>(solve_sparse(bits.to_board(), false).rolls);
  }
  if (options.threads && bits.squares() >= kMeetingFrom && std::thread::hardware_concurrency() >= 2) {
    if (const auto answer = min_rolls_meeting(bits, {.cut_row = default_cut_row(bits.side())})) {
      return static_cast<int>(answer->rolls);
    }
  }
  return static_cast<int>(min_rolls_bitset(bits));
}

}  // namespace

int min_rolls(const std::vector<std::vector<int>>& board) { return min_rolls(board, MinRollsOptions{}); }

int min_rolls(const std::vector<std::vector<int>>& board, const MinRollsOptions& options) {
  GridBits bits(board, options.threads);
  return min_rolls_in_place(bits, options);
}

int min_rolls_view(GridView board, const MinRollsOptions& options) {
  GridBits bits(board, options.threads);
  return min_rolls_in_place(bits, options);
}

int min_rolls_view(GridView64 board, const MinRollsOptions& options) {
  GridBits bits(board, options.threads);
  return min_rolls_in_place(bits, options);
}

}  // namespace snl
