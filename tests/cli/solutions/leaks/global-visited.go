// LeetCode 909 with state kept between calls: a package-level map of visited squares that is never cleared. snl
// check must say the answer depends on earlier calls (tests/cli/leetcode_test.cpp, CheckLeetCode/Leak.*).
var visited = map[int]bool{}

func snakesAndLadders(board [][]int) int {
	n := len(board)
	label := func(s int) int {
		r, c := (s-1)/n, (s-1)%n
		if r%2 == 1 {
			c = n - 1 - c
		}
		return board[n-1-r][c]
	}
	layer := []int{1}
	visited[1] = true
	for moves := 0; len(layer) > 0; moves++ {
		var next []int
		for _, s := range layer {
			if s == n*n {
				return moves
			}
			for d := 1; d <= 6 && s+d <= n*n; d++ {
				t := s + d
				if label(t) != -1 {
					t = label(t)
				}
				if !visited[t] {
					visited[t] = true
					next = append(next, t)
				}
			}
		}
		layer = next
	}
	return -1
}
