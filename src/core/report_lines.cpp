// The report's lines (core/report_lines.hpp).
#include "core/report_lines.hpp"

#include <fmt/format.h>

#include <iterator>

namespace snl::internal {

void add_line(std::string& out, const std::string& label, const std::string& value) {
  fmt::format_to(std::back_inserter(out), "  {:<22}{}\n", label, value);
}

std::string decimal(double x) { return fmt::format("{:.12g}", x); }

std::string rules_name(const AnalysisOptions& options) {
  std::string out = describe(options.rules);
  if (options.players > 1) out += fmt::format(", {} players", options.players);
  return out;
}

std::string percentile_text(const Analysis& analysis, const std::vector<double>& cdf, double p) {
  if (const auto k = percentile_of(cdf, p)) return fmt::format("{}", *k);
  if (analysis.truncated) return fmt::format(">{}", cdf.size() - 1);
  return "never";
}

std::string percentiles_text(const Analysis& analysis, const std::vector<double>& cdf) {
  std::string text;
  for (const int p : kReportedPercentiles) {
    text += fmt::format("{}{}%: {}", text.empty() ? "" : "  ", p, percentile_text(analysis, cdf, p));
  }
  return text;
}

std::string squares_text(const std::vector<Label>& squares) {
  constexpr std::size_t kShown = 8;
  std::string out = squares.size() == 1 ? "square " : "squares ";
  for (std::size_t i = 0; i < squares.size() && i < kShown; ++i) {
    out += (i == 0 ? "" : i + 1 == squares.size() ? " and " : ", ") + std::to_string(squares[i]);
  }
  if (squares.size() > kShown) out += ", … (" + std::to_string(squares.size()) + " in all)";
  return out;
}

std::string jump_text(const Jump& jump) {
  return fmt::format("{} -> {} {}", jump.from, jump.to, jump.to < jump.from ? "snake" : "ladder");
}

}  // namespace snl::internal
