#include "common/numbers.hpp"

#include <CLI/CLI.hpp>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <system_error>

#include "snl/error.hpp"

namespace snl::cli {
namespace {

/// "1..256"; "0..1" for reals prints as the shortest text of each bound.
std::string range_text(double low, double high) {
  char text[64];
  std::snprintf(text, sizeof text, "%g..%g", low, high);
  return text;
}

}  // namespace

CLI::Validator whole_number(std::uint64_t low, std::uint64_t high) {
  const std::string range = std::to_string(low) + ".." + std::to_string(high);
  return CLI::Validator(
      [low, high, range](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const char* const end = text.data() + text.size();
        const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
        const auto [stop, error] = std::from_chars(text.data(), end, value);
        if (!digits || error != std::errc() || stop != end || value < low || value > high) {
          return "expected a whole number " + range + ", found " + quoted_text(text);
        }
        return "";
      },
      range);
}

CLI::Validator real_number(double low, double high, const std::string& what) {
  const std::string range = range_text(low, high);
  return CLI::Validator(
      [low, high, range, what](std::string& text) -> std::string {
        double value = 0;
        const char* const end = text.data() + text.size();
        // from_chars takes "nan" and "inf" too, and no sign but '-'.
        const bool plain = !text.empty() && text.find_first_not_of("0123456789.eE+-") == std::string::npos;
        const auto [stop, error] = std::from_chars(text.data(), end, value);
        if (!plain || error != std::errc() || stop != end || !std::isfinite(value) || value < low || value > high) {
          return "expected " + what + " " + range + ", found " + quoted_text(text);
        }
        return "";
      },
      range);
}

}  // namespace snl::cli
