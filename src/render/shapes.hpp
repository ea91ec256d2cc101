// render/shapes.hpp — the pictures of jumps (a ladder, a snake, a jump to its own square) and the layer colours,
// drawn on the board and, smaller, in its legend; and the heat map's colours and numbers.
#pragma once

#include <string>
#include <string_view>

#include "render/svg.hpp"

namespace snl::internal {

/// A filled triangle pointing along `direction` (unit vector) with its tip at `tip`.
void arrowhead(Svg& svg, Point tip, Point direction, double size, std::string_view colour);
/// A ladder from `from` (its foot) to `to` (its top): two rails with rungs, an arrowhead at the top. `unit` is the
/// square size it is drawn for; `inset` pulls both ends toward each other.
void ladder(Svg& svg, Point from, Point to, double unit, double inset);
/// A snake from its head (where a roll lands) to its tail (where it sends you): a wavy body bowed to one side (so
/// that it never hides a straight route line or ladder between the same squares), a head with eyes, and an
/// arrowhead at the tail.
void snake(Svg& svg, Point head, Point tail, double unit, double inset);
/// A jump whose destination is its own square: a ring with a notch.
void self_jump(Svg& svg, Point centre, double unit);

/// Layer colours: light to dark blue as the rolls grow. t in [0, 1].
std::string ramp(double t);
/// Whether text on ramp(t) should be white.
inline bool dark(double t) { return t > 0.55; }

/// Heat map colours (render/heat.cpp): light to dark purple as the figure grows. t in [0, 1].
std::string heat_ramp(double t);
/// Whether text on heat_ramp(t) should be white.
inline bool heat_dark(double t) { return t > 0.6; }
/// A heat map's figure as the picture writes it: three or four significant figures ("39.2", "0.423"), "<0.001".
std::string heat_text(double value);
/// The figure as heat_text writes it, as a number (0 for anything under 0.001): the scales shade this, so that two
/// squares showing one number never differ in shade.
double heat_written(double value);

}  // namespace snl::internal
