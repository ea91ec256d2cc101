// LeetCode 909, farthest-first: written by tests/cli/solutions/make_solutions.py.
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
    priority_queue<pair<int, int>> heap;  // the mistake: (square, rolls), the farthest square first
    seen[1] = true;
    heap.push({1, 0});
    while (!heap.empty()) {
      auto [square, rolls] = heap.top();
      heap.pop();
      if (square == target) return rolls;
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        int end = end_of(square + roll);
        if (!seen[end]) {
          seen[end] = true;
          heap.push({end, rolls + 1});
        }
      }
    }
    return -1;
  }
};
