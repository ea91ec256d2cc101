struct Cmp {
    bool operator()(const array<int, 2>& a, const array<int, 2>& b) const { return a[0] < b[0]; }
};

class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        const int n = board.size(), N = n * n;
        vector<int> arr(N + 1);
        int k = 1;
        for (int i = n - 1, dir = 0; i >= 0; i--, dir ^= 1) {
            if (dir == 0) for (int j = 0; j < n; j++) arr[k++] = board[i][j];
            else for (int j = n - 1; j >= 0; j--) arr[k++] = board[i][j];
        }
        vector<int> dist(N + 1, 1e9);
        priority_queue<array<int, 2>, vector<array<int, 2>>, Cmp> pq;
        dist[1] = 0;
        pq.push({0, 1});
        while (pq.size()) {
            auto [d, u] = pq.top();
            pq.pop();
            if (d != dist[u]) continue;
            for (int x = 1; x <= 6; x++) {
                int v = u + x;
                if (v > N) break;
                if (arr[v] > 0) v = arr[v];
                if (dist[v] > d + 1) {
                    dist[v] = d + 1;
                    if (v == N) return dist[v];
                    pq.push({dist[v], v});
                }
            }
        }
        return N == 1 ? 0 : -1;
    }
};
