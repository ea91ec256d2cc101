// snl solve [FILE...]: the least number of rolls for every board, in input order.
#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "output.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/solve.hpp"

namespace snl::cli {
namespace {

struct SolveCommand {
  std::vector<std::string> files;
  Style style = Style::answer;
  bool route = false;
  bool explain = false;
  std::string format = "text";
  std::string algorithm = "auto";
  std::string input = "auto";
};

/// Answers are collected and written in large pieces; everything before an error still reaches stdout.
class Output {
 public:
  ~Output() { flush(); }
  void write(const std::string& text) {
    buffer_ += text;
    if (buffer_.size() >= (1u << 16)) flush();
  }
  void flush() {
    std::fwrite(buffer_.data(), 1, buffer_.size(), stdout);
    std::fflush(stdout);
    buffer_.clear();
  }

 private:
  std::string buffer_;
};

int run(const SolveCommand& command) {
  Style style = command.style;
  if (command.format == "json") {
    style = Style::json;
  } else if (command.explain) {
    style = Style::explain;
  } else if (command.route) {
    style = Style::route;
  }
  const SolveOptions options{*algorithm_named(command.algorithm), style != Style::answer};
  const Format input = *format_named(command.input);
  std::vector<std::string> files = command.files;
  if (files.empty()) files.emplace_back("-");
  Output out;
  std::uint64_t index = 0;
  for (const std::string& file : files) {
    std::ifstream opened;
    const bool is_stdin = file == "-";
    if (!is_stdin) {
      opened.open(file, std::ios::binary);
      if (!opened) throw Error(file + ": error: cannot open: " + std::strerror(errno));
    }
    std::istream& in = is_stdin ? std::cin : opened;
    BoardReader reader(in, is_stdin ? "<stdin>" : file, input);
    while (const std::optional<Board> board = reader.next()) {
      ++index;
      Solution solution;
      try {
        solution = solve(*board, options);
      } catch (const LimitError& error) {
        out.flush();
        throw Error(file + ": error: board " + std::to_string(index) + ": " + error.what());
      }
      out.write(format_solution(*board, solution, index, style));
    }
  }
  return kOk;
}

void setup(CLI::App& app, Action& action) {
  auto command = std::make_shared<SolveCommand>();
  CLI::App* sub = app.add_subcommand("solve", "Least number of rolls (and an optimal route) for every board");
  sub->add_option("FILE", command->files, "Board files; none or '-' reads standard input");
  sub->add_flag("--route", command->route, "Also print an optimal route: '->' a roll, '=>' a jump");
  sub->add_flag("--explain", command->explain, "Explain the route in words, one roll per line");
  sub->add_option("--format", command->format, "Output format")->check(CLI::IsMember({"text", "json"}));
  sub->add_option("--algorithm", command->algorithm, "Solver: auto (default), bfs, dijkstra, bidirectional, sparse or bitset")
      ->check(CLI::IsMember({"auto", "bfs", "dijkstra", "bidirectional", "sparse", "bitset"}));
  sub->add_option("--input", command->input, "Input format: auto (default), grid, json or jumps")
      ->check(CLI::IsMember({"auto", "grid", "json", "jumps"}));
  sub->callback([command, &action] { action = [command] { return run(*command); }; });
}

const Registration registration{10, setup};

}  // namespace

}  // namespace snl::cli
