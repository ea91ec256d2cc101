// The API's limits as rows (api/api.hpp, api_limits()): what /api/info lists, `snl serve` takes as flags and
// docs/api.md's limits table shows, from one list.
#include <cstdint>
#include <string>

#include "api.hpp"

namespace snl::api {
namespace {

/// A whole-number limit low..high, its default the member's in ApiLimits{}.
Option<ApiLimits> whole(std::string name, std::uint64_t ApiLimits::*member, std::uint64_t low, std::uint64_t high,
                        std::string help) {
  Option<ApiLimits> row;
  row.name = std::move(name);
  row.kind = OptionKind::whole;
  row.values = whole_range(low, high);
  row.default_text = std::to_string(ApiLimits{}.*member);
  row.help = std::move(help);
  row.parts = {{row.name, OptionKind::whole, std::to_string(low), std::to_string(high), row.default_text, ""}};
  row.set = [member, low, high](ApiLimits& l, std::string_view text) { l.*member = parse_whole(text, low, high); };
  row.get = [member](const ApiLimits& l) { return std::to_string(l.*member); };
  return row;
}

}  // namespace

const OptionTable<ApiLimits>& api_limits() {
  static const OptionTable<ApiLimits> table = [] {
    using L = ApiLimits;
    constexpr std::uint64_t kBig = std::uint64_t{1} << 50;
    OptionTable<L> t;
    t.push_back(whole("solve_squares", &L::solve_squares, 1, kBig,
                      "Squares solved per request by a dense solver, summed over its boards (boards the sparse solver "
                      "takes do not count)"));
    t.push_back(whole("layer_squares", &L::layer_squares, 1, kBig, "Squares of a board whose BFS layers are returned"));
    t.push_back(whole("text_squares", &L::text_squares, 1, kBig,
                      "Squares of a board /api/board writes as a grid or JSON text (a jumps text: any)"));
    t.push_back(whole("analyze_squares", &L::analyze_squares, 1, kMaxAnalysisSquares,
                      "Squares of an analysed board (/api/analyze, heat maps, play, roll and race)"));
    t.push_back(whole("analyze_chain", &L::analyze_chain, 1, kMaxChainPairs,
                      "Squares x die faces of an analysed board"));
    t.push_back(whole("analyze_max_rolls", &L::analyze_max_rolls, 1, kMaxAnalysisRolls,
                      "The longest distribution an analysis request computes"));
    t.push_back(whole("analyze_boards", &L::analyze_boards, 1, 1'000, "Boards of one analysis request"));
    t.push_back(whole("race_players", &L::race_players, 1, static_cast<std::uint64_t>(kMaxPlayers),
                      "Players of the race /api/layers?race= follows"));
    t.push_back(whole("max_work", &L::max_work, 1, kBig,
                      "Work budget of one analysis request, shared by its boards, in the units of snl analyze "
                      "--max-work; a distribution is cut to fit, other work refused"));
    t.push_back(whole("design_evaluations", &L::design_evaluations, 1, kBig, "Candidate boards of one design request"));
    Option<L> timeout;
    timeout.name = "work_timeout";
    timeout.kind = OptionKind::real;
    timeout.values = real_range(0.1, 3600);
    timeout.default_text = real_text(L{}.work_timeout);
    timeout.help = "Seconds a request may wait for a slot and work, then 503 (the page's worker reads it from /api/info)";
    timeout.parts = {{"work_timeout", OptionKind::real, "0.1", "3600", timeout.default_text, ""}};
    timeout.set = [](L& l, std::string_view text) { l.work_timeout = parse_real(text, 0.1, 3600, "a number of seconds"); };
    timeout.get = [](const L& l) { return real_text(l.work_timeout); };
    t.push_back(std::move(timeout));
    return t;
  }();
  return table;
}

}  // namespace snl::api
