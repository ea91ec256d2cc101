// core/mover.hpp — where one roll of the played game takes a token (snl/rules.hpp, GameRules): the single place
// that applies the overshoot rule and the board's jumps (one, or chained; free, or costing a roll) to a die's face.
// Positions are 0 (off the board, start 0 only) .. last − 1; `last` itself means finished.
// Tested by: tests/stress/analyze_oracle_test.cpp and analyze_monte_carlo_test.cpp (against a model that walks a
// bounce square by square), tests/unit/analyze_test.cpp (small tracks worked by hand for each rule).
#pragma once

#include <cstdint>
#include <vector>

#include "snl/board.hpp"
#include "snl/rules.hpp"

namespace snl::internal {

/// A move's end with this bit set: the token stops on the head of a jump that costs a roll (GameRules::jump_costs),
/// the jump pending; its next roll takes it (Mover::pending_end).
inline constexpr std::uint32_t kPendingBit = std::uint32_t{1} << 31;

/// Where a landing on each square ends under `rules`' chain and jump costs: table[label] for 1 ≤ label ≤ last (one
/// jump, or with `chain` every jump until a square without one; a costly jump's head with kPendingBit), and, when
/// some jump costs a roll, `pending[head]`: where the roll that takes the jump at `head` ends. Throws BoardError
/// naming the squares of a cycle of jumps under `chain`, or a costly head without a jump.
struct MoveTables {
  std::vector<std::uint32_t> destination;
  std::vector<std::uint32_t> pending;
};
MoveTables move_tables(const Board& board, const GameRules& rules);

/// What a token arriving on square x (by a move, or by a jump of a chain) does there, under `rules`' chain and jump
/// costs: `ends` (no jump moves it on: x has none, or x is the last square and the finish rule has won the game),
/// `pending` (x's jump costs a roll: the token stops on its head) or `takes` (it takes x's jump now). move_tables and
/// the jumps' use (analyze/jumps/jump_use.cpp) walk the chains by it.
enum class ArrivalAt { ends, pending, takes };
struct JumpWalk {
  const std::vector<std::uint32_t>& plain;  // dense_destinations(board)
  const GameRules& rules;
  std::uint32_t last;
  ArrivalAt at(std::uint32_t x) const {
    if (plain[x] == x || (x == last && rules.overshoot == Overshoot::finish)) return ArrivalAt::ends;
    return rules.jump_costs.any() && rules.jump_costs.costs(x) ? ArrivalAt::pending : ArrivalAt::takes;
  }
};

class Mover {
 public:
  /// The solver's jumps (one per move, no cost), whatever rules the caller plays: the design's probes.
  Mover(const Board& board, Overshoot overshoot)
      : last_(board.squares()), overshoot_(overshoot), destination_(dense_destinations(board)) {}
  /// Every rule of `rules` that moves a token: the overshoot, chained jumps and jumps that cost a roll.
  Mover(const Board& board, const GameRules& rules) : last_(board.squares()), overshoot_(rules.overshoot) {
    MoveTables tables = move_tables(board, rules);
    destination_ = std::move(tables.destination);
    pending_ = std::move(tables.pending);
  }

  std::uint64_t last() const { return last_; }

  /// Where a roll landing on square `label` ≤ last ends: its jump's destination (chained under the chain rule), or
  /// itself; with kPendingBit when it stops on a costly jump's head.
  std::uint64_t end_of_landing(std::uint64_t label) const { return destination_[table_index(label)]; }

  /// Where the roll taking the costly jump at `head` ends (kPendingBit: on another costly head). Precondition: the
  /// jump at `head` costs a roll.
  std::uint64_t pending_end(std::uint64_t head) const { return pending_[table_index(head)]; }

  /// The square a roll showing `roll` from `from` lands on, before its jump: `from` itself when the overshoot rule
  /// keeps the token in place, the last square when it wins.
  std::uint64_t landing(std::uint64_t from, std::uint64_t roll) const {
    const std::uint64_t target = from + roll;
    if (target <= last_) return target;
    if (overshoot_ == Overshoot::finish) return last_;
    return overshoot_ == Overshoot::stay ? from : bounce(target);
  }

  /// The position a token standing on `from` ends on after a roll showing `roll` (with kPendingBit: stopped on a
  /// costly jump's head).
  std::uint64_t outcome(std::uint64_t from, std::uint64_t roll) const {
    const std::uint64_t square = jumping_square(from, roll);
    if (square != 0) return destination_[table_index(square)];
    return from + roll >= last_ && overshoot_ == Overshoot::finish ? last_ : from;  // finished, or kept in place
  }

  /// The head of the jump a roll showing `roll` from `from` takes (the square it lands on, when that square's jump
  /// moves it), or 0 when it takes none.
  std::uint64_t jump_taken(std::uint64_t from, std::uint64_t roll) const {
    const std::uint64_t square = jumping_square(from, roll);
    return square != 0 && destination_[table_index(square)] != square ? square : 0;
  }

 private:
  /// The square whose jump (if any) a roll showing `roll` from `from` obeys: the square it lands on, or 0 when the
  /// overshoot rule finishes the game (reaching or passing the last square wins: a snake there does not count) or
  /// keeps the token in place. A snake on the last square sends away a roll that lands there exactly.
  std::uint64_t jumping_square(std::uint64_t from, std::uint64_t roll) const {
    const std::uint64_t target = from + roll;
    if (target < last_) return target;
    if (overshoot_ == Overshoot::finish) return 0;
    if (target == last_) return last_;
    return overshoot_ == Overshoot::stay ? 0 : bounce(target);
  }

  /// The square a walk of `target` steps ends on when it reverses at the last square (and, for dice with more
  /// faces than the board has squares, again at square 1): period 2·(last − 1).
  std::uint64_t bounce(std::uint64_t target) const {
    if (last_ == 1) return 1;
    const std::uint64_t period = 2 * (last_ - 1);
    const std::uint64_t phase = (target - 1) % period;
    return phase <= last_ - 1 ? 1 + phase : 2 * last_ - 1 - phase;
  }

  std::uint64_t last_;
  Overshoot overshoot_;
  std::vector<std::uint32_t> destination_;
  std::vector<std::uint32_t> pending_;
};

}  // namespace snl::internal
