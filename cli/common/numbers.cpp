#include "common/numbers.hpp"

#include <CLI/CLI.hpp>

#include "snl/options.hpp"

namespace snl::cli {

CLI::Validator whole_number(std::uint64_t low, std::uint64_t high) {
  return CLI::Validator(
      [low, high](std::string& text) -> std::string {
        try {
          (void)parse_whole(text, low, high);
        } catch (const OptionError& error) {
          return error.what();
        }
        return "";
      },
      whole_range(low, high));
}

CLI::Validator real_number(double low, double high, const std::string& what) {
  return CLI::Validator(
      [low, high, what](std::string& text) -> std::string {
        try {
          (void)parse_real(text, low, high, what);
        } catch (const OptionError& error) {
          return error.what();
        }
        return "";
      },
      real_range(low, high));
}

}  // namespace snl::cli
