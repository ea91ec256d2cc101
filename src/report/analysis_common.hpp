// report/analysis_common.hpp — what the text and the JSON of an analysis share: how rules, decimals and
// percentiles are written.
#pragma once

#include <string>
#include <vector>

#include "snl/analyze.hpp"

namespace snl::internal {

/// "overshoot stay, start 0, d6" and ", 4 players".
std::string rules_name(const AnalysisOptions& options);

/// Twelve significant digits: enough for the published figures (39.2251223082), short enough to read.
std::string decimal(double x);

/// A percentile of `cdf`, or why there is none: ">N" when the distribution was cut at N steps, else "never".
std::string percentile_text(const Analysis& analysis, const std::vector<double>& cdf, double p);

/// The pmf and cdf by turns: the analysis' own with again rules, its rolls' otherwise.
const std::vector<double>& turns_cdf(const Analysis& analysis);

}  // namespace snl::internal
