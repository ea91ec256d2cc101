// LeetCode 909, a snake is never taken (only ladders). Written by hand, once as a mistake snl's catalogue did not
// hold (uncatalogued/), and run as it was written; snl check names it ignores-snakes (tests/cli/leetcode_test.cpp,
// CheckLeetCode/LearnerNamed.*).
class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        int[] arr = new int[n * n + 1];
        int idx = 1;
        boolean leftToRight = true;
        for (int i = n - 1; i >= 0; i--) {
            for (int j = 0; j < n; j++) {
                arr[idx++] = leftToRight ? board[i][j] : board[i][n - 1 - j];
            }
            leftToRight = !leftToRight;
        }
        Queue<Integer> queue = new LinkedList<>();
        boolean[] seen = new boolean[n * n + 1];
        queue.add(1);
        seen[1] = true;
        int moves = 0;
        while (!queue.isEmpty()) {
            int size = queue.size();
            for (int k = 0; k < size; k++) {
                int cur = queue.poll();
                if (cur == n * n) return moves;
                for (int d = 1; d <= 6 && cur + d <= n * n; d++) {
                    int next = cur + d;
                    if (arr[next] > next) next = arr[next];
                    if (!seen[next]) {
                        seen[next] = true;
                        queue.add(next);
                    }
                }
            }
            moves++;
        }
        return -1;
    }
}
