// snl generate: seeded, reproducible random boards in any of the three formats (see docs/generate.md).
#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <string>

#include "commands/commands.hpp"
#include "common/options.hpp"
#include "common/choices.hpp"
#include "common/output.hpp"
#include "snl/error.hpp"
#include "snl/generate.hpp"
#include "snl/parse.hpp"
#include "snl/write.hpp"

namespace snl::cli {
namespace {

struct GenerateCommand {
  GenerateRequest request;  // set by the library's table (generate_options())
  std::string format = "grid";
};

/// Standard output through one large buffer: a 3000x3000 grid (27 MB) goes out in 1 MiB writes.
void write_out(std::string_view piece) { print(piece); }

int run(const GenerateCommand& command) {
  const Format format = *format_named(command.format);
  const std::uint64_t side = command.request.shape.side;
  if (format != Format::jumps && side > kMaxGridSide) {
    throw Error("snl generate: error: a side of " + std::to_string(side) + " is too large for the " +
                command.format + " format (at most " + std::to_string(kMaxGridSide) + "); use --format jumps");
  }
  BoardWriter writer(write_out, std::size_t{1} << 20);
  try {
    generate_each(command.request, [&](Board&& board) { writer.write(board, format); });
  } catch (const WriteError&) {
    throw;
  } catch (const Error& error) {
    writer.flush();
    throw Error(std::string("snl generate: error: ") + error.what());
  }
  writer.flush();
  return kOk;
}

}  // namespace

void add_generate(CLI::App& app, Action& action) {
  auto command = std::make_shared<GenerateCommand>();
  CLI::App* sub = app.add_subcommand("generate", "Seeded random boards (the same seed gives the same bytes everywhere)");
  auto bound = add_options(*sub, generate_options(), command->request);
  const std::vector<std::string> formats = choices(format_names(), {"auto"});
  sub->add_option("--format", command->format, "Output format: " + listed(formats))->check(CLI::IsMember(formats));
  sub->callback([command, bound, &action] {
    action = checked_action({bound}, "generate", [command] { return run(*command); });
  });
}

}  // namespace snl::cli
