// The shape of the game's length (snl/sections.hpp: the part "moments"): the variance, third and fourth central
// moments of the number of rolls T from the start (or of turns, moments_of turns), its skewness and excess kurtosis;
// with exact, the same as fractions.
//
// Central moments by the state's own mean, which keeps the sums small where raw moments would cancel (E[T⁴] of a long
// game is of order E[T]⁴, its fourth central moment of order Var²): from state i a roll goes to J with probability
// p and costs c (1 for rolls; for turns, 1 when it ends the turn), and T_i − t_i = δ + (T_J − t_J) with
// δ = c + t_J − t_i (t_J = T_J = 0 once finished), so by the binomial theorem
// (I − Q) μ_k = b_k with b_2 = Σ p δ², b_3 = Σ p (δ³ + 3δ μ_2(J)), b_4 = Σ p (δ⁴ + 6δ² μ_2(J) + 4δ μ_3(J)).
#include <cmath>

#include "analyze/engine/exact_system.hpp"
#include "analyze/sections.hpp"
#include "core/report_lines.hpp"

namespace snl::internal {
namespace {

constexpr std::string_view kName = "moments";
constexpr std::string_view kOf = "moments_of";

/// Whether the options ask for the moments of the turns rather than the rolls.
bool of_turns(const AnalysisOptions& options) {
  const auto it = options.more.find(kOf);
  return it != options.more.end() && it->second == "turns";
}

Option<AnalysisOptions> of_row() {
  Option<AnalysisOptions> row;
  row.name = kOf;
  row.kind = OptionKind::choice;
  row.choices = {"rolls", "turns"};
  row.values = listed_names(row.choices);
  row.default_text = "rolls";
  row.needs = kName;
  row.help = "With moments: of the number of rolls, or of turns (which differ under again rules)";
  row.set = [choices = row.choices](AnalysisOptions& o, std::string_view text) {
    o.more[std::string(kOf)] = choices[parse_choice(text, choices)];
  };
  row.get = [](const AnalysisOptions& o) { return std::string(of_turns(o) ? "turns" : "rolls"); };
  return row;
}

/// b_k of the central moments for k = 2, 3, 4, over the states `rows` (each a chain state), with the means `t` and
/// the lower moments `mu2`, `mu3` (by the same index as `t`; `at(s)` gives a chain state's index, or kNone for a
/// state whose moments do not count: unable to finish).
constexpr std::size_t kNone = static_cast<std::size_t>(-1);

template <class Number, class At>
std::vector<Number> right_side(const Chain& chain, const std::vector<std::uint32_t>& rows, int k, bool turns,
                               const std::vector<Number>& t, const std::vector<Number>& mu2,
                               const std::vector<Number>& mu3, At at, auto probability) {
  std::vector<Number> b(rows.size(), Number(0));
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const std::uint32_t s = rows[i];
    for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
      const std::size_t j = chain.target[e] == kFinish ? kNone : at(chain.target[e]);
      const bool on = j != kNone;  // T_J − t_J is 0 once finished
      const Number cost((!turns || chain.ends_turn(e)) ? 1 : 0);
      const Number delta = cost + (on ? t[j] : Number(0)) - t[i];
      const Number d2 = delta * delta;
      Number sum = d2;
      if (k == 3) sum *= delta;
      if (k == 4) sum *= d2;
      if (on && k == 3) sum += 3 * delta * mu2[j];
      if (on && k == 4) sum += 6 * d2 * mu2[j] + 4 * delta * mu3[j];
      b[i] += probability(e) * sum;
    }
  }
  return b;
}

/// The figures from the central moments μ2, μ3, μ4 (null shape figures when μ2 = 0: a length that never varies).
Value shape(bool turns, double mean, double mu2, double mu3, double mu4) {
  Value out = Value::object().set("of", turns ? "turns" : "rolls").set("mean", mean).set("variance", mu2);
  out.set("third_central", mu3);
  out.set("fourth_central", mu4);
  const bool varies = mu2 > 0;
  out.set("skewness", varies ? Value(mu3 / std::pow(mu2, 1.5)) : Value());
  out.set("excess_kurtosis", varies ? Value(mu4 / (mu2 * mu2) - 3) : Value());
  return out;
}

