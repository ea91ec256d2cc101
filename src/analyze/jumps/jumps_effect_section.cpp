// Each jump's effect and each first roll's (snl/sections.hpp: the part "jumps_effect"): the expected rolls without the
// jump and the change it makes, largest first; the expected rolls after each first roll, and the best one.
#include <fmt/format.h>

#include <iterator>

#include "analyze/jumps/jumps.hpp"
#include "analyze/sections.hpp"
#include "core/option_rows.hpp"
#include "core/report_lines.hpp"

namespace snl::internal {
namespace {

void compute(Stage stage, SectionContext& c) {
  if (c.chain == nullptr) return;
  Analysis& a = c.analysis;
  if (stage == Stage::chain) {
    refuse_jump_effects_over_budget(c.board, *c.chain, *c.mover, c.options, a.work);
  } else if (stage == Stage::solved) {
    const std::vector<double> remaining =
        c.expectations ? c.expectations->remaining : std::vector<double>(c.chain->size(), -1);
    a.first_rolls = first_rolls(*c.chain, *c.mover, c.options.rules, remaining, can_be_trapped(*c.chain, *c.finishes));
  } else if (stage == Stage::effects) {
    a.jumps = jump_effects(c.board, *c.mover, c.options, a, a.work);
    for (std::size_t i = 0; i < a.first_rolls.size(); ++i) {
      const std::optional<double>& rolls = a.first_rolls[i].expected_rolls;
      if (rolls && (!a.best_first_roll || *rolls < *a.first_rolls[*a.best_first_roll].expected_rolls)) {
        a.best_first_roll = i;
      }
    }
  }
}

Value fields(const Analysis& a) {
  Value jumps = Value::list_of(a.jumps, [](const JumpEffect& j) {
    return Value::object()
        .set("from", j.jump.from)
        .set("to", j.jump.to)
        .set("expected_rolls_without", j.expected_rolls)
        .set("expected_turns_without", j.expected_turns)
        .set("effect", j.effect);
  });
  Value rolls = Value::list_of(a.first_rolls, [](const FirstRoll& r) {
    return Value::object()
        .set("from", r.step.from)
        .set("roll", r.step.roll)
        .set("land", r.step.land)
        .set("to", r.step.to)
        .set("probability", r.probability)
        .set("expected_rolls", r.expected_rolls);
  });
  return Value::object()
      .set("jumps_effect", std::move(jumps))
      .set("first_rolls", std::move(rolls))
      .set("best_first_roll", a.best_first_roll ? Value(a.first_rolls[*a.best_first_roll].step.roll) : Value());
}

void text(const Analysis& a, std::string& out) {
  auto it = std::back_inserter(out);
  const auto rolls = [](const std::optional<double>& value) {
    return value ? fmt::format("{:.6f}", *value) : std::string("infinite");
  };
  if (!a.first_rolls.empty()) {
    std::string faces;
    for (const FirstRoll& r : a.first_rolls) {
      faces += fmt::format("{}{}: {}", faces.empty() ? "" : ", ", r.step.roll, rolls(r.expected_rolls));
    }
    const std::string best =
        a.best_first_roll ? fmt::format("{}", a.first_rolls[*a.best_first_roll].step.roll) : std::string("none");
    fmt::format_to(it, "  {:<22}best {} (expected rolls after each first roll: {})\n", "first roll", best, faces);
  }
  if (a.jumps.empty()) {
    fmt::format_to(it, "  {:<22}none (the board has no jumps but self-jumps)\n", "jumps effect");
    return;
  }
  fmt::format_to(it, "  {:<22}{:<20}  {:<16}  {}\n", "jumps effect", "jump", "rolls without it", "effect (rolls it adds)");
  for (const JumpEffect& j : a.jumps) {
    fmt::format_to(it, "  {:<22}{:<20}  {:<16}  {}\n", "", jump_text(j.jump), rolls(j.expected_rolls),
                   j.effect ? fmt::format("{:+.6f}", *j.effect) : std::string("-"));
  }
}

}  // namespace

Section jumps_effect_section() {
  SectionInfo info{
      "jumps_effect",
      "What each jump does to the game (the same game without it) and each face of the first roll",
      {"jumps_effect"},
      {{"jumps_effect",
        "list",
        "Every jump but self-jumps, the one whose removal changes the game most first",
        {{"from", "whole", "the jump's head"},
         {"to", "whole", "its end"},
         {"expected_rolls_without", "real?", "the expected rolls without it (null: infinite)"},
         {"expected_turns_without", "real?", "the expected turns without it"},
         {"effect", "real?", "the expected rolls with it minus without (negative: it saves rolls)"}}},
       {"first_rolls",
        "list",
        "Each face of the first roll",
        {{"from", "whole", "the start"},
         {"roll", "whole", "the face"},
         {"land", "whole", "where it lands"},
         {"to", "whole", "where the token ends"},
         {"probability", "real", "the face's probability"},
         {"expected_rolls", "real?", "the expected rolls of the whole game after it, the roll included"}}},
       {"best_first_roll", "whole?", "The face of the first roll with the least expected rolls"}}};
  return {{std::move(info), [](const Analysis& a) { return a.options.jumps_effect; }, fields, {{70, text}}},
          [](OptionTable<AnalysisOptions>& t) {
            t.push_back(rows::flag<AnalysisOptions>(
                "jumps_effect", &AnalysisOptions::jumps_effect,
                "Also each jump's effect: the expected rolls without it and the change it makes, largest first; and "
                "the expected rolls after each first roll, the best first roll"));
          },
          [](const AnalysisOptions& o) { return o.jumps_effect; },
          compute};
}

}  // namespace snl::internal
