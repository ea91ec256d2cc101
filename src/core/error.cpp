#include "snl/error.hpp"

#include <string>

namespace snl {

std::string quoted_text(std::string_view word) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string text = "'";
  for (std::size_t k = 0; k < word.size() && k < kQuotedBytes; ++k) {
    const auto byte = static_cast<unsigned char>(word[k]);
    if (byte >= 0x20 && byte < 0x7f && byte != '\'') {
      text.push_back(word[k]);
    } else {
      text += "\\x";
      text.push_back(kHex[byte >> 4]);
      text.push_back(kHex[byte & 15]);
    }
  }
  return text + (word.size() > kQuotedBytes ? "...'" : "'");
}

ParseError::ParseError(std::string source, std::uint64_t line, std::uint64_t column, std::string message)
    : Error(source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": error: " + message),
      source_(std::move(source)),
      line_(line),
      column_(column),
      message_(std::move(message)) {}

}  // namespace snl
