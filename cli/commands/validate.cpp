// snl validate: whether boards meet a judge's constraints (snl/constraints.hpp), for people writing test cases.
// Each board that does not is named where the reader says it is (snl::BoardSource), FILE:LINE:COLUMN (where its
// size is given, or the cell or line of the forbidden jump), in the words of a parse error; exit 1 when one does
// not, 0 when all do.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "common/choices.hpp"
#include "common/input.hpp"
#include "common/output.hpp"
#include "snl/constraints.hpp"
#include "snl/parse.hpp"

namespace snl::cli {
namespace {

struct ValidateCommand {
  std::string constraints = "leetcode";
  std::string input = "auto";
  std::vector<std::string> files;
};

int run(const ValidateCommand& command) {
  const Constraints constraints = *constraints_named(command.constraints);
  const std::vector<std::string> files = command.files.empty() ? std::vector<std::string>{"-"} : command.files;
  if (command.files.empty()) note_terminal_input("snl validate");
  std::uint64_t boards = 0;
  std::uint64_t bad = 0;
  for (const std::string& file : files) {
    InputFile in(file);
    BoardReader reader(in.stream(), in.source(), *format_named(command.input));
    BoardSource where;
    std::uint64_t index = 0;
    while (const std::optional<Board> board = reader.next(where)) {
      ++index;
      ++boards;
      if (const std::optional<Violation> wrong = violation(*board, constraints)) {
        ++bad;
        const SourcePosition at = wrong->square ? where.of_square(*board, *wrong->square) : where.size;
        std::fprintf(stderr, "%s:%llu:%llu: error: board %llu: %s\n", in.source().c_str(),
                     static_cast<unsigned long long>(at.line), static_cast<unsigned long long>(at.column),
                     static_cast<unsigned long long>(index), wrong->message().c_str());
      }
    }
  }
  if (bad > 0) return kBadInput;
  print("validate: " + std::to_string(boards) + (boards == 1 ? " board meets" : " boards meet") + " the " +
        command.constraints + " constraints (" + describe(constraints) + ")\n");
  return kOk;
}

}  // namespace

void add_validate(CLI::App& app, Action& action) {
  auto command = std::make_shared<ValidateCommand>();
  CLI::App* sub = app.add_subcommand("validate", "Say whether boards meet a judge's constraints, and where not");
  sub->add_option("FILE", command->files, "Board files (default: standard input; '-' is standard input)");
  const std::vector<std::string> names = choices(constraints_names());
  sub->add_option("--constraints", command->constraints,
                  "leetcode (default: 2 <= n <= 20, no jump on 1 or n^2), codestudio (1 <= n <= 100) or any")
      ->check(CLI::IsMember(names));
  add_input_option(*sub, command->input);
  sub->callback([command, &action] { action = [command] { return run(*command); }; });
}

}  // namespace snl::cli
