// core/report_lines.hpp — how an analysis' text report writes a line, a decimal and a list of squares: shared by the
// report (src/report/analysis_text.cpp) and the parts of an analysis that write their own lines (snl/sections.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "snl/analyze.hpp"

namespace snl::internal {

/// "  LABEL (padded to 22)VALUE\n" appended to `out`: one line of the report.
void add_line(std::string& out, const std::string& label, const std::string& value);

/// Twelve significant digits: enough for the published figures (39.2251223082), short enough to read.
std::string decimal(double x);

/// "overshoot stay, start 0, d6" and ", 4 players".
std::string rules_name(const AnalysisOptions& options);

/// A percentile of `cdf`, or why there is none: ">N" when the distribution was cut at N steps, else "never".
std::string percentile_text(const Analysis& analysis, const std::vector<double>& cdf, double p);

/// "10%: 15  25%: 22  …": the reported percentiles of `cdf`.
std::string percentiles_text(const Analysis& analysis, const std::vector<double>& cdf);

/// "square 99", "squares 95, 97 and 99", "squares 2, 3, 4, … (12 in all)".
std::string squares_text(const std::vector<Label>& squares);

/// "2 -> 15 ladder", "17 -> 7 snake".
std::string jump_text(const Jump& jump);

}  // namespace snl::internal
