// snl/render.hpp — pictures as SVG: a board (squares, snakes and ladders, start and finish, and optionally the
// optimal route, numbered roll by roll, and the BFS layers, each square shaded by the rolls needed to stand on it),
// and the plot of an analysis (the distribution of the game length and the players' chances).
//
// The picture asks the library for everything it shows: where a label sits (cell_of), which jumps exist
// (Board::jumps), where a landing ends (Board::end_of_landing), the route (solve) and the layers
// (roll_distances). It decides no rule of its own.
//
// Contract:
//  * Deterministic: the same board and options give the same bytes (no clock, no locale, no hash order;
//    numbers are printed with std::to_chars). Golden tests pin the output.
//  * Square boards only. A track ("squares M") has no grid to draw and is refused with LimitError, as is a board
//    wider than kMaxRenderSide (the message names the limit).
//  * Labels, layer numbers and roll numbers are written up to kMaxLabelledSide; past it they are dropped, a
//    note in the picture says so, and start and finish stay marked by colour and the legend.
//  * Every square is a <rect class="square" data-label="L">: the viewer finds which square was clicked from it.
//    Drawings above the squares have pointer-events="none". No ids, no <style>, no external references, so
//    several pictures can live in one page and a strict Content-Security-Policy does not affect them.
//
// Complexity: O(n² + m + route length) time and output size (about 60 bytes per square, a few hundred per
// jump), plus one solve and/or one roll_layers when asked.
// Tested by: tests/unit/render_test.cpp (structure, determinism, limits, the plot), tests/golden/cases/render-*
// (the bytes). docs/render.md.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/board.hpp"

namespace snl {

/// The widest board the renderer draws (10,000 squares): beyond it the picture is neither readable nor small.
inline constexpr std::uint64_t kMaxRenderSide = 100;
/// The widest board whose squares carry their labels and numbers; larger boards are drawn without them.
inline constexpr std::uint64_t kMaxLabelledSide = 20;

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
};

/// The board as a standalone SVG document (UTF-8, ends with a newline).
/// Throws LimitError for a track or a board wider than kMaxRenderSide.
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
