#include "snl/constraints.hpp"

#include <array>
#include <cassert>

namespace snl {
namespace {

struct Named {
  Constraints constraints;
  std::string_view name;
};

constexpr std::array<Named, 3> kNames{{
    {Constraints::leetcode, "leetcode"},
    {Constraints::codestudio, "codestudio"},
    {Constraints::any, "any"},
}};

}  // namespace

std::string_view name_of(Constraints constraints) {
  for (const Named& named : kNames) {
    if (named.constraints == constraints) return named.name;
  }
  return "?";
}

std::optional<Constraints> constraints_named(std::string_view name) {
  for (const Named& named : kNames) {
    if (named.name == name) return named.constraints;
  }
  return std::nullopt;
}

std::vector<std::string_view> constraints_names() {
  std::vector<std::string_view> names;
  for (const Named& named : kNames) names.push_back(named.name);
  return names;
}

ConstraintLimits limits_of(Constraints constraints) {
  switch (constraints) {
    case Constraints::leetcode:
      return {2, 20, true};
    case Constraints::codestudio:
      return {1, 100, false};
    case Constraints::any:
      break;
  }
  return {1, kMaxSide, false};
}

std::string describe(Constraints constraints) {
  const ConstraintLimits limits = limits_of(constraints);
  std::string text = std::to_string(limits.min_side) + " ≤ n ≤ " + std::to_string(limits.max_side);
  if (limits.plain_ends) text += ", squares 1 and n² without jumps";
  return text;
}

std::optional<Violation> violation(const Board& board, Constraints constraints) {
  if (constraints == Constraints::any) return std::nullopt;
  const ConstraintLimits limits = limits_of(constraints);
  const std::string name(name_of(constraints));
  const std::string sides = "an n×n board with " + std::to_string(limits.min_side) + " ≤ n ≤ " +
                            std::to_string(limits.max_side) + " (" + name + ")";
  if (!board.is_square()) return Violation{sides, "a track of " + std::to_string(board.squares()) + " squares", std::nullopt};
  const std::uint64_t n = board.side();
  if (n < limits.min_side || n > limits.max_side) return Violation{sides, "n = " + std::to_string(n), std::nullopt};
  if (limits.plain_ends) {
    const auto jumps = board.jumps();
    const std::string plain = " (" + name + ": no snake or ladder on squares 1 and n²)";
    if (!jumps.empty() && jumps.front().from == 1) {
      return Violation{"-1 on square 1" + plain, "a jump to " + std::to_string(jumps.front().to), Label{1}};
    }
    if (!jumps.empty() && jumps.back().from == board.squares()) {
      return Violation{"-1 on square " + std::to_string(board.squares()) + plain,
                       "a jump to " + std::to_string(jumps.back().to), board.squares()};
    }
  }
  return std::nullopt;
}

Board without_forbidden_ends(const Board& board, Constraints constraints) {
  if (!limits_of(constraints).plain_ends) return board;
  const auto jumps = board.jumps();
  const bool first = !jumps.empty() && jumps.front().from == 1;
  const bool last = !jumps.empty() && jumps.back().from == board.squares();
  if (!first && !last) return board;
  std::vector<Jump> kept;  // on a 1x1 board the jump on square 1 is also the one on n²
  for (const Jump& jump : jumps) {
    if (jump.from != 1 && jump.from != board.squares()) kept.push_back(jump);
  }
  return board.is_square() ? Board::square(board.side(), std::move(kept)) : Board::track(board.squares(), std::move(kept));
}

Board tricky_board(std::uint64_t index, std::uint64_t max_side, Constraints constraints, Rng& rng) {
  const ConstraintLimits limits = limits_of(constraints);
  assert(limits.min_side <= max_side && max_side <= limits.max_side);
  GenerateOptions options = tricky_options(index, max_side - limits.min_side + 1, rng);
  options.side += limits.min_side - 1;
  if (limits.plain_ends) {
    options.jump_on_first = false;
    options.snake_on_last = false;
  }
  return without_forbidden_ends(generate(options, rng), constraints);
}

Board board_of_side(std::uint64_t index, std::uint64_t side, Constraints constraints, Rng& rng) {
  const ConstraintLimits limits = limits_of(constraints);
  assert(limits.min_side <= side && side <= limits.max_side);
  GenerateOptions options = tricky_options(index, 1, rng);
  options.side = side;
  if (options.max_distance != 0) options.max_distance = rng.between(1, 2 * side);
  if (limits.plain_ends) {
    options.jump_on_first = false;
    options.snake_on_last = false;
  }
  return without_forbidden_ends(generate(options, rng), constraints);
}

std::vector<Board> every_board_of_side(std::uint64_t side, Constraints constraints, std::uint64_t most) {
  const auto squares = static_cast<std::size_t>(side * side);
  // Each square's digit: 0 plain, d ≥ 1 a jump to the d-th other square; squares^squares boards.
  std::uint64_t count = 1;
  for (std::size_t k = 0; k < squares; ++k) {
    if (count > most / squares) return {};
    count *= squares;
  }
  std::vector<Board> boards;
  std::vector<std::size_t> digit(squares, 0);
  for (std::uint64_t index = 0; index < count; ++index) {
    std::vector<Jump> jumps;
    for (std::size_t s = 1; s <= squares; ++s) {
      if (const std::size_t d = digit[s - 1]; d != 0) {
        jumps.push_back({static_cast<Label>(s), static_cast<Label>(d < s ? d : d + 1)});
      }
    }
    Board board = Board::square(side, std::move(jumps));
    if (meets(board, constraints)) boards.push_back(std::move(board));
    for (std::size_t k = 0; k < squares && ++digit[k] == squares; ++k) digit[k] = 0;
  }
  return boards;
}

}  // namespace snl
