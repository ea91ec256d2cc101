// python/analysis.cpp — snl.analyze: the game played with a fair die, exactly (snl/analyze.hpp), with every option
// `snl analyze` has, and its result, snl.Analysis: figures, the distribution (NumPy arrays when NumPy imports),
// the players' chances, and the report's text, JSON and plot as the CLI writes them.
//
// The options are keyword arguments, the rows of the library's table of snl analyze (analysis_options()), read by
// set_keywords (bindings.hpp); the tests compare the table with the stub and with the CLI and the API.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <array>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bindings.hpp"
#include "snl/analyze.hpp"
#include "snl/design.hpp"
#include "snl/generate.hpp"
#include "snl/solve.hpp"
#include "snl/error.hpp"
#include "snl/render.hpp"
#include "snl/report.hpp"
#include "snl/sections.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

std::string analyze_doc() {
  const std::vector<OptionInfo> rows = infos(analysis_options());
  return "analyze(board, *, " + keyword_signature(rows) +
         ") -> Analysis\n\nThe game on `board` (an snl.Board or a grid) played with a random die, computed exactly as "
         "`snl analyze` computes it.\n\nKeywords (the options of `snl analyze`, from the same table):\n" +
         keyword_lines(rows) +
         "\nRaises snl.Error (a ValueError) for an option out of range, LimitError for a board over " +
         std::to_string(kMaxAnalysisSquares) + " squares.";
}

/// An analysis and what it was asked for.
struct BoardAnalysis {
  std::shared_ptr<const Board> board;
  AnalysisOptions options;
  Analysis analysis;
};

/// The analysis of `board` under `options`, the GIL released.
BoardAnalysis analyze_with(std::shared_ptr<const Board> board, const AnalysisOptions& given) {
  BoardAnalysis result{std::move(board), given, {}};
  AnalysisOptions options = given;
  // Now and then, from the distribution's loop: Ctrl-C in a notebook stops a long analysis.
  options.progress = [](std::uint64_t, double) {
    const py::gil_scoped_acquire acquire;
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  };
  const py::gil_scoped_release release;
  validate(options);
  result.analysis = analyze(*result.board, options);
  return result;
}

AnalysisOptions analysis_keywords(py::handle kwargs) {
  AnalysisOptions options;
  set_keywords(analysis_options(), kwargs, "analyze", options);
  return options;
}

BoardAnalysis analyze_board(py::handle board_value, const py::kwargs& kwargs) {
  std::shared_ptr<const Board> board = board_argument(board_value);
  return analyze_with(std::move(board), analysis_keywords(kwargs));
}

/// The options in use as the table writes them, row by row: what makes two analyses the same.
std::vector<std::string> option_texts_of(const AnalysisOptions& options) {
  std::vector<std::string> texts;
  for (const Option<AnalysisOptions>& row : analysis_options()) texts.push_back(row.get(options));
  return texts;
}

/// {keyword: value} of every option, as analyze() takes it back; only those off their defaults with `changed`.
py::dict options_dict(const AnalysisOptions& options, bool changed) {
  py::dict d;
  for (const Option<AnalysisOptions>& row : analysis_options()) {
    const std::string text = row.get(options);
    if (!changed || text != row.default_text) d[py::str(keyword_of(row.name))] = option_value(row, text);
  }
  return d;
}

py::object infinite_if_none(const std::optional<double>& value) {
  return py::float_(value.value_or(std::numeric_limits<double>::infinity()));
}

py::object none_if_none(const std::optional<std::uint64_t>& value) {
  return value ? py::object(py::int_(*value)) : py::none();
}

double percent(double p) {
  if (!(p > 0 && p <= 100)) throw Error("p must be in (0, 100], not " + py::repr(py::float_(p)).cast<std::string>());
  return p;
}

void add_figures(py::class_<BoardAnalysis>& c) {
  c.def_property_readonly("expected_rolls", [](const BoardAnalysis& a) { return infinite_if_none(a.analysis.expected_rolls); },
                          "The expected number of rolls (math.inf when a trap can be reached).");
  c.def_property_readonly("std_dev", [](const BoardAnalysis& a) { return infinite_if_none(a.analysis.std_dev); },
                          "The standard deviation of the number of rolls (math.inf with a trap).");
  c.def_property_readonly("expected_turns", [](const BoardAnalysis& a) { return infinite_if_none(a.analysis.expected_turns); },
                          "The expected number of turns (rolls unless a roll-again rule is on; math.inf with a trap).");
  c.def_property_readonly("turns_std_dev", [](const BoardAnalysis& a) { return infinite_if_none(a.analysis.turns_std_dev); },
                          "The standard deviation of the number of turns (math.inf with a trap).");
}

