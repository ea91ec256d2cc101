// Sleeps on every board, after appending its pid to $SNL_TEST_PIDS: snl check, interrupted, leaves no process behind.
class Solution {
  public int snakesAndLadders(int[][] board) {
    String path = System.getenv("SNL_TEST_PIDS");
    if (path != null) {
      try (java.io.FileWriter out = new java.io.FileWriter(path, true)) {
        out.write(ProcessHandle.current().pid() + "\n");
      } catch (java.io.IOException error) {
        throw new RuntimeException(error);
      }
    }
    try {
      Thread.sleep(100_000);
    } catch (InterruptedException error) {
      return 0;
    }
    return 0;
  }
}
