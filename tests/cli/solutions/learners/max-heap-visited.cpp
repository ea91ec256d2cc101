class Solution {
public:
    pair<int, int> getCoordinates(int s, int n) {
        int row = n - 1 - (s - 1) / n;
        int col = (s - 1) % n;
        if ((n - 1 - row) % 2 == 1) col = n - 1 - col;
        return {row, col};
    }

    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size();
        vector<bool> vis(n * n + 1, false);
        priority_queue<pair<int, int>> pq;
        pq.push({0, 1});
        while (!pq.empty()) {
            int moves = pq.top().first, s = pq.top().second;
            pq.pop();
            if (vis[s]) continue;
            vis[s] = true;
            if (s == n * n) return moves;
            for (int i = 1; i <= 6 && s + i <= n * n; i++) {
                auto [r, c] = getCoordinates(s + i, n);
                int next = board[r][c] == -1 ? s + i : board[r][c];
                if (!vis[next]) pq.push({moves + 1, next});
            }
        }
        return -1;
    }
};
