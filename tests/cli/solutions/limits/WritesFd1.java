// A right solution that writes "3" to descriptor 1 through FileDescriptor.out on every board: never taken for an
// answer (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Arrays;

class Solution {
    public int snakesAndLadders(int[][] board) {
        try {
            new FileOutputStream(FileDescriptor.out).write("3\n".getBytes());
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
        int n = board.length;
        int[] dist = new int[n * n + 1];
        Arrays.fill(dist, -1);
        ArrayDeque<Integer> q = new ArrayDeque<>();
        dist[1] = 0;
        q.add(1);
        while (!q.isEmpty()) {
            int s = q.poll();
            for (int d = 1; d <= 6 && s + d <= n * n; d++) {
                int t = s + d, r = (t - 1) / n, c = (t - 1) % n;
                if (r % 2 == 1) c = n - 1 - c;
                if (board[n - 1 - r][c] != -1) t = board[n - 1 - r][c];
                if (dist[t] == -1) {
                    dist[t] = dist[s] + 1;
                    q.add(t);
                }
            }
        }
        return dist[n * n];
    }
}
