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

namespace snl::python {
namespace {

namespace py = pybind11;

/// A flat array (a NumPy array or a list, from int_array/float_array) as `shape`: NumPy's reshape, or nested lists.
py::object shaped(py::object flat, const std::vector<std::size_t>& shape) {
  if (!py::isinstance<py::list>(flat)) {
    py::tuple dims(shape.size());
    for (std::size_t i = 0; i < shape.size(); ++i) dims[i] = py::int_(shape[i]);
    return flat.attr("reshape")(dims);
  }
  const py::list list = flat.cast<py::list>();
  std::size_t at = 0;
  const auto nest = [&](const auto& self, std::size_t depth) -> py::object {
    py::list out;
    for (std::size_t i = 0; i < shape[depth]; ++i) {
      if (depth + 1 == shape.size()) {
        out.append(list[at++]);
      } else {
        out.append(self(self, depth + 1));
      }
    }
    return out;
  };
  return nest(nest, 0);
}

/// The game to win (WinPlay) as the JSON's strategy.win, its play as M × M arrays.
py::dict win_dict(const WinPlay& w) {
  const std::size_t M = w.squares.size();
  py::dict out;
  out[field::kSquares] = int_array(std::vector<std::int64_t>(w.squares.begin(), w.squares.end()));
  out[field::kValue] = w.value;
  out[field::kLower] = w.lower;
  out[field::kUpper] = w.upper;
  out[field::kFirstBest] = w.first_best;
  out[field::kSecondBest] = w.second_best;
  out[field::kPlain] = w.plain;
  out[field::kGap] = w.gap;
  out[field::kSweeps] = w.sweeps;
  out[field::kValues] = shaped(float_array(std::vector(w.values)), {M, M});
  out[field::kDie] = shaped(int_array(std::vector<std::int64_t>(w.die.begin(), w.die.end())), {M, M});
  out[field::kMoves] = w.faces == 0 ? py::object(py::list())
                                    : shaped(int_array(std::vector<std::int64_t>(w.moves.begin(), w.moves.end())),
                                             {M, M, w.faces});
  out[field::kHeads] = int_array(std::vector<std::int64_t>(w.heads.begin(), w.heads.end()));
  out[field::kTake] = w.heads.empty() ? py::object(py::list())
                                      : shaped(int_array(std::vector<std::int64_t>(w.take.begin(), w.take.end())),
                                               {w.heads.size(), M});
  out[field::kDiffer] = w.differ;
  out[field::kDifferTake] = w.differ_take;
  py::list differences;
  for (const WinDifference& d : w.differences) {
    py::dict item;
    item[field::kMover] = d.mover;
    item[field::kOther] = d.other;
    item[field::kGain] = d.gain;
    differences.append(item);
  }
  out[field::kDifferences] = differences;
  return out;
}

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

/// With exact and fastest: the exact fractions and the fastest games.
void add_asked_figures(py::class_<BoardAnalysis>& c) {
  c.def_property_readonly("exact", [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.exact) return py::none();
    const ExactFigures& e = *a.analysis.exact;
    const py::object fraction = py::module_::import("fractions").attr("Fraction");
    py::dict d;
    const std::pair<const char*, const std::string*> figures[] = {
        {"expected_rolls", &e.expected_rolls}, {"rolls_variance", &e.rolls_variance},
        {"expected_turns", &e.expected_turns}, {"turns_variance", &e.turns_variance},
        {"finish_probability", &e.finish_probability}};
    for (const auto& [key, text] : figures) {
      if (!text->empty()) d[key] = fraction(*text);
    }
    return d;
  }, "With exact=True: {'expected_rolls', 'rolls_variance', 'expected_turns', 'turns_variance', "
     "'finish_probability'} as fractions.Fraction (an infinite figure is absent); None otherwise.");
  const auto fractions = [](const std::vector<std::string>& texts) {
    const py::object fraction = py::module_::import("fractions").attr("Fraction");
    py::list out;
    for (const std::string& text : texts) out.append(fraction(text));
    return out;
  };
  c.def_property_readonly("exact_pmf", [fractions](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.exact || a.analysis.options.exact_rolls == 0) return py::none();
    return fractions(a.analysis.exact->pmf);
  }, "With exact=True and exact_rolls=K: [P(the game ends on roll k) for k = 0..K] as fractions.Fraction; None "
     "otherwise.");
  c.def_property_readonly("exact_cdf", [fractions](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.exact || a.analysis.options.exact_rolls == 0) return py::none();
    return fractions(a.analysis.exact->cdf);
  }, "With exact=True and exact_rolls=K: [P(the game ends within k rolls) for k = 0..K] as fractions.Fraction; None "
     "otherwise.");
  const auto pgf_dict = [fractions](const Pgf& f) {
    py::dict d;
    d[field::kNumerator] = fractions(f.numerator);
    d[field::kDenominator] = fractions(f.denominator);
    return d;
  };
  c.def_property_readonly(field::kPgf, [pgf_dict](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.exact || !a.analysis.exact->pgf) return py::none();
    return pgf_dict(*a.analysis.exact->pgf);
  }, "With exact=True and pgf=True: the probability generating function of the number of rolls from the start, "
     "{'numerator': [...], 'denominator': [...]}: the coefficients of t^0, t^1, ... as fractions.Fraction, in lowest "
     "terms with denominator[0] == 1; None otherwise.");
  c.def_property_readonly(field::kPerSquarePgf, [pgf_dict](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.exact || !a.analysis.options.pgf || !a.analysis.options.squares) return py::none();
    py::list rows;
    for (const SquarePgf& s : a.analysis.exact->square_pgfs) {
      py::dict d;
      d[field::kSquare] = s.square;
      for (const auto& [key, value] : pgf_dict(s.pgf)) d[key] = value;
      rows.append(d);
    }
    return rows;
  }, "With exact=True, pgf=True and squares=True: for each square where a turn can begin (as per_square), "
     "{'square', 'numerator', 'denominator'} of the generating function of the rolls from there; None otherwise.");
  c.def_property_readonly("fastest", [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.fastest) return py::none();
    const FastestGames& f = *a.analysis.fastest;
    const py::object fraction = py::module_::import("fractions").attr("Fraction");
    py::dict d;
    d["rolls"] = f.rolls;
    d["games"] = py::int_(py::str(f.games));
    d["probability"] = fraction(f.exact_probability);
    d["likeliest"] = py::cast(f.likeliest);
    d["likeliest_probability"] = fraction(f.exact_likeliest_probability);
    return d;
  }, "With fastest=True: {'rolls': least rolls, 'games': distinct shortest games, 'probability': P(finishing in exactly "
     "that many rolls), 'likeliest': its Steps, 'likeliest_probability'} (fractions.Fraction); None otherwise or "
     "when no game finishes.");
}

