// snl/split.hpp — board text cut into pieces at board boundaries, cheaply, so that several threads can read it
// (snl solve --jobs): each piece is read on its own with BoardReader and its TextStart.
//
// The input is read in large blocks; a piece is a view into a block (shared by the pieces that view it), never a
// copy. Boards are found by their usual layout, without reading their values:
//   grid   the size alone on a line ("40\n", maybe "\r\n"), then that many lines: memchr('\n') per line;
//   json   one board per line or more, ending at the first "]]" (or "] ]") after its '[', then the end of a line;
//   jumps  a board starts at a line beginning with "size " or "squares " (memchr('s')).
// Pieces start at line starts; each knows its first line number and how many boards it holds. Whenever the text
// is not laid out that way (a size line with more than one value, leading blank lines, a cut-off board, another
// format...), or a board is longer than half a block, splitting stops: rest() is then read by the sequential
// reader, which says exactly what is wrong (or reads the giant board without copying it again).
// The count is a guess from the layout: a worker that does not find exactly that many boards, or any error,
// hands the piece back (the sequential reader then reads from that piece's start).
//
// Complexity: O(bytes) with memchr per line (grid), per ']' (json) or per 's' (jumps); lines of json and jumps
// pieces counted with std::count. Memory: one block (and the blocks that pending pieces still view).
// Tested by: tests/unit/split_test.cpp, tests/golden/jobs_test.sh and jobs_pieces_test.sh (every case compared with
// --jobs 1, byte for byte). docs/parse.md.
#pragma once

#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <streambuf>
#include <string_view>
#include <vector>

#include "snl/parse.hpp"

namespace snl {

/// A block of input text, shared by the pieces that view it, in huge pages (every page of it is written once per
/// block read, and small pages faulting in would cost more than the splitting).
struct TextBlock {
  explicit TextBlock(std::size_t bytes);
  ~TextBlock();
  TextBlock(const TextBlock&) = delete;
  TextBlock& operator=(const TextBlock&) = delete;
  char* data;
  std::size_t size;
};

struct Piece {
  std::shared_ptr<const TextBlock> block;  // keeps `text` alive
  std::string_view text;                   // whole lines, from a board's start to the next board's start
  TextStart start;                         // its first line, and the boards of the input before it
  std::uint64_t boards = 0;                // boards counted in it from the layout
};

class PieceSplitter {
 public:
  static constexpr std::size_t kBlockBytes = std::size_t{4} << 20;
  static constexpr std::size_t kPieceBytes = std::size_t{1} << 19;

  /// Splits what `in` holds from its current position; `format` may be Format::automatic.
  explicit PieceSplitter(std::istream& in, Format format, std::size_t block_bytes = kBlockBytes,
                         std::size_t piece_bytes = kPieceBytes);

  /// The next piece: whole boards, about piece_bytes of them (at least one board). nullopt at the end of the
  /// input, or where the layout is not one this splits; no piece is returned after that.
  std::optional<Piece> next();
  /// The text read but not split yet, starting a line (the stream still holds what follows it): where the
  /// sequential reader takes over. Its `boards` is 0.
  Piece rest() const;
  /// Whether the stream has been read to its end (rest() is then all there is: a terminal is not read again).
  bool input_ended() const { return input_ended_; }
  /// The format of the pieces (Format::automatic until the first piece, or when it could not be told).
  Format format() const { return format_; }

 private:
  enum class Found { board, more_text, odd };
  struct BoardEnd {
    Found found;
    const char* end = nullptr;  // where the next board may start
    std::uint64_t lines = 0;    // newlines before `end`
  };
  BoardEnd grid_board(const char* p, const char* end) const;
  BoardEnd json_board(const char* p, const char* end) const;
  BoardEnd jumps_board(const char* p, const char* end) const;
  /// Reads a new block holding the text not split yet and more. Returns false at the end of the input.
  bool read_more();

  std::istream& in_;
  Format format_;
  std::size_t block_bytes_;
  std::size_t piece_bytes_;
  std::shared_ptr<TextBlock> block_;
  std::vector<std::shared_ptr<TextBlock>> blocks_;  // every block, reused once no piece views it
  std::size_t filled_ = 0;  // bytes of block_ read
  std::size_t split_ = 0;   // bytes of block_ handed out in pieces
  bool input_ended_ = false;
  bool stopped_ = false;
  std::uint64_t line_ = 1;  // the line number at split_
  std::uint64_t boards_ = 0;
};

/// A stream buffer serving views (kept alive by their blocks) and then the rest of another stream (none when
/// `rest` is nullptr): what the sequential reader reads after the pieces. The views are not copied. A read gives at
/// most what one view (or one read of `rest`) holds, so that an exception `rest` throws never takes text before it.
class ChainBuffer : public std::streambuf {
 public:
  ChainBuffer(std::vector<Piece> pieces, std::streambuf* rest) : pieces_(std::move(pieces)), rest_(rest) {}

 protected:
  int_type underflow() override;
  std::streamsize xsgetn(char* into, std::streamsize count) override;

 private:
  std::vector<Piece> pieces_;
  std::size_t next_ = 0;
  std::streambuf* rest_;
  std::unique_ptr<char[]> buffer_;
};

}  // namespace snl
