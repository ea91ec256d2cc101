// tests/server/load_test.cpp — a bounded load test of `snl serve` on 127.0.0.1: CONNECTIONS keep-alive clients
// send REQUESTS requests in all, a mix of every endpoint with the answer checked byte for byte (including the
// expected 400s and 404s), while a few hostile clients send garbage and oversized bodies. Passes when every
// answer is right, the run ends before the deadline, and the server then stops cleanly on SIGTERM.
//
//   snl_load_test SNL_BINARY [REQUESTS=4000] [CONNECTIONS=8] [DEADLINE_SECONDS=90]
// Prints the request count, the time, requests per second and latency percentiles.
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "child.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

struct Call {
  const char* method;
  std::string path;
  std::string body;
  int status;
  std::string expected;  // the whole body, or empty to check the status and a prefix only
  std::string prefix;
};

std::vector<Call> calls() {
  const std::string leetcode = "size 6\n2 15\n14 35\n17 13\n";
  return {
      {"POST", "/api/solve", leetcode, 200,
       R"({"board": 1, "n": 6, "squares": 36, "rolls": 4, "route": [{"from": 1, "roll": 1, "land": 2, "to": 15}, )"
       R"({"from": 15, "roll": 2, "land": 17, "to": 13}, {"from": 13, "roll": 1, "land": 14, "to": 35}, )"
       R"({"from": 35, "roll": 1, "land": 36, "to": 36}]})"
       "\n",
       ""},
      {"POST", "/api/solve", "[[-1,-1],[-1,3]]", 200,
       "{\"board\": 1, \"n\": 2, \"squares\": 4, \"rolls\": 1, \"route\": [{\"from\": 1, \"roll\": 3, \"land\": 4, "
       "\"to\": 4}]}\n",
       ""},
      {"POST", "/api/render?route=1", leetcode, 200, "", "<svg xmlns=\"http://www.w3.org/2000/svg\""},
      {"POST", "/api/render?layers=1&upto=2", leetcode, 200, "", "<svg "},
      {"POST", "/api/layers", leetcode, 200, "", "{\"board\":1,\"n\":6,\"squares\":36,\"rolls\":4,"},
      {"POST", "/api/board", leetcode, 200, "",
       "{\"board\":1,\"n\":6,\"squares\":36,\"jumps\":[[2,15],[14,35],[17,13]]"},
      {"POST", "/api/solve", "size 6\n2 15\n14 x\n", 400, "", "{\"error\":\"<request>:3:4: error: expected"},
      {"POST", "/api/render", "size 101\n", 422, "", "{\"error\":\"board too large to draw"},
      {"GET", "/", "", 200, "", "<!doctype html>"},
      {"GET", "/main.js", "", 200, "", "// The snl viewer."},
      {"GET", "/nope", "", 404, "{\"error\":\"not found: '/nope'\"}\n", ""},
  };
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s SNL_BINARY [REQUESTS] [CONNECTIONS] [DEADLINE_SECONDS]\n", argv[0]);
    return 2;
  }
  const int requests = argc > 2 ? std::atoi(argv[2]) : 4000;
  const int connections = argc > 3 ? std::atoi(argv[3]) : 8;
  const auto deadline = std::chrono::seconds(argc > 4 ? std::atoi(argv[4]) : 90);

  snl::test::Child server({argv[1], "serve", "--host", "127.0.0.1", "--port", "0"});
  const std::optional<std::string> url = server.first_line(10s);
  const int port = url ? snl::test::port_of(*url) : -1;
  if (port <= 0) {
    std::fprintf(stderr, "load test: no URL from snl serve: %s\n", server.error_output().c_str());
    return 1;
  }
  std::printf("load test: %s, %d requests over %d keep-alive connections, deadline %lld s\n", url->c_str(),
              requests, connections, static_cast<long long>(deadline.count()));

  const std::vector<Call> mix = calls();
  std::atomic<int> next{0};
  std::atomic<int> errors{0};
  std::atomic<bool> late{false};
  std::vector<std::vector<double>> latencies(static_cast<std::size_t>(connections));
  const auto started = Clock::now();

  std::vector<std::thread> clients;
  for (int c = 0; c < connections; ++c) {
    clients.emplace_back([&, c] {
      httplib::Client client("127.0.0.1", port);
      client.set_keep_alive(true);
      client.set_tcp_nodelay(true);
      client.set_read_timeout(30, 0);
      auto& mine = latencies[static_cast<std::size_t>(c)];
      for (int i; (i = next++) < requests;) {
        if (Clock::now() - started > deadline) {
          late = true;
          return;
        }
        const Call& call = mix[static_cast<std::size_t>(i) % mix.size()];
        const auto sent = Clock::now();
        const auto res = std::string(call.method) == "GET" ? client.Get(call.path)
                                                           : client.Post(call.path, call.body, "text/plain");
        mine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
        if (mine.back() > 500) {
          std::fprintf(stderr, "load test: slow answer: request %d (%s %s, connection %d) took %.0f ms\n", i,
                       call.method, call.path.c_str(), c, mine.back());
        }
        const bool right = res && res->status == call.status &&
                           (call.expected.empty() ? res->body.rfind(call.prefix, 0) == 0 : res->body == call.expected);
        if (!right && errors++ < 5) {
          std::fprintf(stderr, "load test: request %d (%s %s): %s\n", i, call.method, call.path.c_str(),
                       res ? (std::to_string(res->status) + " " + res->body.substr(0, 120)).c_str()
                           : httplib::to_string(res.error()).c_str());
        }
      }
    });
  }
  // Hostile clients at the same time: garbage, an oversized body, a body that never arrives.
  std::atomic<int> hostile_errors{0};
  std::thread hostile([&] {
    for (int i = 0; i < 20; ++i) {
      const std::string garbage = snl::test::exchange(port, "NOT HTTP AT ALL\r\n\r\n");
      if (garbage.rfind("HTTP/1.1 400", 0) != 0 && hostile_errors++ < 3) {
        std::fprintf(stderr, "load test: garbage got '%s'\n", garbage.substr(0, 60).c_str());
      }
      const std::string big = "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2000000\r\n\r\n" +
                              std::string(2'000'000, ' ');
      const std::string refused = snl::test::exchange(port, big);
      if (refused.rfind("HTTP/1.1 413", 0) != 0 && hostile_errors++ < 3) {
        std::fprintf(stderr, "load test: oversized body got '%s'\n", refused.substr(0, 60).c_str());
      }
    }
    (void)snl::test::exchange(port, "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 50\r\n\r\nsize 3");
  });
  for (auto& client : clients) client.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
  hostile.join();  // its last request waits out the server's 5 s read timeout

  std::vector<double> all;
  for (const auto& mine : latencies) all.insert(all.end(), mine.begin(), mine.end());
  std::sort(all.begin(), all.end());
  const auto percentile = [&](double p) {
    if (all.empty()) return 0.0;
    const auto rank = static_cast<std::size_t>(p / 100 * static_cast<double>(all.size()));
    return all[std::min(all.size() - 1, rank)];
  };
  std::printf("load test: %zu requests in %.2f s = %.0f requests/s; latency ms p50 %.2f p90 %.2f p99 %.2f max %.2f\n",
              all.size(), seconds, static_cast<double>(all.size()) / seconds, percentile(50), percentile(90),
              percentile(99), all.empty() ? 0.0 : all.back());
  std::printf("load test: %d wrong answers, %d hostile requests answered wrongly%s\n", errors.load(),
              hostile_errors.load(), late ? ", DEADLINE PASSED" : "");

  server.signal(SIGTERM);
  const std::optional<int> status = server.wait(10s);
  std::printf("load test: snl serve stopped with status %s\n", status ? std::to_string(*status).c_str() : "(hung)");
  const bool ok = errors == 0 && hostile_errors == 0 && !late && static_cast<int>(all.size()) == requests &&
                  status == 0;
  std::printf("load test: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
