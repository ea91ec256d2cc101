// The legend of the board picture (render/scene.hpp): what each mark means, and the layer or heat colours.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "render/scene.hpp"
#include "render/shapes.hpp"
#include "render/style.hpp"

namespace snl::internal {
namespace {

/// Legend entries laid out left to right, wrapping at `width`.
class Legend {
 public:
  Legend(std::string& out, double left, double top, double width) : svg_(out), left_(left), top_(top), width_(width) {
    x_ = left_;
    y_ = top_;
  }
  /// Reserves room for a swatch `swatch` wide and a caption; returns the swatch's top-left corner.
  Point item(double swatch, std::string_view caption) {
    const double caption_width = text_width(caption, kLegendFont);
    const double need = caption.empty() ? swatch : swatch + 6 + caption_width;
    if (x_ > left_ && x_ + need > left_ + width_) new_row();
    const Point corner{x_, y_};
    if (!caption.empty()) text(svg_, {x_ + swatch + 6, y_ + 12}, kLegendFont, "start", kInk, caption);
    x_ += need + (caption.empty() ? 2 : 16);
    return corner;
  }
  void new_row() {
    x_ = left_;
    y_ += kLegendRow;
  }
  /// Text on rows of its own, broken between words to fit the width.
  void paragraph(std::string_view words) {
    if (x_ > left_) new_row();
    std::string line_text;
    while (!words.empty()) {
      const std::size_t space = words.find(' ');
      const std::string_view word = words.substr(0, space);
      words.remove_prefix(space == std::string_view::npos ? words.size() : space + 1);
      const std::string longer = line_text.empty() ? std::string(word) : line_text + " " + std::string(word);
      if (!line_text.empty() && text_width(longer, kLegendFont) > width_) {
        item(0, line_text);
        new_row();
        line_text = std::string(word);
      } else {
        line_text = longer;
      }
    }
    if (!line_text.empty()) item(0, line_text);
    new_row();
  }
  Svg& svg() { return svg_; }
  double bottom() const { return x_ > left_ ? y_ + kLegendRow : y_; }

 private:
  Svg svg_;
  double left_, top_, width_;
  double x_, y_;
};

/// The marks of the board: ladder, snake, self-jump, start and finish, the route.
void marks(Legend& legend, const Scene& s) {
  Point p;
  if (s.options.jumps == JumpStyle::hidden) {
    legend.item(0, s.labelled ? "jumps hidden: each jump's head says where it goes (\xE2\x86\x92N)"
                              : "jumps hidden");
  } else {
    // Drawn as on the board: faint there, faint here.
    const bool faint = s.options.jumps == JumpStyle::faint;
    const auto begin = [&] {
      if (faint) legend.svg().raw("<g opacity=\"" + std::string(kFaintJumps) + "\">\n");
    };
    const auto end = [&] {
      if (faint) legend.svg().raw("</g>\n");
    };
    p = legend.item(30, "ladder: climb up");
    begin();
    ladder(legend.svg(), p + Point{0, 16}, p + Point{30, 0}, 22, 0);
    end();
    p = legend.item(30, "snake: slide down");
    begin();
    snake(legend.svg(), p + Point{2, 2}, p + Point{30, 15}, 22, 0);
    end();
    if (s.loops > 0) {
      p = legend.item(18, "jump to itself");
      begin();
      self_jump(legend.svg(), p + Point{9, 8}, 30);
      end();
    }
  }
  if (!s.layered()) {
    if (s.starts_on_square_1()) {
      p = legend.item(18, "start (1)");
      legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 18).num("height", 16);
      legend.svg().str("fill", s.heated() ? std::string_view("#ffffff") : kStartFill);
      legend.svg().str("stroke", kStartInk).num("stroke-width", 2).close();
    } else {
      // The rules start off the board: the tag below square 1 is where the token comes from; no square is outlined.
      p = legend.item(18, "start: off the board (0)");
      text(legend.svg(), {p.x + 9, p.y + 12}, kTagFont, "middle", kStartInk, "\xE2\x96\xB2", true);
    }
    p = legend.item(18, "finish (" + decimal_text(s.last) + ")");
    legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 18).num("height", 16);
    legend.svg().str("fill", kFinishFill).str("stroke", kFinishInk).num("stroke-width", 2).close();
  }
  if (s.solution) {
    const bool reachable = s.solution->reachable();
    p = legend.item(reachable ? 30 : 0, reachable ? "route: numbered where each roll lands" : "no route: unreachable");
    if (reachable) {
      line(legend.svg(), p + Point{0, 8}, p + Point{16, 8}, kRoute, 3, "7 4");
      legend.svg().open("circle").num("cx", p.x + 23).num("cy", p.y + 8).num("r", 7).str("fill", kRoute).close();
    }
  }
}

