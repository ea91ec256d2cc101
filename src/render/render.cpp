#include "snl/render.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "snl/bfs.hpp"
#include "snl/error.hpp"
#include "snl/rules.hpp"
#include "snl/solve.hpp"
#include "snl/route.hpp"

namespace snl {
namespace {

// Geometry, in SVG user units. Every stroke and font scales with the square size kCell.
constexpr double kCell = 48;
constexpr double kPad = 16;
constexpr double kMinDrawWidth = 440;  // small boards get a wider canvas so the legend fits
constexpr double kMaxDisplayWidth = 960;
constexpr double kTitleFont = 15;
constexpr double kLegendFont = 12;
constexpr double kLegendRow = 22;

// Palette: ladders green, snakes red, route amber, layers blue; start green tint, finish gold.
constexpr std::string_view kSquareLight = "#faf6ec";
constexpr std::string_view kSquareDark = "#ece3cf";
constexpr std::string_view kGridLine = "#b5a98f";
constexpr std::string_view kLabelInk = "#5c5346";
constexpr std::string_view kStartFill = "#c3f0ca";
constexpr std::string_view kStartInk = "#1b6b2c";
constexpr std::string_view kFinishFill = "#ffe58a";
constexpr std::string_view kFinishInk = "#8a5a00";
constexpr std::string_view kLadderRail = "#2b8a3e";
constexpr std::string_view kLadderRung = "#51a35f";
constexpr std::string_view kSnakeBody = "#c92a2a";
constexpr std::string_view kSnakeStripe = "#ff8a8a";
constexpr std::string_view kSnakeHead = "#8f1d1d";
constexpr std::string_view kSelfJump = "#6b5b95";
constexpr std::string_view kRoute = "#e8590c";
constexpr std::string_view kHalo = "#ffffff";
constexpr std::string_view kUnreachableFill = "#b8b8b8";
constexpr std::string_view kUnreachableInk = "#5f5f5f";
constexpr std::string_view kFrontier = "#e8590c";
constexpr std::string_view kInk = "#2d2a26";

struct Point {
  double x;
  double y;
};
Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
Point operator*(Point a, double k) { return {a.x * k, a.y * k}; }
double length(Point a) { return std::hypot(a.x, a.y); }

/// Numbers as SVG wants them: at most two decimals, no trailing zeros, never "-0", locale-independent.
void put(std::string& out, double value) {
  const double rounded = std::round(value * 100) / 100;
  std::array<char, 32> buffer{};
  const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), rounded == 0 ? 0.0 : rounded,
                                    std::chars_format::fixed, 2);
  std::string_view text(buffer.data(), static_cast<std::size_t>(result.ptr - buffer.data()));
  while (text.back() == '0') text.remove_suffix(1);
  if (text.back() == '.') text.remove_suffix(1);
  out += text;
}

void put(std::string& out, std::uint64_t value) {
  std::array<char, 24> buffer{};
  const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
  out.append(buffer.data(), result.ptr);
}

/// A small builder for elements: tag("rect").num("x", 1).str("fill", "#fff").close().
class Svg {
 public:
  explicit Svg(std::string& out) : out_(out) {}
  Svg& open(std::string_view tag) {
    out_ += '<';
    out_ += tag;
    return *this;
  }
  Svg& num(std::string_view name, double value) {
    attribute_name(name);
    put(out_, value);
    out_ += '"';
    return *this;
  }
  Svg& count(std::string_view name, std::uint64_t value) {
    attribute_name(name);
    put(out_, value);
    out_ += '"';
    return *this;
  }
  Svg& str(std::string_view name, std::string_view value) {
    attribute_name(name);
    out_ += value;  // callers pass only fixed words, colours and numbers: nothing to escape
    out_ += '"';
    return *this;
  }
  Svg& points(std::string_view name, std::initializer_list<Point> list) {
    attribute_name(name);
    bool first = true;
    for (const Point p : list) {
      if (!first) out_ += ' ';
      first = false;
      put(out_, p.x);
      out_ += ',';
      put(out_, p.y);
    }
    out_ += '"';
    return *this;
  }
  void close() { out_ += "/>\n"; }
  /// Ends the start tag, writes `text` (plain words and numbers only) and the end tag.
  void text(std::string_view tag, std::string_view content) {
    out_ += '>';
    out_ += content;
    out_ += "</";
    out_ += tag;
    out_ += ">\n";
  }
  void raw(std::string_view text) { out_ += text; }

