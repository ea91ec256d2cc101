// LeetCode 909, fixed-passes: written by tests/cli/solutions/make_solutions.py.
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
    vector<int> dist(target + 1, INT_MAX);
    dist[1] = 0;
    for (int pass = 0; pass < n; pass++) {  // the mistake: n passes, where it must go on until a pass changes nothing
      for (int square = 1; square < target; square++) {
        if (dist[square] == INT_MAX) continue;
        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
          int end = end_of(square + roll);
          if (dist[square] + 1 < dist[end]) dist[end] = dist[square] + 1;
        }
      }
    }
    return dist[target] == INT_MAX ? -1 : dist[target];
  }
};
