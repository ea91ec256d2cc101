// snl/parse.hpp — reading boards from text, streaming, in three formats.
//
//   grid   N, then N rows of N integers (-1 or a label), any whitespace; boards follow one another.
//          When rows are laid out one per line, a row with too few or too many values is reported where it is.
//   json   the LeetCode form [[-1,-1],[-1,3]]; boards follow one another (whitespace between them optional).
//   jumps  "size N" (an N×N board) or "squares M" (a track of M squares), then one "FROM TO" line per snake or
//          ladder; '#' starts a comment; blank lines are ignored; the next size line starts the next board.
//
// The reader pulls the text in fixed-size chunks: memory is O(chunk + one board's jumps), never the whole
// text or a per-square array; or it reads a text already in memory, in place (looking ahead no further than a
// chunk, so both read alike). A piece of a larger input that starts a line can be read alone (TextStart): its
// boards, and its messages' LINE:COLUMN, are then what reading the whole input gives for that piece (snl solve
// --jobs reads pieces on its threads this way). Every error is a ParseError "SOURCE:LINE:COLUMN: error: expected
// …, found …"; after one, the reader is spent. A grid or json board wider than kMaxGridSide is refused before
// anything is allocated for it.
//
// Complexity: O(bytes read). The scanner is hand-written rather than a JSON library's: a DOM would hold every
// value of a 9-million-square board (hundreds of MB), and we need LINE:COLUMN for every kind of mistake.
// Tested by: tests/unit/parse_test.cpp and parse_{grid,json,jumps}_test.cpp, tests/golden, tests/fuzz/parse_fuzz.cpp.
// docs/parse.md.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "snl/board.hpp"

namespace snl {

enum class Format { automatic, grid, json, jumps };

/// The format's name ("auto", "grid", "json", "jumps"), and back; every name, "auto" first.
std::string_view name_of(Format format);
std::optional<Format> format_named(std::string_view name);
std::vector<std::string_view> format_names();

/// Where a text read alone stands in a larger input: the number of its first line, and how many boards of the
/// input come before it (then an empty text is no error, and the format hints for a first board are not given).
/// Precondition, when line > 1: the text starts a line of the input, between two boards (or after the last).
struct TextStart {
  std::uint64_t line = 1;
  std::uint64_t boards_before = 0;
};

class BoardReader {
 public:
  /// Reads boards from `in`, naming it `source` in errors. With Format::automatic the format is taken from the
  /// first character that is not whitespace: '[' json, a letter or '#' jumps, a digit or '-' grid.
  BoardReader(std::istream& in, std::string source, Format format = Format::automatic, TextStart start = {});
  /// Reads boards from `text` in place, without copying it; `text` must outlive the reader.
  BoardReader(std::string_view text, std::string source, Format format = Format::automatic, TextStart start = {});
  ~BoardReader();
  BoardReader(BoardReader&&) noexcept;
  BoardReader& operator=(BoardReader&&) noexcept;

  /// The next board, or nullopt at the end of the input. Throws ParseError (an empty input is an error).
  std::optional<Board> next();
  /// The format in use (after the first call to next() when detecting).
  Format format() const;

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

/// Every board in `text` (a whole input, or a piece of one that starts a line: see TextStart), read in place.
std::vector<Board> parse_boards(std::string_view text, const std::string& source = "<input>",
                                Format format = Format::automatic, TextStart start = {});

}  // namespace snl
