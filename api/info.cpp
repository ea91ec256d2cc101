// GET /api/info: what this engine answers, its limits, every option table of the library (snl/options.hpp) and the
// parts of an analysis (snl/sections.hpp: each part's name, help, options and fields) as JSON: the page builds its
// forms' bounds and defaults and names its figures from it, and docs/api.md is generated from it.
#include <nlohmann/json.hpp>

#include <string>

#include "endpoints.hpp"
#include "reply.hpp"
#include "query.hpp"
#include "snl/render.hpp"
#include "snl/sections.hpp"

namespace snl::api {

namespace {

json rows_json(const std::vector<OptionInfo>& table) {
  json rows = json::array();
  for (const OptionInfo& row : table) {
    json parts = json::array();
    for (const ValuePart& part : row.parts) {
      parts.push_back({{"name", part.name},
                       {"kind", std::string(name_of(part.kind))},
                       {"low", part.low},
                       {"high", part.high},
                       {"default", part.default_text},
                       {"help", part.help}});
    }
    rows.push_back({{"name", row.name},
                    {"kind", std::string(name_of(row.kind))},
                    {"values", row.values},
                    {"default", row.default_text},
                    {"help", row.help},
                    {"choices", row.choices},
                    {"repeated", row.repeated},
                    {"needs", row.needs},
                    {"excludes", row.excludes},
                    {"deprecated_names", row.deprecated_names},
                    {"parts", std::move(parts)}});
  }
  return rows;
}

json fields_json(const std::vector<FieldInfo>& fields) {
  json out = json::array();
  for (const FieldInfo& field : fields) {
    json one{{"name", field.name}, {"kind", field.kind}, {"help", field.help}};
    if (!field.fields.empty()) one["fields"] = fields_json(field.fields);
    out.push_back(std::move(one));
  }
  return out;
}

/// The registry of the parts of an analysis, in the order the JSON writes them.
json sections_json() {
  json out = json::array();
  for (const AnalysisSection& section : analysis_sections()) {
    out.push_back({{"name", section.info.name},
                   {"help", section.info.help},
                   {"options", section.info.options},
                   {"fields", fields_json(section.info.fields)}});
  }
  return out;
}

/// The option tables and the registry as JSON text, `"options":…,"sections":…` without the braces around them:
/// the library's constants, written once (a burst of /api/info, every page's first call, then costs a copy).
const std::string& tables_text() {
  static const std::string text = [] {
    json options = json::object();
    for (const NamedTable& table : all_option_tables()) options[table.command] = rows_json(table.rows);
    options["limits"] = rows_json(infos(api_limits()));
    std::string out = dump(json{{"options", std::move(options)}, {"sections", sections_json()}});
    return out.substr(1, out.size() - 2);
  }();
  return text;
}

}  // namespace

ApiResponse info_endpoint(const ApiLimits& limits) {
  // Each limit as its value (a number), then the library's drawing limits; their rows under options.limits.
  json limit_values{{"render_side", kMaxRenderSide}, {"labelled_side", kMaxLabelledSide}};
  for (const Option<ApiLimits>& row : api_limits()) {
    const std::string text = row.get(limits);
    limit_values[row.name] = row.kind == OptionKind::real ? json(std::stod(text)) : json(std::stoull(text));
  }
  std::string body = dump(json{{"analyze", true}, {"limits", std::move(limit_values)}});
  body.back() = ',';
  body += tables_text();
  body += "}\n";
  return {200, std::string(kJson), std::move(body)};
}

}  // namespace snl::api
