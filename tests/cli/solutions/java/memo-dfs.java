// LeetCode 909, memo-dfs: written by tests/cli/solutions/make_solutions.py.
class Solution {
  public int snakesAndLadders(int[][] board) {
    int n = board.length;
    this.n = n;
    this.board = board;
    int target = n * n;
    this.target = target;
    memo = new int[target + 1];
    Arrays.fill(memo, -1);
    onPath = new boolean[target + 1];
    int answer = dfs(1);
    return answer >= 1000000000 ? -1 : answer;
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

  private int target;
  private int[] memo;
  private boolean[] onPath;

  private int dfs(int square) {
    if (square == target) return 0;
    if (memo[square] != -1) return memo[square];
    if (onPath[square]) return 1000000000;  // the mistake: snakes make cycles; a square on the path is no dead end
    onPath[square] = true;
    int best = 1000000000;
    for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
      best = Math.min(best, 1 + dfs(endOf(square + roll)));
    }
    onPath[square] = false;
    memo[square] = best;  // the mistake: kept though it may rest on a square on the path
    return best;
  }
}
