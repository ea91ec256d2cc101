// tests/support/game_reference.cpp — the second independent model; see game_reference.hpp. No snl function is
// called here: moves are analysis_reference's walk, the rest is written from the rules' text.
#include "game_reference.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <stdexcept>
#include <tuple>

namespace game_reference {
namespace {

using Matrix = std::vector<std::vector<Rational>>;

Rational total_weight(const Game& game) {
  Rational total = 0;
  for (const auto& [value, weight] : game.faces) total += weight;
  return total;
}

/// Every state the start can reach, numbered in the order found; transitions as (probability, outcome).
struct Model {
  std::vector<State> states;
  std::map<State, std::size_t> index;
  std::vector<std::vector<std::pair<Rational, Outcome>>> moves;
};

Model explore(const Game& game) {
  Model model;
  const reference::Game board = board_of(game);
  const Rational total = total_weight(game);
  const State start{game.start, 0, game.start};
  model.states.push_back(start);
  model.index[start] = 0;
  for (std::size_t i = 0; i < model.states.size(); ++i) {
    std::vector<std::pair<Rational, Outcome>> row;
    for (const auto& [value, weight] : game.faces) {
      const Outcome outcome = roll(game, board, model.states[i], value);
      if (outcome.next && !model.index.contains(*outcome.next)) {
        model.index[*outcome.next] = model.states.size();
        model.states.push_back(*outcome.next);
      }
      row.emplace_back(Rational(weight) / total, outcome);
    }
    model.moves.push_back(std::move(row));
  }
  return model;
}

/// Which states can finish: repeated sweeps until nothing changes.
std::vector<bool> can_finish(const Model& model) {
  std::vector<bool> finishes(model.states.size(), false);
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < model.states.size(); ++i) {
      if (finishes[i]) continue;
      for (const auto& [p, outcome] : model.moves[i]) {
        if (!outcome.next || finishes[model.index.at(*outcome.next)]) {
          finishes[i] = changed = true;
          break;
        }
      }
    }
  }
  return finishes;
}

/// Solves a·X = B exactly by Gauss–Jordan elimination (a is square and non-singular; B has a row per row of a).
Matrix gauss_many(Matrix a, Matrix b) {
  const std::size_t n = a.size();
  for (std::size_t col = 0; col < n; ++col) {
    std::size_t pivot = col;
    while (pivot < n && a[pivot][col] == 0) ++pivot;
    if (pivot == n) throw std::logic_error("game_reference: singular system");
    std::swap(a[col], a[pivot]);
    std::swap(b[col], b[pivot]);
    for (std::size_t row = 0; row < n; ++row) {
      if (row == col || a[row][col] == 0) continue;
      const Rational factor = a[row][col] / a[col][col];
      for (std::size_t k = col; k < n; ++k) {
        if (a[col][k] != 0) a[row][k] -= factor * a[col][k];
      }
      for (std::size_t k = 0; k < b[row].size(); ++k) b[row][k] -= factor * b[col][k];
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    for (Rational& value : b[i]) value /= a[i][i];
  }
  return b;
}

std::vector<Rational> gauss(const Matrix& a, const std::vector<Rational>& b) {
  Matrix column(b.size());
  for (std::size_t i = 0; i < b.size(); ++i) column[i] = {b[i]};
  const Matrix x = gauss_many(a, std::move(column));
  std::vector<Rational> result(b.size());
  for (std::size_t i = 0; i < b.size(); ++i) result[i] = x[i][0];
  return result;
}

}  // namespace

reference::Game board_of(const Game& game) {
  reference::Game board;
  board.squares = game.squares;
  board.jumps = game.jumps;
  board.overshoot = game.overshoot;
  board.start = game.start;
  return board;
}

Outcome roll(const Game& game, const reference::Game& board, const State& from, int face) {
  const bool again = game.again != 0 && face == game.again;
  if (again && game.again_limit != 0 && from.agains + 1 == game.again_limit) {
    return {State{from.turn_start, 0, from.turn_start}, true};
  }
  const int to = reference::move(board, from.position, face);
  if (to == game.squares) return {std::nullopt, true};
  if (!again) return {State{to, 0, to}, true};
  const int agains = game.again_limit != 0 ? from.agains + 1 : 1;
  return {State{to, agains, from.turn_start}, false};
}

