// snl-serve, run as `snl serve [--host 127.0.0.1] [--port 8080] [--max-body BYTES] [--threads N]`: the viewer and
// the JSON API (server/http.hpp). A program of its own, apart from the CLI
// (cli/commands/serve.cpp says why).
#include <CLI/CLI.hpp>
#include <pthread.h>
#include <signal.h>

#include <atomic>
#include <csignal>
#include <cstdlib>
#include <cstdio>
#include <new>
#include <string>
#include <thread>

#include "common/exit.hpp"
#include "common/numbers.hpp"
#include "common/options.hpp"
#include "common/output.hpp"
#include "http.hpp"
#include "snl/error.hpp"
#include "snl/options.hpp"

namespace snl::server {
namespace {

using cli::kBadInput;
using cli::kOk;
using cli::kUsage;

struct ServeCommand {
  ServerOptions options;
};

/// SIGINT and SIGTERM stop the server cleanly: they are blocked in every thread and one thread waits for them
/// with sigwait, so no code runs in a signal handler. SIGUSR1 wakes that thread when the server ends otherwise.
class SignalWatch {
 public:
  explicit SignalWatch(Server& server) {
    sigemptyset(&set_);
    sigaddset(&set_, SIGINT);
    sigaddset(&set_, SIGTERM);
    sigaddset(&set_, SIGUSR1);
    // Before any other thread starts, so that the server's workers inherit the mask.
    pthread_sigmask(SIG_BLOCK, &set_, &old_);
    thread_ = std::thread([this, &server] {
      int signal = 0;
      sigwait(&set_, &signal);
      done_ = true;
      if (signal != SIGUSR1) {
        std::fprintf(stderr, "snl serve: %s received, stopping\n", signal == SIGINT ? "SIGINT" : "SIGTERM");
        server.stop();
      }
    });
  }
  ~SignalWatch() {
    if (!done_) pthread_kill(thread_.native_handle(), SIGUSR1);
    thread_.join();
    pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }
  SignalWatch(const SignalWatch&) = delete;
  SignalWatch& operator=(const SignalWatch&) = delete;

 private:
  sigset_t set_{};
  sigset_t old_{};
  std::atomic<bool> done_{false};
  std::thread thread_;
};

int run(const ServeCommand& command) {
  std::signal(SIGPIPE, SIG_IGN);  // a client that hangs up must not end the server
  Server server(command.options);
  SignalWatch watch(server);
  server.bind();
  const std::string url = server.url();
  cli::print(url + "\n");
  cli::flush_output();  // the first line is how a script learns the port: it must get out, or the server says so
  std::fprintf(stderr, "snl serve: listening on %s (Ctrl-C stops)\n", url.c_str());
  const std::string& host = command.options.host;
  if (host != "localhost" && host != "::1" && host.rfind("127.", 0) != 0) {
    std::fprintf(stderr, "snl serve: warning: %s may be reachable from other machines; the server has no "
                         "authentication\n", host.c_str());
  }
  server.listen();
  if (const std::size_t running = server.analyses_running(); running > 0) {
    // They stop at their next check, or run to their budget's end: the exit does not wait for them.
    std::fprintf(stderr, "snl serve: stopped (%zu analyses still working are left to end with the process)\n", running);
    std::fflush(stderr);
    std::_Exit(kOk);
  }
  std::fprintf(stderr, "snl serve: stopped\n");
  return kOk;
}

}  // namespace
}  // namespace snl::server

int main(int argc, char** argv) {
  using namespace snl::server;
  using namespace snl::cli;
  prepare_standard_streams();
  CLI::App app{"Serve the board viewer and a JSON API on a local port", "snl serve"};
  ServeCommand command;
  ServerOptions& options = command.options;
  app.add_option("--host", options.host, "Address to listen on (default 127.0.0.1: this machine only)");
  app.add_option("--port", options.port, "Port (default 8080); 0 picks a free port")->check(whole_number(0, 65535));
  app.add_option("--max-body", options.max_body, "Largest request body in bytes (default 1048576); more gets 413")
      ->check(whole_number(1, std::uint64_t{1} << 30));
  app.add_option("--threads", options.threads,
                 "Requests worked on at once (default 16); analyses in a lane of a quarter of that")
      ->check(whole_number(2, 256));
  app.add_option("--max-connections", options.max_connections, "Connections open at once (default 256); more get 503")
      ->check(whole_number(1, 4096));
  app.add_option("--request-timeout", options.request_timeout,
                 "Seconds for a request to arrive whole (default 10); later: 408 and the connection closes")
      ->check(real_number(0.1, 3600, "a number of seconds"));
  app.add_option("--idle-timeout", options.idle_timeout, "Seconds a kept-alive connection waits for its next request (default 5)")
      ->check(real_number(0.1, 3600, "a number of seconds"));
  // The API's limits (--max-work, --work-timeout, --analyze-boards, …): one flag per row of api_limits().
  add_options(app, snl::api::api_limits(), options.limits);
  app.add_option("--allow-host", options.allowed_hosts,
                 "Another name the Host header may give (repeat for more), besides the server's own")
      ->allow_extra_args(false);
  app.footer("The first line on standard output is the URL (http://HOST:PORT/), printed once the port is open.\n"
             "SIGINT (Ctrl-C) or SIGTERM stops the server within a second, whatever the clients do; the exit status is "
             "then 0.");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() == 0) {  // --help
      const int code = app.exit(error);
      try {
        flush_output();
      } catch (const WriteError& lost) {
        std::fprintf(stderr, "%s\n", lost.what());
        return kBadInput;
      }
      return code;
    }
    std::fprintf(stderr, "snl: error: %s\nRun 'snl serve --help' for more information.\n", error.what());
    return kUsage;
  }
  try {
    return run(command);
  } catch (const snl::Error& error) {
    std::fflush(stdout);
    std::fprintf(stderr, "%s\n", error.what());
    return kBadInput;
  } catch (const std::bad_alloc&) {
    std::fflush(stdout);
    std::fprintf(stderr, "snl: error: out of memory\n");
    return kBadInput;
  }
}
