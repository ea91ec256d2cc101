// The local HTTP server behind `snl serve`: the viewer page (embedded in the binary) and a JSON API over the
// library. The page never decides a rule: it sends board text and shows what the API answers.
//
//   GET  /                     the viewer (index.html, app.js, style.css: no external resource)
//   GET  /api/info             {"snl": version, "analyze": bool, "limits": {...}}
//   POST /api/solve            body: boards in any format → the JSON Lines `snl solve --format json` prints
//   POST /api/render           → SVG of one board; ?route=1 ?layers=1 ?upto=K ?board=K
//   POST /api/layers           → {"board", "n", "squares", "rolls", "deepest", "distances", "counts"}
//   POST /api/board            → {"board", "n", "squares", "jumps", "text"}; ?side=N resizes, dropping jumps
//   POST /api/analyze          → the JSON Lines `snl analyze --format json` prints; ?plot=1 → SVG plot
//
// Every API request also takes ?input=auto|grid|json|jumps. Errors are JSON {"error": "..."}: 400 for text that
// is not a board (with "line" and "column", the message is the CLI's "<request>:LINE:COLUMN: error: …"), 400
// for a bad query parameter, 403 for a Host header that is not this server (DNS rebinding), 404 for an unknown
// path, 405 for a wrong method, 413 for a body over max_body, 422 for a board over a size limit, 500 for a bug.
// Each request runs on a worker thread; snl::Error and std::exception are caught per request.
//
// Tested by: tests/server/api_test.cpp (every status code, the bytes of /api/solve against json_object),
// tests/server/load_test.cpp (bounded load on loopback), tests/server/serve_test.cpp (the process: first line,
// --port 0, SIGINT/SIGTERM), web/test/viewer.test.mjs (the page in Chromium).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>

namespace snl::cli {

/// A file of the viewer, embedded into the binary at build time (web/ → web_assets.cpp).
struct WebAsset {
  std::string_view path;  // "/index.html"
  std::string_view content_type;
  std::string_view body;
};
std::span<const WebAsset> web_assets();

/// What one request may ask for, so that no request can take the server's memory or time.
struct ServerLimits {
  /// Squares solved per request by a dense solver, summed over its boards (BFS takes ~8 bytes per square).
  /// Boards the sparse solver takes (few jumps for their size) cost per jump and do not count.
  std::uint64_t solve_squares = 1'000'000;
  /// Squares of the board whose BFS layers are returned (the JSON holds one number per square).
  std::uint64_t layer_squares = 1'000'000;
  /// Squares per analysed board (times the die's faces at most analyze_work), and the longest distribution.
  std::uint64_t analyze_squares = 10'000;
  std::uint64_t analyze_work = 600'000;
  std::uint64_t analyze_max_rolls = 20'000;
};

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
  std::size_t max_body = std::size_t{1} << 20;
  std::size_t threads = 16;
  ServerLimits limits;
};

/// The answer to one API call, independent of HTTP plumbing (so it can be tested without sockets).
struct ApiResponse {
  int status = 200;
  std::string content_type;
  std::string body;
};

using QueryParams = std::multimap<std::string, std::string>;

/// Runs the API endpoint `path` ("/api/solve", …) on `body`. Never throws: every error becomes a response.
ApiResponse handle_api(std::string_view path, std::string_view body, const QueryParams& query,
                       const ServerLimits& limits);

class Server {
 public:
  explicit Server(ServerOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  /// Binds the listening socket (port 0: any free port) and returns the port. Throws snl::Error when it cannot.
  /// Connections are accepted (queued by the kernel) from here on.
  int bind();
  /// "http://HOST:PORT/" once bound.
  std::string url() const;
  /// Serves until stop() is called (from any thread). Precondition: bind() succeeded.
  void listen();
  /// Stops listen() and closes the listening socket; requests in progress finish. Safe to call twice.
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace snl::cli
