// snl serve [--host 127.0.0.1] [--port 8080] [--max-body BYTES]: the viewer and the JSON API (app/server.hpp).
#include <CLI/CLI.hpp>
#include <pthread.h>
#include <signal.h>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <string>
#include <thread>

#include "app/server.hpp"
#include "commands.hpp"
#include "snl/error.hpp"

namespace snl::cli {
namespace {

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
  std::printf("%s\n", url.c_str());
  std::fflush(stdout);
  std::fprintf(stderr, "snl serve: listening on %s (Ctrl-C stops)\n", url.c_str());
  const std::string& host = command.options.host;
  if (host != "localhost" && host != "::1" && host.rfind("127.", 0) != 0) {
    std::fprintf(stderr, "snl serve: warning: %s may be reachable from other machines; the server has no "
                         "authentication\n", host.c_str());
  }
  server.listen();
  std::fprintf(stderr, "snl serve: stopped\n");
  return kOk;
}

void setup(CLI::App& app, Action& action) {
  auto command = std::make_shared<ServeCommand>();
  ServerOptions& options = command->options;
  CLI::App* sub = app.add_subcommand("serve", "Serve the board viewer and a JSON API on a local port");
  sub->add_option("--host", options.host, "Address to listen on (default 127.0.0.1: this machine only)");
  sub->add_option("--port", options.port, "Port (default 8080); 0 picks a free port")->check(CLI::Range(0, 65535));
  sub->add_option("--max-body", options.max_body, "Largest request body in bytes (default 1048576); more gets 413")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 30));
  sub->add_option("--threads", options.threads, "Requests served at once (default 16)")
      ->check(CLI::Range(std::size_t{2}, std::size_t{256}));
  sub->footer("The first line on standard output is the URL (http://HOST:PORT/), printed once the port is open.\n"
              "SIGINT (Ctrl-C) or SIGTERM stops the server; the exit status is then 0.");
  sub->callback([command, &action] { action = [command] { return run(*command); }; });
}

const Registration registration{60, setup};

}  // namespace

}  // namespace snl::cli
