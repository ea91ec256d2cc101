// snl/error.hpp — the error model of the library.
//
// Every error a user can cause (bad input, a board too large for an algorithm) is an exception derived from
// snl::Error. Programmer errors (a broken precondition) are asserts, never exceptions. The library never
// prints or exits: the CLI and the server catch these and turn them into messages and exit or status codes.
//
// Tested by: tests/unit/parse_test.cpp (ParseError), tests/unit/board_test.cpp (BoardError), tests/golden (every
// message pinned byte for byte). README, "Errors and exit codes".
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace snl {

/// The root of every error snl reports about its input.
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Text that is not a board: carries where it happened (1-based line and column, columns count bytes) and
/// what was expected versus found. what() is the full diagnostic "SOURCE:LINE:COLUMN: error: MESSAGE".
class ParseError : public Error {
 public:
  ParseError(std::string source, std::uint64_t line, std::uint64_t column, std::string message);

  const std::string& source() const noexcept { return source_; }
  std::uint64_t line() const noexcept { return line_; }
  std::uint64_t column() const noexcept { return column_; }
  /// "expected …, found …" without the location.
  const std::string& message() const noexcept { return message_; }

 private:
  std::string source_;
  std::uint64_t line_;
  std::uint64_t column_;
  std::string message_;
};

/// A board that breaks a rule of snl/rules.hpp when built from values (not text). `jump_index` is the position
/// of the offending jump in the list given to the Board, or npos when the size itself is wrong.
class BoardError : public Error {
 public:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);
  BoardError(std::string message, std::size_t jump_index = npos)
      : Error(std::move(message)), jump_index_(jump_index) {}
  std::size_t jump_index() const noexcept { return jump_index_; }

 private:
  std::size_t jump_index_;
};

/// How every message shows a word of the user's: quoted, bytes that are not printable ASCII (and the quote) as
/// \xNN, and cut after kQuotedBytes bytes with "..." inside the quotes — so that no input, however long, makes a long message.
inline constexpr std::size_t kQuotedBytes = 24;
std::string quoted_text(std::string_view word);

/// A valid board that an algorithm refuses because it would need more memory or time than it may take
/// (for example a dense BFS over 10^18 squares).
class LimitError : public Error {
 public:
  using Error::Error;
};

}  // namespace snl
