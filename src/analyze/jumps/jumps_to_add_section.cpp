// Which single jump to add (snl/sections.hpp: the part "jumps_to_add"): the ones that shorten the game most and those
// that lengthen it most.
#include <fmt/format.h>

#include <iterator>

#include "analyze/jumps/add_jumps.hpp"
#include "analyze/sections.hpp"
#include "core/option_rows.hpp"
#include "core/report_lines.hpp"

namespace snl::internal {
namespace {

void add_rows(OptionTable<AnalysisOptions>& t) {
  t.push_back(rows::whole<AnalysisOptions>(
      "add_effects", &AnalysisOptions::add_effects, 0, kMaxAddEffects,
      "Also the K single jumps whose addition shortens the game most, and the K that lengthen it most, with the "
      "expected rolls each leaves (a ladder or snake from any square but a jump's head to any other, the last "
      "excepted; 0: not asked)"));
  t.push_back(rows::whole<AnalysisOptions>("add_min_length", &AnalysisOptions::add_min_length, 1, rows::kAny,
                                           "With add_effects: the shortest jump to add, in squares"));
  t.back().needs = "add_effects";
  t.push_back(rows::whole<AnalysisOptions>("add_max_length", &AnalysisOptions::add_max_length, 0, rows::kAny,
                                           "With add_effects: the longest jump to add, in squares (0: any)"));
  t.back().needs = "add_effects";
}

void compute(Stage stage, SectionContext& c) {
  if (stage != Stage::solved || c.chain == nullptr) return;
  Analysis& a = c.analysis;
  const bool endless = c.expectations == nullptr || !c.expectations->expected_rolls;
  a.jumps_to_add_left_out = jumps_to_add_left_out(c.options.rules, endless);
  if (!a.jumps_to_add_left_out.empty()) return;
  a.jumps_to_add = jumps_to_add(c.board, *c.mover, c.options, *c.expectations->expected_rolls,
                                c.expectations->expected_turns, a.work);
}

Value listed(const std::vector<AddedJump>& jumps) {
  return Value::list_of(jumps, [](const AddedJump& j) {
    return Value::object()
        .set("from", j.jump.from)
        .set("to", j.jump.to)
        .set("expected_rolls", j.expected_rolls)
        .set("expected_turns", j.expected_turns)
        .set("effect", j.effect)
        .set("as_good", j.as_good);
  });
}

Value fields(const Analysis& a) {
  Value add;
  if (a.jumps_to_add) {
    add = Value::object()
              .set("shorten", listed(a.jumps_to_add->shorten))
              .set("lengthen", listed(a.jumps_to_add->lengthen))
              .set("candidates", a.jumps_to_add->candidates)
              .set("endless", a.jumps_to_add->endless);
  }
  return Value::object().set("jumps_to_add", std::move(add)).set("jumps_to_add_left_out",
                                                                  Value::text_or_null(a.jumps_to_add_left_out));
}

void text(const Analysis& a, std::string& out) {
  auto it = std::back_inserter(out);
  if (!a.jumps_to_add) {
    fmt::format_to(it, "  {:<22}left out: {}\n", "jumps to add", a.jumps_to_add_left_out);
    return;
  }
  const JumpsToAdd& add = *a.jumps_to_add;
  const bool turns = !a.options.rules.one_roll_turns();
  fmt::format_to(it, "  {:<22}{} candidates weighed{}\n", "jumps to add", add.candidates,
                 add.endless > 0 ? fmt::format(", {} left out (the game could then last forever)", add.endless) : "");
  const auto list = [&](const char* heading, const std::vector<AddedJump>& jumps) {
    if (jumps.empty()) {
      fmt::format_to(it, "  {:<22}none\n", heading);
      return;
    }
    fmt::format_to(it, "  {:<22}{:<20}  {:<16}  {}{}\n", heading, "jump", "rolls with it", "effect (rolls it adds)",
                   turns ? "  turns with it" : "");
    for (const AddedJump& j : jumps) {
      const std::string effect = fmt::format("{:+.6f}", j.effect);
      const std::string others =
          j.as_good == 0 ? "" : fmt::format("  (and {} more from {} as good)", j.as_good, j.jump.from);
      fmt::format_to(it, "  {:<22}{:<20}  {:<16}  {}{}\n", "", jump_text(j.jump), fmt::format("{:.6f}", j.expected_rolls),
                     turns && j.expected_turns ? fmt::format("{:<22}  {:.6f}", effect, *j.expected_turns) : effect,
                     others);
    }
  };
  list("add to shorten", add.shorten);
  list("add to lengthen", add.lengthen);
}

}  // namespace

Section jumps_to_add_section() {
  const std::vector<FieldInfo> jump{{"from", "whole", "the added jump's head"},
                                    {"to", "whole", "its end"},
                                    {"expected_rolls", "real", "the expected rolls with it"},
                                    {"expected_turns", "real?", "the expected turns with it (with roll-again rules)"},
                                    {"effect", "real", "the rolls it adds (negative: saves)"},
                                    {"as_good", "whole", "other jumps from that head as good"}};
  SectionInfo info{"jumps_to_add",
                   "Which single jump to add: those that shorten the game most and those that lengthen it most",
                   {"add_effects", "add_min_length", "add_max_length"},
                   {{"jumps_to_add",
                     "object?",
                     "null when left out (see jumps_to_add_left_out)",
                     {{"shorten", "list", "the jumps that shorten the game most, one a head", jump},
                      {"lengthen", "list", "those that lengthen it most", jump},
                      {"candidates", "whole", "the candidates weighed"},
                      {"endless", "whole", "those left out: the game could then last forever"}}},
                    {"jumps_to_add_left_out", "text?", "Why they are left out (a trap, or an again limit)"}}};
  return {{std::move(info), [](const Analysis& a) { return a.options.add_effects > 0; }, fields, {{90, text}}},
          add_rows,
          [](const AnalysisOptions& o) { return o.add_effects > 0; },
          compute};
}

}  // namespace snl::internal
