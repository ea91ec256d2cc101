// The registry of the parts of an analysis (snl/sections.hpp, analyze/sections.hpp): one line a part, in the order
// the JSON writes them. A new part is a file of its family's folder defining its Section, and one line here.
#include "analyze/sections.hpp"

namespace snl::internal {

Section players_section();       // analyze/players/players_section.cpp
Section exact_section();         // analyze/engine/exact_section.cpp
Section squares_section();       // analyze/engine/squares_section.cpp
Section jumps_effect_section();  // analyze/jumps/jumps_effect_section.cpp
Section jump_use_section();      // analyze/jumps/jump_use_section.cpp
Section jumps_to_add_section();  // analyze/jumps/jumps_to_add_section.cpp
Section meeting_section();       // analyze/players/meeting_section.cpp
Section handicap_section();      // analyze/players/handicap_section.cpp
Section strategy_section();      // analyze/strategy/strategy_section.cpp
Section fastest_section();       // analyze/engine/fastest_section.cpp
Section moments_section();       // analyze/engine/moments_section.cpp

const std::vector<Section>& sections() {
  static const std::vector<Section> registry{
      players_section(),  exact_section(),    squares_section(),  jumps_effect_section(), jump_use_section(),
      jumps_to_add_section(), meeting_section(), handicap_section(), strategy_section(), fastest_section(),
      moments_section()};
  return registry;
}

Option<AnalysisOptions> part_flag(std::string name, std::string help) {
  Option<AnalysisOptions> row;
  row.name = name;
  row.kind = OptionKind::flag;
  row.values = "1 or 0";
  row.default_text = "0";
  row.help = std::move(help);
  row.set = [name](AnalysisOptions& o, std::string_view text) { o.more[name] = parse_flag(text) ? "1" : "0"; };
  row.get = [name](const AnalysisOptions& o) { return std::string(part_flag_on(o, name) ? "1" : "0"); };
  return row;
}

bool part_flag_on(const AnalysisOptions& options, std::string_view name) {
  const auto it = options.more.find(name);
  return it != options.more.end() && it->second == "1";
}

void run_sections(Stage stage, SectionContext& context) {
  for (const Section& section : sections()) {
    if (!section.asked(context.options)) continue;
    section.compute(stage, context);
    context.checkpoint.now();
  }
}

}  // namespace snl::internal

namespace snl {

const std::vector<AnalysisSection>& analysis_sections() {
  static const std::vector<AnalysisSection> views = [] {
    std::vector<AnalysisSection> out;
    for (const internal::Section& section : internal::sections()) out.push_back(section.view);
    return out;
  }();
  return views;
}

}  // namespace snl
