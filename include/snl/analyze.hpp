// snl/analyze.hpp — the game played with a random die: how long it lasts, who wins, and what each square and jump
// does to it.
//
// A single token on the board is an absorbing Markov chain under the rules of snl/rules.hpp (one jump per roll,
// or chained under GameRules::chain; a jump that costs a roll stops the token on its head, a state of its own, until
// the next roll takes it; a snake on the last square sends you away) and the choices of a GameRules: the die (fair, a sum
// of dice, or weighted faces), the overshoot rule, the start, and a face that rolls again (with a limit that voids
// the turn). Its states are where a token can stand between rolls, reachable from the start — with again rules,
// also how far into its turn it is (and, with a limit, where the turn began, to go back there); "finished" is the
// absorbing state.
//
// Computed exactly (linear algebra, not simulation):
//   * finish_probability: 1 unless the start can reach a state from which the last square is unreachable (a
//     trap); otherwise from (I − Q_A) f = r over the states A that can still finish.
//   * expected_rolls, std_dev, and with again rules expected_turns, turns_std_dev: from (I − Q) t = 1,
//     (I − Q) s = 1 + 2 Q t and the same with a reward per turn; "infinite" (nullopt) when a trap can be reached.
//     Eigen's SparseLU up to 20,000 states, BiCGSTAB above (docs/analyze.md). With `exact`, the same as fractions
//     with GMP's integers, on boards of at most kMaxExactStates states; with exact_rolls also the pmf and cdf as
//     fractions up to that roll, and with pgf the generating function of the length as a rational function in lowest
//     terms (Berlekamp–Massey over the rationals on its first 2·(states + 1) coefficients, checked on 4 more).
//   * pmf[k] = P(the game ends on roll k) and cdf, by pushing the token's distribution one roll at a time over the
//     part of the board that holds any (mass below kDroppedMass of what is in play is dropped at its edges and
//     counted in `dropped`) until less than kRemainingTolerance is in play; once the shape has converged the rest
//     is a geometric tail in closed form, checked against the linear solve. With again rules also turns_pmf.
//   * with P players taking turns (a turn is one roll unless again rules say more): each player's chance of
//     winning, the expected rounds and total rolls, from the single-player survival by turns S(r) = P(T > r):
//     player i wins in round r with probability pmf_turns[r] · S(r)^(i−1) · S(r−1)^(P−i).
//   * on request: per square the expected rolls still needed, the probability of ever standing there and the
//     expected visits; per jump the expected length without it (a rank-one change of the system: one solve with
//     the factorization already made, by Sherman–Morrison; with again rules, whose jumps change a row per phase,
//     and where the change leaves a trap, a new chain and solve); each first roll's expected length; the fastest
//     games (their number, probability and the likeliest one).
//
// Work: every analysis has one budget, options.max_work, in one currency: a unit is about one multiply-add of a
// sparse LU factorization, and every phase charges its steps at a price (analyze/engine/checkpoint.hpp, measured by
// bench/work_prices.py) that makes a unit about the same time everywhere: the chain's (state, face) pairs, its linear
// system's entries, BiCGSTAB's iterations, the LU's multiply-adds (charged column by column as it runs), the solves of
// the squares and jumps, each roll of the distribution, the exact fractions' and the fastest games' words, the race
// from options.from. Building a chain, a linear system, a factorization, the exact fractions or a race over the
// budget is refused (LimitError naming it and the option max_work); a distribution that reaches it stops with
// `stopped_by` saying so, and the percentiles it did not reach are nullopt.
//
// Tested by: tests/unit/exact_pmf_test.cpp (the exact pmf against a model pushing fractions roll by roll, the
// generating function expanded against it, Ekhad's published generating functions), tests/unit/analyze_test.cpp (hand-worked boards, traps, the Milton Bradley reference and its
// fraction, players, dice and roll-again rules by hand), tests/stress/analyze_oracle_test.cpp (every 2×2 board
// and random boards against an independent dense model with its own exact rationals, roll-again rules by a separate
// state model), tests/stress/analyze_monte_carlo_test.cpp (seeded games for every rule), tests/unit/report_test.cpp
// (the text and JSON), tests/unit/analyze_least_test.cpp (game_min_rolls against min_rolls under every rule).
// docs/analyze.md.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "snl/board.hpp"
#include "snl/route.hpp"
#include "snl/rules.hpp"
#include "snl/strategy.hpp"
#include "snl/value.hpp"

