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
};

Next after(const Game& game, const reference::Game& board, const Table& from, int face) {
  const game_reference::Outcome outcome = game_reference::roll(game, board, from.tokens[from.mover], face);
  if (!outcome.next) return {from, from.mover};
  Next next{from, -1};
  next.table.tokens[from.mover] = *outcome.next;
  if (outcome.ends_turn) next.table.mover = (from.mover + 1) % static_cast<int>(from.tokens.size());
  return next;
}

long double total_weight(const Game& game) {
  long double total = 0;
  for (const auto& [value, weight] : game.faces) total += static_cast<long double>(weight);
  return total;
}

}  // namespace

std::vector<long double> chances(const Game& game, const std::vector<State>& players, int to_move) {
  const std::size_t count = players.size();
  for (std::size_t i = 0; i < count; ++i) {
    if (players[i].position == game.squares) {
      std::vector<long double> won(count, 0);
      won[i] = 1;
      return won;
    }
  }
  const reference::Game board = game_reference::board_of(game);
  const long double total = total_weight(game);
  // Every table the start can reach, and each face's outcome from it.
  std::vector<Table> tables{{players, to_move}};
  std::map<Table, std::size_t> index{{tables[0], 0}};
  std::vector<std::vector<std::pair<long double, Next>>> moves;
  for (std::size_t t = 0; t < tables.size(); ++t) {
    std::vector<std::pair<long double, Next>> row;
    for (const auto& [value, weight] : game.faces) {
      const Next next = after(game, board, tables[t], value);
      if (next.winner < 0 && !index.contains(next.table)) {
        index[next.table] = tables.size();
        tables.push_back(next.table);
      }
      row.emplace_back(static_cast<long double>(weight) / total, next);
    }
    moves.push_back(std::move(row));
    if (tables.size() > 200'000) throw std::length_error("race_reference: too many tables");
  }
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
  for (std::size_t i = 0; i < players.size(); ++i) {
    if (players[i].position == game.squares) return static_cast<int>(i);
  }
  std::int64_t total = 0;
  for (const auto& [value, weight] : game.faces) total += weight;
  std::uniform_int_distribution<std::int64_t> pick(0, total - 1);
  const reference::Game board = game_reference::board_of(game);
  Table table{std::move(players), to_move};
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
    if (next.winner >= 0) return next.winner;
    table = next.table;
  }
  return -1;
}

}  // namespace race_reference
