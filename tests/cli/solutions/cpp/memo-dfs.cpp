// LeetCode 909, memo-dfs: written by tests/cli/solutions/make_solutions.py.
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
    vector<int> memo(target + 1, -1);
    vector<bool> onPath(target + 1, false);
    function<int(int)> dfs = [&](int square) {
      if (square == target) return 0;
      if (memo[square] != -1) return memo[square];
      if (onPath[square]) return 1000000000;  // the mistake: snakes make cycles; a square on the path is no dead end
      onPath[square] = true;
      int best = 1000000000;
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        best = min(best, 1 + dfs(end_of(square + roll)));
      }
      onPath[square] = false;
      memo[square] = best;  // the mistake: kept though it may rest on a square on the path
      return best;
    };
    int answer = dfs(1);
    return answer >= 1000000000 ? -1 : answer;
  }
};
