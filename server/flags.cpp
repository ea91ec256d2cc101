#include "flags.hpp"

#include <CLI/CLI.hpp>

#include <cstdint>
#include <string>

#include "common/numbers.hpp"
#include "common/options.hpp"
#include "snl/options.hpp"

namespace snl::server {

void build_serve_app(CLI::App& app, ServerOptions& options) {
  using cli::real_number;
  using cli::whole_number;
  app.name("snl serve");
  app.description("Serve the board viewer and a JSON API on a local port");
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
  cli::add_options(app, api::api_limits(), options.limits);
  app.add_option("--allow-host", options.allowed_hosts,
                 "Another name the Host header may give (repeat for more), besides the server's own")
      ->allow_extra_args(false);
  app.footer("The first line on standard output is the URL (http://HOST:PORT/), printed once the port is open.\n"
             "SIGINT (Ctrl-C) or SIGTERM stops the server within a second, whatever the clients do; the exit status is "
             "then 0.");
}

}  // namespace snl::server
