// tests/support/analysis_helpers.hpp — random boards and the bridge from snl's options to the reference model.
#pragma once

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "analysis_reference.hpp"
#include "game_reference.hpp"
#include "snl/analyze.hpp"
#include "snl/board.hpp"

namespace analyze_test {

/// The Milton Bradley board (Althoen, King & Schilling 1993): the published reference of the analysis.
inline const snl::Board& milton_bradley() {
  static const snl::Board board = snl::Board::square(
      10, {{1, 38}, {4, 14}, {9, 31}, {21, 42}, {28, 84}, {36, 44}, {51, 67}, {71, 91}, {80, 100}, {16, 6},
           {47, 26}, {49, 11}, {56, 53}, {62, 19}, {64, 60}, {87, 24}, {93, 73}, {95, 75}, {98, 78}});
  return board;
}

inline reference::Overshoot to_reference(snl::Overshoot overshoot) {
  switch (overshoot) {
    case snl::Overshoot::stay:
      return reference::Overshoot::stay;
    case snl::Overshoot::bounce:
      return reference::Overshoot::bounce;
    case snl::Overshoot::finish:
      return reference::Overshoot::finish;
  }
  return reference::Overshoot::stay;
}

inline reference::Game to_reference(const snl::Board& board, const snl::AnalysisOptions& options) {
  reference::Game game;
  game.squares = static_cast<int>(board.squares());
  for (const snl::Jump& jump : board.jumps())
    game.jumps.emplace_back(static_cast<int>(jump.from), static_cast<int>(jump.to));
  game.overshoot = to_reference(options.rules.overshoot);
  game.start = options.rules.start;
  game.die = options.rules.die.largest();
  return game;
}

/// The same game for the second model (any die, again rules).
inline game_reference::Game to_game(const snl::Board& board, const snl::GameRules& rules) {
  game_reference::Game game;
  game.squares = static_cast<int>(board.squares());
  for (const snl::Jump& jump : board.jumps())
    game.jumps.emplace_back(static_cast<int>(jump.from), static_cast<int>(jump.to));
  game.overshoot = to_reference(rules.overshoot);
  game.start = rules.start;
  game.faces.clear();
  for (const snl::DieFace& face : rules.die.faces())
    game.faces.emplace_back(face.value, static_cast<std::int64_t>(face.weight));
  game.again = rules.again.value_or(0);
  game.again_limit = rules.again_limit;
  return game;
}

/// Rules beyond the fair die: sums of dice, weighted faces with gaps, a face that rolls again with and without a
/// limit (also on a face that is not the largest, and on a sum), each with every overshoot rule and start.
inline std::vector<snl::GameRules> rule_variants() {
  struct Variant {
    const char* die;
    int again;
    int limit;
  };
  const Variant variants[] = {{"3", 0, 0},         {"2d3", 0, 0},       {"1:1,2:2", 0, 0}, {"2:1,5:3,6:1", 0, 0},
                              {"6", 6, 0},         {"6", 6, 3},         {"4", 1, 2},       {"2d3", 6, 2},
                              {"1:2,3:1,4:1", 3, 0}, {"1:2,3:1,4:1", 4, 1}};
  std::vector<snl::GameRules> all;
  for (const Variant& v : variants) {
    for (const snl::Overshoot o : {snl::Overshoot::stay, snl::Overshoot::bounce, snl::Overshoot::finish}) {
      for (const int start : {0, 1}) {
        snl::GameRules rules;
        rules.die = snl::Die::parse(v.die);
        rules.overshoot = o;
        rules.start = start;
        if (v.again != 0) rules.again = v.again;
        rules.again_limit = v.limit;
        all.push_back(rules);
      }
    }
  }
  return all;
}

/// A track of `squares` squares with `jumps` jumps on distinct heads in 1..squares, destinations anywhere
/// (self-jumps, jumps to the last square, a jump on square 1 or on the last square all occur).
inline snl::Board random_track(std::mt19937_64& rng, int squares, int jumps) {
  std::vector<int> heads(static_cast<std::size_t>(squares));
  for (int i = 0; i < squares; ++i) heads[static_cast<std::size_t>(i)] = i + 1;
  std::shuffle(heads.begin(), heads.end(), rng);
  std::uniform_int_distribution<int> any(1, squares);
  std::vector<snl::Jump> list;
  for (int i = 0; i < std::min(jumps, squares); ++i) {
    list.push_back({static_cast<snl::Label>(heads[static_cast<std::size_t>(i)]), static_cast<snl::Label>(any(rng))});
  }
  return snl::Board::track(static_cast<std::uint64_t>(squares), std::move(list));
}

/// Every combination of the rules with the given die.
inline std::vector<snl::AnalysisOptions> all_rules(int die) {
  std::vector<snl::AnalysisOptions> all;
  for (const snl::Overshoot o : {snl::Overshoot::stay, snl::Overshoot::bounce, snl::Overshoot::finish}) {
    for (const int start : {0, 1}) {
      snl::AnalysisOptions options;
      options.rules.overshoot = o;
      options.rules.start = start;
      options.rules.die = snl::Die::fair(die);
      all.push_back(options);
    }
  }
  return all;
}

inline std::string describe(const snl::Board& board, const snl::AnalysisOptions& options) {
  std::string out = "squares " + std::to_string(board.squares()) + " jumps";
  for (const snl::Jump& jump : board.jumps()) out += " " + std::to_string(jump.from) + "->" + std::to_string(jump.to);
  out += " rules: " + snl::describe(options.rules) + ", players " + std::to_string(options.players);
  return out;
}

/// Random die (fair 4 or 6, or weighted), start and overshoot, drawn in that order.
inline snl::GameRules random_die_start_overshoot(std::mt19937_64& rng) {
  snl::GameRules rules;
  switch (rng() % 3) {
    case 0:
      rules.die = snl::Die::fair(4);
      break;
    case 1:
      rules.die = snl::Die::weighted({{1, 3}, {2, 1}, {3, 2}, {5, 1}});
      break;
    default:
      break;
  }
  rules.start = static_cast<int>(rng() % 2);
  rules.overshoot = static_cast<snl::Overshoot>(rng() % 3);
  return rules;
}

/// Random rules: random_die_start_overshoot; then either the jumps' rules (chain, costs on some heads) or a face that
/// rolls again, with or without a limit (the two are not played together).
inline snl::GameRules random_rules(std::mt19937_64& rng, const snl::Board& board) {
  snl::GameRules rules = random_die_start_overshoot(rng);
  if (rng() % 2 == 0) {
    rules.chain = rng() % 2 == 0;
    if (rng() % 2 == 0) {
      for (const snl::Jump& j : board.jumps()) {
        if (rng() % 2 == 0) rules.jump_costs.heads.push_back(j.from);
      }
    }
  } else {
    rules.again = rules.die.largest();
    rules.again_limit = static_cast<int>(rng() % 4);  // 0: no limit; 1 voids every again roll
  }
  return rules;
}

}  // namespace analyze_test
