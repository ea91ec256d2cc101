// io/scanner.hpp — a byte scanner over a stream, read in fixed-size chunks, that knows its line and column.
//
// Hand-written rather than built on iostream extraction: the grid parser spends a few nanoseconds per square
// here, and every error must point at LINE:COLUMN. Columns count bytes, from 1.
//
// It also scans a text already in memory in place (no copy, no stream): a piece of a larger input that starts a
// line, numbered from `first_line`. Over such a text it looks ahead exactly as far as over a stream read in
// chunks of `chunk` bytes (tokens_on_line), so both read the same bytes the same way, messages included.
#pragma once

#include <algorithm>
#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "snl/error.hpp"

namespace snl::internal {

struct Position {
  std::uint64_t line;
  std::uint64_t column;
};

/// Raw bytes, not zero-filled: a std::vector<char> would clear the whole chunk for every reader, even of a
/// 16-byte text.
class Buffer {
 public:
  explicit Buffer(std::size_t size) : data_(new char[size]), size_(size) {}
  char* data() { return data_.get(); }
  const char* data() const { return data_.get(); }
  std::size_t size() const { return size_; }

 private:
  std::unique_ptr<char[]> data_;
  std::size_t size_;
};

class Scanner {
 public:
  static constexpr int kEnd = -1;
  static constexpr std::ptrdiff_t kLongestNumber = 40;  // any integer we accept is shorter

  static constexpr std::size_t kChunk = std::size_t{1} << 18;

  /// Reads `in` in chunks of `chunk` bytes. A UTF-8 byte order mark is skipped when first_line is 1.
  Scanner(std::istream& in, std::string source, std::uint64_t first_line = 1, std::size_t chunk = kChunk);
  /// Scans `text` in place; it must outlive the scanner. Precondition: the text starts a line.
  Scanner(std::string_view text, std::string source, std::uint64_t first_line = 1, std::size_t chunk = kChunk);

