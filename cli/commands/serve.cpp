// snl serve …: runs snl-serve (server/main.cpp), the program beside this one, with the same arguments.
//
// The server lives in a program of its own because its HTTP library brings OpenSSL, zlib and brotli with it:
// loaded into snl, they would cost every command memory and most of its start-up time (bench/RESULTS.md).
// `snl serve --help` is answered by snl-serve too, so the options are defined in one place.
#include <CLI/CLI.hpp>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "common/output.hpp"

namespace snl::cli {
namespace {

/// The directory of the running executable ("" when unknown).
std::string own_directory() {
  char path[PATH_MAX];
  const ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
  if (length <= 0) return "";
  const std::string self(path, static_cast<std::size_t>(length));
  return self.substr(0, self.rfind('/') + 1);
}

int run(const std::vector<std::string>& arguments) {
  const std::string program = own_directory() + "snl-serve";
  std::vector<char*> argv{const_cast<char*>(program.c_str())};
  for (const std::string& argument : arguments) argv.push_back(const_cast<char*>(argument.c_str()));
  argv.push_back(nullptr);
  flush_output();
  execv(program.c_str(), argv.data());
  std::fprintf(stderr, "snl: error: cannot start the server %s: %s\n", program.c_str(), std::strerror(errno));
  return kBadInput;
}

}  // namespace

void add_serve(CLI::App& app, Action& action) {
  CLI::App* sub = app.add_subcommand("serve", "Serve the board viewer and a JSON API on a local port");
  sub->prefix_command();   // everything after `serve` goes to snl-serve, unparsed...
  sub->set_help_flag();    // ... --help included
  sub->callback([sub, &action] { action = [arguments = sub->remaining()] { return run(arguments); }; });
}
}  // namespace snl::cli
