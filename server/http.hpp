// server/http.hpp — the local HTTP/1.1 server behind `snl serve`: the viewer page (embedded in the binary) and the
// JSON API (api/api.hpp). The page never decides a rule: it sends board text and shows what the API answers.
//
//   GET  / and the page's files        the viewer (no external resource, a strict Content-Security-Policy)
//   the API                            api/api.hpp; GET on a POST endpoint is 405
//
// Its own transport (bench/RESULTS.md, "snl serve without httplib", says why: cpp-httplib 0.11.4 cannot bound a
// request as a whole, nor keep trickling clients off the threads that answer): an accept loop, one thread per
// connection (at most max_connections; more get 503 at once), each request read whole within request_timeout
// (server/connection.hpp) and checked strictly (server/request.hpp), then its work done in a lane
// (server/lanes.hpp): `threads` quick requests at once, and analyses in a lane of their own, each on a thread of
// its own that the request waits for until limits.work_timeout (then 503; a design's best board so far is waited
// for up to a second more; the work is told to stop, and its slot stays taken until it has). stop() ends every connection at once: reads and writes in progress end, requests waiting for
// a slot get 503, and listen() returns without waiting for work that is still running.
//
// Beyond the API's statuses: 403 for a Host header that is not one of this server's names (DNS rebinding: the
// address it was started for, its loopback names, and with --host 0.0.0.0 or :: the machine's names and
// addresses, plus allowed_hosts), 404 for an unknown path, 405, 408 for a request that did not arrive whole in
// time, 413 for a body over max_body, 431 for a head over 16 KiB, 503 for a server that is busy or stopping.
//
// Tested by: tests/server/api_test.cpp (over HTTP too), tests/server/request_test.cpp (the request rules),
// tests/server/slow_client_test.cpp (slow, idle and hostile clients, busy lanes, stopping; loopback only),
// tests/server/load_test.cpp (bounded load on loopback), tests/server/serve_test.cpp (the process: first line,
// --port 0, SIGINT/SIGTERM), tests/browser (the page).
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "api.hpp"

namespace snl::server {

// The API the server carries (api/api.hpp).
using api::ApiLimits;
using api::ApiResponse;
using api::error_response;
using api::handle_api;
using api::WorkControl;


/// A file of the viewer, embedded into the binary at build time (web/ → web_assets.cpp by cmake/embed.cmake).
struct WebAsset {
  std::string_view path;  // "/index.html"
  std::string_view content_type;
  std::string_view body;
};
std::span<const WebAsset> web_assets();

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
  std::size_t max_body = std::size_t{1} << 20;
  /// Quick requests worked on at once; analyses: a quarter of that (at least 1).
  std::size_t threads = 16;
  /// Connections open at once; one more is answered 503 and closed.
  std::size_t max_connections = 256;
  /// Seconds for a request to arrive whole (from the connection, or from its first byte on a kept-alive one).
  double request_timeout = 10;
  /// Seconds a kept-alive connection may wait for its next request.
  double idle_timeout = 5;
  /// More names (and name:port) the Host header may give, besides the server's own.
  std::vector<std::string> allowed_hosts;
  ApiLimits limits;
};

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
  /// Stops listen() at once (see above). Safe to call from any thread, before listen() and twice.
  void stop();
  /// Analyses still working (after listen() returned: the program may exit without waiting for them).
  std::size_t analyses_running() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace snl::server
