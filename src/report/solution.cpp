// The text forms of a solution (snl/report.hpp): the answer, the route line, the explanation, the JSON object.
#include "snl/report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <variant>

namespace snl {

std::vector<Leg> shown_route(const Board& board, const Solution& solution) {
  const bool has_walk = std::any_of(solution.route.begin(), solution.route.end(),
                                    [](const Leg& leg) { return std::holds_alternative<Walk>(leg); });
  if (has_walk && solution.rolls <= kExpandedRouteRolls) return expand_walks(board, solution.route);
  return solution.route;
}

namespace {

template <class... Fs>
struct Overloaded : Fs... {
  using Fs::operator()...;
};
template <class... Fs>
Overloaded(Fs...) -> Overloaded<Fs...>;

void explain_into(std::string& out, const Board& board, const Solution& solution, std::uint64_t index) {
  auto it = std::back_inserter(out);
  fmt::format_to(it, "Board {} ({}):\n", index, size_name(board));
  if (!solution.reachable()) {
    fmt::format_to(it, "Square {} cannot be reached: no choice of rolls ends there.\nTotal: -1 (unreachable).\n",
                   board.squares());
    return;
  }
  if (solution.rolls == 0) {
    fmt::format_to(it, "You start on square 1, which is the last square.\nTotal: 0 rolls.\n");
    return;
  }
  std::uint64_t roll_number = 0;
  for (const Leg& leg : shown_route(board, solution)) {
    std::visit(Overloaded{
                   [&](const Step& step) {
                     fmt::format_to(it, "Roll {}: roll a {} from square {} and move to square {}", ++roll_number,
                                    step.roll, step.from, step.land);
                     if (step.to > step.land) {
                       fmt::format_to(it, ", take the ladder up to {}.\n", step.to);
                     } else if (step.to < step.land) {
                       fmt::format_to(it, ", take the snake down to {}.\n", step.to);
                     } else if (board.jump_from(step.land)) {
                       fmt::format_to(it, "; its jump leads back to itself.\n");
                     } else {
                       fmt::format_to(it, ".\n");
                     }
                   },
                   [&](const Walk& walk) {
                     fmt::format_to(it, "Rolls {}-{}: walk from square {} to square {} over plain squares ({} rolls).\n",
                                    roll_number + 1, roll_number + walk.rolls, walk.from, walk.to, walk.rolls);
                     roll_number += walk.rolls;
                   },
               },
               leg);
  }
  fmt::format_to(it, "Total: {} roll{}.\n", solution.rolls, solution.rolls == 1 ? "" : "s");
}

}  // namespace

std::string route_line(const Board& board, const Solution& solution) {
  if (!solution.reachable()) return "unreachable";
  if (solution.route.empty()) return "1";
  const std::vector<Leg> route = shown_route(board, solution);
  std::string out = fmt::format("{}", leg_from(route.front()));
  auto it = std::back_inserter(out);
  for (const Leg& leg : route) {
    std::visit(Overloaded{
                   [&](const Step& step) {
                     fmt::format_to(it, " -> {}", step.land);
                     if (step.to != step.land) {
                       fmt::format_to(it, " => {}", step.to);
                     }
                   },
                   [&](const Walk& walk) { fmt::format_to(it, " ~{}~> {}", walk.rolls, walk.to); },
               },
               leg);
  }
  return out;
}

std::string solution_json(const Board& board, const Solution& solution, std::uint64_t index) {
  std::string out;
  auto it = std::back_inserter(out);
  fmt::format_to(it, R"({{"board": {}, "n": )", index);
  if (board.is_square()) {
    fmt::format_to(it, "{}", board.side());
  } else {
    out += "null";
  }
  fmt::format_to(it, R"(, "squares": {}, "rolls": {}, "route": [)", board.squares(), solution.rolls);
  bool first = true;
  for (const Leg& leg : shown_route(board, solution)) {
    if (!first) out += ", ";
    first = false;
    std::visit(Overloaded{
                   [&](const Step& s) {
                     fmt::format_to(it, R"({{"from": {}, "roll": {}, "land": {}, "to": {}}})", s.from, s.roll, s.land,
                                    s.to);
                   },
                   [&](const Walk& w) {
                     fmt::format_to(it, R"({{"from": {}, "walk": {}, "to": {}}})", w.from, w.rolls, w.to);
                   },
               },
               leg);
  }
  out += "]}";
  return out;
}

std::string solution_text(const Board& board, const Solution& solution, std::uint64_t index,
                          SolutionStyle style) {
  switch (style) {
    case SolutionStyle::answer:
      return fmt::format("{}\n", solution.rolls);
    case SolutionStyle::route:
      return fmt::format("{}: {}\n", solution.rolls, route_line(board, solution));
    case SolutionStyle::json:
      return solution_json(board, solution, index) + "\n";
    case SolutionStyle::explain: {
      std::string out = index > 1 ? "\n" : "";
      explain_into(out, board, solution, index);
      return out;
    }
  }
  return {};
}

}  // namespace snl
