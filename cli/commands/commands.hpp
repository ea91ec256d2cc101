// cli/commands/commands.hpp — the subcommands of snl, one file each: an options struct, a setup that binds its
// flags with CLI11 and leaves the work in `action`, and a run that does the work over the library.
#pragma once

#include "common/exit.hpp"

namespace CLI {
class App;
}

namespace snl::cli {

void add_solve(CLI::App& app, Action& action);
void add_analyze(CLI::App& app, Action& action);
void add_render(CLI::App& app, Action& action);
void add_generate(CLI::App& app, Action& action);
void add_serve(CLI::App& app, Action& action);
void add_check(CLI::App& app, Action& action);
void add_validate(CLI::App& app, Action& action);
void add_design(CLI::App& app, Action& action);

}  // namespace snl::cli
