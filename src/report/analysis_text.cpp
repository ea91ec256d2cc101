// The readable report of an analysis (snl/report.hpp): its title, figures, and what was asked besides.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <iterator>

#include "report/analysis_common.hpp"
#include "snl/report.hpp"

namespace snl {
namespace internal {

std::string rules_name(const AnalysisOptions& options) {
  std::string out = describe(options.rules);
  if (options.players > 1) out += fmt::format(", {} players", options.players);
  return out;
}

std::string decimal(double x) { return fmt::format("{:.12g}", x); }

std::string percentile_text(const Analysis& analysis, const std::vector<double>& cdf, double p) {
  if (const auto k = percentile_of(cdf, p)) return fmt::format("{}", *k);
  if (analysis.truncated) return fmt::format(">{}", cdf.size() - 1);
  return "never";
}

const std::vector<double>& turns_cdf(const Analysis& analysis) {
  return analysis.options.rules.one_roll_turns() ? analysis.cdf : analysis.turns_cdf;
}

}  // namespace internal

namespace {

using internal::decimal;
using internal::percentile_text;

class Lines {
 public:
  explicit Lines(std::string& out) : out_(out) {}
  void add(const std::string& label, const std::string& value) {
    fmt::format_to(std::back_inserter(out_), "  {:<22}{}\n", label, value);
  }

