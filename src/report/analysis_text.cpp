// The readable report of an analysis (snl/report.hpp): its title, the figures every analysis has, and the lines of
// every part present (snl/sections.hpp), each block at its rank.
#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "core/report_lines.hpp"
#include "snl/report.hpp"
#include "snl/sections.hpp"

namespace snl {
namespace {

using internal::add_line;
using internal::decimal;
using internal::percentile_text;
using internal::percentiles_text;

std::string expected(const Analysis& a, const std::optional<double>& mean, const std::optional<double>& sd) {
  if (mean) return fmt::format("{} (standard deviation {})", decimal(*mean), decimal(sd.value_or(0)));
  if (a.stuck_squares.empty()) return "infinite (a player can be trapped)";
  return "infinite (a player can be trapped: the last square can never be reached from " +
         internal::squares_text(a.stuck_squares) + ", under " + describe(a.options.rules) + ")";
}

/// The figures every analysis has (rank 0), but the within lines, which the caller's list gives.
void figures(const Analysis& a, std::string& out) {
  const bool turns = !a.options.rules.one_roll_turns();
  add_line(out, "expected rolls", expected(a, a.expected_rolls, a.std_dev));
  if (turns) add_line(out, "expected turns", expected(a, a.expected_turns, a.turns_std_dev));
  add_line(out, "least rolls",
           a.min_rolls ? fmt::format("{}", *a.min_rolls) : std::string("never (the last square cannot be reached)"));
  add_line(out, "finish probability", decimal(a.finish_probability));
  add_line(out, "median", percentile_text(a, a.cdf, 50));
  const auto mode = a.mode();
  add_line(out, "mode", mode ? fmt::format("{}", *mode) : std::string("none"));
  add_line(out, "percentiles", percentiles_text(a, a.cdf));
  if (turns) add_line(out, "turns percentiles", percentiles_text(a, a.turns_cdf));
}

/// The distribution's line (rank 10).
void distribution(const Analysis& a, std::string& out) {
  add_line(out, "distribution",
           fmt::format("{} rolls computed{}, probability left {:.3g}{}", a.pmf.size() - 1,
                       a.geometric_from > 0 ? fmt::format(" (geometric after roll {})", a.geometric_from) : "",
                       a.remaining, a.truncated ? " (stopped by a cap)" : ""));
  if (a.truncated) {
    add_line(out, "not reached",
             fmt::format("what lies past roll {}: the distribution stopped at {}", a.pmf.size() - 1, a.stopped_by));
  }
}

/// The notes (rank 200).
void notes(const Analysis& a, std::string& out) {
  for (const std::string& note : a.notes) add_line(out, "note", note);
}

}  // namespace

std::string analysis_title(const Board& board, const Analysis& analysis, std::uint64_t index) {
  return fmt::format("Board {} ({}, {})", index, size_name(board), internal::rules_name(analysis.options));
}

std::string analysis_text(const Board& board, const Analysis& a, std::uint64_t index,
                          const std::vector<std::uint64_t>& within) {
  std::string out = index > 1 ? "\n" : "";
  fmt::format_to(std::back_inserter(out), "{}:\n", analysis_title(board, a, index));
  figures(a, out);
  for (const std::uint64_t k : within) {
    add_line(out, fmt::format("within {} roll{}", k, k == 1 ? "" : "s"), decimal(a.within(k)));
  }
  for (const std::uint64_t k : a.options.within_turns) {
    add_line(out, fmt::format("within {} turn{}", k, k == 1 ? "" : "s"), decimal(a.turns_within(k)));
  }
  std::vector<ReportBlock> blocks{{10, distribution}, {200, notes}};
  for (const AnalysisSection& section : analysis_sections()) {
    if (!section.present(a)) continue;
    blocks.insert(blocks.end(), section.text.begin(), section.text.end());
  }
  std::stable_sort(blocks.begin(), blocks.end(), [](const ReportBlock& x, const ReportBlock& y) { return x.rank < y.rank; });
  for (const ReportBlock& block : blocks) block.write(a, out);
  return out;
}

}  // namespace snl
