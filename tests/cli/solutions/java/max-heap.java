// LeetCode 909, max-heap: written by tests/cli/solutions/make_solutions.py.
class Solution {
  public int snakesAndLadders(int[][] board) {
    int n = board.length;
    this.n = n;
    this.board = board;
    int target = n * n;
    int[] dist = new int[target + 1];
    Arrays.fill(dist, Integer.MAX_VALUE);
    PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> b[1] - a[1]);  // the mistake: the most rolls first
    dist[1] = 0;
    heap.add(new int[] {1, 0});
    while (!heap.isEmpty()) {
      int[] item = heap.poll();
      int square = item[0], rolls = item[1];
      if (square == target) return rolls;
      if (rolls > dist[square]) continue;
      for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
        int end = endOf(square + roll);
        if (rolls + 1 < dist[end]) {
          dist[end] = rolls + 1;
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
