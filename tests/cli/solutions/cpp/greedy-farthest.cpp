// LeetCode 909, greedy-farthest: written by tests/cli/solutions/make_solutions.py.
class Solution {
 public:
  int snakesAndLadders(vector<vector<int>>& board) {
    int n = board.size();
    int target = n * n;
    auto jump = [&](int square) {
      int r = (square - 1) / n, c = (square - 1) % n;
      if (r % 2 == 1) c = n - 1 - c;
      return board[n - 1 - r][c];
    };
    auto end_of = [&](int land) {
      int end = jump(land) == -1 ? land : jump(land);
      return end;
    };
    int square = 1;
    for (int moves = 0; moves <= target; moves++) {
      if (square == target) return moves;
      int best = 0;
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) best = max(best, end_of(square + roll));
      square = best;
    }
    return -1;
  }
};
