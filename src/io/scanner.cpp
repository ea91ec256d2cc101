#include "io/scanner.hpp"

#include <algorithm>
#include <cstring>

namespace snl::internal {
Scanner::Scanner(std::istream& in, std::string source, std::uint64_t first_line, std::size_t chunk)
    : in_(&in),
      source_(std::move(source)),
      buffer_(chunk),
      window_(chunk),
      base_(buffer_.data()),
      cursor_(buffer_.data()),
      end_(buffer_.data()),
      line_(first_line) {
  if (first_line == 1) skip_byte_order_mark();
}

Scanner::Scanner(std::string_view text, std::string source, std::uint64_t first_line, std::size_t chunk)
    : in_(nullptr),
      source_(std::move(source)),
      buffer_(0),
      window_(chunk),
      base_(text.data()),
      cursor_(text.data()),
      end_(text.data() + text.size()),
      exhausted_(true),
      line_(first_line) {
  if (first_line == 1) skip_byte_order_mark();
}

void Scanner::skip_byte_order_mark() {
  // A UTF-8 byte order mark is not part of the text.
  if (refill(3) && end_ - cursor_ >= 3 && std::memcmp(cursor_, "\xEF\xBB\xBF", 3) == 0) cursor_ += 3, offset_ = 0;
  if (cursor_ != base_) line_start_ = 3;
}

bool Scanner::refill(std::size_t want) {
  while (static_cast<std::size_t>(end_ - cursor_) < want && !exhausted_) {
    const std::size_t kept = static_cast<std::size_t>(end_ - cursor_);
    if (cursor_ != buffer_.data()) {
      offset_ += static_cast<std::uint64_t>(cursor_ - buffer_.data());
      std::memmove(buffer_.data(), cursor_, kept);
    }
    // From the stream's buffer, not istream::read: a short read is then not the end, and an exception the buffer
    // throws for a read error reaches the caller as it is, instead of becoming badbit.
    std::streambuf* const source = in_->rdbuf();
    const std::streamsize read =
        source == nullptr ? 0 : source->sgetn(buffer_.data() + kept, static_cast<std::streamsize>(buffer_.size() - kept));
    const auto got = static_cast<std::size_t>(std::max<std::streamsize>(read, 0));
    cursor_ = buffer_.data();
    end_ = buffer_.data() + kept + got;
    if (got == 0) exhausted_ = true;
    if (kept + got == buffer_.size()) break;  // full: the caller gets what fits
  }
  return cursor_ != end_;
}

void Scanner::skip_blanks() {
  for (int c = peek(); c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; c = peek()) ++cursor_;
}

void Scanner::skip_line() {
  for (int c = peek(); c != kEnd && c != '\n'; c = peek()) ++cursor_;
}

std::pair<const char*, const char*> Scanner::line_in_buffer() {
  for (;;) {
    const auto* newline = static_cast<const char*>(std::memchr(cursor_, '\n', static_cast<std::size_t>(end_ - cursor_)));
    if (newline != nullptr) return {cursor_, newline};
    if (exhausted_) return {cursor_, end_};
    const auto have = static_cast<std::size_t>(end_ - cursor_);
    if (have == buffer_.size()) return {nullptr, nullptr};
    refill(have + 1);
  }
}

std::string Scanner::word(std::size_t longest) {
  std::string text;
  for (int c = peek(); text.size() < longest && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')); c = peek()) {
    text.push_back(static_cast<char>(c));
    ++cursor_;
  }
  return text;
}

std::optional<std::size_t> Scanner::tokens_on_line() {
  if (in_ == nullptr) {
    // In place: as far as a stream's chunk would hold from the cursor, and no further.
    const auto left = static_cast<std::size_t>(end_ - cursor_);
    const std::size_t seen = std::min(left, window_);
    const char* newline_at = static_cast<const char*>(std::memchr(cursor_, '\n', seen));
    if (newline_at == nullptr && left >= window_) return std::nullopt;
    return tokens_between(cursor_, newline_at != nullptr ? newline_at : end_);
  }
  std::size_t scanned = 0;
  for (;;) {
    const char* newline_at = static_cast<const char*>(std::memchr(cursor_ + scanned, '\n',
                                                                   static_cast<std::size_t>(end_ - cursor_) - scanned));
    if (newline_at != nullptr || exhausted_) {
      return tokens_between(cursor_, newline_at != nullptr ? newline_at : end_);
    }
    scanned = static_cast<std::size_t>(end_ - cursor_);
    if (scanned == buffer_.size()) return std::nullopt;
    refill(scanned + 1);
  }
}

std::size_t Scanner::tokens_between(const char* first, const char* last) {
  std::size_t tokens = 0;
  bool in_token = false;
  for (const char* p = first; p != last; ++p) {
    const bool space = is_space(*p);
    tokens += !space && !in_token;
    in_token = !space;
  }
  return tokens;
}

std::string Scanner::describe(std::string_view delimiters) {
  const int first = peek();
  if (first == kEnd) return "end of input";
  if (first == '\n') return "end of line";
  refill(kQuotedBytes + 8);
  if (is_space(*cursor_) || delimiters.find(*cursor_) != std::string_view::npos) {
    return quoted_text(std::string_view(cursor_, 1));  // a lone delimiter, or a whitespace byte, is its own token
  }
  // One byte past what is shown tells quoted_text that the token goes on.
  const char* p = cursor_;
  while (p != end_ && p - cursor_ <= static_cast<std::ptrdiff_t>(kQuotedBytes) && !is_space(*p) &&
         delimiters.find(*p) == std::string_view::npos) {
    ++p;
  }
  return quoted_text(std::string_view(cursor_, static_cast<std::size_t>(p - cursor_)));
}

void Scanner::fail(Position at, std::string_view expected, std::string_view found) const {
  throw ParseError(source_, at.line, at.column, "expected " + std::string(expected) + ", found " + std::string(found));
}

}  // namespace snl::internal
