// LeetCode 909 with the function misnamed (tests/cli/leetcode_test.cpp, CheckLeetCode.LoadingErrors).
function snakesAndLadder(board) {
  return 1;
}
