#include "routes.hpp"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string_view>
#include <system_error>
#include <thread>

#include "http.hpp"
#include "snl/error.hpp"

namespace snl::server {
namespace {

using namespace std::chrono_literals;

/// How long past the work deadline a request waits for work that answers at its deadline (a design's best board so
/// far): the work sees the deadline within milliseconds, then writes its answer (a design gives the best board's
/// figures a quarter of a second, design.cpp). Without it the request gave up at the very instant the work stopped.
constexpr auto kDeadlineAnswerGrace = 1s;

constexpr const char* kPage =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

std::string_view reason(int status) {
  switch (status) {
    case 100: return "Continue";
    case 200: return "OK";
    case 400: return "Bad Request";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 413: return "Content Too Large";
    case 417: return "Expectation Failed";
    case 422: return "Unprocessable Content";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 503: return "Service Unavailable";
    case 505: return "HTTP Version Not Supported";
    default: return "Status";
  }
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

Response from(ApiResponse api) {
  Response response{api.status, std::move(api.content_type), std::move(api.body), {}};
  for (const std::string& warning : api.warnings) response.headers.emplace_back("Warning", "299 - \"" + warning + "\"");
  return response;
}

Response not_allowed(const char* allow, const std::string& message) {
  Response response = error_reply(405, message);
  response.headers.emplace_back("Allow", allow);
  return response;
}

Response busy(const std::string& message) {
  Response response = error_reply(503, message);
  response.headers.emplace_back("Retry-After", "1");
  return response;
}

bool is_post_endpoint(std::string_view path) {
  for (const std::string_view endpoint : {"/api/solve", "/api/render", "/api/layers", "/api/board", "/api/analyze",
                                           "/api/design"}) {
    if (path == endpoint) return true;
  }
  return false;
}

std::string seconds(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g s", value);
  return text;
}

/// An analysis on a thread of its own, and its answer once it has one; shared by that thread and the request.
struct Analysis {
  std::string path;
  std::string body;
  QueryParams query;
  ApiLimits limits;
  std::atomic<bool> cancelled{false};
  WorkControl control;
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  ApiResponse answer;
};

}  // namespace

Response error_reply(int status, const std::string& message) { return from(error_response(status, message)); }

std::string serialized(const Response& response, bool close) {
  std::string out = "HTTP/1.1 " + std::to_string(response.status) + " " + std::string(reason(response.status)) + "\r\n";
  out += "Content-Type: " + response.content_type + "\r\n";
  out += "Content-Length: " + std::to_string(response.body.size()) + "\r\n";
  out += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n";
  for (const auto& [name, value] : response.headers) out += name + ": " + value + "\r\n";
  if (close) out += "Connection: close\r\n";
  out += "\r\n";
  out += response.body;
  return out;
}

Router::Router(const ServerOptions& options, const std::atomic<bool>& stopping)
    : options_(options),
      stopping_(stopping),
      quick_(std::max<std::size_t>(1, options.threads)),
      analyses_(std::make_shared<Lane>(std::max<std::size_t>(1, options.threads / 4))) {}

void Router::wake_all() {
  quick_.wake_all();
  analyses_->wake_all();
}

Response Router::respond(const Request& request) {
  // A page on another site could otherwise reach the server through a DNS name it controls.
  // HTTP/1.0 may come without a Host (no browser sends that: it cannot be a page on another site).
  const bool unnamed = request.host.empty() && request.minor_version == 0;
  if (!hosts_.empty() && !unnamed && hosts_.count(lower(request.host)) == 0) {
    return error_reply(403, "unexpected Host header " + quoted_text(request.host) + ": this server answers to " +
                                *hosts_.begin() + " and its other names (--allow-host adds one)");
  }
  const std::string& path = request.path;
  for (const WebAsset& asset : web_assets()) {
    if (asset.path != path && !(path == "/" && asset.path == "/index.html")) continue;
    if (request.method != "GET") return not_allowed("GET", "the page's files are read with GET");
    Response response{200, std::string(asset.content_type), std::string(asset.body), {}};
    if (asset.content_type.starts_with("text/html")) response.headers.emplace_back("Content-Security-Policy", kPage);
    return response;
  }
  if (path == "/api/info" || path == "/api/die") {  // they read no board
    if (request.method != "GET") return not_allowed("GET", "use GET for " + path);
    return from(handle_api(path, "", request.query, options_.limits));
  }
  if (is_post_endpoint(path)) {
    if (request.method != "POST") return not_allowed("POST", "use POST with the board in the body");
    // A heat map and a design are analyses: they work in their lane, under their deadline.
    return api(request, path == "/api/analyze" || path == "/api/design" ||
                            (path == "/api/render" && request.query.count("heat") > 0),
               path == "/api/design");
  }
  if (path.starts_with("/api/") && request.method == "POST") return from(handle_api(path, "", {}, options_.limits));
  return error_reply(404, "not found: " + quoted_text(path));
}

Response Router::api(const Request& request, bool analysis, bool answers_at_deadline) {
  const Clock::time_point deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options_.limits.work_timeout));
  const std::string timeout = seconds(options_.limits.work_timeout);
  if (!analysis) {
    if (!quick_.enter(deadline, stopping_)) {
      return busy(stopping_ ? "the server is stopping" : "the server is busy (every slot taken for " + timeout + "); try again");
    }
    const LaneSlot slot(quick_);
    const WorkControl control{deadline, &stopping_};
    return from(handle_api(request.path, request.body, request.query, options_.limits, control));
  }
  // An analysis that does not stop by itself must not keep the request, nor the server from stopping: it works on
  // a thread of its own, told to stop when the request gives up, and keeps its slot until it has.
  if (!analyses_->enter(deadline, stopping_)) {
    return busy(stopping_ ? "the server is stopping"
                          : "the server is busy: " + std::to_string(analyses_->slots()) + " analyses are running; try again");
  }
  auto task = std::make_shared<Analysis>();
  task->path = request.path;
  task->body = request.body;
  task->query = request.query;
  task->limits = options_.limits;
  task->control = {deadline, &task->cancelled};
  try {
    std::thread([task, lane = analyses_] {
      ApiResponse answer = handle_api(task->path, task->body, task->query, task->limits, task->control);
      {
        const std::lock_guard<std::mutex> lock(task->mutex);
        task->answer = std::move(answer);
        task->done = true;
      }
      task->finished.notify_all();
      lane->leave();
    }).detach();
  } catch (const std::system_error&) {
    analyses_->leave();
    return busy("the server cannot start another thread now; try again");
  }
  std::unique_lock<std::mutex> lock(task->mutex);
  // Looked at in slices, so that stopping is noticed within one.
  // A design stops itself at the deadline and answers with its best board so far (docs/api.md): its answer is
  // waited for a little past the deadline; an analysis past it is a 503, whoever says so first.
  const Clock::time_point given_up = answers_at_deadline ? deadline + kDeadlineAnswerGrace : deadline;
  while (!task->done && !stopping_ && Clock::now() < given_up) {
    task->finished.wait_until(lock, std::min(given_up, Clock::now() + 50ms));
  }
  if (task->done) return from(std::move(task->answer));
  task->cancelled = true;
  return busy(stopping_ ? "the server is stopping"
                        : "the analysis took longer than the server's --work-timeout of " + timeout + "; it was stopped");
}

}  // namespace snl::server
