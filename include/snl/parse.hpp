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
// On request (next(BoardSource&)), the reader also says where a board stands in the text: its start, where its
// size is given, each cell's value (grid, json) or each "FROM TO" line (jumps), as LINE:COLUMN like ParseError's.
// Asked or not, it reads the same boards and throws the same errors; not asked, it costs nothing (the fast paths
// are untouched: bench/RESULTS.md, "Source positions").
//
// Complexity: O(bytes read); positions take 16 bytes a cell (grid, json) or 32 a jump line (jumps). The scanner is hand-written rather than a JSON library's: a DOM would hold every
// value of a 9-million-square board (hundreds of MB), and we need LINE:COLUMN for every kind of mistake.
// Tested by: tests/unit/parse_test.cpp and parse_{grid,json,jumps}_test.cpp, tests/unit/parse_source_test.cpp (the
// positions), tests/golden (validate-*: positions in messages), tests/fuzz/parse_fuzz.cpp (positions point at the
// tokens they name, and asking for them changes nothing).
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

/// A place in the text: LINE and COLUMN from 1, as ParseError's (columns count bytes; a byte order mark is not
/// counted). {0, 0} when unknown.
struct SourcePosition {
  std::uint64_t line = 0;
  std::uint64_t column = 0;
  friend bool operator==(const SourcePosition&, const SourcePosition&) = default;
};

/// A "FROM TO" line of the jumps format: the jump it gives, and where FROM stands.
struct JumpLine {
  Jump jump;
  SourcePosition at;
  friend bool operator==(const JumpLine&, const JumpLine&) = default;
};

/// Where a board read stands in its text (BoardReader::next(BoardSource&) fills it).
struct BoardSource {
  /// Its first token: the grid's size, the json board's '[', the jumps header's keyword ("size" or "squares").
  SourcePosition start;
  /// Where its size is given: the grid's N, the jumps header's N or M; for json (no size written), `start`.
  SourcePosition size;
  /// Grid and json: where each cell's value stands, row by row from the top row (cell (row, column) at
  /// row·N + column, snl/rules.hpp's Cell). Empty for the jumps format.
  std::vector<SourcePosition> cells;
  /// Jumps format: every "FROM TO" line, in the order of the text. Empty for grid and json.
  std::vector<JumpLine> jump_lines;

  /// Where `board` (the board read) gives square `label` its value: its cell (grid, json), or the line of its
  /// jump (jumps format; the header's size when the square has no jump line).
  SourcePosition of_square(const Board& board, Label label) const;
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
  /// The same, and where the board stands in the text, into `where` (cleared first; left as far as it got when
  /// next throws).
  std::optional<Board> next(BoardSource& where);
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
