// Heat maps (snl/render.hpp): the figures of an analysis by square, their colour scale and how their numbers read.
#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <span>
#include <string>

#include "core/names.hpp"
#include "render/shapes.hpp"
#include "snl/render.hpp"

namespace snl {
namespace {

constexpr internal::Names<HeatScale, 3> kHeatScales{{{
    {HeatScale::quantile, "quantile"},
    {HeatScale::log, "log"},
    {HeatScale::linear, "linear"},
}}};

constexpr internal::Names<JumpStyle, 3> kJumpStyles{{{
    {JumpStyle::full, "full"},
    {JumpStyle::faint, "faint"},
    {JumpStyle::hidden, "hidden"},
}}};

}  // namespace

std::string_view name_of(HeatScale scale) { return kHeatScales.of(scale); }
std::optional<HeatScale> heat_scale_named(std::string_view name) { return kHeatScales.named(name); }
std::vector<std::string_view> heat_scale_names() { return kHeatScales.all(); }

std::string_view name_of(JumpStyle style) { return kJumpStyles.of(style); }
std::optional<JumpStyle> jump_style_named(std::string_view name) { return kJumpStyles.named(name); }
std::vector<std::string_view> jump_style_names() { return kJumpStyles.all(); }

std::string_view name_of(HeatKind kind) {
  switch (kind) {
    case HeatKind::remaining: return "remaining";
    case HeatKind::visits: return "visits";
    case HeatKind::jump_use: return "jump_use";
    case HeatKind::policy: return "policy";
  }
  return "";
}

std::optional<HeatKind> heat_kind_named(std::string_view name) {
  for (const HeatKind kind : {HeatKind::remaining, HeatKind::visits, HeatKind::jump_use, HeatKind::policy}) {
    if (name == name_of(kind)) return kind;
  }
  return std::nullopt;
}

HeatMap heat_map(const Board& board, const Analysis& analysis, HeatKind kind) {
  HeatMap heat;
  heat.kind = kind;
  heat.rules = describe(analysis.options.rules);
  heat.start = analysis.options.rules.start;
  heat.value.assign(table_index(board.squares()) + 1, std::nullopt);
  heat.stood_on.assign(table_index(board.squares()) + 1, false);
  if (kind == HeatKind::policy) {
    heat.mark.assign(heat.value.size(), std::string());
    if (!analysis.strategy) return heat;
    for (const SquarePlay& play : analysis.strategy->squares) {
      // What the choices are worth in this turn: rolls saved (goal rolls), or chance gained (within); a difference
      // within rounding (the plain move is best: equal values to 1e-12) is none.
      const double gain = analysis.strategy->optimal.goal == Optimal::Goal::within ? play.value - play.plain_value
                                                                                    : play.plain_value - play.value;
      const double worth = gain > 1e-12 * std::max(1.0, std::abs(play.value)) ? gain : 0.0;
      if (play.square == 0) {
        heat.off_board = worth;
        continue;
      }
      heat.value[table_index(play.square)] = worth;
      heat.stood_on[table_index(play.square)] = true;
      heat.mark[table_index(play.square)] = policy_mark(analysis.options.rules, play);
    }
    heat.left_out = analysis.strategy->left_out;
    return heat;
  }
  if (kind == HeatKind::jump_use) {
    for (const JumpUse& use : analysis.jump_use) heat.value[table_index(use.jump.from)] = use.expected_times;
    heat.left_out = analysis.jump_use_left_out;
    return heat;
  }
  for (const SquareFigures& square : analysis.squares) {
    const std::optional<double>& figure = kind == HeatKind::remaining ? square.remaining : square.visits;
    if (square.square == 0) {
      heat.off_board = figure;
      continue;
    }
    heat.value[table_index(square.square)] = figure;
    heat.stood_on[table_index(square.square)] = true;
  }
  return heat;
}

std::string policy_mark(const GameRules& rules, const SquarePlay& play) {
  std::string out;
  const auto part = [&out](const std::string& text) { out += (out.empty() ? "" : " ") + text; };
  const Die& die = play.die == 0 ? rules.die : rules.choices.dice[play.die - 1].die;
  if (play.die != 0) {
    const std::string name = die.name();
    part(name.find_first_not_of("0123456789") == std::string::npos ? "d" + name : name);
  }
  // The faces by change, fewer first: "-2 +3456"; a change of k > 1 as "+2/5"; flip's tosses as "~25". Faces of
  // two digits are apart by commas.
  const std::span<const DieFace> faces = die.faces();
  const bool wide = !faces.empty() && faces.back().value >= 10;
  std::vector<int> changes;
  for (std::size_t i = 0; i < play.moves.size() && i < faces.size(); ++i) {
    if (play.moves[i] != 0 && std::find(changes.begin(), changes.end(), play.moves[i]) == changes.end()) {
      changes.push_back(play.moves[i]);
    }
  }
  std::sort(changes.begin(), changes.end());
  for (const int change : changes) {
    std::string text = rules.choices.adjust == Adjust::flip ? "~"
                       : std::string(change > 0 ? "+" : "-") +
                             (std::abs(change) > 1 ? std::to_string(std::abs(change)) + "/" : "");
    bool first = true;
    for (std::size_t i = 0; i < play.moves.size() && i < faces.size(); ++i) {
      if (play.moves[i] != change) continue;
      text += (wide && !first ? "," : "") + std::to_string(faces[i].value);
      first = false;
    }
    part(text);
  }
  if (play.take && !*play.take) part("R");
  return out;
}

namespace internal {

std::string heat_ramp(double t) {
  // ColorBrewer's sequential "Purples", light to dark: one hue, so lightness alone orders it (readable in every
  // kind of colour blindness and in grey), and apart from the ladders' green, the snakes' red and the layers' blue.
  constexpr std::array<std::array<int, 3>, 5> stops{
      {{231, 228, 242}, {203, 201, 226}, {158, 154, 200}, {106, 81, 163}, {63, 0, 125}}};
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

namespace {

/// Three or four figures, so that a number fits its square: 1234, 123, 12.3, 1.23, 0.123.
int heat_decimals(double value) { return value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3; }

}  // namespace

std::string heat_text(double value) {
  if (value <= 0) return "0";
  if (value < 0.001) return "<0.001";
  return fixed_text(value, heat_decimals(value));
}

double heat_written(double value) {
  if (value < 0.001) return 0;  // "0" and "<0.001" read as one figure
  const double scale = std::pow(10.0, heat_decimals(value));
  return std::round(value * scale) / scale;
}

}  // namespace internal
}  // namespace snl