  /// The byte under the cursor, or kEnd at the end of input.
  int peek() {
    if (cursor_ == end_ && !refill(1)) return kEnd;
    return static_cast<unsigned char>(*cursor_);
  }
  /// Moves past one byte that is not a newline. Precondition: peek() != kEnd and != '\n'.
  void bump() { ++cursor_; }
  /// Skips spaces, tabs, carriage returns and newlines. Returns whether a newline was crossed.
  bool skip_space() {
    bool crossed = false;
    for (;;) {
      const char* p = cursor_;
      while (p != end_) {
        const char c = *p;
        if (c == ' ') {
          ++p;
        } else if (c == '\n') {
          ++p;
          ++line_;
          line_start_ = offset_ + static_cast<std::uint64_t>(p - base_);
          crossed = true;
        } else if (c == '\t' || c == '\r' || c == '\v' || c == '\f') {
          ++p;
        } else {
          cursor_ = p;
          return crossed;
        }
      }
      cursor_ = p;
      if (!refill(1)) return crossed;
    }
  }
  /// Skips spaces, tabs and carriage returns, not newlines.
  void skip_blanks();
  /// Skips to the end of the line (not past the newline).
  void skip_line();
  /// A decimal integer: optional '-', then digits, then one of `delimiters`, whitespace or the end of input.
  /// Magnitudes above 10^18 come back as nullopt with `too_large` set. On a token that is not such an integer,
  /// returns nullopt and leaves the cursor at the token's start.
  std::optional<std::int64_t> integer(std::string_view delimiters, bool* too_large = nullptr) {
    if (end_ - cursor_ < kLongestNumber) refill(kLongestNumber);
    const char* p = cursor_;
    const bool negative = p != end_ && *p == '-';
    p += negative;
    const char* digits = p;
    std::uint64_t magnitude = 0;
    while (p != end_ && static_cast<unsigned>(*p - '0') < 10 && p - digits < 19) {
      magnitude = magnitude * 10 + static_cast<std::uint64_t>(*p - '0');
      ++p;
    }
    if (p == digits) return std::nullopt;
    const bool longer = p != end_ && static_cast<unsigned>(*p - '0') < 10;
    if (longer || magnitude > 1'000'000'000'000'000'000ULL) {
      if (too_large != nullptr) *too_large = true;
      return std::nullopt;
    }
    if (p != end_ && !is_space(*p) && delimiters.find(*p) == std::string_view::npos) return std::nullopt;
    cursor_ = p;
    const auto value = static_cast<std::int64_t>(magnitude);
    return negative ? -value : value;
  }
  static bool is_space(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
  /// Consumes "-1" followed by whitespace (the plain square, most of every grid); false leaves the cursor.
  bool minus_one() {
    if (end_ - cursor_ < 3 || cursor_[0] != '-' || cursor_[1] != '1' || !is_space(cursor_[2])) return false;
    cursor_ += 2;
    return true;
  }
  /// The rest of the current line as [first, last) in the buffer (`last` at its newline or the end of input),
  /// or {nullptr, nullptr} when the line is longer than the buffer. For fast paths that parse a whole line and
  /// then move on with advance_to(last); anything they don't expect they leave to the exact, slower path.
  std::pair<const char*, const char*> line_in_buffer();
  /// At least `want` bytes from the cursor as [first, last) in the buffer; fewer only at the end of input or when
  /// `want` exceeds the buffer. For fast paths that stay on one line (json rows) and move on with advance_to.
  std::pair<const char*, const char*> bytes_in_buffer(std::size_t want) {
    if (static_cast<std::size_t>(end_ - cursor_) < want) refill(std::min(want, buffer_.size()));
    return {cursor_, end_};
  }
  /// Moves the cursor forward within the current line (no newline crossed). Precondition: from line_in_buffer
  /// or bytes_in_buffer.
  void advance_to(const char* p) { cursor_ = p; }
  /// The end of the bytes in the buffer: after line_in_buffer, [first, buffered_end()) may hold further whole
  /// lines, for fast paths that parse many lines in one pass.
  const char* buffered_end() const { return end_; }
  /// Moves the cursor forward to `p`, the first byte of a line, across `lines` newlines (at least one).
  /// Precondition: p is in [cursor, buffered_end()], just after the `lines`-th newline from the cursor.
  void advance_lines(const char* p, std::uint64_t lines) {
    line_ += lines;
    line_start_ = offset_ + static_cast<std::uint64_t>(p - base_);
    cursor_ = p;
  }
  /// A run of ASCII letters (possibly empty), at most `longest` of them (the cursor stays on the rest).
  std::string word(std::size_t longest);
  /// How many whitespace-separated tokens stand between the cursor and the end of its line; nullopt when the
  /// line is longer than the buffer can look ahead.
  std::optional<std::size_t> tokens_on_line();

  Position position() const {
    return {line_, offset_ + static_cast<std::uint64_t>(cursor_ - base_) - line_start_ + 1};
  }
  /// The token under the cursor, for a message: 'text' (quoted, shortened, bytes that are not printable as
  /// \xNN), "end of line" or "end of input".
  std::string describe(std::string_view delimiters = "");

  [[noreturn]] void fail(Position at, std::string_view expected, std::string_view found) const;
  [[noreturn]] void fail(std::string_view expected, std::string_view delimiters = "") {
    const Position here = position();
    fail(here, expected, describe(delimiters));
  }

 private:
  /// Makes at least `want` bytes available from the cursor unless the input ends first; false if none are.
  bool refill(std::size_t want);
  void newline() {
    ++line_;
    line_start_ = offset_ + static_cast<std::uint64_t>(cursor_ - base_);
  }

  void skip_byte_order_mark();
  static std::size_t tokens_between(const char* first, const char* last);

  std::istream* in_;  // nullptr when scanning a text in place
  std::string source_;
  Buffer buffer_;     // empty when scanning a text in place
  std::size_t window_;  // how far tokens_on_line looks ahead: the chunk size
  const char* base_;  // buffer_.data(), or the text scanned in place
  const char* cursor_;
  const char* end_;
  bool exhausted_ = false;
  std::uint64_t offset_ = 0;  // absolute offset of base_[0]
  std::uint64_t line_ = 1;
  std::uint64_t line_start_ = 0;  // absolute offset of the current line's first byte
};

}  // namespace snl::internal
