// LeetCode 909, mark-landed: written by tests/cli/solutions/make_solutions.py.
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
	start := 1
	if start == target {
		return 0
	}
	seen := make([]bool, target+1)
	seen[start] = true
	queueSquare, queueRolls := []int{start}, []int{0}
	for len(queueSquare) > 0 {
		square, rolls := queueSquare[0], queueRolls[0]
		queueSquare, queueRolls = queueSquare[1:], queueRolls[1:]
		for roll := 1; roll <= 6 && square+roll <= target; roll++ {
			land := square + roll
			if seen[land] { // the mistake: the square landed on, not the one the move ends on
				continue
			}
			end := endOf(land)
			if end == target {
				return rolls + 1
			}
			if seen[end] {
				continue
			}
			seen[end] = true
			seen[land] = true
			queueSquare = append(queueSquare, end)
			queueRolls = append(queueRolls, rolls+1)
		}
	}
	return -1
}
