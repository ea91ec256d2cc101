// LeetCode 909, moves-per-pop: written by tests/cli/solutions/make_solutions.py.
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
    vector<bool> seen(target + 1, false);
    queue<int> q;
    q.push(1);
    seen[1] = true;
    int moves = 0;
    while (!q.empty()) {
      int square = q.front();
      q.pop();
      moves++;  // the mistake: a move for every square popped, where a move is a whole layer
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        int end = end_of(square + roll);
        if (end == target) return moves;
        if (!seen[end]) {
          seen[end] = true;
          q.push(end);
        }
      }
    }
    return -1;
  }
};
