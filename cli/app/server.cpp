#include "app/server.hpp"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>
#include <charconv>
#include <new>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "snl/render.hpp"
#include "snl/report.hpp"
#include "snl/report.hpp"
#include "snl/analyze.hpp"
#include "snl/bfs.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"
#include "snl/render.hpp"
#include "snl/solve.hpp"
#include "snl/write.hpp"

namespace snl::cli {
namespace {

using json = nlohmann::ordered_json;

constexpr std::string_view kJson = "application/json";
constexpr std::string_view kNdjson = "application/x-ndjson";
constexpr std::string_view kSvg = "image/svg+xml";
constexpr const char* kSource = "<request>";

/// A bad query parameter: 400 like a parse error, but without a line and column.
class QueryError : public Error {
 public:
  using Error::Error;
};

/// JSON text that never throws on the bytes of a user's input (invalid UTF-8 is replaced).
std::string dump(const json& value) { return value.dump(-1, ' ', false, json::error_handler_t::replace); }

ApiResponse error_response(int status, const std::string& message) {
  return {status, std::string(kJson), dump(json{{"error", message}}) + "\n"};
}

std::optional<std::string> param(const QueryParams& query, const std::string& name) {
  const auto it = query.find(name);
  if (it == query.end()) return std::nullopt;
  return it->second;
}

bool flag(const QueryParams& query, const std::string& name) {
  const std::optional<std::string> value = param(query, name);
  if (!value) return false;
  if (*value == "" || *value == "1" || *value == "true" || *value == "yes" || *value == "on") return true;
  if (*value == "0" || *value == "false" || *value == "no" || *value == "off") return false;
  throw QueryError("query parameter " + name + ": expected 1 or 0, found '" + *value + "'");
}

std::uint64_t number(const QueryParams& query, const std::string& name, std::uint64_t fallback, std::uint64_t low,
                     std::uint64_t high) {
  const std::optional<std::string> value = param(query, name);
  if (!value) return fallback;
  std::uint64_t parsed = 0;
  const char* end = value->data() + value->size();
  const auto [ptr, ec] = std::from_chars(value->data(), end, parsed);
  if (ec != std::errc() || ptr != end || parsed < low || parsed > high) {
    throw QueryError("query parameter " + name + ": expected a number " + std::to_string(low) + ".." +
                     std::to_string(high) + ", found '" + *value + "'");
  }
  return parsed;
}

std::vector<Board> boards_of(std::string_view body, const QueryParams& query) {
  const std::string input = param(query, "input").value_or("auto");
  const std::optional<Format> format = format_named(input);
  if (!format) throw QueryError("query parameter input: expected auto, grid, json or jumps, found '" + input + "'");
  return parse_boards(body, kSource, *format);
}

/// The board ?board=K (from 1) of the request.
Board pick(std::vector<Board>& boards, const QueryParams& query) {
  const std::uint64_t index = number(query, "board", 1, 1, UINT64_MAX);
  if (index > boards.size()) {
    throw QueryError("query parameter board: board " + std::to_string(index) + " asked for, but the request holds " +
                     std::to_string(boards.size()));
  }
  return std::move(boards[index - 1]);
}

std::string describe_size(const Board& board) {
  return board.is_square() ? size_name(board) + " (" + std::to_string(board.squares()) + " squares)"
                           : "a track of " + size_name(board);
}

ApiResponse solve_endpoint(std::string_view body, const QueryParams& query, const ServerLimits& limits) {
  const std::string algorithm_name = param(query, "algorithm").value_or("auto");
  const std::optional<Algorithm> algorithm = algorithm_named(algorithm_name);
  if (!algorithm) {
    throw QueryError("query parameter algorithm: expected a solver `snl solve --algorithm` knows, found '" +
                     algorithm_name + "'");
  }
  const std::vector<Board> boards = boards_of(body, query);
  // The dense solvers take memory and time per square; the sparse one per jump (bounded by the body's size).
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const Algorithm used = *algorithm == Algorithm::automatic ? automatic_algorithm(boards[i], true) : *algorithm;
    if (used == Algorithm::sparse) continue;
    total += std::min(boards[i].squares(), limits.solve_squares + 1);
    if (total > limits.solve_squares) {
      throw LimitError("board " + std::to_string(i + 1) + ", " + describe_size(boards[i]) +
                       ", is over the server's limit: it solves up to " + std::to_string(limits.solve_squares) +
                       " squares per request with a dense solver (use snl solve for larger boards)");
    }
  }
  std::string out;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const Solution solution = solve(boards[i], {*algorithm, true});
    out += solution_json(boards[i], solution, i + 1);
    out += '\n';
  }
  return {200, std::string(kNdjson), std::move(out)};
}