namespace snl {

/// The most players analyze() accepts, and the largest board (it keeps about 300 bytes per square).
inline constexpr int kMaxPlayers = 100;
inline constexpr std::uint64_t kMaxAnalysisSquares = 1'000'000;
/// The most (state, face) pairs a chain may hold, whatever the work budget: each is a transition of 12 bytes, so
/// this bounds the chain (`size 1000` with `--die 1000` would need 10⁹); docs/analyze.md has what the largest takes.
inline constexpr std::uint64_t kMaxChainPairs = 100'000'000;
/// The largest chain the exact fractions are computed for (their integers grow with it).
inline constexpr std::uint64_t kMaxExactStates = 2'000;
/// The most rolls the exact distribution is given for (AnalysisOptions::exact_rolls): a roll's fractions have about
/// log2(the die's total weight) more bits than the last's, so the last of 1,000 rolls of a d6 has about 2,600 bits.
inline constexpr std::uint64_t kMaxExactRolls = 1'000;
/// The most 64-bit words of coefficients the generating functions from every square (ExactFigures::square_pgfs) may
/// keep while they are found (1 GiB), whatever the work budget.
inline constexpr std::uint64_t kMaxPgfWords = std::uint64_t{1} << 27;
/// P(a turn ever begins on a square) keeps two tables of states × (states a backward move goes to)
/// numbers: given up to this many (320 MB), left out above (SquareFigures::ever, Analysis::ever_left_out).
inline constexpr std::uint64_t kMaxEverCells = 40'000'000;
/// The distribution is computed until the probability still in play falls below this.
inline constexpr double kRemainingTolerance = 1e-12;
/// Mass below this share of what is in play is dropped at the edges of the distribution's support.
inline constexpr double kDroppedMass = 1e-30;
/// The default caps: the length of the distribution, and the work of the whole analysis.
inline constexpr std::uint64_t kDefaultMaxRolls = 1'000'000;
/// The largest cap on the distribution's length (AnalysisOptions::max_rolls).
inline constexpr std::uint64_t kMaxAnalysisRolls = 10'000'000;
inline constexpr std::uint64_t kDefaultMaxWork = 40'000'000'000;
/// The longest distribution of a jump's count that JumpUse::times lists, and the most states a jump's taking may lead
/// to for that distribution to be computed (a solve each; only roll-again rules with a limit lead to more than two).
inline constexpr std::size_t kMaxJumpUseTimes = 100;
inline constexpr std::size_t kMaxJumpUseEntries = 64;
/// The most jumps to add that Analysis::jumps_to_add lists each way (AnalysisOptions::add_effects).
inline constexpr std::size_t kMaxAddEffects = 100;
/// The most states of the joint chain of tokens that meet (Analysis::meeting): every token's square and whose turn.
inline constexpr std::uint64_t kMaxMeetingStates = 1'000'000;
/// The handicap (Analysis::handicap): the most placements it tries one by one (players 2.. on every square where a
/// player may start); past it, it improves one player's square at a time. And the most cells it keeps (the squares
/// where a player may start × the turns computed, or × the chain's states with again rules), past which it is refused.
inline constexpr std::uint64_t kMaxHandicapPlacements = 200'000;
inline constexpr std::uint64_t kMaxHandicapCells = 10'000'000;
/// The handicap's usual tolerance, which a face offers when the person names none (the page's box, the row's value
/// part): each player's chance within half a percentage point of 1/players. The largest a person may ask is 0.5.
inline constexpr double kDefaultHandicapTolerance = 0.005;
inline constexpr double kMaxHandicapTolerance = 0.5;
/// The percentiles the CLI and the JSON output report.
inline constexpr std::array<int, 6> kReportedPercentiles{10, 25, 50, 75, 90, 99};

/// How the linear systems are solved: automatic = sparse LU up to 20,000 states, above that BiCGSTAB
/// preconditioned by the forward moves; BiCGSTAB falls back to the sparse LU when it does not converge.
enum class LinearSolver { automatic, sparse_lu, bicgstab };

struct AnalysisOptions {
  GameRules rules;
  /// Players taking turns, 1..kMaxPlayers.
  int players = 1;
  /// A game under way: each player's square (0: off the board, with start 0 only; the last square: that player has
  /// won), every token at the beginning of its turn, and `turn`, the player (1-based) who rolls next. Empty: every
  /// token on the start, player 1 to move. With `from`, the players are its squares (`players` is 1 or their
  /// number), and the players' figures (Analysis::players, expected_rounds, expected_total_rolls, total_pmf) are
  /// those of the game from there, by snl::race_chances (snl/race.hpp); the single token's figures stay those of a
  /// game from the start.
  std::vector<Label> from;
  int turn = 1;
  /// The k for which the reports give P(finish within k rolls) (Analysis::within), and within k turns
  /// (Analysis::turns_within: with roll-again rules a turn may be several rolls; without them the same figure).
  std::vector<std::uint64_t> within;
  std::vector<std::uint64_t> within_turns;
  /// Caps: the distribution stops after this many rolls (1..kMaxAnalysisRolls), and the analysis after this much
  /// work (see above).
  std::uint64_t max_rolls = kDefaultMaxRolls;
  std::uint64_t max_work = kDefaultMaxWork;
  LinearSolver linear_solver = LinearSolver::automatic;
  /// Write the tail of the distribution in closed form once its shape has converged (docs/analyze.md); false
  /// pushes every roll (slower, for checking).
  bool geometric_tail = true;
  /// Also the exact fractions (Analysis::exact). LimitError past kMaxExactStates states.
  bool exact = false;
  /// With exact: also P(the game ends on roll k) and P(it ends within k rolls) as fractions for k = 0..exact_rolls
  /// (ExactFigures::pmf, cdf); 0 (the default): none. At most kMaxExactRolls.
  std::uint64_t exact_rolls = 0;
  /// With exact: also the probability generating function of the number of rolls from the start (ExactFigures::pgf),
  /// and with squares from each square where a turn can begin (ExactFigures::square_pgfs).
  bool pgf = false;
  /// Also the figures of each square (Analysis::squares).
  bool squares = false;
  /// Also the fastest games (Analysis::fastest).
  bool fastest = false;
  /// Also each jump's effect on the expected length and each first roll's (Analysis::jumps, first_rolls).
  bool jumps_effect = false;
  /// Also how often each jump is taken (Analysis::jump_use).
  bool jump_use = false;
  /// Also the `add_effects` single jumps whose addition shortens the game most, and as many that lengthen it most
  /// (Analysis::jumps_to_add); 0: not asked. Only jumps of add_min_length..add_max_length squares (0: no longest).
  std::size_t add_effects = 0;
  std::uint64_t add_min_length = 1;
  std::uint64_t add_max_length = 0;
  /// Also the best play (Analysis::strategy, snl/strategy.hpp) for this goal; with choices in the rules and no goal,
  /// the least expected rolls. Not with again rules or jumps that cost a roll.
  std::optional<Optimal> optimal;
  /// Also the handicap (Analysis::handicap): starting squares for players 2.. that bring every player's chance to win
  /// within this of 1/players; 0: not asked. With players 2..kMaxPlayers from the start (no from, no meeting).
  double handicap = 0;
  /// The options of the parts that keep no member here (snl/sections.hpp), by their rows' names: the text as given
  /// (their rows read and check it). Empty: none asked.
  std::map<std::string, std::string, std::less<>> more;
  /// Called now and then while the distribution is computed (rolls so far, probability still in play), and before
  /// each jump whose effect needs a new chain (with the finished distribution's figures); also while the chain is
  /// built, the exact fractions computed, a sparse LU factorization made (column by column), a long turn of
  /// roll-again rolls and the race from `from` pushed (with 0 and 1), after each BiCGSTAB solve, and between the
  /// phases: at least every few milliseconds of work. It may throw to stop the analysis. Optional.
  std::function<void(std::uint64_t rolls, double remaining)> progress;
};

/// Throws Error naming the option when `options` is out of range (the rules, players, max_rolls, from and turn: at
/// most kMaxPlayers squares, 0 only with start 0, `players` 1 or their number, turn 1..their number, or 1 without
/// them).
void validate(const AnalysisOptions& options);

/// The options of snl analyze (snl/options.hpp): the rules (rules_options()), players, from, turn, within,
/// within_turns, max_rolls, max_work, exact, exact_rolls, pgf, squares, fastest, jumps_effect, jump_use, add_effects,
/// add_min_length, add_max_length, optimal, handicap.
const OptionTable<AnalysisOptions>& analysis_options();

struct PlayerOutcome {
  /// The chance that this player (in turn order, from 0) is the first to finish.
  double win_probability = 0;
};

/// The probability generating function f(t) = Σ_k P(T = k) t^k of a game's number of rolls T, as the rational
/// function numerator(t) / denominator(t) in lowest terms with denominator(0) = 1 (which makes it unique): each a
/// list of coefficients, of t^0 first, as fractions "p/q" in lowest terms, without trailing zeros (the zero polynomial
/// is {"0"}). f(1) is the probability of finishing, and f'(1) the expected rolls when that is 1.
struct Pgf {
  std::vector<std::string> numerator;
  std::vector<std::string> denominator;
};

/// The generating function of the game from a turn beginning on `square` (0: off the board, with start 0).
struct SquarePgf {
  Label square = 0;
  Pgf pgf;
};

/// Exact fractions "p/q" in lowest terms (an integer alone when q = 1); empty when infinite.
struct ExactFigures {
  std::string expected_rolls;
  std::string rolls_variance;
  std::string expected_turns;
  std::string turns_variance;
  std::string finish_probability;
  /// With options.exact_rolls K: pmf[k] = P(the game ends on roll k) and cdf[k] = P(it ends within k rolls),
  /// k = 0..K (the exact values of Analysis::pmf and cdf).
  std::vector<std::string> pmf;
  std::vector<std::string> cdf;
  /// With options.pgf: the generating function of the number of rolls from the start; with options.squares too,
  /// from every square of Analysis::squares, in the same order.
  std::optional<Pgf> pgf;
  std::vector<SquarePgf> square_pgfs;
};

/// One square (or the off-board start 0) as a place where a turn begins: for plain rules, where the token stands
/// between two rolls.
struct SquareFigures {
  Label square = 0;
  /// The expected rolls still needed from a turn beginning here; nullopt when a trap can be reached from here.
  std::optional<double> remaining;
  /// The probability that a turn ever begins here, and the expected number of turns that do (the start counts);
  /// nullopt on a square from which the last square cannot be reached (a trap may hold the token there forever),
  /// and `ever` also when it is left out (Analysis::ever_left_out).
  std::optional<double> ever;
  std::optional<double> visits;
};

/// The shortest games: every sequence of rolls that finishes in the least number of rolls.
struct FastestGames {
  std::uint64_t rolls = 0;
  /// How many distinct sequences of die faces finish in that many rolls (a decimal integer: it may be huge).
  std::string games;
  /// The probability of finishing in exactly that many rolls, and as an exact fraction.
  double probability = 0;
  std::string exact_probability;
  /// The likeliest of those games, roll by roll, and its probability.
  std::vector<Step> likeliest;
  double likeliest_probability = 0;
  std::string exact_likeliest_probability;
};

/// What one jump does to the game: the same game on the board without it.
struct JumpEffect {
  Jump jump;
  /// The expected rolls and turns without the jump; nullopt when that game can last forever (a trap).
  std::optional<double> expected_rolls;
  std::optional<double> expected_turns;
  /// The expected rolls with the jump minus without it: what it adds to the game (a snake, mostly) or, negative,
  /// saves (a ladder); nullopt when the game is infinite with or without it.
  std::optional<double> effect;
};

/// One jump added to the board: the game's expected rolls (and turns) with it, and the change it makes.
struct AddedJump {
  Jump jump;
  double expected_rolls = 0;
  /// With roll-again rules (else the same as the rolls).
  std::optional<double> expected_turns;
  /// The expected rolls with the jump minus those of the board as it is.
  double effect = 0;
  /// How many other jumps from the same head change the expected rolls as much (within 1e-9 of them): each head is
  /// listed once, with its best destination (on ties the shortest ladder, then the shortest snake).
  std::uint64_t as_good = 0;
};

/// Which single jump to add (AnalysisOptions::add_effects). The candidates: a ladder FROM → TO with 2 ≤ FROM < TO ≤
/// N − 1, or a snake with 1 ≤ TO < FROM ≤ N − 1, FROM not the head of a jump already; its length |TO − FROM| within
/// the options' bounds. Under GameRules::chain TO is no head either (the token would go on); without it TO may be a
/// head, on which the token then stands. The added jump costs a roll when every jump does (JumpCosts::all).
struct JumpsToAdd {
  /// The jumps that shorten the game most (most first), and those that lengthen it most, one a head; only nonzero
  /// changes.
  std::vector<AddedJump> shorten;
  std::vector<AddedJump> lengthen;
  /// The candidates weighed, and those of them left out because the game could then last forever (a trap).
  std::uint64_t candidates = 0;
  std::uint64_t endless = 0;
};

/// The first roll of the game showing `face`: where it takes the token, and the expected rolls of the whole game
/// after it (the roll included); nullopt when a trap can be reached from there.
struct FirstRoll {
  Step step;
  double probability = 0;
  std::optional<double> expected_rolls;
};

/// How often one jump is taken in a game from the start. A jump is taken when a move ends on its head (from off the
/// board, a first roll of 1 takes square 1's jump; under GameRules::chain, every jump of the chain the move follows;
/// a jump that costs a roll is counted when the move stops on its head).
struct JumpUse {
  Jump jump;
  /// The expected number of times it is taken.
  double expected_times = 0;
  /// P(taken at least once); times[k] = P(taken exactly k times) for k = 0, 1, ... until what is left is below 1e-12
  /// or kMaxJumpUseTimes + 1 figures, and `more` = P(taken more often than that). nullopt and empty when a taking
  /// leads to more than kMaxJumpUseEntries states (roll-again rules with a limit).
  std::optional<double> probability;
  std::vector<double> times;
  double more = 0;
  /// The expected rolls of the games in which it is taken (at least once), and of those in which it never is;
  /// nullopt when those games have probability 0 (or when `probability` is not computed).
  std::optional<double> rolls_if_taken;
  std::optional<double> rolls_if_not_taken;
  /// rolls_if_times[k]: the expected rolls of the games in which it is taken exactly k times, for each k of `times`
  /// (nullopt where that has probability below 1e-12); empty when `times` is.
  std::vector<std::optional<double>> rolls_if_times;
};

/// The players' game when their tokens meet (GameRules::meeting): exact, from the joint chain over every token's
/// square and whose turn it is (states: its number of states).
struct MeetingFigures {
  std::uint64_t states = 0;
  /// Each player's chance to win, in turn order.
  std::vector<double> win_probability;
  /// Expected rounds and total rolls; nullopt when the game can last forever.
  std::optional<double> expected_rounds;
  std::optional<double> expected_total_rolls;
};

/// Starting squares that bring the players' chances closest to equal (AnalysisOptions::handicap). Player 1 stays on
/// the start; each other player starts on the start or on a square where a turn can begin that holds no jump's head.
/// The placement chosen has the least max(gap, tolerance), then the least head start (the sum of every player's
/// square minus the start), then the least squares in turn order.
struct Handicap {
  /// Each player's starting square, in turn order.
  std::vector<Label> squares;
  /// Each player's chance to win from there, player 1 to move, and the expected rounds (nullopt when infinite): by
  /// snl::race_chances, the figures `from` gives for these squares.
  std::vector<double> win_probability;
  std::optional<double> expected_rounds;
  /// The largest |chance − 1/players| of win_probability, the tolerance asked, and whether gap ≤ tolerance.
  double gap = 0;
  double tolerance = 0;
  bool met = false;
  /// true: every placement was tried, so none is better by the rule above; false (more than kMaxHandicapPlacements):
  /// found by moving one player at a time to its best square until no single move is better.
  bool every_placement = false;
  /// The placements tried.
  std::uint64_t placements = 0;
};

struct Analysis {
  AnalysisOptions options;
  /// With two or more players and GameRules::meeting: their game when tokens meet. Analysis::players and the rest
  /// are then the independent race's (the players never meeting), for comparison.
  std::optional<MeetingFigures> meeting;
  /// With options.optimal or choices in the rules: the best play. Every other figure of the Analysis is of the game
  /// played without the choices (GameRules::die, plain moves, every jump taken).
  std::optional<Strategy> strategy;
  /// With options.handicap: the players' starting squares that make their chances closest to equal.
  std::optional<Handicap> handicap;
  /// What a reader of the figures should know about the board under these rules, one line each (rule_notes in
  /// snl/rules.hpp): a jump ending on another's head without chaining, a jump on square 1 (not
  /// taken at start 1, and whether a later move can land there).
  std::vector<std::string> notes;
  /// The number of states of the chain (0 when the game is over before it starts: one square, start 1).
  std::uint64_t states = 0;

