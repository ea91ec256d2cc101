// LeetCode 909, written by hand: `moves` goes up for every square taken from the queue (not for every layer of the
// BFS), and n² is found when it is taken from the queue. snl check names it moves-per-pop
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size(), target = n * n;
        vector<int> label(target + 1);
        int idx = 1;
        bool ltr = true;
        for (int r = n - 1; r >= 0; --r) {
            if (ltr)
                for (int c = 0; c < n; ++c) label[idx++] = board[r][c];
            else
                for (int c = n - 1; c >= 0; --c) label[idx++] = board[r][c];
            ltr = !ltr;
        }
        queue<int> q;
        vector<bool> vis(target + 1, false);
        q.push(1);
        vis[1] = true;
        int moves = 0;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            if (u == target) return moves;
            moves++;
            for (int d = 1; d <= 6; ++d) {
                int v = u + d;
                if (v > target) break;
                if (label[v] != -1) v = label[v];
                if (!vis[v]) {
                    vis[v] = true;
                    q.push(v);
                }
            }
        }
        return -1;
    }
};