/// The moments in double precision, by the systems already factorized.
Value moments_double(SectionContext& c) {
  const Chain& chain = *c.chain;
  const bool turns = of_turns(c.options);
  const std::string what = "the moments of the length";
  std::vector<double> t = c.expectations->remaining;
  if (turns) {  // the expected turns from every state: (I − Q) t = the chance that a roll ends the turn
    t.assign(chain.size(), 0);
    for (std::size_t s = 0; s < chain.size(); ++s) {
      for (std::size_t e = chain.offset[s]; e < chain.offset[s + 1]; ++e) {
        if (chain.ends_turn(e)) t[s] += chain.probability(e);
      }
    }
    c.systems->solve_columns(t, 1, c.options.max_work, c.analysis.work, what);
  }
  std::vector<std::uint32_t> all(chain.size());
  for (std::uint32_t s = 0; s < chain.size(); ++s) all[s] = s;
  const auto at = [&](std::uint32_t s) { return (*c.finishes)[s] ? std::size_t{s} : kNone; };
  const auto probability = [&](std::size_t e) { return chain.probability(e); };
  std::vector<double> mu2, mu3, mu4;
  for (int k = 2; k <= 4; ++k) {
    std::vector<double> b = right_side<double>(chain, all, k, turns, t, mu2, mu3, at, probability);
    c.systems->solve_columns(b, 1, c.options.max_work, c.analysis.work, what);
    (k == 2 ? mu2 : k == 3 ? mu3 : mu4) = std::move(b);
  }
  return shape(turns, t[0], mu2[0], mu3[0], mu4[0]);
}

/// The moments as fractions, by I − Q factorized over the rationals (shared with the part exact).
Value moments_exact(SectionContext& c) {
  const Chain& chain = *c.chain;
  const ExactSystem& a = c.exact_system();
  const std::vector<std::uint32_t>& live = a.live();
  const auto at = [&](std::uint32_t s) { return a.slot()[s] == kFinish ? kNone : std::size_t{a.slot()[s]}; };
  const auto probability = [&](std::size_t e) { return a.probability(e); };
  const bool turns = of_turns(c.options);
  std::vector<Rational> costs(live.size(), Rational(0));
  for (std::size_t i = 0; i < live.size(); ++i) {
    for (std::size_t e = chain.offset[live[i]]; e < chain.offset[live[i] + 1]; ++e) {
      if (!turns || chain.ends_turn(e)) costs[i] += probability(e);
    }
  }
  const std::vector<Rational> t = a.solve(std::move(costs));
  std::vector<Rational> mu2, mu3, mu4;
  for (int k = 2; k <= 4; ++k) {
    std::vector<Rational> x = a.solve(right_side<Rational>(chain, live, k, turns, t, mu2, mu3, at, probability));
    (k == 2 ? mu2 : k == 3 ? mu3 : mu4) = std::move(x);
  }
  const std::uint32_t s = a.slot()[0];
  Value out = Value::object().set("mean", Value::fraction(fraction_text(t[s])));
  out.set("variance", Value::fraction(fraction_text(mu2[s])));
  out.set("third_central", Value::fraction(fraction_text(mu3[s])));
  out.set("fourth_central", Value::fraction(fraction_text(mu4[s])));
  const bool varies = mu2[s] > 0;
  const auto fraction_or_null = [&](const Rational& x) { return varies ? Value::fraction(fraction_text(x)) : Value(); };
  out.set("skewness_squared", fraction_or_null(varies ? mu3[s] * mu3[s] / (mu2[s] * mu2[s] * mu2[s]) : Rational(0)));
  out.set("excess_kurtosis", fraction_or_null(varies ? mu4[s] / (mu2[s] * mu2[s]) - 3 : Rational(0)));
  return out;
}

