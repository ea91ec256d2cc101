// snl — the command-line tool: lists its subcommands, parses the arguments, runs one, maps errors to exit codes.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <new>
#include <string>
#include <vector>

#include "app.hpp"
#include "common/output.hpp"
#include "common/suggest.hpp"
#include "snl/error.hpp"

namespace {

/// Prints `message` on stderr after the output that came before it; a failed write is said too, once.
int report(const char* message) {
  std::string lost;
  try {
    snl::cli::flush_output();
  } catch (const snl::cli::WriteError& error) {
    lost = error.what();
  }
  std::fprintf(stderr, "%s\n", message);
  if (!lost.empty() && lost != message) std::fprintf(stderr, "%s\n", lost.c_str());
  return snl::cli::kBadInput;
}

/// The end of every run: what is still buffered must reach standard output, or the exit code says it did not.
int finish(int code) {
  snl::cli::flush_output();
  return code;
}

int run(CLI::App& app, snl::cli::Action& action, int argc, char** argv);

}  // namespace

int main(int argc, char** argv) {
  snl::cli::prepare_standard_streams();
  CLI::App app;
  snl::cli::Action action;
  snl::cli::build_app(app, action);
  // CLI11 2.1 answers an unknown first word with "A subcommand is required", hiding the word: name it.
  if (argc > 1 && argv[1][0] != '-') {
    try {
      (void)app.get_subcommand(argv[1]);
    } catch (const CLI::OptionNotFound&) {
      std::fprintf(stderr, "snl: error: unknown command '%s'%s\nRun 'snl --help' for the commands.\n", argv[1],
                   snl::cli::subcommand_hint(app, argv[1]).c_str());
      return snl::cli::kUsage;
    }
  }
  try {
    return run(app, action, argc, argv);
  } catch (const snl::Error& error) {
    return report(error.what());
  } catch (const std::bad_alloc&) {
    return report("snl: error: out of memory (the board is too large for this machine)");
  }
}

namespace {

int run(CLI::App& app, snl::cli::Action& action, int argc, char** argv) {
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() == 0) return finish(app.exit(error));  // --help, --version
    // Point at the help of the subcommand that was being parsed, where its options are listed.
    std::string name = "snl";
    const CLI::App* sub = &app;
    while (!sub->get_subcommands().empty()) {
      sub = sub->get_subcommands().front();
      name += " " + sub->get_name();
    }
    // An option CLI11 does not know ("The following argument was not expected: --overshot", or before the command
    // "A subcommand is required" for `snl --verison`): the nearest it knows.
    const std::string hint = snl::cli::option_hint(*sub, std::vector<std::string>(argv + 1, argv + argc));
    std::fprintf(stderr, "snl: error: %s%s\nRun '%s --help' for more information.\n", error.what(), hint.c_str(),
                 name.c_str());
    return snl::cli::kUsage;
  }
  return finish(action());
}

}  // namespace
