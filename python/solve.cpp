// python/solve.cpp — snl.min_rolls (LeetCode's question, on a grid or a Board), snl.solve (the answer and an
// optimal route by a chosen algorithm), and the route's legs: snl.Step and snl.Walk. Texts of a solution are the
// library's (snl/report.hpp), as `snl solve` prints them.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "bindings.hpp"
#include "snl/error.hpp"
#include "snl/render.hpp"
#include "snl/report.hpp"
#include "snl/route.hpp"
#include "snl/solve.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

/// A solution and the board it is of (shared with the snl.Board given, if any).
struct BoardSolution {
  std::shared_ptr<const Board> board;
  Solution solution;
};

/// expand_walks lists every roll: refused past this many, where the list would not fit in memory anyway.
constexpr std::int64_t kMaxListedRolls = 10'000'000;

Algorithm algorithm_argument(std::string_view name) {
  const Option<SolveOptions>& row = *find_option(solve_options(), "algorithm");
  SolveOptions options;
  try {
    row.set(options, name);
  } catch (const OptionError& error) {
    throw OptionError(row.name + ": " + error.what());
  }
  return options.algorithm;
}

py::object leg_object(const Leg& leg) {
  return std::visit([](const auto& l) { return py::cast(l); }, leg);
}

py::tuple legs_tuple(const std::vector<Leg>& legs) {
  py::tuple tuple(legs.size());
  for (std::size_t i = 0; i < legs.size(); ++i) tuple[i] = leg_object(legs[i]);
  return tuple;
}

BoardSolution solve_board(py::handle board_value, std::string_view algorithm, bool route) {
  BoardSolution result{board_argument(board_value), {}};
  const SolveOptions options{.algorithm = algorithm_argument(algorithm), .route = route};
  const py::gil_scoped_release release;
  result.solution = solve(*result.board, options);
  return result;
}

std::int64_t min_rolls_of(py::handle board_value, bool threads) {
  if (py::isinstance<Board>(board_value)) {
    const std::shared_ptr<Board> board = board_value.cast<std::shared_ptr<Board>>();
    const py::gil_scoped_release release;
    return solve(*board, {.algorithm = Algorithm::automatic, .route = false}).rolls;
  }
  return grid_min_rolls(board_value, threads);
}

void add_legs(py::module_& module) {
  py::class_<Step> step(module, "Step", "One roll of a route: stand on from_, roll `roll`, land on `land`, end on `to` "
                                        "(to != land exactly when a snake or ladder was taken).");
  step.def(py::init([](Label from, int roll, Label land, Label to) { return Step{from, roll, land, to}; }),
           py::kw_only(), py::arg("from_"), py::arg("roll"), py::arg("land"), py::arg("to"));
  step.def_readonly("from_", &Step::from, "The square stood on before the roll.");
  step.def_readonly("roll", &Step::roll, "The die's value, 1..6.");
  step.def_readonly("land", &Step::land, "The square landed on.");
  step.def_readonly("to", &Step::to, "The square ended on, after the snake or ladder on `land` if any.");
  step.def_property_readonly("rolls", [](const Step&) { return 1; }, "The number of rolls: 1.");
  step.def("to_dict", [](const Step& s) { return py::dict(py::arg("from") = s.from, py::arg("roll") = s.roll,
                                                          py::arg("land") = s.land, py::arg("to") = s.to); },
           "The step as `snl solve --format json` writes it: {'from', 'roll', 'land', 'to'}.");
  step.def("__eq__", [](const Step& a, const Step& b) { return a == b; }, py::is_operator());
  step.def("__hash__", [](const Step& s) { return py::hash(py::make_tuple(s.from, s.roll, s.land, s.to)); });
  step.def("__repr__", [](const Step& s) {
    return "Step(from_=" + std::to_string(s.from) + ", roll=" + std::to_string(s.roll) + ", land=" + std::to_string(s.land) +
           ", to=" + std::to_string(s.to) + ")";
  });
  step.attr("__module__") = "snl";

  py::class_<Walk> walk(module, "Walk", "A run of `rolls` rolls from from_ to `to` in which no snake or ladder moves you "
                                        "(routes on giant boards; Solution.steps() lists its rolls).");
  walk.def(py::init([](Label from, Label to, std::uint64_t rolls) { return Walk{from, to, rolls}; }), py::kw_only(),
           py::arg("from_"), py::arg("to"), py::arg("rolls"));
  walk.def_readonly("from_", &Walk::from, "The square stood on before the first roll.");
  walk.def_readonly("to", &Walk::to, "The square ended on after the last roll.");
  walk.def_readonly("rolls", &Walk::rolls, "The number of rolls.");
  walk.def("to_dict", [](const Walk& w) { return py::dict(py::arg("from") = w.from, py::arg("walk") = w.rolls,
                                                          py::arg("to") = w.to); },
           "The walk as `snl solve --format json` writes it: {'from', 'walk', 'to'}.");
  walk.def("__eq__", [](const Walk& a, const Walk& b) { return a == b; }, py::is_operator());
  walk.def("__hash__", [](const Walk& w) { return py::hash(py::make_tuple(w.from, w.to, w.rolls)); });
  walk.def("__repr__", [](const Walk& w) {
    return "Walk(from_=" + std::to_string(w.from) + ", to=" + std::to_string(w.to) + ", rolls=" + std::to_string(w.rolls) + ")";
  });
  walk.attr("__module__") = "snl";
}

