// snl render [FILE] [-o OUT.svg] [--route] [--layers | --heat remaining|visits [rules]]: one board drawn as SVG
// (see docs/render.md).
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
#include "common/exit.hpp"
#include "common/output.hpp"
#include "common/rules_options.hpp"
#include "snl/analyze.hpp"
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
  std::string heat;
  RuleOptions rules;
};

/// The heat map of `board` under the command's rules: the analysis' per-square figures, computed here and given
/// to the renderer as data.
HeatMap heat_of(const Board& board, const RenderCommand& command, const std::string& source) {
  if (!board.is_square() || board.side() > kMaxRenderSide) {
    (void)render_svg(board);  // refused as the renderer refuses it, before any analysis is spent on it
  }
  AnalysisOptions options;
  options.rules = to_rules(command.rules);
  options.squares = true;
  options.max_rolls = 1;  // the figures come from the linear solves; the distribution is not drawn
  try {
    return heat_map(board, analyze(board, options), *heat_kind_named(command.heat));
  } catch (const LimitError& error) {
    throw Error(source + ": error: board " + std::to_string(command.board) + ": " + error.what());
  }
}

int run(const RenderCommand& command) {
  if (!command.heat.empty()) {
    try {
      validate(to_rules(command.rules));
    } catch (const Error& error) {
      return usage_error("render", error.what());  // an again face the die never shows, for instance
    }
  }
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
    if (!command.heat.empty()) options.heat = heat_of(*board, command, source);
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
  CLI::App* sub = app.add_subcommand("render", "Draw a board as SVG, optionally with its route, its BFS layers or a heat map of the game");
  sub->add_option("FILE", command->file, "Board file; none or '-' reads standard input");
  sub->add_option("-o,--output", command->output, "Where to write the SVG; '-' (default) is standard output");
  sub->add_flag("--route", command->route, "Draw an optimal route, each roll numbered where it lands");
  CLI::Option* layers =
      sub->add_flag("--layers", command->layers, "Shade squares by the least rolls to stand on them, with a legend");
  CLI::Option* upto = sub->add_option("--upto", command->upto, "With layers: show the search after this many rolls only")
                          ->check(whole_number(0, std::numeric_limits<std::int64_t>::max()));
  sub->add_option("--heat", command->heat,
                  "Shade squares by the game played with a random die: remaining (expected rolls still needed from "
                  "the square) or visits (expected turns begun there), under the rules below, with a legend")
      ->check(CLI::IsMember({"remaining", "visits"}))
      ->excludes(layers)
      ->excludes(upto);
  add_rule_options(*sub, command->rules);
  sub->add_option("--board", command->board, "Which board of the input to draw (from 1; default 1)")
      ->check(whole_number(1, std::numeric_limits<std::uint64_t>::max()));
  add_input_option(*sub, command->input);
  sub->footer("Square boards up to " + std::to_string(kMaxRenderSide) + "x" + std::to_string(kMaxRenderSide) +
              "; labels are drawn up to " + std::to_string(kMaxLabelledSide) + "x" +
              std::to_string(kMaxLabelledSide) + ". Tracks (\"squares M\") cannot be drawn. The rule options (--die, "
              "--overshoot, --start, --again, --again-limit) are those of snl analyze, for --heat.");
  sub->callback([command, sub, &action] {
    for (const char* rule : {"--die", "--overshoot", "--start", "--again", "--again-limit"}) {
      if (command->heat.empty() && sub->count(rule) > 0) {
        const std::string message = std::string(rule) + " is a rule of the game played with a die: it needs --heat";
        action = [message] { return usage_error("render", message); };
        return;
      }
    }
    action = [command] { return run(*command); };
  });
}

}  // namespace snl::cli
