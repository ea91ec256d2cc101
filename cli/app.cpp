#include "app.hpp"

#include <CLI/CLI.hpp>

#include "commands/commands.hpp"

namespace snl::cli {

void build_app(CLI::App& app, Action& action) {
  app.name("snl");
  app.description("snl: Snakes and Ladders boards: least rolls, routes, analysis, rendering.");
  app.set_version_flag("--version", "snl " SNL_VERSION);
  app.require_subcommand(1, 1);
  // The subcommands, in the order --help lists them.
  add_solve(app, action);
  add_analyze(app, action);
  add_design(app, action);
  add_render(app, action);
  add_generate(app, action);
  add_serve(app, action);
  add_check(app, action);
  add_validate(app, action);
}

}  // namespace snl::cli