  /// The probability of ever finishing (1 unless a trap can be reached).
  double finish_probability = 0;
  /// The squares the start can reach from which the last square can never be reached (the trap's squares, by
  /// label, ascending; 0 is the off-board start); empty when every game ends.
  std::vector<Label> stuck_squares;
  /// Expected number of rolls, and its standard deviation; nullopt when infinite (finish_probability < 1).
  std::optional<double> expected_rolls;
  std::optional<double> std_dev;
  /// The same for turns (equal to the rolls' unless again rules make a turn more than one roll).
  std::optional<double> expected_turns;
  std::optional<double> turns_std_dev;
  /// The least number of rolls that can finish; nullopt when the last square cannot be reached at all.
  std::optional<std::uint64_t> min_rolls;
  /// With options.exact.
  std::optional<ExactFigures> exact;

  /// pmf[k] = P(the game ends on roll k), cdf[k] = P(it ends within k rolls), k = 0 .. pmf.size() − 1.
  std::vector<double> pmf;
  std::vector<double> cdf;
  /// The same by turns, with again rules (empty otherwise: turns are rolls).
  std::vector<double> turns_pmf;
  std::vector<double> turns_cdf;
  /// The probability still in play after the last computed roll: below kRemainingTolerance unless `truncated`.
  double remaining = 0;
  /// Whether a cap stopped the distribution first, and which: "the cap of N rolls" or "the work budget of N".
  bool truncated = false;
  std::string stopped_by;
  /// The probability dropped at the support's edges (at most kDroppedMass of what was in play, per roll).
  double dropped = 0;
  /// How the linear systems were solved ("sparse LU", "BiCGSTAB, at most N iterations", …); empty when there was
  /// nothing to solve.
  std::string solved_by;
  /// The roll after which pmf is the closed-form geometric tail (0: every roll was pushed).
  std::uint64_t geometric_from = 0;
  /// The work spent, in the units of options.max_work.
  std::uint64_t work = 0;

