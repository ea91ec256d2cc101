// The fastest games (snl/sections.hpp: the part "fastest"): how many sequences of faces finish in the least number of
// rolls, their probability, and the likeliest of them.
#include <fmt/format.h>

#include "analyze/engine/exact.hpp"
#include "analyze/sections.hpp"
#include "core/option_rows.hpp"
#include "core/report_lines.hpp"

namespace snl::internal {
namespace {

void compute(Stage stage, SectionContext& c) {
  if (stage != Stage::distributed || c.chain == nullptr || !c.analysis.min_rolls) return;
  c.analysis.fastest = fastest_games(*c.chain, *c.mover, c.options.rules, c.options.max_work, c.analysis.work);
}

Value step_value(const Step& s) {
  return Value::object().set("from", s.from).set("roll", s.roll).set("land", s.land).set("to", s.to);
}

Value fields(const Analysis& a) {
  if (!a.fastest) return Value::object().set("fastest", Value());
  const FastestGames& f = *a.fastest;
  return Value::object().set("fastest", Value::object()
                                            .set("rolls", f.rolls)
                                            .set("games", Value::big(f.games))
                                            .set("probability", f.probability)
                                            .set("exact_probability", Value::fraction(f.exact_probability))
                                            .set("likeliest", Value::list_of(f.likeliest, step_value))
                                            .set("likeliest_probability", f.likeliest_probability)
                                            .set("exact_likeliest_probability",
                                                 Value::fraction(f.exact_likeliest_probability)));
}

void text(const Analysis& a, std::string& out) {
  if (!a.fastest) return;
  const FastestGames& f = *a.fastest;
  add_line(out, "fastest games",
           fmt::format("{} roll{}: {} game{}, probability {} ({})", f.rolls, f.rolls == 1 ? "" : "s", f.games,
                       f.games == "1" ? "" : "s", f.exact_probability, decimal(f.probability)));
  std::string path;
  for (const Step& step : f.likeliest) {
    path += fmt::format("{}{} -{}-> {}", path.empty() ? "" : ", ", step.from, step.roll, step.land);
    if (step.to != step.land) path += fmt::format(" => {}", step.to);
  }
  add_line(out, "likeliest fastest",
           fmt::format("{} (probability {}, {})", path.empty() ? "none" : path, f.exact_likeliest_probability,
                       decimal(f.likeliest_probability)));
}

}  // namespace

Section fastest_section() {
  const std::vector<FieldInfo> step{{"from", "whole", "the square the roll starts from"},
                                    {"roll", "whole", "the face"},
                                    {"land", "whole", "where the move lands"},
                                    {"to", "whole", "where the token ends, after the jump"}};
  SectionInfo info{"fastest",
                   "The fastest games: their number, their probability and the likeliest one",
                   {"fastest"},
                   {{"fastest",
                     "object?",
                     "null when the last square cannot be reached",
                     {{"rolls", "whole", "the least number of rolls"},
                      {"games", "big", "the sequences of faces that finish in that many rolls"},
                      {"probability", "real", "P(finishing in exactly that many rolls)"},
                      {"exact_probability", "fraction", "the same as a fraction"},
                      {"likeliest", "list", "the likeliest such game, roll by roll", step},
                      {"likeliest_probability", "real", "its probability"},
                      {"exact_likeliest_probability", "fraction", "the same as a fraction"}}}}};
  return {{std::move(info), [](const Analysis& a) { return a.options.fastest; }, fields, {{40, text}}},
          [](OptionTable<AnalysisOptions>& t) {
            t.push_back(rows::flag<AnalysisOptions>(
                "fastest", &AnalysisOptions::fastest,
                "Also the fastest games: how many there are, their probability, and the likeliest one"));
          },
          [](const AnalysisOptions& o) { return o.fastest; },
          compute};
}

}  // namespace snl::internal
