// A solution that reads with a Scanner on System.in, as on judges that give input that way: snl check's standard
// input is empty, and the report says so (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
import java.util.Scanner;

class Solution {
    public int snakesAndLadders(int[][] board) {
        Scanner in = new Scanner(System.in);
        return in.nextInt();
    }
}