  /// Several players (always filled; with one player from the start it repeats the single-player figures). With
  /// options.from, these figures are of the game from those squares, options.turn to move.
  std::vector<PlayerOutcome> players;
  /// Expected rounds (every player takes one turn per round, from the player to move; the round in which the game
  /// ends counts) and total rolls; nullopt when infinite.
  std::optional<double> expected_rounds;
  std::optional<double> expected_total_rolls;
  /// total_pmf[n] = P(the game ends on the n-th turn of all players together); total_cdf its sums. (Turns are
  /// rolls unless again rules make them more.)
  std::vector<double> total_pmf;
  std::vector<double> total_cdf;

  /// With options.fastest, when the last square can be reached.
  std::optional<FastestGames> fastest;
  /// With options.squares: every square where a turn can begin (and 0 with start 0), by label.
  std::vector<SquareFigures> squares;
  /// Why SquareFigures::ever is left out on every square (past kMaxEverCells or the work budget); empty otherwise.
  std::string ever_left_out;
  /// With options.jumps_effect: every jump that is not a self-jump, the one whose removal changes the expected
  /// length most first (those that make it infinite or finite before all), then by head; and each face of the
  /// first roll, by face, `best_first_roll` indexing the one with the least expected rolls (nullopt when none
  /// is finite).
  std::vector<JumpEffect> jumps;
  std::vector<FirstRoll> first_rolls;
  std::optional<std::size_t> best_first_roll;
  /// With options.jump_use: every jump that is not a self-jump, by head; empty with `jump_use_left_out` saying why
  /// when the game can last forever (a jump may then be taken forever).
  std::vector<JumpUse> jump_use;
  std::string jump_use_left_out;
  /// With options.add_effects: the jumps to add; nullopt with `jumps_to_add_left_out` saying why (a trap can be
  /// reached, or an again limit).
  std::optional<JumpsToAdd> jumps_to_add;
  std::string jumps_to_add_left_out;

