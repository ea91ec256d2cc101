// Uses the installed snl: the LeetCode entry point and the solver with a route.
#include <snl/snl.hpp>

#include <iostream>

int main() {
  const std::vector<std::vector<int>> board{{-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1},
                                            {-1, -1, -1, -1, -1, -1}, {-1, 35, -1, -1, 13, -1},
                                            {-1, -1, -1, -1, -1, -1}, {-1, 15, -1, -1, -1, -1}};
  const snl::Solution solution = snl::solve(snl::Board::from_grid(board));
  std::cout << snl::min_rolls(board) << " " << solution.route.size() << "\n";
  return snl::min_rolls(board) == 4 && solution.route.size() == 4 ? 0 : 1;
}
