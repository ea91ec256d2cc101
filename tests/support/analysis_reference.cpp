// tests/support/analysis_reference.cpp — the independent model; see analysis_reference.hpp. No snl function is called here.
#include "analysis_reference.hpp"

#include <cmath>
#include <deque>
#include <utility>

namespace reference {
namespace {

using Matrix = std::vector<std::vector<long double>>;

// Where landing on `square` (1..squares) ends: the first jump listed from it, or the square itself.
int end_of(const Game& game, int square) {
  for (const auto& [from, to] : game.jumps) {
    if (from == square) return to;
  }
  return square;
}

// Solves a·x = b by Gaussian elimination with partial pivoting (a is square and non-singular).
std::vector<long double> gauss(Matrix a, std::vector<long double> b) {
  const std::size_t n = b.size();
  for (std::size_t col = 0; col < n; ++col) {
    std::size_t pivot = col;
    for (std::size_t row = col + 1; row < n; ++row) {
      if (std::fabs(a[row][col]) > std::fabs(a[pivot][col])) pivot = row;
    }
    std::swap(a[col], a[pivot]);
    std::swap(b[col], b[pivot]);
    for (std::size_t row = col + 1; row < n; ++row) {
      const long double factor = a[row][col] / a[col][col];
      if (factor == 0) continue;
      for (std::size_t k = col; k < n; ++k) a[row][k] -= factor * a[col][k];
      b[row] -= factor * b[col];
    }
  }
  std::vector<long double> x(n);
  for (std::size_t i = n; i-- > 0;) {
    long double sum = b[i];
    for (std::size_t k = i + 1; k < n; ++k) sum -= a[i][k] * x[k];
    x[i] = sum / a[i][i];
  }
  return x;
}

}  // namespace

int move(const Game& game, int from, int roll) {
  const int last = game.squares;
  int landed = 0;
  if (from + roll < last) {
    landed = from + roll;
  } else if (game.overshoot == Overshoot::finish) {
    return last;
  } else if (from + roll == last) {
    landed = last;
  } else if (game.overshoot == Overshoot::stay) {
    return from;
  } else if (last == 1) {
    landed = 1;
  } else {
    // Walk the roll one square at a time, turning around at the last square and at square 1.
    int position = from;
    int direction = +1;
    for (int step = 0; step < roll; ++step) {
      if (position == last) direction = -1;
      if (position == 1 && direction == -1) direction = +1;
      position += direction;
    }
    landed = position;
  }
  return end_of(game, landed);
}

Exact solve(const Game& game, int rolls) {
  const int last = game.squares;
  Exact exact;
  if (last == 1 && game.start == 1) {
    exact.finish_probability = 1;
    exact.expected = 0;
    exact.variance = 0;
    exact.min_rolls = 0;
    exact.pmf.assign(static_cast<std::size_t>(rolls) + 1, 0);
    exact.pmf[0] = 1;
    return exact;
  }
  // Dense transition probabilities between positions 0..last−1, and to the finish.
  const auto n = static_cast<std::size_t>(last);
  Matrix q(n, std::vector<long double>(n, 0));
  std::vector<long double> out(n, 0);
  for (int x = 0; x < last; ++x) {
    for (int roll = 1; roll <= game.die; ++roll) {
      const int y = move(game, x, roll);
      if (y == last) {
        out[x] += 1.0L / game.die;
      } else {
        q[x][y] += 1.0L / game.die;
      }
    }
  }
  // Reachable positions (BFS with distances) and those that can finish (repeated sweeps until nothing changes).
  std::vector<int> distance(n, -1);
  std::deque<int> queue{game.start};
  distance[game.start] = 0;
  while (!queue.empty()) {
    const int x = queue.front();
    queue.pop_front();
    if (out[x] > 0 && !exact.min_rolls) exact.min_rolls = distance[x] + 1;
    for (int y = 0; y < last; ++y) {
      if (q[x][y] > 0 && distance[y] < 0) {
        distance[y] = distance[x] + 1;
        queue.push_back(y);
      }
    }
  }
  std::vector<bool> finishes(n, false);
  for (bool changed = true; changed;) {
    changed = false;
    for (int x = 0; x < last; ++x) {
      if (finishes[x]) continue;
      bool can = out[x] > 0;
      for (int y = 0; y < last && !can; ++y) can = q[x][y] > 0 && finishes[y];
      if (can) finishes[x] = changed = true;
    }
  }
  bool trapped = false;
  for (int x = 0; x < last; ++x) trapped = trapped || (distance[x] >= 0 && !finishes[x]);
  // The linear systems over the states that can finish (and are reachable).
  std::vector<int> index(n, -1);
  std::vector<int> states;
  for (int x = 0; x < last; ++x) {
    if (distance[x] >= 0 && finishes[x]) {
      index[x] = static_cast<int>(states.size());
      states.push_back(x);
    }
  }
  if (index[game.start] >= 0) {
    const std::size_t m = states.size();
    Matrix a(m, std::vector<long double>(m, 0));
    for (std::size_t i = 0; i < m; ++i) {
      a[i][i] += 1;
      for (std::size_t j = 0; j < m; ++j) a[i][j] -= q[states[i]][states[j]];
    }
    std::vector<long double> r(m);
    for (std::size_t i = 0; i < m; ++i) r[i] = out[states[i]];
    const std::vector<long double> f = gauss(a, r);
    exact.finish_probability = f[index[game.start]];
    if (!trapped) {
      exact.finish_probability = 1;
      const std::vector<long double> t = gauss(a, std::vector<long double>(m, 1));
      std::vector<long double> rhs(m, 1);
      for (std::size_t i = 0; i < m; ++i) {
        for (std::size_t j = 0; j < m; ++j) rhs[i] += 2 * q[states[i]][states[j]] * t[j];
      }
      const std::vector<long double> s = gauss(a, rhs);
      const long double mean = t[index[game.start]];
      exact.expected = mean;
      exact.variance = s[index[game.start]] - mean * mean;
    }
  }
  // The distribution by dense products.
  std::vector<long double> mass(n, 0);
  mass[game.start] = 1;
  exact.pmf.assign(1, 0);
  for (int k = 1; k <= rolls; ++k) {
    std::vector<long double> next(n, 0);
    long double ended = 0;
    for (int x = 0; x < last; ++x) {
      if (mass[x] == 0) continue;
      ended += mass[x] * out[x];
      for (int y = 0; y < last; ++y) next[y] += mass[x] * q[x][y];
    }
    exact.pmf.push_back(ended);
    mass = std::move(next);
  }
  return exact;
}

std::optional<std::uint64_t> play(const Game& game, std::mt19937_64& rng, std::uint64_t cap) {
  if (game.squares == 1 && game.start == 1) return 0;
  std::uniform_int_distribution<int> die(1, game.die);
  int position = game.start;
  for (std::uint64_t rolls = 1; rolls <= cap; ++rolls) {
    position = move(game, position, die(rng));
    if (position == game.squares) return rolls;
  }
  return std::nullopt;
}

}  // namespace reference
