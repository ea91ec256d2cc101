// The rules of the jumps themselves (snl/rules.hpp: GameRules::chain and jump_costs): where a landing ends when jumps
// chain or cost a roll (core/mover.hpp, move_tables), the board's check against them, and the notes an analysis gives.
#include <algorithm>
#include <charconv>
#include <string>
#include <vector>

#include "core/mover.hpp"
#include "snl/board.hpp"
#include "snl/error.hpp"
#include "snl/rules.hpp"

namespace snl {

bool JumpCosts::costs(Label head) const {
  return all || std::binary_search(heads.begin(), heads.end(), head);
}

std::string jump_costs_text(const JumpCosts& costs) {
  if (costs.all) return "all";
  std::string out;
  for (const Label head : costs.heads) out += (out.empty() ? "" : ",") + std::to_string(head);
  return out;
}

JumpCosts parse_jump_costs(std::string_view text) {
  JumpCosts costs;
  if (text == "all") {
    costs.all = true;
    return costs;
  }
  if (text.empty() || text == "none") return costs;
  for (const std::string_view item : comma_items(text)) {
    Label head = 0;
    const auto [end, error] = std::from_chars(item.data(), item.data() + item.size(), head);
    if (item.empty() || error != std::errc() || end != item.data() + item.size() || head < 1 || head > kMaxSquares) {
      throw OptionError("expected all, none or the heads of jumps H,H,... (each 1.." + std::to_string(kMaxSquares) +
                        "), found '" + std::string(item) + "'");
    }
    costs.heads.push_back(head);
  }
  std::sort(costs.heads.begin(), costs.heads.end());
  const auto twice = std::adjacent_find(costs.heads.begin(), costs.heads.end());
  if (twice != costs.heads.end()) {
    throw OptionError("expected each head once, found '" + std::to_string(*twice) + "' twice");
  }
  return costs;
}

namespace {

/// Throws BoardError when a head listed in the jump costs holds no jump that moves.
void check_costly_heads(const Board& board, const GameRules& rules) {
  for (const Label head : rules.jump_costs.heads) {
    const std::optional<Label> to = board.jump_from(head);
    if (!to || *to == head) {
      throw BoardError("jump_costs_a_roll: square " + std::to_string(head) + " is the head of no jump" +
                       (to ? " (a self-jump moves nothing)" : ""));
    }
  }
}

}  // namespace

void validate(const Board& board, const GameRules& rules) {
  check_costly_heads(board, rules);
  if (rules.chain && board.squares() <= kMaxDenseSquares) (void)internal::move_tables(board, rules);
}

namespace {

/// How a token can land on square 1 under `rules` (the mover's one rule: a token that lands on a jump's head takes
/// it), in words, or empty: a chained jump ending on 1, or a roll whose walk turns at square 1 under overshoot bounce.
std::string landings_on_square_one(const Board& board, const GameRules& rules) {
  std::vector<std::string> ways;
  if (rules.chain) {
    for (const Jump& jump : board.jumps()) {
      if (jump.to == 1 && jump.from != 1 && ways.size() < 3) {
        ways.push_back("the chained jump " + std::to_string(jump.from) + " -> 1");
      }
    }
  }
  if (rules.overshoot == Overshoot::bounce) {
    const internal::Mover mover(board, rules.overshoot);
    const int adjust = rules.choices.adjust == Adjust::none ? 0 : rules.choices.adjust_by;
    std::vector<const Die*> dice{&rules.die};
    for (const DieChoice& c : rules.choices.dice) dice.push_back(&c.die);
    const Label last = board.squares();
    bool walks_back = false;
    for (const Die* die : dice) {
      for (const DieFace& face : die->faces()) {
        // Only a walk past the last square can turn back as far as square 1: rolls of at least last − from + 1.
        for (int roll = std::max(1, face.value - adjust); roll <= face.value + adjust && !walks_back; ++roll) {
          const Label big = static_cast<Label>(roll);
          for (Label from = big >= last ? 1 : last - big + 1; from < last && !walks_back; ++from) {
            if (mover.landing(from, big) != 1) continue;
            walks_back = true;
            ways.push_back("a roll of " + std::to_string(roll) + " from " + std::to_string(from) +
                           " walks back from the last square to square 1 (overshoot bounce)");
          }
        }
      }
    }
  }
  std::string out;
  for (const std::string& w : ways) out += (out.empty() ? "" : ", ") + w;
  return out;
}

}  // namespace

std::vector<std::string> rule_notes(const Board& board, const GameRules& rules) {
  std::vector<std::string> notes;
  if (!rules.chain) {
    for (const Jump& jump : board.jumps()) {
      const std::optional<Label> next = jump.to != jump.from ? board.jump_from(jump.to) : std::nullopt;
      if (next && *next != jump.to) {
        notes.push_back("the jump " + std::to_string(jump.from) + " -> " + std::to_string(jump.to) +
                        " ends on the head of " + std::to_string(jump.to) + " -> " + std::to_string(*next) +
                        ", which is not taken (one jump per move; --chain follows it)");
      }
    }
  }
  const std::optional<Label> first = board.jump_from(1);
  if (rules.start == 1 && board.squares() > 1 && first && *first != 1) {
    const std::string ways = landings_on_square_one(board, rules);
    notes.push_back("square 1 holds the jump 1 -> " + std::to_string(*first) +
                    ", not taken at the start (standing on it is not landing there); " +
                    (ways.empty() ? "no move lands on square 1 under these rules, so it is never taken"
                                  : "a token that lands on square 1 later takes it: " + ways) +
                    "; --start 0 starts off the board and takes it on a first roll of 1");
  }
  return notes;
}

namespace internal {
namespace {

/// "83 -> 84 -> 83".
std::string cycle_text(const std::vector<std::uint32_t>& plain, std::uint32_t at) {
  std::string out = std::to_string(at);
  for (std::uint32_t x = plain[at];; x = plain[x]) {
    out += " -> " + std::to_string(x);
    if (x == at) return out;
  }
}

}  // namespace

MoveTables move_tables(const Board& board, const GameRules& rules) {
  check_costly_heads(board, rules);
  const std::vector<std::uint32_t> plain = dense_destinations(board);
  const auto last = static_cast<std::uint32_t>(board.squares());
  const JumpCosts& costs = rules.jump_costs;
  const auto jumps = [&](std::uint32_t x) { return plain[x] != x; };
  const JumpWalk walker{plain, rules, last};
  // Where the walk from `x` (just arrived there by a move or a jump) stops: at a costly head, or where no jump moves
  // it on (the first destination without chain; the last square wins at once under the finish rule).
  std::vector<std::uint32_t> settled;  // with chain: the walk's end from each square, memoised (0: not yet)
  std::vector<std::uint8_t> on_path;
  if (rules.chain) {
    settled.assign(plain.size(), 0);
    on_path.assign(plain.size(), 0);
  }
  const auto walk = [&](std::uint32_t x) -> std::uint32_t {
    if (!rules.chain) return x;  // one jump per move: the costly jump's roll ends where it goes
    std::vector<std::uint32_t> path;
    std::uint32_t end = x;
    for (;;) {
      if (settled[end] != 0) {
        end = settled[end];
        break;
      }
      const ArrivalAt arrival = walker.at(end);
      if (arrival == ArrivalAt::ends) break;
      if (arrival == ArrivalAt::pending) {
        end |= kPendingBit;
        break;
      }
      if (on_path[end] != 0) {
        throw BoardError("chain: the jumps " + cycle_text(plain, end) +
                         " form a cycle: a token landing on " + std::to_string(end) + " would never stop");
      }
      on_path[end] = 1;
      path.push_back(end);
      end = plain[end];
    }
    for (const std::uint32_t p : path) {
      settled[p] = end;
      on_path[p] = 0;
    }
    return end;
  };
  MoveTables tables;
  tables.destination.resize(plain.size());
  tables.destination[0] = 0;
  for (std::uint32_t x = 1; x < plain.size(); ++x) {
    // A landing on x takes x's jump (unless it costs a roll); then, with chain, the walk goes on from there.
    if (!jumps(x)) {
      tables.destination[x] = x;
    } else if (costs.any() && costs.costs(x)) {
      tables.destination[x] = x | kPendingBit;
    } else if (rules.chain) {
      tables.destination[x] = walk(x);
    } else {
      tables.destination[x] = plain[x];
    }
  }
  if (costs.any()) {
    tables.pending.assign(plain.size(), 0);
    for (std::uint32_t x = 1; x < plain.size(); ++x) {
      if (jumps(x) && costs.costs(x)) tables.pending[x] = walk(plain[x]);
    }
  }
  return tables;
}

}  // namespace internal
}  // namespace snl
