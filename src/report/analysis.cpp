// The text forms of an analysis (snl/report.hpp): its title, the readable report and the JSON object.
#include "snl/report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string_view>

namespace snl {
namespace {

using Json = nlohmann::ordered_json;

std::string rules_name(const AnalysisOptions& options) {
  std::string out = fmt::format("overshoot {}, start {}, d{}", name_of(options.overshoot), options.start, options.die);
  if (options.players > 1) out += fmt::format(", {} players", options.players);
  return out;
}

/// Twelve significant digits: enough for the published figures (39.2251223082), short enough to read.
std::string decimal(double x) { return fmt::format("{:.12g}", x); }

/// A percentile of `cdf`, or why there is none: ">N" when the distribution was cut at N rolls, else "never".
std::string percentile_text(const Analysis& analysis, const std::vector<double>& cdf, double p) {
  if (const auto k = percentile_of(cdf, p)) return fmt::format("{}", *k);
  if (analysis.truncated) return fmt::format(">{}", cdf.size() - 1);
  return "never";
}

Json optional_number(const std::optional<double>& x) { return x ? Json(*x) : Json(nullptr); }
Json optional_number(const std::optional<std::uint64_t>& x) { return x ? Json(*x) : Json(nullptr); }

Json percentiles_json(const std::vector<double>& cdf) {
  Json out = Json::object();
  for (const int p : kReportedPercentiles) out[std::to_string(p)] = optional_number(percentile_of(cdf, p));
  return out;
}

}  // namespace

std::string analysis_title(const Board& board, const Analysis& analysis, std::uint64_t index) {
  return fmt::format("Board {} ({}, {})", index, size_name(board), rules_name(analysis.options));
}

std::string analysis_text(const Board& board, const Analysis& a, std::uint64_t index,
                          const std::vector<std::uint64_t>& within) {
  std::string out = index > 1 ? "\n" : "";
  auto it = std::back_inserter(out);
  const auto line = [&](const std::string& label, const std::string& value) {
    fmt::format_to(it, "  {:<22}{}\n", label, value);
  };
  const auto percentiles = [&](const std::vector<double>& cdf) {
    std::string text;
    for (const int p : kReportedPercentiles) {
      text += fmt::format("{}{}%: {}", text.empty() ? "" : "  ", p, percentile_text(a, cdf, p));
    }
    return text;
  };
  fmt::format_to(it, "{}:\n", analysis_title(board, a, index));
  line("expected rolls", a.expected_rolls ? fmt::format("{} (standard deviation {})", decimal(*a.expected_rolls),
                                                        decimal(a.std_dev.value_or(0)))
                                          : std::string("infinite (a player can be trapped)"));
  line("least rolls",
       a.min_rolls ? fmt::format("{}", *a.min_rolls) : std::string("never (the last square cannot be reached)"));
  line("finish probability", decimal(a.finish_probability));
  line("median", percentile_text(a, a.cdf, 50));
  const auto mode = a.mode();
  line("mode", mode ? fmt::format("{}", *mode) : std::string("none"));
  line("percentiles", percentiles(a.cdf));
  for (const std::uint64_t k : within) {
    line(fmt::format("within {} roll{}", k, k == 1 ? "" : "s"), decimal(a.within(k)));
  }
  line("distribution",
       fmt::format("{} rolls computed{}, probability left {:.3g}{}", a.pmf.size() - 1,
                   a.geometric_from > 0 ? fmt::format(" (geometric after roll {})", a.geometric_from) : "", a.remaining,
                   a.truncated ? " (stopped by a cap)" : ""));
  if (a.options.players > 1) {
    line("players", fmt::format("{}", a.options.players));
    for (std::size_t i = 0; i < a.players.size(); ++i) {
      line(fmt::format("  player {} wins", i + 1), decimal(a.players[i].win_probability));
    }
    line("expected rounds", a.expected_rounds ? decimal(*a.expected_rounds) : std::string("infinite"));
    line("expected total rolls", a.expected_total_rolls ? decimal(*a.expected_total_rolls) : std::string("infinite"));
    line("total rolls", percentiles(a.total_cdf));
  }
  return out;
}

std::string analysis_json(const Board& board, const Analysis& a, std::uint64_t index,
                          const std::vector<std::uint64_t>& within) {
  Json out;
  out["board"] = index;
  out["n"] = board.is_square() ? Json(board.side()) : Json(nullptr);
  out["squares"] = board.squares();
  out["rules"] = {
      {"overshoot", std::string(name_of(a.options.overshoot))}, {"start", a.options.start}, {"die", a.options.die}};
  out["states"] = a.states;
  out["expected_rolls"] = optional_number(a.expected_rolls);
  out["std_dev"] = optional_number(a.std_dev);
  out["min_rolls"] = optional_number(a.min_rolls);
  out["finish_probability"] = a.finish_probability;
  out["median"] = optional_number(a.median());
  out["mode"] = optional_number(a.mode());
  out["percentiles"] = percentiles_json(a.cdf);
  if (!within.empty()) {
    Json w = Json::object();
    for (const std::uint64_t k : within) w[std::to_string(k)] = a.within(k);
    out["within"] = std::move(w);
  }
  out["remaining"] = a.remaining;
  out["truncated"] = a.truncated;
  out["geometric_from"] = a.geometric_from;
  out["pmf"] = a.pmf;
  out["cdf"] = a.cdf;
  if (a.options.players > 1) {
    Json players = Json::array();
    for (std::size_t i = 0; i < a.players.size(); ++i) {
      players.push_back({{"player", i + 1}, {"win_probability", a.players[i].win_probability}});
    }
    out["players"] = std::move(players);
    out["expected_rounds"] = optional_number(a.expected_rounds);
    out["expected_total_rolls"] = optional_number(a.expected_total_rolls);
    out["total_rolls_percentiles"] = percentiles_json(a.total_cdf);
    out["total_rolls_pmf"] = a.total_pmf;
  }
  return out.dump();
}

}  // namespace snl
