// GET or POST /api/info: what this engine answers, its limits, and every option table of the library
// (snl/options.hpp) as JSON: the page builds its forms' checks from it and docs/api.md is checked against it.
#include <nlohmann/json.hpp>

#include "endpoints.hpp"
#include "reply.hpp"
#include "query.hpp"
#include "snl/render.hpp"

namespace snl::api {

ApiResponse info_endpoint(const ApiLimits& limits) {
  json options = json::object();
  for (const NamedTable& table : all_option_tables()) {
    json rows = json::array();
    for (const OptionInfo& row : table.rows) {
      rows.push_back({{"name", row.name},
                      {"kind", std::string(name_of(row.kind))},
                      {"values", row.values},
                      {"default", row.default_text},
                      {"help", row.help},
                      {"choices", row.choices},
                      {"repeated", row.repeated},
                      {"needs", row.needs}});
    }
    options[table.command] = std::move(rows);
  }
  json out{{"analyze", true},
           {"limits",
            {{"solve_squares", limits.solve_squares},
             {"layer_squares", limits.layer_squares},
             {"text_squares", limits.text_squares},
             {"render_side", kMaxRenderSide},
             {"labelled_side", kMaxLabelledSide},
             {"analyze_squares", limits.analyze_squares},
             {"max_work", limits.max_work},
             {"design_evaluations", limits.design_evaluations},
             {"work_timeout", limits.work_timeout}}},
           {"options", std::move(options)}};
  return {200, std::string(kJson), dump(out) + "\n"};
}

}  // namespace snl::api
