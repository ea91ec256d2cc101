// cli/common/numbers.hpp — the library's rule for numbers (snl/options.hpp: parse_whole, parse_real) as CLI11 checks, for
// the options that belong to no table (--jobs, --count, --port, ...) (they see
// the text before CLI11 converts it, which on its own wraps "-1" round to 2^64-1, saturates on overflow, and takes
// "0x10", " 5", "nan" and "inf"):
//   whole numbers: decimal digits only, within LOW..HIGH;
//   real numbers:  a decimal number (an exponent allowed), finite, within LOW..HIGH.
// Anything else (a sign, blanks, a trailing word, hex, NaN, infinity, a value too large for its type) is a usage
// error: exit 2, "snl: error: --NAME: expected …, found '…'". A list option (--within 10,50) takes one argument per
// occurrence, so that the words after it stay the command's own.
//
// Tested by: tests/golden/cases/usage-number-* (every command's options).
#pragma once

#include <cstdint>
#include <string>

namespace CLI {
class Validator;
}  // namespace CLI

namespace snl::cli {

/// Decimal digits only, LOW..HIGH.
CLI::Validator whole_number(std::uint64_t low, std::uint64_t high);

/// A finite decimal number, LOW..HIGH; `what` names it in messages ("a number of seconds").
CLI::Validator real_number(double low, double high, const std::string& what = "a number");

}  // namespace snl::cli