 private:
  void attribute_name(std::string_view name) {
    out_ += ' ';
    out_ += name;
    out_ += "=\"";
  }
  std::string& out_;
};

std::string to_text(std::uint64_t value) {
  std::string out;
  put(out, value);
  return out;
}

void line(Svg& svg, Point a, Point b, std::string_view colour, double width, std::string_view dash = {}) {
  svg.open("line").num("x1", a.x).num("y1", a.y).num("x2", b.x).num("y2", b.y).str("stroke", colour);
  svg.num("stroke-width", width).str("stroke-linecap", "round");
  if (!dash.empty()) svg.str("stroke-dasharray", dash);
  svg.close();
}

void text(Svg& svg, Point at, double size, std::string_view anchor, std::string_view colour, std::string_view content,
          bool bold = false) {
  svg.open("text").num("x", at.x).num("y", at.y).num("font-size", size).str("fill", colour);
  if (anchor != "start") svg.str("text-anchor", anchor);
  if (bold) svg.str("font-weight", "bold");
  svg.text("text", content);
}

/// A filled triangle pointing along `direction` (unit vector) with its tip at `tip`.
void arrowhead(Svg& svg, Point tip, Point direction, double size, std::string_view colour) {
  const Point normal{-direction.y, direction.x};
  const Point base = tip - direction * size;
  svg.open("polygon").points("points", {tip, base + normal * (size * 0.6), base - normal * (size * 0.6)});
  svg.str("fill", colour).close();
}

/// A ladder from `from` (its foot) to `to` (its top): two rails with rungs, an arrowhead at the top.
/// `unit` is the square size it is drawn for; `inset` pulls both ends toward each other.
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
    put(path, p.x);
    path += ' ';
    put(path, p.y);
    path += 'L';
    put(path, q.x);
    path += ' ';
    put(path, q.y);
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

/// A snake from its head (where a roll lands) to its tail (where it sends you): a wavy body bowed to one side
/// (so that it never hides a straight route line or ladder between the same squares), a head with eyes, and an
/// arrowhead at the tail.
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
  put(path, a.x);
  path += ' ';
  put(path, a.y);
  for (int k = 0; k < halves; ++k) {
    // Quadratic pieces whose control points alternate sides: tangents (nearly) match where pieces meet.
    const double side = k % 2 == 0 ? 1 : -1;
    const double t_mid = (k + 0.5) / halves;
    const Point control = at(t_mid) + normal_at(t_mid) * (2 * amplitude * side);
    const Point end = at(static_cast<double>(k + 1) / halves);
    path += " Q";
    put(path, control.x);
    path += ' ';
    put(path, control.y);
    path += ' ';
    put(path, end.x);
    path += ' ';
    put(path, end.y);
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

/// A jump whose destination is its own square: a ring with a notch.
void self_jump(Svg& svg, Point centre, double unit) {
  svg.open("circle").num("cx", centre.x).num("cy", centre.y).num("r", unit * 0.2).str("fill", "none");
  svg.str("stroke", kSelfJump).num("stroke-width", unit * 0.06).str("stroke-dasharray", "6 3").close();
  arrowhead(svg, centre + Point{unit * 0.2, unit * 0.06}, Point{0, 1}, unit * 0.14, kSelfJump);
}

/// Layer colours: light to dark blue as the rolls grow. t in [0, 1].
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
bool dark(double t) { return t > 0.55; }

/// Roughly how wide `text` is in a sans-serif font of `size` (for wrapping; code points, not bytes).
double text_width(std::string_view text, double size) {
  const auto continuation = std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) == 0x80; });
  return static_cast<double>(text.size() - static_cast<std::size_t>(continuation)) * size * 0.55;
}

std::string plural(std::uint64_t count, std::string_view word) {
  std::string out = to_text(count);
  out += ' ';
  out += word;
  if (count != 1) out += 's';
  return out;
}

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

struct Layout {
  std::uint64_t n;
  double board_left;
  double board_top;
  Point corner(Label label) const {
    const Cell cell = cell_of(n, label);
    return {board_left + static_cast<double>(cell.column) * kCell, board_top + static_cast<double>(cell.row) * kCell};
  }
  Point centre(Label label) const { return corner(label) + Point{kCell / 2, kCell / 2}; }
};

}  // namespace

