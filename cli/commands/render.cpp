// snl render [FILE] [-o OUT.svg] [--route] [--layers]: one board drawn as SVG (see docs/render.md).
#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <limits>
#include <optional>
#include <string>

#include "commands/commands.hpp"
#include "common/choices.hpp"
#include "common/input.hpp"
#include "common/numbers.hpp"
#include "common/output.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/render.hpp"

namespace snl::cli {
namespace {

struct RenderCommand {
  std::string file = "-";
  std::string output = "-";
  bool route = false;
  bool layers = false;
  std::optional<std::int64_t> upto;
  std::uint64_t board = 1;
  std::string input = "auto";
};

int run(const RenderCommand& command) {
  InputFile in(command.file);
  const std::string& source = in.source();
  BoardReader reader(in.stream(), source, *format_named(command.input));
  std::optional<Board> board;
  for (std::uint64_t index = 1; index <= command.board; ++index) {
    board = reader.next();
    if (!board) {
      throw Error(source + ": error: board " + std::to_string(command.board) + " asked for, but the input holds " +
                  std::to_string(index - 1));
    }
  }
  RenderOptions options;
  options.route = command.route;
  options.layers = command.layers || command.upto.has_value();
  options.layers_upto = command.upto;
  std::string svg;
  try {
    svg = render_svg(*board, options);
  } catch (const LimitError& error) {
    throw Error(source + ": error: board " + std::to_string(command.board) + ": " + error.what());
  }
  if (command.output == "-") {
    print(svg);
    return kOk;
  }
  std::ofstream out(command.output, std::ios::binary | std::ios::trunc);
  if (!out) throw Error(command.output + ": error: cannot write: " + std::strerror(errno));
  out.write(svg.data(), static_cast<std::streamsize>(svg.size()));
  out.close();
  if (!out) throw Error(command.output + ": error: cannot write: " + std::strerror(errno));
  return kOk;
}

}  // namespace

void add_render(CLI::App& app, Action& action) {
  auto command = std::make_shared<RenderCommand>();
  CLI::App* sub = app.add_subcommand("render", "Draw a board as SVG, optionally with its route and BFS layers");
  sub->add_option("FILE", command->file, "Board file; none or '-' reads standard input");
  sub->add_option("-o,--output", command->output, "Where to write the SVG; '-' (default) is standard output");
  sub->add_flag("--route", command->route, "Draw an optimal route, each roll numbered where it lands");
  sub->add_flag("--layers", command->layers, "Shade squares by the least rolls to stand on them, with a legend");
  sub->add_option("--upto", command->upto, "With layers: show the search after this many rolls only")
      ->check(whole_number(0, std::numeric_limits<std::int64_t>::max()));
  sub->add_option("--board", command->board, "Which board of the input to draw (from 1; default 1)")
      ->check(whole_number(1, std::numeric_limits<std::uint64_t>::max()));
  add_input_option(*sub, command->input);
  sub->footer("Square boards up to " + std::to_string(kMaxRenderSide) + "x" + std::to_string(kMaxRenderSide) +
              "; labels are drawn up to " + std::to_string(kMaxLabelledSide) + "x" +
              std::to_string(kMaxLabelledSide) + ". Tracks (\"squares M\") cannot be drawn.");
  sub->callback([command, &action] { action = [command] { return run(*command); }; });
}

}  // namespace snl::cli
