// snl validate: whether boards meet a judge's constraints (snl/constraints.hpp), for people writing test cases.
// Each board that does not is named where it is, FILE:LINE:COLUMN (its side, or the cell of the forbidden jump),
// in the words of a parse error; exit 1 when one does not, 0 when all do.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iterator>
#include <memory>
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

/// A number in the text, where it starts.
struct Token {
  std::uint64_t line;
  std::uint64_t column;
  std::string text;
};

/// The numbers of the text in order ('#' comments skipped: the jumps format has them; "size"/"squares" are words).
std::vector<Token> numbers_in(std::string_view text) {
  std::vector<Token> tokens;
  std::uint64_t line = 1;
  std::uint64_t column = 1;
  for (std::size_t k = 0; k < text.size();) {
    const char c = text[k];
    if (c == '#') {
      while (k < text.size() && text[k] != '\n') ++k;
      continue;
    }
    if (c == '\n') {
      ++line;
      column = 1;
      ++k;
      continue;
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      const std::size_t from = k;
      ++k;
      while (k < text.size() && text[k] >= '0' && text[k] <= '9') ++k;
      tokens.push_back({line, column, std::string(text.substr(from, k - from))});
      column += k - from;
      continue;
    }
    ++k;
    ++column;  // columns count bytes, as the parser's do
  }
  return tokens;
}

/// Which number of a grid or json board holds square `square`'s cell, and how many numbers a board takes.
std::size_t cell_token(const Board& board, Format format, Label square) {
  const Cell cell = cell_of(board.side(), square);
  const std::size_t at = static_cast<std::size_t>(cell.row * board.side() + cell.column);
  return format == Format::grid ? 1 + at : at;
}

std::size_t tokens_of(const Board& board, Format format) {
  switch (format) {
    case Format::grid:
      return 1 + static_cast<std::size_t>(board.squares());
    case Format::json:
      return static_cast<std::size_t>(board.squares());
    default:
      return 1 + 2 * board.jumps().size();
  }
}

int run(const ValidateCommand& command) {
  const Constraints constraints = *constraints_named(command.constraints);
  const std::vector<std::string> files = command.files.empty() ? std::vector<std::string>{"-"} : command.files;
  std::uint64_t boards = 0;
  std::uint64_t bad = 0;
  for (const std::string& file : files) {
    InputFile in(file);
    const std::string text{std::istreambuf_iterator<char>(in.stream()), std::istreambuf_iterator<char>()};
    BoardReader reader(std::string_view(text), in.source(), *format_named(command.input));
    const std::vector<Token> tokens = numbers_in(text);
    std::size_t at = 0;  // the first number of the board being looked at
    std::uint64_t index = 0;
    while (const std::optional<Board> board = reader.next()) {
      ++index;
      ++boards;
      const Format format = reader.format();
      if (const std::optional<Violation> wrong = violation(*board, constraints)) {
        ++bad;
        std::size_t where = at;
        if (wrong->square) {
          if (format == Format::jumps) {
            for (std::size_t k = at + 1; k + 1 < at + tokens_of(*board, format) && k < tokens.size(); k += 2) {
              if (tokens[k].text == std::to_string(*wrong->square)) where = k;
            }
          } else {
            where = at + cell_token(*board, format, *wrong->square);
          }
        }
        const Token& token = where < tokens.size() ? tokens[where] : Token{1, 1, ""};
        std::fprintf(stderr, "%s:%llu:%llu: error: board %llu: %s\n", in.source().c_str(),
                     static_cast<unsigned long long>(token.line), static_cast<unsigned long long>(token.column),
                     static_cast<unsigned long long>(index), wrong->message().c_str());
      }
      at += tokens_of(*board, format);
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
