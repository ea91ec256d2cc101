// LeetCode 909, with a stack where BFS needs a queue: the square added last comes out first, which is a max-heap on
// rolls whose ties come out last pushed first. Written by hand; snl check names it max-heap
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size();
        auto cell = [&](int s) -> int& {
            int r = (s - 1) / n, c = (s - 1) % n;
            if (r & 1) c = n - 1 - c;
            return board[n - 1 - r][c];
        };
        vector<int> dist(n * n + 1, -1);
        stack<int> st;
        st.push(1);
        dist[1] = 0;
        while (!st.empty()) {
            int s = st.top();
            st.pop();
            for (int k = 1; k <= 6 && s + k <= n * n; ++k) {
                int t = s + k;
                if (cell(t) != -1) t = cell(t);
                if (dist[t] != -1) continue;
                dist[t] = dist[s] + 1;
                if (t == n * n) return dist[t];
                st.push(t);
            }
        }
        return -1;
    }
};
