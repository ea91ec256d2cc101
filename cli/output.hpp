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

/// "1 -> 2 => 15 -> 17 => 13": `->` a roll, `=>` a jump, `~>` a walk over plain squares with its roll count.
std::string route_line(const Solution& solution);

/// {"board": i, "n": n, "squares": s, "rolls": r, "route": [...]}, without a newline.
std::string json_object(const Board& board, const Solution& solution, std::uint64_t index);

}  // namespace snl::cli
