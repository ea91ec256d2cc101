// LeetCode 909, max-heap: written by tests/cli/solutions/make_solutions.py.
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
    priority_queue<pair<int, int>> heap;  // the mistake: a max-heap (Dijkstra needs greater<>)
    dist[1] = 0;
    heap.push({0, 1});
    while (!heap.empty()) {
      auto [rolls, square] = heap.top();
      heap.pop();
      if (square == target) return rolls;
      if (rolls > dist[square]) continue;
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        int end = end_of(square + roll);
        if (rolls + 1 < dist[end]) {
          dist[end] = rolls + 1;
          heap.push({rolls + 1, end});
        }
      }
    }
    return -1;
  }
};
