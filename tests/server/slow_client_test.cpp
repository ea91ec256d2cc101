// tests/server/slow_client_test.cpp — clients that misbehave, on 127.0.0.1 only and with bounded time: chunked bodies
// over the limit, requests trickled a byte at a time, idle and half-sent connections, more connections than allowed,
// analyses filling their lane, and stopping while all that goes on. Time bounds are generous (the point is seconds
// against minutes); speed belongs to the benchmarks.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "http.hpp"

namespace {

// An analysis that runs for many seconds: from square 599 only a 1 finishes, one roll in 10^9, so the distribution
// is pushed to its cap of 10^7 rolls (8 s in the Debug build, and still more than the 2 s deadline in a release).
constexpr std::uint64_t kLongAnalysisRolls = 10'000'000;
constexpr const char* kLongAnalysis = "/api/analyze?die=1:1,2:1000000000&max_rolls=10000000";

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;
using snl::server::Server;
using snl::server::ServerOptions;

/// A server on a free port of 127.0.0.1 with short timeouts, listening on its own thread.
class Running {
 public:
  explicit Running(ServerOptions options = quick()) {
    options.host = "127.0.0.1";
    options.port = 0;
    server_ = std::make_unique<Server>(options);
    port_ = server_->bind();
    thread_ = std::thread([this] { server_->listen(); });
  }
  ~Running() {
    if (thread_.joinable()) stop();
  }
  /// Stops the server and returns how long listen() took to return.
  Clock::duration stop() {
    const Clock::time_point asked = Clock::now();
    server_->stop();
    thread_.join();
    return Clock::now() - asked;
  }
  int port() const { return port_; }

  static ServerOptions quick() {
    ServerOptions options;
    options.request_timeout = 2;
    options.idle_timeout = 1;
    options.limits.work_timeout = 2;
    return options;
  }

 private:
  std::unique_ptr<Server> server_;
  int port_ = 0;
  std::thread thread_;
};

/// A raw connection to 127.0.0.1:port.
class Raw {
 public:
  explicit Raw(int port) : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    connected_ = ::connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
  }
  ~Raw() { ::close(fd_); }
  Raw(const Raw&) = delete;
  Raw& operator=(const Raw&) = delete;

  bool connected() const { return connected_; }
  bool send(std::string_view bytes) {
    while (!bytes.empty()) {
      const ssize_t put = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
      if (put <= 0) return false;
      bytes.remove_prefix(static_cast<std::size_t>(put));
    }
    return true;
  }
  /// Whether a byte (or the end) is there to read within `wait`.
  bool readable(std::chrono::milliseconds wait) {
    pollfd ready{fd_, POLLIN, 0};
    return ::poll(&ready, 1, static_cast<int>(wait.count())) > 0;
  }
  /// What arrives within `within`: up to one whole response (by its Content-Length), or until the server closes.
  std::string reply(std::chrono::milliseconds within = 10'000ms) {
    const Clock::time_point until = Clock::now() + within;
    char buffer[65536];
    while (Clock::now() < until) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now());
      if (!readable(std::max(left, 1ms))) continue;
      const ssize_t got = ::recv(fd_, buffer, sizeof buffer, 0);
      if (got <= 0) break;
      got_.append(buffer, static_cast<std::size_t>(got));
      const std::size_t end = got_.find("\r\n\r\n");
      const std::size_t length = got_.find("Content-Length: ");
      if (end != std::string::npos && length != std::string::npos && length < end) {
        const std::size_t body = std::stoul(got_.substr(length + 16));
        if (got_.size() >= end + 4 + body) break;
      }
    }
    return std::exchange(got_, {});
  }

 private:
  int fd_;
  bool connected_ = false;
  std::string got_;
};

std::string post(const std::string& path, const std::string& body, const std::string& more = "") {
  return "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + std::to_string(body.size()) + "\r\n" +
         more + "\r\n" + body;
}

std::string body_of(const std::string& reply) { return reply.substr(reply.find("\r\n\r\n") + 4); }

