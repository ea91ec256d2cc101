// tests/support/parse_helpers.hpp — what the parser's tests share: parsing a text in place and as a stream, the
// ParseError a text throws and the checks of its place and shape, a grid as text, the LeetCode example.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"

namespace parse_test {

using Grid = std::vector<std::vector<int>>;

inline const std::string kSource = "test.txt";

inline std::vector<snl::Board> parse(std::string_view text, snl::Format format = snl::Format::automatic) {
  return snl::parse_boards(text, kSource, format);
}

// Through a stream, read in chunks (parse_boards reads a text in place).
inline std::vector<snl::Board> parse_stream(const std::string& text, snl::Format format = snl::Format::automatic) {
  std::istringstream in(text);
  snl::BoardReader reader(in, kSource, format);
  std::vector<snl::Board> boards;
  while (std::optional<snl::Board> board = reader.next()) boards.push_back(std::move(*board));
  return boards;
}

inline snl::Board from_grid(const Grid& grid) { return snl::Board::from_grid(grid); }

// The ParseError that parsing `text` throws, or a failure when it throws none.
inline snl::ParseError parse_error_of(std::string_view text, snl::Format format = snl::Format::automatic) {
  try {
    (void)parse(text, format);
  } catch (const snl::ParseError& error) {
    return error;
  }
  ADD_FAILURE() << "no ParseError for the text \"" << text << "\"";
  return snl::ParseError(kSource, 0, 0, "no error");
}

// Expects a ParseError at `line` and, unless 0 is given, at `column`, with a well-formed message.
inline void expect_error(std::string_view text, std::uint64_t line, std::uint64_t column,
                  snl::Format format = snl::Format::automatic) {
  SCOPED_TRACE("text \"" + std::string(text) + "\"");
  const snl::ParseError error = parse_error_of(text, format);
  EXPECT_EQ(error.source(), kSource);
  EXPECT_EQ(error.line(), line) << error.what();
  if (column != 0) {
    EXPECT_EQ(error.column(), column) << error.what();
  }
  EXPECT_EQ(error.message().rfind("expected", 0), 0U) << "message: " << error.message();
  EXPECT_NE(error.message().find(", found"), std::string::npos) << "message: " << error.message();
  EXPECT_EQ(std::string(error.what()), kSource + ":" + std::to_string(error.line()) + ":" +
                                           std::to_string(error.column()) + ": error: " + error.message());
}

// Like expect_error, for when the column may fairly be either of two places (say, a row's start or the token
// where it went wrong).
inline void expect_error_at_one_of(std::string_view text, std::uint64_t line,
                            std::initializer_list<std::uint64_t> columns) {
  SCOPED_TRACE("text \"" + std::string(text) + "\"");
  const snl::ParseError error = parse_error_of(text);
  EXPECT_EQ(error.line(), line) << error.what();
  bool listed = false;
  for (std::uint64_t column : columns) listed = listed || error.column() == column;
  EXPECT_TRUE(listed) << error.what();
  EXPECT_EQ(error.message().rfind("expected", 0), 0U) << "message: " << error.message();
  EXPECT_NE(error.message().find(", found"), std::string::npos) << "message: " << error.message();
}

inline std::string grid_text(const Grid& grid) {
  std::string text = std::to_string(grid.size()) + "\n";
  for (const auto& row : grid) {
    for (std::size_t c = 0; c < row.size(); ++c) text += (c == 0 ? "" : " ") + std::to_string(row[c]);
    text += "\n";
  }
  return text;
}

inline const Grid kLeetCode{{-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1},
                     {-1, 35, -1, -1, 13, -1}, {-1, -1, -1, -1, -1, -1}, {-1, 15, -1, -1, -1, -1}};

}  // namespace parse_test
