// python/design.cpp — snl.design: a board that plays the way you want (snl/design.hpp), with the options of
// `snl design` as keyword arguments (one table, design_options()), and its result, snl.Design: the board, each
// target against the analysis of that board, the changes from the board it started from, the search's work, and
// the JSON `snl design --format json` prints. The same seed and options give the same board as the CLI.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bindings.hpp"
#include "snl/design.hpp"
#include "snl/report.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

/// A design and what it was asked for (the spec without its stop callback).
struct BoardDesign {
  DesignSpec spec;
  DesignResult result;
  std::shared_ptr<const Board> board;
  bool deterministic = true;
};

std::string design_doc() {
  std::vector<OptionInfo> rows = infos(design_options());
  std::vector<OptionInfo> boards;  // from_, also positional
  std::copy_if(rows.begin(), rows.end(), std::back_inserter(boards),
               [](const OptionInfo& row) { return row.kind == OptionKind::board; });
  std::erase_if(rows, [](const OptionInfo& row) { return row.kind == OptionKind::board; });
  return "design(from_=None, *, " + keyword_signature(rows) +
         ") -> Design\n\nA board that plays the way you want, found as `snl design` finds it: every target's figure "
         "in the result is the analysis of the board returned.\n\nKeywords (the options of `snl design`, from the "
         "same table; from_ an snl.Board or a grid):\n" + keyword_lines(boards) + keyword_lines(rows) +
         "\nRaises snl.Error (a ValueError) for an option out of range, options that do not go together or targets "
         "no board can meet (the message says which and why), LimitError for a board over " +
         std::to_string(kMaxDesignSquares) + " squares; KeyboardInterrupt stops the search.";
}

BoardDesign design_board(py::handle from, const py::kwargs& kwargs) {
  BoardDesign out;
  py::dict keywords(kwargs);
  if (!from.is_none()) keywords["from_"] = from;
  set_keywords(design_options(), py::handle(keywords), "design", out.spec);
  out.deterministic = !out.spec.time_limit.has_value();
  DesignSpec spec = out.spec;
  // Asked on the calling thread (the lead search's, snl/design.hpp): Ctrl-C in a notebook stops the search, the
  // interpreter asked at most every 50 ms.
  auto asked = std::chrono::steady_clock::now();
  bool interrupted = false;
  spec.should_stop = [&](std::uint64_t, double) {
    const auto now = std::chrono::steady_clock::now();
    if (now - asked < std::chrono::milliseconds(50)) return interrupted;
    asked = now;
    const py::gil_scoped_acquire acquire;
    if (PyErr_CheckSignals() != 0) interrupted = true;  // the exception stays set until the search returns
    return interrupted;
  };
  {
    const py::gil_scoped_release release;
    out.result = design(spec);
  }
  if (interrupted) throw py::error_already_set();
  out.board = std::make_shared<const Board>(out.result.board);
  return out;
}

py::object jump_pairs(const std::vector<Jump>& jumps) {
  py::list out;
  for (const Jump& j : jumps) out.append(py::make_tuple(j.from, j.to));
  return py::tuple(out);
}

