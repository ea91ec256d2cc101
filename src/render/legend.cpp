// The legend of the board picture (render/scene.hpp): what each mark means, and the layer colours.
#include <algorithm>
#include <cmath>

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
  Svg& svg() { return svg_; }
  double bottom() const { return x_ > left_ ? y_ + kLegendRow : y_; }

 private:
  Svg svg_;
  double left_, top_, width_;
  double x_, y_;
};

/// The marks of the board: ladder, snake, self-jump, start and finish, the route.
void marks(Legend& legend, const Scene& s) {
  Point p = legend.item(30, "ladder: climb up");
  ladder(legend.svg(), p + Point{0, 16}, p + Point{30, 0}, 22, 0);
  p = legend.item(30, "snake: slide down");
  snake(legend.svg(), p + Point{2, 2}, p + Point{30, 15}, 22, 0);
  if (s.loops > 0) {
    p = legend.item(18, "jump to itself");
    self_jump(legend.svg(), p + Point{9, 8}, 30);
  }
  if (!s.layered()) {
    p = legend.item(18, "start (1)");
    legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 18).num("height", 16).str("fill", kStartFill);
    legend.svg().str("stroke", kStartInk).num("stroke-width", 2).close();
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

}  // namespace

double draw_legend(std::string& out, const Scene& s) {
  const double top = (s.layout.board_top + s.board_width) / s.ui + kTagFont + 14;
  out += s.ui_group("legend");
  Legend legend(out, kPad / s.ui, top, s.ui_width);
  marks(legend, s);
  if (s.layered()) layer_marks(legend, s);
  out += "</g>\n";
  return legend.bottom();
}

}  // namespace snl::internal
