#include "snl/split.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>
#include <string_view>

#include "core/memory.hpp"
#include "io/detect.hpp"
#include "snl/rules.hpp"

namespace snl {
namespace {

bool is_digit(char c) { return static_cast<unsigned>(c - '0') < 10; }
bool is_blank(char c) { return c == ' ' || c == '\t'; }

std::uint64_t lines_in(const char* first, const char* last) {
  return static_cast<std::uint64_t>(std::count(first, last, '\n'));
}

}  // namespace

TextBlock::TextBlock(std::size_t bytes) : data(internal::allocate_huge(bytes)), size(bytes) {}

TextBlock::~TextBlock() { std::free(data); }

PieceSplitter::PieceSplitter(std::istream& in, Format format, std::size_t block_bytes, std::size_t piece_bytes)
    : in_(in), format_(format), block_bytes_(block_bytes), piece_bytes_(piece_bytes) {}

bool PieceSplitter::read_more() {
  if (input_ended_) return false;
  const std::size_t tail = block_ ? filled_ - split_ : 0;
  std::shared_ptr<TextBlock> block;
  for (const std::shared_ptr<TextBlock>& old : blocks_) {
    if (old.use_count() == 1) {  // only here: its pieces are answered
      block = old;
      break;
    }
  }
  // The tail is at most half a block: next() leaves longer boards to the one-thread reader.
  if (!block) block = blocks_.emplace_back(std::make_shared<TextBlock>(block_bytes_));
  if (tail > 0) std::memcpy(block->data, block_->data + split_, tail);
  // From the stream's buffer (as the scanner reads): short reads are not the end, and a read error the buffer
  // throws leaves the text read before it in the block, for rest().
  std::size_t got = 0;
  std::exception_ptr failure;
  try {
    while (got < block->size - tail) {
      std::streambuf* const source = in_.rdbuf();
      const std::streamsize read =
          source == nullptr ? 0 : source->sgetn(block->data + tail + got, static_cast<std::streamsize>(block->size - tail - got));
      if (read <= 0) {
        input_ended_ = true;
        break;
      }
      got += static_cast<std::size_t>(read);
    }
  } catch (...) {  // rethrown below, once the text read before it is kept
    failure = std::current_exception();
  }
  block_ = std::move(block);
  filled_ = tail + got;
  split_ = 0;
  if (failure) {
    stopped_ = true;
    std::rethrow_exception(failure);
  }
  return got > 0;
}

PieceSplitter::BoardEnd PieceSplitter::grid_board(const char* p, const char* end) const {
  const BoardEnd more{input_ended_ ? Found::odd : Found::more_text};
  const BoardEnd odd{Found::odd};
  const char* q = p;
  std::uint64_t side = 0;
  while (q != end && is_digit(*q) && q - p < 6) side = side * 10 + static_cast<std::uint64_t>(*q++ - '0');
  if (q == end) return more;
  if (q == p || side == 0 || side > kMaxGridSide) return odd;
  if (*q == '\r' && ++q == end) return more;
  if (*q != '\n') return odd;
  ++q;
  for (std::uint64_t row = 0; row < side; ++row) {
    const auto* newline = static_cast<const char*>(std::memchr(q, '\n', static_cast<std::size_t>(end - q)));
    if (newline == nullptr) {
      // The last row may end the input without a newline.
      if (input_ended_ && row + 1 == side && q != end) return {Found::board, end, side};
      return more;
    }
    q = newline + 1;
  }
  return {Found::board, q, side + 1};
}

PieceSplitter::BoardEnd PieceSplitter::json_board(const char* p, const char* end) const {
  const BoardEnd more{input_ended_ ? Found::odd : Found::more_text};
  if (*p != '[') return {Found::odd};
  const char* q = p + 1;
  for (;;) {
    const auto* close = static_cast<const char*>(std::memchr(q, ']', static_cast<std::size_t>(end - q)));
    if (close == nullptr) return more;
    q = close + 1;
    while (q != end && is_blank(*q)) ++q;
    if (q == end) return more;
    if (*q == ']') break;
  }
  ++q;
  while (q != end && (is_blank(*q) || *q == '\r')) ++q;
  if (q == end) return input_ended_ ? BoardEnd{Found::board, end, lines_in(p, end)} : BoardEnd{Found::more_text};
  if (*q != '\n') return {Found::odd};  // another board on the same line, or anything else
  return {Found::board, q + 1, lines_in(p, q + 1)};
}

PieceSplitter::BoardEnd PieceSplitter::jumps_board(const char* p, const char* end) const {
  // 1: "size " or "squares " at r; 0: not; -1: too few bytes to tell yet.
  const auto header_at = [&](const char* r) {
    if (end - r < 8 && !input_ended_) return -1;
    for (const std::string_view word : {std::string_view("size"), std::string_view("squares")}) {
      const auto length = static_cast<std::ptrdiff_t>(word.size());
      if (end - r > length && std::memcmp(r, word.data(), word.size()) == 0 && is_blank(r[length])) return 1;
    }
    return 0;
  };
  if (const int header = header_at(p); header != 1) return {header == 0 ? Found::odd : Found::more_text};
  for (const char* q = p + 1;;) {
    const auto* s = static_cast<const char*>(std::memchr(q, 's', static_cast<std::size_t>(end - q)));
    if (s == nullptr) {
      return input_ended_ ? BoardEnd{Found::board, end, lines_in(p, end)} : BoardEnd{Found::more_text};
    }
    if (s[-1] == '\n') {
      const int header = header_at(s);
      if (header == 1) return {Found::board, s, lines_in(p, s)};
      if (header == -1) return {Found::more_text};
    }
    q = s + 1;
  }
}

std::optional<Piece> PieceSplitter::next() {
  if (stopped_) return std::nullopt;
  if (!block_ && !read_more()) {
    stopped_ = true;
    return std::nullopt;
  }
  if (format_ == Format::automatic) {
    // The first byte tells, by the parser's rule, when it is not whitespace (else the parser decides).
    format_ = internal::format_from_first(static_cast<unsigned char>(block_->data[0]));
    if (format_ == Format::automatic) {
      stopped_ = true;
      return std::nullopt;
    }
  }
  std::uint64_t boards = 0;
  std::uint64_t lines = 0;
  std::size_t at = split_;  // where the next board starts
  for (;;) {
    const char* data = block_->data;
    if (at == filled_) {
      if (boards > 0) break;
      if (!read_more()) {
        stopped_ = true;  // the end of the input
        break;
      }
      at = split_;
      continue;
    }
    const BoardEnd board = format_ == Format::grid   ? grid_board(data + at, data + filled_)
                           : format_ == Format::json ? json_board(data + at, data + filled_)
                                                     : jumps_board(data + at, data + filled_);
    if (board.found == Found::more_text) {
      if (boards > 0) break;
      if (filled_ - split_ > block_bytes_ / 2) {
        // A board of more than half a block: the one-thread reader reads it from the block and the stream, rather
        // than copying it into ever larger blocks (slower and twice the memory: bench/RESULTS.md, "--jobs").
        stopped_ = true;
        break;
      }
      read_more();  // moves the text not split yet to a new block's start
      at = split_;
      continue;
    }
    if (board.found == Found::odd) {
      stopped_ = true;
      break;
    }
    ++boards;
    lines += board.lines;
    at = static_cast<std::size_t>(board.end - data);
    if (at - split_ >= piece_bytes_) break;
  }
  if (boards == 0) return std::nullopt;
  Piece piece{block_, std::string_view(block_->data + split_, at - split_), TextStart{line_, boards_}, boards};
  split_ = at;
  line_ += lines;
  boards_ += boards;
  return piece;
}

Piece PieceSplitter::rest() const {
  if (!block_) return Piece{nullptr, {}, TextStart{line_, boards_}, 0};
  return Piece{block_, std::string_view(block_->data + split_, filled_ - split_), TextStart{line_, boards_}, 0};
}

ChainBuffer::int_type ChainBuffer::underflow() {
  while (next_ < pieces_.size()) {
    const std::string_view text = pieces_[next_++].text;
    if (text.empty()) continue;
    // Read only: the get area is never written through (no putback of other bytes).
    char* first = const_cast<char*>(text.data());
    setg(first, first, first + text.size());
    return traits_type::to_int_type(*first);
  }
  if (rest_ == nullptr) return traits_type::eof();
  constexpr std::size_t kRestBytes = std::size_t{1} << 16;
  if (!buffer_) buffer_.reset(new char[kRestBytes]);
  const std::streamsize got = rest_->sgetn(buffer_.get(), static_cast<std::streamsize>(kRestBytes));
  if (got <= 0) return traits_type::eof();
  setg(buffer_.get(), buffer_.get(), buffer_.get() + got);
  return traits_type::to_int_type(*buffer_.get());
}

std::streamsize ChainBuffer::xsgetn(char* into, std::streamsize count) {
  if (count <= 0) return 0;
  if (gptr() == egptr() && traits_type::eq_int_type(underflow(), traits_type::eof())) return 0;
  const std::streamsize size = std::min<std::streamsize>(count, egptr() - gptr());
  std::memcpy(into, gptr(), static_cast<std::size_t>(size));
  // A view is at most a block (PieceSplitter::kBlockBytes), well within gbump's int.
  gbump(static_cast<int>(size));
  return size;
}

}  // namespace snl
