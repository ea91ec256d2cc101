class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        int[] dist = new int[n * n + 1];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[1] = 0;
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> Integer.compare(b[0], a[0]));
        pq.offer(new int[]{0, 1});
        while (!pq.isEmpty()) {
            int[] cur = pq.poll();
            int d = cur[0], s = cur[1];
            if (d > dist[s]) continue;
            if (s == n * n) return d;
            for (int i = 1; i <= 6 && s + i <= n * n; i++) {
                int next = s + i;
                int[] rc = getRC(next, n);
                if (board[rc[0]][rc[1]] != -1) next = board[rc[0]][rc[1]];
                if (d + 1 < dist[next]) {
                    dist[next] = d + 1;
                    pq.offer(new int[]{d + 1, next});
                }
            }
        }
        return -1;
    }

    private int[] getRC(int s, int n) {
        int quot = (s - 1) / n, rem = (s - 1) % n;
        int row = n - 1 - quot;
        int col = quot % 2 == 0 ? rem : n - 1 - rem;
        return new int[]{row, col};
    }
}
