// The HTTP plumbing of the server (http.hpp) over cpp-httplib: routes, the Host check, timeouts and stopping. The
// answers themselves come from handle_api (api.hpp).
#include "http.hpp"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "api.hpp"
#include "snl/error.hpp"

namespace snl::server {
namespace {

bool is_loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

/// "[::1]" for IPv6 literals, the host itself otherwise.
std::string url_host(const std::string& host) { return host.find(':') != std::string::npos ? "[" + host + "]" : host; }

/// httplib 0.11.4 listens with a backlog of 5: a burst of new connections overflows it, and the kernel drops
/// their SYNs until the clients retry a second later. Its socket is reachable from a subclass, so the backlog is
/// raised after the bind (listen() on a listening socket only changes the backlog).
class HttpServer : public httplib::Server {
 public:
  void raise_backlog() {
    const socket_t sock = svr_sock_;
    if (sock != INVALID_SOCKET) ::listen(sock, SOMAXCONN);
  }
};

}  // namespace

struct Server::Impl {
  ServerOptions options;
  HttpServer http;
  int port = -1;
  // stop() may come from another thread before listen() has started the loop: it waits until the loop is
  // running (then stops it) or was skipped because of the request.
  std::atomic<bool> stop_requested{false};
  std::atomic<bool> in_listen{false};
  std::vector<std::string> hosts;  // accepted Host headers when bound to loopback
};

namespace {

void send(httplib::Response& res, const ApiResponse& api) {
  res.status = api.status;
  res.set_content(api.body, api.content_type.c_str());
}

/// Threads, limits, timeouts and default headers.
void configure(httplib::Server& http, const ServerOptions& options) {
  const std::size_t threads = std::max<std::size_t>(2, options.threads);
  http.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  http.set_payload_max_length(options.max_body);
  // httplib's default also sets SO_REUSEPORT, which would let a second server share a port already in use.
  http.set_socket_options([](socket_t sock) {
    const int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });
  // Small answers go out at once rather than waiting for the client's delayed acknowledgement.
  http.set_tcp_nodelay(true);
  http.set_read_timeout(5, 0);
  http.set_write_timeout(5, 0);
  http.set_keep_alive_timeout(1);  // an idle connection holds a worker (and delays stop()) this long
  http.set_keep_alive_max_count(1000);
  http.set_default_headers({{"Cache-Control", "no-store"},
                            {"X-Content-Type-Options", "nosniff"},
                            {"Referrer-Policy", "no-referrer"}});
}

/// The page's files, "/" for index.html, under a strict Content-Security-Policy.
void serve_assets(httplib::Server& http) {
  for (const WebAsset& asset : web_assets()) {
    const std::string path(asset.path);
    const auto serve_asset = [asset](const httplib::Request&, httplib::Response& res) {
      res.set_content(asset.body.data(), asset.body.size(), std::string(asset.content_type).c_str());
      if (asset.content_type.starts_with("text/html")) {
        res.set_header("Content-Security-Policy",
                       "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
                       "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
      }
    };
    http.Get(path, serve_asset);
    if (path == "/index.html") http.Get("/", serve_asset);
  }
}

/// The API's endpoints (POST, and 405 for GET), answered by handle_api.
void serve_api(httplib::Server& http, const ServerLimits& limits) {
  const auto api = [&limits](const httplib::Request& req, httplib::Response& res) {
    QueryParams query(req.params.begin(), req.params.end());
    send(res, handle_api(req.path, req.body, query, limits));
  };
  for (const char* path : {"/api/solve", "/api/render", "/api/layers", "/api/board", "/api/analyze"}) {
    http.Post(path, api);
    http.Get(path, [](const httplib::Request&, httplib::Response& res) {
      send(res, error_response(405, "use POST with the board in the body"));
      res.set_header("Allow", "POST");
    });
  }
  http.Get("/api/info", api);
}

/// Statuses set by httplib itself (404 no route, 413 body too large, 400 bad request) and exceptions get a JSON
/// body too.
void serve_errors(httplib::Server& http) {
  const httplib::Server::HandlerWithResponse on_error = [](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
    std::string message = "HTTP " + std::to_string(res.status);
    if (res.status == 404) message = "not found: " + req.path;
    if (res.status == 413) message = "request body too large (over the server's --max-body)";
    if (res.status == 400) message = "bad request";
    const int status = res.status;
    send(res, error_response(status, message));
    return httplib::Server::HandlerResponse::Handled;
  };
  http.set_error_handler(on_error);
  http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr thrown) {
    std::string what = "unknown exception";
    try {
      std::rethrow_exception(thrown);
    } catch (const std::exception& error) {
      what = error.what();
    } catch (...) {  // the message says it was not a std::exception; nothing else is known
    }
    send(res, error_response(500, "internal error: " + what));
  });
}

}  // namespace

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>()) {
  impl_->options = std::move(options);
  httplib::Server& http = impl_->http;
  configure(http, impl_->options);
  // A page on another site could otherwise reach a loopback server through a DNS name it controls.
  http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    if (impl_->hosts.empty()) return httplib::Server::HandlerResponse::Unhandled;
    const std::string host = req.get_header_value("Host");
    if (std::find(impl_->hosts.begin(), impl_->hosts.end(), host) != impl_->hosts.end()) {
      return httplib::Server::HandlerResponse::Unhandled;
    }
    send(res, error_response(403, "unexpected Host header '" + host + "': this server answers to " +
                                      impl_->hosts.front()));
    return httplib::Server::HandlerResponse::Handled;
  });
  serve_assets(http);
  serve_api(http, impl_->options.limits);
  serve_errors(http);
}

Server::~Server() { stop(); }

int Server::bind() {
  Impl& impl = *impl_;
  if (impl.options.port < 0 || impl.options.port > 65535) {
    throw Error("snl serve: error: port must be 0..65535, not " + std::to_string(impl.options.port));
  }
  impl.port = impl.options.port == 0 ? impl.http.bind_to_any_port(impl.options.host)
                                     : (impl.http.bind_to_port(impl.options.host, impl.options.port)
                                            ? impl.options.port
                                            : -1);
  if (impl.port >= 0) impl.http.raise_backlog();
  if (impl.port < 0) {
    throw Error("snl serve: error: cannot listen on " + impl.options.host + ":" + std::to_string(impl.options.port) +
                " (address in use, or not an address of this machine)");
  }
  if (is_loopback(impl.options.host)) {
    const std::string port = ":" + std::to_string(impl.port);
    impl.hosts = {url_host(impl.options.host) + port, "localhost" + port, "127.0.0.1" + port, "[::1]" + port,
                  url_host(impl.options.host), "localhost", "127.0.0.1", "[::1]"};
  }
  return impl.port;
}

std::string Server::url() const {
  return "http://" + url_host(impl_->options.host) + ":" + std::to_string(impl_->port) + "/";
}

void Server::listen() {
  impl_->in_listen = true;
  if (!impl_->stop_requested) impl_->http.listen_after_bind();
  impl_->in_listen = false;
}

void Server::stop() {
  if (!impl_) return;
  if (impl_->stop_requested.exchange(true)) return;
  // httplib's stop() must run once, while its loop runs (it asserts the socket is still open).
  while (impl_->in_listen) {
    if (impl_->http.is_running()) {
      impl_->http.stop();
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

}  // namespace snl::server