Exact solve(const Game& game) {
  Exact exact;
  if (game.squares == 1 && game.start == 1) {
    exact.finite = true;
    exact.finish_probability = 1;
    return exact;  // over before it starts: every figure 0
  }
  const Model model = explore(game);
  const std::size_t n = model.states.size();
  const std::vector<bool> finishes = can_finish(model);
  exact.finite = std::all_of(finishes.begin(), finishes.end(), [](bool b) { return b; });
  if (!finishes[0]) return exact;  // finish_probability 0
  // The systems over the states that can finish: x = Σ p (cost + x_next), x = 0 once finished.
  std::vector<std::size_t> live;
  std::vector<std::size_t> slot(n, n);
  for (std::size_t i = 0; i < n; ++i) {
    if (finishes[i]) {
      slot[i] = live.size();
      live.push_back(i);
    }
  }
  const std::size_t m = live.size();
  Matrix a(m, std::vector<Rational>(m, 0));
  std::vector<Rational> out(m, 0);
  for (std::size_t r = 0; r < m; ++r) {
    a[r][r] += 1;
    for (const auto& [p, outcome] : model.moves[live[r]]) {
      if (!outcome.next) {
        out[r] += p;
      } else if (const std::size_t c = slot[model.index.at(*outcome.next)]; c < m) {
        a[r][c] -= p;
      }
    }
  }
  exact.finish_probability = gauss(a, out)[0];
  if (!exact.finite) return exact;
  // Moments of a sum of per-roll costs c: E = Σ p (c + E'), E2 = Σ p (c² + 2 c E' + E2').
  const auto moments = [&](const std::function<Rational(const Outcome&)>& cost) {
    std::vector<Rational> rhs(m, 0);
    for (std::size_t r = 0; r < m; ++r) {
      for (const auto& [p, outcome] : model.moves[live[r]]) rhs[r] += p * cost(outcome);
    }
    const std::vector<Rational> mean = gauss(a, rhs);
    std::vector<Rational> rhs2(m, 0);
    for (std::size_t r = 0; r < m; ++r) {
      for (const auto& [p, outcome] : model.moves[live[r]]) {
        const Rational c = cost(outcome);
        const Rational after = outcome.next ? mean[slot[model.index.at(*outcome.next)]] : Rational(0);
        rhs2[r] += p * (c * c + 2 * c * after);
      }
    }
    const std::vector<Rational> second = gauss(a, rhs2);
    return std::pair<Rational, Rational>{mean[0], second[0] - mean[0] * mean[0]};
  };
  std::tie(exact.expected_rolls, exact.rolls_variance) = moments([](const Outcome&) { return Rational(1); });
  std::tie(exact.expected_turns, exact.turns_variance) =
      moments([](const Outcome& o) { return Rational(o.ends_turn ? 1 : 0); });
  return exact;
}

std::vector<Square> squares(const Game& game) {
  const Model model = explore(game);
  const std::size_t n = model.states.size();
  const std::vector<bool> finishes = can_finish(model);
  std::vector<bool> trappable(n, false);
  for (std::size_t i = 0; i < n; ++i) trappable[i] = !finishes[i];
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < n; ++i) {
      for (const auto& [p, outcome] : model.moves[i]) {
        if (!trappable[i] && outcome.next && trappable[model.index.at(*outcome.next)]) trappable[i] = changed = true;
      }
    }
  }
  std::vector<std::size_t> live;
  std::vector<std::size_t> slot(n, n);
  for (std::size_t i = 0; i < n; ++i) {
    if (finishes[i]) {
      slot[i] = live.size();
      live.push_back(i);
    }
  }
  const std::size_t m = live.size();
  Matrix a(m, std::vector<Rational>(m, 0));
  Matrix identity(m, std::vector<Rational>(m, 0));
  for (std::size_t r = 0; r < m; ++r) {
    a[r][r] += 1;
    identity[r][r] = 1;
    for (const auto& [p, outcome] : model.moves[live[r]]) {
      if (outcome.next && slot[model.index.at(*outcome.next)] < m) a[r][slot[model.index.at(*outcome.next)]] -= p;
    }
  }
  const Matrix inverse = m > 0 ? gauss_many(a, identity) : Matrix{};  // N
  std::vector<Square> result;
  for (std::size_t i = 0; i < n; ++i) {
    const State& state = model.states[i];
    if (state.agains != 0) continue;
    Square square;
    square.square = state.position;
    if (!trappable[i]) {
      Rational rolls = 0;  // Σ_j N_ij: the expected rolls from i
      for (const Rational& value : inverse[slot[i]]) rolls += value;
      square.remaining = rolls;
    }
    if (finishes[i] && finishes[0]) {
      const std::size_t j = slot[i];
      square.visits = inverse[slot[0]][j];
      square.ever = inverse[slot[0]][j] / inverse[j][j];
    }
    result.push_back(square);
  }
  std::sort(result.begin(), result.end(), [](const Square& x, const Square& y) { return x.square < y.square; });
  return result;
}

