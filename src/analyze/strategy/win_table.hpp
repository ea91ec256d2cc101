// analyze/strategy/win_table.hpp — the game to win's positions and moves (win.cpp): the squares some play reaches
// from the start, every choice's move from each as ends among them, and whether the game without the choices ends.
// Tested by: tests/unit/win_test.cpp (against an independent value iteration over the rules as written).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "analyze/strategy/choice_model.hpp"
#include "snl/board.hpp"

namespace snl::internal {

constexpr std::uint32_t kNoPosition = std::numeric_limits<std::uint32_t>::max();

/// A move's end as positions: where it ends with its jump taken (M: finished), and the head when the jump may be
/// refused (kNoPosition when not); `coef` its share of the option (1, or 1/2 for each of a coin's two moves).
struct End {
  std::uint32_t taken;
  std::uint32_t head;
  double coef;
};

/// The moves of every choice from every position, as ends among the positions some play reaches (`squares`).
struct Table {
  std::size_t M = 0;
  std::vector<Label> squares;
  std::size_t slots = 0;
  /// Options of position a's slot s: option_first[a · slots + s] .. option_first[a · slots + s + 1]; an option's
  /// ends: end_first[o] .. end_first[o + 1]; its SquarePlay::moves code.
  std::vector<std::uint32_t> option_first;
  std::vector<std::uint32_t> end_first;
  std::vector<End> ends;
  std::vector<int> code;
  /// The refusable heads among the positions (by position), and where each jump ends when taken (else kNoPosition).
  std::vector<std::uint32_t> jump_to;
  /// All ones: every jump taken (the play without the choices).
  std::vector<std::uint8_t> all_taken;
};

/// The positions some play reaches from the start, or a LimitError past kMaxWinStates; left_out says why the game
/// is not solved (a square from which no play reaches the last).
Table make_table(const Board& board, const Model& model, std::string& left_out);

/// Whether the game without the choices (die 0, the plain move, every jump taken) surely ends: every position it
/// reaches from the start can still reach the last square under it. When not, its value iteration would never settle.
bool plain_finishes(const Table& t, const Model& model);

}  // namespace snl::internal