void compute(Stage stage, SectionContext& c) {
  Value& out = c.analysis.more;
  if (c.chain == nullptr && stage == Stage::exact) {  // over before it starts: T = 0 always
    Value figures = shape(of_turns(c.options), 0, 0, 0, 0);
    if (c.options.exact) {
      figures.set("exact", Value::object()
                               .set("mean", Value::fraction("0"))
                               .set("variance", Value::fraction("0"))
                               .set("third_central", Value::fraction("0"))
                               .set("fourth_central", Value::fraction("0"))
                               .set("skewness_squared", Value())
                               .set("excess_kurtosis", Value()));
    }
    out.set(std::string(kName), std::move(figures));
    return;
  }
  if (stage != Stage::solved || c.chain == nullptr) return;
  if (c.systems == nullptr || !c.expectations->expected_rolls) {  // a trap can be reached: T is infinite sometimes
    out.set(std::string(kName), Value());
    return;
  }
  Value figures = moments_double(c);
  if (c.options.exact) figures.set("exact", moments_exact(c));
  out.set(std::string(kName), std::move(figures));
}

Value fields(const Analysis& a) {
  const Value* figures = a.more.find(kName);
  return Value::object().set(std::string(kName), figures != nullptr ? *figures : Value());
}

void text(const Analysis& a, std::string& out) {
  const Value* m = a.more.find(kName);
  if (m == nullptr || m->is_null()) {
    add_line(out, "skewness", "none (a trap can be reached: the length is infinite at times)");
    return;
  }
  const auto real = [&](const Value& v, std::string_view key) {
    const Value* x = v.find(key);
    return x == nullptr || x->is_null() ? std::string("none (the length never varies)") : decimal(x->as_real());
  };
  add_line(out, "skewness", real(*m, "skewness") + " (of the " + m->find("of")->as_text() + ")");
  add_line(out, "excess kurtosis", real(*m, "excess_kurtosis"));
  add_line(out, "central moments 3, 4", decimal(m->find("third_central")->as_real()) + ", " +
                                            decimal(m->find("fourth_central")->as_real()));
  const Value* exact = m->find("exact");
  if (exact == nullptr) return;
  const auto fraction = [&](std::string_view key) {
    const Value* x = exact->find(key);
    return x->is_null() ? std::string("none") : x->as_text();
  };
  add_line(out, "exact skewness^2", fraction("skewness_squared"));
  add_line(out, "exact excess kurtosis", fraction("excess_kurtosis"));
  add_line(out, "exact central 3, 4", fraction("third_central") + ", " + fraction("fourth_central"));
}

}  // namespace

Section moments_section() {
  const std::vector<FieldInfo> exact{
      {"mean", "fraction", "E[T]"},
      {"variance", "fraction", "E[(T − E[T])²]"},
      {"third_central", "fraction", "E[(T − E[T])³]"},
      {"fourth_central", "fraction", "E[(T − E[T])⁴]"},
      {"skewness_squared", "fraction?", "the skewness squared, μ3²/μ2³ (the skewness is its root, of μ3's sign); null "
                                        "when the length never varies"},
      {"excess_kurtosis", "fraction?", "μ4/μ2² − 3; null when the length never varies"}};
  SectionInfo info{
      std::string(kName),
      "The shape of the number of rolls (or turns) from the start: its central moments, skewness and excess kurtosis; "
      "with exact, as fractions",
      {std::string(kName), std::string(kOf)},
      {{std::string(kName),
        "object?",
        "null when a trap can be reached (the length is then infinite at times)",
        {{"of", "text", "\"rolls\" or \"turns\" (moments_of): what T counts"},
         {"mean", "real", "E[T], T the number of rolls (or turns)"},
         {"variance", "real", "μ2 = E[(T − E[T])²]"},
         {"third_central", "real", "μ3 = E[(T − E[T])³]"},
         {"fourth_central", "real", "μ4 = E[(T − E[T])⁴]"},
         {"skewness", "real?", "μ3/μ2^(3/2); null when the length never varies"},
         {"excess_kurtosis", "real?", "μ4/μ2² − 3; null when the length never varies"},
         {"exact", "object", "With exact: the same as fractions \"p/q\"", exact}}}}};
  return {{std::move(info), [](const Analysis& a) { return part_flag_on(a.options, kName); }, fields, {{25, text}}},
          [](OptionTable<AnalysisOptions>& t) {
            t.push_back(part_flag(std::string(kName),
                                  "Also the shape of the number of rolls: its third and fourth central moments, "
                                  "skewness and excess kurtosis (as fractions too with exact)"));
            t.push_back(of_row());
          },
          [](const AnalysisOptions& o) { return part_flag_on(o, kName); },
          compute};
}

}  // namespace snl::internal