std::vector<Rational> pmf(const Game& game, int rolls) {
  std::vector<Rational> result(static_cast<std::size_t>(rolls) + 1, 0);
  if (game.squares == 1 && game.start == 1) {
    result[0] = 1;
    return result;
  }
  const Model model = explore(game);
  std::vector<Rational> mass(model.states.size(), 0);
  mass[0] = 1;
  for (int k = 1; k <= rolls; ++k) {
    std::vector<Rational> next(model.states.size(), 0);
    for (std::size_t i = 0; i < mass.size(); ++i) {
      if (mass[i] == 0) continue;
      for (const auto& [p, outcome] : model.moves[i]) {
        if (outcome.next) {
          next[model.index.at(*outcome.next)] += mass[i] * p;
        } else {
          result[static_cast<std::size_t>(k)] += mass[i] * p;
        }
      }
    }
    mass = std::move(next);
  }
  return result;
}

std::vector<Rational> turns_pmf(const Game& game, int turns) {
  std::vector<Rational> result(static_cast<std::size_t>(turns) + 1, 0);
  if (game.squares == 1 && game.start == 1) {
    result[0] = 1;
    return result;
  }
  const Model model = explore(game);
  const std::size_t n = model.states.size();
  // Outcomes of a turn: a column per state (a turn's start, the others unused) and one for finishing.
  const std::size_t finished = n;
  std::vector<std::size_t> middle;  // the states inside a turn
  std::vector<std::size_t> slot(n, n);
  for (std::size_t i = 0; i < n; ++i) {
    if (model.states[i].agains > 0) {
      slot[i] = middle.size();
      middle.push_back(i);
    }
  }
  const auto column_of = [&](const Outcome& outcome) {
    return outcome.next ? model.index.at(*outcome.next) : finished;
  };
  // X[m][c] = P(the turn, now in middle state m, ends at c): (I − Q_MM) X = R_M.
  Matrix a(middle.size(), std::vector<Rational>(middle.size(), 0));
  Matrix r(middle.size(), std::vector<Rational>(n + 1, 0));
  for (std::size_t k = 0; k < middle.size(); ++k) {
    a[k][k] += 1;
    for (const auto& [p, outcome] : model.moves[middle[k]]) {
      if (outcome.ends_turn) {
        r[k][column_of(outcome)] += p;
      } else {
        a[k][slot[model.index.at(*outcome.next)]] -= p;
      }
    }
  }
  const Matrix x = middle.empty() ? Matrix{} : gauss_many(a, r);
  // Push the distribution over turns' starts one turn at a time.
  std::vector<Rational> mass(n, 0);
  mass[0] = 1;
  for (int t = 1; t <= turns; ++t) {
    std::vector<Rational> next(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
      if (mass[i] == 0) continue;
      for (const auto& [p, outcome] : model.moves[i]) {
        if (outcome.ends_turn) {
          const std::size_t c = column_of(outcome);
          (c == finished ? result[static_cast<std::size_t>(t)] : next[c]) += mass[i] * p;
          continue;
        }
        const std::vector<Rational>& ends = x[slot[model.index.at(*outcome.next)]];
        for (std::size_t c = 0; c < n; ++c) next[c] += mass[i] * p * ends[c];
        result[static_cast<std::size_t>(t)] += mass[i] * p * ends[finished];
      }
    }
    mass = std::move(next);
  }
  return result;
}

