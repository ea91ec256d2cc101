// tests/support/race_reference.cpp — the joint-state model of a race; see race_reference.hpp. No snl function is
// called here.
#include "race_reference.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

namespace race_reference {
namespace {

using game_reference::Game;
using game_reference::State;

/// The whole table between two rolls: every token (only the mover's agains and turn start are ever other than
/// "a turn begins here") and whose turn it is.
struct Table {
  std::vector<State> tokens;
  int mover = 0;
  auto operator<=>(const Table&) const = default;
};

/// What one face does to a table: the next table, or the winner.
struct Next {
  Table table;
  int winner = -1;
  bool ends_turn = true;
};

Next after(const Game& game, const reference::Game& board, const Table& from, int face) {
  const game_reference::Outcome outcome = game_reference::roll(game, board, from.tokens[from.mover], face);
  if (!outcome.next) return {from, from.mover};
  Next next{from, -1, outcome.ends_turn};
  next.table.tokens[from.mover] = *outcome.next;
  if (outcome.ends_turn) next.table.mover = (from.mover + 1) % static_cast<int>(from.tokens.size());
  return next;
}

long double total_weight(const Game& game) {
  long double total = 0;
  for (const auto& [value, weight] : game.faces) total += static_cast<long double>(weight);
  return total;
}

/// Every table `start` can reach, and each face's probability and outcome from it.
struct Explored {
  std::vector<Table> tables;
  std::map<Table, std::size_t> index;
  std::vector<std::vector<std::pair<long double, Next>>> moves;
};

Explored explore(const Game& game, const Table& start) {
  const reference::Game board = game_reference::board_of(game);
  const long double total = total_weight(game);
  Explored x;
  x.tables.push_back(start);
  x.index[start] = 0;
  for (std::size_t t = 0; t < x.tables.size(); ++t) {
    std::vector<std::pair<long double, Next>> row;
    for (const auto& [value, weight] : game.faces) {
      const Next next = after(game, board, x.tables[t], value);
      if (next.winner < 0 && !x.index.contains(next.table)) {
        x.index[next.table] = x.tables.size();
        x.tables.push_back(next.table);
      }
      row.emplace_back(static_cast<long double>(weight) / total, next);
    }
    x.moves.push_back(std::move(row));
    if (x.tables.size() > 200'000) throw std::length_error("race_reference: too many tables");
  }
  return x;
}

}  // namespace

Lengths lengths(const Game& game, const std::vector<State>& players, int to_move) {
  for (const State& token : players) {
    if (token.position == game.squares) return {true, 0, 0};
  }
  const Explored x = explore(game, {players, to_move});
  const std::size_t n = x.tables.size();
  // Finite when every table can still lead to a win: backwards from the tables with a winning roll.
  std::vector<std::vector<std::size_t>> into(n);
  std::vector<bool> wins(n, false);
  std::vector<std::size_t> queue;
  for (std::size_t t = 0; t < n; ++t) {
    for (const auto& [p, next] : x.moves[t]) {
      if (next.winner >= 0) {
        if (!wins[t]) queue.push_back(t);
        wins[t] = true;
      } else {
        into[x.index.at(next.table)].push_back(t);
      }
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    for (const std::size_t t : into[queue[head]]) {
      if (!wins[t]) {
        wins[t] = true;
        queue.push_back(t);
      }
    }
  }
  Lengths out;
  out.finite = std::all_of(wins.begin(), wins.end(), [](bool w) { return w; });
  if (!out.finite) return out;
  // Each face's next table (n: a win) and whether it begins a new round.
  struct Edge {
    long double p;
    std::size_t to;
    bool new_round;
  };
  std::vector<std::vector<Edge>> edges(n);
  for (std::size_t t = 0; t < n; ++t) {
    for (const auto& [p, next] : x.moves[t]) {
      if (next.winner >= 0) {
        edges[t].push_back({p, n, false});
      } else {
        edges[t].push_back({p, x.index.at(next.table), next.ends_turn && next.table.mover == to_move});
      }
    }
  }
  std::vector<long double> rolls(n + 1, 0);
  std::vector<long double> rounds(n + 1, 0);
  for (int sweep = 0; sweep < 1'000'000; ++sweep) {
    long double change = 0;
    for (std::size_t t = n; t-- > 0;) {
      long double r = 0;
      long double k = 0;
      for (const Edge& e : edges[t]) {
        r += e.p * (1 + rolls[e.to]);  // the roll itself, and what follows
        k += e.p * ((e.new_round ? 1 : 0) + rounds[e.to]);
      }
      change = std::max({change, std::fabs(r - rolls[t]), std::fabs(k - rounds[t])});
      rolls[t] = r;
      rounds[t] = k;
    }
    if (change < 1e-15L) {
      out.rolls = rolls[0];
      out.rounds = 1 + rounds[0];  // the first round
      return out;
    }
  }
  throw std::runtime_error("race_reference: the length sweeps did not settle");
}

std::vector<long double> chances(const Game& game, const std::vector<State>& players, int to_move) {
  const std::size_t count = players.size();
  for (std::size_t i = 0; i < count; ++i) {
    if (players[i].position == game.squares) {
      std::vector<long double> won(count, 0);
      won[i] = 1;
      return won;
    }
  }
  // Every table the start can reach, and each face's outcome from it.
  const Explored x = explore(game, {players, to_move});
  const std::vector<Table>& tables = x.tables;
  const std::map<Table, std::size_t>& index = x.index;
  const std::vector<std::vector<std::pair<long double, Next>>>& moves = x.moves;
  // Gauss–Seidel from 0: the values only grow towards the chances; stop when a sweep changes none by 1e-16 (the
  // games here end within a few dozen rounds, so what is left after that is far below the tests' 1e-9).
  const std::size_t faces = game.faces.size();
  std::vector<std::size_t> target(tables.size() * faces);
  for (std::size_t t = 0; t < tables.size(); ++t) {
    for (std::size_t f = 0; f < faces; ++f) {
      const Next& next = moves[t][f].second;
      target[t * faces + f] =
          next.winner < 0 ? index.at(next.table) : tables.size() + static_cast<std::size_t>(next.winner);
    }
  }
  // value[t * count + i]: player i's chance from table t; the rows past the tables are the wins themselves.
  std::vector<long double> value((tables.size() + count) * count, 0);
  for (std::size_t i = 0; i < count; ++i) value[(tables.size() + i) * count + i] = 1;
  std::vector<long double> v(count);
  for (int sweep = 0; sweep < 1'000'000; ++sweep) {
    long double change = 0;
    for (std::size_t t = tables.size(); t-- > 0;) {
      std::fill(v.begin(), v.end(), 0.0L);
      for (std::size_t f = 0; f < faces; ++f) {
        const long double p = moves[t][f].first;
        const long double* to = &value[target[t * faces + f] * count];
        for (std::size_t i = 0; i < count; ++i) v[i] += p * to[i];
      }
      for (std::size_t i = 0; i < count; ++i) {
        change = std::max(change, std::fabs(v[i] - value[t * count + i]));
        value[t * count + i] = v[i];
      }
    }
    if (change < 1e-16L) return {value.begin(), value.begin() + static_cast<std::ptrdiff_t>(count)};
  }
  throw std::runtime_error("race_reference: the sweeps did not settle");
}

int play(const Game& game, std::vector<State> players, int to_move, std::mt19937_64& rng, std::uint64_t cap) {
  return play_counted(game, std::move(players), to_move, rng, cap).winner;
}

Played play_counted(const Game& game, std::vector<State> players, int to_move, std::mt19937_64& rng,
                    std::uint64_t cap) {
  for (std::size_t i = 0; i < players.size(); ++i) {
    if (players[i].position == game.squares) return {static_cast<int>(i), 0, 0};
  }
  std::int64_t total = 0;
  for (const auto& [value, weight] : game.faces) total += weight;
  std::uniform_int_distribution<std::int64_t> pick(0, total - 1);
  const reference::Game board = game_reference::board_of(game);
  Table table{std::move(players), to_move};
  Played played;
  played.rounds = 1;
  for (std::uint64_t rolls = 0; rolls < cap; ++rolls) {
    std::int64_t ticket = pick(rng);
    int face = game.faces.back().first;
    for (const auto& [value, weight] : game.faces) {
      if (ticket < weight) {
        face = value;
        break;
      }
      ticket -= weight;
    }
    const Next next = after(game, board, table, face);
    ++played.rolls;
    if (next.winner >= 0) {
      played.winner = next.winner;
      return played;
    }
    if (next.ends_turn && next.table.mover == to_move) ++played.rounds;
    table = next.table;
  }
  return played;
}

}  // namespace race_reference
