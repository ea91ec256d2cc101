// snl_cli_spec: prints what `snl` accepts as JSON (cli/common/spec.hpp), from the same App the program builds
// (cli/app.hpp), for tools/gen_docs.py. Not installed: a build tool, not a command of snl.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "app.hpp"
#include "common/spec.hpp"

int main() {
  CLI::App app;
  snl::cli::Action action;
  snl::cli::build_app(app, action);
  const std::string spec = snl::cli::app_spec(app, SNL_VERSION);
  return std::fwrite(spec.data(), 1, spec.size(), stdout) == spec.size() ? 0 : 1;
}
