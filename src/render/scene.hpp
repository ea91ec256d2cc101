// render/scene.hpp — a board picture before it is drawn: what it shows, asked of the library once (the route, the
// BFS layers, the jumps), and where everything goes. Each layer of the picture is one function drawing from the
// scene (render/layers.cpp, render/legend.cpp); render_svg (render/render.cpp) stacks them in order.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "render/svg.hpp"
#include "snl/bfs.hpp"
#include "snl/board.hpp"
#include "snl/render.hpp"
#include "snl/route.hpp"

namespace snl::internal {

/// Where squares are drawn: the board's top-left corner, and each label's cell by the rules (cell_of).
struct Layout {
  std::uint64_t n;
  double board_left;
  double board_top;
  Point corner(Label label) const;
  Point centre(Label label) const;
};

/// What a square of a heat map shows: its figure, or why it has none.
enum class HeatCell { figure, finish, jump_head, never_reached, no_figure, no_jump };

/// The data-heat word of a square with no figure ("finish", "jump-head", "never-reached", "no-figure", "no-jump":
/// a square without a jump on the jump-use map).
std::string_view heat_gap_name(HeatCell cell);
/// What a square with no finite figure shows: "∞" for the rolls still needed, "–" for visits.
std::string_view no_figure_mark(HeatKind kind);

struct Scene {
  const Board* board;
  RenderOptions options;
  std::uint64_t n = 0;
  std::uint64_t last = 0;
  /// The route when asked for, every walk expanded into its rolls (each roll is drawn and numbered).
  std::optional<Solution> solution;
  /// The BFS layers when asked for (distance empty otherwise).
  RollLayers layers;
  /// With layers: show the search after this many rolls (the deepest layer by default).
  std::int64_t upto = 0;
  /// The least number of rolls, -1 unreachable, -2 not computed.
  std::int64_t rolls = -2;
  std::uint64_t ladders = 0, snakes = 0, loops = 0;
  /// With a heat map: the range of its figures as written (the ends of the colour scale) and how many squares of
  /// each kind have none (heat_gaps[k] for HeatCell k).
  double heat_low = 0, heat_high = 0;
  std::array<std::uint64_t, 6> heat_gaps{};
  /// With a heat map: its figures as written (heat_written), in increasing order (the quantile scale ranks a figure
  /// among them), and the least positive figure (where the log scale begins; 0 when none is positive).
  std::vector<double> heat_sorted;
  double heat_log_low = 0;
  /// Whether squares carry their labels and numbers (n ≤ kMaxLabelledSide).
  bool labelled = false;
  double board_width = 0;  // n squares
  double draw_width = 0;   // at least kMinDrawWidth
  double width = 0;        // the whole picture
  /// The scale of the title, tags and legend, so that they keep their size on screen when a large board is
  /// scaled down to fit kMaxDisplayWidth; ui_width is the drawing's width in those units.
  double ui = 1;
  double ui_width = 0;
  std::vector<std::string> title;
  std::vector<std::string> notes;
  Layout layout{};

  bool layered() const { return !layers.distance.empty(); }
  bool heated() const { return options.heat.has_value(); }
  /// With a heat map: what square `label` shows, and its figure's position on the scale 0..1 (of the figure as
  /// written, on the scale options.heat_scale names).
  HeatCell heat_cell(Label label) const;
  double heat_position(double value) const;
  /// With a heat map: the figures the legend's swatches show, increasing, at most 7 (one per sixth of the scale, by
  /// rank for quantile), each written differently from the one before.
  std::vector<double> heat_stops() const;
  /// Whether square 1 is the start (a heat map under rules that start off the board says it is not).
  bool starts_on_square_1() const { return !heated() || options.heat->start != 0; }
  /// Whether no route stands on `label` and it is no jump's head (it is greyed and crossed).
  bool unreachable(Label label) const;
  /// A square's fill, and its position on the layer or heat ramp 0..1 (-1 when not shaded by either).
  std::pair<std::string, double> shade(Label label) const;
  /// "<g class=NAME>" scaled by `ui` when the picture is scaled down.
  std::string ui_group(std::string_view name) const;
};

/// Asks the library for what the picture shows and lays it out. Precondition: a square board of side at most
/// kMaxRenderSide (render_svg refuses the rest).
Scene make_scene(const Board& board, const RenderOptions& options);

void draw_title(Svg& svg, const Scene& scene);
void draw_squares(Svg& svg, const Scene& scene);
void draw_start_and_finish(Svg& svg, const Scene& scene);
/// Unreachable squares crossed; the BFS frontier (squares reached by roll `upto`) outlined.
void draw_search(Svg& svg, const Scene& scene);
/// Ladders under snakes, so that a snake crossing a ladder stays visible; then self-jumps.
void draw_jumps(Svg& svg, const Scene& scene);
/// Labels (top left) and layer numbers (top right), each with a halo of its square's colour.
void draw_labels(Svg& svg, const Scene& scene);
/// The route: a dashed line per roll with an arrowhead, a dotted one along each jump taken, the roll's number
/// where it lands.
void draw_route(Svg& svg, const Scene& scene);
/// The legend below the board; returns its bottom, in UI units.
double draw_legend(std::string& out, const Scene& scene);

}  // namespace snl::internal
