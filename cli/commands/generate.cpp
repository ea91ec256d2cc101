// snl generate: seeded, reproducible random boards in any of the three formats (see docs/generate.md).
#include <CLI/CLI.hpp>
#include <limits>
#include <memory>
#include <optional>
#include <string>

#include "commands/commands.hpp"
#include "common/options.hpp"
#include "common/choices.hpp"
#include "common/numbers.hpp"
#include "common/output.hpp"
#include "snl/error.hpp"
#include "snl/generate.hpp"
#include "snl/parse.hpp"
#include "snl/write.hpp"

namespace snl::cli {
namespace {

struct GenerateCommand {
  std::uint64_t count = 1;
  std::uint64_t seed = 1;
  GenerateOptions options;  // set by the library's table (generate_options())
  bool tricky = false;
  std::string format = "grid";
};

/// Standard output through one large buffer: a 3000x3000 grid (27 MB) goes out in 1 MiB writes.
void write_out(std::string_view piece) { print(piece); }

int run(const GenerateCommand& command) {
  const Format format = *format_named(command.format);
  if (format != Format::jumps && command.options.side > kMaxGridSide) {
    throw Error("snl generate: error: a side of " + std::to_string(command.options.side) + " is too large for the " +
                command.format + " format (at most " + std::to_string(kMaxGridSide) + "); use --format jumps");
  }
  const GenerateOptions& options = command.options;
  Rng rng(command.seed);
  BoardWriter writer(write_out, std::size_t{1} << 20);
  for (std::uint64_t index = 0; index < command.count; ++index) {
    const GenerateOptions& these = command.tricky ? tricky_options(index, command.options.side, rng) : options;
    try {
      writer.write(generate(these, rng), format);
    } catch (const WriteError&) {
      throw;
    } catch (const Error& error) {
      writer.flush();
      throw Error(std::string("snl generate: error: ") + error.what());
    }
  }
  writer.flush();
  return kOk;
}

}  // namespace

void add_generate(CLI::App& app, Action& action) {
  constexpr std::uint64_t kAny = std::numeric_limits<std::uint64_t>::max();
  auto command = std::make_shared<GenerateCommand>();
  CLI::App* sub = app.add_subcommand("generate", "Seeded random boards (the same seed gives the same bytes everywhere)");
  sub->add_option("--count", command->count, "Number of boards (default 1)")->check(whole_number(0, kAny));
  sub->add_option("--seed", command->seed, "Seed of the random numbers (default 1)")->check(whole_number(0, kAny));
  const AddedOptions added = add_options(*sub, generate_options(), command->options);
  added.at("jumps")->excludes(added.at("density"));
  CLI::Option* tricky = sub->add_flag("--tricky", command->tricky,
                                      "The boards snl check uses: sides 1..--size, small first, with the cases that "
                                      "break solutions (chains, self-jumps, walls, leapfrogs, snakes on the last "
                                      "square, jumps on square 1)");
  for (const auto& [name, option] : added) {
    if (name != "size") tricky->excludes(option);
  }
  const std::vector<std::string> formats = choices(format_names(), {"auto"});
  sub->add_option("--format", command->format, "Output format: " + listed(formats))->check(CLI::IsMember(formats));
  sub->callback([command, &action] { action = [command] { return run(*command); }; });
}

}  // namespace snl::cli