/// A Value (snl/value.hpp) as Python has it: a fraction as fractions.Fraction, a big integer as an int, an array as
/// a NumPy array when NumPy imports (nested arrays as one array of their shape) where the attribute itself is one,
/// and inside an object or a list a list, as the JSON has it; an object as a dict.
py::object python_of(const Value& v, bool top = true) {
  switch (v.kind()) {
    case Value::Kind::null: return py::none();
    case Value::Kind::flag: return py::bool_(v.as_flag());
    case Value::Kind::whole: return py::int_(v.as_whole());
    case Value::Kind::integer: return py::int_(v.as_integer());
    case Value::Kind::real: return py::float_(v.as_real());
    case Value::Kind::text: return py::str(v.as_text());
    case Value::Kind::fraction: return py::module_::import("fractions").attr("Fraction")(v.as_text());
    case Value::Kind::big: return py::int_(py::str(v.as_text()));
    case Value::Kind::list: {
      py::list out;
      for (const Value& item : v.items()) out.append(python_of(item, false));
      return v.is_array() && top ? numpy_array(out) : py::object(out);
    }
    case Value::Kind::object: {
      py::dict out;
      for (std::size_t i = 0; i < v.keys().size(); ++i) out[py::str(v.keys()[i])] = python_of(v.items()[i], false);
      return out;
    }
  }
  return py::none();
}

/// The field `name` of the part `section` of an analysis, as Python has it; None when the part is not there.
py::object part_field(const BoardAnalysis& a, std::size_t section, const std::string& name) {
  const AnalysisSection& part = analysis_sections()[section];
  if (!part.present(a.analysis)) return py::none();
  const Value fields = part.fields(a.analysis);
  const Value* field = fields.find(name);
  return field ? python_of(*field) : py::none();
}

/// The index of the part named `name` in the registry.
std::size_t part_named(std::string_view name) {
  const std::vector<AnalysisSection>& parts = analysis_sections();
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (parts[i].info.name == name) return i;
  }
  throw std::logic_error("no part " + std::string(name));
}

/// Every part's fields as attributes (snl/sections.hpp), from the registry: an attribute per top-level field that
/// the class does not already have as a figure of its own (players, expected_rounds, expected_total_rolls), None when
/// the part was not asked for. And the older names of some, kept.
void add_parts(py::class_<BoardAnalysis>& c) {
  const std::vector<AnalysisSection>& parts = analysis_sections();
  for (std::size_t i = 0; i < parts.size(); ++i) {
    for (const FieldInfo& field : parts[i].info.fields) {
      const std::string attribute = option_name(field.name, NameStyle::keyword);
      if (py::hasattr(c, attribute.c_str())) continue;
      const std::string doc = field.help + " (" + parts[i].info.name + ": " + parts[i].info.help +
                              "; None when not asked). The JSON's " + field.name + ".";
      c.def_property_readonly(attribute.c_str(),
                              [i, name = field.name](const BoardAnalysis& a) { return part_field(a, i, name); },
                              doc.c_str());
    }
  }
  // Older names: exact's pmf, cdf and generating functions once stood apart, per_square was squares.
  const auto exact_key = [](const char* key) {
    return [key](const BoardAnalysis& a) -> py::object {
      if (!a.analysis.exact) return py::none();
      const py::object exact = part_field(a, part_named("exact"), "exact");
      return exact.contains(key) ? py::object(exact[key]) : py::none();
    };
  };
  c.def_property_readonly("exact_pmf", exact_key("pmf"), "exact['pmf'] (its name before the JSON's was shared).");
  c.def_property_readonly("exact_cdf", exact_key("cdf"), "exact['cdf'] (its name before the JSON's was shared).");
  c.def_property_readonly("pgf", exact_key("pgf"), "exact['pgf'] (its name before the JSON's was shared).");
  c.def_property_readonly("per_square_pgf", exact_key("per_square_pgf"),
                          "exact['per_square_pgf'] (its name before the JSON's was shared).");
  c.def_property_readonly("squares", [](const BoardAnalysis& a) { return part_field(a, part_named("per_square"), "per_square"); },
                          "The same as per_square (its name before the JSON's was shared).");
  c.def_property_readonly("notes", [](const BoardAnalysis& a) { return a.analysis.notes; },
     "What to know about the board under these rules, one line each: a jump ending on another's head without chain, "
     "square 1's jump never taken from start 1. The JSON's notes.");
}

