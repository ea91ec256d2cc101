// snl analyze [FILE...]: the game with a fair die — expected length, distribution, percentiles, players.
#include <CLI/CLI.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "common/choices.hpp"
#include "common/input.hpp"
#include "common/numbers.hpp"
#include "common/output.hpp"
#include "common/progress.hpp"
#include "common/options.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/render.hpp"
#include "snl/report.hpp"

namespace snl::cli {
namespace {

struct AnalyzeCommand {
  std::vector<std::string> files;
  AnalysisOptions options;  // set by the library's table (analysis_options())
  std::string format = "text";
  std::string plot;
  std::string input = "auto";
};

/// The library's progress callback for board `index`, showing its rolls so far on `progress` (none when there is
/// no terminal to show them on).
std::function<void(std::uint64_t, double)> shown_on(Progress& progress, std::uint64_t index) {
  if (!progress.enabled()) return nullptr;
  return [&progress, index](std::uint64_t rolls, double remaining) {
    if (!progress.due()) return;
    char line[96];
    std::snprintf(line, sizeof line, "snl analyze: board %llu: %llu rolls, probability left %.2g",
                  static_cast<unsigned long long>(index), static_cast<unsigned long long>(rolls), remaining);
    progress.show(line);
  };
}

int run(const AnalyzeCommand& command) {
  AnalysisOptions options = command.options;
  try {
    validate(options);
  } catch (const Error& error) {
    return usage_error("analyze", error.what());  // an again face the die never shows, for instance
  }
  const Format input = *format_named(command.input);
  const bool json = command.format == "json";
  std::vector<std::string> files = command.files;
  if (files.empty()) {
    files.emplace_back("-");
    note_terminal_input("snl analyze");
  }
  std::vector<PlotPanel> panels;
  Progress progress;
  std::uint64_t index = 0;
  for (const std::string& file : files) {
    InputFile in(file);
    BoardReader reader(in.stream(), in.source(), input);
    while (const std::optional<Board> board = reader.next()) {
      ++index;
      options.progress = shown_on(progress, index);
      Analysis analysis;
      try {
        analysis = analyze(*board, options);
      } catch (const LimitError& error) {
        progress.clear();
        throw Error(file + ": error: board " + std::to_string(index) + ": " + error.what());
      } catch (const BoardError& error) {  // a board the rules cannot play: a cycle of chained jumps, …
        progress.clear();
        throw Error(file + ": error: board " + std::to_string(index) + ": " + error.what());
      }
      progress.clear();
      const std::string text = json ? analysis_json(*board, analysis, index, options.within) + "\n"
                                    : analysis_text(*board, analysis, index, options.within);
      print(text);
      if (!command.plot.empty()) panels.push_back({analysis_title(*board, analysis, index), std::move(analysis)});
    }
  }
  if (!command.plot.empty()) {
    std::ofstream svg(command.plot, std::ios::binary);
    const std::string document = render_plot(panels);
    if (!svg || !svg.write(document.data(), static_cast<std::streamsize>(document.size())) || !svg.flush()) {
      throw Error(command.plot + ": error: cannot write the plot: " + std::strerror(errno));
    }
  }
  return kOk;
}

}  // namespace

void add_analyze(CLI::App& app, Action& action) {
  auto command = std::make_shared<AnalyzeCommand>();
  CLI::App* sub = app.add_subcommand(
      "analyze", "Play every board with a random die: expected rolls, distribution of the game length, players");
  sub->add_option("FILE", command->files, "Board files; none or '-' reads standard input");
  auto bound = add_options(*sub, analysis_options(), command->options);
  sub->add_option("--format", command->format, "Output format: text (default) or json (JSON Lines)")
      ->check(CLI::IsMember({"text", "json"}));
  sub->add_option("--plot", command->plot, "Also draw the distribution (and the players' chances) to this SVG file");
  add_input_option(*sub, command->input);
  sub->callback([command, bound, &action] {
    action = checked_action({bound}, "analyze", [command] { return run(*command); });
  });
}
}  // namespace snl::cli
