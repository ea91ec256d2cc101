// A right solution in a file with a package line, as an IDE writes it (tests/cli/leetcode_test.cpp,
// CheckLeetCode.LoadingErrors).
package com.example.leetcode;

import java.util.*;

class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length;
        int[] flat = new int[n * n + 1];
        int k = 1;
        for (int r = n - 1, dir = 0; r >= 0; r--, dir ^= 1) {
            for (int c = 0; c < n; c++) flat[k++] = board[r][dir == 0 ? c : n - 1 - c];
        }
        int[] dist = new int[n * n + 1];
        Arrays.fill(dist, -1);
        dist[1] = 0;
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(1);
        while (!q.isEmpty()) {
            int s = q.poll();
            for (int d = 1; d <= 6 && s + d <= n * n; d++) {
                int t = flat[s + d] == -1 ? s + d : flat[s + d];
                if (dist[t] < 0) {
                    dist[t] = dist[s] + 1;
                    q.add(t);
                }
            }
        }
        return dist[n * n];
    }
}