/// The distribution and what is read off it.
void add_distribution(py::class_<BoardAnalysis>& c) {
  c.def_property_readonly("turns_pmf", [](const BoardAnalysis& a) {
    return float_array(std::vector(a.analysis.turns_pmf.empty() ? a.analysis.pmf : a.analysis.turns_pmf));
  },
                          "turns_pmf[k] = P(the game ends in turn k) (the same as pmf without a roll-again rule).");
  c.def_property_readonly("min_rolls", [](const BoardAnalysis& a) { return none_if_none(a.analysis.min_rolls); },
                          "The least number of rolls that can finish under these rules; None when none can.");
  c.def_property_readonly("finish_probability", [](const BoardAnalysis& a) { return a.analysis.finish_probability; },
                          "The probability of ever finishing (1 unless a trap can be reached).");
  c.def_property_readonly("median", [](const BoardAnalysis& a) { return none_if_none(a.analysis.median()); },
                          "The 50th percentile of the number of rolls; None when the game may never end.");
  c.def_property_readonly("mode", [](const BoardAnalysis& a) { return none_if_none(a.analysis.mode()); },
                          "The most likely number of rolls (the least on ties); None when the game never ends.");
  c.def_property_readonly("percentiles", [](const BoardAnalysis& a) {
    py::dict d;
    for (const int p : kReportedPercentiles) d[py::int_(p)] = none_if_none(a.analysis.percentile(p));
    return d;
  }, "The 10th, 25th, 50th, 75th, 90th and 99th percentiles of the number of rolls, {10: k, ...} (None: never).");
  c.def("percentile", [](const BoardAnalysis& a, double p) { return none_if_none(a.analysis.percentile(percent(p))); },
        py::arg("p"), "The least k with P(rolls <= k) >= p/100, 0 < p <= 100; None when never reached.");
  c.def("probability_within", [](const BoardAnalysis& a, std::uint64_t k) { return a.analysis.within(k); }, py::arg("k"),
        "P(the game ends within k rolls).");
  c.def_property_readonly("within", [](const BoardAnalysis& a) {
    py::dict d;
    for (const std::uint64_t k : a.options.within) d[py::int_(k)] = a.analysis.within(k);
    return d;
  }, "P(finish within k rolls) for the k asked for with within=, {k: p}.");
  c.def("probability_within_turns", [](const BoardAnalysis& a, std::uint64_t k) { return a.analysis.turns_within(k); },
        py::arg("k"), "P(the game ends within k turns) (with again rules a turn may be several rolls).");
  c.def_property_readonly("within_turns", [](const BoardAnalysis& a) {
    py::dict d;
    for (const std::uint64_t k : a.options.within_turns) d[py::int_(k)] = a.analysis.turns_within(k);
    return d;
  }, "P(finish within k turns) for the k asked for with within_turns=, {k: p}.");
  c.def_property_readonly("pmf", [](const BoardAnalysis& a) { return float_array(std::vector(a.analysis.pmf)); },
                          "pmf[k] = P(the game ends on roll k): a NumPy array when NumPy imports, else a list.");
  c.def_property_readonly("cdf", [](const BoardAnalysis& a) { return float_array(std::vector(a.analysis.cdf)); },
                          "cdf[k] = P(the game ends within k rolls): a NumPy array when NumPy imports, else a list.");
  c.def_property_readonly("remaining", [](const BoardAnalysis& a) { return a.analysis.remaining; },
                          "The probability still in play after the last roll computed.");
  c.def_property_readonly("truncated", [](const BoardAnalysis& a) { return a.analysis.truncated; },
                          "Whether a cap (max_rolls, or the work cap) stopped the distribution first.");
  c.def_property_readonly("geometric_from", [](const BoardAnalysis& a) { return a.analysis.geometric_from; },
                          "The roll after which pmf is a closed-form geometric tail (0: every roll was pushed).");
  c.def_property_readonly("states", [](const BoardAnalysis& a) { return a.analysis.states; },
                          "The number of places a token can stand on, reachable from the start.");
  c.def_property_readonly("solved_by", [](const BoardAnalysis& a) { return a.analysis.solved_by; },
                          "How the linear systems were solved.");
}

