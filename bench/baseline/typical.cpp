// The baseline every benchmark is compared with: how a typical solution reads and solves a board. It reads the
// grid format (boards one after another) with iostreams into nested vectors, flattens the board and runs a BFS,
// printing one answer per board. Deliberately ordinary; kept independent of the snl library.
#include <iostream>
#include <queue>
#include <vector>

int main() {
  std::ios::sync_with_stdio(false);
  int n = 0;
  while (std::cin >> n) {
    std::vector<std::vector<int>> board(n, std::vector<int>(n));
    for (auto& row : board) {
      for (int& value : row) std::cin >> value;
    }
    const int last = n * n;
    std::vector<int> flat(last + 1);
    int label = 1;
    for (int r = n - 1, k = 0; r >= 0; --r, ++k) {
      for (int c = 0; c < n; ++c) flat[label++] = board[r][k % 2 == 0 ? c : n - 1 - c];
    }
    std::vector<int> dist(last + 1, -1);
    std::queue<int> queue;
    dist[1] = 0;
    queue.push(1);
    while (!queue.empty() && dist[last] < 0) {
      const int x = queue.front();
      queue.pop();
      for (int d = 1; d <= 6 && x + d <= last; ++d) {
        int y = x + d;
        if (flat[y] != -1) y = flat[y];
        if (dist[y] < 0) {
          dist[y] = dist[x] + 1;
          queue.push(y);
        }
      }
    }
    std::cout << dist[last] << '\n';
  }
}