std::optional<Fastest> fastest(const Game& game, int longest) {
  using boost::multiprecision::cpp_int;
  const reference::Game board = board_of(game);
  // Every sequence of at most `longest` faces, walked from the start once; for each length, the sequences that
  // finish on their last roll: how many, the sum of their weights' products, the largest product.
  struct Tally {
    std::uint64_t games = 0;
    cpp_int sum = 0;
    cpp_int best = 0;
  };
  std::vector<Tally> by_length(static_cast<std::size_t>(longest) + 1);
  const std::function<void(const State&, int, const cpp_int&)> walk = [&](const State& at, int done,
                                                                          const cpp_int& product) {
    for (const auto& [value, weight] : game.faces) {
      const Outcome outcome = roll(game, board, at, value);
      const cpp_int next = product * weight;
      if (!outcome.next) {
        Tally& tally = by_length[static_cast<std::size_t>(done + 1)];
        ++tally.games;
        tally.sum += next;
        tally.best = std::max(tally.best, next);
      } else if (done + 1 < longest) {
        walk(*outcome.next, done + 1, next);
      }
    }
  };
  walk(State{game.start, 0, game.start}, 0, cpp_int(1));
  cpp_int total = 0;
  for (const auto& [value, weight] : game.faces) total += weight;
  for (int length = 1; length <= longest; ++length) {
    const Tally& tally = by_length[static_cast<std::size_t>(length)];
    if (tally.games == 0) continue;
    const cpp_int denominator = boost::multiprecision::pow(total, static_cast<unsigned>(length));
    return Fastest{length, tally.games, Rational(tally.sum, denominator), Rational(tally.best, denominator)};
  }
  return std::nullopt;
}

Replay replay(const Game& game, const std::vector<int>& faces) {
  const Rational total = total_weight(game);
  Replay result;
  const reference::Game board = board_of(game);
  std::optional<State> at = State{game.start, 0, game.start};
  for (std::size_t k = 0; k < faces.size(); ++k) {
    if (!at) return result;  // finished before the last face
    const auto face = std::find_if(game.faces.begin(), game.faces.end(),
                                   [&](const std::pair<int, std::int64_t>& f) { return f.first == faces[k]; });
    if (face == game.faces.end()) return result;
    result.probability *= Rational(face->second) / total;
    at = roll(game, board, *at, faces[k]).next;
    result.positions.push_back(at ? at->position : game.squares);
  }
  result.finishes_on_last = !at.has_value() && !faces.empty();
  return result;
}

std::optional<std::pair<std::uint64_t, std::uint64_t>> play(const Game& game, std::mt19937_64& rng,
                                                            std::uint64_t cap) {
  if (game.squares == 1 && game.start == 1) return std::pair<std::uint64_t, std::uint64_t>{0, 0};
  std::int64_t total = 0;
  for (const auto& [value, weight] : game.faces) total += weight;
  std::uniform_int_distribution<std::int64_t> pick(0, total - 1);
  const reference::Game board = board_of(game);
  State at{game.start, 0, game.start};
  std::uint64_t turns = 0;
  for (std::uint64_t rolls = 1; rolls <= cap; ++rolls) {
    std::int64_t ticket = pick(rng);
    int face = game.faces.back().first;
    for (const auto& [value, weight] : game.faces) {
      if (ticket < weight) {
        face = value;
        break;
      }
      ticket -= weight;
    }
    const Outcome outcome = roll(game, board, at, face);
    if (outcome.ends_turn) ++turns;
    if (!outcome.next) return std::pair{rolls, turns};
    at = *outcome.next;
  }
  return std::nullopt;
}

std::string text(const Rational& value) {
  const auto numerator = boost::multiprecision::numerator(value);
  const auto denominator = boost::multiprecision::denominator(value);
  if (denominator == 1) return numerator.str();
  return numerator.str() + "/" + denominator.str();
}

}  // namespace game_reference
