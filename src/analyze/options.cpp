// The options of snl analyze (snl/analyze.hpp, analysis_options()): the rules' rows, the rows of the figures every
// analysis gives, then each part's own rows (analyze/sections.hpp), in the registry's order.
#include "analyze/sections.hpp"
#include "core/option_rows.hpp"
#include "snl/analyze.hpp"

namespace snl {

const OptionTable<AnalysisOptions>& analysis_options() {
  static const OptionTable<AnalysisOptions> table = [] {
    OptionTable<AnalysisOptions> t = lifted(rules_options(), &AnalysisOptions::rules);
    t.push_back(rows::whole_list<AnalysisOptions>("within", &AnalysisOptions::within, 0, rows::kAny,
                                                  "Also P(finish within K rolls) for these K"));
    t.push_back(rows::whole_list<AnalysisOptions>(
        "within_turns", &AnalysisOptions::within_turns, 0, rows::kAny,
        "Also P(finish within K turns) for these K (with again rules a turn may be several rolls; without, the same "
        "as within)"));
    t.push_back(rows::whole<AnalysisOptions>("max_rolls", &AnalysisOptions::max_rolls, 1, kMaxAnalysisRolls,
                                             "Safety cap on the length of the computed distribution"));
    t.push_back(rows::whole<AnalysisOptions>(
        "max_work", &AnalysisOptions::max_work, 1, rows::kAny,
        "The work budget of the whole analysis, in units of about one multiply-add (0.3-0.5 ns), each phase charged "
        "at its measured price: the chain, the linear systems, the distribution, the exact fractions, the fastest "
        "games, the race from a game under way"));
    for (const internal::Section& section : internal::sections()) {
      if (section.add_rows != nullptr) section.add_rows(t);
    }
    return t;
  }();
  return table;
}

}  // namespace snl
