// LeetCode 909, with ArrayDeque's push and pop where BFS needs offer and poll: the square added last comes out first,
// which is a max-heap on rolls whose ties come out last pushed first. Written by hand; snl check names it max-heap
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        int[] at = new int[n * n + 1];
        int idx = 1;
        for (int r = n - 1, k = 0; r >= 0; r--, k++) {
            if (k % 2 == 0) for (int c = 0; c < n; c++) at[idx++] = board[r][c];
            else for (int c = n - 1; c >= 0; c--) at[idx++] = board[r][c];
        }
        boolean[] seen = new boolean[n * n + 1];
        Deque<int[]> dq = new ArrayDeque<>();
        dq.push(new int[] {1, 0});
        seen[1] = true;
        while (!dq.isEmpty()) {
            int[] cur = dq.pop();
            for (int d = 1; d <= 6 && cur[0] + d <= n * n; d++) {
                int next = at[cur[0] + d] == -1 ? cur[0] + d : at[cur[0] + d];
                if (next == n * n) return cur[1] + 1;
                if (!seen[next]) {
                    seen[next] = true;
                    dq.push(new int[] {next, cur[1] + 1});
                }
            }
        }
        return -1;
    }
}
