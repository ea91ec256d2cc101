// LeetCode 909, fixed-passes: written by tests/cli/solutions/make_solutions.py.
var n_ int
var board_ [][]int

func jump(square int) int {
	r, c := (square-1)/n_, (square-1)%n_
	if r % 2 == 1 {
		c = n_ - 1 - c
	}
	return board_[n_-1-r][c]
}

func endOf(land int) int {
	end := land
	if jump(land) != -1 {
		end = jump(land)
	}
	return end
}

func snakesAndLadders(board [][]int) int {
	n := len(board)
	n_ = n
	board_ = board
	target := n * n
	dist := make([]int, target+1)
	for i := range dist {
		dist[i] = math.MaxInt32
	}
	dist[1] = 0
	for pass := 0; pass < n; pass++ { // the mistake: n passes, where it must go on until a pass changes nothing
		for square := 1; square < target; square++ {
			if dist[square] == math.MaxInt32 {
				continue
			}
			for roll := 1; roll <= 6 && square+roll <= target; roll++ {
				if end := endOf(square + roll); dist[square]+1 < dist[end] {
					dist[end] = dist[square] + 1
				}
			}
		}
	}
	if dist[target] == math.MaxInt32 {
		return -1
	}
	return dist[target]
}
