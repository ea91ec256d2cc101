// Prints what the API's /api/info answers (the engine's limits and every option table), for the page's test of its
// fields (tests/web/options.test.mjs).
#include <cstdio>

#include "api.hpp"

int main() {
  const snl::api::ApiResponse info = snl::api::handle_api("/api/info", "", {}, {});
  std::fwrite(info.body.data(), 1, info.body.size(), stdout);
  return info.status == 200 ? 0 : 1;
}
