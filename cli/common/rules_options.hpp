// cli/common/rules_options.hpp — the options that choose the game's rules (snl/rules.hpp, GameRules), the same for
// every command that plays the game (snl analyze, snl render --heat): --die, --overshoot, --start, --again,
// --again-limit.
#pragma once

#include <optional>
#include <string>

#include "snl/rules.hpp"

namespace CLI {
class App;
}

namespace snl::cli {

struct RuleOptions {
  std::string die = "6";
  std::string overshoot = "stay";
  int start = 1;
  std::optional<int> again;
  int again_limit = 0;
};

/// Adds the options to `command`; a bad die spec or again face is a usage error naming the part.
void add_rule_options(CLI::App& command, RuleOptions& options);

/// The rules the options say. Precondition: the options were checked by add_rule_options' validators.
GameRules to_rules(const RuleOptions& options);

}  // namespace snl::cli