void add_players(py::class_<BoardAnalysis>& c) {
  c.def_property_readonly("players", [](const BoardAnalysis& a) { return a.analysis.players; },
                          "Each player's outcome in turn order (one Player with one player).");
  c.def_property_readonly("win_probabilities", [](const BoardAnalysis& a) {
    std::vector<double> p;
    for (const PlayerOutcome& player : a.analysis.players) p.push_back(player.win_probability);
    return float_array(std::move(p));
  }, "Each player's chance of being the first to finish, in turn order.");
  c.def_property_readonly("expected_rounds", [](const BoardAnalysis& a) { return infinite_if_none(a.analysis.expected_rounds); },
                          "Expected rounds (every player rolls once a round); math.inf with a trap.");
  c.def_property_readonly("expected_total_rolls", [](const BoardAnalysis& a) {
    return infinite_if_none(a.analysis.expected_total_rolls);
  }, "Expected rolls of all players together; math.inf with a trap.");
  c.def_property_readonly("total_pmf", [](const BoardAnalysis& a) { return float_array(std::vector(a.analysis.total_pmf)); },
                          "total_pmf[n] = P(the game ends on the n-th roll of all players together).");
  c.def_property_readonly("total_cdf", [](const BoardAnalysis& a) { return float_array(std::vector(a.analysis.total_cdf)); },
                          "total_cdf[n] = P(the game ends within n rolls of all players together).");
  c.def("total_rolls_percentile", [](const BoardAnalysis& a, double p) {
    return none_if_none(a.analysis.total_rolls_percentile(percent(p)));
  }, py::arg("p"), "Percentile of the total number of rolls of all players together; None when never reached.");
}

void add_texts(py::class_<BoardAnalysis>& c) {
  c.def_property_readonly("board", [](const BoardAnalysis& a) { return std::const_pointer_cast<Board>(a.board); },
                          "The board analysed.");
  c.def_property_readonly("options", [](const BoardAnalysis& a) { return options_dict(a.options, false); },
                          "The options of the analysis, every keyword of analyze() with its value in use.");
  c.def("text", [](const BoardAnalysis& a, std::uint64_t index) {
    return analysis_text(*a.board, a.analysis, index, a.options.within);
  }, py::arg("index") = 1, "The report `snl analyze` prints for board number `index`.");
  c.def("to_json", [](const BoardAnalysis& a, std::uint64_t index) {
    return analysis_json(*a.board, a.analysis, index, a.options.within);
  }, py::arg("index") = 1, "The JSON object `snl analyze --format json` prints for board number `index`.");
  c.def("plot", [](const BoardAnalysis& a, std::optional<std::string> title) {
    const std::vector<PlotPanel> panels{{title.value_or(analysis_title(*a.board, a.analysis, 1)), a.analysis}};
    const py::gil_scoped_release release;
    return render_plot(panels);
  }, py::arg("title") = py::none(), "The distribution (and the players' chances) drawn as SVG, as `snl analyze --plot`.");
  c.def("to_dict", [](const BoardAnalysis& a, std::uint64_t index) {
    return py::module_::import("json").attr("loads")(analysis_json(*a.board, a.analysis, index, a.options.within));
  }, py::arg("index") = 1, "The JSON object of to_json() as a dict: the keys are the JSON's.");
}

/// Equal analyses are of equal boards under the same options (the analysis is a function of both); a pickled one is
/// its board and options, computed again when unpickled.
void add_value(py::class_<BoardAnalysis>& c) {
  c.def("__eq__", [](const BoardAnalysis& a, const BoardAnalysis& b) {
    return *a.board == *b.board && option_texts_of(a.options) == option_texts_of(b.options);
  }, py::is_operator());
  c.def("__hash__", [](const BoardAnalysis& a) {
    return py::hash(py::make_tuple(py::cast(std::const_pointer_cast<Board>(a.board)),
                                   py::tuple(py::cast(option_texts_of(a.options)))));
  });
  c.def(py::pickle(
      [](const BoardAnalysis& a) {
        return py::make_tuple(std::const_pointer_cast<Board>(a.board), options_dict(a.options, true));
      },
      [](const py::tuple& state) {
        return analyze_with(state[0].cast<std::shared_ptr<Board>>(), analysis_keywords(state[1]));
      }));
  c.def("__repr__", [](const BoardAnalysis& a) {
    const auto figure = [](const std::optional<double>& v) {
      return v ? py::repr(py::float_(*v)).cast<std::string>() : std::string("inf");
    };
    const std::optional<std::uint64_t>& least = a.analysis.min_rolls;
    std::string text = "Analysis(expected_rolls=" + figure(a.analysis.expected_rolls) +
                       ", std_dev=" + figure(a.analysis.std_dev) +
                       ", min_rolls=" + (least ? std::to_string(*least) : std::string("None")) +
                       ", finish_probability=" + py::repr(py::float_(a.analysis.finish_probability)).cast<std::string>();
    const py::dict changed = options_dict(a.options, true);
    if (!changed.empty()) text += ", options=" + py::repr(changed).cast<std::string>();
    return text + ")";
  });
}

}  // namespace

