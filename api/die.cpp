// GET /api/die?die=SPEC&or_die=LIST: what a die spec means, from the library's own reading of it (Die::parse, and
// parse_die_choices for the dice a player may choose instead): each die's name, its faces with their weights and
// probabilities, so that no face of the API reads a spec again. The dice come in the order of the best play's
// "dice" (snl analyze --optimal): 0 is die, then or_die's.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "endpoints.hpp"
#include "query.hpp"
#include "reply.hpp"
#include "snl/rules.hpp"

namespace snl::api {
namespace {

json die_json(const Die& die) {
  json faces = json::array();
  for (const DieFace& face : die.faces()) {
    faces.push_back({{"value", face.value},
                     {"weight", face.weight},
                     {"probability", static_cast<double>(face.weight) / static_cast<double>(die.total())}});
  }
  return {{"name", die.name()}, {"fair", die.fair()}, {"total", die.total()}, {"faces", std::move(faces)}};
}

/// `read(text)`, its refusal named as the query parameter `name`.
template <class Read>
auto read_parameter(const char* name, const std::string& text, Read read) {
  try {
    return read(text);
  } catch (const Error& error) {
    throw QueryError("query parameter " + std::string(name) + ": " + std::string(error.what()));
  }
}

}  // namespace

ApiResponse die_endpoint(const QueryParams& query) {
  refuse_unknown_parameters(query, "/api/die", {}, {"die", "or_die"});
  // The rules' default die when none is named (GameRules{}, as every endpoint's rules).
  const std::optional<std::string> given = param(query, "die");
  const Die die = given ? read_parameter("die", *given, [](const std::string& t) { return Die::parse(t); })
                        : GameRules{}.die;
  json out{{"die", given.value_or(die.name())}};
  out.update(die_json(die));
  if (const std::optional<std::string> others = param(query, "or_die")) {
    const std::vector<DieChoice> choices =
        read_parameter("or_die", *others, [](const std::string& t) { return parse_die_choices(t); });
    json list = json::array();
    for (const DieChoice& choice : choices) {
      json one = die_json(choice.die);
      one["rolls"] = choice.rolls;
      list.push_back(std::move(one));
    }
    out["or_die"] = std::move(list);
  }
  return {200, std::string(kJson), dump(out) + "\n"};
}

}  // namespace snl::api
