// LeetCode 909 written as a free function, without LeetCode's class Solution (tests/cli/leetcode_test.cpp,
// CheckLeetCode.LoadingErrors): said as in the other languages, not as a compiler error in snl's harness.
int snakesAndLadders(vector<vector<int>>& board) {
    return board.empty() ? -1 : 1;
}
