// cli/app.hpp — the snl command as a CLI11 App: its name, its top-level flags and its subcommands, in the order --help
// lists them. One function builds it for the program (cli/main.cpp) and for the dump of its options that the manual
// pages, the shell completions and the docs' option tables are generated from (cli/spec.cpp, tools/gen_docs.py).
#pragma once

#include "common/exit.hpp"

namespace CLI {
class App;
}

namespace snl::cli {

/// Names `app` "snl", gives it --version and every subcommand; each subcommand's parse leaves its work in `action`,
/// which must outlive the parse.
void build_app(CLI::App& app, Action& action);

}  // namespace snl::cli
