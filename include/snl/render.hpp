// snl/render.hpp — pictures as SVG: a board (squares, snakes and ladders, start and finish, and optionally the
// optimal route, numbered roll by roll, and the BFS layers, each square shaded by the rolls needed to stand on it),
// a heat map, each square shaded by a figure of the game played with a die, such as the expected rolls still needed
// from it), and the plot of an analysis (the distribution of the game length and the players' chances).
//
// The picture asks the library for everything it shows: where a label sits (cell_of), which jumps exist
// (Board::jumps), where a landing ends (Board::end_of_landing), the route (solve) and the layers
// (roll_distances). A heat map's figures are data the caller gives (heat_map() takes them from an analysis, which
// the caller runs under its rules and budget): the renderer draws them and computes no analysis. It decides no rule
// of its own.
//
// Contract:
//  * Deterministic: the same board and options give the same bytes (no clock, no locale, no hash order;
//    numbers are printed with std::to_chars). Golden tests pin the output.
//  * Square boards only. A track ("squares M") has no grid to draw and is refused with LimitError, as is a board
//    wider than kMaxRenderSide (the message names the limit).
//  * Labels, layer numbers and roll numbers are written up to kMaxLabelledSide; past it they are dropped, a
//    note in the picture says so, and start and finish stay marked by colour and the legend.
//  * One element per line, and a group's opening and closing tags on lines of their own: the page redraws only the
//    elements whose line changed (web/picture.js).
//  * Every square is a <rect class="square" data-label="L">: the viewer finds which square was clicked from it.
//    Drawings above the squares have pointer-events="none". No ids, no <style>, no external references, so
//    several pictures can live in one page and a strict Content-Security-Policy does not affect them.
//
// Complexity: O(n² + m + route length) time and output size (about 60 bytes per square, a few hundred per
// jump), plus one solve and/or one roll_layers when asked; a heat map adds O(n² log n) (its figures sorted for the
// colour scale).
// Tested by: tests/unit/render_test.cpp (structure, determinism, limits, the heat map on hand-worked boards, its
// scales and the jumps' styles, the plot), tests/golden/cases/render-* (the bytes). docs/render.md.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/options.hpp"
#include "snl/rules.hpp"
#include "snl/board.hpp"

