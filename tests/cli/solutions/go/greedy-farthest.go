// LeetCode 909, greedy-farthest: written by tests/cli/solutions/make_solutions.py.
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
	square := 1
	for moves := 0; moves <= target; moves++ {
		if square == target {
			return moves
		}
		best := 0
		for roll := 1; roll <= 6 && square+roll <= target; roll++ {
			if end := endOf(square + roll); end > best {
				best = end
			}
		}
		square = best
	}
	return -1
}
