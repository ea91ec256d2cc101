#include "common/spec.hpp"

#include <CLI/CLI.hpp>

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace snl::cli {
namespace {

using json = nlohmann::ordered_json;

std::vector<std::string> names_of(const std::set<CLI::Option*>& options) {
  std::vector<std::string> out;
  for (const CLI::Option* option : options) {
    out.push_back(option->get_lnames().empty() ? option->get_name() : "--" + option->get_lnames().front());
  }
  return out;
}

/// The items between braces in a check's description ("{stay,bounce,finish}"), or none.
std::vector<std::string> choices_in(const std::string& described) {
  std::vector<std::string> out;
  const std::size_t open = described.find('{');
  const std::size_t close = described.rfind('}');
  if (open == std::string::npos || close == std::string::npos || close < open) return out;
  std::string item;
  for (std::size_t i = open + 1; i <= close; ++i) {
    if (i == close || described[i] == ',') {
      if (!item.empty()) out.push_back(item);
      item.clear();
    } else if (described[i] != ' ') {
      item += described[i];
    }
  }
  return out;
}

json option_spec(const CLI::Option& option) {
  // CLI11 writes the type and its checks' descriptions as one word: "UINT:1..100", "TEXT:{text,json}".
  const bool takes_value = option.get_items_expected_max() > 0;  // a flag expects no value (CLI11: expected(0))
  const std::string full = takes_value ? option.get_type_name() : "";
  const std::size_t colon = full.find(':');
  const std::string values = colon == std::string::npos ? "" : full.substr(colon + 1);
  json out{{"long", json::array()},
           {"short", json::array()},
           {"positional", option.get_positional() ? option.get_name(true, false) : ""},
           {"help", option.get_description()},
           {"type", full.substr(0, colon)},
           {"values", values},
           {"choices", choices_in(values)},
           {"takes_value", takes_value},
           {"multiple", option.get_items_expected_max() > 1},
           {"required", option.get_required()},
           {"hidden", option.get_group().empty()},
           {"default", option.get_default_str()},
           {"needs", names_of(option.get_needs())},
           {"excludes", names_of(option.get_excludes())}};
  for (const std::string& name : option.get_lnames()) out["long"].push_back("--" + name);
  for (const std::string& name : option.get_snames()) out["short"].push_back("-" + name);
  return out;
}

json app_json(const CLI::App& app, const std::string& words) {
  json out{{"name", app.get_name()},
           {"description", app.get_description()},
           {"footer", app.get_footer()},
           {"usage_words", words},
           {"passes_through", app.get_prefix_command()},
           {"options", json::array()},
           {"subcommands", json::array()}};
  for (const CLI::Option* option : app.get_options()) out["options"].push_back(option_spec(*option));
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    out["subcommands"].push_back(app_json(*sub, words + " " + sub->get_name()));
  }
  return out;
}

}  // namespace

std::string app_spec(const CLI::App& app, const std::string& version) {
  json out = version.empty() ? json::object() : json{{"version", version}};
  out.update(app_json(app, app.get_name()));
  return out.dump(2) + "\n";
}

}  // namespace snl::cli
