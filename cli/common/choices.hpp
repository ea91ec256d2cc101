// cli/common/choices.hpp — an option's choices taken from the library's name tables (format_names,
// algorithm_names, overshoot_names), so that no command lists them by hand.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace snl::cli {

/// The names, as CLI11's IsMember takes them, leaving out those in `except`.
std::vector<std::string> choices(const std::vector<std::string_view>& names,
                                 std::initializer_list<std::string_view> except = {});

/// "auto (default), grid, json or jumps": the choices for a help text, the first marked as the default.
std::string listed(const std::vector<std::string>& choices);

/// --input auto|grid|json|jumps, the format of the board text, for the commands that read boards.
CLI::Option* add_input_option(CLI::App& command, std::string& input);

}  // namespace snl::cli
