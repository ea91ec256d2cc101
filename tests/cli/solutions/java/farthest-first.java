// LeetCode 909, farthest-first: written by tests/cli/solutions/make_solutions.py.
class Solution {
  public int snakesAndLadders(int[][] board) {
    int n = board.length;
    this.n = n;
    this.board = board;
    int target = n * n;
    boolean[] seen = new boolean[target + 1];
    PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> b[0] - a[0]);  // the mistake: the farthest square first
    seen[1] = true;
    heap.add(new int[] {1, 0});
    while (!heap.isEmpty()) {
      int[] item = heap.poll();
      int square = item[0], rolls = item[1];
      if (square == target) return rolls;
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        int end = endOf(square + roll);
        if (!seen[end]) {
          seen[end] = true;
          heap.add(new int[] {end, rolls + 1});
        }
      }
    }
    return -1;
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
