// cli/common/suggest.hpp — "did you mean": the option or subcommand of a CLI11 App nearest to a word it refused
// (snl::nearest_name), for the usage errors of snl (cli/main.cpp) and snl-serve (server/main.cpp).
//
// Tested by: tests/golden/cases/usage-suggest-* (snl and snl serve), nearest_name in tests/unit/options_test.cpp.
#pragma once

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace snl::cli {

/// "; did you mean --overshoot?" for the first of `words` (the command line after the program's name) that is a long
/// option neither `command` nor a command above it has, when one of theirs is near it; "" otherwise. Words after
/// "--" are not options.
std::string option_hint(const CLI::App& command, const std::vector<std::string>& words);

/// "; did you mean 'solve'?" when `word` is near one of `app`'s subcommands; "" otherwise.
std::string subcommand_hint(const CLI::App& app, const std::string& word);

}  // namespace snl::cli
