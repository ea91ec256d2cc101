// snl/constraints.hpp — the boards a judge promises its solutions, so that `snl check` tests a solution on the
// boards it was written for and `snl validate` tells a test writer which boards a judge would refuse.
//
//   leetcode    2 ≤ n ≤ 20, squares 1 and n² hold no snake or ladder (LeetCode 909's statement);
//   codestudio  1 ≤ n ≤ 100, anything else goes (a jump on square 1 or on n² included);
//   any         every board snl reads (1 ≤ n ≤ kMaxSide).
// Every constraint here is about the board's side and which squares hold a jump: a destination is always a square
// (a constructed Board guarantees it), which is what LeetCode's "-1 or 1..n²" asks.
//
// Complexity: violation() is O(1) (the jumps are sorted by head, so the first and last are looked at).
// Tested by: tests/unit/constraints_test.cpp (hard shapes: within the constraints, the zigzag's snakes on its route).
// docs/check.md.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "snl/board.hpp"
#include "snl/generate.hpp"

namespace snl {

enum class Constraints { leetcode, codestudio, any };

std::string_view name_of(Constraints constraints);
std::optional<Constraints> constraints_named(std::string_view name);
std::vector<std::string_view> constraints_names();

struct ConstraintLimits {
  std::uint64_t min_side = 1;
  std::uint64_t max_side = kMaxSide;
  /// Squares 1 and n² hold no jump.
  bool plain_ends = false;
};

ConstraintLimits limits_of(Constraints constraints);

/// "2 ≤ n ≤ 20, squares 1 and n² without jumps" — the constraints in words, for reports.
std::string describe(Constraints constraints);

/// How a board breaks the constraints, in the words of a parse error ("expected …, found …"), and the square whose
/// jump is not allowed (none when it is the side that is wrong).
struct Violation {
  std::string expected;
  std::string found;
  std::optional<Label> square;
  std::string message() const { return "expected " + expected + ", found " + found; }
};

/// The first way `board` breaks the constraints (its side first, then square 1, then n²), or nullopt.
/// A track (not n×n) breaks every constraint but `any`.
std::optional<Violation> violation(const Board& board, Constraints constraints);

inline bool meets(const Board& board, Constraints constraints) { return !violation(board, constraints); }

/// Board number `index` of the tricky series (tricky_options) brought within the constraints: its side moved into
/// min_side..max_side (the series cycles from min_side up to max_side), and, with plain ends, the jumps on 1 and n²
/// dropped. Precondition: limits_of(constraints).min_side ≤ max_side ≤ limits_of(constraints).max_side.
Board tricky_board(std::uint64_t index, std::uint64_t max_side, Constraints constraints, Rng& rng);

/// A board of the tricky series' kinds (tricky_options' draws for `index`) of exactly side `side`, within the
/// constraints. Precondition: `side` within the constraints' sides.
Board board_of_side(std::uint64_t index, std::uint64_t side, Constraints constraints, Rng& rng);

/// Every board of side `side` within the constraints (each square plain or a jump to any other square), when there
/// are at most `most` boards to look at before the constraints; else none. Side 2 has 256 (16 with plain ends); side
/// 3 already 9^9. snl check runs them all where a search for a smaller failing board would otherwise sample.
std::vector<Board> every_board_of_side(std::uint64_t side, Constraints constraints, std::uint64_t most);

/// The hard shapes snl check aims at on purpose (src/check/hard_shapes.cpp), by `index % kHardShapes`: a zigzag
/// (regions between walls of six snake heads, the way on going back down a snake for every two regions), snakes and ladders tangled into cycles, ladders into n², walls of five snake heads (and now and then
/// six), jumps on the last row. Each drawn from `rng`, of side `side`, brought within the constraints.
inline constexpr std::uint64_t kHardShapes = 5;
Board hard_shape(std::uint64_t index, std::uint64_t side, Constraints constraints, Rng& rng);

/// The zigzag hard shape with regions of `length` squares (≥ 2; hard_shape draws 2..5, offset 0), the first one
/// `offset` squares longer, within the constraints: the shorter the regions, the more snakes its only way takes (a
/// relaxation in label order needs a pass per snake: 24 passes at side 20 with regions of 2, 22 with 3). A board without jumps when the side is too small for two
/// walls.
Board zigzag_shape(std::uint64_t side, std::uint64_t length, std::uint64_t offset, Constraints constraints);

/// Board number `index` of a check after the known hard boards: every kHardShapeEvery-th a hard shape of a side
/// from half of max_side up, the others the tricky series (tricky_board). Same precondition as tricky_board.
inline constexpr std::uint64_t kHardShapeEvery = 4;
Board check_board(std::uint64_t index, std::uint64_t max_side, Constraints constraints, Rng& rng);

/// `board` without the jumps the constraints forbid on squares 1 and n² (the board itself when it has none).
Board without_forbidden_ends(const Board& board, Constraints constraints);

}  // namespace snl
