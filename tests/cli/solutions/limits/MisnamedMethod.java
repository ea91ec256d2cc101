// LeetCode 909 with the method misnamed: snl check cannot load it and names what it found
// (tests/cli/leetcode_test.cpp, CheckLeetCode.LoadingErrors).
class Solution {
    public int snakesAndLadder(int[][] board) {
        return 1;
    }
}
