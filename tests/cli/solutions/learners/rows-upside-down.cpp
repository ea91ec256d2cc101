// LeetCode 909, written by hand: the board flattened from board[0] up, as if board[0] were the bottom row (the grid
// read upside down). snl check names it row-0-as-bottom (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size();
        vector<int> flat(1, 0);  // squares count from 1
        for (int i = 0; i < n; ++i) {
            if (i % 2 == 0)
                for (int j = 0; j < n; ++j) flat.push_back(board[i][j]);
            else
                for (int j = n - 1; j >= 0; --j) flat.push_back(board[i][j]);
        }
        int N = n * n;
        vector<int> dist(N + 1, -1);
        dist[1] = 0;
        queue<int> q;
        q.push(1);
        while (!q.empty()) {
            int x = q.front();
            q.pop();
            if (x == N) return dist[x];
            for (int k = 1; k <= 6 && x + k <= N; ++k) {
                int y = flat[x + k] == -1 ? x + k : flat[x + k];
                if (dist[y] == -1) {
                    dist[y] = dist[x] + 1;
                    q.push(y);
                }
            }
        }
        return -1;
    }
};
