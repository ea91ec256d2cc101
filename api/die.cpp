// POST or GET /api/die?die=SPEC: what a die spec means, from the library's own reading of it (Die::parse): its name,
// its faces with their weights and probabilities, so that no face of the API reads a spec again.
#include <nlohmann/json.hpp>

#include "endpoints.hpp"
#include "query.hpp"
#include "reply.hpp"
#include "snl/rules.hpp"

namespace snl::api {

ApiResponse die_endpoint(const QueryParams& query) {
  refuse_unknown_parameters(query, "/api/die", {}, {"die"});
  const std::string spec = param(query, "die").value_or("6");
  Die die = Die::fair(6);
  try {
    die = Die::parse(spec);
  } catch (const Error& error) {
    throw QueryError("query parameter die: " + std::string(error.what()));
  }
  json faces = json::array();
  for (const DieFace& face : die.faces()) {
    faces.push_back({{"value", face.value},
                     {"weight", face.weight},
                     {"probability", static_cast<double>(face.weight) / static_cast<double>(die.total())}});
  }
  const json out{{"die", spec}, {"name", die.name()}, {"fair", die.fair()}, {"total", die.total()},
                 {"faces", std::move(faces)}};
  return {200, std::string(kJson), dump(out) + "\n"};
}

}  // namespace snl::api
