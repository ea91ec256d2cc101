// snl/rules.hpp — the rules of the game, in one place.
//
// Squares carry labels 1..n² numbered boustrophedon from the bottom-left: the bottom row (grid row n-1) runs
// left to right, the row above right to left, and so on. Everything else in snl (parsers, solvers, analysis,
// renderer, checker) asks this header; nothing re-derives a rule.
//
//  * start on square 1; its own jump is never taken (you never land on it by a roll);
//  * a roll moves from x to any of x+1..x+kDieFaces of your choice, never past the last square;
//  * landing on a jump head moves you to its destination, exactly once (no chaining); a self-jump is allowed;
//  * you finish when a roll ends (after its jump) on the last square; a snake on the last square sends you away.
//
// The game played with a random die (snl/analyze.hpp) follows the same rules with the choices real games differ in,
// as one value, GameRules: the die (fair, the sum of several dice, or faces with weights), what a roll past the last
// square does (Overshoot), where the game starts, a roll that rolls again (with a limit that voids the turn),
// chained jumps, and jumps that cost a roll.
// The analysis, the renderer's heat map, the server and the page all take a GameRules; a roll is applied to it in
// one place (src/core/mover.hpp). In both games a token takes a jump when it lands on its head, and standing on
// square 1 at the start is not landing: square 1's jump is taken only by a later move that lands on 1 (a chained
// jump ending there, a bounce walking back to it), which the solver's rules never make.
//
// Labels are 64-bit: the jumps format admits sides up to kMaxSide (10^18 squares).
// Tested by: tests/unit/rules_test.cpp (against the oracle's own numbering; the die specs). README, "The rules".
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "snl/options.hpp"

