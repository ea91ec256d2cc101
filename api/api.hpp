// api/api.hpp — the JSON API that `snl serve` answers over HTTP (server/) and the page's WebAssembly engine answers in
// process (wasm/): each endpoint takes a request's body and query and answers with a status, a content type and a
// body, over the library. Query parameters are the library's option tables (snl/options.hpp), read by one rule
// (api/query.hpp); the answers are the bytes the CLI prints (snl/report.hpp). One file per endpoint
// (api/endpoints.hpp). The endpoints, their parameters and statuses: docs/api.md, the only place that lists them.
//
// Work: each limit below bounds one request. An analysis request's boards share one work budget, max_work (the
// library's currency, snl/analyze.hpp): each board's analysis gets what the boards before it left, its distribution
// stops with `"truncated": true` when that runs out, and anything else over it is refused (422); it also stops, with
// 503, once WorkControl says so (the deadline passed, or the server is stopping).
//
// Tested by: tests/server/api_test.cpp (every endpoint and status code, the bytes against snl/report.hpp),
// tests/server/options_test.cpp (every option table's row as a query parameter).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "snl/analyze.hpp"
#include "snl/options.hpp"

namespace snl::api {

/// What one request may ask for, so that no request can take the server's memory or time.
struct ApiLimits {
  /// Squares solved per request by a dense solver, summed over its boards (BFS takes ~8 bytes per square).
  /// Boards the sparse solver takes (few jumps for their size) cost per jump and do not count.
  std::uint64_t solve_squares = 1'000'000;
  /// Squares of the board whose BFS layers are returned (the JSON holds one number per square).
  std::uint64_t layer_squares = 1'000'000;
  /// Squares of a board /api/board writes out as a grid or JSON text (one number per square; a jumps text holds only
  /// the jumps and has no such limit), so that its time and memory grow with the body, not with ?side=.
  std::uint64_t text_squares = 1'000'000;
  /// Squares per analysed board (times the die's faces at most analyze_chain), and the longest distribution.
  std::uint64_t analyze_squares = 10'000;
  std::uint64_t analyze_chain = 600'000;
  std::uint64_t analyze_max_rolls = 20'000;
  /// The work of one analysis request, over its boards, in the units of AnalysisOptions::max_work: a quarter of the
  /// library's default, 10¹⁰ units, 3–5 s of one core by phase (bench/RESULTS.md, "The work budget's one currency"):
  /// so that work over it is refused (422) before the deadline stops it (503).
  std::uint64_t max_work = kDefaultMaxWork / 4;
  /// Who holds these limits, as the refusals name it: "the server's limit"; the page's WebAssembly engine
  /// (wasm/bindings.cpp) says "the browser".
  std::string holder = "the server";
  /// Seconds one request may run before it is stopped (503): `snl serve --work-timeout`'s default (the server passes
  /// its own), and the page's worker's limit (web/api.js reads it from /api/info).
  double work_timeout = 10;
  /// Candidate boards one design request may evaluate (the low-rank ones take well under a microsecond each, those
  /// that need a full analysis about a millisecond: the deadline bounds those).
  std::uint64_t design_evaluations = 200'000;
  /// Boards one analysis request may hold (they share max_work), and the players of /api/layers?race=.
  std::uint64_t analyze_boards = 16;
  std::uint64_t race_players = 4;
};

/// Every limit above but `holder`, as rows (snl/options.hpp): its name, range, default and help, the one list that
/// /api/info, `snl serve`'s flags (--max-work, …) and docs/api.md's limits table are made from (api/limits.cpp).
const OptionTable<ApiLimits>& api_limits();

/// When a request's work must stop: a deadline, and a flag another thread sets (the server stopping, or the client
/// no longer waiting). Checked by the analysis between rolls.
struct WorkControl {
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  const std::atomic<bool>* cancelled = nullptr;
  bool over() const {
    return (cancelled != nullptr && cancelled->load()) || std::chrono::steady_clock::now() >= deadline;
  }
};

/// The answer to one API call.
struct ApiResponse {
  int status = 200;
  std::string content_type;
  std::string body;
  /// Notes for the caller that are not the answer (a deprecated parameter's name): the server sends each as a
  /// `Warning: 299 - "…"` header.
  std::vector<std::string> warnings = {};
};

using QueryParams = std::multimap<std::string, std::string>;

/// Runs the API endpoint `path` ("/api/solve", …) on `body`. Never throws: every error becomes a response.
ApiResponse handle_api(std::string_view path, std::string_view body, const QueryParams& query,
                       const ApiLimits& limits, const WorkControl& control = {});

/// The query of a request target (what follows '?': "a=1&b=x%20y"), each name and value percent-decoded with '+' as
/// a space; empty pairs are skipped, a name without '=' has the value "". Throws snl::Error on a bad escape.
QueryParams parsed_query(std::string_view query);

/// {"error": message} with `status`, as every error of the API is answered.
ApiResponse error_response(int status, const std::string& message);

}  // namespace snl::api
