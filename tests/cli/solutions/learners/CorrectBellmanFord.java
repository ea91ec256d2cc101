class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        int total = n * n;
        int[] dest = new int[total + 1];
        int label = 1;
        for (int row = n - 1; row >= 0; row--) {
            boolean reverse = (n - 1 - row) % 2 == 1;
            for (int i = 0; i < n; i++) {
                int col = reverse ? n - 1 - i : i;
                dest[label] = board[row][col] == -1 ? label : board[row][col];
                label++;
            }
        }
        final int INF = Integer.MAX_VALUE / 2;
        int[] best = new int[total + 1];
        Arrays.fill(best, INF);
        best[1] = 0;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int s = 1; s < total; s++) {
                if (best[s] == INF) continue;
                for (int d = 1; d <= 6 && s + d <= total; d++) {
                    int t = dest[s + d];
                    if (best[s] + 1 < best[t]) {
                        best[t] = best[s] + 1;
                        changed = true;
                    }
                }
            }
        }
        return best[total] == INF ? -1 : best[total];
    }
}