namespace snl {

class Board;

/// A square's 1-based label, as users see it.
using Label = std::uint64_t;

/// Faces of the die the solver chooses from.
inline constexpr int kDieFaces = 6;

/// The largest side a square board may have (any format): 10^9, so that n² = 10^18 fits in 63 bits.
inline constexpr std::uint64_t kMaxSide = 1'000'000'000;
/// The largest number of squares a track ("squares M" in the jumps format) may have.
inline constexpr std::uint64_t kMaxSquares = kMaxSide * kMaxSide;
/// The largest side a grid (text holding every square) may declare: larger boards cannot be held or read in
/// reasonable time, so the parsers refuse them before allocating anything.
inline constexpr std::uint64_t kMaxGridSide = 46'340;  // 46340² < 2^31: fits dense 32-bit tables

/// A label, or a number of squares (or of cells, rows or bit words) derived from one, as an index into or the size of
/// a per-square table. Exact where size_t is 32 bits (wasm32) too: such tables are only built for boards that the
/// limits (kMaxGridSide, kMaxDenseSquares and the smaller ones) keep far below 2^32 squares. Precondition: fits size_t.
constexpr std::size_t table_index(std::uint64_t label) noexcept {
  assert(std::in_range<std::size_t>(label));
  return static_cast<std::size_t>(label);
}

/// Row and column in the grid as it is written: row 0 is the top row, column 0 the left column.
struct Cell {
  std::uint64_t row;
  std::uint64_t column;
  friend bool operator==(const Cell&, const Cell&) = default;
};

/// Whether grid row `row` of an n×n board runs left to right in label order (the bottom row does).
constexpr bool runs_left_to_right(std::uint64_t n, std::uint64_t row) { return (n - 1 - row) % 2 == 0; }

/// The cell holding `label` on an n×n board, given its row counted from the bottom, (label - 1) / n (for a caller
/// that divides faster). Precondition: 1 ≤ label ≤ n².
constexpr Cell cell_in_row(std::uint64_t n, Label label, std::uint64_t from_bottom) {
  assert(n >= 1 && label >= 1 && label / n <= n && from_bottom == (label - 1) / n);
  const std::uint64_t along = label - 1 - from_bottom * n;
  const std::uint64_t row = n - 1 - from_bottom;
  return {row, runs_left_to_right(n, row) ? along : n - 1 - along};
}

/// The cell holding `label` on an n×n board. Precondition: 1 ≤ label ≤ n².
constexpr Cell cell_of(std::uint64_t n, Label label) { return cell_in_row(n, label, (label - 1) / n); }

/// The label of a cell on an n×n board. Precondition: row, column < n.
constexpr Label label_of(std::uint64_t n, Cell cell) {
  assert(cell.row < n && cell.column < n);
  const std::uint64_t from_bottom = n - 1 - cell.row;
  const std::uint64_t along = runs_left_to_right(n, cell.row) ? cell.column : n - 1 - cell.column;
  return from_bottom * n + along + 1;
}

/// The cell rule as arithmetic in unsigned numbers U, which code checking many cells at once applies lane by lane
/// (GridBits checks eight 32-bit cells per vector): with `less` = value − 1, wrapping, a cell is valid exactly when
/// `less` is kPlainLess<U> (the value -1) or below the number of squares. Precondition: squares < 2^(bits of U − 1).
template <class U>
inline constexpr U kPlainLess = static_cast<U>(~U{1});

/// Whether `value` may stand in a grid cell of a board with `squares` squares: -1 (plain) or a label.
constexpr bool is_cell_value(std::uint64_t squares, std::int64_t value) {
  const std::uint64_t less = static_cast<std::uint64_t>(value) - 1;
  return less == kPlainLess<std::uint64_t> || less < squares;
}

/// Whether `label` names a square of a board with `squares` squares.
constexpr bool is_label(std::uint64_t squares, std::uint64_t label) { return label >= 1 && label <= squares; }

/// The squares one roll can land on from `from`: from+1 .. last_landing(from, squares).
/// Precondition: from ≤ squares. Returns `from` itself when no roll is possible (standing on the last square).
constexpr Label last_landing(Label from, std::uint64_t squares) {
  return squares - from < static_cast<std::uint64_t>(kDieFaces) ? squares : from + kDieFaces;
}

// ---- the game played with a random die ------------------------------------------------------------------------

/// What a roll past the last square does: `stay` leaves the token where it is (the solver's rule); `bounce` walks
/// to the last square and back by the excess, then takes the jump where it ends (a die with more faces than the
/// board has squares keeps bouncing between square 1 and the last square); `finish` wins (the last square's jump
/// is not taken).
enum class Overshoot { stay, bounce, finish };

/// "stay", "bounce", "finish", and back; every name, in that order.
std::string_view name_of(Overshoot overshoot);
std::optional<Overshoot> overshoot_named(std::string_view name);
std::vector<std::string_view> overshoot_names();

/// The largest face a die may show, and the largest total weight of its faces.
inline constexpr int kMaxFace = 1000;
/// The largest again limit (GameRules::again_limit).
inline constexpr int kMaxAgainLimit = 100;
inline constexpr std::uint64_t kMaxDieWeight = std::uint64_t{1} << 62;

/// One face of a die: what it moves, and its weight (its probability is weight / total weight).
struct DieFace {
  int value;
  std::uint64_t weight;
  friend bool operator==(const DieFace&, const DieFace&) = default;
};

/// A die as a game rolls it: distinct faces 1..kMaxFace, in increasing order, with positive integer weights
/// reduced by their greatest common divisor (so that "1:2,2:4" and "1:1,2:2" are the same die).
class Die {
 public:
  /// A fair die with faces 1..faces. Throws Error unless 1 ≤ faces ≤ kMaxFace.
  static Die fair(int faces);
  /// The sum of `count` fair dice of `faces` faces ("2d6" moves 2..12). Throws Error when the largest sum passes
  /// kMaxFace or the total weight (faces^count) passes kMaxDieWeight.
  static Die dice(int count, int faces);
  /// Faces with weights, given as (value, weight) pairs (any order; a value given twice is an error).
  static Die weighted(std::vector<DieFace> faces);
  /// "K" (fair), "NdK" (sums) or "F:W,F:W,…" (weights: positive integers or decimals such as 0.25). Throws Error
  /// naming the part of the spec that is wrong ("die '2d': expected the number of faces after 'd', found the end").
  static Die parse(std::string_view spec);

  std::span<const DieFace> faces() const noexcept { return faces_; }
  std::uint64_t total() const noexcept { return total_; }
  int largest() const noexcept { return faces_.back().value; }
  /// The weight of `value` (0 when the die never shows it).
  std::uint64_t weight(int value) const noexcept;
  /// Whether this is a fair die with faces 1..K (the analysis has a faster path for it).
  bool fair() const noexcept { return fair_; }
  /// "d6", "2d6", or the weights as "1:1,2:2".
  std::string name() const;

  friend bool operator==(const Die& a, const Die& b) { return a.faces_ == b.faces_; }

