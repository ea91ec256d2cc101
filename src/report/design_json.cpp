// The JSON object of a design (snl/report.hpp), with the field names docs/design.md documents.
#include <cmath>
#include <nlohmann/json.hpp>

#include "snl/report.hpp"
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

std::string design_json(const DesignResult& r, bool from, std::uint64_t seed, bool deterministic) {
  Json out;
  out["met"] = r.met;
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
                       {"met", t.met}});
  }
  out["targets"] = targets;
  if (from) {
    out["changes"] = r.changes;
    out["removed"] = jumps_json(r.removed);
    out["added"] = jumps_json(r.added);
  }
  out["seed"] = seed;
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
