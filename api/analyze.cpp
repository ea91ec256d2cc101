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
  if (boards.size() > limits.analyze_boards) {
    throw LimitError(limits.holder + " analyses at most " + std::to_string(limits.analyze_boards) +
                     " boards per request (analyze_boards), not " + std::to_string(boards.size()));
  }
  // The boards share the budget: past it a distribution stops early and says so ("truncated"), anything else over it
  // is refused; past the deadline the request stops.
  const std::uint64_t budget = options.max_work;
  std::uint64_t spent = 0;
  options.progress = stopped_at_deadline(control, "the analysis", limits);
  std::string out;
  std::vector<PlotPanel> panels;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    if (spent >= budget) {
      throw LimitError("board " + std::to_string(first + i) + ": the boards before it spent the request's work budget "
                       "of " + std::to_string(budget) + " units (fewer boards a request)");
    }
    options.max_work = budget - spent;
    Analysis analysis = analyze(boards[i], options);
    spent += std::min(analysis.work, budget - spent);
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
