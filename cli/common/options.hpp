// cli/common/options.hpp — the library's option tables (snl/options.hpp) as CLI11 flags: one flag per row, named
// "--" + the row's name with dashes, its help and default from the row, and its value set by the row's own rule, so
// that a refused value is a usage error in the library's words ("--players: expected a whole number 1..100, found
// '0'"). No command lists an option of a table by hand.
//
// Tested by: tests/server/options_test.cpp (every row of every table, through the CLI and the API), the golden usage-*
// cases.
#pragma once

#include <functional>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "snl/options.hpp"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace snl::cli {

/// "--again-limit" for "again_limit".
std::string flag_name(std::string_view name);

/// Adds one row as a flag of `command`: `set` applies a given text, `refusal` says what is wrong with one ("" when
/// nothing).
CLI::Option* add_row(CLI::App& command, const OptionInfo& row, std::function<void(std::string_view)> set,
                     std::function<std::string(std::string_view)> refusal);

/// The flags added, by the row's name.
using AddedOptions = std::map<std::string, CLI::Option*, std::less<>>;

/// Makes each added row that needs another need its flag.
void tie_needs(const AddedOptions& added, const std::vector<OptionInfo>& rows);

/// Adds a flag for every row of `table` but those named in `except`, each setting `target` (which must outlive the
/// parse); rows that need another are tied to it.
template <class Options>
AddedOptions add_options(CLI::App& command, const OptionTable<Options>& table, Options& target,
                         std::initializer_list<std::string_view> except = {}) {
  AddedOptions added;
  for (const Option<Options>& row : table) {
    bool skipped = false;
    for (const std::string_view name : except) skipped = skipped || name == row.name;
    if (skipped) continue;
    added[row.name] = add_row(
        command, row, [&target, set = row.set](std::string_view text) { set(target, text); },
        [set = row.set](std::string_view text) {
          Options scratch{};
          try {
            set(scratch, text);
          } catch (const Error& error) {
            return std::string(error.what());
          }
          return std::string();
        });
  }
  tie_needs(added, infos(table));
  return added;
}

}  // namespace snl::cli
