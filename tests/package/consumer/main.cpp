// Uses the installed snl: the LeetCode entry point, the solver with a route, and its text (which needs fmt).
#include <snl/snl.hpp>

#include <iostream>

int main() {
  const std::vector<std::vector<int>> board{{-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1},
                                            {-1, -1, -1, -1, -1, -1}, {-1, 35, -1, -1, 13, -1},
                                            {-1, -1, -1, -1, -1, -1}, {-1, 15, -1, -1, -1, -1}};
  const snl::Solution solution = snl::solve(snl::Board::from_grid(board));
  const snl::Board parsed = snl::Board::from_grid(board);
  const std::string line = snl::route_line(parsed, solution);
  std::cout << snl::min_rolls(board) << " " << solution.route.size() << " " << line << "\n";
  return snl::min_rolls(board) == 4 && solution.route.size() == 4 && line == "1 -> 2 => 15 -> 17 => 13 -> 14 => 35 -> 36"
             ? 0
             : 1;
}
