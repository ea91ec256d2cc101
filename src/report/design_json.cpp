// The JSON object of a design (snl/report.hpp), with the field names docs/design.md documents.
#include <cmath>
#include <nlohmann/json.hpp>

#include "snl/design.hpp"
#include "snl/options.hpp"
#include "snl/report.hpp"
#include "snl/rules.hpp"
#include "snl/write.hpp"

namespace snl {

namespace {

using Json = nlohmann::ordered_json;

Json jumps_json(std::span<const Jump> jumps) {
  Json out = Json::array();
  for (const Jump& j : jumps) out.push_back({j.from, j.to});
  return out;
}

}  // namespace

std::string_view snl_version() { return SNL_VERSION; }

std::string design_json(const DesignResult& r, const DesignSpec& spec, bool deterministic) {
  const bool from = spec.from.has_value();
  Json out;
  out["met"] = r.met;
  out["distance"] = std::isfinite(r.distance) ? Json(r.distance) : Json(nullptr);
  Json board;
  if (r.board.is_square()) {
    board["side"] = r.board.side();
  } else {
    board["squares"] = r.board.squares();
  }
  board["jumps"] = jumps_json(r.board.jumps());
  out["board"] = board;
  out["text"] = to_text(r.board, Format::jumps);
  Json targets = Json::array();
  for (const TargetReport& t : r.targets) {
    targets.push_back({{"target", t.name},
                       {"wanted", t.wanted},
                       {"value", t.value ? Json(*t.value) : Json(nullptr)},
                       {"distance", std::isfinite(t.distance) ? Json(t.distance) : Json(nullptr)},
                       {"normalised", std::isfinite(t.normalised) ? Json(t.normalised) : Json(nullptr)},
                       {"met", t.met}});
  }
  out["targets"] = targets;
  if (from) {
    out["changes"] = r.changes;
    out["removed"] = jumps_json(r.removed);
    out["added"] = jumps_json(r.added);
  }
  out["seed"] = spec.seed;
  Json rules = Json::object();
  for (const Option<GameRules>& row : rules_options()) rules[row.name] = row.get(spec.rules);
  out["rules"] = rules;
  Json options = Json::object();
  for (const Option<DesignSpec>& row : design_options()) {
    if (!rules.contains(row.name) && row.kind != OptionKind::board) options[row.name] = row.get(spec);
  }
  out["options"] = options;
  out["version"] = snl_version();
  out["evaluations"] = r.evaluations;
  out["accepted"] = r.accepted;
  out["full_analyses"] = r.full_analyses;
  out["max_drift"] = r.max_drift;
  out["seconds"] = r.seconds;
  out["stopped_by"] = r.stopped_by;
  out["deterministic"] = deterministic;
  return out.dump() + "\n";
}

}  // namespace snl
