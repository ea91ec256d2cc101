// LeetCode 909, row-0-as-bottom: written by tests/cli/solutions/make_solutions.py.
class Solution {
 public:
  int snakesAndLadders(vector<vector<int>>& board) {
    int n = board.size();
    int target = n * n;
    auto jump = [&](int square) {
      int r = (square - 1) / n, c = (square - 1) % n;
      if (r % 2 == 1) c = n - 1 - c;
      return board[r][c];  // the mistake: board[0] is the top row
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