 private:
  explicit Die(std::vector<DieFace> faces, std::string name);
  std::vector<DieFace> faces_;
  std::uint64_t total_ = 0;
  bool fair_ = false;
  std::string name_;
};

/// Which jumps cost a roll (GameRules::jump_costs): none (the default), every one, or those with the listed heads.
/// A costly jump is taken by a roll of its own: a move ending on its head stops there, and the token's next roll,
/// whatever it shows, takes the jump (so the jump adds exactly one roll, and one turn, also when it ends the game).
struct JumpCosts {
  bool all = false;
  /// The heads of the jumps that cost a roll, increasing (each the head of a jump of the board: validate(Board, …)).
  std::vector<Label> heads;
  bool any() const noexcept { return all || !heads.empty(); }
  /// Whether the jump whose head is `head` costs a roll.
  bool costs(Label head) const;
  friend bool operator==(const JumpCosts&, const JumpCosts&) = default;
};

/// "all", or the heads as "80,28"; empty for none.
std::string jump_costs_text(const JumpCosts& costs);
/// Reads "all", "none", "" or heads "H,H,…" (1..kMaxSquares, any order, each once). Throws OptionError.
JumpCosts parse_jump_costs(std::string_view text);

/// What a player may do with a roll (Choices::adjust): nothing (`none`); move any of r−k..r+k squares instead of r
/// (`free`); the same only when a fair coin, tossed after the roll, allows it (`coin`); or toss a coin that moves
/// r+k or r−k (`flip`, Ciarcia & Insko's rule). A move below 0 squares is a move of 0: the token stays, no jump.
enum class Adjust { none, free, coin, flip };
std::string_view name_of(Adjust adjust);
std::optional<Adjust> adjust_named(std::string_view name);
std::vector<std::string_view> adjust_names();

/// Which jumps a player may refuse, staying on the head (Choices::refuse): none, the ladders, the snakes, or both.
enum class Refuse { none, ladders, snakes, jumps };
std::string_view name_of(Refuse refuse);
std::optional<Refuse> refuse_named(std::string_view name);
std::vector<std::string_view> refuse_names();

/// The largest adjustment k (Choices::adjust_by), the most dice to choose from, and the most rolls a die may count.
inline constexpr int kMaxAdjust = 6;
inline constexpr std::size_t kMaxDieChoices = 8;
inline constexpr int kMaxDieCost = 100;

/// A die the player may roll instead of GameRules::die, and how many rolls choosing it counts (1: an ordinary roll).
struct DieChoice {
  Die die;
  int rolls = 1;
  friend bool operator==(const DieChoice&, const DieChoice&) = default;
};

/// The choices a player has, made after seeing the roll (and the coin): another die to roll each turn, an
/// adjustment of the roll, jumps that may be refused (on the head's square only). None (the default) is today's game;
/// the analysis finds the best play under them (snl/strategy.hpp). Ties between equally good choices go to the plain
/// move, GameRules::die, and taking the jump.
struct Choices {
  /// The dice the player may roll instead of GameRules::die (which counts one roll), at most kMaxDieChoices.
  std::vector<DieChoice> dice;
  Adjust adjust = Adjust::none;
  /// k of the adjustment, 1..kMaxAdjust.
  int adjust_by = 1;
  Refuse refuse = Refuse::none;
  bool any() const noexcept { return !dice.empty() || adjust != Adjust::none || refuse != Refuse::none; }
  /// Whether a jump from `head` to `destination` may be refused.
  bool refusable(std::uint64_t head, std::uint64_t destination) const noexcept {
    return destination > head ? refuse == Refuse::ladders || refuse == Refuse::jumps
                              : destination < head && (refuse == Refuse::snakes || refuse == Refuse::jumps);
  }
};

/// "4;2d6@2": each die's spec (Die::parse), with "@R" when it counts R rolls; empty for none.
std::string die_choices_text(const std::vector<DieChoice>& dice);
/// Reads that text (dice separated by ';'; "" or "none" for none). Throws OptionError naming the part that is wrong.
std::vector<DieChoice> parse_die_choices(std::string_view text);

/// What happens when tokens meet (GameRules::meeting), with two or more players: a move that ends (after its jump)
/// on the square of another token bumps it back to the start (`start`) or `back` squares back (not past the start,
/// taking no jump there); with `no_sharing` such a move is not made (the token stays). Tokens share only the start
/// square (every token begins there); a move that ends where it began bumps nobody. None: the players never meet.
struct Meeting {
  enum class Bump { none, start, back };
  Bump bump = Bump::none;
  int back = 0;
  bool no_sharing = false;
  bool any() const noexcept { return bump != Bump::none || no_sharing; }
  friend bool operator==(const Meeting&, const Meeting&) = default;
};
/// The largest K of "back:K".
inline constexpr int kMaxBumpBack = 1000;
/// "none", "start" or "back:K", and back (throws OptionError).
std::string bump_text(const Meeting& meeting);
void parse_bump(Meeting& meeting, std::string_view text);

/// The rules of the game played with a random die (all but the die's are those of the solver by default).
struct GameRules {
  Die die = Die::fair(kDieFaces);
  Overshoot overshoot = Overshoot::stay;
  /// 1: stand on square 1 (its jump not taken at the start: the token did not land there; a later move that lands
  /// on 1, by a chained jump or a bounce, takes it); 0: start off the board (the first roll lands on the faces'
  /// squares and takes their jumps).
  int start = 1;
  /// A roll showing this value (a face, or for NdK a total) gives another roll in the same turn, after its move
  /// and jump (also when the overshoot rule kept the token in place).
  std::optional<int> again;
  /// With `again`: the again_limit-th such roll in a turn is not played and voids the turn: the token goes back to
  /// where it stood when the turn began, and the turn ends (it still counts as a roll). 0: no limit.
  int again_limit = 0;
  /// Chained jumps: after a jump, the jump whose head it ends on is taken too, and so on, until a square without a
  /// jump (a self-jump ends the chain). A cycle of jumps is refused (validate(Board, GameRules)). false: one jump
  /// per move, as the solver plays; a token may then stand on a jump's head.
  bool chain = false;
  /// The jumps that cost a roll (JumpCosts). Not with `again` (refused by validate).
  JumpCosts jump_costs;
  /// The player's choices (Choices). Not with `again`, jump_costs, or `chain` with refusable jumps (refused by
  /// validate).
  Choices choices;
  /// Tokens that meet (Meeting): only with one roll a turn, free jumps and no choices (refused by validate).
  Meeting meeting;