/// The library's words refusing `text` for the row `name` of `table` ("" when it takes it).
template <class O>
std::string refusal_of(const OptionTable<O>& table, const std::string& name, const std::string& text) {
  const Option<O>* row = find_option(table, name);
  if (row == nullptr) throw py::key_error(name);
  O scratch{};
  try {
    row->set(scratch, text);
  } catch (const OptionError& error) {
    return error.what();
  }
  return "";
}

/// snl._snl._option_tables() and _option_refusal(command, name, text), for the tests that prove Python binds the
/// library's tables as the CLI and the API do (tests/python/test_options.py).
void add_option_tables(py::module_& module) {
  module.def("_option_tables", [] {
    py::dict tables;
    for (const NamedTable& table : all_option_tables()) {
      py::list rows;
      for (const OptionInfo& row : table.rows) {
        py::list lows;
        for (const ValuePart& part : row.parts) lows.append(part.low);
        rows.append(py::dict(py::arg("name") = row.name, py::arg("keyword") = keyword_of(row.name),
                             py::arg("kind") = std::string(name_of(row.kind)),
                             py::arg("values") = row.values, py::arg("default") = row.default_text,
                             py::arg("repeated") = row.repeated, py::arg("needs") = row.needs,
                             py::arg("excludes") = row.excludes, py::arg("choices") = row.choices,
                             py::arg("deprecated_names") = row.deprecated_names, py::arg("lows") = lows));
      }
      tables[py::str(table.command)] = rows;
    }
    return tables;
  });
  module.def("_analysis_sections", [] {  // the registry (snl/sections.hpp), for tests/python/test_sections.py
    py::list parts;
    for (const AnalysisSection& part : analysis_sections()) {
      py::list fields;
      for (const FieldInfo& field : part.info.fields) {
        fields.append(py::dict(py::arg("name") = field.name, py::arg("attribute") = keyword_of(field.name),
                               py::arg("kind") = field.kind));
      }
      parts.append(py::dict(py::arg("name") = part.info.name, py::arg("options") = part.info.options,
                            py::arg("fields") = fields));
    }
    return parts;
  });
  module.def("_option_refusal", [](const std::string& command, const std::string& name, const std::string& text) {
    if (command == "analyze") return refusal_of(analysis_options(), name, text);
    if (command == "render") return refusal_of(render_options(), name, text);
    if (command == "generate") return refusal_of(generate_options(), name, text);
    if (command == "solve") return refusal_of(solve_options(), name, text);
    if (command == "design") return refusal_of(design_options(), name, text);
    return refusal_of(rules_options(), name, text);
  });
}

void add_analysis(py::module_& module) {
  py::class_<PlayerOutcome> player(module, "Player", "One player's outcome when several take turns.");
  player.def(py::init([](double p) { return PlayerOutcome{p}; }), py::kw_only(), py::arg("win_probability"));
  player.def_readonly("win_probability", &PlayerOutcome::win_probability, "The chance of being the first to finish.");
  player.def("__eq__", [](const PlayerOutcome& a, const PlayerOutcome& b) {
    return a.win_probability == b.win_probability;
  }, py::is_operator());
  player.def("__hash__", [](const PlayerOutcome& p) { return py::hash(py::float_(p.win_probability)); });
  player.def(py::pickle([](const PlayerOutcome& p) { return py::make_tuple(p.win_probability); },
                        [](const py::tuple& t) { return PlayerOutcome{t[0].cast<double>()}; }));
  player.def("__repr__", [](const PlayerOutcome& p) {
    return "Player(win_probability=" + py::repr(py::float_(p.win_probability)).cast<std::string>() + ")";
  });
  player.attr("__module__") = "snl";

  py::class_<BoardAnalysis> analysis(module, "Analysis", "The game on a board played with a fair die (snl.analyze).");
  add_figures(analysis);
  add_distribution(analysis);
  add_players(analysis);
  add_parts(analysis);
  add_texts(analysis);
  add_value(analysis);
  analysis.attr("__module__") = "snl";

  static const std::string doc = analyze_doc();
  py::options options;
  options.disable_function_signatures();  // the doc's first line is the signature, keywords listed from the table
  module.def("analyze", &analyze_board, py::arg("board"), doc.c_str());
  std::vector<std::string> names;
  for (const Option<AnalysisOptions>& row : analysis_options()) names.push_back(keyword_of(row.name));
  module.attr("_analyze_keywords") = py::tuple(py::cast(names));
  add_option_tables(module);
}

}  // namespace snl::python
