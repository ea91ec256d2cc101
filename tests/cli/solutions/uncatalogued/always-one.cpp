// LeetCode 909, a stub submitted to see what the judge says: it always answers 1. snl check must name no mistake
// (tests/cli/leetcode_test.cpp, CheckLeetCode/Uncatalogued.*).
class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        // TODO
        return 1;
    }
};
