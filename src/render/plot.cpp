// render_plot (snl/render.hpp): the distribution of the game length as SVG, one panel per analysis, written with
// the library's one SVG writer (render/svg.hpp).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "render/svg.hpp"
#include "snl/render.hpp"

namespace snl {
namespace {

using internal::Point;
using internal::Svg;

/// An axis from 0 in `ticks` steps of `step` (1, 2 or 5 × 10^e, about a fifth of the largest value, at least
/// `least_step`), reaching at least that value.
struct Axis {
  double step = 1;
  int ticks = 1;
  double top() const { return step * ticks; }
};

Axis nice_axis(double largest, double least_step = 0) {
  if (!(largest > 0)) return {};
  const double rough = largest / 5;
  const double power = std::pow(10.0, std::floor(std::log10(rough)));
  Axis axis{10 * power, 1};
  for (const double factor : {1.0, 2.0, 5.0}) {
    if (factor * power >= rough * (1 - 1e-12)) {
      axis.step = factor * power;
      break;
    }
  }
  axis.step = std::max(axis.step, least_step);
  axis.ticks = std::max(1, static_cast<int>(std::ceil(largest / axis.step * (1 - 1e-12))));
  return axis;
}

/// Tick label: up to four significant digits, no trailing zeros.
std::string tick(double x) { return fmt::format("{:.4g}", x); }

// Geometry of a panel (pixels).
constexpr double kWidth = 760;
constexpr double kLeft = 72;
constexpr double kRight = 72;
constexpr double kTop = 52;
constexpr double kPlotHeight = 260;
constexpr double kBottom = 62;
constexpr double kPlayerRow = 22;
constexpr double kPlotWidth = kWidth - kLeft - kRight;
constexpr std::size_t kMaxBars = 240;

double panel_height(const Analysis& analysis) {
  double height = kTop + kPlotHeight + kBottom;
  if (analysis.options.players > 1) height += 36 + kPlayerRow * analysis.options.players + 16;
  return height;
}

/// The rolls shown and the bars: up to where 99.9% of the finishing probability is reached, from 0 — or, for a game
/// that cannot be short, from a round number below where 0.1% is reached — in at most kMaxBars bars.
struct Frame {
  double x0 = kLeft;
  double y0 = 0;  // the x axis
  Axis x_axis;
  double x_low = 0;
  double x_top = 0;
  std::size_t first_roll = 0;
  std::size_t columns = 0;
  std::size_t bucket = 1;  // rolls per bar
  std::vector<double> height;
  Axis y_axis;

