// LeetCode 909 with the method misnamed (tests/cli/leetcode_test.cpp, CheckLeetCode.LoadingErrors).
class Solution {
public:
    int snakesAndLadder(vector<vector<int>>& board) {
        return 1;
    }
};