/// The layer colours (up to 16 samples from 0 to the deepest layer), unreachable squares and the frontier.
void layer_marks(Legend& legend, const Scene& s) {
  legend.new_row();
  Point p = legend.item(0, "Rolls to stand on a square:");
  const std::int32_t deepest = s.layers.deepest;
  const std::int32_t samples = std::min<std::int32_t>(deepest + 1, 16);
  for (std::int32_t k = 0; k < samples; ++k) {
    const std::int32_t d = samples == 1 ? 0 : static_cast<std::int32_t>(std::lround(
                                                  static_cast<double>(k) * deepest / (samples - 1)));
    const double t = deepest == 0 ? 0 : static_cast<double>(d) / deepest;
    p = legend.item(24, "");
    legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 24).num("height", 16).str("fill", ramp(t));
    legend.svg().str("stroke", kGridLine).num("stroke-width", 0.5).close();
    text(legend.svg(), {p.x + 12, p.y + 12}, 10, "middle", dark(t) ? "#ffffff" : kLayerInk,
         decimal_text(static_cast<std::uint64_t>(d)), true);
  }
  legend.new_row();
  if (s.layers.unreachable > 0) {
    p = legend.item(18, "unreachable");
    legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 18).num("height", 16);
    legend.svg().str("fill", kUnreachableFill).close();
    line(legend.svg(), p + Point{5, 4}, p + Point{13, 12}, kUnreachableInk, 1.5);
    line(legend.svg(), p + Point{13, 4}, p + Point{5, 12}, kUnreachableInk, 1.5);
  }
  if (s.options.layers_upto) {
    p = legend.item(18, "reached by roll " + decimal_text(static_cast<std::uint64_t>(s.upto)));
    legend.svg().open("rect").num("x", p.x + 1).num("y", p.y + 1).num("width", 16).num("height", 14);
    legend.svg().str("fill", "none").str("stroke", kFrontier).num("stroke-width", 2.5).close();
  }
  if (!s.board->jumps().empty()) legend.item(0, "unshaded: a jump's head, never stood on");
}

/// A swatch of a heat map's colour for `value`, with the value written on it.
void heat_swatch(Legend& legend, const Scene& s, double value, double width) {
  const double t = s.heat_position(value);
  const Point p = legend.item(width, "");
  legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", width).num("height", 16);
  legend.svg().str("fill", heat_ramp(t)).str("stroke", kGridLine).num("stroke-width", 0.5).close();
  text(legend.svg(), {p.x + width / 2, p.y + 12}, 10, "middle", heat_dark(t) ? "#ffffff" : kHeatInk,
       escaped(heat_text(value)), true);
}

/// The colour scale in words: its name and what a step of shade means.
std::string scale_words(const Scene& s) {
  switch (s.options.heat_scale) {
    case HeatScale::quantile: return "Colour scale: quantile (shade by rank: each step covers about as many squares).";
    case HeatScale::log:
      return std::string("Colour scale: log (each step of shade multiplies the figure by the same factor") +
             (s.heat_log_low > s.heat_low ? "; a figure of 0 takes the lightest shade)." : ").");
    case HeatScale::linear: return "Colour scale: linear (each step of shade adds the same amount).";
  }
  return "";
}

