// LeetCode 909, moves-per-pop: written by tests/cli/solutions/make_solutions.py.
class Solution {
  public int snakesAndLadders(int[][] board) {
    int n = board.length;
    this.n = n;
    this.board = board;
    int target = n * n;
    boolean[] seen = new boolean[target + 1];
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(1);
    seen[1] = true;
    int moves = 0;
    while (!queue.isEmpty()) {
      int square = queue.poll();
      moves++;  // the mistake: a move for every square popped, where a move is a whole layer
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        int end = endOf(square + roll);
        if (end == target) return moves;
        if (!seen[end]) {
          seen[end] = true;
          queue.add(end);
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