ApiResponse render_endpoint(std::string_view body, const QueryParams& query) {
  RenderOptions options;
  options.route = flag(query, "route");
  options.layers = flag(query, "layers");
  if (param(query, "upto")) {
    options.layers = true;
    options.layers_upto = static_cast<std::int64_t>(number(query, "upto", 0, 0, INT32_MAX));
  }
  std::vector<Board> boards = boards_of(body, query);
  const Board board = pick(boards, query);
  return {200, std::string(kSvg), render_svg(board, options)};
}

ApiResponse layers_endpoint(std::string_view body, const QueryParams& query, const ServerLimits& limits) {
  std::vector<Board> boards = boards_of(body, query);
  const std::uint64_t index = number(query, "board", 1, 1, UINT64_MAX);
  const Board board = pick(boards, query);
  if (board.squares() > limits.layer_squares) {
    throw LimitError("board " + std::to_string(index) + ", " + describe_size(board) +
                     ", is over the server's limit for layers: " + std::to_string(limits.layer_squares) + " squares");
  }
  const RollLayers layers = roll_layers(board);
  const std::vector<std::int32_t>& distance = layers.distance;
  json out{{"board", index},
           {"n", board.is_square() ? json(board.side()) : json(nullptr)},
           {"squares", board.squares()},
           {"rolls", distance[board.squares()]},
           {"deepest", layers.deepest},
           {"counts", layers.counts},
           {"unreachable", layers.unreachable},
           {"jump_heads", layers.jump_heads},
           {"distances", std::vector<std::int32_t>(distance.begin() + 1, distance.end())}};
  return {200, std::string(kJson), dump(out) + "\n"};
}

ApiResponse board_endpoint(std::string_view body, const QueryParams& query) {
  std::vector<Board> boards = boards_of(body, query);
  const std::uint64_t index = number(query, "board", 1, 1, UINT64_MAX);
  Board board = pick(boards, query);
  json dropped = json::array();
  if (param(query, "side")) {
    // Resizing keeps the jumps whose squares are still on the board (the rule: a label names a square).
    const std::uint64_t side = number(query, "side", 1, 1, kMaxSide);
    std::vector<Jump> kept;
    for (const Jump& jump : board.jumps()) {
      if (is_label(side * side, jump.from) && is_label(side * side, jump.to)) {
        kept.push_back(jump);
      } else {
        dropped.push_back({jump.from, jump.to});
      }
    }
    board = Board::square(side, std::move(kept));
  }
  json jumps = json::array();
  for (const Jump& jump : board.jumps()) jumps.push_back({jump.from, jump.to});
  json out{{"board", index},
           {"n", board.is_square() ? json(board.side()) : json(nullptr)},
           {"squares", board.squares()},
           {"jumps", jumps},
           {"dropped", dropped},
           {"text", to_text(board, Format::jumps)}};
  return {200, std::string(kJson), dump(out) + "\n"};
}

ApiResponse analyze_endpoint(std::string_view body, const QueryParams& query, const ServerLimits& limits) {
  AnalysisOptions options;
  const std::string overshoot = param(query, "overshoot").value_or("stay");
  const std::optional<Overshoot> parsed = overshoot_named(overshoot);
  if (!parsed) {
    throw QueryError("query parameter overshoot: expected stay, bounce or finish, found '" + overshoot + "'");
  }
  options.overshoot = *parsed;
  options.start = static_cast<int>(number(query, "start", 1, 0, 1));
  options.die = static_cast<int>(number(query, "die", kDieFaces, 1, kMaxDieFaces));
  options.players = static_cast<int>(number(query, "players", 1, 1, kMaxPlayers));
  options.max_rolls = number(query, "max_rolls", limits.analyze_max_rolls, 1, limits.analyze_max_rolls);
  const bool plot = flag(query, "plot");
  const std::vector<Board> boards = boards_of(body, query);
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const std::uint64_t squares = boards[i].squares();
    if (squares > limits.analyze_squares ||
        squares * static_cast<std::uint64_t>(options.die) > limits.analyze_work) {
      throw LimitError("board " + std::to_string(i + 1) + ", " + describe_size(boards[i]) +
                       ", is over the server's limit for analysis: " + std::to_string(limits.analyze_squares) +
                       " squares, and squares x die faces at most " + std::to_string(limits.analyze_work) +
                       " (use snl analyze for larger boards)");
    }
  }
  if (boards.size() > 16) throw LimitError("the server analyses at most 16 boards per request");
  std::string out;
  std::vector<PlotPanel> panels;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    Analysis analysis = analyze(boards[i], options);
    if (plot) {
      panels.push_back({analysis_title(boards[i], analysis, i + 1), std::move(analysis)});
    } else {
      out += analysis_json(boards[i], analysis, i + 1);
      out += '\n';
    }
  }
  if (plot) return {200, std::string(kSvg), render_plot(panels)};
  return {200, std::string(kNdjson), std::move(out)};
}

