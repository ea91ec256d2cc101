#include "common/rules_options.hpp"

#include <CLI/CLI.hpp>

#include "common/choices.hpp"
#include "common/numbers.hpp"
#include "snl/error.hpp"

namespace snl::cli {

void add_rule_options(CLI::App& command, RuleOptions& options) {
  command.add_option("--die", options.die,
                     "The die: K (a fair K-sided die, default 6), NdK (the sum of N such dice, e.g. 2d6) or "
                     "F:W,F:W,... (faces with weights, e.g. 1:1,2:2)")
      ->check([](const std::string& spec) {
        try {
          (void)Die::parse(spec);
          return std::string();
        } catch (const Error& error) {
          return std::string(error.what());
        }
      });
  command.add_option("--overshoot", options.overshoot,
                     "A roll past the last square: stay (default; you do not move), bounce (back by the excess) or "
                     "finish (you win)")
      ->check(CLI::IsMember(choices(overshoot_names())));
  command.add_option("--start", options.start,
                     "1 (default): stand on square 1, its jump never taken; 0: start off the board, the first roll "
                     "lands on the die's faces and takes that square's jump")
      ->check(whole_number(0, 1));
  CLI::Option* again = command.add_option(
      "--again", options.again, "A roll showing F (for NdK, a total of F) rolls again in the same turn")
      ->check(whole_number(1, kMaxFace));
  command.add_option("--again-limit", options.again_limit,
                     "With --again: the L-th such roll in a turn voids the turn (back to where it began), e.g. 3")
      ->check(whole_number(1, 100))
      ->needs(again);
}

GameRules to_rules(const RuleOptions& options) {
  GameRules rules;
  rules.die = Die::parse(options.die);
  rules.overshoot = *overshoot_named(options.overshoot);
  rules.start = options.start;
  rules.again = options.again;
  rules.again_limit = options.again_limit;
  return rules;
}

}  // namespace snl::cli