void add_target_class(py::module_& module) {
  py::class_<TargetReport> c(module, "DesignTarget",
                             "One target of snl.design against the analysis of the board it returned.");
  c.def_readonly("target", &TargetReport::name, "The figure: 'expected rolls', 'least rolls', 'percentile 90', …");
  c.def_readonly("wanted", &TargetReport::wanted, "What was asked, in words ('30 ± 0.5', '≥ 10', '4..6').");
  c.def_property_readonly("value", [](const TargetReport& t) { return float_or_none(t.value); },
                          "The board's figure, by snl.analyze (None: infinite or never reached).");
  c.def_readonly("distance", &TargetReport::distance, "How far outside the goal, in the figure's unit (0: met).");
  c.def_readonly("normalised", &TargetReport::normalised,
                 "distance over the goal's tolerance, half-range or unit: what the closest board minimises.");
  c.def_readonly("met", &TargetReport::met, "The board's figure is within the goal.");
  c.def("__repr__", [](const TargetReport& t) {
    return "DesignTarget(target=" + py::repr(py::str(t.name)).cast<std::string>() +
           ", wanted=" + py::repr(py::str(t.wanted)).cast<std::string>() +
           ", value=" + py::repr(float_or_none(t.value)).cast<std::string>() +
           ", met=" + (t.met ? "True" : "False") + ")";
  });
  c.def(py::pickle(
      [](const TargetReport& t) {
        return py::make_tuple(t.name, t.wanted, float_or_none(t.value), t.distance, t.normalised, t.met);
      },
      [](const py::tuple& state) {
        return TargetReport{state[0].cast<std::string>(), state[1].cast<std::string>(),
                            state[2].cast<std::optional<double>>(), state[3].cast<double>(), state[4].cast<double>(),
                            state[5].cast<bool>()};
      }));
  c.attr("__module__") = "snl";
}

py::list jump_list(const std::vector<Jump>& jumps) {
  py::list out;
  for (const Jump& j : jumps) out.append(py::make_tuple(j.from, j.to));
  return out;
}

std::vector<Jump> jumps_of(const py::handle& list) {
  std::vector<Jump> out;
  for (const py::handle item : list) {
    const auto pair = item.cast<py::tuple>();
    out.push_back({pair[0].cast<Label>(), pair[1].cast<Label>()});
  }
  return out;
}

/// A design pickles as what it holds, not as its options (a search again may differ: a time limit, or a machine
/// of another speed): the options' texts by the table's rows, the board and every figure of the result.
py::tuple design_state(const BoardDesign& d) {
  py::list options;
  for (const Option<DesignSpec>& row : design_options()) {
    const std::string text = row.get(d.spec);
    if (!text.empty()) options.append(py::make_tuple(row.name, text));
  }
  const DesignResult& r = d.result;
  return py::make_tuple(options, d.deterministic, std::const_pointer_cast<Board>(d.board), r.met, r.distance,
                        py::tuple(py::cast(r.targets)), jump_list(r.removed), jump_list(r.added), r.changes,
                        r.evaluations, r.accepted, r.full_analyses, r.max_drift, r.seconds, r.stopped_by);
}

BoardDesign design_of_state(const py::tuple& state) {
  if (state.size() != 15) throw py::value_error("snl.Design: not a pickled design");
  BoardDesign d;
  for (const py::handle item : state[0]) {  // each row set by its own rule: the texts are the rows' own
    const auto pair = item.cast<py::tuple>();
    find_option(design_options(), pair[0].cast<std::string>())->set(d.spec, pair[1].cast<std::string>());
  }
  d.deterministic = state[1].cast<bool>();
  d.board = state[2].cast<std::shared_ptr<Board>>();
  DesignResult& r = d.result;
  r.board = *d.board;
  r.met = state[3].cast<bool>();
  r.distance = state[4].cast<double>();
  r.targets = state[5].cast<std::vector<TargetReport>>();
  r.removed = jumps_of(state[6]);
  r.added = jumps_of(state[7]);
  r.changes = state[8].cast<std::uint64_t>();
  r.evaluations = state[9].cast<std::uint64_t>();
  r.accepted = state[10].cast<std::uint64_t>();
  r.full_analyses = state[11].cast<std::uint64_t>();
  r.max_drift = state[12].cast<double>();
  r.seconds = state[13].cast<double>();
  r.stopped_by = state[14].cast<std::string>();
  return d;
}

