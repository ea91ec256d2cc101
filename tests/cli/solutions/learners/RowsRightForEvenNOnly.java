// LeetCode 909, the rows alternate by their index from the top (even: right to left), right for even n only. Written
// by hand, once as a mistake snl's catalogue did not hold (uncatalogued/), and run as it was written; snl check names
// it rows-right-for-even-n (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution {
    private int[] coords(int sq, int n) {
        int r = n - 1 - (sq - 1) / n;
        int c = (sq - 1) % n;
        if (r % 2 == 0) c = n - 1 - c;
        return new int[]{r, c};
    }

    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        Set<Integer> visited = new HashSet<>();
        Queue<int[]> q = new ArrayDeque<>();
        q.add(new int[]{1, 0});
        visited.add(1);
        while (!q.isEmpty()) {
            int[] cur = q.remove();
            if (cur[0] == n * n) return cur[1];
            for (int roll = 1; roll <= 6 && cur[0] + roll <= n * n; roll++) {
                int[] rc = coords(cur[0] + roll, n);
                int dest = board[rc[0]][rc[1]] == -1 ? cur[0] + roll : board[rc[0]][rc[1]];
                if (visited.add(dest)) q.add(new int[]{dest, cur[1] + 1});
            }
        }
        return -1;
    }
}
