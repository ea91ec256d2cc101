// handle_api: a path to its endpoint (api/endpoints.hpp), every exception to its status.
#include <new>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "endpoints.hpp"
#include "reply.hpp"
#include "query.hpp"
#include "snl/design.hpp"

namespace snl::api {

std::string dump(const json& value) { return value.dump(-1, ' ', false, json::error_handler_t::replace); }

ApiResponse error_response(int status, const std::string& message) {
  return {status, std::string(kJson), dump(json{{"error", message}}) + "\n"};
}

namespace {

ApiResponse endpoint_of(std::string_view path, std::string_view body, const QueryParams& query,
                        const ApiLimits& limits, const WorkControl& control) {
  try {
    if (path == "/api/solve") return solve_endpoint(body, query, limits);
    if (path == "/api/render") return render_endpoint(body, query, limits, control);
    if (path == "/api/layers") return layers_endpoint(body, query, limits, control);
    if (path == "/api/board") return board_endpoint(body, query, limits);
    if (path == "/api/analyze") return analyze_endpoint(body, query, limits, control);
    if (path == "/api/design") return design_endpoint(body, query, limits, control);
    if (path == "/api/die") return die_endpoint(query);
    if (path == "/api/info") {
      refuse_unknown_parameters(query, "/api/info", {}, {});
      return info_endpoint(limits);
    }
    return error_response(404, "no such endpoint: " + quoted_text(path));
  } catch (const ParseError& error) {
    ApiResponse response = error_response(400, error.what());
    response.body = dump(json{{"error", error.what()},
                              {"line", error.line()},
                              {"column", error.column()},
                              {"message", error.message()}}) +
                    "\n";
    return response;
  } catch (const LimitError& error) {
    return error_response(422, error.what());
  } catch (const DesignError& error) {  // targets no board can meet
    return error_response(422, std::string("impossible: ") + error.what());
  } catch (const Error& error) {  // BoardError, QueryError, a bad analysis option
    return error_response(400, error.what());
  } catch (const Stopped& stopped) {
    return error_response(503, stopped.what());
  } catch (const std::bad_alloc&) {
    return error_response(503, "out of memory while serving this request");
  } catch (const std::exception& error) {
    return error_response(500, std::string("internal error: ") + error.what());
  }
}

}  // namespace

ApiResponse handle_api(std::string_view path, std::string_view body, const QueryParams& query,
                       const ApiLimits& limits, const WorkControl& control) {
  ApiResponse response = endpoint_of(path, body, query, limits, control);
  response.warnings = deprecation_notes(query);
  return response;
}

}  // namespace snl::api