  /// Whether a turn is always one roll (no `again`): rolls and turns are then the same.
  bool one_roll_turns() const noexcept { return !again.has_value(); }
  /// Whether a move takes at most one jump, at no cost (the solver's jumps: no chain, no costly jump).
  bool plain_jumps() const noexcept { return !chain && !jump_costs.any(); }
};

/// Throws Error naming the rule when `rules` is out of range: start not 0 or 1, `again` not a face of the die,
/// again_limit outside 0..kMaxAgainLimit or set without `again`, an again face that always shows (the turn
/// would never end), or choices with rules they are not played with (above).
void validate(const GameRules& rules);

/// Throws OptionError when `rules` give the player choices: `what` ("the design", "the heat map") plays the game
/// without them (only snl analyze finds the best play).
void require_no_choices(const GameRules& rules, std::string_view what);

/// Throws BoardError naming the squares when `rules` cannot be played on `board`: with `chain`, a cycle of jumps
/// ("the jumps 83 → 84 → 83 form a cycle: chained, a token landing on 83 would never stop"); a head listed in
/// jump_costs that holds no jump (or a self-jump). O(squares) with chain, O(m log m) otherwise.
void validate(const Board& board, const GameRules& rules);

/// The notes an analysis of `board` under `rules` reports (one line each, no trailing period): without `chain`, each
/// jump that ends on another jump's head (which is then not taken); with start 1, a jump on square 1 (not taken at
/// the start; taken by a later move that lands on 1, which the note names when the rules allow one: a chained jump
/// ending on 1, a bounce walking back to 1; `--start 0` starts off the board and takes it).
std::vector<std::string> rule_notes(const Board& board, const GameRules& rules);

/// The options that set a GameRules (snl/options.hpp): die, overshoot, start, again, again_limit, chain,
/// jump_costs_a_roll, or_die, adjust, adjust_by, may_refuse, bump, no_sharing — the same for
/// every command that plays the game (analyze, design, render's heat map, Play's race).
const OptionTable<GameRules>& rules_options();

/// "overshoot stay, start 0, d6" and, with again rules, ", again 6 (third voids)".
std::string describe(const GameRules& rules);

}  // namespace snl
