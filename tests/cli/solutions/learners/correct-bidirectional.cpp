class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size(), N = n * n;
        if (N == 1) return 0;
        vector<int> to(N + 1);
        for (int s = 1; s <= N; s++) {
            int q = (s - 1) / n, r = (s - 1) % n;
            int v = board[n - 1 - q][q % 2 == 0 ? r : n - 1 - r];
            to[s] = v == -1 ? s : v;
        }
        vector<vector<int>> fwd(N + 1), back(N + 1);
        for (int u = 1; u < N; u++) {
            for (int k = 1; k <= 6 && u + k <= N; k++) {
                fwd[u].push_back(to[u + k]);
                back[to[u + k]].push_back(u);
            }
        }
        vector<int> df(N + 1, -1), db(N + 1, -1);
        vector<int> ff{1}, fb{N};
        df[1] = 0;
        db[N] = 0;
        while (!ff.empty() && !fb.empty()) {
            bool forward = ff.size() <= fb.size();
            vector<int>& frontier = forward ? ff : fb;
            vector<int>& mine = forward ? df : db;
            vector<int>& theirs = forward ? db : df;
            vector<vector<int>>& adj = forward ? fwd : back;
            vector<int> next;
            int best = INT_MAX;
            for (int u : frontier) {
                for (int v : adj[u]) {
                    if (theirs[v] != -1) best = min(best, mine[u] + 1 + theirs[v]);
                    if (mine[v] == -1) {
                        mine[v] = mine[u] + 1;
                        next.push_back(v);
                    }
                }
            }
            if (best != INT_MAX) return best;
            frontier = next;
        }
        return -1;
    }
};
