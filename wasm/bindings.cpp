// The page's engine in WebAssembly: the JSON API of `snl serve` (api/api.hpp), the same code, called in process
// by web/worker.js instead of over HTTP. One function, handle(path, query, body) → {status, type, text}, with the
// server's default limits (refusals name "the browser's limit"); no rule and no answer lives here.
//
// Tested by: tests/browser/static.test.mjs (the static build in Chromium), tests/server/api_test.cpp (the API).
#include <emscripten/bind.h>

#include <string>

#include "api.hpp"
#include "snl/error.hpp"

namespace {

struct Answer {
  int status = 200;
  std::string type;
  std::string text;
};

/// `query` as in a URL, without the '?' ("route=1&board=2").
Answer handle(const std::string& path, const std::string& query, const std::string& body) {
  snl::api::QueryParams params;
  try {
    params = snl::api::parsed_query(query);
  } catch (const snl::Error& error) {
    const snl::api::ApiResponse refused = snl::api::error_response(400, error.what());
    return {refused.status, refused.content_type, refused.body};
  }
  snl::api::ApiLimits limits;  // the server's, so that the page refuses what `snl serve` refuses
  limits.holder = "the browser";
  snl::api::ApiResponse response = snl::api::handle_api(path, body, params, limits);
  return {response.status, std::move(response.content_type), std::move(response.body)};
}

}  // namespace

EMSCRIPTEN_BINDINGS(snl) {
  emscripten::value_object<Answer>("Answer")
      .field("status", &Answer::status)
      .field("type", &Answer::type)
      .field("text", &Answer::text);
  emscripten::function("handle", &handle);
}