/// With squares, jumps_effect and jump_use: each square's, jump's and first roll's figures, named as in the JSON (field::).
void add_per_part_figures(py::class_<BoardAnalysis>& c) {
  const auto per_square = [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.options.squares) return py::none();
    py::list rows;
    for (const SquareFigures& s : a.analysis.squares) {
      py::dict d;
      d[field::kSquare] = s.square;
      d[field::kRemaining] = float_or_none(s.remaining);
      d[field::kEver] = float_or_none(s.ever);
      d[field::kVisits] = float_or_none(s.visits);
      rows.append(d);
    }
    return rows;
  };
  c.def_property_readonly(field::kPerSquare, per_square,
     "With squares=True: for each square where a turn can begin, {'square', 'remaining' (expected rolls still "
     "needed), 'ever' (P(a turn begins there)), 'visits' (expected turns begun there)}, None where infinite or "
     "undefined ('ever' also when left out: see ever_left_out); None otherwise. The JSON's per_square.");
  c.def_property_readonly("squares", per_square, "The same as per_square (its name before the JSON's was shared).");
  c.def_property_readonly("ever_left_out", [](const BoardAnalysis& a) -> py::object {
    return a.analysis.ever_left_out.empty() ? py::none() : py::object(py::str(a.analysis.ever_left_out));
  }, "With squares=True: why 'ever' is left out on every square (its tables or its work past the limits), else None.");
  c.def_property_readonly("notes", [](const BoardAnalysis& a) { return a.analysis.notes; },
     "What to know about the board under these rules, one line each: a jump ending on another's head without chain, "
     "square 1's jump never taken from start 1. The JSON's notes.");
  c.def_property_readonly("jumps_effect", [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.options.jumps_effect) return py::none();
    py::list rows;
    for (const JumpEffect& j : a.analysis.jumps) {
      py::dict d;
      d[field::kFrom] = j.jump.from;
      d[field::kTo] = j.jump.to;
      d[field::kExpectedRollsWithout] = float_or_none(j.expected_rolls);
      d[field::kExpectedTurnsWithout] = float_or_none(j.expected_turns);
      d[field::kEffect] = float_or_none(j.effect);
      rows.append(d);
    }
    return rows;
  }, "With jumps_effect=True: for each jump but self-jumps, the one that changes the game most first, {'from', 'to', "
     "'expected_rolls_without', 'expected_turns_without' (the same game without it; None when infinite), 'effect' "
     "(expected rolls with it minus without: negative when it saves rolls; None when either is infinite)}; None "
     "otherwise.");
  c.def_property_readonly(field::kFirstRolls, [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.options.jumps_effect) return py::none();
    py::list rows;
    for (const FirstRoll& r : a.analysis.first_rolls) {
      py::dict d;
      d[field::kFrom] = r.step.from;
      d[field::kRoll] = r.step.roll;
      d[field::kLand] = r.step.land;
      d[field::kTo] = r.step.to;
      d[field::kProbability] = r.probability;
      d[field::kExpectedRolls] = float_or_none(r.expected_rolls);
      rows.append(d);
    }
    return rows;
  }, "With jumps_effect=True: for each face of the first roll, {'from', 'roll', 'land', 'to' (the step), "
     "'probability', 'expected_rolls' (of the whole game after it, the roll included; None when infinite)}, as the "
     "JSON's first_rolls; None otherwise.");
  c.def_property_readonly(field::kJumpUse, [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.options.jump_use) return py::none();
    py::list rows;
    for (const JumpUse& u : a.analysis.jump_use) {
      py::dict d;
      d[field::kFrom] = u.jump.from;
      d[field::kTo] = u.jump.to;
      d[field::kExpectedTimes] = u.expected_times;
      d[field::kProbability] = float_or_none(u.probability);
      d[field::kTimes] = u.times;
      d[field::kTimesMore] = u.probability ? py::object(py::float_(u.more)) : py::none();
      d[field::kRollsIfTaken] = float_or_none(u.rolls_if_taken);
      d[field::kRollsIfNotTaken] = float_or_none(u.rolls_if_not_taken);
      py::list given;
      for (const std::optional<double>& rolls : u.rolls_if_times) given.append(float_or_none(rolls));
      d[field::kRollsIfTimes] = given;
      rows.append(d);
    }
    return rows;
  }, "With jump_use=True: for each jump but self-jumps, by head, {'from', 'to', 'expected_times' (taken in a game), "
     "'probability' (taken at least once), 'times' (times[k] = P(taken exactly k times)), 'times_more' (P(taken more "
     "often than times lists)), 'rolls_if_taken', 'rolls_if_not_taken' (the expected rolls of the games that take it "
     "and of those that do not; None when they have probability 0), 'rolls_if_times' (rolls_if_times[k]: of the games "
     "that take it exactly k times, for each k of 'times'; None where that has probability below 1e-12)}, as the "
     "JSON's jump_use; an empty list when the "
     "game can last forever (see jump_use_left_out); None otherwise.");
  c.def_property_readonly(field::kJumpUseLeftOut, [](const BoardAnalysis& a) -> py::object {
    return a.analysis.jump_use_left_out.empty() ? py::none() : py::object(py::str(a.analysis.jump_use_left_out));
  }, "With jump_use=True: why the jumps' use is left out (the game can last forever), else None.");
  c.def_property_readonly(field::kJumpsToAdd, [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.jumps_to_add) return py::none();
    const auto listed = [](const std::vector<AddedJump>& jumps) {
      py::list rows;
      for (const AddedJump& j : jumps) {
        py::dict d;
        d[field::kFrom] = j.jump.from;
        d[field::kTo] = j.jump.to;
        d[field::kExpectedRolls] = j.expected_rolls;
        d[field::kExpectedTurns] = float_or_none(j.expected_turns);
        d[field::kEffect] = j.effect;
        d[field::kAsGood] = j.as_good;
        rows.append(d);
      }
      return rows;
    };
    py::dict out;
    out[field::kShorten] = listed(a.analysis.jumps_to_add->shorten);
    out[field::kLengthen] = listed(a.analysis.jumps_to_add->lengthen);
    out[field::kCandidates] = a.analysis.jumps_to_add->candidates;
    out[field::kEndless] = a.analysis.jumps_to_add->endless;
    return out;
  }, "With add_effects=K: {'shorten', 'lengthen': the K jumps to add that shorten (lengthen) the game most, one a "
     "head, each {'from', 'to', 'expected_rolls' (with it), 'expected_turns' (with roll-again rules, else None), "
     "'effect' (the rolls it adds), 'as_good' (other jumps from that head as good)}; 'candidates' (weighed), "
     "'endless' (left out: the game could then last forever)}, as the JSON's jumps_to_add; None otherwise or when "
     "left out (see jumps_to_add_left_out).");
  c.def_property_readonly(field::kJumpsToAddLeftOut, [](const BoardAnalysis& a) -> py::object {
    return a.analysis.jumps_to_add_left_out.empty() ? py::none()
                                                    : py::object(py::str(a.analysis.jumps_to_add_left_out));
  }, "With add_effects=K: why the jumps to add are left out (a trap can be reached, or an again limit), else None.");
  c.def_property_readonly(field::kStrategy, [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.strategy) return py::none();
    const Strategy& st = *a.analysis.strategy;
    py::dict out;
    out[field::kOptimal] = optimal_text(st.optimal);
    out[field::kValue] = float_or_none(st.value);
    out[field::kExactValue] = st.exact_value.empty() ? py::object(py::none()) : py::object(py::str(st.exact_value));
    out[field::kLeftOut] = st.left_out.empty() ? py::object(py::none()) : py::object(py::str(st.left_out));
    out[field::kEstablished] = st.established;
    out[field::kIterations] = st.iterations;
    py::list dice;
    dice.append(a.analysis.options.rules.die.name());
    for (const DieChoice& choice : a.analysis.options.rules.choices.dice) dice.append(choice.die.name());
    out[field::kDice] = dice;
    py::list fixed;
    for (const FixedPlay& f : st.fixed) {
      py::dict d;
      d[field::kName] = f.name;
      d[field::kValue] = float_or_none(f.value);
      fixed.append(d);
    }
    out[field::kFixed] = fixed;
    // The play as arrays, one entry a square of `square`: the JSON's per-square objects, column by column.
    std::vector<std::int64_t> square, die, take;
    std::vector<double> value, plain;
    py::list moves;
    for (const SquarePlay& sq : st.squares) {
      square.push_back(static_cast<std::int64_t>(sq.square));
      die.push_back(static_cast<std::int64_t>(sq.die));
      take.push_back(sq.take ? (*sq.take ? 1 : 0) : -1);
      value.push_back(sq.value);
      plain.push_back(sq.plain_value);
      moves.append(py::cast(sq.moves));
    }
    out[field::kSquare] = int_array(std::move(square));
    out["values"] = float_array(std::move(value));
    out[field::kPlainValue] = float_array(std::move(plain));
    out[field::kDie] = int_array(std::move(die));
    out[field::kTake] = int_array(std::move(take));
    out[field::kMoves] = moves;
    out[field::kWin] = st.win ? win_dict(*st.win) : py::object(py::none());
    return out;
  }, "With optimal= or the player's choices (or_die, adjust, may_refuse): the best play, {'optimal' ('rolls' or "
     "'within:K'), 'value' (from the start; None when every play can be trapped, see 'left_out'), 'exact_value' (with "
     "exact=True), 'established', 'iterations', 'dice' (index 0: die, then or_die's), 'fixed' ([{'name', 'value'}]: "
     "the fixed plays), and the play by square as arrays: 'square', 'values', 'plain_value' (this turn without the "
     "choices), 'die' (index into 'dice'), 'take' (1 take, 0 refuse, -1 no refusable jump), 'moves' (per face: the "
     "change made, or 1 to toss the coin), 'win' (with optimal='win': the game to win of two players, as the JSON's "
     "strategy.win, its M x M arrays 'values', 'die', 'moves' (M x M x faces) and 'take' (heads x M) as NumPy arrays "
     "when NumPy is there, else nested lists; else None)}; None otherwise. docs/strategy.md.");
  c.def_property_readonly("meeting", [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.meeting) return py::none();
    const MeetingFigures& m = *a.analysis.meeting;
    py::dict out;
    out["states"] = m.states;
    out["win_probability"] = float_array(std::vector(m.win_probability));
    out["expected_rounds"] = float_or_none(m.expected_rounds);
    out["expected_total_rolls"] = float_or_none(m.expected_total_rolls);
    return out;
  }, "With two or more players and bump= or no_sharing=True: their game when tokens meet, {'states' (of the joint "
     "chain), 'win_probability' (by player), 'expected_rounds', 'expected_total_rolls' (None when the game can last "
     "forever)}, as the JSON's meeting; the players' other figures are then the race where they never meet. None "
     "otherwise.");
  c.def_property_readonly(field::kHandicap, [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.handicap) return py::none();
    const Handicap& h = *a.analysis.handicap;
    py::dict out;  // the JSON's names (snl::field), arrays as NumPy's
    out[field::kSquares] = int_array(std::vector<std::int64_t>(h.squares.begin(), h.squares.end()));
    out[field::kWinProbability] = float_array(std::vector(h.win_probability));
    out[field::kExpectedRounds] = float_or_none(h.expected_rounds);
    out[field::kGap] = h.gap;
    out[field::kTolerance] = h.tolerance;
    out[field::kMet] = h.met;
    out[field::kEveryPlacement] = h.every_placement;
    out[field::kPlacements] = h.placements;
    return out;
  }, "With handicap=TOL: the players' starting squares that bring their chances closest to equal, {'squares' (by "
     "player, player 1 on the start), 'win_probability' (from there), 'expected_rounds', 'gap' (the largest "
     "|chance - 1/players|), 'tolerance', 'met' (gap <= tolerance), 'every_placement' (True: every placement tried), "
     "'placements' (tried)}, as the JSON's handicap. None otherwise.");
  c.def_property_readonly(field::kBestFirstRoll, [](const BoardAnalysis& a) -> py::object {
    if (!a.analysis.options.jumps_effect || !a.analysis.best_first_roll) return py::none();
    return py::int_(a.analysis.first_rolls[*a.analysis.best_first_roll].step.roll);
  }, "With jumps_effect=True: the face of the first roll with the least expected rolls; None otherwise or when none "
     "is finite.");
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
        rows.append(py::dict(py::arg("name") = row.name, py::arg("keyword") = keyword_of(row.name),
                             py::arg("kind") = std::string(name_of(row.kind)),
                             py::arg("values") = row.values, py::arg("default") = row.default_text,
                             py::arg("repeated") = row.repeated));
      }
      tables[py::str(table.command)] = rows;
    }
    return tables;
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
  add_asked_figures(analysis);
  add_per_part_figures(analysis);
  add_distribution(analysis);
  add_players(analysis);
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
