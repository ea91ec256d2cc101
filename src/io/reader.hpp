// io/reader.hpp — what the three readers (io/read_grid.cpp, read_json.cpp, read_jumps.cpp) share: the scanner,
// the count of boards read, and how a value, the end of the input and the room for jumps are handled.
// BoardReader (io/parse.cpp) picks the reader and calls it once per board.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/memory.hpp"
#include "io/scanner.hpp"
#include "snl/board.hpp"
#include "snl/parse.hpp"

namespace snl::internal {

struct ReadState {
  Scanner scan;
  std::uint64_t boards = 0;   // boards of the input read so far (TextStart's count included)
  bool guessed_grid = false;  // the grid format was detected, not asked for
  BoardSource* source = nullptr;  // where to say where the board stands, when asked (then no fast path is taken)
};

/// The scanner's place as a SourcePosition.
inline SourcePosition source_position(Position at) { return {at.line, at.column}; }

/// The next board of each format, or nullopt at the end of the input. Throw ParseError.
std::optional<Board> read_grid(ReadState& state);
std::optional<Board> read_json(ReadState& state);
std::optional<Board> read_jumps(ReadState& state);

/// At the end of input: fine after at least one board, an error on an empty input.
std::optional<Board> end_of_input(ReadState& state, std::string_view expected);

/// A grid or json cell value, -1 or 1..squares, or a diagnostic at the token.
std::int64_t cell_value(ReadState& state, std::uint64_t squares, std::string_view delimiters);

/// How a number that was read shows in a message.
std::string quoted(std::int64_t value);
/// "-1 or a square 1..N".
std::string cell_range(std::uint64_t squares);

/// Room in the jump list, called as jumps are read: a little at first (most boards are small, and a header may
/// promise far more squares than the text holds), then, once kFewJumps are read, room for every square to jump
/// (at most kReservedJumps, 256 MiB): only address space, as a page is backed when first written, so a large list
/// never grows by copying. Reserving the most for every board up front would make the sanitizer builds mark it all.
inline constexpr std::uint64_t kFewJumps = std::uint64_t{1} << 12;
inline constexpr std::uint64_t kReservedJumps = (std::uint64_t{256} << 20) / sizeof(Jump);
inline void reserve_jumps(std::vector<Jump>& jumps, std::uint64_t squares) {
  const std::uint64_t room = std::min(squares, jumps.size() < kFewJumps ? kFewJumps : kReservedJumps);
  if (room > jumps.capacity()) reserve_huge(jumps, static_cast<std::size_t>(room));
}

}  // namespace snl::internal
