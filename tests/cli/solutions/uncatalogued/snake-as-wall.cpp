// LeetCode 909, wrong in a way snl's catalogue of mistakes does not hold: a roll that lands on a snake is not made
// at all (the snake's square taken for a wall), where the rules move you down it. Written by hand; snl check must
// name no mistake (tests/cli/leetcode_test.cpp, CheckLeetCode/Uncatalogued.*).
class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        const int n = board.size();
        auto dest = [&](int s) {
            int row = (s - 1) / n, col = (s - 1) % n;
            if (row & 1) col = n - 1 - col;
            return board[n - 1 - row][col];
        };
        vector<int> moves(n * n + 1, INT_MAX);
        deque<int> dq{1};
        moves[1] = 0;
        while (!dq.empty()) {
            int s = dq.front();
            dq.pop_front();
            for (int d = 1; d <= 6 && s + d <= n * n; d++) {
                int t = s + d;
                if (dest(t) != -1) {
                    if (dest(t) < t) continue;  // never go down a snake
                    t = dest(t);
                }
                if (moves[t] != INT_MAX) continue;
                moves[t] = moves[s] + 1;
                if (t == n * n) return moves[t];
                dq.push_back(t);
            }
        }
        return -1;
    }
};