  double x_of(double k) const { return x0 + kPlotWidth * (k - x_low) / (x_top - x_low); }
  double y_left(double p) const { return y0 - kPlotHeight * p / y_axis.top(); }
  double y_right(double p) const { return y0 - kPlotHeight * p; }
};

Frame frame_of(const Analysis& a, double top) {
  Frame f;
  f.y0 = top + kTop + kPlotHeight;
  std::uint64_t high = a.pmf.size() - 1;
  std::uint64_t low = 0;
  if (a.finish_probability > 0) {
    if (const auto k = percentile_of(a.cdf, 99.9 * a.finish_probability)) high = *k;
    if (const auto k = percentile_of(a.cdf, 0.1 * a.finish_probability)) low = *k;
  }
  high = std::max<std::uint64_t>(high, 1) + 1;
  f.x_axis = nice_axis(static_cast<double>(high), 1);
  if (5 * low > 2 * high) {
    f.x_axis = nice_axis(static_cast<double>(high - low), 1);
    f.x_low = std::floor(static_cast<double>(low) / f.x_axis.step) * f.x_axis.step;
    f.x_axis.ticks = std::max(1, static_cast<int>(std::ceil((static_cast<double>(high) - f.x_low) / f.x_axis.step)));
  }
  f.x_top = f.x_low + f.x_axis.top();
  f.first_roll = static_cast<std::size_t>(f.x_low);
  f.columns = static_cast<std::size_t>(std::llround(f.x_axis.top()));
  f.bucket = (f.columns + kMaxBars - 1) / kMaxBars;
  const std::size_t bars = (f.columns + f.bucket - 1) / f.bucket;
  f.height.assign(bars, 0.0);
  for (std::size_t b = 0; b < bars; ++b) {
    double sum = 0;
    const std::size_t from = f.first_roll + b * f.bucket;
    for (std::size_t k = from; k < std::min(from + f.bucket, a.pmf.size()); ++k) sum += a.pmf[k];
    f.height[b] = sum / static_cast<double>(f.bucket);
  }
  f.y_axis = nice_axis(*std::max_element(f.height.begin(), f.height.end()));
  return f;
}

void heading(Svg& svg, const PlotPanel& panel, double top) {
  const Analysis& a = panel.analysis;
  svg.raw("<g>\n");
  svg.open("text").num("x", kLeft).num("y", top + 24).str("class", "title").text("text", internal::escaped(panel.title));
  std::string summary =
      a.expected_rolls ? fmt::format("expected {:.4f} rolls", *a.expected_rolls) : std::string("expected: infinite");
  summary += fmt::format(", finish probability {:.6g}", a.finish_probability);
  if (a.min_rolls) summary += fmt::format(", shortest {}", *a.min_rolls);
  svg.open("text").num("x", kLeft).num("y", top + 42).str("class", "note").text("text", internal::escaped(summary));
}

/// The grid, the bars of pmf, the cdf as a line on the right axis, and the mean and median marked.
void distribution(Svg& svg, const Analysis& a, const Frame& f) {
  svg.raw("<g class=\"grid\">\n");
  for (int i = 1; i <= f.y_axis.ticks; ++i) {
    const double y = f.y_left(f.y_axis.step * i);
    svg.open("line").num("x1", f.x0).num("y1", y).num("x2", f.x0 + kPlotWidth).num("y2", y).close();
  }
  svg.raw("</g>\n<g class=\"bars\">\n");
  const double bar_width = kPlotWidth * static_cast<double>(f.bucket) / (f.x_top - f.x_low);
  for (std::size_t b = 0; b < f.height.size(); ++b) {
    if (f.height[b] <= 0) continue;
    const double y = f.y_left(f.height[b]);
    svg.open("rect").num("x", f.x_of(static_cast<double>(f.first_roll + b * f.bucket))).num("y", y);
    svg.num("width", std::max(bar_width - 0.5, 0.5)).num("height", f.y0 - y).close();
  }
  svg.raw("</g>\n<polyline class=\"cdf\" points=\"");
  for (std::size_t k = f.first_roll; k <= f.first_roll + f.columns; k += f.bucket) {
    if (k != f.first_roll) svg.raw(" ");
    internal::put(svg.out(), f.x_of(static_cast<double>(k)));
    svg.raw(",");
    internal::put(svg.out(), f.y_right(a.within(k)));
  }
  svg.raw("\"/>\n");
  const auto marker = [&](double k, const std::string& label, std::string_view css, double dy) {
    if (k < f.x_low || k > f.x_top) return;
    svg.open("line").str("class", css).num("x1", f.x_of(k)).num("y1", f.y0).num("x2", f.x_of(k));
    svg.num("y2", f.y0 - kPlotHeight).close();
    svg.open("text").str("class", "marker").num("x", f.x_of(k) + 4).num("y", f.y0 - kPlotHeight + dy);
    svg.text("text", internal::escaped(label));
  };
  if (a.expected_rolls) marker(*a.expected_rolls, fmt::format("mean {:.2f}", *a.expected_rolls), "mean", 12);
  if (const auto m = a.median()) marker(static_cast<double>(*m), fmt::format("median {}", *m), "median", 26);
}

/// A tick: a short line from `a` to `b` and its label at `at`.
void tick_mark(Svg& svg, Point a, Point b, Point at, std::string_view anchor, const std::string& label) {
  svg.open("line").num("x1", a.x).num("y1", a.y).num("x2", b.x).num("y2", b.y).close();
  svg.open("text").num("x", at.x).num("y", at.y);
  if (!anchor.empty()) svg.str("text-anchor", anchor);
  svg.text("text", label);
}

/// The axes with their ticks and labels.
void axes(Svg& svg, const Frame& f) {
  const double x0 = f.x0, x1 = f.x0 + kPlotWidth, y0 = f.y0, y1 = f.y0 - kPlotHeight;
  svg.raw("<g class=\"axis\">\n");
  svg.open("line").num("x1", x0).num("y1", y0).num("x2", x1).num("y2", y0).close();
  svg.open("line").num("x1", x0).num("y1", y0).num("x2", x0).num("y2", y1).close();
  svg.open("line").num("x1", x1).num("y1", y0).num("x2", x1).num("y2", y1).close();
  for (int i = 0; i <= f.x_axis.ticks; ++i) {
    const double k = f.x_low + f.x_axis.step * i;
    const double x = f.x_of(k);
    tick_mark(svg, {x, y0}, {x, y0 + 5}, {x, y0 + 18}, "middle", tick(k));
  }
  for (int i = 0; i <= f.y_axis.ticks; ++i) {
    const double y = f.y_left(f.y_axis.step * i);
    tick_mark(svg, {x0 - 5, y}, {x0, y}, {x0 - 8, y + 4}, "end", tick(f.y_axis.step * i));
  }
  for (int i = 0; i <= 4; ++i) {
    const double y = f.y_right(0.25 * i);
    tick_mark(svg, {x1, y}, {x1 + 5, y}, {x1 + 8, y + 4}, "", tick(0.25 * i));
  }
  svg.raw("</g>\n");
  svg.open("text").str("class", "label").num("x", x0 + kPlotWidth / 2).num("y", y0 + 40).str("text-anchor", "middle");
  svg.text("text", f.bucket == 1 ? std::string("rolls (k)") : fmt::format("rolls (k), bars of {} rolls", f.bucket));
  const double middle = y0 - kPlotHeight / 2;
  std::string turn = "translate(";
  internal::put(turn, x0 - 52);
  turn += ',';
  internal::put(turn, middle);
  svg.open("text").str("class", "label bars-label").str("transform", turn + ") rotate(-90)");
  svg.str("text-anchor", "middle").text("text", f.bucket == 1 ? "P(game ends on roll k)" : "P(game ends on a roll), per roll");
  turn = "translate(";
  internal::put(turn, x1 + 50);
  turn += ',';
  internal::put(turn, middle);
  svg.open("text").str("class", "label cdf-label").str("transform", turn + ") rotate(90)");
  svg.str("text-anchor", "middle").text("text", "P(finished within k rolls)");
}

/// The players' chances of winning, as bars.
void players(Svg& svg, const Analysis& a, const Frame& f) {
  const auto count = static_cast<std::size_t>(a.options.players);
  if (count < 2) return;
  double y = f.y0 + kBottom + 10;
  svg.open("text").str("class", "label").num("x", f.x0).num("y", y);
  svg.text("text", fmt::format("Chance of winning ({} players, in turn order)", count));
  y += 14;
  const double bar_area = kPlotWidth - 150;
  for (std::size_t i = 0; i < count; ++i) {
    const double p = a.players[i].win_probability;
    svg.open("text").num("x", f.x0 + 60).num("y", y + 14).str("text-anchor", "end");
    svg.text("text", fmt::format("player {}", i + 1));
    svg.open("rect").str("class", "win").num("x", f.x0 + 70).num("y", y + 3).num("width", bar_area * p);
    svg.num("height", kPlayerRow - 6).close();
    svg.open("text").num("x", f.x0 + 76 + bar_area * p).num("y", y + 14).text("text", fmt::format("{:.4f}", p));
    y += kPlayerRow;
  }
}

}  // namespace

std::string render_plot(const std::vector<PlotPanel>& panels) {
  double height = 0;
  for (const PlotPanel& panel : panels) height += panel_height(panel.analysis);
  std::string out;
  Svg svg(out);
  svg.open("svg").str("xmlns", "http://www.w3.org/2000/svg").num("width", kWidth).num("height", std::max(height, 1.0));
  out += " viewBox=\"0 0 ";
  internal::put(out, kWidth);
  out += ' ';
  internal::put(out, std::max(height, 1.0));
  out += "\" font-family=\"sans-serif\" font-size=\"12\">\n";
  out +=
      "<style>\n"
      ".title{font-size:16px;font-weight:bold}.note{fill:#444}.label{fill:#222}\n"
      ".grid line{stroke:#e4e4e4}.axis line{stroke:#333}.bars rect{fill:#6b9bd1}\n"
      ".cdf{fill:none;stroke:#c0392b;stroke-width:2}.cdf-label{fill:#c0392b}\n"
      ".mean{stroke:#2c3e50;stroke-dasharray:6 4}.median{stroke:#27ae60;stroke-dasharray:2 3}\n"
      ".marker{font-size:11px;fill:#2c3e50;paint-order:stroke;stroke:white;stroke-width:3px}.win{fill:#8e6bd1}\n"
      "</style>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  double top = 0;
  for (const PlotPanel& panel : panels) {
    const Frame frame = frame_of(panel.analysis, top);
    heading(svg, panel, top);
    distribution(svg, panel.analysis, frame);
    axes(svg, frame);
    players(svg, panel.analysis, frame);
    out += "</g>\n";
    top += panel_height(panel.analysis);
  }
  out += "</svg>\n";
  return out;
}

}  // namespace snl
