// Allocates without bound: snl check gives the memory verdict (OutOfMemoryError under -Xmx).
class Solution {
  public int snakesAndLadders(int[][] board) {
    List<int[]> hoard = new ArrayList<>();
    while (true) hoard.add(new int[1 << 22]);
  }
}