std::string render_svg(const Board& board, const RenderOptions& options) {
  if (!board.is_square()) {
    throw LimitError("cannot draw a track of " + to_text(board.squares()) +
                     " squares: the renderer draws square boards (\"size N\") only");
  }
  const std::uint64_t n = board.side();
  if (n > kMaxRenderSide) {
    throw LimitError("board too large to draw: " + to_text(n) + "x" + to_text(n) + " has " + to_text(board.squares()) +
                     " squares; the renderer draws boards up to " + to_text(kMaxRenderSide) + "x" +
                     to_text(kMaxRenderSide) + " (" + to_text(kMaxRenderSide * kMaxRenderSide) + " squares)");
  }
  const std::uint64_t last = board.squares();

  // Everything the picture shows comes from the library.
  std::optional<Solution> solution;
  if (options.route) {
    solution = solve(board, {Algorithm::automatic, true});
    // Every roll gets its own arrow and number: walks over plain squares (from the sparse solver) are expanded.
    const bool walks = std::any_of(solution->route.begin(), solution->route.end(),
                                   [](const Leg& leg) { return std::holds_alternative<Walk>(leg); });
    if (walks) solution->route = expand_walks(board, solution->route);
  }
  std::vector<std::int32_t> distance;
  std::int32_t deepest = 0;
  bool any_unreachable = false;
  if (options.layers) {
    distance = roll_distances(board);
    for (Label label = 1; label <= last; ++label) {
      deepest = std::max(deepest, distance[label]);
      any_unreachable = any_unreachable || (distance[label] < 0 && board.end_of_landing(label) == label);
    }
  }
  const std::int64_t upto = options.layers_upto ? std::max<std::int64_t>(0, *options.layers_upto) : deepest;
  std::int64_t rolls = -2;  // not computed
  if (solution) rolls = solution->rolls;
  if (!distance.empty()) rolls = distance[last];

  std::uint64_t ladders = 0, snakes = 0, loops = 0;
  for (const Jump& jump : board.jumps()) {
    (jump.to > jump.from ? ladders : jump.to < jump.from ? snakes : loops) += 1;
  }

  const bool labelled = n <= kMaxLabelledSide;
  const double board_width = static_cast<double>(n) * kCell;
  const double draw_width = std::max(board_width, kMinDrawWidth);
  const double width = draw_width + 2 * kPad;
  // The title, tags and legend keep their size on screen when a large board is scaled down to fit.
  const double ui = std::max(1.0, width / kMaxDisplayWidth);
  const double ui_width = draw_width / ui;
  const auto ui_group = [ui](std::string_view name) {
    std::string g = "<g class=\"";
    g += name;
    g += '"';
    if (ui > 1) {
      g += " transform=\"scale(";
      put(g, ui);
      g += ")\"";
    }
    g += ">\n";
    return g;
  };

  // Title: the board and, when known, the answer (on a second line when one is too narrow).
  std::vector<std::string> title{to_text(n) + "\xC3\x97" + to_text(n) + " board \xC2\xB7 " + plural(ladders, "ladder") +
                                 " \xC2\xB7 " + plural(snakes, "snake")};
  if (loops > 0) title[0] += " \xC2\xB7 " + plural(loops, "self-jump");
  std::string answer;
  if (rolls >= 0) answer = "least rolls: " + to_text(static_cast<std::uint64_t>(rolls));
  if (rolls == -1) answer = "the last square is unreachable";
  if (!answer.empty()) {
    if (text_width(title[0] + " \xC2\xB7 " + answer, kTitleFont + 1) <= ui_width) {
      title[0] += " \xC2\xB7 " + answer;
    } else {
      title.push_back(answer);
    }
  }
  std::vector<std::string> notes;
  if (!labelled) {
    notes.push_back("Labels and numbers omitted above " + to_text(kMaxLabelledSide) + "\xC3\x97" +
                    to_text(kMaxLabelledSide) + "; square 1 is at the bottom left.");
  }
  const double tag_font = 11;
  const double title_height =
      static_cast<double>(title.size()) * 20 + static_cast<double>(notes.size()) * 17 + 8 + tag_font;
  const Layout layout{n, kPad + (draw_width - board_width) / 2, kPad + title_height * ui};

  // A square's colour: the BFS layer when asked (within `upto` rolls), grey when unreachable, else the checker
  // pattern with start and finish tinted.
  const auto shade = [&](Label label) -> std::pair<std::string, double> {  // colour, layer position 0..1 or -1
    if (!distance.empty()) {
      const std::int32_t d = distance[label];
      if (d >= 0 && d <= upto) {
        const double t = deepest == 0 ? 0 : static_cast<double>(d) / deepest;
        return {ramp(t), t};
      }
      if (d < 0 && board.end_of_landing(label) == label) return {std::string(kUnreachableFill), -1};
    } else {
      if (label == 1) return {std::string(kStartFill), -1};
      if (label == last) return {std::string(kFinishFill), -1};
    }
    const Cell cell = cell_of(n, label);
    return {std::string((cell.row + cell.column) % 2 == 0 ? kSquareLight : kSquareDark), -1};
  };

  std::string body;
  Svg svg(body);
  svg.raw(ui_group("title"));
  double y = kPad / ui;
  for (const std::string& line_text : title) {
    y += 18;
    text(svg, {kPad / ui, y}, kTitleFont, "start", kInk, line_text, true);
    y += 2;
  }
  for (const std::string& note : notes) {
    y += 16;
    text(svg, {kPad / ui, y}, kLegendFont, "start", kLabelInk, note);
    y += 1;
  }
  svg.raw("</g>\n");

  // Squares. Each carries its label for the viewer.
  svg.raw("<g class=\"squares\" stroke=\"" + std::string(kGridLine) + "\" stroke-width=\"0.5\">\n");
  for (Label label = 1; label <= last; ++label) {
    const Point c = layout.corner(label);
    const auto [fill, t] = shade(label);
    const bool unreachable = fill == kUnreachableFill;
    svg.open("rect").str("class", unreachable ? "square unreachable" : "square").count("data-label", label);
    svg.num("x", c.x).num("y", c.y).num("width", kCell).num("height", kCell).str("fill", fill).close();
  }
  svg.raw("</g>\n");

  // Everything above the squares lets clicks through to them.
  svg.raw("<g pointer-events=\"none\">\n");
  // Start and finish: a thick outline in their colour and a tag outside the board, next to the square.
  {
    const double w = labelled ? 3 : std::max(3.0, kCell * static_cast<double>(n) / 160);
    const Point start = layout.corner(1);
    const Point finish = layout.corner(last);
    svg.open("rect").num("x", start.x + w / 2).num("y", start.y + w / 2).num("width", kCell - w);
    svg.num("height", kCell - w).str("fill", "none").str("stroke", kStartInk).num("stroke-width", w).close();
    if (last > 1) {
      svg.open("rect").num("x", finish.x + w / 2).num("y", finish.y + w / 2).num("width", kCell - w);
      svg.num("height", kCell - w).str("fill", "none").str("stroke", kFinishInk).num("stroke-width", w).close();
    }
    // Tags in UI units, centred on their square but kept inside the picture.
    const double start_x = std::max((kPad + kCell / 2) / ui, (start.x + kCell / 2) / ui);
    const double finish_x = std::clamp((finish.x + kCell / 2) / ui, kPad / ui + 30, (kPad + draw_width) / ui - 30);
    svg.raw(ui_group("tags"));
    text(svg, {start_x, (start.y + kCell) / ui + tag_font + 2}, tag_font, "middle", kStartInk,
         "\xE2\x96\xB2 START", true);
    text(svg, {finish_x, finish.y / ui - 5}, tag_font, "middle", kFinishInk, "FINISH \xE2\x96\xBC", true);
    svg.raw("</g>\n");
  }

  // Unreachable squares are crossed; the BFS frontier (squares reached by roll `upto`) is outlined.
  if (!distance.empty()) {
    for (Label label = 1; label <= last; ++label) {
      const Point c = layout.corner(label);
      const std::int32_t d = distance[label];
      if (d < 0 && board.end_of_landing(label) == label) {
        const double m = kCell * 0.3;
        line(svg, c + Point{m, m}, c + Point{kCell - m, kCell - m}, kUnreachableInk, 2);
        line(svg, c + Point{kCell - m, m}, c + Point{m, kCell - m}, kUnreachableInk, 2);
      } else if (options.layers_upto && d == upto) {
        svg.open("rect").str("class", "frontier").num("x", c.x + 2).num("y", c.y + 2).num("width", kCell - 4);
        svg.num("height", kCell - 4).str("fill", "none").str("stroke", kFrontier).num("stroke-width", 3).close();
      }
    }
  }

  // Jumps: ladders under snakes, so that a snake crossing a ladder stays visible.
  svg.raw("<g class=\"ladders\">\n");
  for (const Jump& jump : board.jumps()) {
    if (jump.to > jump.from) ladder(svg, layout.centre(jump.from), layout.centre(jump.to), kCell, kCell * 0.12);
  }
  svg.raw("</g>\n<g class=\"snakes\">\n");
  for (const Jump& jump : board.jumps()) {
    if (jump.to < jump.from) snake(svg, layout.centre(jump.from), layout.centre(jump.to), kCell, kCell * 0.12);
  }
  svg.raw("</g>\n");
  for (const Jump& jump : board.jumps()) {
    if (jump.to == jump.from) self_jump(svg, layout.centre(jump.from), kCell);
  }

  // Labels (top left) and layer numbers (top right), above the jumps, each with a halo of its square's colour.
  if (labelled) {
    svg.raw("<g class=\"labels\" stroke-width=\"3\" paint-order=\"stroke\" stroke-linejoin=\"round\">\n");
    for (Label label = 1; label <= last; ++label) {
      const Point c = layout.corner(label);
      const auto [fill, t] = shade(label);
      const bool on_dark = t >= 0 && dark(t);
      const std::string_view ink = on_dark ? "#ffffff" : kLabelInk;
      svg.open("text").num("x", c.x + 4).num("y", c.y + 12).str("font-size", "10").str("fill", ink);
      svg.str("stroke", fill).text("text", to_text(label));
      if (t >= 0) {
        svg.open("text").num("x", c.x + kCell - 4).num("y", c.y + 12).str("font-size", "10");
        svg.str("text-anchor", "end").str("font-weight", "bold").str("fill", on_dark ? "#ffffff" : "#1c3d6e");
        svg.str("stroke", fill).text("text", to_text(static_cast<std::uint64_t>(distance[label])));
      }
    }
    svg.raw("</g>\n");
  }

  // The route: a dashed amber line per roll with an arrowhead, a dotted one along each jump taken, and the
  // roll's number where it lands.
  if (solution && solution->reachable()) {
    // On a scaled-down board the route is drawn thicker so that it stays visible.
    const double boost = std::min(3.0, ui);
    const Point lane{0, labelled ? kCell * 0.14 : 0};
    svg.raw("<g class=\"route\">\n");
    struct Badge {
      Label at;
      std::uint64_t number;
    };
    std::vector<Badge> badges;
    std::uint64_t number = 0;
    for (const Leg& leg : solution->route) {
      if (const Step* step = std::get_if<Step>(&leg)) {
        ++number;
        // Below the centre line, so that the route does not hide the ends of the jumps.
        const Point a = layout.centre(step->from) + lane;
        const Point b = layout.centre(step->land) + lane;
        const Point d = (b - a) * (1 / length(b - a));
        const Point tip = b - d * (kCell * 0.2);
        line(svg, a, tip - d * 4, kHalo, kCell * 0.12 * boost);
        line(svg, a, tip - d * 4, kRoute, kCell * 0.06 * boost, boost > 1 ? "14 8" : "7 4");
        arrowhead(svg, tip, d, kCell * 0.2 * boost, kRoute);
        if (step->to != step->land) {
          line(svg, b, layout.centre(step->to) + lane, kRoute, kCell * 0.035 * boost, boost > 1 ? "4 8" : "2 4");
        }
        badges.push_back({step->land, number});
      } else {
        const Walk& walk = std::get<Walk>(leg);
        line(svg, layout.centre(walk.from) + lane, layout.centre(walk.to) + lane, kRoute, kCell * 0.06, "2 6");
        number += walk.rolls;
      }
    }
    for (const Badge& badge : badges) {
      const Point c = layout.centre(badge.at) + Point{kCell * 0.2, kCell * 0.2};
      const double r = labelled ? kCell * 0.17 : kCell * 0.12 * boost;
      svg.open("circle").str("class", "route-step").num("cx", c.x).num("cy", c.y).num("r", r).str("fill", kRoute);
      svg.str("stroke", kHalo).num("stroke-width", 1.5).close();
      if (labelled) {
        text(svg, {c.x, c.y + 4}, badge.number < 10 ? 11 : 9, "middle", "#ffffff", to_text(badge.number), true);
      }
    }
    svg.raw("</g>\n");
  }
  svg.raw("</g>\n");

  // Legend.
  const double legend_top = (layout.board_top + board_width) / ui + tag_font + 14;
  svg.raw(ui_group("legend"));
  Legend legend(body, kPad / ui, legend_top, ui_width);
  {
    Point p = legend.item(30, "ladder: climb up");
    ladder(legend.svg(), p + Point{0, 16}, p + Point{30, 0}, 22, 0);
    p = legend.item(30, "snake: slide down");
    snake(legend.svg(), p + Point{2, 2}, p + Point{30, 15}, 22, 0);
    if (loops > 0) {
      p = legend.item(18, "jump to itself");
      self_jump(legend.svg(), p + Point{9, 8}, 30);
    }
    if (distance.empty()) {
      p = legend.item(18, "start (1)");
      legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 18).num("height", 16).str("fill", kStartFill);
      legend.svg().str("stroke", kStartInk).num("stroke-width", 2).close();
      p = legend.item(18, "finish (" + to_text(last) + ")");
      legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 18).num("height", 16);
      legend.svg().str("fill", kFinishFill).str("stroke", kFinishInk).num("stroke-width", 2).close();
    }
    if (solution) {
      p = legend.item(solution->reachable() ? 30 : 0,
                      solution->reachable() ? "route: numbered where each roll lands" : "no route: unreachable");
      if (solution->reachable()) {
        line(legend.svg(), p + Point{0, 8}, p + Point{16, 8}, kRoute, 3, "7 4");
        legend.svg().open("circle").num("cx", p.x + 23).num("cy", p.y + 8).num("r", 7).str("fill", kRoute).close();
      }
    }
  }
  if (!distance.empty()) {
    legend.new_row();
    Point p = legend.item(0, "Rolls to stand on a square:");
    // Up to 16 sample swatches from 0 to the deepest layer.
    const std::int32_t samples = std::min<std::int32_t>(deepest + 1, 16);
    for (std::int32_t k = 0; k < samples; ++k) {
      const std::int32_t d = samples == 1 ? 0 : static_cast<std::int32_t>(std::lround(
                                                    static_cast<double>(k) * deepest / (samples - 1)));
      const double t = deepest == 0 ? 0 : static_cast<double>(d) / deepest;
      p = legend.item(24, "");
      legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 24).num("height", 16).str("fill", ramp(t));
      legend.svg().str("stroke", kGridLine).num("stroke-width", 0.5).close();
      text(legend.svg(), {p.x + 12, p.y + 12}, 10, "middle", dark(t) ? "#ffffff" : "#1c3d6e",
           to_text(static_cast<std::uint64_t>(d)), true);
    }
    legend.new_row();
    if (any_unreachable) {
      p = legend.item(18, "unreachable");
      legend.svg().open("rect").num("x", p.x).num("y", p.y).num("width", 18).num("height", 16);
      legend.svg().str("fill", kUnreachableFill).close();
      line(legend.svg(), p + Point{5, 4}, p + Point{13, 12}, kUnreachableInk, 1.5);
      line(legend.svg(), p + Point{13, 4}, p + Point{5, 12}, kUnreachableInk, 1.5);
    }
    if (options.layers_upto) {
      p = legend.item(18, "reached by roll " + to_text(static_cast<std::uint64_t>(upto)));
      legend.svg().open("rect").num("x", p.x + 1).num("y", p.y + 1).num("width", 16).num("height", 14);
      legend.svg().str("fill", "none").str("stroke", kFrontier).num("stroke-width", 2.5).close();
    }
    if (!board.jumps().empty()) legend.item(0, "unshaded: a jump's head, never stood on");
  }
  svg.raw("</g>\n");
  const double height = (legend.bottom() - 6) * ui + kPad;

  // The document: natural size up to kMaxDisplayWidth, scaled down past it.
  const double scale = std::min(1.0, kMaxDisplayWidth / width);
  std::string out;
  out.reserve(body.size() + 512);
  Svg head(out);
  head.open("svg").str("xmlns", "http://www.w3.org/2000/svg");
  out += " viewBox=\"0 0 ";
  put(out, width);
  out += ' ';
  put(out, height);
  out += '"';
  head.num("width", width * scale).num("height", height * scale).str("font-family", "sans-serif");
  head.str("role", "img").count("data-side", n).count("data-squares", last);
  if (rolls >= -1) head.str("data-rolls", rolls >= 0 ? to_text(static_cast<std::uint64_t>(rolls)) : "-1");
  head.str("aria-label", "Snakes and Ladders board");
  out += ">\n";
  head.open("rect").num("width", width).num("height", height).str("fill", "#ffffff").close();
  out += body;
  out += "</svg>\n";
  return out;
}

}  // namespace snl
