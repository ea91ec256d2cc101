// server/routes.hpp — what the server answers to a request that arrived whole: the Host check, the page's files,
// the API in its lane (server/lanes.hpp), and a response as the bytes that go on the wire. Apart from the
// sockets (server/http.cpp), so that a request is answered the same way whatever brought it.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "api.hpp"
#include "connection.hpp"
#include "lanes.hpp"
#include "request.hpp"

namespace snl::server {

using api::ApiLimits;
using api::ApiResponse;
using api::handle_api;
using api::WorkControl;


struct ServerOptions;

struct Response {
  int status = 200;
  std::string content_type;
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // beyond Content-Type, Content-Length and the defaults
};

/// {"error": message} with `status`, as application/json.
Response error_reply(int status, const std::string& message);

/// The status line, the headers (with "Connection: close" when `close`) and the body.
std::string serialized(const Response& response, bool close);

/// Every value the Host header may have (lower case, with and without ":port"): the address the server was started
/// for; with a loopback address, localhost, 127.0.0.1 and [::1]; with a wildcard (0.0.0.0, ::), those and the
/// machine's host name and its interfaces' addresses; and `allowed`.
std::set<std::string> host_names(const std::string& host, int port, const std::vector<std::string>& allowed);

/// "[::1]" for IPv6 literals, the host itself otherwise.
std::string url_host(const std::string& host);

class Router {
 public:
  Router(const ServerOptions& options, const std::atomic<bool>& stopping);
  /// Called once bound: the names the Host header may give.
  void set_hosts(std::set<std::string> hosts) { hosts_ = std::move(hosts); }
  /// The answer to `request`.
  Response respond(const Request& request);
  /// Wakes requests waiting for a slot (stopping).
  void wake_all();
  std::size_t analyses_running() const { return analyses_->busy(); }

 private:
  /// `analysis`: worked in the analyses' lane on a thread of its own; `answers_at_deadline`: the work answers by
  /// itself at the deadline (a design's best board so far), so that answer is waited for a little past it.
  Response api(const Request& request, bool analysis, bool answers_at_deadline = false);

  const ServerOptions& options_;
  const std::atomic<bool>& stopping_;
  std::set<std::string> hosts_;
  Lane quick_;
  std::shared_ptr<Lane> analyses_;  // shared with analyses still working after the server is gone
};

}  // namespace snl::server
