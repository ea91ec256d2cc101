// tests/server/serve_test.cpp — `snl serve` as a process: the URL is the first line on stdout, --port 0 picks a
// free port, SIGINT and SIGTERM stop it with status 0 (also with a client connected), a port in use and a bad
// option fail with the documented exit codes.
#include <gtest/gtest.h>
#include <httplib.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "child.hpp"
#include "http.hpp"

namespace {

using namespace std::chrono_literals;
using snl::test::Child;

const std::string kSnl = SNL_BINARY;

TEST(Serve, PrintsItsUrlFirstAndStopsOnSigint) {
  Child child({kSnl, "serve", "--port", "0"});
  ASSERT_TRUE(child.started());
  const std::optional<std::string> url = child.first_line(10s);
  ASSERT_TRUE(url) << child.error_output();
  const int port = snl::test::port_of(*url);
  ASSERT_GT(port, 0) << *url;
  httplib::Client client("127.0.0.1", port);
  const auto res = client.Get("/api/info");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  // The time a request may run is the library's default, and /api/info says it (the page's worker reads it there).
  EXPECT_EQ(nlohmann::json::parse(res->body)["limits"]["work_timeout"], snl::api::ApiLimits{}.work_timeout);
  child.signal(SIGINT);
  EXPECT_EQ(child.wait(5s), 0);
  EXPECT_NE(child.error_output().find("SIGINT received, stopping"), std::string::npos);
}

// --work-timeout sets the limit that /api/info reports.
TEST(Serve, InfoSaysTheWorkTimeoutGiven) {
  Child child({kSnl, "serve", "--port", "0", "--work-timeout", "2.5"});
  const std::optional<std::string> url = child.first_line(10s);
  ASSERT_TRUE(url) << child.error_output();
  httplib::Client client("127.0.0.1", snl::test::port_of(*url));
  const auto res = client.Get("/api/info");
  ASSERT_TRUE(res);
  EXPECT_EQ(nlohmann::json::parse(res->body)["limits"]["work_timeout"], 2.5);
  child.signal(SIGINT);
  EXPECT_EQ(child.wait(5s), 0);
}

TEST(Serve, StopsOnSigtermWithAClientConnected) {
  Child child({kSnl, "serve", "--port", "0", "--max-body", "2000"});
  const std::optional<std::string> url = child.first_line(10s);
  ASSERT_TRUE(url);
  const int port = snl::test::port_of(*url);
  httplib::Client client("127.0.0.1", port);
  client.set_keep_alive(true);
  EXPECT_EQ(client.Post("/api/solve", std::string(3000, ' '), "text/plain")->status, 413) << "--max-body is used";
  EXPECT_EQ(client.Post("/api/solve", "size 2\n", "text/plain")->status, 200);
  const auto before = std::chrono::steady_clock::now();
  child.signal(SIGTERM);
  EXPECT_EQ(child.wait(5s), 0);
  EXPECT_LT(std::chrono::steady_clock::now() - before, 3s) << "an idle keep-alive connection delays the stop by 1 s";
}

TEST(Serve, StopsWithinASecondWhileClientsTrickleAndAnalysesRun) {
  Child child({kSnl, "serve", "--port", "0", "--max-work", "1000000000000000", "--request-timeout", "60"});
  const std::optional<std::string> url = child.first_line(10s);
  ASSERT_TRUE(url);
  const int port = snl::test::port_of(*url);
  std::atomic<bool> done{false};
  std::vector<std::thread> clients;
  for (int k = 0; k < 20; ++k) {  // a byte every 100 ms, as the slowloris clients of issue 21 did
    clients.emplace_back([&, port] {
      const int fd = socket(AF_INET, SOCK_STREAM, 0);
      sockaddr_in address{};
      address.sin_family = AF_INET;
      address.sin_port = htons(static_cast<std::uint16_t>(port));
      address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) {
        const std::string head = "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
        for (std::size_t at = 0; !done && send(fd, &head[at % head.size()], 1, MSG_NOSIGNAL) == 1; ++at) {
          std::this_thread::sleep_for(100ms);
        }
      }
      close(fd);
    });
  }
  std::thread analysis([port] {
    httplib::Client client("127.0.0.1", port);
    (void)client.Post("/api/analyze?die=1000&max_rolls=20000", "squares 600\n", "text/plain");
  });
  std::this_thread::sleep_for(700ms);
  const auto before = std::chrono::steady_clock::now();
  child.signal(SIGTERM);
  const std::optional<int> status = child.wait(10s);
  const auto took = std::chrono::steady_clock::now() - before;
  done = true;
  for (std::thread& client : clients) client.join();
  analysis.join();
  EXPECT_EQ(status, 0);
  EXPECT_LT(took, 2s) << "the README promises a second";
}

TEST(Serve, PortInUseExitsWith1) {
  Child first({kSnl, "serve", "--port", "0"});
  const std::optional<std::string> url = first.first_line(10s);
  ASSERT_TRUE(url);
  Child second({kSnl, "serve", "--port", std::to_string(snl::test::port_of(*url))});
  EXPECT_EQ(second.wait(10s), 1);
  EXPECT_NE(second.error_output().find("cannot listen on 127.0.0.1:"), std::string::npos);
  first.signal(SIGTERM);
  EXPECT_EQ(first.wait(5s), 0);
}

TEST(Serve, BadPortIsAUsageError) {
  Child child({kSnl, "serve", "--port", "70000"});
  EXPECT_EQ(child.wait(10s), 2);
  EXPECT_NE(child.error_output().find("--help"), std::string::npos);
}

}  // namespace
