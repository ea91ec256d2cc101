// LeetCode 909, max-heap: written by tests/cli/solutions/make_solutions.py.
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
	heapRolls, heapSquare := []int{0}, []int{1}
	for len(heapRolls) > 0 {
		top := 0
		for i := 1; i < len(heapRolls); i++ {
			if heapRolls[i] > heapRolls[top] { // the mistake: the most rolls first (Dijkstra takes the fewest)
				top = i
			}
		}
		rolls, square := heapRolls[top], heapSquare[top]
		last := len(heapRolls) - 1
		heapRolls[top], heapSquare[top] = heapRolls[last], heapSquare[last]
		heapRolls, heapSquare = heapRolls[:last], heapSquare[:last]
		if square == target {
			return rolls
		}
		if rolls > dist[square] {
			continue
		}
		for roll := 1; roll <= 6 && square+roll <= target; roll++ {
			if end := endOf(square + roll); rolls+1 < dist[end] {
				dist[end] = rolls + 1
				heapRolls = append(heapRolls, rolls+1)
				heapSquare = append(heapSquare, end)
			}
		}
	}
	return -1
}
