// LeetCode 909, fixed-passes: written by tests/cli/solutions/make_solutions.py.
class Solution {
  public int snakesAndLadders(int[][] board) {
    int n = board.length;
    this.n = n;
    this.board = board;
    int target = n * n;
    int[] dist = new int[target + 1];
    Arrays.fill(dist, Integer.MAX_VALUE);
    dist[1] = 0;
    for (int pass = 0; pass < n; pass++) {  // the mistake: n passes, where it must go on until a pass changes nothing
      for (int square = 1; square < target; square++) {
        if (dist[square] == Integer.MAX_VALUE) continue;
        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
          int end = endOf(square + roll);
          if (dist[square] + 1 < dist[end]) dist[end] = dist[square] + 1;
        }
      }
    }
    return dist[target] == Integer.MAX_VALUE ? -1 : dist[target];
  }

  private int n;
  private int[][] board;

  private int jump(int square) {
    int r = (square - 1) / n, c = (square - 1) % n;
    if (r % 2 == 1) c = n - 1 - c;
    return board[n - 1 - r][c];
  }

  private int endOf(int land) {
    int end = jump(land) == -1 ? land : jump(land);
    return end;
  }
}
