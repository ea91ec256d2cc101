// tests/support/worked_examples.hpp — the worked example boards with their answers (each confirmed by the oracle
// in solve_test.cpp), and small board builders the unit tests share.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace test {

using Grid = std::vector<std::vector<int>>;

// The worked examples, with their answers.
struct Example {
  const char* name;
  Grid grid;
  std::int64_t rolls;
};

inline std::vector<Example> worked_examples() {
  return {
      {"leetcode_6x6", {{-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1},
                        {-1, 35, -1, -1, 13, -1}, {-1, -1, -1, -1, -1, -1}, {-1, 15, -1, -1, -1, -1}}, 4},
      {"three_ladder_to_ladder", {{-1, 1, -1}, {-1, -1, 9}, {-1, 4, -1}}, 1},
      {"two_ladder_2_3", {{-1, -1}, {-1, 3}}, 1},
      {"two_empty", {{-1, -1}, {-1, -1}}, 1},
      {"three_self_jumps", {{-1, -1, -1}, {-1, 9, 8}, {-1, 8, 9}}, 1},
      {"three_wall", {{1, 1, -1}, {1, 1, 1}, {-1, 1, 1}}, -1},
      {"three_mixed", {{-1, 4, -1}, {6, 2, 6}, {-1, 3, -1}}, 2},
      {"five_mixed", {{-1, -1, 19, 10, -1}, {2, -1, -1, 6, -1}, {-1, 17, -1, 19, -1}, {25, -1, 20, -1, -1},
                      {-1, -1, -1, -1, 15}}, 2},
      {"eight_mixed", {{-1, -1, -1, 46, 47, -1, -1, -1}, {51, -1, -1, 63, -1, 31, 21, -1},
                       {-1, -1, 26, -1, -1, 38, -1, -1}, {-1, -1, 11, -1, 14, 23, 56, 57},
                       {11, -1, -1, -1, 49, 36, -1, 48}, {-1, -1, -1, 33, 56, -1, 57, 21},
                       {-1, -1, -1, -1, -1, -1, 2, -1}, {-1, -1, -1, 8, 3, -1, 6, 56}}, 4},
      {"one_plain", {{-1}}, 0},
      {"one_self_jump", {{1}}, 0},
  };
}

// A grid's cells in one block, row after row, as a snl::GridView reads them (every row as long as the first).
inline std::vector<int> flat_cells(const Grid& grid) {
  std::vector<int> cells;
  for (const std::vector<int>& row : grid) cells.insert(cells.end(), row.begin(), row.end());
  return cells;
}

// The same as 64-bit cells, as a snl::GridView64 reads them (NumPy's default integers).
inline std::vector<std::int64_t> flat_cells64(const Grid& grid) {
  std::vector<std::int64_t> cells;
  for (const std::vector<int>& row : grid) cells.insert(cells.end(), row.begin(), row.end());
  return cells;
}

// Jumps from every square in [first, last] to `to`.
inline std::vector<std::pair<int, int>> run_of(int first, int last, int to) {
  std::vector<std::pair<int, int>> jumps;
  for (int head = first; head <= last; ++head) jumps.emplace_back(head, to);
  return jumps;
}

}  // namespace test
