// LeetCode 909 with state kept between calls: a static map of distances that is never cleared. snl check must say
// the answer depends on earlier calls (tests/cli/leetcode_test.cpp, CheckLeetCode/Leak.*).
class Solution {
    static Map<Integer, Integer> dist = new HashMap<>();

    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        int[] flat = new int[n * n + 1];
        int k = 1;
        for (int r = n - 1, dir = 0; r >= 0; r--, dir ^= 1) {
            for (int c = 0; c < n; c++) flat[k++] = board[r][dir == 0 ? c : n - 1 - c];
        }
        Deque<Integer> q = new ArrayDeque<>();
        q.add(1);
        dist.put(1, 0);
        while (!q.isEmpty()) {
            int s = q.poll();
            if (s == n * n) return dist.get(s);
            for (int d = 1; d <= 6 && s + d <= n * n; d++) {
                int t = flat[s + d] == -1 ? s + d : flat[s + d];
                if (!dist.containsKey(t)) {
                    dist.put(t, dist.get(s) + 1);
                    q.add(t);
                }
            }
        }
        return -1;
    }
}
