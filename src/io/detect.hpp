// io/detect.hpp — which format a text is in, told from its first character that is not whitespace: the one rule
// the reader (Format::automatic) and the splitter of snl solve --jobs share.
#pragma once

#include "snl/parse.hpp"

namespace snl::internal {

/// '[' json, '-' or a digit grid, '#' or a letter jumps; Format::automatic for anything else (not a board).
constexpr Format format_from_first(int c) {
  if (c == '[') return Format::json;
  if (c == '-' || (c >= '0' && c <= '9')) return Format::grid;
  if (c == '#' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return Format::jumps;
  return Format::automatic;
}

}  // namespace snl::internal