namespace snl {

/// The widest board the renderer draws (10,000 squares): beyond it the picture is neither readable nor small.
inline constexpr std::uint64_t kMaxRenderSide = 100;
/// The widest board whose squares carry their labels and numbers; larger boards are drawn without them.
inline constexpr std::uint64_t kMaxLabelledSide = 20;

/// Which per-square figure of an analysis (Analysis::squares) a heat map shows.
enum class HeatKind {
  /// The expected rolls still needed from a turn beginning on the square (SquareFigures::remaining).
  remaining,
  /// The expected number of turns begun on the square in one game (SquareFigures::visits).
  visits,
  /// On each jump's head: the expected number of times the jump is taken in one game (JumpUse::expected_times).
  jump_use,
  /// The best play under the player's choices (GameRules::choices; Analysis::strategy, least expected rolls): on
  /// each square where a turn can begin, what the choices are worth in that turn (SquarePlay::plain_value − value:
  /// the expected rolls saved against playing that turn without them), marked with the choice (HeatMap::mark).
  policy,
};

/// "remaining", "visits", "jump_use", "policy"; and the kind of a name (nullopt for any other word).
std::string_view name_of(HeatKind kind);
std::optional<HeatKind> heat_kind_named(std::string_view name);

/// How a heat map's figures map to its colours. Each runs from the least figure on the board (lightest) to the
/// greatest (darkest); they differ in between.
enum class HeatScale {
  /// By rank: a square's shade is its figure's place among the board's figures (equal figures share one), so each
  /// shade covers about as many squares, and a single outlier takes one end of the scale without washing out the
  /// rest. The default.
  quantile,
  /// By the logarithm of the figure: each step of shade multiplies the figure by the same factor.
  log,
  /// By the figure itself: each step of shade adds the same amount; one outlier leaves every other square light.
  linear,
};

/// "quantile", "log", "linear" (in that order: the default first); and the scale of a name (nullopt otherwise).
std::string_view name_of(HeatScale scale);
std::optional<HeatScale> heat_scale_named(std::string_view name);
std::vector<std::string_view> heat_scale_names();

/// How the snakes and ladders are drawn over the squares.
enum class JumpStyle {
  /// In full colour (the default).
  full,
  /// Faint, so that the figures and numbers under them read first.
  faint,
  /// Not drawn: the legend says so, and (on a labelled board) each jump's head says where it goes ("→38").
  hidden,
};

/// "full", "faint", "hidden"; and the style of a name (nullopt otherwise).
std::string_view name_of(JumpStyle style);
std::optional<JumpStyle> jump_style_named(std::string_view name);
std::vector<std::string_view> jump_style_names();

/// Per-square figures to shade a board by, and what they mean. Build it with heat_map() from an analysis.
struct HeatMap {
  HeatKind kind = HeatKind::remaining;
  /// The rules the figures were computed under, named in the legend (snl::describe of the rules).
  std::string rules;
  /// value[label] for labels 1..squares (index 0 unused): the figure, or nullopt when there is none (a trap can
  /// be reached from there, or no turn begins there). Finite and at least 0.
  std::vector<std::optional<double>> value;
  /// stood_on[label]: whether a turn can begin on the square. A square with no value is drawn as a jump's head,
  /// as never reached, or (when stood on) as having no finite figure.
  std::vector<bool> stood_on;
  /// Why no square has a figure, when the analysis says (a jump-use map where a trap can be reached), for the legend.
  std::string left_out;
  /// With HeatKind::policy, mark[label]: the best choice on the square in a few characters (policy_mark), empty
  /// where the plain move is best; empty otherwise.
  std::vector<std::string> mark;
  /// The figure of the start off the board (rules with start 0), shown in the legend.
  std::optional<double> off_board;
  /// Where the game starts under those rules (GameRules::start): 1, square 1; 0, off the board (the legend says
  /// which, and square 1 is outlined as the start only under 1).
  int start = 1;
};

/// The heat map of `kind` from `analysis`, an analysis of `board` run with AnalysisOptions::squares (with
/// AnalysisOptions::jump_use for HeatKind::jump_use; with a best play of goal rolls, Analysis::strategy, for
/// HeatKind::policy).
HeatMap heat_map(const Board& board, const Analysis& analysis, HeatKind kind);

/// The best choice on one square in a few characters, the parts apart by spaces: the die to roll when not
/// GameRules::die ("d4", "2d6"); the faces whose move is changed, by change ("-2 +345": one fewer on a 2, one more
/// on a 3, 4 or 5; "+2/6": two more on a 6; with flip "~25": toss the coin on a 2 or a 5; faces of two digits apart
/// by commas); "R" on a head whose jump is refused. Empty when the plain move is best.
std::string policy_mark(const GameRules& rules, const SquarePlay& play);

struct RenderOptions {
  /// Draw one optimal route (from snl::solve) over the board, each roll numbered where it lands.
  bool route = false;
  /// Shade every square by the least number of rolls to stand on it (snl::roll_distances), with a legend;
  /// unreachable squares are greyed and crossed.
  bool layers = false;
  /// With `layers`: show the search after this many rolls only. Squares reached within `layers_upto` rolls
  /// are shaded, those reached by exactly that roll are outlined (the BFS frontier), the rest stay plain.
  /// Negative values are treated as 0.
  std::optional<std::int64_t> layers_upto;
  /// Shade every square by these figures (from heat_map()) instead, with a colour scale in the legend; squares with
  /// no figure are drawn apart and explained. Not with `layers`. Its vectors hold squares + 1 entries.
  std::optional<HeatMap> heat;
  /// With `heat`: how its figures map to colours (the legend names the scale and writes the figure at each stop).
  HeatScale heat_scale = HeatScale::quantile;
  /// How the jumps are drawn: in full, faint, or hidden (on any picture).
  JumpStyle jumps = JumpStyle::full;
};

/// What a picture is asked for with (snl render, /api/render, snl.render): the picture's options, and a heat map's
/// kind and the rules its analysis plays by (the rules need `heat`).
struct RenderRequest {
  bool route = false;
  bool layers = false;
  /// With layers (and implying them): the search after this many rolls only.
  std::optional<std::int64_t> upto;
  std::optional<HeatKind> heat;
  /// With heat: the colour scale (its row needs heat: check_combinations refuses it given alone).
  HeatScale heat_scale = HeatScale::quantile;
  JumpStyle jumps = JumpStyle::full;
  GameRules rules;
};

/// The options of snl render (snl/options.hpp): route, layers, upto, heat, heat_scale, jumps and the rules
/// (rules_options()).
const OptionTable<RenderRequest>& render_options();

/// The first thing wrong with `request` as a whole, in words, or nullopt: heat with layers or upto (both shade the
/// squares); a rule given without heat (`rules_given` says whether any rule option was given); heat policy without a
/// choice. (What the rows alone say, heat_scale needs heat, is check_combinations'.)
std::optional<std::string> render_conflict(const RenderRequest& request, bool rules_given);

/// The picture's options of `request` (its heat scale and jumps included), without the heat map (heat_map() of an
/// analysis gives it).
RenderOptions picture_options(const RenderRequest& request);

/// The picture of `board` as `request` asks, every face's one way to draw: with heat, the analysis of its per-square
/// figures under request.rules first (`analysis` gives its work budget and progress callback; its rules and
/// figures are the request's). A board too large to draw is refused before any analysis is spent on it. Throws
/// like render_svg and analyze.
std::string render_request(const Board& board, const RenderRequest& request, AnalysisOptions analysis = {});

/// The board as a standalone SVG document (UTF-8, ends with a newline).
/// Throws LimitError for a track or a board wider than kMaxRenderSide, Error for a heat map with layers (both
/// shade the squares) or one whose size is not the board's.
std::string render_svg(const Board& board, const RenderOptions& options = {});

/// One panel of a plot: its title (any text: it is escaped) and the analysis drawn.
struct PlotPanel {
  std::string title;
  Analysis analysis;
};

/// A self-contained SVG document with one panel per analysis: bars of pmf, the cdf as a line (right axis),
/// labelled axes, the expected value and median marked, and the players' chances of winning when there are two or
/// more. Deterministic: the same analyses give the same bytes. Unlike the board picture it carries a <style>; show
/// it as an image.
std::string render_plot(const std::vector<PlotPanel>& panels);

}  // namespace snl
