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

std::string solve_doc() {
  return "solve(board, *, " + solve_keyword_signature() + ") -> Solution\n\nThe least number of rolls and an optimal route, as `snl solve` finds them.\n\nboard: an "
         "snl.Board or a grid (as min_rolls takes it).\n\nKeywords (route, then the options of `snl solve`, from "
         "its table):\n" + solve_keyword_lines() +
         "\nRaises LimitError when the algorithm cannot take a board that large.";
}

py::object leg_object(const Leg& leg) {
  return std::visit([](const auto& l) { return py::cast(l); }, leg);
}

py::tuple legs_tuple(const std::vector<Leg>& legs) {
  py::tuple tuple(legs.size());
  for (std::size_t i = 0; i < legs.size(); ++i) tuple[i] = leg_object(legs[i]);
  return tuple;
}

BoardSolution solve_board(py::handle board_value, const py::kwargs& kwargs) {
  BoardSolution result{board_argument(board_value), {}};
  const SolveOptions options = solve_keywords(kwargs, "solve");
  const py::gil_scoped_release release;
  result.solution = solve(*result.board, options);
  return result;
}

std::int64_t min_rolls_of(py::handle board_value, py::handle threads_value) {
  const bool threads = bool_argument(threads_value, "threads");
  if (py::isinstance<Board>(board_value)) {
    const std::shared_ptr<Board> board = board_value.cast<std::shared_ptr<Board>>();
    const py::gil_scoped_release release;
    return solve(*board, {.algorithm = Algorithm::automatic, .route = false}).rolls;
  }
  return grid_min_rolls(board_value, threads);
}

py::tuple step_tuple(const Step& s) { return py::make_tuple(s.from, s.roll, s.land, s.to); }
py::tuple walk_tuple(const Walk& w) { return py::make_tuple(w.from, w.to, w.rolls); }

/// What makes a leg behave as a named tuple of its fields: unpacking, len, indexing, _fields, __match_args__, and
/// pickling; equality and hashing by value.
template <class Leg>
void add_tuple_protocol(py::class_<Leg>& c, py::tuple (*as_tuple)(const Leg&), py::tuple fields) {
  c.attr("_fields") = fields;
  c.attr("__match_args__") = fields;
  c.def("__len__", [fields](const Leg&) { return fields.size(); });
  c.def("__iter__", [as_tuple](const Leg& l) { return py::iter(as_tuple(l)); });
  c.def("__getitem__", [as_tuple](const Leg& l, py::handle index) -> py::object {
    const py::tuple values = as_tuple(l);
    return values[index];  // an int, or a tuple for a slice; IndexError past the end
  });
  c.def("_asdict", [as_tuple, fields](const Leg& l) {
    py::dict d;
    const py::tuple values = as_tuple(l);
    for (std::size_t i = 0; i < fields.size(); ++i) d[fields[i]] = values[i];
    return d;
  }, "The fields by their attribute names (from_, ...), as a named tuple's _asdict(); to_dict() has the JSON's keys.");
  c.def("__eq__", [](const Leg& a, const Leg& b) { return a == b; }, py::is_operator());
  c.def("__hash__", [as_tuple](const Leg& l) { return py::hash(as_tuple(l)); });
}

void add_legs(py::module_& module) {
  py::class_<Step> step(module, "Step", "One roll of a route: stand on from_, roll `roll`, land on `land`, end on `to` "
                                        "(to != land exactly when a snake or ladder was taken). It unpacks, indexes "
                                        "and compares like the named tuple (from_, roll, land, to).");
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
  add_tuple_protocol(step, &step_tuple, py::make_tuple("from_", "roll", "land", "to"));
  step.def(py::pickle(&step_tuple, [](const py::tuple& t) {
    return Step{t[0].cast<Label>(), t[1].cast<int>(), t[2].cast<Label>(), t[3].cast<Label>()};
  }));
  step.def("__repr__", [](const Step& s) {
    return "Step(from_=" + std::to_string(s.from) + ", roll=" + std::to_string(s.roll) + ", land=" + std::to_string(s.land) +
           ", to=" + std::to_string(s.to) + ")";
  });
  step.attr("__module__") = "snl";

  py::class_<Walk> walk(module, "Walk", "A run of `rolls` rolls from from_ to `to` in which no snake or ladder moves you "
                                        "(routes on giant boards; Solution.steps() lists its rolls). It unpacks, "
                                        "indexes and compares like the named tuple (from_, to, rolls).");
  walk.def(py::init([](Label from, Label to, std::uint64_t rolls) { return Walk{from, to, rolls}; }), py::kw_only(),
           py::arg("from_"), py::arg("to"), py::arg("rolls"));
  walk.def_readonly("from_", &Walk::from, "The square stood on before the first roll.");
  walk.def_readonly("to", &Walk::to, "The square ended on after the last roll.");
  walk.def_readonly("rolls", &Walk::rolls, "The number of rolls.");
  walk.def("to_dict", [](const Walk& w) { return py::dict(py::arg("from") = w.from, py::arg("walk") = w.rolls,
                                                          py::arg("to") = w.to); },
           "The walk as `snl solve --format json` writes it: {'from', 'walk', 'to'}.");
  add_tuple_protocol(walk, &walk_tuple, py::make_tuple("from_", "to", "rolls"));
  walk.def(py::pickle(&walk_tuple, [](const py::tuple& t) {
    return Walk{t[0].cast<Label>(), t[1].cast<Label>(), t[2].cast<std::uint64_t>()};
  }));
  walk.def("__repr__", [](const Walk& w) {
    return "Walk(from_=" + std::to_string(w.from) + ", to=" + std::to_string(w.to) + ", rolls=" + std::to_string(w.rolls) + ")";
  });
  walk.attr("__module__") = "snl";
}

