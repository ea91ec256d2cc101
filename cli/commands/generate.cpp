// snl generate: seeded, reproducible random boards in any of the three formats (see docs/generate.md).
#include <CLI/CLI.hpp>
#include <limits>
#include <memory>
#include <optional>
#include <string>

#include "commands/commands.hpp"
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
  std::uint64_t size = 10;
  std::optional<std::uint64_t> jumps;
  std::optional<double> density;
  std::uint64_t max_distance = 0;
  double snakes_ratio = 0.5;
  std::uint64_t walls = 0;
  std::uint64_t chains = 0;
  std::uint64_t self_jumps = 0;
  std::uint64_t leapfrogs = 0;
  bool snake_on_last = false;
  bool jump_on_first = false;
  bool tricky = false;
  std::string format = "grid";
};

/// Standard output through one large buffer: a 3000x3000 grid (27 MB) goes out in 1 MiB writes.
void write_out(std::string_view piece) { print(piece); }

int run(const GenerateCommand& command) {
  const Format format = *format_named(command.format);
  if (format != Format::jumps && command.size > kMaxGridSide) {
    throw Error("snl generate: error: a side of " + std::to_string(command.size) + " is too large for the " +
                command.format + " format (at most " + std::to_string(kMaxGridSide) + "); use --format jumps");
  }
  GenerateOptions options;
  options.side = command.size;
  options.jumps = command.jumps;
  if (command.density) options.density = *command.density;
  options.max_distance = command.max_distance;
  options.snakes_ratio = command.snakes_ratio;
  options.walls = command.walls;
  options.chains = command.chains;
  options.self_jumps = command.self_jumps;
  options.leapfrogs = command.leapfrogs;
  options.snake_on_last = command.snake_on_last;
  options.jump_on_first = command.jump_on_first;

  Rng rng(command.seed);
  BoardWriter writer(write_out, std::size_t{1} << 20);
  for (std::uint64_t index = 0; index < command.count; ++index) {
    const GenerateOptions& these = command.tricky ? tricky_options(index, command.size, rng) : options;
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
  sub->add_option("--size", command->size, "Side n of each n x n board (default 10); with --tricky the largest side")
      ->check(whole_number(1, kMaxSide));
  auto* jumps = sub->add_option("--jumps", command->jumps, "Number of snakes and ladders on each board")
                    ->check(whole_number(0, kAny));
  auto* density = sub->add_option("--density", command->density, "Share of squares holding a jump, 0..1 (default 0.1)")
                      ->check(real_number(0, 1));
  jumps->excludes(density);
  auto* distance = sub->add_option("--max-distance", command->max_distance,
                                   "Farthest a random jump goes, in squares (default 0: anywhere)")
                       ->check(whole_number(0, kAny));
  auto* ratio = sub->add_option("--snakes-ratio", command->snakes_ratio, "Share of snakes among the jumps, 0..1 (default 0.5)")
                    ->check(real_number(0, 1));
  auto* walls = sub->add_option("--walls", command->walls, "Walls of six consecutive snake heads (default 0)");
  auto* chains = sub->add_option("--chains", command->chains, "Chained jumps: a jump ending on another jump's head");
  auto* selfs = sub->add_option("--self-jumps", command->self_jumps, "Jumps from a square to itself");
  auto* leaps = sub->add_option("--leapfrogs", command->leapfrogs,
                                "Ladders over the head of a longer ladder (the farthest jump is not the best)");
  auto* last = sub->add_flag("--snake-on-last", command->snake_on_last, "Put a snake on the last square");
  auto* first = sub->add_flag("--jump-on-first", command->jump_on_first, "Put a jump (never taken) on square 1");
  auto* tricky = sub->add_flag("--tricky", command->tricky,
                               "The boards snl check uses: sides 1..--size, small first, with the cases that break "
                               "solutions (chains, self-jumps, walls, leapfrogs, snakes on the last square, jumps on "
                               "square 1)");
  for (CLI::Option* count : {walls, chains, selfs, leaps}) count->check(whole_number(0, kAny));
  for (CLI::Option* shape : {jumps, density, distance, ratio, walls, chains, selfs, leaps, last, first}) tricky->excludes(shape);
  const std::vector<std::string> formats = choices(format_names(), {"auto"});
  sub->add_option("--format", command->format, "Output format: " + listed(formats))->check(CLI::IsMember(formats));
  sub->callback([command, &action] { action = [command] { return run(*command); }; });
}

}  // namespace snl::cli
