#include "common/options.hpp"

#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "common/exit.hpp"
#include "common/input.hpp"
#include "snl/parse.hpp"
#include "snl/write.hpp"

namespace snl::cli {

std::string flag_name(std::string_view name) { return option_name(name, NameStyle::flag); }

namespace {

/// The one board of `file` ('-': standard input) as its jumps text, for a board row (OptionKind::board).
std::string board_text_of(const std::string& file, const std::string& flag) {
  InputFile in(file);
  BoardReader reader(in.stream(), in.source());
  std::optional<Board> board = reader.next();
  if (!board) throw Error(file + ": error: no board");
  if (reader.next()) throw Error(file + ": error: " + flag + " takes one board, the file holds more");
  return to_text(*board, Format::jumps);
}

/// One flag spelled `flag` for `row`, setting it by `name` (the row's, or a deprecated one).
CLI::Option* add_flag_of(CLI::App& command, const OptionInfo& row, const std::string& name, std::string help,
                         const std::function<void(std::string_view, std::string_view)>& set,
                         const std::function<std::string(std::string_view)>& refusal, BoundOptions& bound) {
  const std::string flag = flag_name(name);
  if (!row.default_text.empty() && row.kind != OptionKind::flag) help += " (default " + row.default_text + ")";
  if (row.kind == OptionKind::flag) {
    return command.add_flag_function(flag, [set, name](std::int64_t) { set(name, "1"); }, help);
  }
  if (row.kind == OptionKind::board) {
    help += " (a file; '-' standard input)";
    return command
        .add_option_function<std::string>(flag,
                                          [set, name, flag, files = &bound.files](const std::string& file) {
                                            (*files)[name] = file;
                                            set(name, board_text_of(file, flag));
                                          },
                                          help)
        ->type_name("FILE");
  }
  // Shown as CLI11 shows its own checks: "UINT:1..100", "NUMBER:0..1", "TEXT:{stay,bounce,finish}", "TEXT".
  std::string type = "TEXT";
  std::string shown;
  if (row.kind == OptionKind::whole) {
    type = "UINT";
    if (row.values.find("18446744073709551615") == std::string::npos) shown = row.values;
  } else if (row.kind == OptionKind::real) {
    type = "NUMBER";
    shown = row.values;
  } else if (row.kind == OptionKind::choice) {
    for (const std::string& choice : row.choices) shown += (shown.empty() ? "{" : ",") + choice;
    shown += "}";
  }
  const CLI::Validator check([refusal](std::string& text) { return refusal(text); }, shown);
  CLI::Option* option = nullptr;
  if (row.repeated) {
    option = command.add_option_function<std::vector<std::string>>(
        flag, [set, name](const std::vector<std::string>& texts) {
          for (const std::string& text : texts) set(name, text);
        },
        help);
    option->allow_extra_args(false);  // one list per occurrence: the words after it are the command's own
  } else {
    option = command.add_option_function<std::string>(
        flag, [set, name](const std::string& text) { set(name, text); }, help);
  }
  return option->check(check)->type_name(type);
}

}  // namespace

void add_row(CLI::App& command, const OptionInfo& row, const std::function<void(std::string_view, std::string_view)>& set,
             std::function<std::string(std::string_view)> refusal, BoundOptions& bound) {
  bound.flags[row.name] = add_flag_of(command, row, row.name, row.help, set, refusal, bound);
  for (const std::string& old : row.deprecated_names) {
    // A negated flag ("no_chains" of chains) takes no value either way; the reader turns it over.
    add_flag_of(command, row, old, "Deprecated: " + flag_name(row.name), set, refusal, bound)->group("");
  }
}

std::optional<std::string> finish_options(const BoundOptions& bound, std::string_view command) {
  for (const std::string& note : bound.notes()) {
    std::fprintf(stderr, "snl %.*s: note: %s\n", static_cast<int>(command.size()), command.data(), note.c_str());
  }
  try {
    bound.finish();
  } catch (const OptionError& error) {
    return std::string(error.what());
  }
  return std::nullopt;
}

std::function<int()> checked_action(std::vector<std::shared_ptr<BoundOptions>> bound, std::string command,
                                    std::function<int()> run) {
  return [bound = std::move(bound), command = std::move(command), run = std::move(run)] {
    for (const std::shared_ptr<BoundOptions>& table : bound) {
      if (const std::optional<std::string> refusal = finish_options(*table, command)) {
        return usage_error(command, *refusal);
      }
    }
    return run();
  };
}

}  // namespace snl::cli
