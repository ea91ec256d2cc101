// LeetCode 909, a stub that always answers 1. snl check must name no mistake (CheckLeetCode/Uncatalogued.*).
class Solution {
    public int snakesAndLadders(int[][] board) {
        return 1;
    }
}
