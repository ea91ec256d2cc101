// LeetCode 909 with state kept between calls: a `static` distance array filled with -1 on the first call only.
// snl check must say the answer depends on earlier calls (tests/cli/leetcode_test.cpp, CheckLeetCode/Leak.*).
class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        static int dist[401];
        static bool ready = false;
        if (!ready) {
            memset(dist, -1, sizeof dist);
            ready = true;
        }
        int n = board.size();
        auto at = [&](int s) {
            int r = (s - 1) / n, c = (s - 1) % n;
            if (r & 1) c = n - 1 - c;
            return board[n - 1 - r][c];
        };
        queue<int> q;
        q.push(1);
        dist[1] = 0;
        while (!q.empty()) {
            int s = q.front();
            q.pop();
            if (s == n * n) return dist[s];
            for (int k = 1; k <= 6 && s + k <= n * n; k++) {
                int t = at(s + k) == -1 ? s + k : at(s + k);
                if (dist[t] == -1) {
                    dist[t] = dist[s] + 1;
                    q.push(t);
                }
            }
        }
        return -1;
    }
};
