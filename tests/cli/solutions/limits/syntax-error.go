// LeetCode 909 with a syntax error on line 5 (tests/cli/leetcode_test.cpp, CheckLeetCode.LoadingErrors): the
// compiler's message names this file and line, never snl's harness.
func snakesAndLadders(board [][]int) int {
	n := len(board)
	for i := 0; i < n; i++ {
		n = n +
	}
	return n
}
