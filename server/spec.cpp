// snl_serve_spec: prints what snl-serve (`snl serve`) accepts as JSON (cli/common/spec.hpp), from the same App the
// program builds (server/flags.hpp), for tools/gen_docs.py. Not installed: a build tool, not a command of snl.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <string>

#include "common/spec.hpp"
#include "flags.hpp"

int main() {
  CLI::App app;
  snl::server::ServerOptions options;
  snl::server::build_serve_app(app, options);
  const std::string spec = snl::cli::app_spec(app);
  return std::fwrite(spec.data(), 1, spec.size(), stdout) == spec.size() ? 0 : 1;
}
