// snl/meeting_bfs.hpp — the least number of rolls on a large LeetCode grid by two searches on two threads that
// meet at a cut (answer only, no route).
//
// Every route to the last square stands, last before reaching square `cut` = n·cut_row + 1 or beyond for the last
// time, on a square of a window [low, cut): the six squares below the cut and those a roll can take to a ladder
// crossing it; and from there on it stays above the cut. So the answer is the least, over the window, of rolls from
// square 1 plus rolls to the last square by routes that stay from `low` up. This thread runs the bitset BFS
// (snl/bitset_bfs.hpp) forward from square 1, noting when it first stands on each window square; another thread
// runs a bitset BFS backward from the last square over the squares from `low` (rounded down to 64) up, through a
// table of the heads jumping to each square, and hands over its distances once every window square has one. The
// forward search stops at the first roll after which no route through the window can beat the best one, or as
// usual at the last square; either way is exact, so the answer never depends on timing.
//
// It needs the ladders crossing the cut to start in the row just below it; otherwise (long ladders) it declines:
// nullopt.
//
// Time: a bitset BFS split in two halves run side by side, plus reading the backward region's jumps (a pass per
// jump). Memory: the bitset BFS's 0.5 bytes per square, 0.63 more per backward square, 16 bytes per jump into it.
// Used by snl::min_rolls on grids of 2^18 squares or more when the machine has two cores. docs/meeting.md.
// Tested by: tests/stress/meeting_test.cpp (every cut of random boards, threaded and in turn, against the oracle).
#pragma once

#include <cstdint>
#include <optional>

#include "snl/bitset_bfs.hpp"

namespace snl {

struct MeetingOptions {
  std::uint64_t cut_row = 0;  // the cut is the first square of this row from the bottom: 1 ≤ cut_row < n
  bool threaded = true;       // false: the backward search runs first, then the forward one (for tests)
};

struct MeetingAnswer {
  std::int64_t rolls;  // the least number of rolls, -1 when unreachable
  bool met;            // decided at the window (false: the forward search finished alone)
};

/// The answer; nullopt when the board's jumps do not allow the cut.
std::optional<MeetingAnswer> min_rolls_meeting(GridBits& board, const MeetingOptions& options);

/// The cut row snl::min_rolls uses on an n×n board (balances the two threads' work).
std::uint64_t default_cut_row(std::uint64_t n);

}  // namespace snl
