#include "common/choices.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>

#include "snl/parse.hpp"

namespace snl::cli {

std::vector<std::string> choices(const std::vector<std::string_view>& names,
                                 std::initializer_list<std::string_view> except) {
  std::vector<std::string> out;
  for (const std::string_view name : names) {
    if (std::find(except.begin(), except.end(), name) == except.end()) out.emplace_back(name);
  }
  return out;
}

std::string listed(const std::vector<std::string>& choices) {
  std::string out;
  for (std::size_t i = 0; i < choices.size(); ++i) {
    if (i > 0) out += i + 1 == choices.size() ? " or " : ", ";
    out += choices[i];
    if (i == 0) out += " (default)";
  }
  return out;
}

CLI::Option* add_input_option(CLI::App& command, std::string& input) {
  const std::vector<std::string> formats = choices(format_names());
  return command.add_option("--input", input, "Input format: " + listed(formats))->check(CLI::IsMember(formats));
}

}  // namespace snl::cli
