// render/style.hpp — the board picture's geometry and palette. Every stroke and font scales with the square size.
#pragma once

#include <string_view>

namespace snl::internal {

// Geometry, in SVG user units.
inline constexpr double kCell = 48;
inline constexpr double kPad = 16;
inline constexpr double kMinDrawWidth = 440;  // small boards get a wider canvas so the legend fits
inline constexpr double kMaxDisplayWidth = 960;
inline constexpr double kTitleFont = 15;
inline constexpr double kLegendFont = 12;
inline constexpr double kLegendRow = 22;
inline constexpr double kTagFont = 11;

// Palette: ladders green, snakes red, route amber, layers blue, heat maps purple; start green tint, finish gold.
inline constexpr std::string_view kSquareLight = "#faf6ec";
inline constexpr std::string_view kSquareDark = "#ece3cf";
inline constexpr std::string_view kGridLine = "#b5a98f";
inline constexpr std::string_view kLabelInk = "#5c5346";
inline constexpr std::string_view kStartFill = "#c3f0ca";
inline constexpr std::string_view kStartInk = "#1b6b2c";
inline constexpr std::string_view kFinishFill = "#ffe58a";
inline constexpr std::string_view kFinishInk = "#8a5a00";
inline constexpr std::string_view kLadderRail = "#2b8a3e";
inline constexpr std::string_view kLadderRung = "#51a35f";
inline constexpr std::string_view kSnakeBody = "#c92a2a";
inline constexpr std::string_view kSnakeStripe = "#ff8a8a";
inline constexpr std::string_view kSnakeHead = "#8f1d1d";
inline constexpr std::string_view kSelfJump = "#6b5b95";
inline constexpr std::string_view kRoute = "#b5460a";  // white badge numbers on it: 5.5:1 (WCAG AA)
inline constexpr std::string_view kHalo = "#ffffff";
inline constexpr std::string_view kUnreachableFill = "#b8b8b8";
inline constexpr std::string_view kUnreachableInk = "#5f5f5f";
inline constexpr std::string_view kNoFigureFill = "#6e6e6e";  // heat map: stood on, but no finite figure
inline constexpr std::string_view kHeatInk = "#2d2a26";
inline constexpr std::string_view kFrontier = "#e8590c";
inline constexpr std::string_view kInk = "#2d2a26";
inline constexpr std::string_view kLayerInk = "#1c3d6e";
inline constexpr std::string_view kFaintJumps = "0.3";  // the opacity of jumps drawn faint

}  // namespace snl::internal
