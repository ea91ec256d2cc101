// snl/play.hpp — one roll of the game played with a die, as Play shows it: where a token stands (and how far into
// its turn it is), the face the die shows, and what that roll does under a GameRules (snl/rules.hpp): where the
// token lands, where it ends after its jump, whether the turn goes on (a face that rolls again), whether the again
// limit voided the turn, and whether the token finished. The rule is applied by the analysis' own mover and again
// rule (src/core/mover.hpp, src/analyze/engine/chain.hpp), so the page, the race odds (snl/race.hpp) and analyze() move a
// token the same way; a face decides nothing outside the library.
//
// Time O(squares) a call (the mover's table of the board's jumps); LimitError past kMaxAnalysisSquares squares.
// Tested by: tests/unit/play_test.cpp (each rule by hand: overshoot stay, bounce and finish, start 0, a face that
// rolls again with and without a limit, a snake on the last square, chained and costly jumps, refusals), and against the independent model's
// moves in tests/stress/race_reference_test.cpp.
#pragma once

#include <cstdint>
#include <string>

#include "snl/board.hpp"
#include "snl/rules.hpp"

namespace snl {

/// Where a player's token stands between two rolls: its square (0: off the board, only with start 0; the last
/// square: finished) and, under again rules, how far into its turn it is: `agains`, the rolls that rolled again so
/// far this turn (0: the turn begins here), and `turn_start`, the square the turn began on (where the again limit's
/// void sends it back; checked and used only with an again limit and agains > 0). Only the player whose turn it is
/// can be mid-turn.
/// Under jumps that cost a roll (GameRules::jump_costs), `jump_pending`: the token stopped on the head of a costly
/// jump, and its next roll, whatever it shows, takes it.
struct TokenState {
  Label square = 1;
  int agains = 0;
  Label turn_start = 0;
  bool jump_pending = false;
  friend bool operator==(const TokenState&, const TokenState&) = default;
};

/// Throws Error naming the token ("player 2: …", `who` first) when it cannot stand on `board` under `rules`: a
/// square past the last, square 0 without start 0, agains without again rules, agains at or past the again
/// limit, (with a limit) a turn start that is not a square a turn can begin on, or a jump pending on a square whose
/// jump costs no roll.
void validate(const Board& board, const GameRules& rules, const TokenState& token, const std::string& who);

/// What one roll did.
struct PlayedRoll {
  TokenState from;
  int face = 0;
  /// The square the roll lands on before its jump: `from.square` when the overshoot rule keeps the token in place,
  /// the roll voids the turn or takes a pending jump; the last square when it finishes by the finish rule.
  Label landed = 0;
  /// Where the token stands after the roll: the jump's destination (the end of the chain under the chain rule; the
  /// head of a costly jump, pending, when the move stops there), the turn's start when it was voided, the last square
  /// when it finished.
  Label ended = 0;
  /// The token stands on the last square: the player has won.
  bool finished = false;
  /// The same player rolls again (the face rolls again and the token has not finished).
  bool again = false;
  /// The again limit voided the turn: the roll was not played and the token went back to where the turn began.
  bool voided = false;
  /// The token's state after the roll (agains 0 when the turn is over).
  TokenState next;
};

/// The roll showing `face` for a token in state `from`. Throws Error when the rules are out of range
/// (validate(GameRules)), the token cannot stand there or has finished, or the die never shows `face`; LimitError
/// when the board has more than kMaxAnalysisSquares squares.
PlayedRoll play_roll(const Board& board, const GameRules& rules, const TokenState& from, int face);

}  // namespace snl
