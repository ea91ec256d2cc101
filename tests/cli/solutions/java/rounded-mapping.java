// LeetCode 909, rounded-mapping: written by tests/cli/solutions/make_solutions.py.
class Solution {
  public int snakesAndLadders(int[][] board) {
    int n = board.length;
    this.n = n;
    this.board = board;
    int target = n * n;
    int start = 1;
    if (start == target) return 0;
    boolean[] seen = new boolean[target + 1];
    seen[start] = true;
    ArrayDeque<int[]> queue = new ArrayDeque<>();
    queue.add(new int[] {start, 0});
    while (!queue.isEmpty()) {
      int[] item = queue.poll();
      int square = item[0], rolls = item[1];
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        int land = square + roll;
        int end = endOf(land);
        if (end == target) return rolls + 1;
        if (seen[end]) continue;
        seen[end] = true;
        queue.add(new int[] {end, rolls + 1});
      }
    }
    return -1;
  }

  private int n;
  private int[][] board;

  private int jump(int square) {
    int r = (int) Math.round((square - 1) / (double) n);  // the mistake: the nearest row, where it must round down
    int c = (square - 1) % n;
    if (r >= n) return -1;
    if (r % 2 == 1) c = n - 1 - c;
    return board[n - 1 - r][c];
  }

  private int endOf(int land) {
    int end = jump(land) == -1 ? land : jump(land);
    return end;
  }
}
