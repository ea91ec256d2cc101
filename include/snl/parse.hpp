// snl/parse.hpp — reading boards from text, streaming, in three formats.
//
//   grid   N, then N rows of N integers (-1 or a label), any whitespace; boards follow one another.
//          When rows are laid out one per line, a row with too few or too many values is reported where it is.
//   json   the LeetCode form [[-1,-1],[-1,3]]; boards follow one another (whitespace between them optional).
//   jumps  "size N" (an N×N board) or "squares M" (a track of M squares), then one "FROM TO" line per snake or
//          ladder; '#' starts a comment; blank lines are ignored; the next size line starts the next board.
//
// The reader pulls the text in fixed-size chunks: memory is O(chunk + one board's jumps), never the whole
// text or a per-square array. Every error is a ParseError "SOURCE:LINE:COLUMN: error: expected …, found …";
// after one, the reader is spent. A grid or json board wider than kMaxGridSide is refused before anything is
// allocated for it.
//
// Complexity: O(bytes read). The scanner is hand-written rather than a JSON library's: a DOM would hold every
// value of a 9-million-square board (hundreds of MB), and we need LINE:COLUMN for every kind of mistake.
// Tested by: tests/unit/parse_test.cpp, tests/golden, tests/fuzz/parse_fuzz.cpp.
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

std::string_view name_of(Format format);
std::optional<Format> format_named(std::string_view name);

class BoardReader {
 public:
  /// Reads boards from `in`, naming it `source` in errors. With Format::automatic the format is taken from the
  /// first character that is not whitespace: '[' json, a letter or '#' jumps, a digit or '-' grid.
  BoardReader(std::istream& in, std::string source, Format format = Format::automatic);
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

/// Convenience for whole texts held in memory (tests, the server): every board in `text`.
std::vector<Board> parse_boards(std::string_view text, const std::string& source = "<input>",
                                Format format = Format::automatic);

}  // namespace snl
