// cli/common/exit.hpp — what every snl program exits with (README "Errors and exit codes"), and the shape of a
// subcommand's work.
#pragma once

#include <cstdio>
#include <functional>
#include <string>

namespace snl::cli {

/// Exit codes, documented in the README.
enum ExitCode : int { kOk = 0, kBadInput = 1, kUsage = 2 };

/// The work a subcommand's setup leaves for main to run once the command line is parsed; returns the exit code.
using Action = std::function<int()>;

/// Says "snl COMMAND: error: MESSAGE" and where the help is, on stderr; returns kUsage.
inline int usage_error(const std::string& command, const std::string& message) {
  std::fprintf(stderr, "snl %s: error: %s\nRun 'snl %s --help' for more information.\n", command.c_str(),
               message.c_str(), command.c_str());
  return kUsage;
}

}  // namespace snl::cli
