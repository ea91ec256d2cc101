// LeetCode 909, the row is s / n and the column s % n, without the -1. Written by hand, once as a mistake snl's
// catalogue did not hold (uncatalogued/), and run as it was written; snl check names it mapping-without-minus-one
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution {
    pair<int, int> pos(int s, int n) {
        int r = s / n, c = s % n;
        if (r % 2 == 1) c = n - 1 - c;
        return {n - 1 - r, c};
    }
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size(), target = n * n;
        vector<bool> visited(target + 1, false);
        queue<pair<int, int>> q;
        q.push({1, 0});
        visited[1] = true;
        while (!q.empty()) {
            auto [s, moves] = q.front();
            q.pop();
            for (int d = 1; d <= 6; d++) {
                int next = s + d;
                if (next > target) break;
                auto [r, c] = pos(next, n);
                if (r >= 0 && board[r][c] != -1) next = board[r][c];
                if (next == target) return moves + 1;
                if (!visited[next]) {
                    visited[next] = true;
                    q.push({next, moves + 1});
                }
            }
        }
        return -1;
    }
};