ApiResponse info_endpoint(const ServerLimits& limits) {
  json out{{"analyze", true},
           {"limits",
            {{"solve_squares", limits.solve_squares},
             {"layer_squares", limits.layer_squares},
             {"render_side", kMaxRenderSide},
             {"labelled_side", kMaxLabelledSide},
             {"analyze_squares", limits.analyze_squares}}}};
  return {200, std::string(kJson), dump(out) + "\n"};
}

bool is_loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

/// "[::1]" for IPv6 literals, the host itself otherwise.
std::string url_host(const std::string& host) { return host.find(':') != std::string::npos ? "[" + host + "]" : host; }

}  // namespace

ApiResponse handle_api(std::string_view path, std::string_view body, const QueryParams& query,
                       const ServerLimits& limits) {
  try {
    if (path == "/api/solve") return solve_endpoint(body, query, limits);
    if (path == "/api/render") return render_endpoint(body, query);
    if (path == "/api/layers") return layers_endpoint(body, query, limits);
    if (path == "/api/board") return board_endpoint(body, query);
    if (path == "/api/analyze") return analyze_endpoint(body, query, limits);
    if (path == "/api/info") return info_endpoint(limits);
    return error_response(404, "no such endpoint: " + std::string(path));
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
  } catch (const Error& error) {  // BoardError, QueryError, a bad analysis option
    return error_response(400, error.what());
  } catch (const std::bad_alloc&) {
    return error_response(503, "out of memory while serving this request");
  } catch (const std::exception& error) {
    return error_response(500, std::string("internal error: ") + error.what());
  }
}

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

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>()) {
  impl_->options = std::move(options);
  Impl& impl = *impl_;
  httplib::Server& http = impl.http;
  const std::size_t threads = std::max<std::size_t>(2, impl.options.threads);
  http.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  http.set_payload_max_length(impl.options.max_body);
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

  const auto send = [](httplib::Response& res, const ApiResponse& api) {
    res.status = api.status;
    res.set_content(api.body, api.content_type.c_str());
  };

  // A page on another site could otherwise reach a loopback server through a DNS name it controls.
  http.set_pre_routing_handler([this, send](const httplib::Request& req, httplib::Response& res) {
    if (impl_->hosts.empty()) return httplib::Server::HandlerResponse::Unhandled;
    const std::string host = req.get_header_value("Host");
    if (std::find(impl_->hosts.begin(), impl_->hosts.end(), host) != impl_->hosts.end()) {
      return httplib::Server::HandlerResponse::Unhandled;
    }
    send(res, error_response(403, "unexpected Host header '" + host + "': this server answers to " +
                                      impl_->hosts.front()));
    return httplib::Server::HandlerResponse::Handled;
  });

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

  const auto api = [this, send](const httplib::Request& req, httplib::Response& res) {
    QueryParams query(req.params.begin(), req.params.end());
    send(res, handle_api(req.path, req.body, query, impl_->options.limits));
  };
  for (const char* path : {"/api/solve", "/api/render", "/api/layers", "/api/board", "/api/analyze"}) {
    http.Post(path, api);
    http.Get(path, [send](const httplib::Request&, httplib::Response& res) {
      send(res, error_response(405, "use POST with the board in the body"));
      res.set_header("Allow", "POST");
    });
  }
  http.Get("/api/info", api);

  // Statuses set by httplib itself (404 no route, 413 body too large, 400 bad request) get a JSON body too.
  const httplib::Server::HandlerWithResponse on_error = [send](const httplib::Request& req,
                                                               httplib::Response& res) {
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
  http.set_exception_handler([send](const httplib::Request&, httplib::Response& res, std::exception_ptr thrown) {
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

}  // namespace snl::cli
