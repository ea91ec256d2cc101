// The options of snl solve that choose how it solves (snl/solve.hpp, solve_options()).
#include "core/option_rows.hpp"
#include "snl/solve.hpp"

namespace snl {

const OptionTable<SolveOptions>& solve_options() {
  static const OptionTable<SolveOptions> table = [] {
    OptionTable<SolveOptions> t;
    t.push_back(rows::choice<SolveOptions>("algorithm", &SolveOptions::algorithm, algorithm_names, algorithm_named,
                                           "The solver; auto chooses by the board's size and jumps"));
    t.push_back(rows::make<SolveOptions>(
        {"max_memory", OptionKind::whole, whole_range(1, rows::kAny), "",
         "Most bytes a solver's tables may take (default: half the physical memory)", {}, false, ""},
        [](SolveOptions& o, std::string_view text) { o.memory_limit = parse_whole(text, 1, rows::kAny); },
        [](const SolveOptions& o) { return o.memory_limit == 0 ? std::string() : std::to_string(o.memory_limit); }));
    return t;
  }();
  return table;
}

}  // namespace snl
