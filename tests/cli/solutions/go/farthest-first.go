// LeetCode 909, farthest-first: written by tests/cli/solutions/make_solutions.py.
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
	heapSquare, heapRolls := []int{1}, []int{0}
	for len(heapSquare) > 0 {
		top := 0
		for i := 1; i < len(heapSquare); i++ {
			if heapSquare[i] > heapSquare[top] { // the mistake: the farthest square first
				top = i
			}
		}
		square, rolls := heapSquare[top], heapRolls[top]
		last := len(heapSquare) - 1
		heapSquare[top], heapRolls[top] = heapSquare[last], heapRolls[last]
		heapSquare, heapRolls = heapSquare[:last], heapRolls[:last]
		if square == target {
			return rolls
		}
		for roll := 1; roll <= 6 && square+roll <= target; roll++ {
			if end := endOf(square + roll); !seen[end] {
				seen[end] = true
				heapSquare = append(heapSquare, end)
				heapRolls = append(heapRolls, rolls+1)
			}
		}
	}
	return -1
}
