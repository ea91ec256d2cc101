// The JSON object of an analysis (snl/report.hpp): its core figures, then every part present (snl/sections.hpp) as
// the part gives its fields, then the notes; the field names docs/analyze.md documents.
#include <nlohmann/json.hpp>

#include "snl/report.hpp"
#include "snl/sections.hpp"

namespace snl {
namespace {

using Json = nlohmann::ordered_json;

Json optional_number(const std::optional<double>& x) { return x ? Json(*x) : Json(nullptr); }
Json optional_number(const std::optional<std::uint64_t>& x) { return x ? Json(*x) : Json(nullptr); }
Json optional_text(const std::string& x) { return x.empty() ? Json(nullptr) : Json(x); }

/// A Value as JSON: a fraction and a big integer as strings.
Json json_of(const Value& v) {
  switch (v.kind()) {
    case Value::Kind::null: return nullptr;
    case Value::Kind::flag: return v.as_flag();
    case Value::Kind::whole: return v.as_whole();
    case Value::Kind::integer: return v.as_integer();
    case Value::Kind::real: return v.as_real();
    case Value::Kind::text:
    case Value::Kind::fraction:
    case Value::Kind::big: return v.as_text();
    case Value::Kind::list: {
      Json out = Json::array();
      for (const Value& item : v.items()) out.push_back(json_of(item));
      return out;
    }
    case Value::Kind::object: {
      Json out = Json::object();
      for (std::size_t i = 0; i < v.keys().size(); ++i) out[v.keys()[i]] = json_of(v.items()[i]);
      return out;
    }
  }
  return nullptr;
}

Json percentiles_json(const std::vector<double>& cdf) {
  Json out = Json::object();
  for (const int p : kReportedPercentiles) out[std::to_string(p)] = optional_number(percentile_of(cdf, p));
  return out;
}

Json rules_json(const GameRules& rules) {
  // A fair K-sided die as the number K, any other as its spec.
  Json die = rules.die.fair() ? Json(rules.die.largest()) : Json(rules.die.name());
  Json out{{"overshoot", std::string(name_of(rules.overshoot))}, {"start", rules.start}, {"die", die}};
  out["again"] = rules.again ? Json(*rules.again) : Json(nullptr);
  out["again_limit"] = rules.again_limit;
  out["chain"] = rules.chain;
  out["jump_costs_a_roll"] = optional_text(jump_costs_text(rules.jump_costs));
  // The choices' and the meeting's rows, only when set (so that the JSON of every other game stays as it was).
  for (const Option<GameRules>& row : rules_options()) {
    const bool choice = row.name == "or_die" || row.name == "adjust" || row.name == "adjust_by" || row.name == "may_refuse";
    const bool meeting = row.name == "bump" || row.name == "no_sharing";
    if ((choice && rules.choices.any()) || (meeting && rules.meeting.any())) out[row.name] = row.get(rules);
  }
  return out;
}

/// The figures every analysis has: the game's length and its distribution.
void core_json(Json& out, const Analysis& a, const std::vector<std::uint64_t>& within) {
  out["states"] = a.states;
  out["expected_rolls"] = optional_number(a.expected_rolls);
  out["std_dev"] = optional_number(a.std_dev);
  out["expected_turns"] = optional_number(a.expected_turns);
  out["turns_std_dev"] = optional_number(a.turns_std_dev);
  out["min_rolls"] = optional_number(a.min_rolls);
  out["finish_probability"] = a.finish_probability;
  out["median"] = optional_number(a.median());
  out["mode"] = optional_number(a.mode());
  out["percentiles"] = percentiles_json(a.cdf);
  if (!a.options.rules.one_roll_turns()) out["turns_percentiles"] = percentiles_json(a.turns_cdf);
  if (!within.empty()) {
    Json w = Json::object();
    for (const std::uint64_t k : within) w[std::to_string(k)] = a.within(k);
    out["within"] = std::move(w);
  }
  if (!a.options.within_turns.empty()) {
    Json w = Json::object();
    for (const std::uint64_t k : a.options.within_turns) w[std::to_string(k)] = a.turns_within(k);
    out["within_turns"] = std::move(w);
  }
  out["remaining"] = a.remaining;
  out["truncated"] = a.truncated;
  out["stopped_by"] = optional_text(a.stopped_by);
  out["dropped"] = a.dropped;
  out["work"] = a.work;
  out["geometric_from"] = a.geometric_from;
  out["pmf"] = a.pmf;
  out["cdf"] = a.cdf;
  if (!a.options.rules.one_roll_turns()) {
    out["turns_pmf"] = a.turns_pmf;
    out["turns_cdf"] = a.turns_cdf;
  }
}

}  // namespace

std::string analysis_json(const Board& board, const Analysis& a, std::uint64_t index,
                          const std::vector<std::uint64_t>& within) {
  Json out;
  out["board"] = index;
  out["n"] = board.is_square() ? Json(board.side()) : Json(nullptr);
  out["squares"] = board.squares();
  out["rules"] = rules_json(a.options.rules);
  core_json(out, a, within);
  for (const AnalysisSection& section : analysis_sections()) {
    if (!section.present(a)) continue;
    const Value fields = section.fields(a);
    for (std::size_t i = 0; i < fields.keys().size(); ++i) out[fields.keys()[i]] = json_of(fields.items()[i]);
  }
  out["notes"] = a.notes;
  return out.dump();
}

}  // namespace snl
