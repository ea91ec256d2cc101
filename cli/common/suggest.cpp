#include "common/suggest.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>

#include "snl/options.hpp"

namespace snl::cli {

std::string option_hint(const CLI::App& command, const std::vector<std::string>& words) {
  std::vector<std::string> names;  // without their dashes, so that the distance is the name's own
  for (const CLI::App* app = &command; app != nullptr; app = app->get_parent()) {
    for (const CLI::Option* option : app->get_options()) {
      for (const std::string& name : option->get_lnames()) names.push_back(name);
    }
  }
  for (const std::string& word : words) {
    if (word == "--") break;
    if (word.size() <= 2 || word.rfind("--", 0) != 0) continue;
    const std::string name = word.substr(2, word.find('=') == std::string::npos ? std::string::npos : word.find('=') - 2);
    if (std::find(names.begin(), names.end(), name) != names.end()) continue;
    const std::string nearest = nearest_name(name, names);
    if (!nearest.empty()) return "; did you mean --" + nearest + "?";
  }
  return "";
}

std::string subcommand_hint(const CLI::App& app, const std::string& word) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) names.push_back(sub->get_name());
  const std::string nearest = nearest_name(word, names);
  return nearest.empty() ? "" : "; did you mean '" + nearest + "'?";
}

}  // namespace snl::cli
