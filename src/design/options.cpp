// The options of snl design (snl/design.hpp, design_options()), read by the value rules of snl/design_values.hpp.
#include <optional>

#include "core/option_rows.hpp"
#include "snl/analyze.hpp"
#include "snl/design.hpp"
#include "snl/design_values.hpp"

namespace snl {
namespace {

using rows::make;

/// `parse` of a design value, or OptionError "expected `expected`, found '…'".
template <class Parse>
auto parsed(std::string_view text, const std::string& expected, Parse parse) {
  auto value = parse(std::string(text));
  if (!value) throw OptionError("expected " + expected + ", found " + quoted_text(text));
  return *value;
}

std::string real(double x) { return real_text(x); }

std::string band_text(const std::optional<Band>& b) {
  return b ? real(b->target) + ":" + real(b->tolerance) : std::string();
}

std::string range_text(const CountRange& r) {
  if (r.low == 0 && r.high == UINT64_MAX) return "";
  if (r.low == r.high) return std::to_string(r.low);
  return std::to_string(r.low) + ".." + (r.high == UINT64_MAX ? std::string() : std::to_string(r.high));
}

const std::string kBand = "X or X:TOL (a number, then its tolerance)";
const std::string kRange = "K or A..B (a count, or a range; A.. has no upper end)";

Option<DesignSpec> band(std::string name, std::optional<Band> DesignTargets::*member, std::string help) {
  return make<DesignSpec>(
      {std::move(name), OptionKind::text, "X or X:TOL", "", std::move(help) + ", within TOL (default " +
                                                              real(kDefaultTolerance) + ")", {}, false, ""},
      [member](DesignSpec& s, std::string_view text) {
        s.targets.*member = parsed(text, kBand, [](const std::string& t) { return design_band(t, kDefaultTolerance); });
      },
      [member](const DesignSpec& s) { return band_text(s.targets.*member); });
}

Option<DesignSpec> count_range(std::string name, CountRange DesignSpec::*member, std::string help) {
  return make<DesignSpec>({std::move(name), OptionKind::text, "K or A..B", "", std::move(help), {}, false, ""},
                          [member](DesignSpec& s, std::string_view text) { s.*member = parsed(text, kRange, design_range); },
                          [member](const DesignSpec& s) { return range_text(s.*member); });
}

template <class T, class Parse, class Show>
Option<DesignSpec> pairs(std::string name, std::vector<T> DesignTargets::*member, std::string values,
                         std::string expected, std::string help, Parse parse, Show show) {
  return make<DesignSpec>({std::move(name), OptionKind::text, std::move(values), "", std::move(help), {}, true, ""},
                          [member, expected, parse](DesignSpec& s, std::string_view text) {
                            for (const std::string_view item : comma_items(text)) {
                              (s.targets.*member).push_back(parsed(item, expected, parse));
                            }
                          },
                          [member, show](const DesignSpec& s) {
                            std::string out;
                            for (const T& v : s.targets.*member) out += (out.empty() ? "" : ",") + show(v);
                            return out;
                          });
}

void add_size_and_constraints(OptionTable<DesignSpec>& t) {
  t.push_back(make<DesignSpec>(
      {"side", OptionKind::whole, whole_range(1, kMaxDesignSide), "10", "Side N of the N x N board", {}, false, ""},
      [](DesignSpec& s, std::string_view text) { s.side = parse_whole(text, 1, kMaxDesignSide); },
      [](const DesignSpec& s) { return s.squares != 0 ? std::string() : std::to_string(s.side); }));
  t.push_back(make<DesignSpec>(
      {"squares", OptionKind::whole, whole_range(1, kMaxDesignSquares), "", "A track of M squares instead of a square "
       "board", {}, false, ""},
      [](DesignSpec& s, std::string_view text) { s.squares = parse_whole(text, 1, kMaxDesignSquares); },
      [](const DesignSpec& s) { return s.squares == 0 ? std::string() : std::to_string(s.squares); }));
  t.push_back(rows::maybe_whole<DesignSpec>(
      "max_changes", &DesignSpec::max_changes, 0, rows::kAny,
      "With a board to start from: change at most K jumps (an added, removed, moved or retargeted jump is one change)"));
  t.push_back(count_range("ladders", &DesignSpec::ladders, "Number of ladders (default any)"));
  t.push_back(count_range("snakes", &DesignSpec::snakes, "Number of snakes (default any)"));
  t.push_back(rows::whole<DesignSpec>("min_length", &DesignSpec::min_length, 1, rows::kAny,
                                      "Shortest jump, in squares"));
  t.push_back(make<DesignSpec>(
      {"max_length", OptionKind::whole, whole_range(1, rows::kAny), "", "Longest jump, in squares (default any)", {},
       false, ""},
      [](DesignSpec& s, std::string_view text) { s.max_length = parse_whole(text, 1, rows::kAny); },
      [](const DesignSpec& s) { return s.max_length == UINT64_MAX ? std::string() : std::to_string(s.max_length); }));
  t.push_back(rows::whole_list<DesignSpec>("plain", &DesignSpec::plain, 1, kMaxDesignSquares,
                                           "Squares that hold no jump end (besides 1 and the last), e.g. 50,51"));
  t.push_back(make<DesignSpec>(
      {"keep", OptionKind::text, "FROM:TO", "", "Jumps every board keeps, e.g. 4:14,17:7", {}, true, ""},
      [](DesignSpec& s, std::string_view text) {
        for (const std::string_view item : comma_items(text)) s.keep.push_back(parsed(item, "FROM:TO", design_jump));
      },
      [](const DesignSpec& s) {
        std::string out;
        for (const Jump& j : s.keep) out += (out.empty() ? "" : ",") + std::to_string(j.from) + ":" + std::to_string(j.to);
        return out;
      }));
  t.push_back(rows::flag<DesignSpec>("no_chains", &DesignSpec::no_chains, "No jump ends on another jump's head"));
}

void add_targets(OptionTable<DesignSpec>& t) {
  t.push_back(band("expected", &DesignTargets::expected_rolls, "Target: expected rolls X"));
  t.push_back(band("sd", &DesignTargets::std_dev, "Target: standard deviation of the rolls X"));
  t.push_back(band("turns", &DesignTargets::expected_turns, "Target: expected turns X (with again)"));
  t.push_back(make<DesignSpec>(
      {"least", OptionKind::text, "K or A..B", "",
       "Target: the least number of rolls of the game under the rules (the fastest game, as snl analyze --fastest "
       "gives it)", {}, false, ""},
      [](DesignSpec& s, std::string_view text) { s.targets.least = parsed(text, kRange, design_range); },
      [](const DesignSpec& s) { return s.targets.least ? range_text(*s.targets.least) : std::string(); }));
  t.push_back(pairs<std::pair<std::uint64_t, double>>(
      "within", &DesignTargets::within, "K:P", "K:P (rolls, then a probability)",
      "Target: P(finish within K rolls) >= P, as K:P (e.g. 80:0.9)", design_within,
      [](const auto& v) { return std::to_string(v.first) + ":" + real(v.second); }));
  t.push_back(pairs<std::pair<double, std::uint64_t>>(
      "percentile", &DesignTargets::percentile, "P:K", "P:K (a percentage 0 < P <= 100, then rolls)",
      "Target: the P-th percentile of the rolls <= K, as P:K (e.g. 90:80)", design_percentile,
      [](const auto& v) { return real(v.first) + ":" + std::to_string(v.second); }));
  t.push_back(make<DesignSpec>(
      {"fair", OptionKind::text, "P or P:TOL", "",
       "Target: each of P players wins with probability within TOL (default " + real(kDefaultFairTolerance) +
           ") of 1/P",
       {}, false, ""},
      [](DesignSpec& s, std::string_view text) {
        const auto fair = parsed(text, "P or P:TOL (players 2.." + std::to_string(kMaxPlayers) + ", then a tolerance)",
                                 design_fair);
        s.targets.fair_players = fair.first;
        s.targets.fair_tolerance = fair.second;
      },
      [](const DesignSpec& s) {
        return s.targets.fair_players == 0 ? std::string()
                                           : std::to_string(s.targets.fair_players) + ":" + real(s.targets.fair_tolerance);
      }));
}

}  // namespace

const OptionTable<DesignSpec>& design_options() {
  static const OptionTable<DesignSpec> table = [] {
    OptionTable<DesignSpec> t;
    add_size_and_constraints(t);
    add_targets(t);
    for (Option<DesignSpec>& row : lifted(rules_options(), &DesignSpec::rules)) t.push_back(std::move(row));
    t.push_back(rows::whole<DesignSpec>("seed", &DesignSpec::seed, 0, rows::kAny, "Seed of the search"));
    t.push_back(make<DesignSpec>(
        {"max_evaluations", OptionKind::whole, whole_range(1, rows::kAny), "",
         "Work budget: candidate boards evaluated (default " + std::to_string(kDefaultDesignEvaluations) + ", or " +
             std::to_string(kDefaultAnalysedEvaluations) +
             " when each needs a full analysis: within, percentile, fair, again)",
         {}, false, ""},
        [](DesignSpec& s, std::string_view text) { s.max_evaluations = parse_whole(text, 1, rows::kAny); },
        [](const DesignSpec& s) { return s.max_evaluations == 0 ? std::string() : std::to_string(s.max_evaluations); }));
    return t;
  }();
  return table;
}

}  // namespace snl
