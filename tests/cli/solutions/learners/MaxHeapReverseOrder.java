class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        Map<Integer, Integer> cells = new HashMap<>();
        int idx = 1;
        for (int r = n - 1; r >= 0; r--) {
            int row = n - 1 - r;
            for (int c = 0; c < n; c++) {
                int col = row % 2 == 0 ? c : n - 1 - c;
                cells.put(idx++, board[r][col]);
            }
        }
        PriorityQueue<int[]> pq = new PriorityQueue<>(Collections.reverseOrder(Comparator.comparingInt(a -> a[0])));
        Set<Integer> visited = new HashSet<>();
        pq.add(new int[]{0, 1});
        while (!pq.isEmpty()) {
            int[] top = pq.remove();
            int steps = top[0], pos = top[1];
            if (!visited.add(pos)) continue;
            if (pos == n * n) return steps;
            for (int i = 1; i <= 6; i++) {
                int nxt = pos + i;
                if (nxt > n * n) break;
                if (cells.get(nxt) != -1) nxt = cells.get(nxt);
                if (!visited.contains(nxt)) pq.add(new int[]{steps + 1, nxt});
            }
        }
        return -1;
    }
}
