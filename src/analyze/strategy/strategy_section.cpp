// The best play (snl/sections.hpp: the part "strategy"): under the player's choices (another die, adjusting a roll,
// refusing a jump), the play that gives the least expected rolls, the most chance to finish within K rolls, or (two
// players) the most chance to win; its value beside the fixed plays', how it is known, and the play by square.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <iterator>

#include "analyze/sections.hpp"
#include "analyze/strategy/strategy.hpp"
#include "analyze/strategy/win.hpp"
#include "core/option_rows.hpp"
#include "core/report_lines.hpp"

namespace snl::internal {
namespace {

/// The best play's goal, and the numbers of two of its goals: K of "within K rolls", the game to win's tolerance.
/// The goal row also reads the older one-word forms "within:K" and "win:TOL" (parse_optimal).
void add_rows(OptionTable<AnalysisOptions>& t) {
  using O = AnalysisOptions;
  const std::vector<std::string> goals{"rolls", "within", "win"};
  t.push_back(rows::make<O>(
      {"optimal", OptionKind::choice, listed_names(goals), "",
       "Also the best play under the player's choices (or_die, adjust, may_refuse): the least expected rolls, the most "
       "chance to finish within optimal_within rolls, or (win, with players 2) the most chance to win against a "
       "player with the same choices (with choices and no goal: rolls)",
       goals, false, ""},
      [](O& o, std::string_view text) {
        const Optimal parsed = parse_optimal(text);
        Optimal now = o.optimal.value_or(Optimal{});
        now.goal = parsed.goal;
        if (text.find(':') != std::string_view::npos) {
          now.within = parsed.within;
          now.tolerance = parsed.tolerance;
        }
        o.optimal = now;
      },
      [goals](const O& o) { return o.optimal ? goals[static_cast<std::size_t>(o.optimal->goal)] : std::string(); }));
  t.push_back(rows::make<O>(
      {"optimal_within", OptionKind::whole, whole_range(1, kMaxOptimalWithin), "",
       "With optimal within: K, the rolls within which the best play most wants to finish", {}, false, "optimal"},
      [](O& o, std::string_view text) {
        Optimal now = o.optimal.value_or(Optimal{Optimal::Goal::within, 0});
        now.within = parse_whole(text, 1, kMaxOptimalWithin);
        o.optimal = now;
      },
      [](const O& o) { return o.optimal && o.optimal->within > 0 ? std::to_string(o.optimal->within) : std::string(); }));
  t.push_back(rows::make<O>(
      {"optimal_tolerance", OptionKind::real, real_range(kMinWinTolerance, kMaxWinTolerance), real_text(kWinTolerance),
       "With optimal win: every chance of the game to win known within this", {}, false, "optimal"},
      [](O& o, std::string_view text) {
        Optimal now = o.optimal.value_or(Optimal{Optimal::Goal::win, 0});
        now.tolerance = parse_real(text, kMinWinTolerance, kMaxWinTolerance, "a tolerance");
        o.optimal = now;
      },
      [](const O& o) { return real_text(o.optimal ? o.optimal->tolerance : kWinTolerance); }));
}

void compute(Stage stage, SectionContext& c) {
  if (stage != Stage::start) return;
  const Optimal optimal = c.options.optimal.value_or(Optimal{});
  const AnalysisOptions& o = c.options;
  Analysis& a = c.analysis;
  a.strategy = optimal.goal == Optimal::Goal::win
                   ? win_play(c.board, o.rules, optimal, o.linear_solver, o.max_work, a.work, &c.checkpoint)
                   : optimal_play(c.board, o.rules, optimal, o.exact, o.linear_solver, o.max_work, a.work,
                                  &c.checkpoint);
}

/// The game to win (WinPlay): its figures, and the play as arrays by the mover's square (rows) and the other's.
Value win_value(const WinPlay& w) {
  const std::size_t M = w.squares.size();
  Value values = Value::array(), die = Value::array(), moves = Value::array(), take = Value::array();
  for (std::size_t a = 0; a < M; ++a) {
    Value v = Value::array(), d = Value::array(), m = Value::array();
    for (std::size_t b = 0; b < M; ++b) {
      const std::size_t at = a * M + b;
      v.push(w.values[at]);
      d.push(static_cast<std::uint64_t>(w.die[at]));
      if (w.faces > 0) {
        Value faces = Value::array();
        for (std::size_t j = 0; j < w.faces; ++j) faces.push(static_cast<std::int64_t>(w.moves[at * w.faces + j]));
        m.push(std::move(faces));
      }
    }
    values.push(std::move(v));
    die.push(std::move(d));
    if (w.faces > 0) moves.push(std::move(m));
  }
  for (std::size_t h = 0; h < w.heads.size(); ++h) {
    Value row = Value::array();
    for (std::size_t b = 0; b < M; ++b) row.push(static_cast<std::int64_t>(w.take[h * M + b]));
    take.push(std::move(row));
  }
  return Value::object()
      .set("squares", Value::array_of(w.squares))
      .set("value", w.value)
      .set("lower", w.lower)
      .set("upper", w.upper)
      .set("first_best", w.first_best)
      .set("second_best", w.second_best)
      .set("plain", w.plain)
      .set("gap", w.gap)
      .set("sweeps", w.sweeps)
      .set("values", std::move(values))
      .set("die", std::move(die))
      .set("moves", std::move(moves))
      .set("heads", Value::array_of(w.heads))
      .set("take", std::move(take))
      .set("differ", w.differ)
      .set("differ_take", w.differ_take)
      .set("differences", Value::list_of(w.differences, [](const WinDifference& d) {
             return Value::object().set("mover", d.mover).set("other", d.other).set("gain", d.gain);
           }));
}

Value fields(const Analysis& a) {
  const Strategy& st = *a.strategy;
  Value dice = Value::list();
  dice.push(a.options.rules.die.name());
  for (const DieChoice& c : a.options.rules.choices.dice) dice.push(c.die.name());
  Value out = Value::object()
                  .set("optimal", optimal_text(st.optimal))
                  .set("value", st.value)
                  .set("exact_value", Value::text_or_null(st.exact_value))
                  .set("left_out", Value::text_or_null(st.left_out))
                  .set("established", st.established)
                  .set("iterations", st.iterations)
                  .set("dice", std::move(dice))
                  .set("fixed", Value::list_of(st.fixed, [](const FixedPlay& f) {
                         return Value::object().set("name", f.name).set("value", f.value);
                       }))
                  .set("squares", Value::list_of(st.squares, [](const SquarePlay& sq) {
                         return Value::object()
                             .set("square", sq.square)
                             .set("value", sq.value)
                             .set("plain_value", sq.plain_value)
                             .set("die", sq.die)
                             .set("moves", Value::array_of(sq.moves))
                             .set("take", sq.take);
                       }))
                  .set("last_take", st.last_take);
  if (st.win) out.set("win", win_value(*st.win));
  return Value::object().set("strategy", std::move(out));
}

/// The game to win (goal win): each player's chance with both playing to win, against a player without the choices
/// and without them; how it is known; where the play differs from the least-rolls play, and where that is worth most.
void win_game(std::string& out, const Analysis& a) {
  const Strategy& st = *a.strategy;
  if (!st.win) {
    add_line(out, "play to win", st.left_out.empty() ? st.established : "left out: " + st.left_out);
    return;
  }
  const WinPlay& w = *st.win;
  add_line(out, "play to win", fmt::format("player 1 wins {}, player 2 {}, both playing to win (bracket {:.10f}..{:.10f})",
                                       decimal(w.value), decimal(1 - w.value), w.lower, w.upper));
  add_line(out, "  against no choices", fmt::format("player 1 to win wins {}; player 2 to win wins {} (the other without "
                                                "the choices)", decimal(w.first_best), decimal(w.second_best)));
  add_line(out, "  without choices",
           w.plain ? fmt::format("player 1 wins {}, player 2 {}", decimal(*w.plain), decimal(1 - *w.plain))
                   : std::string("a token can be trapped: that game may never end"));
  add_line(out, "  how it is known", st.established);
  const std::uint64_t positions = static_cast<std::uint64_t>(w.squares.size()) * w.squares.size();
  std::string differs = fmt::format("in {} of {} positions (die or move)", w.differ, positions);
  if (!w.heads.empty()) differs += fmt::format(", and {} jump decisions", w.differ_take);
  add_line(out, "  unlike least rolls", differs);
  std::vector<std::string> top;
  for (const WinDifference& d : w.differences) {
    top.push_back(fmt::format("{} against {} ({:+.4f})", d.mover, d.other, d.gain));
  }
  if (!top.empty()) add_line(out, "  worth most on", fmt::format("{}", fmt::join(top, ", ")));
}

/// The best play (snl/strategy.hpp): its value beside the fixed plays', how it is known, which choices it makes and
/// where they are worth most; with --squares every square's.
void text(const Analysis& a, std::string& out) {
  const Strategy& st = *a.strategy;
  if (st.optimal.goal == Optimal::Goal::win) {
    if (a.options.rules.choices.any()) {
      add_line(out, "note", "the figures above are of the game played without the choices; the game to win is below");
    }
    win_game(out, a);
    return;
  }
  const bool rolls = st.optimal.goal == Optimal::Goal::rolls;
  const std::string goal =
      rolls ? "expected rolls" : fmt::format("P(finish within {} roll{})", st.optimal.within, st.optimal.within == 1 ? "" : "s");
  const auto figure = [&](const std::optional<double>& v) {
    return v ? (rolls ? fmt::format("{:.6f}", *v) : decimal(*v)) : std::string("infinite (can be trapped)");
  };
  if (a.options.rules.choices.any()) {
    add_line(out, "note", "the figures above are of the game played without the choices; the best play's are below");
  }
  if (!st.value) {
    add_line(out, "best play", "left out: " + st.left_out);
  } else {
    add_line(out, "best play", fmt::format("{} {}", goal, figure(st.value)));
  }
  std::vector<std::string> fixed;
  for (const FixedPlay& f : st.fixed) fixed.push_back(f.name + " " + figure(f.value));
  if (!fixed.empty()) add_line(out, "fixed plays", fmt::format("{}", fmt::join(fixed, "; ")));
  add_line(out, "how it is known", st.established);
  if (!st.value) return;
  const GameRules& rules = a.options.rules;
  std::vector<std::string> dice{rules.die.name()};
  for (const DieChoice& c : rules.choices.dice) dice.push_back(c.die.name());
  std::vector<std::size_t> die_count(dice.size(), 0);
  std::size_t adjusted = 0;
  std::vector<std::string> refused;
  for (const SquarePlay& sq : st.squares) {
    ++die_count[sq.die];
    if (std::any_of(sq.moves.begin(), sq.moves.end(), [](int m) { return m != 0; })) ++adjusted;
    if (sq.take && !*sq.take) refused.push_back(fmt::format("{}", sq.square));
  }
  std::vector<std::string> used;
  for (std::size_t d = 1; d < dice.size(); ++d) {
    if (die_count[d] > 0) used.push_back(fmt::format("{} on {} of {} squares", dice[d], die_count[d], st.squares.size()));
  }
  if (rules.choices.adjust != Adjust::none) {
    used.push_back(fmt::format("{} a roll on {} of {} squares", rules.choices.adjust == Adjust::flip ? "tosses the coin after" : "adjusts",
                               adjusted, st.squares.size()));
  }
  if (rules.choices.refuse != Refuse::none) {
    const bool last = st.last_take && !*st.last_take;
    std::string refusals = refused.empty() ? std::string()
                                           : fmt::format("refuses the jump{} at {}", refused.size() == 1 ? "" : "s",
                                                         fmt::join(refused, ", "));
    if (last) refusals += (refused.empty() ? "refuses " : ", and ") + std::string("the jump on the last square (refusing it finishes)");
    used.push_back(refusals.empty() ? std::string("takes every jump") : refusals);
  }
  if (!used.empty()) add_line(out, "choices made", fmt::format("{}", fmt::join(used, "; ")));
  // Where the choices are worth most: the squares whose turn played without them loses most.
  std::vector<const SquarePlay*> worth;
  for (const SquarePlay& sq : st.squares) worth.push_back(&sq);
  const auto gain = [&](const SquarePlay* sq) { return rolls ? sq->plain_value - sq->value : sq->value - sq->plain_value; };
  std::stable_sort(worth.begin(), worth.end(), [&](const SquarePlay* x, const SquarePlay* y) { return gain(x) > gain(y); });
  std::vector<std::string> top;
  for (std::size_t i = 0; i < worth.size() && top.size() < 5; ++i) {
    if (!(gain(worth[i]) > 1e-9)) break;
    top.push_back(fmt::format("{} ({})", worth[i]->square, rolls ? fmt::format("{:.4f} rolls", gain(worth[i]))
                                                                  : fmt::format("{:+.4f}", gain(worth[i]))));
  }
  if (!top.empty()) add_line(out, "worth most on", fmt::format("{}", fmt::join(top, ", ")));
  if (!a.options.squares) return;
  auto it = std::back_inserter(out);
  fmt::format_to(it, "  best play by square   square  {:<16}  {:<16}  die    {}\n", rolls ? "rolls" : "probability",
                 "without choices", rules.choices.adjust == Adjust::none ? "" : "moves by face");
  for (const SquarePlay& sq : st.squares) {
    std::string moves;
    for (const int m : sq.moves) moves += fmt::format("{}{:+d}", moves.empty() ? "" : " ", m);
    if (sq.take) moves += std::string(moves.empty() ? "" : "  ") + (*sq.take ? "takes its jump" : "refuses its jump");
    fmt::format_to(it, "                        {:>6}  {:<16}  {:<16}  {:<5}  {}\n", sq.square, figure(sq.value),
                   std::isinf(sq.plain_value) ? std::string("infinite") : figure(sq.plain_value), dice[sq.die], moves);
  }
}

}  // namespace

Section strategy_section() {
  const std::vector<FieldInfo> win{
      {"squares", "array", "the squares where a turn begins: index a of a position (a, b)"},
      {"value", "real", "P(player 1 wins), both playing to win (the bracket's midpoint)"},
      {"lower", "real", "the bracket's low end"},
      {"upper", "real", "its high end"},
      {"first_best", "real", "P(player 1 wins) playing to win against a player without the choices"},
      {"second_best", "real", "P(player 2 wins) the same way round"},
      {"plain", "real?", "P(player 1 wins) when neither has the choices (null: that game can trap a token)"},
      {"gap", "real", "the widest bracket left on any position"},
      {"sweeps", "whole", "the sweeps taken"},
      {"values", "array", "M x M: P(the mover wins) by the mover's square and the other's"},
      {"die", "array", "M x M: the die to roll (an index into dice)"},
      {"moves", "array", "M x M x faces: the move code of each face"},
      {"heads", "array", "the heads of jumps that may be refused"},
      {"take", "array", "heads x M: 1 take, 0 refuse"},
      {"differ", "whole", "positions where the play differs from the least-rolls play"},
      {"differ_take", "whole", "(head, other's square) pairs where the take differs"},
      {"differences", "list", "where that is worth most",
       {{"mover", "whole", "the mover's square"}, {"other", "whole", "the other's"}, {"gain", "real", "the gain"}}}};
  SectionInfo info{
      "strategy",
      "The best play under the player's choices, beside the fixed plays, and the play by square",
      {"optimal", "optimal_within", "optimal_tolerance", "or_die", "adjust", "adjust_by", "may_refuse"},
      {{"strategy",
        "object",
        "The other figures are of the game played without the choices",
        {{"optimal", "text", "the goal: rolls, within:K or win"},
         {"value", "real?", "the best play's value from the start (null: left out)"},
         {"exact_value", "fraction?", "with exact (goal rolls): the value as a fraction"},
         {"left_out", "text?", "why the value is left out"},
         {"established", "text", "how the value is known"},
         {"iterations", "whole", "policy iterations, or layers of rolls left"},
         {"dice", "list", "the dice: 0 is die, then or_die's"},
         {"fixed", "list", "the fixed plays", {{"name", "text", "the play"}, {"value", "real?", "its value"}}},
         {"squares", "list", "the play by square",
          {{"square", "whole", "the square"},
           {"value", "real", "the best play's value from a turn beginning here"},
           {"plain_value", "real", "the same with this turn played without the choices"},
           {"die", "whole", "the die to roll (an index into dice)"},
           {"moves", "array", "per face: the change made, or 1 to toss the coin"},
           {"take", "flag?", "on a refusable jump's head: whether to take it"}}},
         {"last_take", "flag?", "when the last square holds a jump that may be refused: whether to take it (false: "
                                "refusing it finishes)"},
         {"win", "object", "with optimal win: the game to win of two players", win}}}}};
  return {{std::move(info), [](const Analysis& a) { return a.strategy.has_value(); }, fields, {{100, text}}},
          add_rows,
          [](const AnalysisOptions& o) { return o.optimal.has_value() || o.rules.choices.any(); },
          compute};
}

}  // namespace snl::internal
