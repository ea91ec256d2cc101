// LeetCode 909 with the function misnamed (tests/cli/leetcode_test.cpp, CheckLeetCode.LoadingErrors).
int snakesAndLadder(int** board, int boardSize, int* boardColSize) {
    return 1;
}
