// render_svg (snl/render.hpp): the board picture's layers stacked on its scene (render/scene.hpp).
#include "snl/render.hpp"

#include <algorithm>

#include "render/scene.hpp"
#include "render/style.hpp"
#include "snl/error.hpp"

namespace snl {

using internal::Svg;

std::string render_svg(const Board& board, const RenderOptions& options) {
  using internal::decimal_text;
  if (!board.is_square()) {
    throw LimitError("cannot draw a track of " + decimal_text(board.squares()) +
                     " squares: the renderer draws square boards (\"size N\") only");
  }
  const std::uint64_t n = board.side();
  if (n > kMaxRenderSide) {
    throw LimitError("board too large to draw: " + decimal_text(n) + "x" + decimal_text(n) + " has " +
                     decimal_text(board.squares()) + " squares; the renderer draws boards up to " +
                     decimal_text(kMaxRenderSide) + "x" + decimal_text(kMaxRenderSide) + " (" +
                     decimal_text(kMaxRenderSide * kMaxRenderSide) + " squares)");
  }
  if (options.heat) {
    if (options.layers) throw Error("a picture shows either the BFS layers or a heat map, not both: both shade the squares");
    if (options.heat->value.size() != board.squares() + 1 || options.heat->stood_on.size() != board.squares() + 1) {
      throw Error("the heat map holds " + decimal_text(options.heat->value.size()) +
                  " entries, and the board needs " + decimal_text(board.squares() + 1) + " (one per square, and 0)");
    }
  }
  const internal::Scene scene = internal::make_scene(board, options);
  std::string body;
  Svg svg(body);
  internal::draw_title(svg, scene);
  internal::draw_squares(svg, scene);
  svg.raw("<g pointer-events=\"none\">\n");  // everything above the squares lets clicks through to them
  internal::draw_start_and_finish(svg, scene);
  internal::draw_search(svg, scene);
  internal::draw_jumps(svg, scene);
  internal::draw_labels(svg, scene);
  internal::draw_route(svg, scene);
  svg.raw("</g>\n");
  const double height = (internal::draw_legend(body, scene) - 6) * scene.ui + internal::kPad;

  // The document: natural size up to kMaxDisplayWidth, scaled down past it.
  const double width = scene.width;
  const double scale = std::min(1.0, internal::kMaxDisplayWidth / width);
  std::string out;
  out.reserve(body.size() + 512);
  Svg head(out);
  head.open("svg").str("xmlns", "http://www.w3.org/2000/svg");
  out += " viewBox=\"0 0 ";
  internal::put(out, width);
  out += ' ';
  internal::put(out, height);
  out += '"';
  head.num("width", width * scale).num("height", height * scale).str("font-family", "sans-serif");
  head.str("role", "img").count("data-side", n).count("data-squares", scene.last);
  if (scene.rolls >= -1) {
    head.str("data-rolls", scene.rolls >= 0 ? decimal_text(static_cast<std::uint64_t>(scene.rolls)) : "-1");
  }
  if (options.heat) head.str("data-heat", name_of(options.heat->kind));
  head.str("aria-label", "Snakes and Ladders board");
  out += ">\n";
  head.open("rect").num("width", width).num("height", height).str("fill", "#ffffff").close();
  out += body;
  out += "</svg>\n";
  return out;
}

}  // namespace snl
