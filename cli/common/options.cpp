#include "common/options.hpp"

#include <CLI/CLI.hpp>
#include <cstdint>
#include <vector>

namespace snl::cli {

std::string flag_name(std::string_view name) {
  std::string flag = "--";
  for (const char c : name) flag += c == '_' ? '-' : c;
  return flag;
}

CLI::Option* add_row(CLI::App& command, const OptionInfo& row, std::function<void(std::string_view)> set,
                     std::function<std::string(std::string_view)> refusal) {
  const std::string flag = flag_name(row.name);
  std::string help = row.help;
  if (!row.default_text.empty() && row.kind != OptionKind::flag) help += " (default " + row.default_text + ")";
  if (row.kind == OptionKind::flag) {
    return command.add_flag_function(flag, [set](std::int64_t) { set("1"); }, help);
  }
  // Shown as CLI11 shows its own checks: "UINT:1..100", "NUMBER:0..1", "TEXT:{stay,bounce,finish}", "TEXT".
  std::string type = "TEXT";
  std::string shown;
  if (row.kind == OptionKind::whole) {
    type = "UINT";
    if (row.values.find("18446744073709551615") == std::string::npos) shown = row.values;
  } else if (row.kind == OptionKind::real) {
    type = "NUMBER";
    shown = row.values;
  } else if (row.kind == OptionKind::choice) {
    for (const std::string& choice : row.choices) shown += (shown.empty() ? "{" : ",") + choice;
    shown += "}";
  }
  const CLI::Validator check([refusal](std::string& text) { return refusal(text); }, shown);
  CLI::Option* option = nullptr;
  if (row.repeated) {
    option = command.add_option_function<std::vector<std::string>>(
        flag, [set](const std::vector<std::string>& texts) {
          for (const std::string& text : texts) set(text);
        },
        help);
    option->allow_extra_args(false);  // one list per occurrence: the words after it are the command's own
  } else {
    option = command.add_option_function<std::string>(flag, [set](const std::string& text) { set(text); }, help);
  }
  return option->check(check)->type_name(type);
}

void tie_needs(const AddedOptions& added, const std::vector<OptionInfo>& rows) {
  for (const OptionInfo& row : rows) {
    if (row.needs.empty()) continue;
    const auto self = added.find(row.name);
    const auto other = added.find(row.needs);
    if (self != added.end() && other != added.end()) self->second->needs(other->second);
  }
}

}  // namespace snl::cli
