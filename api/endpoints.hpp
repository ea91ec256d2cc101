// api/endpoints.hpp — one function per endpoint of the API (api/api.hpp), one file each; handle_api (dispatch.cpp)
// routes a path to them and turns their exceptions into statuses.
#pragma once

#include <string_view>

#include "api.hpp"

namespace snl::api {

ApiResponse solve_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits);
ApiResponse render_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits,
                            const WorkControl& control);
ApiResponse layers_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits,
                            const WorkControl& control);
ApiResponse board_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits);
ApiResponse analyze_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits,
                             const WorkControl& control);
ApiResponse design_endpoint(std::string_view body, const QueryParams& query, const ApiLimits& limits,
                            const WorkControl& control);
/// The limits, and every option table (snl/options.hpp) as JSON, for the page's forms and the docs' check.
ApiResponse info_endpoint(const ApiLimits& limits);
ApiResponse die_endpoint(const QueryParams& query);

}  // namespace snl::api