 private:
  std::string& out_;
};

std::string percentiles(const Analysis& a, const std::vector<double>& cdf) {
  std::string text;
  for (const int p : kReportedPercentiles) {
    text += fmt::format("{}{}%: {}", text.empty() ? "" : "  ", p, percentile_text(a, cdf, p));
  }
  return text;
}

/// "square 99", "squares 95, 97 and 99", "squares 2, 3, 4, … (12 in all)".
std::string squares_text(const std::vector<Label>& squares) {
  constexpr std::size_t kShown = 8;
  std::string out = squares.size() == 1 ? "square " : "squares ";
  for (std::size_t i = 0; i < squares.size() && i < kShown; ++i) {
    out += (i == 0 ? "" : i + 1 == squares.size() ? " and " : ", ") + std::to_string(squares[i]);
  }
  if (squares.size() > kShown) out += ", … (" + std::to_string(squares.size()) + " in all)";
  return out;
}

std::string expected(const Analysis& a, const std::optional<double>& mean, const std::optional<double>& sd) {
  if (mean) return fmt::format("{} (standard deviation {})", decimal(*mean), decimal(sd.value_or(0)));
  if (a.stuck_squares.empty()) return "infinite (a player can be trapped)";
  return "infinite (a player can be trapped: the last square can never be reached from " +
         squares_text(a.stuck_squares) + ", under " + describe(a.options.rules) + ")";
}

void distribution(Lines& lines, const Analysis& a) {
  lines.add("distribution",
            fmt::format("{} rolls computed{}, probability left {:.3g}{}", a.pmf.size() - 1,
                        a.geometric_from > 0 ? fmt::format(" (geometric after roll {})", a.geometric_from) : "",
                        a.remaining, a.truncated ? " (stopped by a cap)" : ""));
  if (a.truncated) {
    lines.add("not reached", fmt::format("what lies past roll {}: the distribution stopped at {}", a.pmf.size() - 1,
                                         a.stopped_by));
  }
}

void exact(Lines& lines, const Analysis& a) {
  if (!a.exact) return;
  const auto fraction = [](const std::string& value) { return value.empty() ? std::string("infinite") : value; };
  lines.add("exact expected rolls", fraction(a.exact->expected_rolls));
  lines.add("exact rolls variance", fraction(a.exact->rolls_variance));
  if (!a.options.rules.one_roll_turns()) {
    lines.add("exact expected turns", fraction(a.exact->expected_turns));
    lines.add("exact turns variance", fraction(a.exact->turns_variance));
  }
  if (a.finish_probability < 1) lines.add("exact finish chance", a.exact->finish_probability);
}

/// "1/36 t^2 + 1/18 t^3 - t^4" from coefficients of t^0 first ("0" when all are 0).
std::string polynomial_text(const std::vector<std::string>& coefficients) {
  std::string out;
  for (std::size_t i = 0; i < coefficients.size(); ++i) {
    std::string c = coefficients[i];
    if (c == "0") continue;
    const bool negative = c.front() == '-';
    if (negative) c.erase(0, 1);
    out += out.empty() ? (negative ? "-" : "") : (negative ? " - " : " + ");
    const std::string power = i == 0 ? "" : i == 1 ? "t" : fmt::format("t^{}", i);
    out += c == "1" && i > 0 ? power : i == 0 ? c : c + " " + power;
  }
  return out.empty() ? "0" : out;
}

std::string pgf_text(const Pgf& f) {
  if (f.denominator.size() == 1) return polynomial_text(f.numerator);
  return "(" + polynomial_text(f.numerator) + ") / (" + polynomial_text(f.denominator) + ")";
}

void exact_distribution(std::string& out, const Analysis& a) {
  if (!a.exact) return;
  auto it = std::back_inserter(out);
  if (!a.exact->pmf.empty()) {
    fmt::format_to(it, "  {:<22}{:>6}  {}\n", "exact distribution", "rolls", "P(ends on that roll)  P(ends within)");
    for (std::size_t k = 1; k < a.exact->pmf.size(); ++k) {
      fmt::format_to(it, "  {:<22}{:>6}  {}  {}\n", "", k, a.exact->pmf[k], a.exact->cdf[k]);
    }
  }
  if (a.exact->pgf) fmt::format_to(it, "  {:<22}{}\n", "pgf of rolls", pgf_text(*a.exact->pgf));
  if (a.options.pgf && a.options.squares) {
    fmt::format_to(it, "  {:<22}{:>6}  {}\n", "pgf from each square", "square", "P(t) / Q(t), t counting rolls");
    for (const SquarePgf& s : a.exact->square_pgfs) {
      fmt::format_to(it, "  {:<22}{:>6}  {}\n", "", s.square, pgf_text(s.pgf));
    }
  }
}

void players(Lines& lines, const Analysis& a) {
  const std::vector<Label>& from = a.options.from;
  if (a.options.players <= 1 && from.empty()) return;
  if (from.empty()) {
    lines.add("players", fmt::format("{}", a.options.players));
  } else {
    lines.add("game under way", fmt::format("{} player{} on {}, player {} to move", from.size(), from.size() == 1 ? "" : "s", fmt::join(from, ", "),
                                            a.options.turn));
  }
  for (std::size_t i = 0; i < a.players.size(); ++i) {
    lines.add(fmt::format("  player {} wins", i + 1), decimal(a.players[i].win_probability));
  }
  lines.add("expected rounds", a.expected_rounds ? decimal(*a.expected_rounds) : std::string("infinite"));
  lines.add("expected total rolls", a.expected_total_rolls ? decimal(*a.expected_total_rolls) : std::string("infinite"));
  lines.add(a.options.rules.one_roll_turns() ? "total rolls" : "total turns", percentiles(a, a.total_cdf));
}

void fastest(Lines& lines, const Analysis& a) {
  if (!a.fastest) return;
  const FastestGames& f = *a.fastest;
  lines.add("fastest games", fmt::format("{} roll{}: {} game{}, probability {} ({})", f.rolls, f.rolls == 1 ? "" : "s",
                                         f.games, f.games == "1" ? "" : "s", f.exact_probability,
                                         decimal(f.probability)));
  std::string path;
  for (const Step& step : f.likeliest) {
    path += fmt::format("{}{} -{}-> {}", path.empty() ? "" : ", ", step.from, step.roll, step.land);
    if (step.to != step.land) path += fmt::format(" => {}", step.to);
  }
  lines.add("likeliest fastest", fmt::format("{} (probability {}, {})", path.empty() ? "none" : path,
                                             f.exact_likeliest_probability, decimal(f.likeliest_probability)));
}

void squares(std::string& out, const Analysis& a) {
  if (!a.options.squares) return;
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

void jumps(std::string& out, const Analysis& a) {
  if (!a.options.jumps_effect) return;
  auto it = std::back_inserter(out);
  const auto rolls = [](const std::optional<double>& value) {
    return value ? fmt::format("{:.6f}", *value) : std::string("infinite");
  };
  if (!a.first_rolls.empty()) {
    std::string faces;
    for (const FirstRoll& r : a.first_rolls) {
      faces += fmt::format("{}{}: {}", faces.empty() ? "" : ", ", r.step.roll, rolls(r.expected_rolls));
    }
    const std::string best =
        a.best_first_roll ? fmt::format("{}", a.first_rolls[*a.best_first_roll].step.roll) : std::string("none");
    fmt::format_to(it, "  {:<22}best {} (expected rolls after each first roll: {})\n", "first roll", best, faces);
  }
  if (a.jumps.empty()) {
    fmt::format_to(it, "  {:<22}none (the board has no jumps but self-jumps)\n", "jumps effect");
    return;
  }
  fmt::format_to(it, "  {:<22}{:<20}  {:<16}  {}\n", "jumps effect", "jump", "rolls without it", "effect (rolls it adds)");
  for (const JumpEffect& j : a.jumps) {
    const std::string name =
        fmt::format("{} -> {} {}", j.jump.from, j.jump.to, j.jump.to < j.jump.from ? "snake" : "ladder");
    fmt::format_to(it, "  {:<22}{:<20}  {:<16}  {}\n", "", name, rolls(j.expected_rolls),
                   j.effect ? fmt::format("{:+.6f}", *j.effect) : std::string("-"));
  }
}

void jump_use(std::string& out, const Analysis& a) {
  if (!a.options.jump_use) return;
  auto it = std::back_inserter(out);
  if (!a.jump_use_left_out.empty()) {
    fmt::format_to(it, "  {:<22}left out: {}\n", "jump use", a.jump_use_left_out);
    return;
  }
  if (a.jump_use.empty()) {
    fmt::format_to(it, "  {:<22}none (the board has no jumps but self-jumps)\n", "jump use");
    return;
  }
  const auto shown = [](const std::optional<double>& value) {
    return value ? fmt::format("{:.6f}", *value) : std::string("-");
  };
  fmt::format_to(it, "  {:<22}{:<20}  {:<11}  {:<16}  {:<16}  {:<14}  {}\n", "jump use", "jump", "times taken",
                 "P(at least once)", "P(twice or more)", "rolls if taken", "rolls if not");
  for (const JumpUse& u : a.jump_use) {
    const std::string name =
        fmt::format("{} -> {} {}", u.jump.from, u.jump.to, u.jump.to < u.jump.from ? "snake" : "ladder");
    const std::optional<double> twice =
        u.probability ? std::optional<double>(std::max(0.0, *u.probability - (u.times.size() > 1 ? u.times[1] : 0)))
                      : std::nullopt;
    fmt::format_to(it, "  {:<22}{:<20}  {:<11}  {:<16}  {:<16}  {:<14}  {}\n", "", name,
                   fmt::format("{:.6f}", u.expected_times), shown(u.probability), shown(twice),
                   shown(u.rolls_if_taken), shown(u.rolls_if_not_taken));
  }
}

void jumps_to_add(std::string& out, const Analysis& a) {
  if (a.options.add_effects == 0) return;
  auto it = std::back_inserter(out);
  if (!a.jumps_to_add) {
    fmt::format_to(it, "  {:<22}left out: {}\n", "jumps to add", a.jumps_to_add_left_out);
    return;
  }
  const JumpsToAdd& add = *a.jumps_to_add;
  const bool turns = !a.options.rules.one_roll_turns();
  fmt::format_to(it, "  {:<22}{} candidates weighed{}\n", "jumps to add", add.candidates,
                 add.endless > 0 ? fmt::format(", {} left out (the game could then last forever)", add.endless) : "");
  const auto list = [&](const char* heading, const std::vector<AddedJump>& jumps) {
    if (jumps.empty()) {
      fmt::format_to(it, "  {:<22}none\n", heading);
      return;
    }
    fmt::format_to(it, "  {:<22}{:<20}  {:<16}  {}{}\n", heading, "jump", "rolls with it", "effect (rolls it adds)",
                   turns ? "  turns with it" : "");
    for (const AddedJump& j : jumps) {
      const std::string name =
          fmt::format("{} -> {} {}", j.jump.from, j.jump.to, j.jump.to < j.jump.from ? "snake" : "ladder");
      const std::string effect = fmt::format("{:+.6f}", j.effect);
      const std::string others =
          j.as_good == 0 ? "" : fmt::format("  (and {} more from {} as good)", j.as_good, j.jump.from);
      fmt::format_to(it, "  {:<22}{:<20}  {:<16}  {}{}\n", "", name, fmt::format("{:.6f}", j.expected_rolls),
                     turns && j.expected_turns ? fmt::format("{:<22}  {:.6f}", effect, *j.expected_turns) : effect,
                     others);
    }
  };
  list("add to shorten", add.shorten);
  list("add to lengthen", add.lengthen);
}

/// The game to win (goal win): each player's chance with both playing to win, against a player without the choices
/// and without them; how it is known; where the play differs from the least-rolls play, and where that is worth most.
void win_game(Lines& lines, const Analysis& a) {
  const Strategy& st = *a.strategy;
  if (!st.win) {
    lines.add("play to win", st.left_out.empty() ? st.established : "left out: " + st.left_out);
    return;
  }
  const WinPlay& w = *st.win;
  lines.add("play to win", fmt::format("player 1 wins {}, player 2 {}, both playing to win (bracket {:.10f}..{:.10f})",
                                       decimal(w.value), decimal(1 - w.value), w.lower, w.upper));
  lines.add("  against no choices", fmt::format("player 1 to win wins {}; player 2 to win wins {} (the other without "
                                                "the choices)", decimal(w.first_best), decimal(w.second_best)));
  lines.add("  without choices", fmt::format("player 1 wins {}, player 2 {}", decimal(w.plain), decimal(1 - w.plain)));
  lines.add("  how it is known", st.established);
  const std::uint64_t positions = static_cast<std::uint64_t>(w.squares.size()) * w.squares.size();
  std::string differs = fmt::format("in {} of {} positions (die or move)", w.differ, positions);
  if (!w.heads.empty()) differs += fmt::format(", and {} jump decisions", w.differ_take);
  lines.add("  unlike least rolls", differs);
  std::vector<std::string> top;
  for (const WinDifference& d : w.differences) {
    top.push_back(fmt::format("{} against {} ({:+.4f})", d.mover, d.other, d.gain));
  }
  if (!top.empty()) lines.add("  worth most on", fmt::format("{}", fmt::join(top, ", ")));
}

/// The handicap: where each player starts, whether the chances come within the tolerance, and how that is known.
void handicap(Lines& lines, const Analysis& a) {
  const Handicap& h = *a.handicap;
  const std::size_t count = h.squares.size();
  std::vector<std::string> where;
  std::vector<std::string> wins;
  for (std::size_t p = 0; p < count; ++p) {
    where.push_back(fmt::format("player {} on {}", p + 1,
                                h.squares[p] == h.squares[0] ? fmt::format("the start ({})", h.squares[p])
                                                             : fmt::format("square {}", h.squares[p])));
    const double alone = p < a.players.size() ? a.players[p].win_probability : 0.0;
    wins.push_back(fmt::format("player {} {} (from the start {})", p + 1, decimal(h.win_probability[p]), decimal(alone)));
  }
  const std::string fair = fmt::format("1/{}", count);
  lines.add("handicap", fmt::format("{}", fmt::join(where, ", ")));
  lines.add("  chances", h.met ? fmt::format("within {} of {} (largest gap {})", decimal(h.tolerance), fair, decimal(h.gap))
                               : fmt::format("not within {} of {}: no placement tried comes closer than a gap of {}",
                                             decimal(h.tolerance), fair, decimal(h.gap)));
  lines.add("  wins", fmt::format("{}", fmt::join(wins, ", ")));
  if (h.expected_rounds) lines.add("  expected rounds", decimal(*h.expected_rounds));
  lines.add("  found by", h.every_placement
                              ? fmt::format("trying every placement ({}): none is closer, or as close with less head start",
                                            h.placements)
                              : fmt::format("moving one player at a time to its best square until no move helps ({} "
                                            "placements; more than {} in all, so not proven the closest)",
                                            h.placements, kMaxHandicapPlacements));
}

/// The best play (snl/strategy.hpp): its value beside the fixed plays', how it is known, which choices it makes and
/// where they are worth most; with --squares every square's.
void strategy(std::string& out, const Analysis& a) {
  if (!a.strategy) return;
  const Strategy& st = *a.strategy;
  Lines lines(out);
  if (st.optimal.goal == Optimal::Goal::win) {
    if (a.options.rules.choices.any()) {
      lines.add("note", "the figures above are of the game played without the choices; the game to win is below");
    }
    win_game(lines, a);
    return;
  }
  const bool rolls = st.optimal.goal == Optimal::Goal::rolls;
  const std::string goal =
      rolls ? "expected rolls" : fmt::format("P(finish within {} roll{})", st.optimal.within, st.optimal.within == 1 ? "" : "s");
  const auto figure = [&](const std::optional<double>& v) {
    return v ? (rolls ? fmt::format("{:.6f}", *v) : decimal(*v)) : std::string("infinite (can be trapped)");
  };
  if (a.options.rules.choices.any()) {
    lines.add("note", "the figures above are of the game played without the choices; the best play's are below");
  }
  if (!st.value) {
    lines.add("best play", "left out: " + st.left_out);
  } else {
    lines.add("best play", fmt::format("{} {}", goal, figure(st.value)));
  }
  std::vector<std::string> fixed;
  for (const FixedPlay& f : st.fixed) fixed.push_back(f.name + " " + figure(f.value));
  if (!fixed.empty()) lines.add("fixed plays", fmt::format("{}", fmt::join(fixed, "; ")));
  lines.add("how it is known", st.established);
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
    used.push_back(refused.empty() ? std::string("takes every jump")
                                   : fmt::format("refuses the jump{} at {}", refused.size() == 1 ? "" : "s", fmt::join(refused, ", ")));
  }
  if (!used.empty()) lines.add("choices made", fmt::format("{}", fmt::join(used, "; ")));
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
  if (!top.empty()) lines.add("worth most on", fmt::format("{}", fmt::join(top, ", ")));
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

std::string analysis_title(const Board& board, const Analysis& analysis, std::uint64_t index) {
  return fmt::format("Board {} ({}, {})", index, size_name(board), internal::rules_name(analysis.options));
}

std::string analysis_text(const Board& board, const Analysis& a, std::uint64_t index,
                          const std::vector<std::uint64_t>& within) {
  std::string out = index > 1 ? "\n" : "";
  Lines lines(out);
  const bool turns = !a.options.rules.one_roll_turns();
  fmt::format_to(std::back_inserter(out), "{}:\n", analysis_title(board, a, index));
  lines.add("expected rolls", expected(a, a.expected_rolls, a.std_dev));
  if (turns) lines.add("expected turns", expected(a, a.expected_turns, a.turns_std_dev));
  lines.add("least rolls",
            a.min_rolls ? fmt::format("{}", *a.min_rolls) : std::string("never (the last square cannot be reached)"));
  lines.add("finish probability", decimal(a.finish_probability));
  lines.add("median", percentile_text(a, a.cdf, 50));
  const auto mode = a.mode();
  lines.add("mode", mode ? fmt::format("{}", *mode) : std::string("none"));
  lines.add("percentiles", percentiles(a, a.cdf));
  if (turns) lines.add("turns percentiles", percentiles(a, a.turns_cdf));
  for (const std::uint64_t k : within) {
    lines.add(fmt::format("within {} roll{}", k, k == 1 ? "" : "s"), decimal(a.within(k)));
  }
  for (const std::uint64_t k : a.options.within_turns) {
    lines.add(fmt::format("within {} turn{}", k, k == 1 ? "" : "s"), decimal(a.turns_within(k)));
  }
  distribution(lines, a);
  exact(lines, a);
  players(lines, a);
  fastest(lines, a);
  squares(out, a);
  exact_distribution(out, a);
  jumps(out, a);
  jump_use(out, a);
  jumps_to_add(out, a);
  strategy(out, a);
  if (a.meeting) {
    const MeetingFigures& m = *a.meeting;
    std::vector<std::string> wins;
    for (std::size_t p = 0; p < m.win_probability.size(); ++p) {
      const double alone = p < a.players.size() ? a.players[p].win_probability : 0.0;
      wins.push_back(fmt::format("player {} {} ({:+.6f} against never meeting)", p + 1, decimal(m.win_probability[p]),
                                 m.win_probability[p] - alone));
    }
    lines.add("tokens meet", fmt::format("{} ({} states of every token's square and whose turn)",
                                         a.options.rules.meeting.no_sharing ? "no two tokens on a square"
                                         : a.options.rules.meeting.bump == Meeting::Bump::start
                                             ? "a token met goes back to the start"
                                             : fmt::format("a token met goes back {}", a.options.rules.meeting.back),
                                         m.states));
    lines.add("  wins", fmt::format("{}", fmt::join(wins, ", ")));
    lines.add("  expected rounds", m.expected_rounds ? fmt::format("{} (never meeting: {})", decimal(*m.expected_rounds),
                                                                   a.expected_rounds ? decimal(*a.expected_rounds) : "infinite")
                                                     : std::string("infinite (the game can last forever)"));
  }
  if (a.handicap) handicap(lines, a);
  for (const std::string& note : a.notes) lines.add("note", note);
  return out;
}

}  // namespace snl
