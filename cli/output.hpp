// How answers look: the plain answer, the route line, the explanation in words and the JSON Lines object.
// Shared by `snl solve` and the server so that both print the same bytes.
#pragma once

#include <cstdint>
#include <string>

#include "snl/board.hpp"
#include "snl/route.hpp"

namespace snl::cli {

enum class Style { answer, route, explain, json };

/// The text for board number `index` (from 1), ending with a newline.
std::string format_solution(const Board& board, const Solution& solution, std::uint64_t index, Style style);

/// Routes of at most this many rolls are shown roll by roll; longer ones keep their walks ("walk from a to b
/// in k rolls"), so a route of 10^17 rolls stays one line.
inline constexpr std::int64_t kExpandedRouteRolls = 10'000;

/// "1 -> 2 => 15 -> 17 => 13": `->` a roll, `=>` a jump, `~k~>` a walk of k rolls over plain squares.
std::string route_line(const Board& board, const Solution& solution);

/// {"board": i, "n": n, "squares": s, "rolls": r, "route": [...]}, without a newline.
std::string json_object(const Board& board, const Solution& solution, std::uint64_t index);

}  // namespace snl::cli
