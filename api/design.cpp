// POST /api/design: the JSON `snl design --format json` prints, by the table of snl design (design_options()); a
// body, when there is one, is the board to start from. At most limits.design_evaluations candidates, and the search
// stops at the deadline with the best board so far ("stopped_by": "the server's deadline").
#include <algorithm>

#include "endpoints.hpp"
#include "query.hpp"
#include "snl/design.hpp"
#include "snl/report.hpp"
#include "snl/write.hpp"

namespace snl::api {

ApiResponse design_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits,
                            const WorkControl& control) {
  refuse_unknown_parameters(query, "/api/design", {infos(design_options())}, {"input"}, {"from"});
  DesignSpec spec;
  const bool from = body.find_first_not_of(" \t\r\n") != std::string_view::npos;
  std::vector<std::pair<std::string, std::string>> body_board;
  if (from) {  // the body, read as every body is (?input=, errors at <request>:LINE:COLUMN)
    std::vector<Board> boards = boards_of(body, query);
    if (boards.size() != 1) {
      throw QueryError("the body holds " + std::to_string(boards.size()) + " boards; a design starts from one");
    }
    body_board.emplace_back("from", to_text(boards[0], Format::jumps));
  }
  apply_options(design_options(), query, spec, {"from"}, body_board);
  validate_query(spec.rules);
  if (spec.max_evaluations > limits.design_evaluations) {
    throw LimitError("query parameter max_evaluations: " + std::to_string(spec.max_evaluations) + " is over " +
                     limits.holder + "'s limit of " + std::to_string(limits.design_evaluations) + " (use snl design)");
  }
  if (spec.max_evaluations == 0) spec.max_evaluations = std::min(default_evaluations(spec), limits.design_evaluations);
  bool deadline = false;
  spec.should_stop = [&](std::uint64_t, double) { return deadline = control.over(); };
  DesignResult result = design(spec);
  if (deadline) result.stopped_by = limits.holder + "'s deadline";
  return {200, std::string(kJson), design_json(result, spec, !deadline && !spec.time_limit)};
}

}  // namespace snl::api
