#include "render/scene.hpp"

#include <algorithm>
#include <cmath>

#include "render/shapes.hpp"
#include "render/style.hpp"
#include "snl/rules.hpp"
#include "snl/solve.hpp"

namespace snl::internal {
namespace {

std::string plural(std::uint64_t count, std::string_view word) {
  std::string out = decimal_text(count);
  out += ' ';
  out += word;
  if (count != 1) out += 's';
  return out;
}

/// The title: the board and, when known, the answer (on a second line when one is too narrow).
std::vector<std::string> title_of(const Scene& s) {
  const std::string n = decimal_text(s.n);
  std::vector<std::string> title{n + "\xC3\x97" + n + " board \xC2\xB7 " + plural(s.ladders, "ladder") +
                                 " \xC2\xB7 " + plural(s.snakes, "snake")};
  if (s.loops > 0) title[0] += " \xC2\xB7 " + plural(s.loops, "self-jump");
  std::string answer;
  if (s.rolls >= 0) answer = "least rolls: " + decimal_text(static_cast<std::uint64_t>(s.rolls));
  if (s.rolls == -1) answer = "the last square is unreachable";
  if (!answer.empty()) {
    if (text_width(title[0] + " \xC2\xB7 " + answer, kTitleFont + 1) <= s.ui_width) {
      title[0] += " \xC2\xB7 " + answer;
    } else {
      title.push_back(answer);
    }
  }
  return title;
}

}  // namespace

Point Layout::corner(Label label) const {
  const Cell cell = cell_of(n, label);
  return {board_left + static_cast<double>(cell.column) * kCell, board_top + static_cast<double>(cell.row) * kCell};
}

Point Layout::centre(Label label) const { return corner(label) + Point{kCell / 2, kCell / 2}; }

Scene make_scene(const Board& board, const RenderOptions& options) {
  Scene s;
  s.board = &board;
  s.options = options;
  s.n = board.side();
  s.last = board.squares();
  if (options.route) {
    s.solution = solve(board, {Algorithm::automatic, true});
    const bool walks = std::any_of(s.solution->route.begin(), s.solution->route.end(),
                                   [](const Leg& leg) { return std::holds_alternative<Walk>(leg); });
    if (walks) s.solution->route = expand_walks(board, s.solution->route);
  }
  if (options.layers) s.layers = roll_layers(board);
  if (options.heat) {
    for (Label label = 1; label <= s.last; ++label) {
      const HeatCell cell = s.heat_cell(label);
      if (cell != HeatCell::figure) {
        ++s.heat_gaps[static_cast<std::size_t>(cell)];
        continue;
      }
      s.heat_sorted.push_back(heat_written(*options.heat->value[table_index(label)]));
    }
    std::sort(s.heat_sorted.begin(), s.heat_sorted.end());
    if (!s.heat_sorted.empty()) {
      s.heat_low = s.heat_sorted.front();
      s.heat_high = s.heat_sorted.back();
      const auto positive = std::upper_bound(s.heat_sorted.begin(), s.heat_sorted.end(), 0.0);
      if (positive != s.heat_sorted.end()) s.heat_log_low = *positive;
    }
  }
  s.upto = options.layers_upto ? std::max<std::int64_t>(0, *options.layers_upto) : s.layers.deepest;
  if (s.solution) s.rolls = s.solution->rolls;
  if (s.layered()) s.rolls = s.layers.distance[table_index(s.last)];
  for (const Jump& jump : board.jumps()) {
    (jump.to > jump.from ? s.ladders : jump.to < jump.from ? s.snakes : s.loops) += 1;
  }
  s.labelled = s.n <= kMaxLabelledSide;
  s.board_width = static_cast<double>(s.n) * kCell;
  s.draw_width = std::max(s.board_width, kMinDrawWidth);
  s.width = s.draw_width + 2 * kPad;
  s.ui = std::max(1.0, s.width / kMaxDisplayWidth);
  s.ui_width = s.draw_width / s.ui;
  s.title = title_of(s);
  if (!s.labelled) {
    s.notes.push_back("Labels and numbers omitted above " + decimal_text(kMaxLabelledSide) + "\xC3\x97" +
                      decimal_text(kMaxLabelledSide) + "; square 1 is at the bottom left.");
  }
  const double title_height =
      static_cast<double>(s.title.size()) * 20 + static_cast<double>(s.notes.size()) * 17 + 8 + kTagFont;
  s.layout = {s.n, kPad + (s.draw_width - s.board_width) / 2, kPad + title_height * s.ui};
  return s;
}

bool Scene::unreachable(Label label) const {
  return layered() && layers.distance[table_index(label)] < 0 && board->end_of_landing(label) == label;
}

std::string_view heat_gap_name(HeatCell cell) {
  switch (cell) {
    case HeatCell::finish: return "finish";
    case HeatCell::jump_head: return "jump-head";
    case HeatCell::never_reached: return "never-reached";
    case HeatCell::no_figure: return "no-figure";
    case HeatCell::no_jump: return "no-jump";
    case HeatCell::figure: break;
  }
  return "figure";
}

std::string_view no_figure_mark(HeatKind kind) {
  return kind == HeatKind::remaining || kind == HeatKind::policy ? "\xE2\x88\x9E" : "\xE2\x80\x93";
}

HeatCell Scene::heat_cell(Label label) const {
  const HeatMap& heat = *options.heat;
  if (heat.value[table_index(label)]) return HeatCell::figure;
  if (heat.kind == HeatKind::jump_use) return label == last ? HeatCell::finish : HeatCell::no_jump;
  if (heat.stood_on[table_index(label)]) return HeatCell::no_figure;
  if (board->end_of_landing(label) != label) return HeatCell::jump_head;
  if (label == last) return HeatCell::finish;
  return HeatCell::never_reached;
}

namespace {

/// The mean of the ranks (0-based) that `value` holds in `sorted`: equal figures share one place.
double mid_rank(const std::vector<double>& sorted, double value) {
  const auto low = std::lower_bound(sorted.begin(), sorted.end(), value);
  const auto high = std::upper_bound(low, sorted.end(), value);
  const auto a = static_cast<double>(low - sorted.begin());
  const auto b = static_cast<double>(high - sorted.begin());
  return (a + b - 1) / 2;
}

}  // namespace

double Scene::heat_position(double figure) const {
  // Every scale shades the figure as written: two squares showing one number show one shade.
  const double value = heat_written(figure);
  if (!(heat_high > heat_low)) return 0;
  double t = 0;
  switch (options.heat_scale) {
    case HeatScale::quantile: {
      // The ranks of the least and greatest figures are the ends, so that they keep the ends of the ramp.
      const double least = mid_rank(heat_sorted, heat_low);
      const double greatest = mid_rank(heat_sorted, heat_high);
      t = (mid_rank(heat_sorted, value) - least) / (greatest - least);
      break;
    }
    case HeatScale::log:
      if (heat_log_low > 0 && heat_high > heat_log_low && value > 0) {
        t = std::log(value / heat_log_low) / std::log(heat_high / heat_log_low);
      }
      break;
    case HeatScale::linear: t = (value - heat_low) / (heat_high - heat_low); break;
  }
  return std::clamp(t, 0.0, 1.0);
}

std::vector<double> Scene::heat_stops() const {
  std::vector<double> stops;
  if (heat_sorted.empty()) return stops;
  constexpr int kSteps = 6;  // seven stops
  const double least = mid_rank(heat_sorted, heat_low);
  const double greatest = mid_rank(heat_sorted, heat_high);
  const double log_low = heat_log_low > 0 ? heat_log_low : heat_low;
  for (int k = 0; k <= kSteps; ++k) {
    const double f = static_cast<double>(k) / kSteps;
    double value = heat_low;
    if (heat_high > heat_low) {
      switch (options.heat_scale) {
        case HeatScale::quantile: {
          // The figure that holds the rank a k-th of the way along: a figure of the board, shaded as its squares are.
          const auto at = static_cast<std::size_t>(std::lround(least + (greatest - least) * f));
          value = heat_sorted[std::min(at, heat_sorted.size() - 1)];
          break;
        }
        case HeatScale::log:
          value = k == 0 ? heat_low : k == kSteps ? heat_high : log_low * std::pow(heat_high / log_low, f);
          break;
        case HeatScale::linear:
          value = k == kSteps ? heat_high : heat_low + (heat_high - heat_low) * f;
          break;
      }
    }
    if (stops.empty() || heat_text(value) != heat_text(stops.back())) stops.push_back(value);
  }
  return stops;
}

std::pair<std::string, double> Scene::shade(Label label) const {
  if (heated()) {
    switch (heat_cell(label)) {
      case HeatCell::figure: {
        const double t = heat_position(*options.heat->value[table_index(label)]);
        return {heat_ramp(t), t};
      }
      case HeatCell::finish: return {std::string(kFinishFill), -1};
      case HeatCell::never_reached: return {std::string(kUnreachableFill), -1};
      case HeatCell::no_figure: return {std::string(kNoFigureFill), -1};
      case HeatCell::jump_head:
      case HeatCell::no_jump: break;
    }
  } else if (layered()) {
    const std::int32_t d = layers.distance[table_index(label)];
    if (d >= 0 && d <= upto) {
      const double t = layers.deepest == 0 ? 0 : static_cast<double>(d) / layers.deepest;
      return {ramp(t), t};
    }
    if (unreachable(label)) return {std::string(kUnreachableFill), -1};
  } else {
    if (label == 1) return {std::string(kStartFill), -1};
    if (label == last) return {std::string(kFinishFill), -1};
  }
  const Cell cell = cell_of(n, label);
  return {std::string((cell.row + cell.column) % 2 == 0 ? kSquareLight : kSquareDark), -1};
}

std::string Scene::ui_group(std::string_view name) const {
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
}

void draw_title(Svg& svg, const Scene& s) {
  svg.raw(s.ui_group("title"));
  double y = kPad / s.ui;
  for (const std::string& line_text : s.title) {
    y += 18;
    text(svg, {kPad / s.ui, y}, kTitleFont, "start", kInk, line_text, true);
    y += 2;
  }
  for (const std::string& note : s.notes) {
    y += 16;
    text(svg, {kPad / s.ui, y}, kLegendFont, "start", kLabelInk, note);
    y += 1;
  }
  svg.raw("</g>\n");
}

}  // namespace snl::internal
