// LeetCode 909, never-minus-one: written by tests/cli/solutions/make_solutions.py.
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
    queue<int> q;
    q.push(1);
    while (!q.empty()) {
      int square = q.front();
      q.pop();
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        int end = end_of(square + roll);
        if (dist[end] == INT_MAX) {
          dist[end] = dist[square] + 1;
          q.push(end);
        }
      }
    }
    return dist[target];  // the mistake: INT_MAX when n * n cannot be reached, where LeetCode wants -1
  }
};
