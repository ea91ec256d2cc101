// server/api.hpp — the JSON API of `snl serve`, apart from any HTTP plumbing (so it is tested without sockets):
// each endpoint takes the request's body and query and answers with a status, a content type and a body, over the
// library. The page and scripts get the same bytes the CLI prints (snl/report.hpp).
//
//   GET  /api/info             {"analyze": bool, "limits": {...}}
//   POST /api/solve            body: boards in any format → the JSON Lines `snl solve --format json` prints
//   POST /api/render           → SVG of one board; ?route=1 ?layers=1 ?upto=K ?board=K; ?heat=remaining|visits
//                                 shades it by an analysis' per-square figures, under the rules /api/analyze
//                                 takes (die, overshoot, start, again, again_limit) and its limits
//   POST /api/layers           → {"board", "n", "squares", "rolls", "deepest", "counts", "unreachable",
//                                 "jump_heads", "distances"}; ?play=1 adds "to_finish" (least rolls from each
//                                 square to the last) and "moves" (per square, per roll: [land, end] or null);
//                                 ?race=P1,P2,…&turn=K adds "wins", each player's chance to win from those squares
//                                 with a fair die, player K rolling next, and "settled" (snl/race.hpp)
//   POST /api/board            → {"board", "n", "squares", "jumps", "dropped", "boards", "format", "text"}: board
//                                 ?board=K as data and as jumps-format text (?output=grid|json|jumps|same: in that
//                                 format; same: the input's, named in "format"); ?jumps=F:T,F:T gives it those jumps
//                                 instead (the page's click edits), ?side=N resizes it, dropping the jumps that leave
//                                 the board; ?whole=1: "text" is the whole input with that board so edited, in the
//                                 input's format, every other board and (jumps format) every comment line kept
//   POST /api/analyze          → the JSON Lines `snl analyze --format json` prints; ?plot=1 → SVG plot. The rules
//                                 as `snl analyze` takes them: ?die=SPEC&overshoot=…&start=…&again=F&again_limit=L,
//                                 ?players=P, and ?exact=1&squares=1&fastest=1; ?board=K: that board alone
//   POST /api/design           → the JSON `snl design --format json` prints (snl/report.hpp, design_json): the options
//                                 as query parameters (?side=10&ladders=8&snakes=10&expected=30, within=K:P, …, the
//                                 rules as /api/analyze takes them, seed, max_evaluations); a body is the board to
//                                 start from (with ?max_changes=K). At most design_evaluations candidates; at the
//                                 deadline the best board so far ("stopped_by": "the server's deadline"). 422 for
//                                 targets impossible on their face ("impossible: …").
//
// Every request also takes ?input=auto|grid|json|jumps. Errors are JSON {"error": "..."}: 400 for text that is not
// a board (with "line" and "column"; the message is the CLI's "<request>:LINE:COLUMN: error: …"), 400 for a bad
// query parameter, 404 for an unknown endpoint, 422 for a board over a size limit, 503 out of memory or past the
// deadline (or the server stopping), 500 for a bug. Every word of the request a message quotes is cut
// (snl::quoted_text).
//
// Work: each limit below bounds one request. An analysis pushes its distribution for at most
// max_work / (squares × die faces) rolls (summed over its boards), and says `"truncated": true` when that stopped it;
// it also stops, with 503, once WorkControl says so (the deadline passed, or the server is stopping).
//
// Tested by: tests/server/api_test.cpp (every endpoint and status code, the bytes against snl/report.hpp).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace snl::server {

/// What one request may ask for, so that no request can take the server's memory or time.
struct ServerLimits {
  /// Squares solved per request by a dense solver, summed over its boards (BFS takes ~8 bytes per square).
  /// Boards the sparse solver takes (few jumps for their size) cost per jump and do not count.
  std::uint64_t solve_squares = 1'000'000;
  /// Squares of the board whose BFS layers are returned (the JSON holds one number per square).
  std::uint64_t layer_squares = 1'000'000;
  /// Squares per analysed board (times the die's faces at most analyze_chain), and the longest distribution.
  std::uint64_t analyze_squares = 10'000;
  std::uint64_t analyze_chain = 600'000;
  std::uint64_t analyze_max_rolls = 20'000;
  /// The work of one analysis request in square-face-rolls (squares × die faces × rolls pushed, over its boards):
  /// the distribution's rolls are cut to fit (bench/RESULTS.md: about a second). Each board's analysis also gets it
  /// as AnalysisOptions::max_work, which counts the states a roll-again rule adds.
  std::uint64_t max_work = 2'000'000'000;
  /// Who holds these limits, as the refusals name it: "the server's limit"; the page's WebAssembly engine
  /// (wasm/bindings.cpp) says "the browser".
  std::string holder = "the server";
  /// Candidate boards one design request may evaluate (the low-rank ones take well under a microsecond each, those
  /// that need a full analysis about a millisecond: the deadline bounds those).
  std::uint64_t design_evaluations = 200'000;
};

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
};

using QueryParams = std::multimap<std::string, std::string>;

/// Runs the API endpoint `path` ("/api/solve", …) on `body`. Never throws: every error becomes a response.
ApiResponse handle_api(std::string_view path, std::string_view body, const QueryParams& query,
                       const ServerLimits& limits, const WorkControl& control = {});

/// {"error": message} with `status`, as every error of the server is answered.
ApiResponse error_response(int status, const std::string& message);

}  // namespace snl::server
