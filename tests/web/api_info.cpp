// Prints what the API's /api/info answers (the engine's limits, every option table and the parts of an analysis),
// for the page's test of its fields (tests/web/options.test.mjs) and the generated docs (tools/api_doc.py). With
// arguments, another endpoint that reads no board: `snl_api_info /api/die 'die=2d6&or_die=4'` (its status is the
// exit code's: 0 for 200, else 1, the answer printed either way).
#include <cstdio>
#include <string>

#include "api.hpp"
#include "snl/error.hpp"

int main(int argc, char** argv) {
  const std::string path = argc > 1 ? argv[1] : "/api/info";
  snl::api::QueryParams query;
  try {
    if (argc > 2) query = snl::api::parsed_query(argv[2]);
  } catch (const snl::Error& error) {
    std::fprintf(stderr, "%s\n", error.what());
    return 1;
  }
  const snl::api::ApiResponse answer = snl::api::handle_api(path, "", query, {});
  std::fwrite(answer.body.data(), 1, answer.body.size(), stdout);
  return answer.status == 200 ? 0 : 1;
}
