// cli/common/spec.hpp — what a CLI11 App accepts, as JSON: its subcommands and every option with its names, help, type,
// values, whether it takes a value, what it needs and excludes. The manual pages, the shell completions and the
// options tables of docs/<command>.md are generated from it (tools/gen_docs.py, through the programs snl_cli_spec,
// cli/spec.cpp, and snl_serve_spec, server/spec.cpp), so that they list what the programs really take.
//
// Tested by: the ctests docs.* (every generated file equal to a fresh generation), tests/docs/docs_test.py (every
// option of each --help in the manual pages and the completions).
#pragma once

#include <string>

namespace CLI {
class App;
}

namespace snl::cli {

/// `app` and its subcommands, recursively, as one JSON object (with "version" first when one is given):
///   {"name", "description", "footer", "usage_words": the command words that lead to it ("snl analyze"),
///    "passes_through": true when it hands its words to another program unparsed (snl serve),
///    "options": [{"long": ["--jobs"], "short": ["-j"], "positional": "" or its name ("FILE"), "help", "type"
///                 ("UINT", "TEXT", "" for a flag), "values" (what its check says: "1..256", "" when nothing),
///                 "choices": [...] when its check lists them, "takes_value", "multiple", "required", "hidden",
///                 "default", "needs": ["--again"], "excludes": [...]}...],
///    "subcommands": [...]}.
std::string app_spec(const CLI::App& app, const std::string& version = "");

}  // namespace snl::cli
