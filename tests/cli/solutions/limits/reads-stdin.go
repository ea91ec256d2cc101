// A solution that reads the board's size from standard input, as on judges that give input that way: snl check's
// standard input is empty, and the report says so (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
// No import: fmt is one of those LeetCode's Go provides.
func snakesAndLadders(board [][]int) int {
	n := 0
	if _, err := fmt.Scan(&n); err != nil {
		return -1
	}
	return n
}
