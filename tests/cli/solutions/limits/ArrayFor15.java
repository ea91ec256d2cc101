// A BFS whose arrays were sized for the examples a learner tried (n up to 15): right on every board up to 15×15, an
// ArrayIndexOutOfBoundsException from 16×16, a size LeetCode allows (n <= 20). snl check's default sides reach it
// (tests/cli/leetcode_test.cpp, CheckLeetCode.LeetCodesLargestSidesAreTried).
class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        int[] dist = new int[226];
        int[] queue = new int[226];
        java.util.Arrays.fill(dist, -1);
        int head = 0, tail = 0;
        dist[1] = 0;
        queue[tail++] = 1;
        while (head < tail) {
            int s = queue[head++];
            for (int next = s + 1; next <= Math.min(s + 6, n * n); next++) {
                int r = (next - 1) / n, c = (next - 1) % n;
                if (r % 2 == 1) c = n - 1 - c;
                int t = board[n - 1 - r][c] == -1 ? next : board[n - 1 - r][c];
                if (dist[t] == -1) {
                    dist[t] = dist[s] + 1;
                    queue[tail++] = t;
                }
            }
        }
        return dist[n * n];
    }
}
