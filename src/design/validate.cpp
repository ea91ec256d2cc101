// The refusals of snl::design before any search: malformed specs (Error) and targets or constraints no board can
// meet (DesignError).
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "design/targets.hpp"
#include "snl/analyze.hpp"
#include "snl/design.hpp"

namespace snl {

namespace {

std::string text(double x) {
  char out[32];
  std::snprintf(out, sizeof out, "%.10g", x);
  return out;
}

std::string range(const CountRange& r) {
  return std::to_string(r.low) + ".." + (r.high == UINT64_MAX ? std::string() : std::to_string(r.high));
}

/// Refuses a malformed goal (Error) and an empty or too narrow one (DesignError); `real`: a figure the analysis
/// computes in floating point, whose goal cannot be narrower than its precision.
void check_goal(const std::string& name, const Goal& goal, bool real) {
  if (!std::isfinite(goal.low) || std::isnan(goal.high) || !(goal.tolerance >= 0)) {
    throw Error(name + ": expected a finite target and a tolerance ≥ 0");
  }
  if (goal.low > goal.high) throw DesignError(name + " " + internal::wanted(goal) + ": the range is empty");
  const bool bounded = std::isfinite(goal.high) && (goal.target || goal.low > 0);
  if (real && bounded && goal.high - goal.low < 2e-9 * std::max(1.0, goal.high)) {
    throw DesignError(name + " " + (goal.target ? text(*goal.target) + " with a tolerance of " + text(goal.tolerance)
                                                : internal::wanted(goal)) +
                      ": a band narrower than 2e-9 relative cannot be held (the analysis' precision: 1e-9 relative on "
                      "well-conditioned boards, 1.26e-8 measured on an ill-conditioned die, docs/analyze.md); give a "
                      "larger tolerance");
  }
}

void check_goals(const DesignTargets& t) {
  if (t.expected_rolls) check_goal("expected rolls", *t.expected_rolls, true);
  if (t.std_dev) check_goal("std dev", *t.std_dev, true);
  if (t.expected_turns) check_goal("expected turns", *t.expected_turns, true);
  if (t.least) check_goal("least rolls", *t.least, false);
  if (t.median) check_goal("median", *t.median, false);
  for (const auto& [k, goal] : t.within) {
    if (goal.high > 1 && std::isfinite(goal.high)) throw Error("within " + std::to_string(k) + ": expected a probability 0..1");
    check_goal("within " + std::to_string(k), goal, true);
  }
  for (const auto& [p, goal] : t.percentile) {
    if (!(p > 0 && p <= 100)) throw Error("percentile: expected 0 < p ≤ 100");
    check_goal("percentile " + text(p), goal, false);
  }
  if (t.fair_players == 1 || t.fair_players < 0 || t.fair_players > kMaxPlayers) {
    throw Error("fair: expected 2.." + std::to_string(kMaxPlayers) + " players");
  }
  if (t.players != 0 && (t.players < 2 || t.players > kMaxPlayers)) {
    throw Error("players: expected 2.." + std::to_string(kMaxPlayers) + " players");
  }
  if (t.players != 0 && t.fair_players != 0 && t.players != t.fair_players && !t.wins.empty()) {
    throw Error("win: the targets are among " + std::to_string(t.players) + " players, fair among " +
                std::to_string(t.fair_players) + ": give one number of players");
  }
  const int players = internal::players_of(t);
  for (const auto& [i, goal] : t.wins) {
    const std::string name = "player " + std::to_string(i) + " wins";
    if (i < 1 || i > players) {
      throw Error(name + ": expected a player 1.." + std::to_string(players) + " (the number of players is " +
                  std::to_string(players) + ")");
    }
    check_goal(name, goal, true);
  }
}

/// Refuses targets below the least possible number of rolls: every game takes a roll, and with a die of largest
/// face F and no ladder at least (last − start) / F.
void check_against_least(const DesignSpec& spec, std::uint64_t squares) {
  const DesignTargets& t = spec.targets;
  const bool ladders = spec.ladders.high > 0 || spec.from.has_value();
  const auto longest = static_cast<double>(spec.rules.die.largest());
  const double least = ladders ? 1.0 : std::ceil((static_cast<double>(squares) - spec.rules.start) / longest);
  const std::string why =
      ladders ? " (every game takes a roll)" : " (without ladders, the length of the board over the die's largest face)";
  const auto below = [&](const char* name, const std::optional<Goal>& goal) {
    if (goal && goal->high < least) {
      throw DesignError(std::string(name) + " " + internal::wanted(*goal) +
                        " is below the least possible number of rolls, " + text(least) + why);
    }
  };
  below("expected rolls", t.expected_rolls);
  below("expected turns", t.expected_turns);
  below("least rolls", t.least);
  below("median", t.median);
  for (const auto& [k, goal] : t.within) {
    if (goal.low > 0 && static_cast<double>(k) < least) {
      throw DesignError("within " + std::to_string(k) + " rolls with probability " + internal::wanted(goal) +
                        ": no game finishes in fewer than " + text(least) + " rolls");
    }
  }
  for (const auto& [p, goal] : t.percentile) {
    if (goal.high < least) {
      throw DesignError("percentile " + text(p) + " " + internal::wanted(goal) + ": no game finishes in fewer than " +
                        text(least) + " rolls");
    }
  }
}

/// Refuses win targets no board can meet. Together the players win at most 1. Without a meeting rule (bump,
/// no_sharing) each player's game is the same game, played apart: their numbers of turns T_1..T_P are independent
/// and alike, and player I wins only when T_I < T_J for every J before it, an event that for any one of the first
/// I players has the same chance and excludes the others': at most 1/I, and below it (the first I may tie: for 2
/// players P(2 wins) = (1 − P(T_1 = T_2)) / 2 < 1/2). A meeting rule couples the games: then only the sum is known.
void check_wins(const DesignSpec& spec) {
  const DesignTargets& t = spec.targets;
  std::map<int, double> least;  // each player's highest lower bound
  for (const auto& [i, goal] : t.wins) {
    const std::string name = "player " + std::to_string(i) + " wins " + internal::wanted(goal);
    if (!spec.rules.meeting.any() && i >= 2 && goal.low >= 1.0 / i) {
      throw DesignError(name + ": player " + std::to_string(i) + " wins with a chance below 1/" + std::to_string(i) +
                        " (the players' games are alike and apart, and it must finish before each player ahead "
                        "of it in turn order)");
    }
    least[i] = std::max(least[i], goal.low);
  }
  double together = 0;
  for (const auto& [i, low] : least) together += low;
  if (together > 1) {
    throw DesignError("win " + text(together) + " in all: the players' chances to win add up to at most 1");
  }
}

/// Refuses jumps to keep that this board or these constraints cannot hold.
void check_kept(const DesignSpec& spec, std::uint64_t squares) {
  std::vector<Label> heads_kept;
  for (const Jump& j : spec.keep) {
    const std::string name = "the jump to keep " + std::to_string(j.from) + " " + std::to_string(j.to);
    const std::uint32_t first = internal::first_head(spec.rules);
    if (j.from < first || j.from >= squares || j.to < 1 || j.to > squares || j.to == j.from) {
      throw DesignError(name + " is not a jump of this board (heads " + std::to_string(first) + ".." +
                        std::to_string(squares - 1) + ", no self-jump)");
    }
    const std::uint64_t length = j.to > j.from ? j.to - j.from : j.from - j.to;
    if (length < spec.min_length || length > spec.max_length) throw DesignError(name + " has a length outside the lengths asked");
    for (const Label p : spec.plain) {
      if (j.from == p || j.to == p) throw DesignError(name + " touches square " + std::to_string(p) + ", which stays plain");
    }
    for (const Label h : heads_kept) {
      if (h == j.from) throw DesignError(name + ": another jump to keep starts on square " + std::to_string(h));
    }
    if (spec.from && spec.from->jump_from(j.from) != j.to) throw DesignError(name + " is not on the board to start from");
    heads_kept.push_back(j.from);
  }
}

}  // namespace

void validate(const DesignSpec& spec) {
  const std::uint64_t squares =
      spec.from ? spec.from->squares() : (spec.side != 0 ? spec.side * spec.side : spec.squares);
  if (!spec.from && spec.side > kMaxDesignSide) {
    throw LimitError("a side of " + std::to_string(spec.side) + " is larger than snl design takes (at most " +
                     std::to_string(kMaxDesignSide) + ": " + std::to_string(kMaxDesignSquares) + " squares)");
  }
  if (squares < 3) throw DesignError("a board of " + std::to_string(squares) + " squares has no square to hold a jump (square 1 and the last stay plain)");
  if (squares > kMaxDesignSquares) {
    throw LimitError("a board of " + std::to_string(squares) + " squares is larger than snl design takes (at most " +
                     std::to_string(kMaxDesignSquares) + ")");
  }
  validate(spec.rules);
  require_no_choices(spec.rules, "snl design");
  const DesignTargets& t = spec.targets;
  check_goals(t);
  if (spec.ladders.low > spec.ladders.high) throw DesignError("ladders " + range(spec.ladders) + ": the range is empty");
  if (spec.snakes.low > spec.snakes.high) throw DesignError("snakes " + range(spec.snakes) + ": the range is empty");
  if (spec.min_length > spec.max_length) {
    throw DesignError("jump lengths " + std::to_string(spec.min_length) + ".." + std::to_string(spec.max_length) +
                      ": the range is empty");
  }
  const std::uint32_t first = internal::first_head(spec.rules);
  if (spec.min_length > squares - first) {
    throw DesignError("a jump of length " + std::to_string(spec.min_length) + " does not fit a board of " +
                      std::to_string(squares) + " squares (its heads are squares " + std::to_string(first) + ".." +
                      std::to_string(squares - 1) + ")");
  }
  const std::uint64_t heads = squares - first;  // the last stays plain, and square 1 but with start 0
  if (spec.ladders.low + spec.snakes.low > heads) {
    throw DesignError(std::to_string(spec.ladders.low + spec.snakes.low) + " jumps do not fit: a board of " +
                      std::to_string(squares) + " squares has " + std::to_string(heads) + " squares that may hold one");
  }
  check_against_least(spec, squares);
  check_wins(spec);
  if (t.fair_players > 0 && !(t.fair_tolerance >= 1e-9)) {
    throw DesignError("fair: a tolerance of " + text(t.fair_tolerance) + " is narrower than the analysis' precision");
  }
  if (spec.max_changes && !spec.from) throw Error("max changes: only with a board to start from");
  if (spec.from) {
    if (const std::optional<std::string> broken = broken_constraint(*spec.from, spec)) {
      throw DesignError("the board to start from breaks a constraint: " + *broken);
    }
  }
  check_kept(spec, squares);
}

std::optional<std::string> broken_constraint(const Board& board, const DesignSpec& spec) {
  std::uint64_t ladders = 0;
  std::uint64_t snakes = 0;
  const Label last = board.squares();
  const auto jump_text = [](const Jump& j) { return "the jump " + std::to_string(j.from) + " " + std::to_string(j.to); };
  // The designer's rules (lengths, chains, square 1) bind the jumps a design places, not those it started with.
  const auto own = [&](const Jump& j) { return spec.from && spec.from->jump_from(j.from) == j.to; };
  for (const Jump& j : board.jumps()) {
    if (j.from == last) return jump_text(j) + " is on the last square, which stays plain";
    if (j.to == j.from) return jump_text(j) + " is a self-jump";
    for (const Label p : spec.plain) {
      if (j.from == p || j.to == p) return jump_text(j) + " touches square " + std::to_string(p) + ", which stays plain";
    }
    const std::uint64_t length = j.to > j.from ? j.to - j.from : j.from - j.to;
    if ((length < spec.min_length || length > spec.max_length) && !own(j)) {
      return jump_text(j) + " has length " + std::to_string(length) + ", outside " + std::to_string(spec.min_length) +
             ".." + (spec.max_length == UINT64_MAX ? std::string() : std::to_string(spec.max_length));
    }
    if (!spec.chains && j.to != last) {
      if (const std::optional<Label> next = board.jump_from(j.to); next && !(own(j) && own({j.to, *next}))) {
        return jump_text(j) + " ends on another jump's head (a chain)";
      }
    }
    if (!spec.onto_first && j.to == 1 && !own(j)) return jump_text(j) + " ends on square 1";
    (j.to > j.from ? ladders : snakes) += 1;
  }
  if (ladders < spec.ladders.low || ladders > spec.ladders.high) {
    return std::to_string(ladders) + " ladders, outside " + range(spec.ladders);
  }
  if (snakes < spec.snakes.low || snakes > spec.snakes.high) {
    return std::to_string(snakes) + " snakes, outside " + range(spec.snakes);
  }
  for (const Jump& k : spec.keep) {
    if (board.jump_from(k.from) != k.to) return jump_text(k) + " is to be kept and is not there";
  }
  return std::nullopt;
}

}  // namespace snl
