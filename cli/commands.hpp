// The subcommands of the snl tool. Each lives in its own file: an options struct, a setup function that binds
// its flags with CLI11 and sets the action main runs, and a run function doing the work over the library.
// A file registers its setup with a static Registration, so adding a subcommand touches no other file.
#pragma once

#include <functional>
#include <string_view>
#include <vector>

namespace CLI {
class App;
}

namespace snl::cli {

/// What main runs after parsing the command line; returns the exit code.
using Action = std::function<int()>;

/// Exit codes, documented in the README.
enum ExitCode : int { kOk = 0, kBadInput = 1, kUsage = 2 };

/// Adds a subcommand to `app`; its callback stores the work to do in `action`.
using Setup = void (*)(CLI::App& app, Action& action);

struct Subcommand {
  int order;  // position in --help
  Setup setup;
};

/// Every registered subcommand (built before main runs).
std::vector<Subcommand>& subcommands();

struct Registration {
  Registration(int order, Setup setup) { subcommands().push_back({order, setup}); }
};

}  // namespace snl::cli
