// snl/write.hpp — writing boards as text, in the three formats snl reads (the inverse of snl/parse.hpp).
//
//   grid   "N", then N lines of N values (-1 or a destination) separated by single spaces, top row first.
//   json   the LeetCode form on one line: [[-1,-1],[-1,3]].
//   jumps  "size N" (or "squares M" for a track), then one "FROM TO" line per jump, in head order.
// Every board ends with a newline, so boards written one after another read back as the same sequence:
// parse_boards(to_text(b, f), …, f) == {b}, and to_text(parse_boards(t)[0], f) == t for text t written here.
//
// Grid and json hold every square: they take square boards of side ≤ kMaxGridSide; a track, or a larger board,
// can only be written in the jumps format (LimitError otherwise). Format::automatic picks grid when it can,
// jumps otherwise.
//
// Complexity: O(n² + m) for grid and json, O(m) for jumps; write_board needs O(chunk) memory beyond the board.
// Tested by: tests/unit/write_test.cpp (round trips through snl::parse_boards in every format, pinned texts).
// docs/parse.md.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "snl/board.hpp"
#include "snl/parse.hpp"

namespace snl {

namespace internal {
class TextBuffer;
}

/// Receives the text in pieces, in order.
using TextSink = std::function<void(std::string_view)>;

/// Writes many boards through one buffer of `chunk` bytes, handing the sink pieces of about that size: for
/// batches and giant boards (memory O(chunk), never the whole text). Call flush() at the end: the destructor
/// drops what is still buffered, so that a sink that fails is never called from a destructor.
class BoardWriter {
 public:
  explicit BoardWriter(TextSink sink, std::size_t chunk = std::size_t{1} << 16);
  ~BoardWriter();
  BoardWriter(const BoardWriter&) = delete;
  BoardWriter& operator=(const BoardWriter&) = delete;

  /// Buffers the text of `board` in `format`, passing full pieces to the sink. Throws LimitError when the
  /// format cannot hold the board (see above), before writing anything of it.
  void write(const Board& board, Format format);
  /// Passes everything buffered to the sink.
  void flush();

 private:
  std::unique_ptr<internal::TextBuffer> buffer_;
};

/// Writes `board` in `format` through `sink`, in pieces of about `chunk` bytes (at least 64).
/// Throws LimitError when the format cannot hold the board (see above).
void write_board(const Board& board, Format format, const TextSink& sink, std::size_t chunk = std::size_t{1} << 16);

/// Appends the text of `board` in `format` to `out`. Throws like write_board.
void append_board(std::string& out, const Board& board, Format format);

/// The text of `board` in `format`. Throws like write_board.
std::string to_text(const Board& board, Format format);

/// The jumps-format `text` with board `index` (from 1) made `edited`, changing only the lines that must change (the
/// page's edits keep the user's text): the lines of the jumps the board no longer has are taken out; its new jumps
/// ("FROM TO", in head order) go after its last jump line (or its header), ending as that line does (CRLF or LF);
/// when its size changed, the header's keyword and number are rewritten and the rest of that line (a comment) stays.
/// Every other byte (comments, blank lines, the other boards) stays as it was, so the result reads as the text's
/// boards with board `index` replaced by `edited`. Where each line stands comes from the reader (BoardSource), so a
/// text reads here exactly as everywhere else. nullopt when `text` is not in the jumps format or has fewer than
/// `index` boards. Throws ParseError (naming `source`) when the text up to that board does not read.
/// Complexity: O(bytes + m log m) for a board of m jumps. Tested by: tests/unit/edit_jumps_text_test.cpp.
std::optional<std::string> edit_jumps_text(std::string_view text, std::uint64_t index, const Board& edited,
                                           const std::string& source = "<input>");

/// The format write_board uses for Format::automatic: grid for square boards of side ≤ kMaxGridSide, else jumps.
Format writable_format(const Board& board, Format format);

}  // namespace snl
