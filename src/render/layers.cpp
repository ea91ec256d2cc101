// The layers of the board picture, bottom to top (render/scene.hpp).
#include <algorithm>
#include <optional>

#include "render/scene.hpp"
#include "render/shapes.hpp"
#include "render/style.hpp"

namespace snl::internal {

void draw_squares(Svg& svg, const Scene& s) {
  svg.raw("<g class=\"squares\" stroke=\"" + std::string(kGridLine) + "\" stroke-width=\"0.5\">\n");
  for (Label label = 1; label <= s.last; ++label) {
    const Point c = s.layout.corner(label);
    const auto [fill, t] = s.shade(label);
    const bool unreachable = fill == kUnreachableFill;
    svg.open("rect").str("class", unreachable ? "square unreachable" : "square").count("data-label", label);
    svg.num("x", c.x).num("y", c.y).num("width", kCell).num("height", kCell).str("fill", fill);
    if (s.heated()) {
      const std::optional<double>& value = s.options.heat->value[table_index(label)];
      // "<0.001" is escaped: a figure under 0.001 left the SVG malformed.
      svg.str("data-heat", value ? escaped(heat_text(*value)) : std::string(heat_gap_name(s.heat_cell(label))));
    }
    svg.close();
  }
  svg.raw("</g>\n");
}

void draw_start_and_finish(Svg& svg, const Scene& s) {
  // A thick outline in their colour and a tag outside the board, next to the square.
  const double w = s.labelled ? 3 : std::max(3.0, kCell * static_cast<double>(s.n) / 160);
  const Point start = s.layout.corner(1);
  const Point finish = s.layout.corner(s.last);
  if (s.starts_on_square_1()) {  // from off the board, square 1 is where the first roll may land, not the start
    svg.open("rect").num("x", start.x + w / 2).num("y", start.y + w / 2).num("width", kCell - w);
    svg.num("height", kCell - w).str("fill", "none").str("stroke", kStartInk).num("stroke-width", w).close();
  }
  if (s.last > 1) {
    svg.open("rect").num("x", finish.x + w / 2).num("y", finish.y + w / 2).num("width", kCell - w);
    svg.num("height", kCell - w).str("fill", "none").str("stroke", kFinishInk).num("stroke-width", w).close();
  }
  // Tags in UI units, centred on their square but kept inside the picture.
  const double ui = s.ui;
  const double start_x = std::max((kPad + kCell / 2) / ui, (start.x + kCell / 2) / ui);
  const double finish_x = std::clamp((finish.x + kCell / 2) / ui, kPad / ui + 30, (kPad + s.draw_width) / ui - 30);
  svg.raw(s.ui_group("tags"));
  text(svg, {start_x, (start.y + kCell) / ui + kTagFont + 2}, kTagFont, "middle", kStartInk, "\xE2\x96\xB2 START",
       true);
  text(svg, {finish_x, finish.y / ui - 5}, kTagFont, "middle", kFinishInk, "FINISH \xE2\x96\xBC", true);
  svg.raw("</g>\n");
}

void draw_search(Svg& svg, const Scene& s) {
  if (s.heated()) {
    for (Label label = 1; label <= s.last; ++label) {
      const Point c = s.layout.corner(label);
      if (s.heat_cell(label) == HeatCell::never_reached) {
        const double m = kCell * 0.3;
        line(svg, c + Point{m, m}, c + Point{kCell - m, kCell - m}, kUnreachableInk, 2);
        line(svg, c + Point{kCell - m, m}, c + Point{m, kCell - m}, kUnreachableInk, 2);
      }
    }
    return;
  }
  if (!s.layered()) return;
  for (Label label = 1; label <= s.last; ++label) {
    const Point c = s.layout.corner(label);
    if (s.unreachable(label)) {
      const double m = kCell * 0.3;
      line(svg, c + Point{m, m}, c + Point{kCell - m, kCell - m}, kUnreachableInk, 2);
      line(svg, c + Point{kCell - m, m}, c + Point{m, kCell - m}, kUnreachableInk, 2);
    } else if (s.options.layers_upto && s.layers.distance[table_index(label)] == s.upto) {
      svg.open("rect").str("class", "frontier").num("x", c.x + 2).num("y", c.y + 2).num("width", kCell - 4);
      svg.num("height", kCell - 4).str("fill", "none").str("stroke", kFrontier).num("stroke-width", 3).close();
    }
  }
}

void draw_jumps(Svg& svg, const Scene& s) {
  if (s.options.jumps == JumpStyle::hidden) return;
  const auto jumps = s.board->jumps();
  // Faint: each group drawn whole at a lower opacity, so that crossings do not darken and the numbers read first.
  const std::string faint = s.options.jumps == JumpStyle::faint ? " opacity=\"" + std::string(kFaintJumps) + "\"" : "";
  svg.raw("<g class=\"ladders\"" + faint + ">\n");
  for (const Jump& jump : jumps) {
    if (jump.to > jump.from) ladder(svg, s.layout.centre(jump.from), s.layout.centre(jump.to), kCell, kCell * 0.12);
  }
  svg.raw("</g>\n<g class=\"snakes\"" + faint + ">\n");
  for (const Jump& jump : jumps) {
    if (jump.to < jump.from) snake(svg, s.layout.centre(jump.from), s.layout.centre(jump.to), kCell, kCell * 0.12);
  }
  svg.raw("</g>\n");
  const bool wrap = s.loops > 0 && !faint.empty();  // in full, self-jumps stand alone as they always have
  if (wrap) svg.raw("<g class=\"self-jumps\"" + faint + ">\n");
  for (const Jump& jump : jumps) {
    if (jump.to == jump.from) self_jump(svg, s.layout.centre(jump.from), kCell);
  }
  if (wrap) svg.raw("</g>\n");
}

void draw_labels(Svg& svg, const Scene& s) {
  if (!s.labelled) return;
  svg.raw("<g class=\"labels\" stroke-width=\"3\" paint-order=\"stroke\" stroke-linejoin=\"round\">\n");
  for (Label label = 1; label <= s.last; ++label) {
    const Point c = s.layout.corner(label);
    const auto [fill, t] = s.shade(label);
    const bool on_dark = t >= 0 && (s.heated() ? heat_dark(t) : dark(t));
    const std::string_view ink = on_dark ? "#ffffff" : kLabelInk;
    svg.open("text").num("x", c.x + 4).num("y", c.y + 12).str("font-size", "10").str("fill", ink);
    svg.str("stroke", fill).text("text", decimal_text(label));
    if (s.heated()) {
      const HeatCell cell = s.heat_cell(label);
      if (cell == HeatCell::figure || cell == HeatCell::no_figure) {
        const std::optional<double>& value = s.options.heat->value[table_index(label)];
        const bool white = cell == HeatCell::no_figure || heat_dark(t);
        svg.open("text").num("x", c.x + kCell / 2).num("y", c.y + kCell - 9).str("font-size", "12");
        svg.str("text-anchor", "middle").str("font-weight", "bold").str("fill", white ? "#ffffff" : kHeatInk);
        svg.str("class", "heat-value").str("stroke", fill);
        svg.text("text", value ? escaped(heat_text(*value)) : std::string(no_figure_mark(s.options.heat->kind)));
        const std::string mark = s.options.heat->mark.empty() ? std::string() : s.options.heat->mark[table_index(label)];
        if (!mark.empty()) {
          svg.open("text").str("class", "policy-mark").num("x", c.x + kCell / 2).num("y", c.y + 26);
          svg.str("font-size", mark.size() > 7 ? "8" : "10").str("text-anchor", "middle").str("font-weight", "bold");
          svg.str("fill", white ? "#ffffff" : kHeatInk).str("stroke", fill).text("text", mark);
        }
      }
    } else if (t >= 0) {
      svg.open("text").num("x", c.x + kCell - 4).num("y", c.y + 12).str("font-size", "10");
      svg.str("text-anchor", "end").str("font-weight", "bold").str("fill", on_dark ? "#ffffff" : kLayerInk);
      svg.str("stroke", fill).text("text", decimal_text(static_cast<std::uint64_t>(s.layers.distance[table_index(label)])));
    }
  }
  if (s.options.jumps == JumpStyle::hidden) {
    // The jumps are not drawn: each head says where it goes, in the middle of its square, between the label and a
    // heat map's figure (a head can carry one: a jump may end on another's head, and a turn begin there).
    for (const Jump& jump : s.board->jumps()) {
      const Point c = s.layout.corner(jump.from);
      const std::string_view ink = jump.to > jump.from ? kLadderRail : jump.to < jump.from ? kSnakeHead : kSelfJump;
      svg.open("text").str("class", "jump-to").num("x", c.x + kCell / 2).num("y", c.y + 27).str("font-size", "10");
      svg.str("text-anchor", "middle");
      svg.str("font-weight", "bold").str("fill", ink).str("stroke", kHalo);  // readable on a dark shade too
      svg.text("text", "\xE2\x86\x92" + decimal_text(jump.to));
    }
  }
  svg.raw("</g>\n");
}

namespace {

/// A leg of the route from `a` to `b` bowed to one side (`side` ±1), so that legs in one line and the ladders
/// under them stay apart: a quadratic curve, returned with the direction it arrives in.
Point bowed_leg(Svg& svg, Point a, Point b, double side, std::string_view colour, double width, std::string_view dash) {
  const Point d = (b - a) * (1 / length(b - a));
  const Point normal{-d.y, d.x};
  const double bow = std::min(kCell * 0.45, length(b - a) * 0.3) * side;
  const Point control = (a + b) * 0.5 + normal * bow;
  std::string path = "M";
  put(path, a);
  path += 'Q';
  put(path, control);
  path += ' ';
  put(path, b);
  svg.open("path").str("d", path).str("fill", "none").str("stroke", colour).num("stroke-width", width);
  svg.str("stroke-linecap", "round");
  if (!dash.empty()) svg.str("stroke-dasharray", dash);
  svg.close();
  return (b - control) * (1 / length(b - control));
}

}  // namespace

void draw_route(Svg& svg, const Scene& s) {
  if (!s.solution || !s.solution->reachable()) return;
  // On a scaled-down board the route is drawn thicker so that it stays visible; below the centre line, so that it
  // does not hide the ends of the jumps.
  const double boost = std::min(3.0, s.ui);
  const Point lane{0, s.labelled ? kCell * 0.14 : 0};
  // While the search is shown after K rolls, the route is drawn up to its K-th roll.
  const std::uint64_t last = s.options.layers && s.options.layers_upto ? static_cast<std::uint64_t>(s.upto) : UINT64_MAX;
  svg.raw("<g class=\"route\">\n");
  struct Badge {
    Label at;
    std::uint64_t number;
  };
  std::vector<Badge> badges;
  std::uint64_t number = 0;
  for (const Leg& leg : s.solution->route) {
    if (number >= last) break;
    if (const Step* step = std::get_if<Step>(&leg)) {
      ++number;
      const Point a = s.layout.centre(step->from) + lane;
      const Point b = s.layout.centre(step->land) + lane;
      // Legs bow to alternate sides, each away from the one before it.
      const double side = number % 2 == 1 ? 1.0 : -1.0;
      const Point arrive = (b - a) * (1 / length(b - a));
      const Point tip = b - arrive * (kCell * 0.2);
      bowed_leg(svg, a, tip - arrive * 4, side, kHalo, kCell * 0.12 * boost, "");
      const Point d = bowed_leg(svg, a, tip - arrive * 4, side, kRoute, kCell * 0.06 * boost, boost > 1 ? "14 8" : "7 4");
      arrowhead(svg, tip, d, kCell * 0.2 * boost, kRoute);
      if (step->to != step->land) {
        line(svg, b, s.layout.centre(step->to) + lane, kRoute, kCell * 0.035 * boost, boost > 1 ? "4 8" : "2 4");
      }
      badges.push_back({step->land, number});
    } else {
      const Walk& walk = std::get<Walk>(leg);
      line(svg, s.layout.centre(walk.from) + lane, s.layout.centre(walk.to) + lane, kRoute, kCell * 0.06, "2 6");
      number += walk.rolls;
    }
  }
  for (const Badge& badge : badges) {
    const Point c = s.layout.centre(badge.at) + Point{kCell * 0.2, kCell * 0.2};
    const double r = s.labelled ? kCell * 0.17 : kCell * 0.12 * boost;
    svg.open("circle").str("class", "route-step").num("cx", c.x).num("cy", c.y).num("r", r).str("fill", kRoute);
    svg.str("stroke", kHalo).num("stroke-width", 1.5).close();
    if (s.labelled) {
      text(svg, {c.x, c.y + 4}, badge.number < 10 ? 11 : 9, "middle", "#ffffff", decimal_text(badge.number), true);
    }
  }
  svg.raw("</g>\n");
}

}  // namespace snl::internal
