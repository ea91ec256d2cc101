// The hard shapes snl check aims at on purpose (snl/constraints.hpp: hard_shape, check_board): boards a random
// layout rarely gives, on which solutions that pass thousands of random boards go wrong.
#include <algorithm>
#include <cassert>

#include "snl/constraints.hpp"

namespace snl {
namespace {

/// A board under construction: the jump at each label (0: none).
class Layout {
 public:
  explicit Layout(std::uint64_t side) : side_(side), last_(side * side), to_(table_index(side * side + 1), 0) {}
  Label last() const { return last_; }
  std::uint64_t side() const { return side_; }
  bool free(Label head) const { return head > 1 && head < last_ && to_[table_index(head)] == 0; }
  /// Puts a jump on a free square other than 1 and n² (never a jump to itself); false when it cannot.
  bool put(Label head, Label to) {
    if (!free(head) || to < 1 || to > last_ || to == head) return false;
    to_[table_index(head)] = to;
    return true;
  }
  Board board() const {
    std::vector<Jump> jumps;
    for (Label head = 1; head <= last_; ++head) {
      if (to_[table_index(head)] != 0) jumps.push_back({head, to_[table_index(head)]});
    }
    return Board::square(side_, std::move(jumps));
  }

 private:
  std::uint64_t side_;
  Label last_;
  std::vector<Label> to_;
};

/// Routes that go back again and again: regions R0 | wall | R1 | wall | R2 … where every wall is six snake heads, so
/// that the way on is R0 → (ladder) R2 → (a snake of the wall after R2) R1 → (ladder) R4 → R3 → R6 …: a zigzag that
/// needs a snake for every two regions (a solution relaxing labels in order needs a pass per snake).
Board zigzag(std::uint64_t side, std::uint64_t length, std::uint64_t offset) {
  assert(length >= 2);
  Layout layout(side);
  const Label last = layout.last();
  // `length`: squares per region (the ladder's foot is the last), R0 `offset` squares longer.
  const std::uint64_t span = length + 6;
  if (last < 2 * span + length + offset) return layout.board();
  std::uint64_t regions = (last - length - offset) / span + 1;  // R0 … R(regions-1); the last is the rest of the board
  if (regions % 2 == 0) --regions;  // the last region must be reached by a ladder: an even index
  const auto foot = [&](std::uint64_t r) { return Label{offset + r * span + length}; };
  const auto start = [&](std::uint64_t r) { return r == 0 ? Label{1} : Label{foot(r) - length + 1}; };
  const std::uint64_t final_region = regions - 1;
  for (std::uint64_t r = 0; r < final_region; ++r) {
    // The wall after region r: back to R(r-1) after an even region (the way on), to its own start after an odd one.
    const Label back = r % 2 == 0 ? (r == 0 ? Label{1} : start(r - 1)) : start(r);
    for (Label head = foot(r) + 1; head <= foot(r) + 6; ++head) layout.put(head, back);
    // Ladders from R0 and from each odd region, two regions on.
    if (r == 0 && final_region >= 2) layout.put(foot(0), start(2));
    if (r % 2 == 1 && r + 3 <= final_region) layout.put(foot(r), start(r + 3));
  }
  return layout.board();
}

/// Snakes and ladders tangled into cycles: from every row ladders up and snakes down a few rows (a memoised DFS
/// that trusts a value found inside a cycle goes wrong here).
Board snake_cycles(std::uint64_t side, Rng& rng) {
  Layout layout(side);
  const std::uint64_t n = side;
  for (std::uint64_t row = 0; row < n; ++row) {
    for (std::uint64_t k = 0; k < 2; ++k) {
      const Label head = row * n + 1 + rng.below(n);
      const std::uint64_t rows = rng.between(1, 3);
      if (k == 0 && row + rows < n) layout.put(head, (row + rows) * n + 1 + rng.below(n));
      if (k == 1 && row >= rows) layout.put(head, (row - rows) * n + 1 + rng.below(n));
    }
  }
  return layout.board();
}

/// Ladders into n², from near the start and from the last rows, among snakes.
Board ladders_to_last(std::uint64_t side, Rng& rng) {
  Layout layout(side);
  const Label last = layout.last();
  layout.put(rng.between(2, std::min<Label>(7, last)), last);
  for (std::uint64_t k = 0; k < side; ++k) layout.put(rng.between(2, last), rng.chance(0.5) ? last : rng.between(1, last));
  return layout.board();
}

/// Walls of snake heads: runs of five (passable only by one roll) and now and then six (a wall no roll passes).
Board walls(std::uint64_t side, Rng& rng) {
  Layout layout(side);
  const Label last = layout.last();
  for (Label head = rng.between(2, 8); head + 7 < last; head += rng.between(7, 14)) {
    const std::uint64_t width = rng.chance(0.15) ? 6 : 5;
    const Label back = head > 20 ? rng.between(head - 20, head - 1) : rng.between(1, head - 1);
    for (Label h = head; h < head + width; ++h) layout.put(h, back);
  }
  return layout.board();
}

/// Jumps on the last row: snakes back from most of its squares, a ladder or two within it.
Board last_row(std::uint64_t side, Rng& rng) {
  Layout layout(side);
  const Label last = layout.last();
  const Label row_start = last - side + 1;
  for (Label head = row_start; head < last; ++head) {
    if (rng.chance(0.8)) layout.put(head, rng.between(1, head - 1));
  }
  for (std::uint64_t k = 0; k < 2; ++k) layout.put(rng.between(2, row_start), rng.between(row_start, last));
  return layout.board();
}

}  // namespace

Board hard_shape(std::uint64_t index, std::uint64_t side, Constraints constraints, Rng& rng) {
  assert(side >= 1);
  if (side < 2) return Board::square(side, {});
  switch (index % kHardShapes) {
    case 0: return without_forbidden_ends(zigzag(side, rng.between(2, 5), 0), constraints);
    case 1: return without_forbidden_ends(snake_cycles(side, rng), constraints);
    case 2: return without_forbidden_ends(ladders_to_last(side, rng), constraints);
    case 3: return without_forbidden_ends(walls(side, rng), constraints);
    default: return without_forbidden_ends(last_row(side, rng), constraints);
  }
}

Board zigzag_shape(std::uint64_t side, std::uint64_t length, std::uint64_t offset, Constraints constraints) {
  assert(side >= 1);
  return without_forbidden_ends(zigzag(side, length, offset), constraints);
}

Board check_board(std::uint64_t index, std::uint64_t max_side, Constraints constraints, Rng& rng) {
  const ConstraintLimits limits = limits_of(constraints);
  assert(limits.min_side <= max_side && max_side <= limits.max_side);
  if (index % kHardShapeEvery != kHardShapeEvery - 1) {
    return tricky_board(index - index / kHardShapeEvery, max_side, constraints, rng);
  }
  // Hard shapes matter on large boards: sides from half the largest up.
  const std::uint64_t low = std::max<std::uint64_t>(limits.min_side, (max_side + 1) / 2);
  const std::uint64_t side = rng.between(low, max_side);
  return hard_shape(index / kHardShapeEvery, side, constraints, rng);
}

}  // namespace snl
