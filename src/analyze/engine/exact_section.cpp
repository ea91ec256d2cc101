// The exact fractions (snl/sections.hpp: the part "exact"): E and Var of the rolls and turns, the finish chance, and
// with exact_rolls the pmf and cdf, with pgf the generating function (and from each square with squares).
#include <fmt/format.h>

#include <iterator>

#include "analyze/engine/exact.hpp"
#include "analyze/engine/exact_distribution.hpp"
#include "analyze/sections.hpp"
#include "core/option_rows.hpp"
#include "core/report_lines.hpp"

namespace snl::internal {
namespace {

void add_rows(OptionTable<AnalysisOptions>& t) {
  t.push_back(rows::flag<AnalysisOptions>(
      "exact", &AnalysisOptions::exact,
      "Also the expected rolls (and turns) and their variances as exact fractions (boards of at most " +
          std::to_string(kMaxExactStates) + " states)"));
  t.push_back(rows::whole<AnalysisOptions>(
      "exact_rolls", &AnalysisOptions::exact_rolls, 0, kMaxExactRolls,
      "With exact: also P(the game ends on roll k) and P(it ends within k rolls) as exact fractions for k up to "
      "this (0: none)"));
  t.back().needs = "exact";
  t.push_back(rows::flag<AnalysisOptions>(
      "pgf", &AnalysisOptions::pgf,
      "With exact: also the probability generating function of the number of rolls, P(t)/Q(t) in lowest terms with "
      "Q(0) = 1, from the start (and with squares from each square)"));
  t.back().needs = "exact";
}

void compute(Stage stage, SectionContext& c) {
  if (stage != Stage::exact) return;
  Analysis& a = c.analysis;
  if (c.chain == nullptr) {  // over before it starts: T = 0
    a.exact.emplace();
    a.exact->expected_rolls = a.exact->rolls_variance = "0";
    a.exact->expected_turns = a.exact->turns_variance = "0";
    a.exact->finish_probability = "1";
    add_exact_distribution_over(c.options, *a.exact);
    return;
  }
  if (c.start_finishes()) {
    a.exact = solve_exact(c.exact_system(), *c.chain, !c.options.rules.one_roll_turns());
  } else {
    a.exact.emplace();
    a.exact->finish_probability = "0";
  }
  add_exact_distribution(*c.chain, *c.finishes, c.options, *a.exact, *c.meter);
}

Value pgf_value(const Pgf& f) {
  return Value::object()
      .set("numerator", Value::list_of(f.numerator, Value::fraction))
      .set("denominator", Value::list_of(f.denominator, Value::fraction));
}

Value fields(const Analysis& a) {
  const ExactFigures& e = *a.exact;
  Value exact = Value::object()
                    .set("expected_rolls", Value::fraction(e.expected_rolls))
                    .set("rolls_variance", Value::fraction(e.rolls_variance))
                    .set("expected_turns", Value::fraction(e.expected_turns))
                    .set("turns_variance", Value::fraction(e.turns_variance))
                    .set("finish_probability", Value::fraction(e.finish_probability));
  if (a.options.exact_rolls > 0) {
    exact.set("pmf", Value::list_of(e.pmf, Value::fraction));
    exact.set("cdf", Value::list_of(e.cdf, Value::fraction));
  }
  if (e.pgf) exact.set("pgf", pgf_value(*e.pgf));
  if (a.options.pgf && a.options.squares) {
    exact.set("per_square_pgf", Value::list_of(e.square_pgfs, [](const SquarePgf& s) {
                Value one = pgf_value(s.pgf);
                Value out = Value::object().set("square", s.square);
                out.set("numerator", *one.find("numerator")).set("denominator", *one.find("denominator"));
                return out;
              }));
  }
  return Value::object().set("exact", std::move(exact));
}

void text_figures(const Analysis& a, std::string& out) {
  const auto fraction = [](const std::string& value) { return value.empty() ? std::string("infinite") : value; };
  add_line(out, "exact expected rolls", fraction(a.exact->expected_rolls));
  add_line(out, "exact rolls variance", fraction(a.exact->rolls_variance));
  if (!a.options.rules.one_roll_turns()) {
    add_line(out, "exact expected turns", fraction(a.exact->expected_turns));
    add_line(out, "exact turns variance", fraction(a.exact->turns_variance));
  }
  if (a.finish_probability < 1) add_line(out, "exact finish chance", a.exact->finish_probability);
}

/// "1/36 t^2 + 1/18 t^3 - t^4" from coefficients of t^0 first ("0" when all are 0).
std::string polynomial_text(const std::vector<std::string>& coefficients) {
  std::string out;
  for (std::size_t i = 0; i < coefficients.size(); ++i) {
    std::string c = coefficients[i];
    if (c == "0") continue;
    const bool negative = c.front() == '-';
    if (negative) c.erase(0, 1);
    out += out.empty() ? (negative ? "-" : "") : (negative ? " - " : " + ");
    const std::string power = i == 0 ? "" : i == 1 ? "t" : fmt::format("t^{}", i);
    out += c == "1" && i > 0 ? power : i == 0 ? c : c + " " + power;
  }
  return out.empty() ? "0" : out;
}

std::string pgf_text(const Pgf& f) {
  if (f.denominator.size() == 1) return polynomial_text(f.numerator);
  return "(" + polynomial_text(f.numerator) + ") / (" + polynomial_text(f.denominator) + ")";
}

void text_distribution(const Analysis& a, std::string& out) {
  auto it = std::back_inserter(out);
  if (!a.exact->pmf.empty()) {
    fmt::format_to(it, "  {:<22}{:>6}  {}\n", "exact distribution", "rolls", "P(ends on that roll)  P(ends within)");
    for (std::size_t k = 1; k < a.exact->pmf.size(); ++k) {
      fmt::format_to(it, "  {:<22}{:>6}  {}  {}\n", "", k, a.exact->pmf[k], a.exact->cdf[k]);
    }
  }
  if (a.exact->pgf) fmt::format_to(it, "  {:<22}{}\n", "pgf of rolls", pgf_text(*a.exact->pgf));
  if (a.options.pgf && a.options.squares) {
    fmt::format_to(it, "  {:<22}{:>6}  {}\n", "pgf from each square", "square", "P(t) / Q(t), t counting rolls");
    for (const SquarePgf& s : a.exact->square_pgfs) {
      fmt::format_to(it, "  {:<22}{:>6}  {}\n", "", s.square, pgf_text(s.pgf));
    }
  }
}

}  // namespace

Section exact_section() {
  const std::vector<FieldInfo> pgf{{"numerator", "list", "P(t)'s coefficients of t^0, t^1, …, as fractions"},
                                   {"denominator", "list", "Q(t)'s, Q(0) = 1"}};
  std::vector<FieldInfo> per_square{{"square", "whole", "the square where a turn begins (0: off the board)"}};
  per_square.insert(per_square.end(), pgf.begin(), pgf.end());
  SectionInfo info{
      "exact",
      "The exact fractions: the expected rolls and turns and their variances, the finish chance; the distribution "
      "and the generating function when asked",
      {"exact", "exact_rolls", "pgf"},
      {{"exact",
        "object",
        "The figures as fractions \"p/q\" in lowest terms (null when infinite)",
        {{"expected_rolls", "fraction?", "E[rolls]"},
         {"rolls_variance", "fraction?", "Var[rolls]"},
         {"expected_turns", "fraction?", "E[turns]"},
         {"turns_variance", "fraction?", "Var[turns]"},
         {"finish_probability", "fraction", "P(the game ends)"},
         {"pmf", "list", "With exact_rolls K: P(the game ends on roll k), k = 0..K"},
         {"cdf", "list", "With exact_rolls K: P(it ends within k rolls), k = 0..K"},
         {"pgf", "object", "With pgf: the generating function of the rolls from the start, P(t)/Q(t)", pgf},
         {"per_square_pgf", "list", "With pgf and squares: from each square where a turn begins", per_square}}}}};
  return {{std::move(info), [](const Analysis& a) { return a.exact.has_value(); }, fields,
           {{20, text_figures}, {60, text_distribution}}},
          add_rows,
          [](const AnalysisOptions& o) { return o.exact; },
          compute};
}

}  // namespace snl::internal
