// tests/support/jump_model.hpp — an independent model of the played game with the jumps' rules, written from the docs:
// a token walked square by square under the die's weights, the overshoot (a roll the stay rule keeps in place lands
// nowhere), the start, chained and costly jumps, and a face that rolls again (no limit); the expected rolls and turns
// by Gaussian elimination with partial pivoting in long double over the states it reaches. None of snl's walk and no
// low-rank update: tests put a jump on the board (or take one off) and solve again. For tracks of a few dozen squares.
// Used by tests/unit/add_jumps_test.cpp and tests/stress/resolve_each_figure_test.cpp.
#pragma once

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "snl/board.hpp"
#include "snl/rules.hpp"

namespace jump_model {

using snl::Board;
using snl::GameRules;
using snl::Overshoot;


/// Where a token stands between two rolls: the square, and whether a costly jump there is still to be taken.
struct Spot {
  int square = 0;
  bool pending = false;
  auto operator<=>(const Spot&) const = default;
};

struct Model {
  int last = 0;
  std::map<int, int> jump;
  bool chain = false;
  std::set<int> costly;
  bool all_cost = false;
  Overshoot overshoot = Overshoot::stay;
  int start = 1;
  std::vector<std::pair<int, double>> faces;  // value, probability
  int again = 0;                              // 0: none (no limit here: the jumps to add leave it out)

  bool moves(int x) const { return jump.count(x) != 0 && jump.at(x) != x; }
  bool costs(int x) const { return moves(x) && (all_cost || costly.count(x) != 0); }

  /// The token arrives on x after a jump: with chain, on along the jumps until a square without one, stopping on a
  /// costly head (and on the last square under the finish rule); nullopt when it ends the game.
  std::optional<Spot> arrive(int x) const {
    while (chain && moves(x) && !(x == last && overshoot == Overshoot::finish)) {
      if (costs(x)) return Spot{x, true};
      x = jump.at(x);
    }
    if (x == last) return std::nullopt;
    return Spot{x, false};
  }

  /// One roll showing `face` from `at`; nullopt when it finishes.
  std::optional<Spot> roll(const Spot& at, int face) const {
    if (at.pending) return arrive(jump.at(at.square));
    int target = at.square + face;
    if (target >= last && overshoot == Overshoot::finish) return std::nullopt;
    bool landed = true;
    if (target > last) {
      landed = overshoot == Overshoot::bounce;
      target = landed ? 2 * last - target : at.square;
    }
    if (!landed || !moves(target)) {
      if (target == last) return std::nullopt;
      return Spot{target, false};
    }
    if (costs(target)) return Spot{target, true};
    return arrive(jump.at(target));
  }

  /// The expected rolls and turns of a game from the start; nullopt when it can last forever.
  std::optional<std::pair<double, double>> expected() const {
    std::map<Spot, int> index;
    std::vector<Spot> spots{Spot{start, false}};
    index[spots[0]] = 0;
    for (std::size_t i = 0; i < spots.size(); ++i) {
      for (const auto& [face, p] : faces) {
        const std::optional<Spot> to = roll(spots[i], face);
        if (to && index.emplace(*to, static_cast<int>(spots.size())).second) spots.push_back(*to);
      }
    }
    const std::size_t n = spots.size();
    // Every spot reached must reach the finish.
    std::vector<bool> finishes(n, false);
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t i = 0; i < n; ++i) {
        if (finishes[i]) continue;
        for (const auto& [face, p] : faces) {
          const std::optional<Spot> to = roll(spots[i], face);
          if (!to || finishes[static_cast<std::size_t>(index.at(*to))]) {
            finishes[i] = grew = true;
            break;
          }
        }
      }
    }
    if (std::find(finishes.begin(), finishes.end(), false) != finishes.end()) return std::nullopt;
    // (I − Q) [t τ] = [1 e], e: the probability that a roll ends the turn; Gaussian elimination with pivoting.
    std::vector<std::vector<long double>> a(n, std::vector<long double>(n + 2, 0));
    for (std::size_t i = 0; i < n; ++i) {
      a[i][i] += 1;
      a[i][n] = 1;
      for (const auto& [face, p] : faces) {
        const std::optional<Spot> to = roll(spots[i], face);
        if (to) a[i][static_cast<std::size_t>(index.at(*to))] -= p;
        if (!to || again == 0 || face != again || spots[i].pending) a[i][n + 1] += p;
      }
    }
    for (std::size_t c = 0; c < n; ++c) {
      std::size_t pivot = c;
      for (std::size_t r = c + 1; r < n; ++r) {
        if (std::abs(a[r][c]) > std::abs(a[pivot][c])) pivot = r;
      }
      std::swap(a[c], a[pivot]);
      for (std::size_t r = 0; r < n; ++r) {
        if (r == c || a[r][c] == 0) continue;
        const long double f = a[r][c] / a[c][c];
        for (std::size_t k = c; k < n + 2; ++k) a[r][k] -= f * a[c][k];
      }
    }
    return std::pair{static_cast<double>(a[0][n] / a[0][0]), static_cast<double>(a[0][n + 1] / a[0][0])};
  }
};

inline Model model_of(const Board& board, const GameRules& rules) {
  Model m;
  m.last = static_cast<int>(board.squares());
  for (const snl::Jump& j : board.jumps()) m.jump[static_cast<int>(j.from)] = static_cast<int>(j.to);
  m.chain = rules.chain;
  m.all_cost = rules.jump_costs.all;
  for (const snl::Label h : rules.jump_costs.heads) m.costly.insert(static_cast<int>(h));
  m.overshoot = rules.overshoot;
  m.start = rules.start;
  for (const snl::DieFace& f : rules.die.faces()) {
    m.faces.emplace_back(f.value, static_cast<double>(f.weight) / static_cast<double>(rules.die.total()));
  }
  m.again = rules.again.value_or(0);
  return m;
}

}  // namespace jump_model
