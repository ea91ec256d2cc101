// LeetCode 909, right: the board flattened once into 0-based squares, a slice as the queue with a read index, and
// the distances kept in the flattened slice itself (-2: not reached). Written by hand (tests/cli/leetcode_test.cpp,
// CheckLeetCode/LearnerCorrect.*).
func snakesAndLadders(board [][]int) int {
	n := len(board)
	flat := make([]int, 0, n*n)
	leftToRight := true
	for row := n - 1; row >= 0; row-- {
		for col := 0; col < n; col++ {
			c := col
			if !leftToRight {
				c = n - 1 - col
			}
			to := board[row][c]
			if to != -1 {
				to-- // 0-based too
			}
			flat = append(flat, to)
		}
		leftToRight = !leftToRight
	}
	steps := make([]int, n*n)
	for i := range steps {
		steps[i] = -2
	}
	steps[0] = 0
	queue := []int{0}
	for head := 0; head < len(queue); head++ {
		at := queue[head]
		if at == n*n-1 {
			return steps[at]
		}
		for d := 1; d <= 6 && at+d < n*n; d++ {
			next := at + d
			if flat[next] >= 0 {
				next = flat[next]
			}
			if steps[next] == -2 {
				steps[next] = steps[at] + 1
				queue = append(queue, next)
			}
		}
	}
	return -1
}