/// What the heat map's figure is, its colour scale from the least to the greatest figure on the board, and what
/// the squares without one are.
void heat_marks(Legend& legend, const Scene& s) {
  const HeatMap& heat = *s.options.heat;
  const bool remaining = heat.kind == HeatKind::remaining || heat.kind == HeatKind::policy;
  if (heat.kind == HeatKind::policy) {
    legend.paragraph("Shade and number: the expected rolls the player's choices save in a turn beginning on the "
                     "square, the best play against that turn played without them (" + escaped(heat.rules) +
                     "). Mark: the best choice there: the die to roll (d4); the faces moved one more (+35) or one "
                     "fewer (-2), or two (+2/6); the faces on which to toss the coin (~25); R: refuse the jump; no "
                     "mark: the plain move.");
  }
  const char* what = heat.kind == HeatKind::policy ? nullptr
                     : remaining ? "Shade and number: the expected rolls still needed from a turn beginning on the square"
                     : heat.kind == HeatKind::visits
                         ? "Shade and number: the expected number of turns begun on the square in one game"
                         : "Shade and number, on each jump's head: the expected number of times the jump is taken in "
                           "one game";
  if (what != nullptr) legend.paragraph(std::string(what) + ", the die played at random (" + escaped(heat.rules) + ").");
  const std::uint64_t shown = s.last - std::accumulate(s.heat_gaps.begin(), s.heat_gaps.end(), std::uint64_t{0});
  if (shown == 0) {
    legend.item(0, heat.left_out.empty() ? std::string("No square has a figure.")
                                         : "No square has a figure: " + escaped(heat.left_out) + ".");
  } else {
    const std::vector<double> stops = s.heat_stops();
    if (stops.size() > 1) legend.paragraph(scale_words(s));
    legend.item(0, stops.size() > 1 ? "fewer" : "every square:");
    for (const double value : stops) heat_swatch(legend, s, value, 40);
    if (stops.size() > 1) legend.item(0, "more");
  }
  legend.new_row();
  if (heat.off_board) {
    legend.item(0, std::string(heat.kind == HeatKind::policy ? "saved off the board (the start): "
                               : remaining                   ? "from off the board (the start): "
                                                             : "turns begun off the board: ") +
                       escaped(heat_text(*heat.off_board)));
  }
  const auto gaps = [&s](HeatCell cell) { return s.heat_gaps[static_cast<std::size_t>(cell)]; };
  if (gaps(HeatCell::no_figure) > 0) {
    const Point p = legend.item(18, remaining ? "infinite: a trap can be reached from here"
                                              : "none: the last square cannot be reached from here");
    legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 18).num("height", 16);
    legend.svg().str("fill", kNoFigureFill).close();
    text(legend.svg(), {p.x + 9, p.y + 12}, 11, "middle", "#ffffff", no_figure_mark(heat.kind), true);
  }
  if (gaps(HeatCell::never_reached) > 0) {
    const Point p = legend.item(18, "never reached: no turn begins here");
    legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 18).num("height", 16);
    legend.svg().str("fill", kUnreachableFill).close();
    line(legend.svg(), p + Point{5, 4}, p + Point{13, 12}, kUnreachableInk, 1.5);
    line(legend.svg(), p + Point{13, 4}, p + Point{5, 12}, kUnreachableInk, 1.5);
  }
  if (gaps(HeatCell::jump_head) > 0) legend.item(0, "unshaded: a jump's head, never stood on");
  if (gaps(HeatCell::no_jump) > 0) legend.item(0, "unshaded: no jump begins here");
}

}  // namespace

double draw_legend(std::string& out, const Scene& s) {
  const double top = (s.layout.board_top + s.board_width) / s.ui + kTagFont + 14;
  out += s.ui_group("legend");
  Legend legend(out, kPad / s.ui, top, s.ui_width);
  marks(legend, s);
  if (s.layered()) layer_marks(legend, s);
  if (s.heated()) heat_marks(legend, s);
  out += "</g>\n";
  return legend.bottom();
}

}  // namespace snl::internal
