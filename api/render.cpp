// POST /api/render: one board as SVG, by the table of snl render (render_options()) and snl::render_request.
#include "endpoints.hpp"
#include "query.hpp"
#include "snl/analyze.hpp"
#include "snl/render.hpp"

namespace snl::api {

ApiResponse render_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits,
                            const WorkControl& control) {
  refuse_unknown_parameters(query, "/api/render", {infos(render_options())}, {"board", "input"});
  RenderRequest request;
  apply_options(render_options(), query, request);
  if (const std::optional<std::string> conflict =
          render_conflict(request, any_given(query, infos(rules_options())))) {
    throw QueryError("query parameters: " + *conflict);
  }
  if (request.heat) {
    validate_query(request.rules);
  }
  std::vector<Board> boards = boards_of(body, query);
  const std::uint64_t index = board_number(query);
  const Board board = pick(boards, query);
  AnalysisOptions analysis;
  if (request.heat) {
    if (board.is_square() && board.side() <= kMaxRenderSide) {
      refuse_over_analysis_limits(board, index, request.rules.die.faces().size(), limits, "a heat map (an analysis)",
                                  "snl render --heat");
    }
    analysis.max_work = limits.max_work;
    analysis.progress = stopped_at_deadline(control, limits, "the heat map");
  }
  return {200, std::string(kSvg), render_request(board, request, analysis)};
}

}  // namespace snl::api
