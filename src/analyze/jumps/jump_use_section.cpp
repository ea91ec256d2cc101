// How often each jump is taken (snl/sections.hpp: the part "jump_use").
#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "analyze/jumps/jump_use.hpp"
#include "analyze/sections.hpp"
#include "core/option_rows.hpp"
#include "core/report_lines.hpp"

namespace snl::internal {
namespace {

constexpr const char* kTrapped =
    "a trap can be reached: the game may last forever, and a jump in the trap be taken forever";

void compute(Stage stage, SectionContext& c) {
  if (stage != Stage::solved || c.chain == nullptr) return;
  Analysis& a = c.analysis;
  if (c.expectations == nullptr || !c.expectations->expected_rolls) {
    a.jump_use_left_out = kTrapped;
    return;
  }
  a.jump_use = jump_use(c.board, *c.chain, *c.mover, c.options.rules, *c.systems, *c.expectations->expected_rolls,
                        c.options.max_work, a.work);
}

Value fields(const Analysis& a) {
  Value uses = Value::list_of(a.jump_use, [](const JumpUse& u) {
    return Value::object()
        .set("from", u.jump.from)
        .set("to", u.jump.to)
        .set("expected_times", u.expected_times)
        .set("probability", u.probability)
        .set("times", Value::array_of(u.times))
        .set("times_more", u.probability ? Value(u.more) : Value())
        .set("rolls_if_taken", u.rolls_if_taken)
        .set("rolls_if_not_taken", u.rolls_if_not_taken)
        .set("rolls_if_times", Value::list_of(u.rolls_if_times, [](const std::optional<double>& x) { return Value(x); }));
  });
  return Value::object().set("jump_use", std::move(uses)).set("jump_use_left_out", Value::text_or_null(a.jump_use_left_out));
}

void text(const Analysis& a, std::string& out) {
  auto it = std::back_inserter(out);
  if (!a.jump_use_left_out.empty()) {
    fmt::format_to(it, "  {:<22}left out: {}\n", "jump use", a.jump_use_left_out);
    return;
  }
  if (a.jump_use.empty()) {
    fmt::format_to(it, "  {:<22}none (the board has no jumps but self-jumps)\n", "jump use");
    return;
  }
  const auto shown = [](const std::optional<double>& value) {
    return value ? fmt::format("{:.6f}", *value) : std::string("-");
  };
  fmt::format_to(it, "  {:<22}{:<20}  {:<11}  {:<16}  {:<16}  {:<14}  {}\n", "jump use", "jump", "times taken",
                 "P(at least once)", "P(twice or more)", "rolls if taken", "rolls if not");
  for (const JumpUse& u : a.jump_use) {
    const std::optional<double> twice =
        u.probability ? std::optional<double>(std::max(0.0, *u.probability - (u.times.size() > 1 ? u.times[1] : 0)))
                      : std::nullopt;
    fmt::format_to(it, "  {:<22}{:<20}  {:<11}  {:<16}  {:<16}  {:<14}  {}\n", "", jump_text(u.jump),
                   fmt::format("{:.6f}", u.expected_times), shown(u.probability), shown(twice),
                   shown(u.rolls_if_taken), shown(u.rolls_if_not_taken));
  }
}

}  // namespace

Section jump_use_section() {
  SectionInfo info{
      "jump_use",
      "How often each jump is taken in a game from the start",
      {"jump_use"},
      {{"jump_use",
        "list",
        "Every jump but self-jumps, by head (empty when the game can last forever: see jump_use_left_out)",
        {{"from", "whole", "the jump's head"},
         {"to", "whole", "its end"},
         {"expected_times", "real", "the expected times it is taken in a game"},
         {"probability", "real?", "P(taken at least once)"},
         {"times", "array", "times[k] = P(taken exactly k times)"},
         {"times_more", "real?", "P(taken more often than times lists)"},
         {"rolls_if_taken", "real?", "the expected rolls of the games that take it"},
         {"rolls_if_not_taken", "real?", "the expected rolls of those that do not"},
         {"rolls_if_times", "list", "rolls_if_times[k]: of the games that take it exactly k times (null below 1e-12)"}}},
       {"jump_use_left_out", "text?", "Why the jumps' use is left out (the game can last forever)"}}};
  return {{std::move(info), [](const Analysis& a) { return a.options.jump_use; }, fields, {{80, text}}},
          [](OptionTable<AnalysisOptions>& t) {
            t.push_back(rows::flag<AnalysisOptions>(
                "jump_use", &AnalysisOptions::jump_use,
                "Also how often each jump is taken: the expected number of times, the chance it is taken at all, the "
                "distribution of that number, and the expected rolls of the games that take it and of those that do "
                "not"));
          },
          [](const AnalysisOptions& o) { return o.jump_use; },
          compute};
}

}  // namespace snl::internal
