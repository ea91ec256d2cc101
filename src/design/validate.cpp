// The refusals of snl::design before any search: malformed specs (Error) and targets or constraints no board can
// meet (DesignError).
#include <cmath>
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

void check_band(const char* name, const std::optional<Band>& band) {
  if (!band) return;
  if (!std::isfinite(band->target) || !std::isfinite(band->tolerance) || band->tolerance < 0) {
    throw Error(std::string(name) + ": expected a finite target and a tolerance ≥ 0");
  }
  if (band->tolerance < 1e-9 * std::max(1.0, band->target)) {
    throw DesignError(std::string(name) + " " + text(band->target) + " with a tolerance of " + text(band->tolerance) +
                      ": a band narrower than the analysis' precision (1e-9 relative) cannot be held; give a "
                      "larger tolerance");
  }
}

/// Refuses targets below the least possible number of rolls: every game takes a roll, and with a die of largest
/// face F and no ladder at least (last − start) / F.
void check_against_least(const DesignSpec& spec, std::uint64_t squares) {
  const DesignTargets& t = spec.targets;
  const bool ladders = spec.ladders.high > 0 || spec.from.has_value();
  const auto longest = static_cast<double>(spec.rules.die.largest());
  const double least = ladders ? 1.0 : std::ceil((static_cast<double>(squares) - spec.rules.start) / longest);
  const auto below = [&](const char* name, double x, double tolerance) {
    if (x + tolerance < least) {
      throw DesignError(std::string(name) + " " + text(x) + " ± " + text(tolerance) +
                        " is below the least possible number of rolls, " + text(least) +
                        (ladders ? " (every game takes a roll)" : " (without ladders, the length of the board over the die's largest face)"));
    }
  };
  if (t.expected_rolls) below("expected rolls", t.expected_rolls->target, t.expected_rolls->tolerance);
  if (t.expected_turns) below("expected turns", t.expected_turns->target, t.expected_turns->tolerance);
  if (t.least && static_cast<double>(t.least->high) < least) {
    throw DesignError("least rolls " + range(*t.least) + " is below the least possible number of rolls, " + text(least));
  }
  for (const auto& [k, p] : t.within) {
    if (!(p >= 0 && p <= 1)) throw Error("within " + std::to_string(k) + ": expected a probability 0..1");
    if (p > 0 && static_cast<double>(k) < least) {
      throw DesignError("within " + std::to_string(k) + " rolls with probability " + text(p) +
                        ": no game finishes in fewer than " + text(least) + " rolls");
    }
  }
  for (const auto& [p, k] : t.percentile) {
    if (!(p > 0 && p <= 100)) throw Error("percentile: expected 0 < p ≤ 100");
    if (static_cast<double>(k) < least) {
      throw DesignError("percentile " + text(p) + " ≤ " + std::to_string(k) + ": no game finishes in fewer than " +
                        text(least) + " rolls");
    }
  }
}

/// Refuses jumps to keep that this board or these constraints cannot hold.
void check_kept(const DesignSpec& spec, std::uint64_t squares) {
  std::vector<Label> heads_kept;
  for (const Jump& j : spec.keep) {
    const std::string name = "the jump to keep " + std::to_string(j.from) + " " + std::to_string(j.to);
    if (j.from < 2 || j.from >= squares || j.to < 1 || j.to > squares || j.to == j.from) {
      throw DesignError(name + " is not a jump of this board (heads 2.." + std::to_string(squares - 1) + ", no self-jump)");
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
  const DesignTargets& t = spec.targets;
  check_band("expected rolls", t.expected_rolls);
  check_band("std dev", t.std_dev);
  check_band("expected turns", t.expected_turns);
  if (t.fair_players == 1 || t.fair_players < 0 || t.fair_players > kMaxPlayers) {
    throw Error("fair: expected 2.." + std::to_string(kMaxPlayers) + " players");
  }
  if (spec.ladders.low > spec.ladders.high) throw DesignError("ladders " + range(spec.ladders) + ": the range is empty");
  if (spec.snakes.low > spec.snakes.high) throw DesignError("snakes " + range(spec.snakes) + ": the range is empty");
  if (t.least && t.least->low > t.least->high) throw DesignError("least rolls " + range(*t.least) + ": the range is empty");
  if (spec.min_length > spec.max_length) {
    throw DesignError("jump lengths " + std::to_string(spec.min_length) + ".." + std::to_string(spec.max_length) +
                      ": the range is empty");
  }
  if (spec.min_length > squares - 2) {
    throw DesignError("a jump of length " + std::to_string(spec.min_length) + " does not fit a board of " +
                      std::to_string(squares) + " squares (its heads are squares 2.." + std::to_string(squares - 1) + ")");
  }
  const std::uint64_t heads = squares - 2;  // square 1 and the last stay plain
  if (spec.ladders.low + spec.snakes.low > heads) {
    throw DesignError(std::to_string(spec.ladders.low + spec.snakes.low) + " jumps do not fit: a board of " +
                      std::to_string(squares) + " squares has " + std::to_string(heads) + " squares that may hold one");
  }
  check_against_least(spec, squares);
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
  for (const Jump& j : board.jumps()) {
    if (j.from == last) return jump_text(j) + " is on the last square, which stays plain";
    if (j.to == j.from) return jump_text(j) + " is a self-jump";
    for (const Label p : spec.plain) {
      if (j.from == p || j.to == p) return jump_text(j) + " touches square " + std::to_string(p) + ", which stays plain";
    }
    const std::uint64_t length = j.to > j.from ? j.to - j.from : j.from - j.to;
    if (length < spec.min_length || length > spec.max_length) {
      return jump_text(j) + " has length " + std::to_string(length) + ", outside " + std::to_string(spec.min_length) +
             ".." + (spec.max_length == UINT64_MAX ? std::string() : std::to_string(spec.max_length));
    }
    if (spec.no_chains && j.to != last && board.jump_from(j.to)) return jump_text(j) + " ends on another jump's head";
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
