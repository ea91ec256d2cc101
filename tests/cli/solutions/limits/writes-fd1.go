// A right solution that prints "3" with fmt.Println (to descriptor 1) on every call: never taken for an answer
// (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel). No import: fmt is one of those LeetCode's Go provides.
func snakesAndLadders(board [][]int) int {
	fmt.Println(3)
	n := len(board)
	cell := func(s int) int {
		r, c := (s-1)/n, (s-1)%n
		if r%2 == 1 {
			c = n - 1 - c
		}
		return board[n-1-r][c]
	}
	dist := map[int]int{1: 0}
	q := []int{1}
	for i := 0; i < len(q); i++ {
		s := q[i]
		for d := 1; d <= 6 && s+d <= n*n; d++ {
			t := s + d
			if cell(t) != -1 {
				t = cell(t)
			}
			if _, seen := dist[t]; !seen {
				dist[t] = dist[s] + 1
				q = append(q, t)
			}
		}
	}
	if d, ok := dist[n*n]; ok {
		return d
	}
	return -1
}
