// LeetCode 909, written by hand: it counts a move for every square taken from the queue, not for every layer of the
// BFS. It was in uncatalogued/ until the catalogue held moves-per-pop; snl check must name that
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        int last = n * n;
        boolean[] seen = new boolean[last + 1];
        Queue<Integer> q = new LinkedList<>();
        q.offer(1);
        seen[1] = true;
        int moves = 0;
        while (!q.isEmpty()) {
            int cur = q.poll();
            moves++;
            for (int dice = 1; dice <= 6 && cur + dice <= last; dice++) {
                int next = cur + dice;
                int row = (next - 1) / n, col = (next - 1) % n;
                if (row % 2 == 1) col = n - 1 - col;
                int cell = board[n - 1 - row][col];
                if (cell != -1) next = cell;
                if (next == last) return moves;
                if (!seen[next]) {
                    seen[next] = true;
                    q.offer(next);
                }
            }
        }
        return -1;
    }
}
