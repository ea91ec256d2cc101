// LeetCode 909, wrong in a way snl's catalogue of mistakes does not hold: taking a snake or a ladder is counted as a
// move of its own, as if climbing took a turn. Written by hand; snl check must name no mistake
// (tests/cli/leetcode_test.cpp, CheckLeetCode/Uncatalogued.*).
func snakesAndLadders(board [][]int) int {
	n := len(board)
	pos := func(s int) (int, int) {
		r := (s - 1) / n
		c := (s - 1) % n
		if r%2 == 1 {
			c = n - 1 - c
		}
		return n - 1 - r, c
	}
	moves := make(map[int]int)
	moves[1] = 0
	q := []int{1}
	for len(q) > 0 {
		s := q[0]
		q = q[1:]
		for i := 1; i <= 6; i++ {
			next := s + i
			if next > n*n {
				break
			}
			cost := 1
			r, c := pos(next)
			if board[r][c] != -1 {
				next = board[r][c]
				cost = 2
			}
			if old, ok := moves[next]; !ok || moves[s]+cost < old {
				moves[next] = moves[s] + cost
				q = append(q, next)
			}
		}
	}
	if m, ok := moves[n*n]; ok {
		return m
	}
	return -1
}
