// LeetCode 909, moves-per-pop: written by tests/cli/solutions/make_solutions.py.
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
	seen := make([]bool, target+1)
	seen[1] = true
	queue := []int{1}
	moves := 0
	for len(queue) > 0 {
		square := queue[0]
		queue = queue[1:]
		moves++ // the mistake: a move for every square popped, where a move is a whole layer
		for roll := 1; roll <= 6 && square+roll <= target; roll++ {
			end := endOf(square + roll)
			if end == target {
				return moves
			}
			if !seen[end] {
				seen[end] = true
				queue = append(queue, end)
			}
		}
	}
	return -1
}