void add_solution(py::module_& module) {
  py::class_<BoardSolution> solution(module, "Solution", "The least number of rolls on a board and one optimal route.");
  solution.def_property_readonly("rolls", [](const BoardSolution& s) { return s.solution.rolls; },
                                 "The least number of rolls; -1 when the last square cannot be reached.");
  solution.def_property_readonly("reachable", [](const BoardSolution& s) { return s.solution.reachable(); },
                                 "Whether the last square can be reached.");
  solution.def_property_readonly(
      "route",
      [](const BoardSolution& s) {
        std::vector<Leg> shown;
        {
          const py::gil_scoped_release release;
          shown = shown_route(*s.board, s.solution);
        }
        return legs_tuple(shown);
      },
      ("The route as `snl solve --format json` shows it: Step legs roll by roll when it takes at most " +
       std::to_string(kExpandedRouteRolls) +
       " rolls, with its Walk legs beyond (empty when unreachable, on one square, or when solve() was told "
       "route=False).").c_str());
  solution.def_property_readonly(
      "board", [](const BoardSolution& s) { return std::const_pointer_cast<Board>(s.board); }, "The board solved.");
  solution.def(
      "steps",
      [](const BoardSolution& s) {
        if (s.solution.rolls > kMaxListedRolls) {
          throw LimitError("a route of " + std::to_string(s.solution.rolls) + " rolls is too long to list roll by roll "
                           "(at most " + std::to_string(kMaxListedRolls) + ")");
        }
        std::vector<Leg> steps;
        {
          const py::gil_scoped_release release;
          steps = expand_walks(*s.board, s.solution.route);
        }
        return legs_tuple(steps);
      },
      "The route roll by roll: every Walk replaced by its Steps.");
  solution.def("route_line", [](const BoardSolution& s) { return route_line(*s.board, s.solution); },
               "The route as `snl solve --route` writes it: '1 -> 2 => 15 -> 17 => 13 -> 14 => 35 -> 36'.");
  solution.def(
      "explain",
      [](const BoardSolution& s, std::uint64_t index) {
        return solution_text(*s.board, s.solution, index, SolutionStyle::explain);
      },
      py::arg("index") = 1, "The route in words, as `snl solve --explain` writes it for board number `index`.");
  solution.def(
      "to_json",
      [](const BoardSolution& s, std::uint64_t index) { return solution_json(*s.board, s.solution, index); },
      py::arg("index") = 1, "The JSON object `snl solve --format json` writes for board number `index`.");
  solution.def("_repr_svg_", [](const BoardSolution& s) -> py::object {
    std::string svg;
    try {
      const py::gil_scoped_release release;
      svg = render_svg(*s.board, {.route = true, .layers = false, .layers_upto = std::nullopt, .heat = std::nullopt});
    } catch (const LimitError&) {
      return py::none();
    }
    return py::str(svg);
  }, "The board with an optimal route, for notebooks (None when it is too large to draw).");
  solution.def("__str__", [](const BoardSolution& s) {
    std::string text = solution_text(*s.board, s.solution, 1, SolutionStyle::route);
    if (!text.empty() && text.back() == '\n') text.pop_back();
    return text;
  });
  solution.def("__repr__", [](const BoardSolution& s) {
    return "<snl.Solution " + size_name(*s.board) + ": " + std::to_string(s.solution.rolls) + " rolls>";
  });
  solution.attr("__module__") = "snl";
}

}  // namespace

void add_solve(py::module_& module) {
  add_legs(module);
  add_solution(module);
  module.def("min_rolls", &min_rolls_of, py::arg("board"), py::kw_only(), py::arg("threads") = true,
             R"(The least number of rolls to finish (LeetCode 909), -1 when the last square cannot be reached.

board: a list of lists of ints (LeetCode's form, row 0 the top row), any 2-D integer array with the buffer
protocol (a NumPy array; C ints or int64 row after row are read in place, other integer types converted in one pass),
or an snl.Board. threads: whether a large grid may be searched on two threads (the answer is the same).
Raises BoardError for a grid that is not a board, TypeError for something that is not a grid.)");
  module.def("solve", &solve_board, py::arg("board"), py::kw_only(), py::arg("algorithm") = "auto",
             py::arg("route") = true,
             R"(The least number of rolls and an optimal route, as `snl solve` finds them.

board: an snl.Board or a grid (as min_rolls takes it). algorithm: 'auto', 'bfs', 'dijkstra', 'bidirectional',
'sparse' or 'bitset' (all give the same number of rolls). route: whether to build the route.
Raises LimitError when the algorithm cannot take a board that large.)");
}

}  // namespace snl::python
