// server/http.hpp — the local HTTP server behind `snl serve`: the viewer page (embedded in the binary) and the JSON
// API (server/api.hpp) over cpp-httplib. The page never decides a rule: it sends board text and shows what the API
// answers.
//
//   GET  / and the page's files        the viewer (no external resource, a strict Content-Security-Policy)
//   the API                            server/api.hpp; GET on a POST endpoint is 405
//
// Beyond the API's statuses: 403 for a Host header that is not this server's (DNS rebinding), 404 for an unknown
// path, 413 for a body over max_body. Each request runs on a worker thread; snl::Error and std::exception are
// caught per request.
//
// Tested by: tests/server/api_test.cpp (over HTTP too), tests/server/load_test.cpp (bounded load on loopback),
// tests/server/serve_test.cpp (the process: first line, --port 0, SIGINT/SIGTERM), tests/browser (the page).
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "api.hpp"

namespace snl::server {

/// A file of the viewer, embedded into the binary at build time (web/ → web_assets.cpp by server/embed.cmake).
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
  std::size_t threads = 16;
  ServerLimits limits;
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
  /// Stops listen() and closes the listening socket; requests in progress finish. Safe to call twice.
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace snl::server
