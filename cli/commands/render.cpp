// snl render [FILE] [-o OUT.svg] [--route] [--jumps full|faint|hidden] [--layers | --heat remaining|visits [--heat-scale
// quantile|log|linear] [rules]]: one board drawn as SVG (see docs/render.md).
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
#include "common/options.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/render.hpp"

namespace snl::cli {
namespace {

struct RenderCommand {
  std::string file = "-";
  std::string output = "-";
  std::uint64_t board = 1;
  std::string input = "auto";
  RenderRequest request;  // set by the library's table (render_options())
};

int run(const RenderCommand& command) {
  if (command.request.heat) {
    try {
      validate(command.request.rules);
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
  std::string svg;
  try {
    svg = render_request(*board, command.request);
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
  auto bound = add_options(*sub, render_options(), command->request);
  sub->add_option("--board", command->board, "Which board of the input to draw (from 1; default 1)")
      ->check(whole_number(1, std::numeric_limits<std::uint64_t>::max()));
  add_input_option(*sub, command->input);
  sub->footer("Square boards up to " + std::to_string(kMaxRenderSide) + "x" + std::to_string(kMaxRenderSide) +
              "; labels are drawn up to " + std::to_string(kMaxLabelledSide) + "x" +
              std::to_string(kMaxLabelledSide) + ". Tracks (\"squares M\") cannot be drawn. The rules (--die and the options after it) are those of "
              "snl analyze, for --heat.");
  sub->callback([command, bound, &action] {
    action = checked_action({bound}, "render", [command, bound] {
      bool rules_given = false;
      for (const Option<GameRules>& rule : rules_options()) rules_given = rules_given || bound->given().has(rule.name);
      if (const std::optional<std::string> conflict = render_conflict(command->request, rules_given)) {
        return usage_error("render", *conflict);
      }
      return run(*command);
    });
  });
}

}  // namespace snl::cli
