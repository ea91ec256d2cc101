// LeetCode 909, a row runs right to left when its index from the top is even, which is right for even n only. Written
// by hand, once as a mistake snl's catalogue did not hold (uncatalogued/), and run as it was written; snl check names
// it rows-right-for-even-n (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size();
        vector<int> flat(n * n + 1);
        for (int s = 1; s <= n * n; ++s) {
            int row = n - 1 - (s - 1) / n;
            int col = (s - 1) % n;
            if (row % 2 == 0) col = n - 1 - col;
            flat[s] = board[row][col];
        }
        vector<int> steps(n * n + 1, INT_MAX);
        steps[1] = 0;
        deque<int> dq{1};
        while (!dq.empty()) {
            int s = dq.front();
            dq.pop_front();
            for (int i = 1; i <= 6; ++i) {
                int t = s + i;
                if (t > n * n) continue;
                if (flat[t] != -1) t = flat[t];
                if (steps[t] == INT_MAX) {
                    steps[t] = steps[s] + 1;
                    dq.push_back(t);
                }
            }
        }
        return steps[n * n] == INT_MAX ? -1 : steps[n * n];
    }
};
