// A max-heap by mistake, but every improvement is pushed and the answer is read at the end: slower, still right.
class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size();
        vector<int> cells(1, 0);
        for (int r = n - 1, k = 0; r >= 0; r--, k++) {
            if (k % 2 == 0) cells.insert(cells.end(), board[r].begin(), board[r].end());
            else cells.insert(cells.end(), board[r].rbegin(), board[r].rend());
        }
        vector<int> dist(n * n + 1, INT_MAX);
        priority_queue<pair<int, int>> pq;
        dist[1] = 0;
        pq.push({0, 1});
        while (!pq.empty()) {
            auto [d, u] = pq.top();
            pq.pop();
            if (d > dist[u]) continue;
            for (int k = 1; k <= 6 && u + k <= n * n; k++) {
                int v = cells[u + k] == -1 ? u + k : cells[u + k];
                if (d + 1 < dist[v]) {
                    dist[v] = d + 1;
                    pq.push({d + 1, v});
                }
            }
        }
        return dist[n * n] == INT_MAX ? -1 : dist[n * n];
    }
};
