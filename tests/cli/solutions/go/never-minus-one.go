// LeetCode 909, never-minus-one: written by tests/cli/solutions/make_solutions.py.
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
	queue := []int{1}
	for len(queue) > 0 {
		square := queue[0]
		queue = queue[1:]
		for roll := 1; roll <= 6 && square+roll <= target; roll++ {
			if end := endOf(square + roll); dist[end] == math.MaxInt32 {
				dist[end] = dist[square] + 1
				queue = append(queue, end)
			}
		}
	}
	return dist[target] // the mistake: math.MaxInt32 when n * n cannot be reached, where LeetCode wants -1
}
