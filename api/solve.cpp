// POST /api/solve: every board of the body solved, as the JSON Lines `snl solve --format json` prints.
#include <algorithm>

#include "endpoints.hpp"
#include "query.hpp"
#include "snl/report.hpp"
#include "snl/solve.hpp"

namespace snl::api {

ApiResponse solve_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits) {
  refuse_unknown_parameters(query, "/api/solve", {infos(solve_options())}, {"input"}, {"max_memory"});
  SolveOptions options;
  apply_options(solve_options(), query, options, {"max_memory"});  // the server's memory is its own to limit
  options.route = true;
  const std::vector<Board> boards = boards_of(body, query);
  // The dense solvers take memory and time per square; the sparse one per jump (bounded by the body's size).
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const Algorithm used =
        options.algorithm == Algorithm::automatic ? automatic_algorithm(boards[i], true) : options.algorithm;
    if (used == Algorithm::sparse) continue;
    total += std::min(boards[i].squares(), limits.solve_squares + 1);
    if (total > limits.solve_squares) {
      throw LimitError("board " + std::to_string(i + 1) + ", " + describe_size(boards[i]) + ", is over " +
                       limits.holder + "'s limit: it solves up to " + std::to_string(limits.solve_squares) +
                       " squares per request with a dense solver (use snl solve for larger boards)");
    }
  }
  std::string out;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const Solution solution = solve(boards[i], {options.algorithm, true});
    out += solution_json(boards[i], solution, i + 1);
    out += '\n';
  }
  return {200, std::string(kNdjson), std::move(out)};
}

}  // namespace snl::api