void add_design_class(py::module_& module) {
  py::class_<BoardDesign> c(module, "Design", "A board snl.design found, with each target's figure on it.");
  c.def_property_readonly("board", [](const BoardDesign& d) { return std::const_pointer_cast<Board>(d.board); },
                          "The board found (the best one, when not every target is met).");
  c.def_property_readonly("met", [](const BoardDesign& d) { return d.result.met; }, "Every target met.");
  c.def_property_readonly("distance", [](const BoardDesign& d) { return d.result.distance; },
                          "The sum of the targets' normalised misses (0 when met).");
  c.def_property_readonly("targets", [](const BoardDesign& d) { return py::tuple(py::cast(d.result.targets)); },
                          "Each target (snl.DesignTarget), its figure by snl.analyze on the board found.");
  c.def_property_readonly("changes", [](const BoardDesign& d) {
    return d.spec.from ? py::object(py::int_(d.result.changes)) : py::none();
  }, "With from_: the number of changes made (None without).");
  c.def_property_readonly("removed", [](const BoardDesign& d) {
    return d.spec.from ? jump_pairs(d.result.removed) : py::none();
  }, "With from_: the jumps (from, to) of the starting board that are gone.");
  c.def_property_readonly("added", [](const BoardDesign& d) {
    return d.spec.from ? jump_pairs(d.result.added) : py::none();
  }, "With from_: the jumps (from, to) that are new.");
  c.def_property_readonly("seed", [](const BoardDesign& d) { return d.spec.seed; },
                          "The seed of the search (the same seed and options give the same board).");
  c.def_property_readonly("evaluations", [](const BoardDesign& d) { return d.result.evaluations; },
                          "Candidate boards evaluated (both searches', when a second ran).");
  c.def_property_readonly("full_analyses", [](const BoardDesign& d) { return d.result.full_analyses; },
                          "Candidates analysed in full (targets the low-rank evaluator does not give).");
  c.def_property_readonly("seconds", [](const BoardDesign& d) { return d.result.seconds; },
                          "The search's wall time.");
  c.def_property_readonly("stopped_by", [](const BoardDesign& d) { return d.result.stopped_by; },
                          "Why the search ended: 'met every target', the budget, or 'the time limit'.");
  c.def_property_readonly("deterministic", [](const BoardDesign& d) { return d.deterministic; },
                          "False when a time limit could end the search (another run may then differ).");
  c.def_property_readonly("options", [](const BoardDesign& d) {
    py::dict out;
    for (const Option<DesignSpec>& row : design_options()) {
      if (row.kind == OptionKind::board) continue;  // the board started from: Design.changes, removed, added
      const std::string text = row.get(d.spec);
      if (text != row.default_text) out[py::str(keyword_of(row.name))] = option_value(row, text);
    }
    return out;
  }, "The options that differ from their defaults, as design() takes them.");
  // multiprocessing.Pool.map(snl.design, …) sends each result back pickled.
  c.def(py::pickle(&design_state, &design_of_state));
  c.def("json", [](const BoardDesign& d) { return design_json(d.result, d.spec, d.deterministic); },
        "The JSON object `snl design --format json` prints (one line and its newline).");
  c.def("__repr__", [](const BoardDesign& d) {
    std::string text = "Design(met=" + std::string(d.result.met ? "True" : "False") +
                       ", distance=" + py::repr(py::float_(d.result.distance)).cast<std::string>() + ", targets=[";
    for (std::size_t i = 0; i < d.result.targets.size(); ++i) {
      text += (i ? ", " : "") + py::repr(py::cast(d.result.targets[i])).cast<std::string>();
    }
    return text + "], board=" + py::repr(py::cast(std::const_pointer_cast<Board>(d.board))).cast<std::string>() + ")";
  });
  c.attr("__module__") = "snl";
}

}  // namespace

void add_design(py::module_& module) {
  add_target_class(module);
  add_design_class(module);
  static const std::string doc = design_doc();
  py::options options;
  options.disable_function_signatures();  // the doc's first line is the signature, keywords listed from the table
  module.def("design", &design_board, py::arg("from_") = py::none(), doc.c_str());
}

}  // namespace snl::python
