// How a fair-die analysis looks: readable text, one JSON Lines object, and an SVG plot of the game-length
// distribution (and the players' chances). Shared by `snl analyze` and the server's POST /api/analyze so that
// both give the same bytes. Numbers that are infinite (a board with a trap) are "infinite" in text and null in
// JSON, never a huge number.
//
// Tested by: tests/analyze/cli_test.cpp (field names, null for infinite, the SVG's shape and determinism).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/board.hpp"

namespace snl::cli {

/// "Board 1 (10x10, overshoot stay, start 0, d6)" — the heading of the text and the plot.
std::string analysis_title(const Board& board, const Analysis& analysis, std::uint64_t index);

/// The readable report for board number `index` (from 1), ending with a newline. `within` lists the k for
/// which P(finish within k rolls) is printed.
std::string analysis_text(const Board& board, const Analysis& analysis, std::uint64_t index,
                          const std::vector<std::uint64_t>& within = {});

/// One JSON object without a newline, with the documented field names (docs/analyze.md): board, n, squares,
/// rules {overshoot, start, die}, states, expected_rolls, std_dev, min_rolls, finish_probability, median, mode,
/// percentiles {"10", "25", "50", "75", "90", "99"}, within {"k": p} (when asked), remaining, truncated,
/// geometric_from, pmf, cdf; and with two or more players: players [{player, win_probability}], expected_rounds,
/// expected_total_rolls, total_rolls_percentiles {…}, total_rolls_pmf.
std::string analysis_json(const Board& board, const Analysis& analysis, std::uint64_t index = 1,
                          const std::vector<std::uint64_t>& within = {});

/// One panel of the plot.
struct PlotPanel {
  std::string title;
  Analysis analysis;
};

/// A self-contained SVG document with one panel per analysis: bars of pmf, the cdf as a line (right axis),
/// labelled axes, the expected value and median marked, and the players' chances of winning when there are
/// two or more. Deterministic: the same analyses give the same bytes.
std::string analysis_svg(const std::vector<PlotPanel>& panels);

}  // namespace snl::cli
