// snl — the command-line tool: parses arguments, runs one subcommand, maps errors to exit codes.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>

#include "commands.hpp"
#include "snl/error.hpp"

namespace snl::cli {

std::vector<Subcommand>& subcommands() {
  static std::vector<Subcommand> all;
  return all;
}

}  // namespace snl::cli

int main(int argc, char** argv) {
  CLI::App app{"snl: Snakes and Ladders boards: least rolls, routes, analysis, rendering.", "snl"};
  app.set_version_flag("--version", "snl " SNL_VERSION);
  app.require_subcommand(1, 1);
  app.failure_message([](const CLI::App* failed, const CLI::Error& error) {
    std::string name = failed->get_name();
    for (const CLI::App* parent = failed->get_parent(); parent != nullptr; parent = parent->get_parent()) {
      name = parent->get_name() + " " + name;
    }
    return "snl: error: " + std::string(error.what()) + "\nRun '" + name + " --help' for more information.\n";
  });
  snl::cli::Action action;
  std::vector<snl::cli::Subcommand> commands = snl::cli::subcommands();
  std::sort(commands.begin(), commands.end(), [](const auto& a, const auto& b) { return a.order < b.order; });
  for (const auto& command : commands) command.setup(app, action);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    const int code = app.exit(error);
    return code == 0 ? snl::cli::kOk : snl::cli::kUsage;
  }
  try {
    return action();
  } catch (const snl::Error& error) {
    std::fflush(stdout);
    std::fprintf(stderr, "%s\n", error.what());
    return snl::cli::kBadInput;
  }
}
