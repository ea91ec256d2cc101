import java.util.*;

class Solution {
    static class State implements Comparable<State> {
        int pos, moves;

        State(int pos, int moves) {
            this.pos = pos;
            this.moves = moves;
        }

        public int compareTo(State o) {
            return o.moves - this.moves;
        }
    }

    public int snakesAndLadders(int[][] board) {
        int n = board.length, target = n * n;
        if (target == 1) return 0;
        boolean[] seen = new boolean[target + 1];
        PriorityQueue<State> pq = new PriorityQueue<>();
        pq.add(new State(1, 0));
        seen[1] = true;
        while (!pq.isEmpty()) {
            State cur = pq.poll();
            for (int die = 1; die <= 6; die++) {
                int next = cur.pos + die;
                if (next > target) break;
                int r = n - 1 - (next - 1) / n;
                int c = ((next - 1) / n) % 2 == 0 ? (next - 1) % n : n - 1 - (next - 1) % n;
                if (board[r][c] != -1) next = board[r][c];
                if (next == target) return cur.moves + 1;
                if (!seen[next]) {
                    seen[next] = true;
                    pq.add(new State(next, cur.moves + 1));
                }
            }
        }
        return -1;
    }
}
