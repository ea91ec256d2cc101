// The options of snl render (snl/render.hpp, render_options()) and the one way every face draws a request.
#include <limits>

#include "core/option_rows.hpp"
#include "snl/render.hpp"

namespace snl {
namespace {

constexpr std::string_view kPolicyNeedsChoices =
    "the policy map (heat policy) draws the best play under the player's choices: it needs or_die, adjust or "
    "may_refuse";

}  // namespace

const OptionTable<RenderRequest>& render_options() {
  static const OptionTable<RenderRequest> table = [] {
    OptionTable<RenderRequest> t;
    t.push_back(rows::flag<RenderRequest>("route", &RenderRequest::route,
                                          "Draw an optimal route, each roll numbered where it lands"));
    t.push_back(rows::flag<RenderRequest>("layers", &RenderRequest::layers,
                                          "Shade squares by the least rolls to stand on them, with a legend"));
    constexpr auto kLargest = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    t.push_back(rows::maybe_whole<RenderRequest>("upto", &RenderRequest::upto, 0, kLargest,
                                                 "With layers: show the search after this many rolls only"));
    std::vector<std::string> kinds{"remaining", "visits", "jump_use", "policy"};
    t.push_back(rows::make<RenderRequest>(
        {"heat", OptionKind::choice, listed_names(kinds), "",
         "Shade squares by the game played with a random die: remaining (expected rolls still needed from the "
         "square), visits (expected turns begun there), jump_use (on each jump's head, the expected times it is "
         "taken) or policy (with the player's choices: the best choice on each square and the rolls it saves), "
         "under the rules, with a legend",
         kinds, false, ""},
        [kinds](RenderRequest& r, std::string_view text) { r.heat = *heat_kind_named(kinds[parse_choice(text, kinds)]); },
        [](const RenderRequest& r) { return r.heat ? std::string(name_of(*r.heat)) : std::string(); }));
    t.push_back(rows::choice<RenderRequest>(
        "heat_scale", &RenderRequest::heat_scale, heat_scale_names, heat_scale_named,
        "With heat: how the figures map to shades, each from the least figure to the greatest: quantile (by rank: "
        "each shade covers about as many squares, so one outlier cannot wash out the rest), log (each step "
        "multiplies the figure by the same factor) or linear (each step adds the same amount)"));
    t.back().needs = "heat";
    t.push_back(rows::choice<RenderRequest>(
        "jumps", &RenderRequest::jumps, jump_style_names, jump_style_named,
        "How the snakes and ladders are drawn: full, faint (the numbers under them read first) or hidden (each "
        "jump's head says where it goes)"));
    for (Option<RenderRequest>& row : lifted(rules_options(), &RenderRequest::rules)) {
      row.help += " (with heat)";
      t.push_back(std::move(row));
    }
    return t;
  }();
  return table;
}

std::optional<std::string> render_conflict(const RenderRequest& request, bool rules_given) {
  if (request.heat && (request.layers || request.upto)) return "heat and layers: a picture shows one or the other";
  if (!request.heat && rules_given) return "the rules are those of the game played with a die: they need heat";
  if (request.heat == HeatKind::policy && !request.rules.choices.any()) return std::string(kPolicyNeedsChoices);
  return std::nullopt;
}

RenderOptions picture_options(const RenderRequest& request) {
  RenderOptions options;
  options.route = request.route;
  options.layers = request.layers || request.upto.has_value();
  options.layers_upto = request.upto;
  options.heat_scale = request.heat_scale;
  options.jumps = request.jumps;
  return options;
}

std::string render_request(const Board& board, const RenderRequest& request, AnalysisOptions analysis) {
  RenderOptions options = picture_options(request);
  if (request.heat) {
    if (!board.is_square() || board.side() > kMaxRenderSide) (void)render_svg(board);  // refused before the analysis
    const bool policy = *request.heat == HeatKind::policy;
    if (policy && !request.rules.choices.any()) throw OptionError(std::string(kPolicyNeedsChoices));
    if (!policy) require_no_choices(request.rules, "the heat map");
    analysis.rules = request.rules;
    if (policy) analysis.optimal = Optimal{};
    analysis.squares = *request.heat == HeatKind::remaining || *request.heat == HeatKind::visits;
    analysis.jump_use = *request.heat == HeatKind::jump_use;
    analysis.max_rolls = 1;  // the figures come from the linear solves; the distribution is not drawn
    if (analysis.progress) analysis.progress(0, 1);  // a deadline may have passed already
    options.heat = heat_map(board, analyze(board, analysis), *request.heat);
  }
  return render_svg(board, options);
}

}  // namespace snl
