// LeetCode 909 with the function misnamed (tests/cli/leetcode_test.cpp, CheckLeetCode.LoadingErrors).
func snakesAndLadder(board [][]int) int {
	return 1
}
