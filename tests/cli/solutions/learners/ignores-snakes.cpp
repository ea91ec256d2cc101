// LeetCode 909, it only takes a jump that goes forward (snakes are ignored). Written by hand, once as a mistake snl's
// catalogue did not hold (uncatalogued/), and run as it was written; snl check names it ignores-snakes
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size();
        auto cell = [&](int s) -> int& {
            int r = (s - 1) / n, c = (s - 1) % n;
            if (r % 2) c = n - 1 - c;
            return board[n - 1 - r][c];
        };
        vector<int> dist(n * n + 1, -1);
        queue<int> q;
        q.push(1);
        dist[1] = 0;
        while (!q.empty()) {
            int cur = q.front();
            q.pop();
            if (cur == n * n) return dist[cur];
            for (int k = 1; k <= 6 && cur + k <= n * n; k++) {
                int nxt = cur + k;
                if (cell(nxt) > nxt) nxt = cell(nxt);  // ladders only
                if (dist[nxt] == -1) {
                    dist[nxt] = dist[cur] + 1;
                    q.push(nxt);
                }
            }
        }
        return -1;
    }
};
