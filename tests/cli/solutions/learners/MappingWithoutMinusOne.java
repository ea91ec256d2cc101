// LeetCode 909, row s / n and column s % n without the -1. Written by hand, once as a mistake snl's catalogue did not
// hold (uncatalogued/), and run as it was written; snl check names it mapping-without-minus-one
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        int[] dist = new int[n * n + 1];
        Arrays.fill(dist, -1);
        Deque<Integer> dq = new ArrayDeque<>();
        dq.offer(1);
        dist[1] = 0;
        while (!dq.isEmpty()) {
            int s = dq.poll();
            for (int i = 1; i <= 6; i++) {
                int next = s + i;
                if (next > n * n) break;
                int row = next / n;
                int col = next % n;
                if (row % 2 == 1) col = n - 1 - col;
                if (row < n && board[n - 1 - row][col] != -1) next = board[n - 1 - row][col];
                if (dist[next] < 0) {
                    dist[next] = dist[s] + 1;
                    if (next == n * n) return dist[next];
                    dq.offer(next);
                }
            }
        }
        return -1;
    }
}
