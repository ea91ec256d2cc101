// The two-player game to win (analyze/strategy/win.hpp): value iteration from below and above over the positions
// some play reaches (win_table.hpp: each move of each choice as ends among them), the play to win drawn from the
// values, and its comparison with the least-rolls play.
#include "analyze/strategy/win.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "analyze/strategy/choice_model.hpp"
#include "analyze/strategy/win_table.hpp"
#include "analyze/strategy/strategy.hpp"
#include "snl/error.hpp"

// Every square index here is below kMaxAnalysisSquares (analyze() refuses larger boards first), and every position
// below kMaxWinStates: the narrowing clang warns of on wasm32 cannot lose anything.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wshorten-64-to-32"
#endif

namespace snl::internal {
namespace {

/// The values of one side of a game, transposed: W[x · M + b] = P(the mover on b wins against the other on x), with
/// a row M of zeros (the other has finished).
using Values = std::vector<double>;

class Rows {
 public:
  Rows(const Table& t, const Model& model) : t_(t), model_(model), acc_(t.M), face_(t.M), option_(t.M), first_(t.M) {}

  /// acc[b] += coef · P(the mover wins) after ending `e` against the other on b, by W (the other's values); a
  /// refusable jump taken when `take` says so, or when better (take null; taking on ties).
  void add_end(double* acc, double coef, const End& e, const double* W, const std::uint8_t* take) const {
    const std::size_t M = t_.M;
    const double* taken = W + static_cast<std::size_t>(e.taken) * M;
    if (e.head == kNoPosition || (take != nullptr && take[e.head] != 0)) {
      for (std::size_t b = 0; b < M; ++b) acc[b] += coef * (1 - taken[b]);
      return;
    }
    const double* head = W + static_cast<std::size_t>(e.head) * M;
    if (take != nullptr) {
      for (std::size_t b = 0; b < M; ++b) acc[b] += coef * (1 - head[b]);
      return;
    }
    for (std::size_t b = 0; b < M; ++b) acc[b] += coef * (1 - std::min(taken[b], head[b]));
  }
  /// out[b] = P(win) of option o from a against the other on b.
  void option(std::size_t o, double* out, const double* W, const std::uint8_t* take) const {
    std::fill(out, out + t_.M, 0.0);
    for (std::uint32_t e = t_.end_first[o]; e < t_.end_first[o + 1]; ++e) add_end(out, t_.ends[e].coef, t_.ends[e], W, take);
  }

  /// out[b]: the mover's best chance from a against the other on b (best), or the plain play's (die 0, the plain
  /// move, every jump taken), from the other's values W.
  void row(std::size_t a, bool best, const double* W, double* out) {
    const std::size_t M = t_.M;
    std::fill(out, out + M, -1.0);
    const std::size_t dice = best ? model_.dice().size() : 1;
    for (std::size_t d = 0; d < dice; ++d) {
      const Model::DieRef& die = model_.dice()[d];
      std::fill(acc_.begin(), acc_.end(), 0.0);
      for (std::size_t j = 0; j < die.die->faces().size(); ++j) {
        const std::size_t s = a * t_.slots + die.slot + j;
        const std::uint32_t first = t_.option_first[s];
        const std::uint32_t count = best ? t_.option_first[s + 1] - first : 1;
        option(first, first_.data(), W, best ? nullptr : t_.all_taken.data());
        const double* face = first_.data();
        if (count > 1) {
          std::copy(first_.begin(), first_.end(), face_.begin());
          for (std::uint32_t o = 1; o < count; ++o) {
            option(first + o, option_.data(), W, nullptr);
            for (std::size_t b = 0; b < M; ++b) face_[b] = std::max(face_[b], option_[b]);
          }
          if (model_.coin()) {
            for (std::size_t b = 0; b < M; ++b) face_[b] = (face_[b] + first_[b]) / 2;
          }
          face = face_.data();
        }
        const double w = static_cast<double>(model_.weight(d, j)) / static_cast<double>(die.die->total());
        for (std::size_t b = 0; b < M; ++b) acc_[b] += w * face[b];
      }
      for (std::size_t b = 0; b < M; ++b) out[b] = std::max(out[b], acc_[b]);
    }
  }

