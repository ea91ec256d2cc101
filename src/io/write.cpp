#include "snl/write.hpp"

#include <algorithm>
#include <charconv>
#include <memory>
#include <utility>
#include <vector>

#include "core/memory.hpp"
#include "snl/error.hpp"
#include "snl/rules.hpp"

namespace snl {

/// A fixed buffer that hands full pieces to the sink. Each value is preceded by room(), which guarantees kSlack
/// free bytes (one number and its separators), so values themselves are written without bounds checks. The
/// storage is left uninitialised: a writer made per board must not pay for clearing its chunk.
namespace internal {

class TextBuffer {
 public:
  static constexpr std::size_t kSlack = 64;

  TextBuffer(TextSink sink, std::size_t chunk)
      : sink_(std::move(sink)),
        limit_(std::max<std::size_t>(chunk, kSlack)),
        data_(internal::uninitialized_array<char>(limit_ + kSlack)) {}

  void room() {
    if (pos_ >= limit_) flush();
  }
  void put(char c) { data_[pos_++] = c; }
  void put(std::string_view text) {
    for (const char c : text) {
      room();
      put(c);
    }
  }
  void number(std::uint64_t value) {
    char* const at = data_.get() + pos_;
    pos_ += static_cast<std::size_t>(std::to_chars(at, at + 24, value).ptr - at);  // 20 digits at most
  }
  /// A grid value: -1 for a plain square (destination 0), else the destination.
  void cell(Label destination) {
    if (destination == 0) {
      put('-');
      put('1');
    } else {
      number(destination);
    }
  }
  void flush() {
    if (pos_ > 0) sink_(std::string_view(data_.get(), pos_));
    pos_ = 0;
  }

 private:
  TextSink sink_;
  std::size_t limit_;
  std::unique_ptr<char[]> data_;
  std::size_t pos_ = 0;
};

}  // namespace internal

namespace {

using Buffer = internal::TextBuffer;

/// Writes grid row `row` (0 = top) of a square board, values separated by `between`. The row's jumps are found
/// by binary search and met in the order its cells are written: forwards when its labels grow to the right.
void write_row(Buffer& out, const Board& board, std::uint64_t row, char between) {
  const std::uint64_t n = board.side();
  const bool rightwards = runs_left_to_right(n, row);
  const Label first = label_of(n, {row, rightwards ? 0 : n - 1});  // the row's smallest label
  const std::span<const Jump> jumps = board.jumps();
  const auto by_head = [](const Jump& jump, Label label) { return jump.from < label; };
  const Jump* const lo = std::lower_bound(jumps.data(), jumps.data() + jumps.size(), first, by_head);
  const Jump* const hi = std::lower_bound(lo, jumps.data() + jumps.size(), first + n, by_head);
  const auto count = static_cast<std::size_t>(hi - lo);
  std::size_t met = 0;  // the row's jumps written so far
  for (std::uint64_t column = 0; column < n; ++column) {
    out.room();
    if (column > 0) out.put(between);
    const Jump* const next = met == count ? nullptr : rightwards ? lo + met : hi - 1 - met;
    if (next != nullptr && next->from == label_of(n, {row, column})) {
      out.cell(next->to);
      ++met;
    } else {
      out.cell(0);
    }
  }
}

void write_grid(Buffer& out, const Board& board) {
  out.room();
  out.number(board.side());
  out.put('\n');
  for (std::uint64_t row = 0; row < board.side(); ++row) {
    write_row(out, board, row, ' ');
    out.put('\n');
  }
}

void write_json(Buffer& out, const Board& board) {
  out.room();
  out.put('[');
  for (std::uint64_t row = 0; row < board.side(); ++row) {
    out.room();
    if (row > 0) out.put(',');
    out.put('[');
    write_row(out, board, row, ',');
    out.put(']');
  }
  out.put("]\n");
}

void write_jumps(Buffer& out, const Board& board) {
  if (board.is_square()) {
    out.put("size ");
    out.room();
    out.number(board.side());
  } else {
    out.put("squares ");
    out.room();
    out.number(board.squares());
  }
  out.put('\n');
  for (const Jump& jump : board.jumps()) {
    out.room();
    out.number(jump.from);
    out.put(' ');
    out.number(jump.to);
    out.put('\n');
  }
}

}  // namespace

Format writable_format(const Board& board, Format format) {
  if (format != Format::automatic) return format;
  return board.is_square() && board.side() <= kMaxGridSide ? Format::grid : Format::jumps;
}

BoardWriter::BoardWriter(TextSink sink, std::size_t chunk)
    : buffer_(std::make_unique<Buffer>(std::move(sink), chunk)) {}
BoardWriter::~BoardWriter() = default;

void BoardWriter::write(const Board& board, Format format) {
  format = writable_format(board, format);
  if (format != Format::jumps) {
    if (!board.is_square()) {
      throw LimitError("a track of " + std::to_string(board.squares()) + " squares can only be written in the jumps format");
    }
    if (board.side() > kMaxGridSide) {
      throw LimitError("a board of side " + std::to_string(board.side()) + " is too large for the " +
                       std::string(name_of(format)) + " format (side at most " + std::to_string(kMaxGridSide) +
                       "); use the jumps format");
    }
  }
  switch (format) {
    case Format::grid:
      write_grid(*buffer_, board);
      break;
    case Format::json:
      write_json(*buffer_, board);
      break;
    case Format::jumps:
    case Format::automatic:
      write_jumps(*buffer_, board);
      break;
  }
}

void BoardWriter::flush() { buffer_->flush(); }

void write_board(const Board& board, Format format, const TextSink& sink, std::size_t chunk) {
  BoardWriter writer(sink, chunk);
  writer.write(board, format);
  writer.flush();
}

void append_board(std::string& out, const Board& board, Format format) {
  write_board(board, format, [&out](std::string_view piece) { out.append(piece); }, std::size_t{1} << 12);
}

std::string to_text(const Board& board, Format format) {
  std::string out;
  append_board(out, board, format);
  return out;
}

}  // namespace snl
