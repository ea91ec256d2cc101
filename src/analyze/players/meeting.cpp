// The players' game when their tokens meet (analyze/players/meeting.hpp).
#include "analyze/players/meeting.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <unordered_map>
#include <vector>

#include "analyze/engine/chain.hpp"
#include "analyze/engine/linear.hpp"
#include "core/mover.hpp"
#include "snl/error.hpp"

// Every square index here is below kMaxAnalysisSquares (analyze() refuses larger boards before either runs), so the
// 64-bit labels used as indices fit size_t on wasm32 too: the narrowing clang warns of there cannot lose anything.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wshorten-64-to-32"
#endif

namespace snl::internal {

namespace {

/// A count that may pass 2^64, as "1234567" or "1.2e+21".
std::string count_text(double count) {
  if (count < 1e15) return std::to_string(static_cast<std::uint64_t>(count));
  char text[32];
  std::snprintf(text, sizeof text, "%.2g", count);
  return text;
}

}  // namespace

MeetingFigures meeting_figures(const Board& board, const GameRules& rules, int players, LinearSolver solver,
                               std::uint64_t budget, std::uint64_t& work, Checkpoint* checkpoint) {
  const auto P = static_cast<std::size_t>(players);
  const auto start = static_cast<std::uint64_t>(rules.start);
  const std::uint64_t last = board.squares();
  const std::uint64_t M = last - start;  // the squares a token stands on between turns: start .. last − 1
  const double bound = std::pow(static_cast<double>(M), static_cast<double>(P)) * static_cast<double>(P);
  if (bound > static_cast<double>(kMaxMeetingStates)) {
    throw LimitError("tokens that meet: the joint chain of " + std::to_string(P) + " players on " +
                     size_name(board) + " has up to " + count_text(bound) + " states (every token's square and whose " +
                     "turn), over the limit of " + std::to_string(kMaxMeetingStates));
  }
  WorkMeter meter(budget, work, checkpoint);
  const Mover mover(board, rules);
  const std::span<const DieFace> faces = rules.die.faces();
  const auto key_of = [&](const std::vector<std::uint64_t>& at, std::size_t turn) {
    std::uint64_t key = 0;
    for (std::size_t i = 0; i < P; ++i) key = key * M + (at[i] - start);
    return key * P + turn;
  };
  std::unordered_map<std::uint64_t, std::uint32_t> state_of;
  std::vector<std::uint64_t> squares;  // P a state
  std::vector<std::uint8_t> turn_of;
  const auto state = [&](const std::vector<std::uint64_t>& at, std::size_t turn) {
    const auto [it, added] = state_of.emplace(key_of(at, turn), static_cast<std::uint32_t>(turn_of.size()));
    if (added) {
      squares.insert(squares.end(), at.begin(), at.end());
      turn_of.push_back(static_cast<std::uint8_t>(turn));
    }
    return it->second;
  };
  Chain chain;
  chain.total = rules.die.total();
  chain.last = last;
  std::vector<std::vector<double>> wins(P);  // by state: the probability that this roll wins for the player moving
  state(std::vector<std::uint64_t>(P, start), 0);
  std::vector<std::pair<std::uint32_t, std::uint64_t>> row;
  for (std::uint32_t s = 0; s < turn_of.size(); ++s) {
    meter.charge(faces.size() * kChainPairWork, "the joint chain of the tokens that meet");
    const std::size_t i = turn_of[s];
    const std::vector<std::uint64_t> at(squares.begin() + static_cast<std::ptrdiff_t>(s * P),
                                        squares.begin() + static_cast<std::ptrdiff_t>((s + 1) * P));
    row.clear();
    double won = 0;
    for (const DieFace& face : faces) {
      std::uint64_t to = mover.outcome(at[i], static_cast<std::uint64_t>(face.value));
      if (to == last) {
        row.emplace_back(kFinish, face.weight);
        won += static_cast<double>(face.weight) / static_cast<double>(chain.total);
        continue;
      }
      std::vector<std::uint64_t> next = at;
      bool met = false;  // another token stands where this move ends (not on the start, not where it began)
      for (std::size_t j = 0; j < P; ++j) met = met || (j != i && at[j] == to && to != at[i] && to != start);
      if (met) {
        if (rules.meeting.no_sharing) {
          to = at[i];
        } else {
          for (std::size_t j = 0; j < P; ++j) {
            if (j == i || at[j] != to) continue;
            next[j] = rules.meeting.bump == Meeting::Bump::start
                          ? start
                          : std::max<std::uint64_t>(start, to > static_cast<std::uint64_t>(rules.meeting.back)
                                                               ? to - static_cast<std::uint64_t>(rules.meeting.back)
                                                               : 0);
          }
        }
      }
      next[i] = to;
      row.emplace_back(state(next, (i + 1) % P), face.weight);
      if (turn_of.size() > kMaxMeetingStates) {
        throw LimitError("tokens that meet: the joint chain has more than " + std::to_string(kMaxMeetingStates) +
                         " states");
      }
    }
    for (std::size_t p = 0; p < P; ++p) wins[p].push_back(p == i ? won : 0.0);
    append_row(chain, row);
  }
  const std::size_t n = turn_of.size();
  chain.position.resize(n);
  for (std::size_t s = 0; s < n; ++s) chain.position[s] = static_cast<std::uint32_t>(squares[s * P + turn_of[s]]);
  chain.turn_start = chain.position;
  chain.phase.assign(n, 0);
  chain.turn_state.assign(last + 1, kFinish);

  MeetingFigures out;
  out.states = n;
  const std::vector<bool> finishes = can_finish(chain);
  if (!finishes[0]) {
    out.win_probability.assign(P, 0.0);
    return out;
  }
  // The joint chain's sparse LU fills in (two tokens' moves cross): 4.4 s for 2 players on the classic board against 0.38 s by
  // BiCGSTAB (bench/RESULTS.md, "Tokens that meet"), so the automatic choice is BiCGSTAB here.
  Systems systems(chain, finishes, solver == LinearSolver::automatic ? LinearSolver::bicgstab : solver, meter);
  const Expectations e = systems.expectations(false);
  out.expected_total_rolls = e.expected_rolls;
  // Columns: each player's winning rolls, then a reward of one on each turn of the first player (the rounds).
  std::vector<double> columns((P + 1) * n, 0.0);
  for (std::size_t p = 0; p < P; ++p) std::copy(wins[p].begin(), wins[p].end(), columns.begin() + static_cast<std::ptrdiff_t>(p * n));
  for (std::size_t s = 0; s < n; ++s) columns[P * n + s] = turn_of[s] == 0 ? 1.0 : 0.0;
  systems.solve_columns(columns, P + 1, budget, work, "the players' chances when tokens meet");
  for (std::size_t p = 0; p < P; ++p) out.win_probability.push_back(columns[p * n]);
  if (e.expected_rolls) out.expected_rounds = columns[P * n];
  return out;
}

}  // namespace snl::internal
