// server/flags.hpp — the command line of snl-serve (`snl serve`) as a CLI11 App: its name, help and every flag bound
// to the server's options. One function builds it for the program (server/main.cpp) and for the dump of its options
// that the manual page, the completions and docs/serve.md's options table are generated from (server/spec.cpp,
// tools/gen_docs.py).
#pragma once

#include "http.hpp"

namespace CLI {
class App;
}

namespace snl::server {

/// Names `app` "snl serve" and binds its flags to `options`, which must outlive the parse.
void build_serve_app(CLI::App& app, ServerOptions& options);

}  // namespace snl::server
