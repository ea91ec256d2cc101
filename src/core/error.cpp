#include "snl/error.hpp"

#include <string>

namespace snl {

ParseError::ParseError(std::string source, std::uint64_t line, std::uint64_t column, std::string message)
    : Error(source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": error: " + message),
      source_(std::move(source)),
      line_(line),
      column_(column),
      message_(std::move(message)) {}

}  // namespace snl
