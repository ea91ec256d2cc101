// Each square's figures (snl/sections.hpp: the part "per_square"): where a turn can begin, the expected rolls still
// needed from there, the chance a turn ever begins there and the expected turns that do.
#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "analyze/sections.hpp"
#include "core/option_rows.hpp"

namespace snl::internal {
namespace {

/// Each square where a turn can begin, from the expected rolls of every state (`remaining`; empty when the start
/// cannot finish) and the visits (solved by `systems`, none when the start cannot finish). P(ever) may take half the
/// work budget left (the distribution and the jumps' effects come after it), and is left out past it
/// (Analysis::ever_left_out).
std::vector<SquareFigures> square_figures(SectionContext& c, const std::vector<double>& remaining) {
  const Chain& chain = *c.chain;
  const std::vector<bool>& finishes = *c.finishes;
  std::vector<std::uint32_t> starts;  // the turn-start states, by position
  for (std::uint32_t s = 0; s < chain.size(); ++s) {
    if (chain.phase[s] == 0) starts.push_back(s);
  }
  std::vector<std::uint32_t> live;  // the states whose return visits N_jj give P(ever)
  for (const std::uint32_t s : starts) {
    if (finishes[s]) live.push_back(s);
  }
  const std::vector<bool> trapped = can_be_trapped(chain, finishes);
  Analysis& analysis = c.analysis;
  std::uint64_t& work = analysis.work;
  const std::uint64_t max_work = c.options.max_work;
  const std::uint64_t half = work + (max_work - std::min(max_work, work)) / 2;
  Visits v = c.systems ? c.systems->visits(live, max_work, work, half) : Visits{};
  analysis.ever_left_out = std::move(v.returns_left_out);
  std::vector<SquareFigures> figures;
  std::size_t next_live = 0;
  for (const std::uint32_t s : starts) {
    SquareFigures f;
    f.square = chain.position[s];
    if (!trapped[s] && !remaining.empty()) f.remaining = remaining[s];
    if (finishes[s] && finishes[0]) {
      f.visits = v.visits[s];
      if (next_live < v.returns.size()) f.ever = std::min(1.0, v.visits[s] / v.returns[next_live++]);
    }
    figures.push_back(f);
  }
  return figures;
}

void compute(Stage stage, SectionContext& c) {
  if (stage != Stage::solved) return;
  c.analysis.squares = square_figures(c, c.expectations ? c.expectations->remaining : std::vector<double>{});
}

Value fields(const Analysis& a) {
  return Value::object()
      .set("per_square", Value::list_of(a.squares,
                                        [](const SquareFigures& s) {
                                          return Value::object()
                                              .set("square", s.square)
                                              .set("remaining", s.remaining)
                                              .set("ever", s.ever)
                                              .set("visits", s.visits);
                                        }))
      .set("ever_left_out", Value::text_or_null(a.ever_left_out));
}

void text(const Analysis& a, std::string& out) {
  auto it = std::back_inserter(out);
  if (!a.ever_left_out.empty()) fmt::format_to(it, "  squares               (left out: {})\n", a.ever_left_out);
  fmt::format_to(it, "  squares               square  remaining rolls  P(a turn begins)  turns begun\n");
  const auto shown = [](const std::optional<double>& value, int digits, const char* none) {
    return value ? fmt::format("{:.{}f}", *value, digits) : std::string(none);
  };
  for (const SquareFigures& s : a.squares) {
    fmt::format_to(it, "                        {:>6}  {:<15}  {:<16}  {}\n", s.square, shown(s.remaining, 6, "infinite"),
                   shown(s.ever, 9, "-"), shown(s.visits, 9, "-"));
  }
}

}  // namespace

Section squares_section() {
  SectionInfo info{
      "per_square",
      "Each square where a turn can begin: the expected rolls still needed, the chance a turn begins there, the "
      "expected turns begun there",
      {"squares"},
      {{"per_square",
        "list",
        "One object per square where a turn can begin, by label (0: off the board, with start 0)",
        {{"square", "whole", "the square"},
         {"remaining", "real?", "the expected rolls still needed from a turn beginning here (null: a trap can be "
                                "reached)"},
         {"ever", "real?", "P(a turn ever begins here) (null: undefined, or left out: see ever_left_out)"},
         {"visits", "real?", "the expected turns begun here (the start counts)"}}},
       {"ever_left_out", "text?", "Why ever is left out on every square (its tables or its work past the limits)"}}};
  return {{std::move(info), [](const Analysis& a) { return a.options.squares; }, fields, {{50, text}}},
          [](OptionTable<AnalysisOptions>& t) {
            t.push_back(rows::flag<AnalysisOptions>("squares", &AnalysisOptions::squares,
                                                    "Also per square where a turn can begin: expected rolls still "
                                                    "needed, probability a turn begins there, expected turns begun "
                                                    "there"));
          },
          [](const AnalysisOptions& o) { return o.squares; },
          compute};
}

}  // namespace snl::internal
