// A LeetCode 909 solution and the classic mistakes people make writing one, for testing `snl check`.
// Usage: solutions VARIANT < board.grid   (prints the least number of rolls, -1 when unreachable)
// Each mistake is the correct solution with the one change named by its variant; each passes LeetCode's two
// examples and the boards people usually try by hand, and `snl check` must find a board where it goes wrong.
#include <algorithm>
#include <cstdio>
#include <deque>
#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace {

using Grid = std::vector<std::vector<int>>;

struct Mistakes {
  bool follow_chains = false;     // after a jump, keeps jumping while the square reached has a jump
  bool mark_landed = false;       // marks the square landed on as visited instead of the square ended on
  bool snake_on_last_wins = false;  // stops as soon as a roll lands on n², before its snake
  bool take_first_jump = false;   // starts on the destination of square 1's jump
  bool rows_backwards = false;    // the bottom row runs right to left (every row the wrong way)
  bool minus_one_for_one = false;  // answers -1 on a 1x1 board
};

class Solution {
 public:
  explicit Solution(Mistakes mistakes) : m_(mistakes) {}

  int snakesAndLadders(const Grid& board) {
    const int n = static_cast<int>(board.size());
    const int target = n * n;
    if (m_.minus_one_for_one && n == 1) return -1;
    const auto jump = [&](int square) {
      int r = (square - 1) / n;
      int c = (square - 1) % n;
      if ((r % 2 == 1) != m_.rows_backwards) c = n - 1 - c;
      return board[n - 1 - r][c];
    };
    const auto end_of = [&](int land) {
      int end = jump(land) == -1 ? land : jump(land);
      for (int guard = 0; m_.follow_chains && jump(end) != -1 && jump(end) != end && guard < target; ++guard) {
        end = jump(end);
      }
      return end;
    };
    int start = 1;
    if (m_.take_first_jump && jump(1) != -1) start = jump(1);
    std::vector<bool> seen(target + 1, false);
    seen[start] = true;
    std::deque<std::pair<int, int>> queue{{start, 0}};
    if (start == target) return 0;
    while (!queue.empty()) {
      const auto [square, rolls] = queue.front();
      queue.pop_front();
      for (int roll = 1; roll <= 6 && square + roll <= target; ++roll) {
        const int land = square + roll;
        if (m_.snake_on_last_wins && land == target) return rolls + 1;
        const int end = end_of(land);
        if (end == target) return rolls + 1;
        if (seen[end]) continue;
        seen[m_.mark_landed ? land : end] = true;
        queue.push_back({end, rolls + 1});
      }
    }
    return -1;
  }

 private:
  Mistakes m_;
};

/// Always takes the roll that ends farthest ahead (the largest roll on a tie); gives up after n² moves.
int greedy(const Grid& board) {
  const int n = static_cast<int>(board.size());
  const int target = n * n;
  const auto end_of = [&](int square) {
    const int r = (square - 1) / n;
    int c = (square - 1) % n;
    if (r % 2 == 1) c = n - 1 - c;
    const int value = board[n - 1 - r][c];
    return value == -1 ? square : value;
  };
  int square = 1;
  for (int moves = 0; moves <= target; ++moves) {
    if (square == target) return moves;
    int best = -1;
    for (int roll = 1; roll <= 6 && square + roll <= target; ++roll) best = std::max(best, end_of(square + roll));
    square = best;
  }
  return -1;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string variant = argc > 1 ? argv[1] : "correct";
  int n = 0;
  if (!(std::cin >> n) || n < 1) return 2;
  Grid board(n, std::vector<int>(n));
  for (auto& row : board) {
    for (int& value : row) std::cin >> value;
  }
  static const std::map<std::string, Mistakes> kVariants{
      {"correct", {}},
      {"follow-chains", {.follow_chains = true}},
      {"mark-landed", {.mark_landed = true}},
      {"snake-on-last-wins", {.snake_on_last_wins = true}},
      {"take-first-jump", {.take_first_jump = true}},
      {"rows-backwards", {.rows_backwards = true}},
      {"minus-one-for-one", {.minus_one_for_one = true}},
  };
  if (variant == "greedy") {
    std::printf("%d\n", greedy(board));
    return 0;
  }
  const auto found = kVariants.find(variant);
  if (found == kVariants.end()) {
    std::fprintf(stderr, "solutions: unknown variant '%s'\n", variant.c_str());
    return 2;
  }
  std::printf("%d\n", Solution(found->second).snakesAndLadders(board));
  return 0;
}
