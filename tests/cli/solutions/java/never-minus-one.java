// LeetCode 909, never-minus-one: written by tests/cli/solutions/make_solutions.py.
class Solution {
  public int snakesAndLadders(int[][] board) {
    int n = board.length;
    this.n = n;
    this.board = board;
    int target = n * n;
    int[] dist = new int[target + 1];
    Arrays.fill(dist, Integer.MAX_VALUE);
    dist[1] = 0;
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(1);
    while (!queue.isEmpty()) {
      int square = queue.poll();
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        int end = endOf(square + roll);
        if (dist[end] == Integer.MAX_VALUE) {
          dist[end] = dist[square] + 1;
          queue.add(end);
        }
      }
    }
    return dist[target];  // the mistake: Integer.MAX_VALUE when n * n cannot be reached, where LeetCode wants -1
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