bool starts(const std::string& reply, const std::string& status) { return reply.rfind("HTTP/1.1 " + status, 0) == 0; }

/// Clients that send `head` a byte every `every`, until stopped.
class Tricklers {
 public:
  Tricklers(int port, int count, std::chrono::milliseconds every) {
    for (int k = 0; k < count; ++k) {
      threads_.emplace_back([this, port, every] {
        Raw raw(port);
        const std::string head = "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
        for (std::size_t at = 0; !done_ && raw.send(std::string(1, head[at % head.size()])); ++at) {
          std::this_thread::sleep_for(every);
        }
      });
    }
  }
  ~Tricklers() {
    done_ = true;
    for (std::thread& thread : threads_) thread.join();
  }

 private:
  std::atomic<bool> done_{false};
  std::vector<std::thread> threads_;
};

constexpr const char* kLeetcode = "size 6\n2 15\n14 35\n17 13\n";

TEST(SlowClients, AChunkedBodyOverTheLimitIs413WhileItArrives) {
  ServerOptions options = Running::quick();
  options.max_body = 1 << 20;
  Running running(options);
  Raw raw(running.port());
  ASSERT_TRUE(raw.send("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"));
  const std::string chunk = "10000\r\n" + std::string(65536, '#') + "\r\n";
  std::size_t sent = 0;
  // 10 MiB offered; the server answers as soon as the decoded body passes 1 MiB, and stops reading.
  while (sent < (std::size_t{10} << 20) && !raw.readable(0ms) && raw.send(chunk)) sent += 65536;
  const std::string reply = raw.reply();
  EXPECT_TRUE(starts(reply, "413")) << reply.substr(0, 200);
  EXPECT_LT(sent, std::size_t{8} << 20) << "it read the whole body first";
}

