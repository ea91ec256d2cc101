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
#include <vector>

#include "common/exit.hpp"
#include "common/output.hpp"
#include "common/suggest.hpp"
#include "flags.hpp"
#include "http.hpp"
#include "snl/error.hpp"

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
  CLI::App app;
  ServeCommand command;
  build_serve_app(app, command.options);
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
    const std::string hint = option_hint(app, std::vector<std::string>(argv + 1, argv + argc));  // --prot: --port?
    std::fprintf(stderr, "snl: error: %s%s\nRun 'snl serve --help' for more information.\n", error.what(),
                 hint.c_str());
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