/// The legs of a pickled route back: each a Step or a Walk.
std::vector<Leg> legs_of(const py::handle legs) {
  std::vector<Leg> out;
  for (const py::handle leg : legs) {
    if (py::isinstance<Step>(leg)) {
      out.emplace_back(leg.cast<Step>());
    } else {
      out.emplace_back(leg.cast<Walk>());
    }
  }
  return out;
}

/// "Solution(rolls=4, route=(Step(...), ...))": the first legs of the route, "..." past kReprLegs.
constexpr std::size_t kReprLegs = 8;

std::string solution_repr(const BoardSolution& s) {
  if (!s.solution.reachable()) return "Solution(rolls=-1, reachable=False)";
  std::string text = "Solution(rolls=" + std::to_string(s.solution.rolls) + ", route=(";
  const std::vector<Leg>& route = s.solution.route;
  for (std::size_t i = 0; i < route.size() && i < kReprLegs; ++i) {
    text += (i == 0 ? "" : ", ") + py::repr(leg_object(route[i])).cast<std::string>();
  }
  if (route.size() > kReprLegs) text += ", ...";
  if (route.size() == 1) text += ",";
  return text + "))";
}

void add_solution_protocols(py::class_<BoardSolution>& solution);

void add_solution(py::module_& module) {
  py::class_<BoardSolution> solution(module, "Solution", "The least number of rolls on a board and one optimal route.");
  solution.attr("__module__") = "snl";
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
  add_solution_protocols(solution);
}

/// Solution's text, equality, hash and pickling.
void add_solution_protocols(py::class_<BoardSolution>& solution) {
  solution.def("__str__", [](const BoardSolution& s) {
    std::string text = solution_text(*s.board, s.solution, 1, SolutionStyle::route);
    if (!text.empty() && text.back() == '\n') text.pop_back();
    return text;
  });
  solution.def("__repr__", &solution_repr);
  solution.def("to_dict", [](const BoardSolution& s, std::uint64_t index) {
    return py::module_::import("json").attr("loads")(solution_json(*s.board, s.solution, index));
  }, py::arg("index") = 1, "The JSON object of to_json() as a dict: the keys are the JSON's.");
  solution.def("__eq__", [](const BoardSolution& a, const BoardSolution& b) {
    return *a.board == *b.board && a.solution.rolls == b.solution.rolls && a.solution.route == b.solution.route;
  }, py::is_operator());
  solution.def("__hash__", [](const BoardSolution& s) {
    return py::hash(py::make_tuple(py::cast(std::const_pointer_cast<Board>(s.board)), s.solution.rolls,
                                   s.solution.route.size()));
  });
  solution.def(py::pickle(
      [](const BoardSolution& s) {
        return py::make_tuple(std::const_pointer_cast<Board>(s.board), s.solution.rolls, legs_tuple(s.solution.route));
      },
      [](const py::tuple& t) {
        return BoardSolution{t[0].cast<std::shared_ptr<Board>>(), Solution{t[1].cast<std::int64_t>(), legs_of(t[2])}};
      }));
}

}  // namespace

SolveOptions solve_keywords(py::handle kwargs, std::string_view function) {
  SolveOptions options;
  if (!kwargs) return options;
  py::dict rest;
  for (const auto& [key, value] : py::reinterpret_borrow<py::dict>(kwargs)) {
    if (py::str(key).cast<std::string>() == "route") {
      options.route = bool_argument(value, "route");
    } else {
      rest[key] = value;
    }
  }
  set_keywords(solve_options(), py::handle(rest), function, options);
  return options;
}

std::string solve_keyword_signature() { return "route=True, " + keyword_signature(infos(solve_options())); }

py::object solution_object(std::shared_ptr<const Board> board, Solution&& solution) {
  return py::cast(BoardSolution{std::move(board), std::move(solution)});
}

std::string solve_keyword_lines() {
  return "  route (True): whether to build the route (without it, only the number of rolls)\n" +
         keyword_lines(infos(solve_options()));
}

void add_solve(py::module_& module) {
  add_legs(module);
  add_solution(module);
  module.def("min_rolls", &min_rolls_of, py::arg("board"), py::kw_only(), py::arg("threads") = true,
             R"(The least number of rolls to finish (LeetCode 909), -1 when the last square cannot be reached.

board: a list of lists of ints (LeetCode's form, row 0 the top row), any 2-D integer array with the buffer
protocol (a NumPy array; C ints or int64 row after row are read in place, other integer types converted in one pass),
or an snl.Board. threads: whether a large grid may be searched on two threads (the answer is the same).
Raises BoardError for a grid that is not a board, TypeError for something that is not a grid.)");
  static const std::string doc = solve_doc();
  py::options options;
  options.disable_function_signatures();  // the doc's first line is the signature, keywords listed from the table
  module.def("solve", &solve_board, py::arg("board"), doc.c_str());
}

}  // namespace snl::python
