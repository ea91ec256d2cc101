// The best play under the player's choices (snl/strategy.hpp): the goal's text and its parsing, and optimal_play(),
// which finds the positions some play reaches and asks the goal's search (best_within.cpp, best_rolls.cpp: the plays
// they share in policy.hpp), then the fixed plays' expected rolls beside the best play's.
#include "analyze/strategy/strategy.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "analyze/strategy/choice_model.hpp"
#include "analyze/strategy/policy.hpp"
#include "snl/error.hpp"
#include "snl/options.hpp"

// Every square index here is below kMaxAnalysisSquares (analyze() refuses larger boards before either runs), so the
// 64-bit labels used as indices fit size_t on wasm32 too: the narrowing clang warns of there cannot lose anything.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wshorten-64-to-32"
#endif

namespace snl {

std::string optimal_text(const Optimal& optimal) {
  switch (optimal.goal) {
    case Optimal::Goal::rolls: return "rolls";
    case Optimal::Goal::within: return "within:" + std::to_string(optimal.within);
    case Optimal::Goal::win: return optimal.tolerance == kWinTolerance ? "win" : "win:" + real_text(optimal.tolerance);
  }
  return "";
}

Optimal parse_optimal(std::string_view text) {
  if (text == "rolls") return {};
  if (text == "win") return {Optimal::Goal::win, 0};
  if (text == "within") return {Optimal::Goal::within, 0};  // K given apart (optimal_within)
  constexpr std::string_view kWin = "win:";
  if (text.starts_with(kWin)) {
    Optimal optimal{Optimal::Goal::win, 0};
    optimal.tolerance = parse_real(text.substr(kWin.size()), kMinWinTolerance, kMaxWinTolerance, "a tolerance");
    return optimal;
  }
  constexpr std::string_view kWithin = "within:";
  if (text.starts_with(kWithin)) {
    Optimal optimal;
    optimal.goal = Optimal::Goal::within;
    optimal.within = parse_whole(text.substr(kWithin.size()), 1, kMaxOptimalWithin);
    return optimal;
  }
  throw OptionError("expected rolls, within or win (or within:K, win:TOL), found " + quoted_text(text));
}

namespace internal {

Strategy optimal_play(const Board& board, const GameRules& rules, const Optimal& optimal, bool exact,
                      LinearSolver solver, std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint) {
  Strategy strategy;
  strategy.optimal = optimal;
  const bool rolls_goal = optimal.goal == Optimal::Goal::rolls;
  const Model model(board, rules);
  const std::size_t n = model.positions();
  if (n == 0) {  // one square, start 1: the game is over before it starts
    strategy.value = rolls_goal ? 0.0 : 1.0;
    strategy.established = "the game is over before the first roll";
    return strategy;
  }
  WorkMeter meter(budget, work, checkpoint);
  const std::vector<bool> any = reachable_by_any(model);
  if (!rolls_goal) {
    best_within(board, rules, model, optimal.within, any, meter, strategy);
    return strategy;
  }

  // Goal rolls: policy iteration from a play that finishes surely.
  best_rolls(board, rules, model, any, exact, solver, budget, work, checkpoint, meter, strategy);
  std::vector<std::string> die_names;
  for (const Model::DieRef& d : model.dice()) die_names.push_back(d.die->name());
  strategy.fixed.push_back(
      {"without the choices", policy_rolls(model, plain_policy(model, 0), solver, budget, work, checkpoint)});
  for (std::size_t d = 1; d < model.dice().size(); ++d) {
    strategy.fixed.push_back(
        {"always " + die_names[d], policy_rolls(model, plain_policy(model, d), solver, budget, work, checkpoint)});
  }
  if (rules.choices.adjust != Adjust::none || rules.choices.refuse != Refuse::none) {
    strategy.fixed.push_back(
        {"the furthest square", policy_rolls(model, furthest_policy(model), solver, budget, work, checkpoint)});
  }
  return strategy;
}

}  // namespace internal
}  // namespace snl
