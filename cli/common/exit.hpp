// cli/common/exit.hpp — what every snl program exits with (README "Errors and exit codes"), and the shape of a
// subcommand's work.
#pragma once

#include <functional>

namespace snl::cli {

/// Exit codes, documented in the README.
enum ExitCode : int { kOk = 0, kBadInput = 1, kUsage = 2 };

/// The work a subcommand's setup leaves for main to run once the command line is parsed; returns the exit code.
using Action = std::function<int()>;

}  // namespace snl::cli
