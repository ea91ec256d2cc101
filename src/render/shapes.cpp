#include "render/shapes.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "render/style.hpp"

namespace snl::internal {

void arrowhead(Svg& svg, Point tip, Point direction, double size, std::string_view colour) {
  const Point normal{-direction.y, direction.x};
  const Point base = tip - direction * size;
  svg.open("polygon").points("points", {tip, base + normal * (size * 0.6), base - normal * (size * 0.6)});
  svg.str("fill", colour).close();
}

void ladder(Svg& svg, Point from, Point to, double unit, double inset) {
  const double full = length(to - from);
  if (full <= 0) return;
  const Point d = (to - from) * (1 / full);
  const Point n{-d.y, d.x};
  const Point a = from + d * inset;
  const Point b = to - d * (inset + unit * 0.16);  // leave room for the arrowhead
  const double span = length(b - a);
  const double half_gap = unit * 0.13;
  const double rail = unit * 0.065;
  // Rungs first so that the rails cover their ends; all rungs are one path, both rails another.
  const double spacing = unit * 0.28;
  const auto rungs = static_cast<int>(std::min(80.0, std::floor(span / spacing)));
  const auto segment = [](std::string& path, Point p, Point q) {
    path += path.empty() ? "M" : " M";
    put(path, p);
    path += 'L';
    put(path, q);
  };
  if (rungs > 0) {
    std::string path;
    for (int k = 1; k <= rungs; ++k) {
      const Point c = a + d * (span * k / (rungs + 1));
      segment(path, c + n * half_gap, c - n * half_gap);
    }
    svg.open("path").str("d", path).str("stroke", kLadderRung).num("stroke-width", rail * 0.8).close();
  }
  std::string rails;
  segment(rails, a + n * half_gap, b + n * half_gap);
  segment(rails, a - n * half_gap, b - n * half_gap);
  svg.open("path").str("d", rails).str("stroke", kLadderRail).num("stroke-width", rail);
  svg.str("stroke-linecap", "round").close();
  arrowhead(svg, b + d * (unit * 0.2), d, unit * 0.24, kLadderRail);
}

void snake(Svg& svg, Point head, Point tail, double unit, double inset) {
  const double full = length(tail - head);
  if (full <= 0) return;
  const Point d = (tail - head) * (1 / full);
  const Point n{-d.y, d.x};
  const Point a = head + d * (inset * 0.5);
  const Point b = tail - d * (inset + unit * 0.16);
  const double span = length(b - a);
  // The centre line is a quadratic Bezier through a and b whose middle is `bow` off the straight line.
  const double bow = std::min(span * 0.16, unit * 0.7);
  const Point m = (a + b) * 0.5 + n * (2 * bow);
  const auto at = [&](double t) { return a * ((1 - t) * (1 - t)) + m * (2 * t * (1 - t)) + b * (t * t); };
  const auto normal_at = [&](double t) {
    const Point v = (m - a) * (2 * (1 - t)) + (b - m) * (2 * t);
    const double l = length(v);
    return Point{-v.y / l, v.x / l};
  };
  const double amplitude = std::min(unit * 0.2, span / 7);
  const int halves = 2 * std::max(1, static_cast<int>(std::lround(span / (unit * 1.3))));
  std::string path;
  path += 'M';
  put(path, a);
  for (int k = 0; k < halves; ++k) {
    // Quadratic pieces whose control points alternate sides: tangents (nearly) match where pieces meet.
    const double side = k % 2 == 0 ? 1 : -1;
    const double t_mid = (k + 0.5) / halves;
    const Point control = at(t_mid) + normal_at(t_mid) * (2 * amplitude * side);
    const Point end = at(static_cast<double>(k + 1) / halves);
    path += " Q";
    put(path, control);
    path += ' ';
    put(path, end);
  }
  svg.open("path").str("d", path).str("fill", "none").str("stroke", kSnakeBody).num("stroke-width", unit * 0.15);
  svg.str("stroke-linecap", "round").close();
  svg.open("path").str("d", path).str("fill", "none").str("stroke", kSnakeStripe).num("stroke-width", unit * 0.045);
  svg.str("stroke-linecap", "round").str("stroke-dasharray", "2 5").close();
  const Point n_end = normal_at(1);
  const Point d_end{n_end.y, -n_end.x};
  arrowhead(svg, b + d_end * (unit * 0.22), d_end, unit * 0.26, kSnakeBody);
  const Point n_start = normal_at(0);
  const Point d_start{n_start.y, -n_start.x};
  svg.open("circle").num("cx", a.x).num("cy", a.y).num("r", unit * 0.15).str("fill", kSnakeHead).close();
  for (const double side : {1.0, -1.0}) {
    const Point eye = a - d_start * (unit * 0.04) + n_start * (unit * 0.07 * side);
    svg.open("circle").num("cx", eye.x).num("cy", eye.y).num("r", unit * 0.035).str("fill", "#ffffff").close();
  }
}

void self_jump(Svg& svg, Point centre, double unit) {
  svg.open("circle").num("cx", centre.x).num("cy", centre.y).num("r", unit * 0.2).str("fill", "none");
  svg.str("stroke", kSelfJump).num("stroke-width", unit * 0.06).str("stroke-dasharray", "6 3").close();
  arrowhead(svg, centre + Point{unit * 0.2, unit * 0.06}, Point{0, 1}, unit * 0.14, kSelfJump);
}

std::string ramp(double t) {
  constexpr std::array<std::array<int, 3>, 4> stops{{{232, 242, 252}, {160, 202, 232}, {72, 145, 200}, {20, 72, 140}}};
  t = std::clamp(t, 0.0, 1.0) * static_cast<double>(stops.size() - 1);
  const auto k = std::min<std::size_t>(static_cast<std::size_t>(t), stops.size() - 2);
  const double f = t - static_cast<double>(k);
  std::string out = "#";
  constexpr std::string_view hex = "0123456789abcdef";
  for (std::size_t c = 0; c < 3; ++c) {
    const auto v = static_cast<int>(std::lround(stops[k][c] + (stops[k + 1][c] - stops[k][c]) * f));
    out += hex[static_cast<std::size_t>(v / 16)];
    out += hex[static_cast<std::size_t>(v % 16)];
  }
  return out;
}

}  // namespace snl::internal
