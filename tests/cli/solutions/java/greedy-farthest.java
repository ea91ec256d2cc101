// LeetCode 909, greedy-farthest: written by tests/cli/solutions/make_solutions.py.
class Solution {
  public int snakesAndLadders(int[][] board) {
    int n = board.length;
    this.n = n;
    this.board = board;
    int target = n * n;
    int square = 1;
    for (int moves = 0; moves <= target; moves++) {
      if (square == target) return moves;
      int best = 0;
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) best = Math.max(best, endOf(square + roll));
      square = best;
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
