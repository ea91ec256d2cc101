// LeetCode 909, rounded-mapping: written by tests/cli/solutions/make_solutions.py.
class Solution {
 public:
  int snakesAndLadders(vector<vector<int>>& board) {
    int n = board.size();
    int target = n * n;
    auto jump = [&](int square) {
      int r = (int) round((square - 1) / (double) n);  // the mistake: the nearest row, where it must round down
      int c = (square - 1) % n;
      if (r >= n) return -1;
      if (r % 2 == 1) c = n - 1 - c;
      return board[n - 1 - r][c];
    };
    auto end_of = [&](int land) {
      int end = jump(land) == -1 ? land : jump(land);
      return end;
    };
    int start = 1;
    if (start == target) return 0;
    vector<bool> seen(target + 1, false);
    seen[start] = true;
    deque<pair<int, int>> queue{{start, 0}};
    while (!queue.empty()) {
      auto [square, rolls] = queue.front();
      queue.pop_front();
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        int land = square + roll;
        int end = end_of(land);
        if (end == target) return rolls + 1;
        if (seen[end]) continue;
        seen[end] = true;
        queue.push_back({end, rolls + 1});
      }
    }
    return -1;
  }
};
