// POST /api/design: the JSON `snl design --format json` prints, by the table of snl design (design_options()); a
// body, when there is one, is the board to start from. At most limits.design_evaluations candidates, and the search
// stops at the deadline with the best board so far ("stopped_by": "the server's deadline", or the holder of the
// limits in the browser's engine).
#include <algorithm>

#include "endpoints.hpp"
#include "query.hpp"
#include "snl/design.hpp"
#include "snl/report.hpp"

namespace snl::api {

ApiResponse design_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits,
                            const WorkControl& control) {
  refuse_unknown_parameters(query, "/api/design", {infos(design_options())}, {"input"});
  DesignSpec spec;
  apply_options(design_options(), query, spec);
  validate_query(spec.rules);
  const bool from = body.find_first_not_of(" \t\r\n") != std::string_view::npos;
  const bool sized = param(query, "side") || param(query, "squares");
  if (from) {
    if (sized) throw QueryError("query parameters side and squares: the board in the body has its size");
    std::vector<Board> boards = boards_of(body, query);
    if (boards.size() != 1) {
      throw QueryError("the body holds " + std::to_string(boards.size()) + " boards; a design starts from one");
    }
    spec.from = std::move(boards[0]);
  } else {
    if (spec.max_changes) throw QueryError("query parameter max_changes: only with a board in the body");
    if (param(query, "side") && param(query, "squares")) {
      throw QueryError("query parameters side and squares: one or the other");
    }
    if (spec.squares != 0) spec.side = 0;
  }
  if (spec.max_evaluations > limits.design_evaluations) {
    throw LimitError("query parameter max_evaluations: " + std::to_string(spec.max_evaluations) + " is over " +
                     limits.holder + "'s limit of " + std::to_string(limits.design_evaluations) + " (use snl design)");
  }
  if (spec.max_evaluations == 0) spec.max_evaluations = std::min(default_evaluations(spec), limits.design_evaluations);
  bool deadline = false;
  spec.should_stop = [&](std::uint64_t, double) { return deadline = control.over(); };
  DesignResult result = design(spec);
  if (deadline) result.stopped_by = limits.holder + "'s deadline";  // "the server's", or the page's own engine's
  return {200, std::string(kJson), design_json(result, spec, !deadline)};
}

}  // namespace snl::api
