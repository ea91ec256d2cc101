// play_roll (snl/play.hpp): one roll of Play, by the analysis' mover and again rule (analyze/engine/chain.hpp, roll_key).
#include "snl/play.hpp"

#include <string>

#include "analyze/engine/tokens.hpp"
#include "core/mover.hpp"
#include "snl/analyze.hpp"
#include "snl/error.hpp"

namespace snl {
namespace {

/// Whether a turn can begin on `square` (0 only off the board, with start 0).
bool can_stand(const Board& board, const GameRules& rules, Label square) {
  return square < board.squares() && (square >= 1 || rules.start == 0);
}

}  // namespace

void validate(const Board& board, const GameRules& rules, const TokenState& token, const std::string& who) {
  const std::string last = std::to_string(board.squares());
  if (token.square > board.squares()) {
    throw Error(who + ": square " + std::to_string(token.square) + " is past the last square, " + last);
  }
  if (token.square == 0 && rules.start != 0) {
    throw Error(who + ": square 0 (off the board) is only a place to stand with start 0");
  }
  if (token.jump_pending) {
    const std::optional<Label> to = token.square >= 1 ? board.jump_from(token.square) : std::nullopt;
    if (!to || *to == token.square || !rules.jump_costs.costs(token.square)) {
      throw Error(who + ": a jump is pending on square " + std::to_string(token.square) +
                  ", which holds no jump that costs a roll");
    }
  }
  if (token.agains == 0) return;
  const std::string agains = std::to_string(token.agains);
  if (token.agains < 0) throw Error(who + ": the rolls that rolled again this turn must be at least 0, not " + agains);
  if (!rules.again) throw Error(who + ": " + agains + " rolls rolled again this turn, but no face rolls again");
  if (rules.again_limit > 0 && token.agains >= rules.again_limit) {
    throw Error(who + ": " + agains + " rolls rolled again this turn, but with an again limit of " +
                std::to_string(rules.again_limit) + " a turn has at most " + std::to_string(rules.again_limit - 1));
  }
  if (rules.again_limit > 0 && !can_stand(board, rules, token.turn_start)) {
    throw Error(who + ": the turn cannot have begun on square " + std::to_string(token.turn_start) +
                " (squares " + (rules.start == 0 ? "0" : "1") + ".." + std::to_string(board.squares() - 1) + ")");
  }
}

PlayedRoll play_roll(const Board& board, const GameRules& rules, const TokenState& from, int face) {
  validate(rules);
  require_no_choices(rules, "a played roll");
  if (board.squares() > kMaxAnalysisSquares) {
    throw LimitError("a board of " + std::to_string(board.squares()) + " squares is too large to play on (at most " +
                     std::to_string(kMaxAnalysisSquares) + ")");
  }
  validate(board, rules, from, "the token");
  if (from.square == board.squares() && !from.jump_pending) throw Error("the token has finished: no roll moves it");
  if (rules.die.weight(face) == 0) {
    throw Error("the die " + rules.die.name() + " never shows " + std::to_string(face));
  }
  const internal::Mover mover(board, rules);
  const internal::StateKey key = internal::key_of(rules, from);
  const std::optional<internal::StateKey> to = internal::roll_key(mover, rules, key, face);
  PlayedRoll out;
  out.from = from;
  out.face = face;
  out.voided = internal::voids_turn(rules, key, face);
  const bool stays = out.voided || from.jump_pending;
  out.landed = stays ? from.square : mover.landing(from.square, static_cast<std::uint64_t>(face));
  out.finished = !to;
  out.ended = to ? Label{to->position} : board.squares();
  const bool pending = to && to->phase == internal::kPendingPhase;
  out.again = to && to->phase != 0 && !pending;
  if (!out.again) {
    out.next = {out.ended, 0, out.ended, pending};
  } else {
    out.next = {out.ended, from.agains + 1, from.agains == 0 ? from.square : from.turn_start, false};
  }
  return out;
}

}  // namespace snl