 private:
  const Table& t_;
  const Model& model_;
  std::vector<double> acc_, face_, option_, first_;
};

/// A game solved: by side (the mover's kind of play), the lower and upper values (transposed, as Values).
struct Solved {
  std::vector<Values> lower, upper;
  std::uint64_t sweeps = 0;
  double gap = 0;
};

/// Value iteration from below and above for sides playing best (true) or plain; one side: both players alike. Each
/// sweep computes every position's lower value from the other side's upper values and its upper value from the
/// lower ones, Gauss–Seidel, from the positions nearest the end down.
Solved solve(const Table& t, const Model& model, const std::vector<bool>& best, double tolerance, WorkMeter& meter,
             const char* what) {
  const std::size_t M = t.M;
  const std::size_t sides = best.size();
  Solved s;
  for (std::size_t r = 0; r < sides; ++r) {
    s.lower.emplace_back((M + 1) * M, 0.0);
    s.upper.emplace_back((M + 1) * M, 1.0);
    std::fill(s.upper[r].begin() + static_cast<std::ptrdiff_t>(M * M), s.upper[r].end(), 0.0);
  }
  std::uint64_t units = 0;
  for (std::size_t r = 0; r < sides; ++r) {
    std::uint64_t ends = 0;
    for (std::size_t a = 0; a < M; ++a) {
      for (std::size_t d = 0; d < (best[r] ? model.dice().size() : 1); ++d) {
        const Model::DieRef& die = model.dice()[d];
        for (std::size_t j = 0; j < die.die->faces().size(); ++j) {
          const std::size_t slot = a * t.slots + die.slot + j;
          const std::uint32_t last = best[r] ? t.option_first[slot + 1] : t.option_first[slot] + 1;
          ends += 1 + t.end_first[last] - t.end_first[t.option_first[slot]];
        }
      }
    }
    units += 2 * 2 * ends * M;  // two bounds, about two units an (end, other's square)
  }
  Rows rows(t, model);
  std::vector<double> out(M);
  double earlier = 1;  // the gap 1000 sweeps before
  for (;;) {
    meter.charge(units, what);
    ++s.sweeps;
    s.gap = 0;
    for (std::size_t a = M; a-- > 0;) {
      for (std::size_t r = 0; r < sides; ++r) {
        const std::size_t o = sides == 1 ? 0 : 1 - r;
        rows.row(a, best[r], s.upper[o].data(), out.data());
        for (std::size_t b = 0; b < M; ++b) s.lower[r][b * M + a] = out[b];
        rows.row(a, best[r], s.lower[o].data(), out.data());
        for (std::size_t b = 0; b < M; ++b) {
          s.upper[r][b * M + a] = out[b];
          s.gap = std::max(s.gap, out[b] - s.lower[r][b * M + a]);
        }
      }
    }
    if (s.gap <= tolerance) return s;
    if (s.sweeps % 1000 == 0) {
      if (s.gap > earlier / 2 || s.sweeps >= kMaxWinSweeps) {
        throw LimitError(std::string(what) + " does not settle: after " + std::to_string(s.sweeps) +
                         " sweeps a chance to win is still known only within " + std::to_string(s.gap) +
                         " (the players can keep the game from ending)");
      }
      earlier = s.gap;
    }
  }
}

std::string scientific(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1e", x);
  return text;
}

double midpoint(const Solved& s, std::size_t side, std::size_t at) { return (s.lower[side][at] + s.upper[side][at]) / 2; }

/// The play to win from `mid` (both to win, transposed as Values): another die or option only when better by more
/// than the tolerance; and where it differs from `rolls`, the least-rolls play (its die, moves and takes by square).
void read_play(const Table& t, const Model& model, const GameRules& rules, const Values& mid, const Strategy& rolls,
               double tolerance, WinPlay& win) {
  const std::size_t M = t.M;
  std::size_t faces = 0;
  for (const Model::DieRef& d : model.dice()) faces = std::max(faces, d.die->faces().size());
  const bool adjusting = rules.choices.adjust != Adjust::none;
  win.faces = adjusting ? faces : 0;
  win.die.assign(M * M, 0);
  if (adjusting) win.moves.assign(M * M * faces, 0);
  for (std::size_t h = 0; h < M; ++h) {
    if (t.jump_to[h] == kNoPosition) continue;
    win.heads.push_back(t.squares[h]);
    for (std::size_t b = 0; b < M; ++b) {
      const double taken = 1 - mid[t.jump_to[h] * M + b];
      const double refused = 1 - mid[h * M + b];
      win.take.push_back(refused > taken + tolerance ? 0 : 1);
    }
  }


  // The least-rolls play by position.
  std::vector<const SquarePlay*> rolls_at(M, nullptr);
  std::vector<std::uint8_t> rolls_take(M + 1, 1);
  rolls_take[M] = 0;  // a refusable snake on the last square: refused, finishing
  if (rolls.value) {
    std::size_t at = 0;
    for (const SquarePlay& sq : rolls.squares) {
      while (at < M && t.squares[at] < sq.square) ++at;
      if (at < M && t.squares[at] == sq.square) {
        rolls_at[at] = &sq;
        if (sq.take) rolls_take[at] = *sq.take ? 1 : 0;
      }
    }
  }
  for (std::size_t h = 0, k = 0; h < M; ++h) {
    if (t.jump_to[h] == kNoPosition) continue;
    for (std::size_t b = 0; b < M; ++b, ++k) win.differ_take += rolls.value && win.take[k] != rolls_take[h];
  }

  Rows rows(t, model);
  std::vector<double> best(M), value(M), face(M), option(M), first(M), rolled(M);
  std::vector<std::uint8_t> chosen(faces * M), best_moves(faces * M);
  std::vector<WinDifference> differences;
  for (std::size_t a = 0; a < M; ++a) {
    std::fill(best.begin(), best.end(), -1.0);
    std::fill(rolled.begin(), rolled.end(), -1.0);
    for (std::size_t d = 0; d < model.dice().size(); ++d) {
      const Model::DieRef& die = model.dice()[d];
      std::fill(value.begin(), value.end(), 0.0);
      const SquarePlay* r = rolls_at[a];
      const bool rolls_die = r != nullptr && r->die == d;
      std::vector<double> rolls_value(M, 0.0);
      for (std::size_t j = 0; j < die.die->faces().size(); ++j) {
        const std::size_t s = a * t.slots + die.slot + j;
        const std::uint32_t o0 = t.option_first[s];
        rows.option(o0, first.data(), mid.data(), nullptr);
        std::copy(first.begin(), first.end(), face.begin());
        std::fill(chosen.begin() + static_cast<std::ptrdiff_t>(j * M), chosen.begin() + static_cast<std::ptrdiff_t>((j + 1) * M), 0);
        for (std::uint32_t o = 1; o0 + o < t.option_first[s + 1]; ++o) {
          rows.option(o0 + o, option.data(), mid.data(), nullptr);
          for (std::size_t b = 0; b < M; ++b) {
            if (option[b] > face[b] + tolerance) face[b] = option[b], chosen[j * M + b] = static_cast<std::uint8_t>(o);
          }
        }
        const double w = static_cast<double>(model.weight(d, j)) / static_cast<double>(die.die->total());
        for (std::size_t b = 0; b < M; ++b) value[b] += w * (model.coin() ? (face[b] + first[b]) / 2 : face[b]);
        if (rolls_die) {  // the least-rolls play's option of this face, its takes
          std::uint32_t o = o0;
          while (o + 1 < t.option_first[s + 1] && !r->moves.empty() && t.code[o] != r->moves[j]) ++o;
          rows.option(o, option.data(), mid.data(), rolls_take.data());
          if (model.coin()) rows.option(o0, first.data(), mid.data(), rolls_take.data());
          for (std::size_t b = 0; b < M; ++b) rolls_value[b] += w * (model.coin() ? (option[b] + first[b]) / 2 : option[b]);
        }
      }
      if (rolls_die) std::copy(rolls_value.begin(), rolls_value.end(), rolled.begin());
      for (std::size_t b = 0; b < M; ++b) {
        if (d != 0 && !(value[b] > best[b] + tolerance)) continue;
        best[b] = value[b];
        win.die[a * M + b] = static_cast<std::uint8_t>(d);
        for (std::size_t j = 0; adjusting && j < die.die->faces().size(); ++j) {
          win.moves[(a * M + b) * faces + j] = static_cast<std::int8_t>(t.code[t.option_first[a * t.slots + die.slot + j] + chosen[j * M + b]]);
        }
      }
    }
    const SquarePlay* r = rolls_at[a];
    if (r == nullptr) continue;
    for (std::size_t b = 0; b < M; ++b) {
      bool differs = win.die[a * M + b] != r->die;
      for (std::size_t j = 0; !differs && adjusting && j < r->moves.size(); ++j) {
        differs = win.moves[(a * M + b) * faces + j] != r->moves[j];
      }
      win.differ += differs;
      const double gain = best[b] - rolled[b];
      if (gain > tolerance) differences.push_back({t.squares[a], t.squares[b], gain});
    }
  }
  std::stable_sort(differences.begin(), differences.end(),
                   [](const WinDifference& x, const WinDifference& y) { return x.gain > y.gain; });
  if (differences.size() > kMaxWinDifferences) differences.resize(kMaxWinDifferences);
  win.differences = std::move(differences);
}

}  // namespace

Strategy win_play(const Board& board, const GameRules& rules, const Optimal& optimal, LinearSolver solver,
                  std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint) {
  Strategy strategy;
  strategy.optimal = optimal;
  const double tolerance = optimal.tolerance;
  const Model model(board, rules);
  if (model.positions() == 0) {  // one square, start 1: the game is over before it starts
    strategy.value = 0;
    strategy.established = "the game is over before the first roll";
    return strategy;
  }
  const Table t = make_table(board, model, strategy.left_out);
  if (!strategy.left_out.empty()) return strategy;
  WorkMeter meter(budget, work, checkpoint);
  const std::size_t M = t.M;
  const Solved both = solve(t, model, {true}, tolerance, meter, "the game to win");
  const Solved one =
      solve(t, model, {true, false}, tolerance, meter, "the game to win against a player without the choices");
  const bool plain_ends = plain_finishes(t, model);
  const Solved plain = plain_ends ? solve(t, model, {false}, tolerance, meter, "the game without the choices") : Solved{};
  WinPlay win;
  win.squares = t.squares;
  win.lower = both.lower[0][0];
  win.upper = both.upper[0][0];
  win.value = midpoint(both, 0, 0);
  win.first_best = midpoint(one, 0, 0);
  win.second_best = 1 - midpoint(one, 1, 0);
  if (plain_ends) win.plain = midpoint(plain, 0, 0);
  win.gap = std::max({both.gap, one.gap, plain.gap});
  win.sweeps = both.sweeps + one.sweeps + plain.sweeps;

  // The play to win, from the midpoints.
  Values mid((M + 1) * M, 0.0);
  for (std::size_t i = 0; i < M * M; ++i) mid[i] = midpoint(both, 0, i);
  win.values.resize(M * M);
  for (std::size_t a = 0; a < M; ++a) {
    for (std::size_t b = 0; b < M; ++b) win.values[a * M + b] = mid[b * M + a];
  }
  // The least-rolls play, to compare: its die, moves and takes by square.
  const Strategy rolls = optimal_play(board, rules, Optimal{}, false, solver, budget, work, checkpoint);
  read_play(t, model, rules, mid, rolls, tolerance, win);

  // A refusable jump on the last square: the value iteration refuses it (refusing wins at once), always.
  const std::optional<Label> last_jump = board.jump_from(board.squares());
  if (last_jump && rules.overshoot != Overshoot::finish && rules.choices.refusable(board.squares(), *last_jump)) {
    strategy.last_take = false;
  }
  strategy.value = win.value;
  strategy.fixed = {{"both without the choices", win.plain},
                    {"player 1 to win, player 2 without the choices", win.first_best},
                    {"player 2 to win, player 1 without the choices", 1 - win.second_best}};
  strategy.iterations = win.sweeps;
  strategy.established =
      "value iteration from below and above (every unfinished game lost, or won): after " + std::to_string(win.sweeps) +
      " sweeps over " + std::to_string(M * M) + " positions, every chance to win is known within " +
      scientific(tolerance) + " (the widest bracket left: " + scientific(win.gap) + ")";
  strategy.win = std::move(win);
  return strategy;
}

}  // namespace snl::internal
