// POST /api/analyze: the game with a random die, as the JSON Lines `snl analyze --format json` prints (or ?plot=1:
// the SVG plot), by the table of snl analyze (analysis_options()) under the API's limits.
#include <algorithm>

#include "endpoints.hpp"
#include "query.hpp"
#include "snl/analyze.hpp"
#include "snl/render.hpp"
#include "snl/report.hpp"

namespace snl::api {
namespace {

/// The rolls each board's distribution may push so that the request stays within max_work (squares × die faces ×
/// rolls, over its boards). Throws LimitError when not even one roll fits.
std::uint64_t rolls_within_budget(const std::vector<Board>& boards, std::uint64_t faces, const ApiLimits& limits) {
  std::uint64_t per_roll = 0;
  for (const Board& board : boards) per_roll += board.squares() * faces;
  if (per_roll > limits.max_work) {
    throw LimitError("the request is over " + limits.holder + "'s work budget: " + std::to_string(per_roll) +
                     " square-faces a roll, and the budget is " + std::to_string(limits.max_work) +
                     " square-face-rolls (use snl analyze for larger boards)");
  }
  return per_roll == 0 ? limits.analyze_max_rolls : limits.max_work / per_roll;
}

}  // namespace

ApiResponse analyze_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits,
                             const WorkControl& control) {
  refuse_unknown_parameters(query, "/api/analyze", {infos(analysis_options())}, {"board", "input", "plot"});
  AnalysisOptions options;
  options.max_rolls = limits.analyze_max_rolls;
  apply_options(analysis_options(), query, options);
  validate_query(options);
  if (options.max_rolls > limits.analyze_max_rolls) {
    throw LimitError("query parameter max_rolls: " + std::to_string(options.max_rolls) + " is over " + limits.holder +
                     "'s limit of " + std::to_string(limits.analyze_max_rolls) + " rolls (use snl analyze)");
  }
  // max_work may lower the server's budget, never raise it.
  if (param(query, "max_work") && options.max_work > limits.max_work) {
    throw LimitError("query parameter max_work: " + std::to_string(options.max_work) + " is over " + limits.holder +
                     "'s work budget of " + std::to_string(limits.max_work) + " (use snl analyze)");
  }
  if (!param(query, "max_work")) options.max_work = limits.max_work;
  const bool plot = flag(query, "plot");
  std::vector<Board> boards = boards_of(body, query);
  // ?board=K analyses that board alone (numbered K in the answer); else every board.
  const bool one = param(query, "board").has_value();
  const std::uint64_t first = one ? board_number(query) : 1;
  if (one) boards = std::vector<Board>{pick(boards, query)};
  const std::size_t faces = options.rules.die.faces().size();
  for (std::size_t i = 0; i < boards.size(); ++i) {
    refuse_over_analysis_limits(boards[i], first + i, faces, limits, "analysis", "snl analyze");
  }
  if (boards.size() > 16) throw LimitError(limits.holder + " analyses at most 16 boards per request");
  // Past the budget the distribution stops early and says so ("truncated"); past the deadline the request stops.
  options.max_rolls = std::max<std::uint64_t>(1, std::min(options.max_rolls, rolls_within_budget(boards, faces, limits)));
  options.progress = stopped_at_deadline(control, "the analysis", limits);
  std::string out;
  std::vector<PlotPanel> panels;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    Analysis analysis = analyze(boards[i], options);
    if (plot) {
      panels.push_back({analysis_title(boards[i], analysis, first + i), std::move(analysis)});
    } else {
      out += analysis_json(boards[i], analysis, first + i, options.within);
      out += '\n';
    }
  }
  if (plot) return {200, std::string(kSvg), render_plot(panels)};
  return {200, std::string(kNdjson), std::move(out)};
}

}  // namespace snl::api