  /// The figures of the parts that keep no member here (snl/sections.hpp), an object keyed by the part's name.
  Value more = Value::object();

  /// The least k with P(T ≤ k) ≥ p/100 (within 1e-12 for rounding); nullopt when the computed distribution
  /// never gets there (finish_probability < p/100, or truncated). Precondition: 0 < p ≤ 100.
  std::optional<std::uint64_t> percentile(double p) const;
  std::optional<std::uint64_t> median() const { return percentile(50); }
  /// The most likely game length (the least one on ties); nullopt when the game never ends.
  std::optional<std::uint64_t> mode() const;
  /// P(T ≤ k); for k past the computed distribution, its last value.
  double within(std::uint64_t k) const;
  /// P(the game ends within k turns): turns_cdf's, or cdf's when turns are rolls; past it, its last value.
  double turns_within(std::uint64_t k) const;
  /// Percentile of the total number of turns of all players together.
  std::optional<std::uint64_t> total_rolls_percentile(double p) const;
};

/// Analyzes `board` under `options`. Throws Error when the options are out of range (see validate), BoardError when
/// a square of options.from is past the board's last, LimitError when the board has more than kMaxAnalysisSquares
/// squares, its chain costs more than options.max_work to build, exact figures are asked of more than
/// kMaxExactStates states, or the game from options.from does not settle within the work budget.
Analysis analyze(const Board& board, const AnalysisOptions& options = {});

/// The least number of rolls that can finish `board` under `rules` (the fastest game): Analysis::min_rolls, by the
/// same search over the same chain, without the rest of the analysis; nullopt when the last square cannot be
/// reached. O(states × faces). Throws like analyze() for rules out of range or a board or chain over its limits.
std::optional<std::uint64_t> game_min_rolls(const Board& board, const GameRules& rules,
                                            std::uint64_t max_work = kDefaultMaxWork);

/// The least k with cdf[k] ≥ p/100 − 1e-12, or nullopt. Precondition: 0 < p ≤ 100.
std::optional<std::uint64_t> percentile_of(std::span<const double> cdf, double p);

}  // namespace snl
