// A right solution that prints "3" with cout and with write(2) on every board: never taken for an answer
// (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
#include <unistd.h>

class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        cout << 3 << endl;
        write(1, "3\n", 2);
        int n = board.size();
        auto cell = [&](int s) {
            int r = (s - 1) / n, c = (s - 1) % n;
            if (r % 2) c = n - 1 - c;
            return board[n - 1 - r][c];
        };
        vector<int> dist(n * n + 1, -1);
        queue<int> q;
        dist[1] = 0;
        q.push(1);
        while (!q.empty()) {
            int s = q.front();
            q.pop();
            for (int d = 1; d <= 6 && s + d <= n * n; ++d) {
                int t = cell(s + d) == -1 ? s + d : cell(s + d);
                if (dist[t] < 0) {
                    dist[t] = dist[s] + 1;
                    q.push(t);
                }
            }
        }
        return dist[n * n];
    }
};