TEST(SlowClients, AChunkedBodyIsAnsweredLikeAnyOther) {
  Running running;
  Raw raw(running.port());
  ASSERT_TRUE(raw.send("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                       "7\r\nsize 6\n\r\n11\r\n2 15\n14 35\n17 13\n\r\n0\r\n\r\n"));
  const std::string chunked = raw.reply();
  Raw other(running.port());
  ASSERT_TRUE(other.send(post("/api/solve", kLeetcode)));
  const std::string plain = other.reply();
  EXPECT_TRUE(starts(chunked, "200")) << chunked;
  EXPECT_EQ(body_of(chunked), body_of(plain));
}

TEST(SlowClients, ARequestMustArriveWholeWithinItsDeadline) {
  Running running;  // --request-timeout 2
  Raw raw(running.port());
  const Clock::time_point started = Clock::now();
  std::string reply;
  // A byte every 50 ms, never the end of the head: the deadline does not start again with each byte.
  for (std::size_t at = 0; reply.empty() && Clock::now() - started < 20s; ++at) {
    if (!raw.send(at == 0 ? "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " : "a")) break;
    if (raw.readable(50ms)) reply = raw.reply(1000ms);
  }
  const Clock::duration took = Clock::now() - started;
  EXPECT_TRUE(starts(reply, "408")) << reply;
  EXPECT_GE(took, 1900ms);
  EXPECT_LT(took, 8s);
}

TEST(SlowClients, TricklingAndIdleClientsDoNotTakeTheWorkers) {
  ServerOptions options = Running::quick();
  options.threads = 4;
  options.request_timeout = 30;  // the tricklers stay for the whole test
  Running running(options);
  const Tricklers tricklers(running.port(), 40, 200ms);
  std::vector<std::unique_ptr<Raw>> idle;
  for (int k = 0; k < 20; ++k) idle.push_back(std::make_unique<Raw>(running.port()));
  std::this_thread::sleep_for(300ms);
  for (int probe = 0; probe < 5; ++probe) {
    Raw raw(running.port());
    const Clock::time_point sent = Clock::now();
    ASSERT_TRUE(raw.send(post("/api/solve", kLeetcode)));
    const std::string reply = raw.reply(5000ms);
    EXPECT_TRUE(starts(reply, "200")) << reply;
    EXPECT_LT(Clock::now() - sent, 3s);
  }
}

TEST(SlowClients, MoreConnectionsThanAllowedGet503AtOnce) {
  ServerOptions options = Running::quick();
  options.max_connections = 3;
  Running running(options);
  std::vector<std::unique_ptr<Raw>> held;
  for (int k = 0; k < 3; ++k) held.push_back(std::make_unique<Raw>(running.port()));
  std::this_thread::sleep_for(200ms);
  Raw extra(running.port());
  const std::string reply = extra.reply(3000ms);
  EXPECT_TRUE(starts(reply, "503")) << reply;
  EXPECT_NE(reply.find("--max-connections"), std::string::npos);
}

TEST(SlowClients, StopEndsAtOnceWhateverClientsDo) {
  ServerOptions options = Running::quick();
  options.request_timeout = 60;
  options.idle_timeout = 60;
  options.limits.work_timeout = 60;
  options.limits.max_work = std::uint64_t{1} << 50;
  options.limits.analyze_max_rolls = kLongAnalysisRolls;
  auto running = std::make_unique<Running>(options);
  const Tricklers tricklers(running->port(), 20, 100ms);
  std::vector<std::unique_ptr<Raw>> idle;
  for (int k = 0; k < 10; ++k) idle.push_back(std::make_unique<Raw>(running->port()));
  std::vector<std::unique_ptr<Raw>> analyses;  // more than the lane takes: some wait for a slot
  for (int k = 0; k < 6; ++k) {
    analyses.push_back(std::make_unique<Raw>(running->port()));
    ASSERT_TRUE(analyses.back()->send(post(kLongAnalysis, "squares 600\n")));
  }
  std::this_thread::sleep_for(500ms);
  const Clock::duration took = running->stop();
  EXPECT_LT(took, 2s);
  for (const auto& analysis : analyses) {
    const std::string reply = analysis->reply(3000ms);
    EXPECT_TRUE(starts(reply, "503")) << reply;
    EXPECT_NE(reply.find("the server is stopping"), std::string::npos) << reply;
  }
}

TEST(SlowClients, AnalysesHaveALaneOfTheirOwn) {
  ServerOptions options = Running::quick();
  options.threads = 4;  // one analysis at a time
  options.limits.max_work = std::uint64_t{1} << 50;
  options.limits.analyze_max_rolls = kLongAnalysisRolls;
  Running running(options);
  std::vector<std::unique_ptr<Raw>> analyses;
  for (int k = 0; k < 4; ++k) {
    analyses.push_back(std::make_unique<Raw>(running.port()));
    ASSERT_TRUE(analyses.back()->send(post(kLongAnalysis, "squares 600\n")));
  }
  std::this_thread::sleep_for(300ms);
  for (int probe = 0; probe < 5; ++probe) {
    Raw raw(running.port());
    const Clock::time_point sent = Clock::now();
    ASSERT_TRUE(raw.send(post("/api/solve", kLeetcode)));
    EXPECT_TRUE(starts(raw.reply(5000ms), "200"));
    EXPECT_LT(Clock::now() - sent, 3s);
  }
  // Each analysis gets its answer by the work deadline (2 s): stopped, or never started for want of a slot.
  for (const auto& analysis : analyses) {
    const std::string reply = analysis->reply(10'000ms);
    EXPECT_TRUE(starts(reply, "503")) << reply;
    EXPECT_NE(reply.find("Retry-After: 1"), std::string::npos);
    const std::string error = nlohmann::json::parse(body_of(reply))["error"];
    EXPECT_TRUE(error.find("--work-timeout of 2 s") != std::string::npos || error.find("busy") != std::string::npos)
        << error;
  }
}

TEST(SlowClients, WorkStoppedWith503FreesItsSlotAtOnce) {
  // Issue 36: analyses went on computing for minutes after the 503 that said they were stopped, holding their slot,
  // in phases that never asked whether to stop: a long roll-again turn, the chain of a design's first board, the
  // exact fractions. Each is stopped within a slice of work: the probe after its 503 gets the slot.
  ServerOptions options = Running::quick();
  options.threads = 4;  // one analysis at a time
  options.limits.work_timeout = 1;
  Running running(options);
  std::string crowded = "size 30\n";
  for (int k = 0; k < 300; ++k) crowded += std::to_string(2 + (k * 7919) % 897) + " " + std::to_string(1 + (k * 104729) % 899) + "\n";
  const std::vector<std::pair<std::string, std::string>> long_work{
      // The classic board: its snakes keep a turn of 1s going for ~7·10⁷ rolls (a turn on kLeetcode ends at once).
      {"/api/analyze?again=1&die=1:1000000,2:1",
       "size 10\n1 38\n4 14\n9 31\n16 6\n21 42\n28 84\n36 44\n47 26\n49 11\n51 67\n56 53\n62 19\n64 60\n"
       "71 91\n80 100\n87 24\n93 73\n95 75\n98 78\n"},
      {"/api/design?squares=900&die=1000&again=1000&again_limit=100&expected=5", ""},
      {"/api/analyze?exact=1&max_rolls=1", crowded}};
  for (const auto& [path, body] : long_work) {
    Raw raw(running.port());
    ASSERT_TRUE(raw.send(post(path, body)));
    const std::string reply = raw.reply(10'000ms);
    // Stopped (503), or cut short by a cap (a design's "the server's deadline", an analysis' "truncated": the turns'
    // distribution counts a turn's rolls against max_rolls): never answered after minutes.
    EXPECT_TRUE(starts(reply, "503") || (starts(reply, "200") && (reply.find("the server's deadline") != std::string::npos ||
                                                                  reply.find("\"truncated\":true") != std::string::npos)))
        << path << ": " << reply.substr(0, 300);
    Raw probe(running.port());
    ASSERT_TRUE(probe.send(post("/api/analyze", kLeetcode)));
    const std::string answer = probe.reply(10'000ms);
    EXPECT_TRUE(starts(answer, "200")) << "after " << path << ": " << answer.substr(0, 300);
  }
}

TEST(SlowClients, AnAnalysisIsCutToTheWorkBudget) {
  // The work of the chain, the linear system and the factorization (W1, one roll), and of a roll of the distribution
  // (W2 − W1), measured by the same server code with a budget that does not bind.
  const auto work_of = [](const std::string& path, std::uint64_t budget) {
    ServerOptions options = Running::quick();
    options.limits.work_timeout = 60;
    options.limits.max_work = budget;
    Running running(options);
    Raw raw(running.port());
    EXPECT_TRUE(raw.send(post(path, "squares 100\n")));
    const std::string reply = raw.reply(60'000ms);
    EXPECT_TRUE(starts(reply, "200")) << reply;
    return nlohmann::json::parse(body_of(reply));
  };
  const std::uint64_t w1 = work_of("/api/analyze?die=100&max_rolls=1", std::uint64_t{1} << 50)["work"];
  const std::uint64_t w2 = work_of("/api/analyze?die=100&max_rolls=2", std::uint64_t{1} << 50)["work"];
  ASSERT_GT(w2, w1);
  const std::uint64_t roll = w2 - w1;
  // A server whose budget holds the first stage and 8.5 rolls more: the distribution is cut there, the budget
  // checked after each roll (so at most one roll's work past it): 9 or 10 rolls (pmf entries 0..9), not the 20,000
  // of the API's cap.
  const std::uint64_t budget = w1 + roll * 17 / 2;
  const nlohmann::json analysis = work_of("/api/analyze?die=100", budget);
  EXPECT_EQ(analysis["truncated"], true);
  const auto work = analysis["work"].get<std::uint64_t>();
  EXPECT_GT(work, budget - roll);
  EXPECT_LE(work, budget + roll);
  EXPECT_GE(analysis["pmf"].size(), 9U);
  EXPECT_LE(analysis["pmf"].size(), 11U);
  // A board whose chain alone is over the budget is refused.
  ServerOptions options = Running::quick();
  options.limits.work_timeout = 60;
  options.limits.max_work = budget;
  Running running(options);
  Raw over(running.port());
  ASSERT_TRUE(over.send(post("/api/analyze?die=100", "squares 600\nsize 21\n")));
  const std::string refused = over.reply(60'000ms);
  EXPECT_TRUE(starts(refused, "422")) << refused;
  EXPECT_NE(refused.find("work budget"), std::string::npos) << refused;
}

TEST(SlowClients, ExpectContinueAndHttp10) {
  Running running;
  Raw raw(running.port());
  ASSERT_TRUE(raw.send("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\nContent-Length: 7\r\n\r\n"));
  ASSERT_TRUE(raw.readable(3000ms));
  const std::string continued = raw.reply(500ms);  // no Content-Length: what came within the half second
  EXPECT_EQ(continued.rfind("HTTP/1.1 100 Continue\r\n\r\n", 0), 0U) << continued;
  ASSERT_TRUE(raw.send("size 6\n"));
  EXPECT_TRUE(starts(raw.reply(), "200"));
  Raw old(running.port());
  ASSERT_TRUE(old.send("GET /api/info HTTP/1.0\r\n\r\n"));
  const std::string reply = old.reply();
  EXPECT_TRUE(starts(reply, "200")) << reply;
  EXPECT_NE(reply.find("Connection: close"), std::string::npos);
}

TEST(SlowClients, AllowedHostsAreAnswered) {
  ServerOptions options = Running::quick();
  options.allowed_hosts = {"snl.test"};
  Running running(options);
  const std::string port = std::to_string(running.port());
  for (const auto& [host, status] : std::vector<std::pair<std::string, std::string>>{
           {"snl.test", "200"}, {"SNL.test:" + port, "200"}, {"localhost:" + port, "200"},
           {"other.test", "403"}, {"snl.test:1", "403"}, {"snl.test.evil.com", "403"}}) {
    Raw raw(running.port());
    ASSERT_TRUE(raw.send("GET /api/info HTTP/1.1\r\nHost: " + host + "\r\n\r\n"));
    EXPECT_TRUE(starts(raw.reply(), status)) << host;
  }
}

TEST(SlowClients, AMebibyteOfLettersGetsAShortError) {
  Running running;
  Raw raw(running.port());
  ASSERT_TRUE(raw.send(post("/api/solve", std::string(1 << 20, 'x'))));
  const std::string reply = raw.reply();
  EXPECT_TRUE(starts(reply, "400")) << reply.substr(0, 200);
  EXPECT_LT(body_of(reply).size(), 400U) << body_of(reply);
}

// Issue 51, finding 5: a design that reached the server's deadline was answered 503 (9 of 9), because the request
// gave up at the very instant the design stopped; docs/api.md promises the best board so far. The target is never
// met (30 rolls within 1e-7), so the search runs to the deadline (1 s) whatever the machine.
TEST(SlowClients, ADesignAtTheServersDeadlineAnswersItsBestBoard) {
  ServerOptions options = Running::quick();
  options.limits.work_timeout = 1;
  Running running(options);
  for (int attempt = 0; attempt < 3; ++attempt) {
    Raw raw(running.port());
    const Clock::time_point sent = Clock::now();
    ASSERT_TRUE(raw.send(post("/api/design?ladders=8&snakes=10&expected=30:0.0000001&seed=" + std::to_string(attempt + 1), "")));
    const std::string reply = raw.reply(10'000ms);
    ASSERT_TRUE(starts(reply, "200")) << reply.substr(0, 300);
    EXPECT_GE(Clock::now() - sent, 1s);
    const nlohmann::json out = nlohmann::json::parse(body_of(reply));
    EXPECT_EQ(out["stopped_by"], "the server's deadline");
    EXPECT_FALSE(out["met"].get<bool>());
    EXPECT_EQ(out["board"]["jumps"].size(), 18u);
  }
}

}  // namespace
