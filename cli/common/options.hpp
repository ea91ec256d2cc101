// cli/common/options.hpp — the library's option tables (snl/options.hpp) as CLI11 flags: one flag per row, named
// "--" + the row's name with dashes (and a hidden flag per deprecated name), its help and default from the row, its
// value set by the row's own rule through the library's OptionReader, so that a refused value is a usage error in the
// library's words ("--players: expected a whole number 1..100, found '0'") and rows given together are checked by the
// library's rule (check_combinations: "--pgf needs --exact"). No command lists an option of a table by hand.
//
// Tested by: tests/server/options_test.cpp (every row of every table through the CLI, the API and Python), the golden
// usage-* cases.
#pragma once

#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
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

/// The flags of one table bound to the library's OptionReader.
struct BoundOptions {
  /// The flag of each row, by the row's name.
  std::map<std::string, CLI::Option*, std::less<>> flags;
  /// The file each board row (OptionKind::board: design's from) was given, by the row's name.
  std::map<std::string, std::string, std::less<>> files;
  /// The reader's: set a row by a name (or deprecated name), the rows given, the notes, the combination check.
  std::function<void(std::string_view name, std::string_view text)> set;
  std::function<const GivenRows&()> given;
  std::function<const std::vector<std::string>&()> notes;
  std::function<void()> finish;
};

/// Adds one row as a flag of `command` (and a hidden flag for each of its deprecated names): `set` applies a given
/// text by a name, `refusal` says what is wrong with one ("" when nothing).
void add_row(CLI::App& command, const OptionInfo& row, const std::function<void(std::string_view, std::string_view)>& set,
             std::function<std::string(std::string_view)> refusal, BoundOptions& bound);

/// After the parse: says each deprecated name's note on stderr ("snl generate: note: --size is deprecated: …") and
/// returns the refusal of the rows given together (the library's words), if any.
std::optional<std::string> finish_options(const BoundOptions& bound, std::string_view command);

/// The work of a command whose tables are bound as `bound`: each deprecated name's note said, the rows given together
/// checked (a usage error in the library's words), then `run`.
std::function<int()> checked_action(std::vector<std::shared_ptr<BoundOptions>> bound, std::string command,
                                    std::function<int()> run);

/// Adds a flag for every row of `table` but those named in `except`, each setting `target` (which must outlive the
/// parse) through one OptionReader.
template <class Options>
std::shared_ptr<BoundOptions> add_options(CLI::App& command, const OptionTable<Options>& table, Options& target,
                                          std::initializer_list<std::string_view> except = {}) {
  auto reader = std::make_shared<OptionReader<Options>>(table, target, NameStyle::flag);
  auto bound = std::make_shared<BoundOptions>();
  bound->set = [reader](std::string_view name, std::string_view text) { reader->set(name, text); };
  bound->given = [reader]() -> const GivenRows& { return reader->given(); };
  bound->notes = [reader]() -> const std::vector<std::string>& { return reader->notes(); };
  bound->finish = [reader] { reader->finish(); };
  for (const Option<Options>& row : table) {
    bool skipped = false;
    for (const std::string_view name : except) skipped = skipped || name == row.name;
    if (skipped) continue;
    add_row(command, row, bound->set,
            [set = row.set](std::string_view text) {
              Options scratch{};
              try {
                set(scratch, text);
              } catch (const Error& error) {
                return std::string(error.what());
              }
              return std::string();
            },
            *bound);
  }
  return bound;
}

}  // namespace snl::cli
